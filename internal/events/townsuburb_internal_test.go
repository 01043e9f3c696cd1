package events

import (
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
)

func lookupTown(t *testing.T, name, cc string) *storyline.Place {
	t.Helper()
	for _, p := range places.Default().Lookup(name) {
		if p.Country == cc && p.Kind == "city" {
			return &p
		}
	}
	t.Fatalf("no town %s in %s", name, cc)
	return nil
}

// A small town in the ring of a far larger city across a division's line
// is the incident's town; a far town or one named once is not.
func TestSuburbOfTop(t *testing.T) {
	damascus, douma := lookupTown(t, "Damascus", "SY"), lookupTown(t, "Douma", "SY")
	aleppo := lookupTown(t, "Aleppo", "SY")
	if !suburbOfTop(douma, damascus, 2) {
		t.Error("Douma, in the Damascus countryside, should stand against Damascus")
	}
	if suburbOfTop(douma, damascus, 1) {
		t.Error("a town named once should not stand")
	}
	if suburbOfTop(aleppo, damascus, 3) {
		t.Error("Aleppo is no suburb of Damascus")
	}
}
