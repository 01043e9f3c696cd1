package events_test

import "testing"

// One entity names the city and its province: the mention written with
// the division's word places its sentence's event in the division.
func TestDivisionWrittenWithTheName(t *testing.T) {
	text := "Jets pounded rebel positions in Hama on Sunday. On Monday rebels killed 12 soldiers at a checkpoint in a village of Hama province."
	wantLastPlace(t, "the province of a city named before", text, "Hama")
}
