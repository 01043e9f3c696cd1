package stories

import "testing"

// Reports of one shooting spell its street apart; the key is one.
func TestStreetKey(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"Lappin Avenue", "Lappin Street"},
		{"Ketchum Road", "Ketchum"},
		{"Burlingame Boulevard", "Burlingame Blvd."},
		{"S. Hosmer Street", "South Hosmer Street"},
		{"North Linwood Avenue", "Linwood Ave"},
		{"Harvard Avenue", "Harvard Ave"},
	} {
		if ka, kb := streetKey(c.a), streetKey(c.b); ka != kb {
			t.Errorf("streetKey(%q) = %q, streetKey(%q) = %q", c.a, ka, c.b, kb)
		}
	}
	for _, c := range []struct{ a, b string }{
		{"North Street", "South Street"}, // a compass word and a type are the name
		{"Fulton Avenue", "Alta Arden Expressway"},
		{"Woodbridge Crossing", "Ketchum Road"},
	} {
		if ka, kb := streetKey(c.a), streetKey(c.b); ka == kb {
			t.Errorf("streetKey(%q) = streetKey(%q) = %q", c.a, c.b, ka)
		}
	}
}
