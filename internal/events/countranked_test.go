package events_test

import "testing"

// A "since" that dates a ranking ("the first report of casualties since
// the start of the operation", "the deadliest attack since 2015") makes
// no running toll of the count before it; a count of the dead since a
// day stays one. A count of the places struck is no count of the dead
// ("attacks on two villages near Jerablus 40 civilian killed").
func TestSinceOfARanking(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int // the dead of the coded events
	}{
		{"a first since", "News from the north. The Observatory said at least 40 civilians were killed in strikes on two areas in Jarabulus the first report of casualties since the start of the operation.", 40},
		{"a superlative since", "News from the north. At least 40 people were killed in the town in the deadliest attack since the truce.", 40},
		{"a count since", "News from the north. At least 400 people have been killed in the town since the start of the operation.", 0},
		{"villages counted", "News from the north. In Turkish airstrikes on two villages near Jerablus 40 civilians killed.", 40},
	} {
		_, dead, _ := counted(t, c.text)
		if dead != c.dead {
			t.Errorf("%s: %q: %d dead; want %d", c.class, c.text, dead, c.dead)
		}
	}
}
