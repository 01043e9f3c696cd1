package events_test

import "testing"

// A deed with its own dead placed by an unnamed place ("in an eastern
// province") does not take the town of the deed told before it.
func TestOwnDeedUnnamedPlace(t *testing.T) {
	for _, c := range []struct {
		class, text string
		town        bool // the second event keeps the first's town
	}{
		{"an eastern province", "A roadside bomb hit an army bus in Homs on Sunday. The size of the blast surprised the residents. On Monday about 40 fighters were killed in clashes between two rebel factions in an eastern province near the border.", false},
		{"a small northern town", "A roadside bomb hit an army bus in Homs on Sunday. The size of the blast surprised the residents. Separately 15 soldiers were killed in an ambush near a small northern town.", false},
		{"no place at all", "A roadside bomb hit an army bus in Homs on Sunday. The size of the blast surprised the residents. On Monday about 40 fighters were killed in clashes between two rebel factions.", true},
	} {
		evs := codedEvents(t, c.text)
		var got *string
		for i := range evs {
			if evs[i].Fatalities > 0 && evs[i].Place != nil {
				got = &evs[i].Place.Name
			}
		}
		if got == nil {
			t.Errorf("%s: no event with dead and a place", c.class)
			continue
		}
		if (*got == "Homs") != c.town {
			t.Errorf("%s: %q: the clash at %s; keeps Homs %v", c.class, c.text, *got, c.town)
		}
	}
}
