package events

import (
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
)

// gazTown returns the gazetteer's town of that name in that division.
func gazTown(t *testing.T, name, admin1 string) *storyline.Place {
	t.Helper()
	for _, p := range places.Default().Lookup(name) {
		if p.Country == "US" && p.Admin1 == admin1 && p.Name == name {
			return &p
		}
	}
	t.Fatalf("no %s, %s in the gazetteer", name, admin1)
	return nil
}

// gazTownIn returns the gazetteer's first town of that name in country cc.
func gazTownIn(t *testing.T, name, cc string) *storyline.Place {
	t.Helper()
	for _, p := range places.Default().Lookup(name) {
		if p.Country == cc && p.Kind == "city" {
			return &p
		}
	}
	t.Fatalf("no town %s in %s", name, cc)
	return nil
}

// TestFoldNamesakes: a town read in another state than the one the story
// names most is its namesake there; a large city stays itself.
func TestFoldNamesakes(t *testing.T) {
	ts := storyTownList{
		{place: gazTown(t, "Sterling", "Virginia"), n: 6},
		{place: gazTown(t, "Rock Falls", "Illinois"), n: 5},
		{place: gazTown(t, "Morrison", "Illinois"), n: 3},
		{place: gazTown(t, "Houston", "Texas"), n: 1},
	}
	got := ts.foldNamesakes(nil)
	if got[0].place.Name != "Sterling" || got[0].place.Admin1 != "Illinois" || got[0].n != 6 {
		t.Errorf("Sterling read as %s, %s (%d)", got[0].place.Name, got[0].place.Admin1, got[0].n)
	}
	if last := got[len(got)-1]; last.place.Name != "Houston" || last.place.Admin1 != "Texas" {
		t.Errorf("Houston read as %s, %s", last.place.Name, last.place.Admin1)
	}
	// a tie between two states names no state of the story's own
	tie := storyTownList{{place: gazTown(t, "Sterling", "Virginia"), n: 3}, {place: gazTown(t, "Rock Falls", "Illinois"), n: 3}}
	if got := tie.foldNamesakes(nil); got[0].place.Admin1 != "Virginia" {
		t.Errorf("tie: Sterling read in %s", got[0].place.Admin1)
	}
	// the state named outright decides: "a home in southern Illinois"
	if got := tie.foldNamesakes(map[string]int{"US|Illinois": 1}); got[0].place.Admin1 != "Illinois" {
		t.Errorf("Illinois named: Sterling read in %s", got[0].place.Admin1)
	}
}

// TestFoldToNamedDivision: two towns of one name, one in a state the
// story names outright and one in a state it never names, are the first,
// however more often the bare name was read as the second.
func TestFoldToNamedDivision(t *testing.T) {
	california := gazTown(t, "Greenacres", "California")
	florida := *gazTown(t, "Greenacres City", "Florida")
	florida.Name = "Greenacres" // as the resolver names it for "GREENACRES, Fla."
	ts := storyTownList{{place: california, n: 11}, {place: &florida, n: 3}}
	got := ts.foldNamesakes(map[string]int{"US|Florida": 2})
	if len(got) != 1 || got[0].place.Admin1 != "Florida" || got[0].n != 14 {
		t.Errorf("Greenacres with Florida named: got %+v", got)
	}
	// with neither state named, each stays
	if got := ts.foldToNamedDivision(map[string]int{"US|Texas": 1}); len(got) != 2 {
		t.Errorf("no state of theirs named: got %d towns", len(got))
	}
}

// TestSectionCity: a neighbourhood read as its namesake elsewhere
// (Englewood, Colorado) is the city the story names that it is a section
// of (Chicago); with no such city named it stays.
func TestSectionCity(t *testing.T) {
	englewood := gazTown(t, "Englewood", "Colorado")
	chicago := gazTown(t, "Chicago", "Illinois")
	ts := storyTownList{{place: englewood, n: 7}, {place: chicago, n: 6}}
	if c := ts.sectionCity(englewood); c == nil || c.Name != "Chicago" {
		t.Errorf("Englewood with Chicago named: got %v", c)
	}
	if got := ts.foldSections(); len(got) != 1 || got[0].place.Name != "Chicago" || got[0].n != 13 {
		t.Errorf("folded: %+v", got)
	}
	alone := storyTownList{{place: englewood, n: 7}, {place: gazTown(t, "Denver", "Colorado"), n: 2}}
	if c := alone.sectionCity(englewood); c != nil {
		t.Errorf("Englewood in a Denver story: got %s", c.Name)
	}
}
