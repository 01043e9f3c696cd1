package events_test

import "testing"

// A headline's death toll with no verb counts the event's dead; a toll of
// a war stays a toll.
func TestHeadlineDeathToll(t *testing.T) {
	for _, c := range []struct {
		text   string
		killed int
	}{
		{"Death toll from Aleppo bomb attack at least 112.", 112},
		{"Syria bus bombing death toll 126, monitor says.", 126},
		{"The death toll in the war has passed 300000 since 2011, the monitor said.", 0},
	} {
		if got := firstKilled(t, c.text); got != c.killed {
			t.Errorf("%q: %d killed, want %d", c.text, got, c.killed)
		}
	}
}
