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
		var dead, injured int
		for _, e := range codedEvents(t, c.text) {
			dead += e.Fatalities
			injured += e.Injured
		}
		if dead != c.dead || injured != c.injured {
			t.Errorf("%s: %q: %d dead, %d injured; want %d, %d", c.class, c.text, dead, injured, c.dead, c.injured)
		}
	}
}
