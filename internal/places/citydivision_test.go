package places

import "testing"

func TestDivisionCity(t *testing.T) {
	g := Default()
	division := func(name, cc string) (string, bool) {
		for _, p := range g.Lookup(name) {
			if p.Kind == KindAdmin1 && p.Country == cc {
				c, ok := g.DivisionCity(p)
				return c.Name, ok
			}
		}
		t.Fatalf("no division %s, %s", name, cc)
		return "", false
	}
	for _, tc := range []struct {
		name, cc, city string
	}{
		{"District of Columbia", "US", "Washington"},
		{"Berlin", "DE", "Berlin"},
		{"Vienna", "AT", "Vienna"},
	} {
		if got, ok := division(tc.name, tc.cc); !ok || got != tc.city {
			t.Errorf("DivisionCity(%s) = %q, %v; want %q", tc.name, got, ok, tc.city)
		}
	}
	// a state of many towns, a state of two cities, an island group whose
	// seat is a village: no city
	for _, tc := range []struct{ name, cc string }{{"Texas", "US"}, {"Bremen", "DE"}, {"Ha'apai", "TO"}} {
		if got, ok := division(tc.name, tc.cc); ok {
			t.Errorf("DivisionCity(%s) = %q; want none", tc.name, got)
		}
	}
	if _, ok := g.DivisionCity(g.Lookup("Houston")[0]); ok {
		t.Error("a town is no division")
	}
}
