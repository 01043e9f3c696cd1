package events_test

import "testing"

// A death told among the wounded ("one of four wounded has died") takes
// that one out of the wounded: the later report's update of the count.
func TestDiedOfWounded(t *testing.T) {
	for _, c := range []struct {
		class         string
		text          string
		dead, injured int
	}{
		{"one of the wounded has died", "One of four women wounded in a late night shooting in Lexington has died.", 1, 3},
		{"some of the wounded died", "Two of the five men injured in the shooting on Friday have died, police said.", 2, 3},
		{"one of the wounded died later", "One of the three people wounded in Saturday's shooting died at the hospital on Monday.", 1, 2},
		{"the wounded and the dead apart", "Police said one man was killed and four others were wounded.", 1, 4},
	} {
		_, dead, injured := counted(t, c.text)
		if dead != c.dead || injured != c.injured {
			t.Errorf("%s: %q: %d dead, %d injured; want %d, %d", c.class, c.text, dead, injured, c.dead, c.injured)
		}
	}
}

// A sentence that counts several unrelated shootings together is a
// night's or a weekend's toll: its dead and wounded are no one event's.
// Shootings told as one ("in two shootings in the same block") stay one
// event's.
func TestRoundUpIsNoEventsCount(t *testing.T) {
	for _, c := range []struct {
		class         string
		text          string
		dead, injured int
	}{
		{"across the city", "Five people were killed and at least 31 others were wounded in shootings across the city since Friday evening.", 0, 0},
		{"separate shootings", "Three men were killed and nine others were wounded in separate shootings on the South Side on Saturday.", 0, 0},
		{"citywide", "Two teens were killed and six people were hurt in citywide violence overnight, police said.", 0, 0},
		{"one shooting", "Two men were killed and four others were wounded in a shooting outside a bar on Saturday.", 2, 4},
		{"shootings told as one", "One man was killed and two others were injured in two shootings in the same block on Sunday.", 1, 2},
	} {
		_, dead, injured := counted(t, c.text)
		if dead != c.dead || injured != c.injured {
			t.Errorf("%s: %q: %d dead, %d injured; want %d, %d", c.class, c.text, dead, injured, c.dead, c.injured)
		}
	}
}
