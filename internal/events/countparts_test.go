package events_test

import "testing"

// Counts told after a toll that add up to it are its parts: "another" among
// them is one more part, not more dead. Without parts before it, "another"
// adds as before.
func TestPartsOfTheToll(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int // the dead of the first event
	}{
		{"the toll told by place", "News from the north. At least 40 people were killed in air strikes and shelling on the province on Monday. Air strikes left 10 people dead in the east of the city. Eight civilians died in rebel shelling on the west. Another 22 people were killed in strikes on villages in the south of the province.", 40},
		{"more dead than the toll", "News from the north. At least 40 people were killed in air strikes and shelling on the province on Monday. Air strikes left 10 people dead in the east of the city. Another 35 people were killed in strikes on villages in the south of the province.", 75},
		{"more dead, then more", "News from the north. At least 40 people were killed in air strikes on the city on Monday. Another 14 people were killed in barrel bomb attacks on the next district. A further five died in strikes on a village.", 59},
		{"the rest of a count told with a part", "News from the north. A monitor said at least 50 people including 30 civilians were killed in air strikes on the province on Monday. It added that 20 other people were killed.", 50},
		{"others after a count without parts", "News from the north. A monitor said at least 50 people were killed in air strikes on the province on Monday. It added that 20 other people were killed.", 70},
		{"one more dead, no parts", "News from the north. At least 40 people were killed in air strikes and shelling on the province on Monday. Another 3 people died of their wounds later.", 43},
	} {
		if got := firstDead(t, c.text); got != c.dead {
			t.Errorf("%s: %q: first event %d dead; want %d", c.class, c.text, got, c.dead)
		}
	}
}
