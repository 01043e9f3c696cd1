package events_test

import "testing"

// The dead counted over a stated period of days are a toll, no event's.
func TestPeriodCountIsToll(t *testing.T) {
	for _, c := range []struct {
		text   string
		killed int
	}{
		{"Between 21 and 26 of September hospitals in east Aleppo received more than 270 dead bodies after air raids, the health directorate said.", 0},
		{"Between September 21 and 26 air strikes killed 270 people in east Aleppo, the health directorate said.", 0},
		{"From March 3 to 9 shelling killed 40 civilians in the town, the monitor said.", 0},
		{"The report said there have been 13 toddler shooting deaths this year, with 18 more injuring themselves and 2 killing others.", 0},
		{"Air strikes killed 27 people in east Aleppo on September 26, the health directorate said.", 27},
		{"Between 10 and 20 people were killed in air strikes on the town on Sunday, the monitor said.", 10},
	} {
		evs := codedEvents(t, c.text)
		got := 0
		if len(evs) > 0 {
			got = evs[0].Fatalities
		}
		if got != c.killed {
			t.Errorf("%q: %d killed, want %d", c.text, got, c.killed)
		}
	}
}
