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
	// a bare death far on is no deed of its own: "He died of the plague
	// in 639" counts no one's dead
	far := "Regime forces were attacking the neighbourhood a local activist said. " +
		"The mosque was named after a companion of the prophet. " +
		"He converted to Islam in his youth. " +
		"He died of the plague in 639 and his tomb lies in the south."
	if got := fatalities(t, far); got > 1 {
		t.Errorf("%q: dead %d, want none from a year", far, got)
	}
}
