package events

import (
	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
)

// divisionWritten returns the place of one mention of a place entity:
// the entity's place, except where the mention is written with a
// division's word and the entity is that division's seat. A report that
// names "Hama" the city and "a strategic town in Hama province" has one
// entity placed at the city (its finest reading); the second sentence's
// event is in the province, at region precision, not in the city. So too
// a side of the town or its countryside ("northern Hama", "the Idlib
// countryside": places.RegionWritten).
func divisionWritten(text string, sp storyline.Span, p *storyline.Place) *storyline.Place {
	if p == nil || p.Kind != places.KindCity {
		return p
	}
	if d, ok := places.Default().DivisionWritten(places.NewMention(text, sp, storyline.Span{}), *p); ok {
		return &d
	}
	if d, ok := places.Default().RegionWritten(places.NewMention(text, sp, storyline.Span{}), *p); ok {
		return &d
	}
	return p
}
