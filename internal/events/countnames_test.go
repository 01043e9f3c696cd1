package events_test

import "testing"

// The names of the dead a report collected count the victims of many
// deeds over a period, not one event's dead.
func TestNamesCollected(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int
	}{
		{"collected the names", "A rights group said on Monday that it collected the names of 45 villagers killed by booby traps in farms and roads around the town.", 0},
		{"compiled the names", "Investigators compiled the names of 45 villagers killed by booby traps in the district.", 0},
		{"one event's dead", "A rights group said on Monday that a booby trap killed 45 villagers in a farm near the town.", 45},
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
