package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// Of two towns as fine, the merged event takes the one most of its
// reports give, not the first: one sentence on another town merged in
// does not move the event.
func TestMergeTakesThePlaceMostReportsGive(t *testing.T) {
	manbij := &storyline.Place{Name: "Manbij", Admin1: "Aleppo", Country: "SY", Kind: "city", Precision: 1}
	albab := &storyline.Place{Name: "Al Bab", Admin1: "Aleppo", Country: "SY", Kind: "city", Precision: 1}
	var ms []mention
	for i, p := range []*storyline.Place{manbij, albab, albab, albab} {
		e := &storyline.Event{SubEventType: storyline.SubAirStrike, Place: p, Location: p.Name}
		ms = append(ms, mention{e: e, ref: storyline.EventMention{Article: int64(i + 1)}})
	}
	if got := mergeFields(ms); got.Place == nil || got.Place.Name != "Al Bab" {
		t.Errorf("merged place %+v; want Al Bab, which three reports give", got.Place)
	}
}
