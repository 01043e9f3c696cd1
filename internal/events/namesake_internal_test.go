package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// TestNamesakeReadingKeepsTheName: a place is read as its namesake in the
// country of the story's main town only when the namesake has its name;
// a town the gazetteer also knows under a longer name elsewhere stays.
func TestNamesakeReadingKeepsTheName(t *testing.T) {
	top := &storyline.Place{Name: "Ureña", Admin1: "Táchira", Country: "VE", Precision: 1, Kind: "city"}
	ts := storyTownList{{place: top, n: 5}}
	p := &storyline.Place{Name: "Villa del Rosario", Admin1: "Norte de Santander Department", Country: "CO", Precision: 2, Kind: "city"}
	if got := ts.reading(p); got.Country != "CO" {
		t.Errorf("Villa del Rosario read as %s, %s, %s", got.Name, got.Admin1, got.Country)
	}
}
