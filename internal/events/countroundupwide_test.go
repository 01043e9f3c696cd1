package events_test

import "testing"

// A count told over deeds apart or over a wide area is a round-up's: no
// one shooting's dead or wounded. A count of one place stays the event's.
func TestSpreadRoundUpIsNoEventsCount(t *testing.T) {
	for _, c := range []struct {
		class         string
		text          string
		dead, injured int
	}{
		{"separate incidents", "Five people were wounded in three separate incidents late Friday, police said.", 0, 0},
		{"across a named city", "Two men were killed and at least 30 others were wounded in shootings across Denver over the holiday.", 0, 0},
		{"spanning the boroughs", "At least 18 people were wounded in incidents spanning the five boroughs overnight.", 0, 0},
		{"two sides of a city", "Six men were wounded by gunfire on the North and East sides Tuesday, police said.", 0, 0},
		{"between two days", "At least 35 other people were wounded in the city between 4:30 p.m. Friday and 2 a.m. Monday.", 0, 0},
		{"from one day through another", "From Saturday through Monday, gunfire wounded 19 people in the city, police said.", 0, 0},
		{"a stretch of hours", "Twelve people, including two children, were shot in the city in about ten hours.", 0, 0},
		{"a day's operations", "Air strikes killed 30 people in the province in 24 hours, the monitor said.", 30, 0},
		{"one day", "Two men were wounded in a shooting between 1 and 2 a.m. Friday, police said.", 0, 2},
		{"the round-up's shootings again", "Gunmen opened fire on people in three separate shootings late Friday. Officers say five people were hurt as a result of the shootings.", 0, 0},
		{"a shooting's shootings", "Officers say five people were hurt as a result of the shootings.", 0, 5},
		{"one place", "Four men were wounded by gunfire on a porch on the East Side Tuesday, police said.", 0, 4},
		{"both sides of a street", "Three men were wounded when shots were fired from both sides of the street on Tuesday.", 0, 3},
	} {
		_, dead, injured := counted(t, c.text)
		if dead != c.dead || injured != c.injured {
			t.Errorf("%s: %q: %d dead, %d injured; want %d, %d", c.class, c.text, dead, injured, c.dead, c.injured)
		}
	}
}
