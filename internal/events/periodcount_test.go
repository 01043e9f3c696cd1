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
		if got := firstKilled(t, c.text); got != c.killed {
			t.Errorf("%q: %d killed, want %d", c.text, got, c.killed)
		}
	}
}

// firstKilled is the dead of the first coded event of text, 0 when none is
// coded.
func firstKilled(t *testing.T, text string) int {
	t.Helper()
	if evs := codedEvents(t, text); len(evs) > 0 {
		return evs[0].Fatalities
	}
	return 0
}
