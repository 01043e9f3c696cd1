package events_test

import "testing"

// A later sentence that counts the dead of a day it names, other than the
// report's, tells its own deed: its dead are not given to an undated event
// before it that counts none.
func TestDeadOfTheirOwnDay(t *testing.T) {
	// the reports are of Saturday 12 June 2021 (analyzed)
	for _, c := range []struct {
		class, text string
		first       int // the dead of the first event
	}{
		{"a gas attack of another day", "Villagers count their losses. Residents fear the jets will strike again after a suspected chlorine attack on the village. They sleep in the fields now. On Tuesday a car bomb killed at least 30 people in the market of the town.", 0},
		{"a bomb, then the gas attack's day", "Villagers count their losses. A bomb went off on a bus carrying students near the town. The wounded were taken to a clinic. Last Tuesday a gas attack on the village killed some 80 civilians.", 0},
		{"the same day's dead", "Villagers count their losses. A bomb went off on a bus carrying students near the town. The wounded were taken to a clinic. The blast on Friday killed 12 people.", 12},
		{"a count without a day of its own", "Villagers count their losses. A bomb went off on a bus carrying students near the town. The blast killed 12 people.", 12},
	} {
		if got := firstDead(t, c.text); got != c.first {
			t.Errorf("%s: %q: first event %d dead; want %d", c.class, c.text, got, c.first)
		}
	}
}

// A deed of another day that names no place does not take the place of
// the deed before it.
func TestOwnDayDeadPlace(t *testing.T) {
	txt := "Villagers count their losses. A bomb went off on a bus carrying students in Homs. The wounded were taken to a clinic. Last Tuesday a gas attack killed some 80 civilians."
	for _, e := range codedEvents(t, txt) {
		if e.Fatalities == 80 && e.Place != nil && e.Place.Kind != "country" {
			t.Errorf("the gas attack's 80 dead at %s, the bomb's town", e.Place.Name)
		}
	}
}
