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

// A later sentence about the same deed in its town that states its day
// dates the deed when the first told none: the report's day was only a
// stand-in. A deed in no town, or a day just before the report's, is
// another deed's.
func TestLaterSentenceDatesTheDeed(t *testing.T) {
	for _, c := range []struct{ class, text, date string }{
		{"the deed's town and day", "Samples from Khan Sheikhun where the chemical attack took place tested positive for sarin, the ambassador said. " +
			"The regime was responsible for the sarin attack on Khan Sheikhun on the 4th of June, he said.", "2021-06-04"},
		{"a similar deed in no town", "A car bomb killed 18 people in Jaramana, state television said. " +
			"A similar bombing in the same square on June 4 killed at least seven people.", "2021-06-12"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 {
			t.Errorf("%s: %q: no event", c.class, c.text)
			continue
		}
		if got := evs[0].Date.String(); got != c.date {
			t.Errorf("%s: %q: first event dated %s, want %s", c.class, c.text, got, c.date)
		}
	}
}
