package places

import (
	"testing"

	"github.com/storyline-news/storyline"
)

func TestFoldSaint(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"Saint Louis", "St. Louis"},
		{"Port Saint Lucie", "Port St. Lucie"},
		{"Sainte Genevieve", "Ste. Genevieve"},
	} {
		if Fold(c.a) != Fold(c.b) {
			t.Errorf("Fold(%q) = %q, Fold(%q) = %q", c.a, Fold(c.a), c.b, Fold(c.b))
		}
	}
	if Fold("Saintes") != "saintes" {
		t.Errorf("Fold(Saintes) = %q: only the word Saint is folded", Fold("Saintes"))
	}
	ps := Default().Lookup("Saint Louis")
	found := false
	for _, p := range ps {
		found = found || p.Name == "St. Louis" && p.Admin1 == "Missouri"
	}
	if !found {
		t.Errorf("Lookup(Saint Louis) misses St. Louis, Missouri: %v", ps)
	}
}

func TestCityOf(t *testing.T) {
	g := Default()
	town := func(name, admin1 string) (p storyline.Place) {
		t.Helper()
		for _, c := range g.Lookup(name) {
			if c.Admin1 == admin1 && c.Kind == KindCity {
				return c
			}
		}
		t.Fatalf("no %s, %s", name, admin1)
		return
	}
	for _, n := range []string{"Rogers Park", "West Garfield Park", "Uptown", "South Shore"} {
		c, ok := g.CityOf(town(n, "Illinois"))
		if !ok || c.Name != "Chicago" {
			t.Errorf("CityOf(%s) = %v, %v; want Chicago", n, c.Name, ok)
		}
	}
	for _, n := range []string{"Chicago", "Evanston"} {
		if c, ok := g.CityOf(town(n, "Illinois")); ok {
			t.Errorf("CityOf(%s) = %v: a town is no section", n, c.Name)
		}
	}
}

// Folding Saint finds a place otherwise missed, and never overrides the
// spelling the text uses: "St. Louis" is Missouri's, not Saint-Louis,
// Senegal.
func TestFoldSaintSpelling(t *testing.T) {
	if ps := Default().Lookup("St. Louis"); len(ps) == 0 || ps[0].Country != "US" {
		t.Errorf("Lookup(St. Louis) = %v; want St. Louis, US first", ps)
	}
}
