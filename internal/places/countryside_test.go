package places

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A capital's countryside is the division around it, not the city's own.
func TestCountrysideOfCapital(t *testing.T) {
	g := Default()
	damascus := g.Lookup("Damascus")
	if len(damascus) == 0 {
		t.Fatal("no Damascus")
	}
	var city storyline.Place
	for _, p := range damascus {
		if p.Kind == KindCity && p.Country == "SY" {
			city = p
			break
		}
	}
	d, ok := g.Countryside(city)
	if !ok || d.Kind != KindAdmin1 || d.Admin1 != "Rif-dimashq" {
		t.Errorf("Countryside(%s) = %+v, %v; want Rif-dimashq", city.Name, d, ok)
	}
	// a town whose countryside is its own province has no other
	for _, p := range g.Lookup("Homs") {
		if p.Kind == KindCity && p.Country == "SY" {
			if d, ok := g.Countryside(p); ok {
				t.Errorf("Countryside(Homs) = %+v; want none (its own province)", d)
			}
			break
		}
	}
}

// The division's names in news, which the gazetteer lacks, find it.
func TestDivisionAliases(t *testing.T) {
	g := Default()
	for _, name := range []string{"Rural Damascus", "Damascus Countryside", "Reef Damascus", "Rif Dimashq"} {
		r := g.Resolve([]PlaceMention{{Text: name, After: " on Sunday."}}, Context{Countries: map[string]int{"SY": 2}})
		if r[0].Place == nil || r[0].Place.Kind != KindAdmin1 || r[0].Place.Admin1 != "Rif-dimashq" {
			t.Errorf("%s: %+v; want Rif-dimashq", name, r[0].Place)
		}
	}
}
