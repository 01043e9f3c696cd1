package events_test

import "testing"

// A sentence that counts dead, far from an earlier mention of violence
// that counts none, keeps its dead: merged into the mention, they were
// lost.
func TestFarSentenceKeepsItsDead(t *testing.T) {
	text := "The families hoped the evacuation would end their ordeal but it did not in the wake of a bombing outside the city. " +
		"The two women had lived under siege for two years. " +
		"On Friday they finally left the town on buses. " +
		"As they waited at a transit point a bomb hit the convoy killing more than 90 people including dozens of children."
	if got := fatalities(t, text); got != 90 {
		t.Errorf("dead %d, want 90", got)
	}
}
