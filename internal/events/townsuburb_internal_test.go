package events

import "testing"

// A small town in the ring of a far larger city across a division's line
// is the incident's town; a far town or one named once is not.
func TestSuburbOfTop(t *testing.T) {
	damascus, douma := gazTownIn(t, "Damascus", "SY"), gazTownIn(t, "Douma", "SY")
	aleppo := gazTownIn(t, "Aleppo", "SY")
	if !suburbOfTop(douma, damascus, 2) {
		t.Error("Douma, in the Damascus countryside, should stand against Damascus")
	}
	if suburbOfTop(douma, damascus, 1) {
		t.Error("a town named once should not stand")
	}
	if suburbOfTop(aleppo, damascus, 3) {
		t.Error("Aleppo is no suburb of Damascus")
	}
}
