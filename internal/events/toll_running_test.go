package events_test

import "testing"

// A bare death toll that reached a number after a toll over days counts
// the days, not the strikes its sentence tells; the toll of one named
// event stays its own.
func TestRunningTollReached(t *testing.T) {
	text := "Hundreds of people have been killed as jets pounded rebel-held areas of the city for the fourth day in a row. " +
		"The death toll reached 250 overnight rescuers said as air strikes targeted the city after midnight on Sunday."
	if got := fatalities(t, text); got != 0 {
		t.Errorf("%q: %d coded dead, want 0 (a running toll)", text, got)
	}
	one := "Air strikes hit a market in the town on Monday killing 29 people. The death toll reached 61 on Tuesday a monitor said."
	if got := fatalities(t, one); got == 0 {
		t.Errorf("%q: no coded dead, want the strike's", one)
	}
}
