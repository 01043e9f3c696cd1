package events_test

import "testing"

// "The deaths include …" right after a toll counts a part of that toll:
// its dead are not given to an event told before the toll that counts none.
func TestDeadIncludeAfterToll(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int // the dead of the coded events that are no toll
	}{
		{"the deaths include", "The offensive began on Tuesday and is aimed at the southern quarter of the city. Monitors say at least 90 civilians have been killed in the city since the offensive began on Tuesday. The deaths include 40 people killed in shelling of western neighbourhoods.", 0},
		{"the dead included", "The push opened on Monday against the old market. At least 150 people have died in the province since the push began. The dead included 30 fighters killed in ambushes near the river.", 0},
		{"the dead of an event, no toll between", "A car bomb exploded near a checkpoint on Monday. The blast killed 12 people. The dead included four soldiers.", 12},
	} {
		dead := 0
		for _, e := range codedEvents(t, c.text) {
			if e.NonEvent == "" {
				dead += e.Fatalities
			}
		}
		if dead != c.dead {
			t.Errorf("%s: %q: %d dead in events; want %d", c.class, c.text, dead, c.dead)
		}
	}
}
