package events_test

import "testing"

// A number counted among the dead is a part of them, not their toll: the
// toll is the whole the clause counts ("among 25 dead"), or another
// sentence's.
func TestPartAmongTheDead(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int // the dead of the first event
	}{
		{"a part among a whole", "Three nurses among 25 dead in shelling of rebel town. Government shelling of a rebel town killed 25 people on Monday.", 25},
		{"a part among the dead", "Government shelling hit a rebel town on Monday. Three nurses were among the dead.", 0},
		{"a part among those killed", "Government shelling hit a rebel town on Monday. Four children are among those killed, activists said.", 0},
		{"a count of its own", "Government shelling hit a rebel town on Monday. Three nurses were killed.", 3},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Fatalities != c.dead {
			got := -1
			if len(evs) > 0 {
				got = evs[0].Fatalities
			}
			t.Errorf("%s: %q: first event %d dead; want %d", c.class, c.text, got, c.dead)
		}
	}
}
