package events_test

import "testing"

// A count over hours that run past a day ("in the last 48 hours") sums a
// campaign's days: no one event's dead. A day's hours ("over the last 24
// hours") are that day's event.
func TestTollOverHours(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int // the dead of the coded events
	}{
		{"two days' hours", "News from the east. More than 60 militants were killed in air raids on their positions near the town over the last 48 hours.", 0},
		{"three days' hours", "News from the east. More than 60 militants were killed in air raids on their positions near the town during the last 72 hours.", 0},
		{"a day's hours", "News from the east. More than 60 militants were killed in air raids on their positions near the town over the last 24 hours.", 60},
	} {
		_, dead, _ := counted(t, c.text)
		if dead != c.dead {
			t.Errorf("%s: %q: %d dead; want %d", c.class, c.text, dead, c.dead)
		}
	}
}
