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

// cityNamed is the city or town name in state admin1 of g's gazetteer.
func cityNamed(t *testing.T, g *Gazetteer, name, admin1 string) storyline.Place {
	t.Helper()
	for _, c := range g.Lookup(name) {
		if c.Admin1 == admin1 && c.Kind == KindCity {
			return c
		}
	}
	t.Fatalf("no %s, %s", name, admin1)
	return storyline.Place{}
}

func TestCityOf(t *testing.T) {
	g := Default()
	town := func(name, admin1 string) storyline.Place { return cityNamed(t, g, name, admin1) }
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

// A neighbourhood GeoNames lists as a town of its own lies a few km from a
// city twenty times its size; a suburb that is a town keeps its name.
func TestCityOfNeighbourhood(t *testing.T) {
	g := Default()
	town := func(name, admin1 string) storyline.Place { return cityNamed(t, g, name, admin1) }
	for _, n := range []string{"Flatbush", "Brownsville", "Dyker Heights"} {
		c, ok := g.CityOf(town(n, "New York"))
		if !ok || c.Name != "Brooklyn" {
			t.Errorf("CityOf(%s) = %v, %v; want Brooklyn", n, c.Name, ok)
		}
	}
	for _, c := range []struct{ name, admin1 string }{
		{"Yonkers", "New York"}, {"Brooklyn", "New York"}, {"Wheat Ridge", "Colorado"}, {"Evanston", "Illinois"},
	} {
		if city, ok := g.CityOf(town(c.name, c.admin1)); ok {
			t.Errorf("CityOf(%s) = %v: a town of its own", c.name, city.Name)
		}
	}
}

// A feature named for a town far from every town the article names in
// that country is a part of the article's city, not of the far town.
func TestFeatureNamedForFarTown(t *testing.T) {
	doc := "Baltimore police said a man was shot on Tuesday in the city's Harlem Park neighborhood."
	rs := resolved(t, doc, "Baltimore", "Harlem Park")
	if p := rs["Harlem Park"].Place; p != nil && p.Admin1 == "New York" {
		t.Errorf("Harlem Park in a Baltimore report: got %+v, want no place in New York", p)
	}
	// a town named for near the article's towns stays
	doc = "Deputies said a woman was shot near Yonkers on Tuesday at the Harlem Park playground in New York."
	rs = resolved(t, doc, "Yonkers", "Harlem Park")
	if p := rs["Harlem Park"].Place; p == nil || p.Admin1 != "New York" {
		t.Errorf("Harlem Park near Yonkers: got %+v, want Harlem, New York", p)
	}
}

// A street named for a far town is no place of that town, and no clue to
// the article's country: "Middleton Road" in Atlanta is not Middleton,
// Wisconsin; "Quebec Place" in Washington is not in Canada; a street's
// word alone ("Place") is no street.
func TestStreetNamedForFarTown(t *testing.T) {
	doc := "A boy was shot on Middleton Road in Atlanta on Thursday night."
	rs := resolved(t, doc, "Atlanta", "Middleton Road")
	if p := rs["Middleton Road"].Place; p != nil && p.Admin1 == "Wisconsin" {
		t.Errorf("Middleton Road in Atlanta: got %+v, want no place in Wisconsin", p)
	}
	doc = "The homicide occurred near Quebec Place and Warder Street NW, police in Washington said."
	rs = resolved(t, doc, "Quebec Place", "Warder Street NW", "Washington")
	if p := rs["Quebec Place"].Place; p != nil && p.Country == "CA" {
		t.Errorf("Quebec Place in Washington: got %+v, want no place in Canada", p)
	}
	if p := rs["Washington"].Place; p == nil || p.Country != "US" {
		t.Errorf("Washington beside Quebec Place: got %+v, want the US capital", p)
	}
	doc = "The shooting happened at a home in Belleview on Place near Ocala."
	rs = resolved(t, doc, "Belleview", "Place")
	if p := rs["Place"].Place; p != nil {
		t.Errorf("a street's word alone: got %+v, want no place", p)
	}
}
