package events_test

import "testing"

// A count after the dead that a verb of suffering ties to injuries or
// wounds ("and 40 sustained injuries") counts the wounded: added to the
// dead, it made "88 killed" of eight dead and 80 hurt. (An injured of -1
// is not checked: "17 suffered wounds" is read as no count of people.)
func TestSufferedCountIsWounded(t *testing.T) {
	for _, c := range []struct {
		class         string
		text          string
		dead, injured int
	}{
		{"sustained injuries", "A car bomb exploded near the bus station on Monday, and according to the governor three people were killed and 40 sustained injuries.", 3, 40},
		{"suffered wounds", "Officials said two people were killed and 17 suffered wounds when shells hit the market on Friday.", 2, -1},
		{"the dead alone still add", "A car bomb exploded near the bus station on Monday, killing three soldiers and two civilians.", 5, 0},
	} {
		_, dead, injured := counted(t, c.text)
		if dead != c.dead || c.injured >= 0 && injured != c.injured {
			t.Errorf("%s: %q: %d dead, %d injured; want %d, %d", c.class, c.text, dead, injured, c.dead, c.injured)
		}
	}
}
