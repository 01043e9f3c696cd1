package events_test

import "testing"

// A sentence that opens by telling another deed ("Separately …", "In
// another incident …") does not give its dead to the event before it.
func TestOtherDeedOpening(t *testing.T) {
	for _, c := range []struct {
		class, text string
		first       int // the dead of the first event
	}{
		{"separately", "A roadside bomb hit an army bus on Sunday. Separately 15 soldiers were killed in an ambush.", 0},
		{"in another incident", "A roadside bomb hit an army bus on Sunday. In another incident gunmen killed four guards at a checkpoint.", 0},
		{"elsewhere in a province", "A roadside bomb hit an army bus on Sunday. Elsewhere in the province 15 soldiers were killed in an ambush.", 0},
		{"the same deed", "A roadside bomb hit an army bus on Sunday. The blast killed 15 soldiers.", 15},
		{"elsewhere in the same scene", "A barrel bomb hit a school on Sunday killing 10 children. Elsewhere a rescuer carried another dead child from the rubble.", 11},
	} {
		if got := firstDead(t, c.text); got != c.first {
			t.Errorf("%s: %q: first event %d dead; want %d", c.class, c.text, got, c.first)
		}
	}
}
