package export

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// The map's place takes the kind of the row's own place of the same name,
// so a province's point is listed as a region beside the city of its name.
func TestMapPlaceKeepsRowKind(t *testing.T) {
	mapPlace := &storyline.Place{Name: "Deir ez-Zor", Country: "SY", Lat: 35.0174, Lon: 40.4809}
	row := &storyline.Place{Name: "Deir ez-Zor", Country: "SY", Lat: 35.0174, Lon: 40.4809, Kind: "admin1", Precision: 2}
	if got := withKind(mapPlace, row); got.Kind != "admin1" || mapPlace.Kind != "" {
		t.Errorf("kind %q (map place's own %q); want admin1 on a copy", got.Kind, mapPlace.Kind)
	}
	other := &storyline.Place{Name: "Mayadin", Kind: "city"}
	if got := withKind(mapPlace, other); got.Kind != "" {
		t.Errorf("another place's kind %q taken", got.Kind)
	}
	if got := withKind(nil, row); got != nil {
		t.Errorf("no map place: got %v", got)
	}
}
