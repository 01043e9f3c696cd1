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

func TestStreetByTheWordsBefore(t *testing.T) {
	doc := "Officers were called to the scene in the 2300 block of Ketchum just before 7 p.m. Sunday in Memphis."
	rs := resolved(t, doc, "Ketchum", "Memphis")
	if p := rs["Ketchum"].Place; p == nil || p.Name != "Memphis" || p.Precision != 2 {
		t.Errorf("the 2300 block of Ketchum in Memphis: got %+v, want near Memphis", p)
	}
	doc = "A man was shot in the 100 block of South Hamilton, police said. No arrests were made in Chicago."
	rs = resolved(t, doc, "Hamilton", "Chicago")
	if p := rs["Hamilton"].Place; p != nil {
		t.Errorf("the 100 block of South Hamilton: got %+v, want no town of its own", p)
	}
	doc = "The teenager was shot at 4410 Shasta late Friday."
	rs = resolved(t, doc, "Shasta")
	if p := rs["Shasta"].Place; p != nil {
		t.Errorf("at 4410 Shasta: got %+v, want a street, no town", p)
	}
	doc = "The convoy reached Hamilton on Friday."
	rs = resolved(t, doc, "Hamilton")
	if p := rs["Hamilton"].Place; p == nil {
		t.Errorf("reached Hamilton: got no place, want a town")
	}
}

// A town the gazetteer holds with "City" after its name, as registered,
// is found by the name its press writes when the text names its state:
// "GREENACRES, Fla." is Greenacres City, Florida, not the Greenacres of
// California.
func TestCityWordLeftOut(t *testing.T) {
	rs := resolved(t, "GREENACRES, Fla. -- Officials say a woman killed her daughter and grandchildren.", "GREENACRES")
	if p := rs["GREENACRES"].Place; p == nil || p.Admin1 != "Florida" || p.Kind != KindCity || p.Name != "Greenacres" {
		t.Errorf("GREENACRES, Fla.: got %+v, want the town in Florida", p)
	}
	rs = resolved(t, "The shooting happened in Greenacres on Friday.", "Greenacres")
	if p := rs["Greenacres"].Place; p != nil && p.Admin1 == "Florida" {
		t.Errorf("Greenacres with no state: got %+v, want no town read into it", p)
	}
}

// A name whose possessive owns a dwelling is a person's: "Wright's home"
// is no town Wright.
func TestOwnersHomeIsNoPlace(t *testing.T) {
	rs := resolved(t, "Four people were found shot to death in Wright's home at 7050 Old State Road in Florida.", "Wright", "Florida")
	if p := rs["Wright"].Place; p != nil {
		t.Errorf("Wright's home: got %+v, want no place", p)
	}
	rs = resolved(t, "The shooting happened on Chicago's South Side on Friday.", "Chicago")
	if p := rs["Chicago"].Place; p == nil {
		t.Error("Chicago's South Side: got no place, want Chicago")
	}
}

// A name the tagger read without the street's or building's word that
// follows it in lower case is that street's or building's: "the Castello
// road" in Aleppo is no town in Spain, "the Salem mosque in Ariha" none
// in India; "Aleppo airport" is near Aleppo.
func TestFeatureWordAfterTheName(t *testing.T) {
	rs := resolved(t, "Rebels cut the Castello road on Sunday.", "Castello")
	if p := rs["Castello"].Place; p != nil && p.Country != "SY" {
		t.Errorf("the Castello road: got %+v, want no place abroad", p)
	}
	rs = resolved(t, "The explosion in the Salem mosque in the city of Ariha killed a commander.", "Salem", "Ariha")
	if p := rs["Salem"].Place; p != nil && p.Country != "SY" {
		t.Errorf("the Salem mosque: got %+v, want no place abroad", p)
	}
	rs = resolved(t, "The explosion in Salem Mosque in Ariha killed a commander, a monitor in Syria said.", "Salem", "Ariha", "Syria")
	if p := rs["Salem"].Place; p != nil && p.Country != "SY" {
		t.Errorf("Salem Mosque cut by the tagger: got %+v, want no place abroad", p)
	}
	rs = resolved(t, "Four teenagers opened fire on a Brooklyn street, police in New York said.", "Brooklyn", "New York")
	if p := rs["Brooklyn"].Place; p == nil || p.Name != "Brooklyn" {
		t.Errorf("a Brooklyn street: got %+v, want Brooklyn", p)
	}
	rs = resolved(t, "The shooting at Franklin and Odessa streets occurred in the early evening.", "Franklin", "Odessa")
	for _, n := range []string{"Franklin", "Odessa"} {
		if p := rs[n].Place; p != nil && p.Country != "US" {
			t.Errorf("%s of two streets: got %+v, want no place abroad", n, p)
		}
	}
	rs = resolved(t, "Israeli jets struck near Damascus airport in Syria on Thursday.", "Damascus", "Syria")
	if p := rs["Damascus"].Place; p == nil || p.Name != "Damascus" {
		t.Errorf("Damascus airport: got %+v, want Damascus", p)
	}
}

// A continent or a region of the world is no town that once bore its name.
func TestWorldRegionIsNoTown(t *testing.T) {
	rs := resolved(t, "said the deputy director of the Middle East and North Africa division at Human Rights Watch.", "Middle East", "North Africa")
	for _, n := range []string{"Middle East", "North Africa"} {
		if p := rs[n].Place; p != nil {
			t.Errorf("%s: got %+v, want no place", n, p)
		}
	}
}

// An organization's initials are no town: "the UN" is not Un, India; a
// country's initials stay the country.
func TestInitialsAreNoTown(t *testing.T) {
	rs := resolved(t, "The UN said the convoy reached Aleppo, and US officials agreed.", "UN", "US")
	if p := rs["UN"].Place; p != nil {
		t.Errorf("the UN: got %+v, want no place", p)
	}
	if p := rs["US"].Place; p == nil || p.Country != "US" {
		t.Errorf("US: got %+v, want the United States", p)
	}
}

// A feature lies near a town of its sentence only in a country the
// article names: the Salamiyah-Ithriya road is not near Wadi, India.
func TestFeatureNearNoTownAbroad(t *testing.T) {
	rs := resolved(t, "Soldiers ambushed fighters near Wadi al-Ezeib on the Salamiyah-Ithriya road in Syria.", "Wadi", "Salamiyah-Ithriya", "Syria")
	if p := rs["Salamiyah-Ithriya"].Place; p != nil && p.Country != "SY" {
		t.Errorf("the Salamiyah-Ithriya road: got %+v, want no place abroad", p)
	}
}

// A feature the text places in a town takes it only where the article ties
// the town to a country it names: "Damascus Central Prison in Adra" is not
// in Spain.
func TestFeatureInTownAbroad(t *testing.T) {
	rs := resolved(t, "Prisoners were moved from Damascus Central Prison in Adra, officials in Syria said.", "Damascus Central Prison", "Syria")
	if p := rs["Damascus Central Prison"].Place; p != nil && p.Country != "SY" {
		t.Errorf("Damascus Central Prison in Adra: got %+v, want no place abroad", p)
	}
}
