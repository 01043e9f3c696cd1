package events

import (
	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// capitalLoosely reports a capital said loosely — "near Damascus", "a
// Damascus suburb", "east of Damascus" (a town at a coarser precision than
// its own) or the capital's division as a whole — and p, a place of the
// capital's countryside, a division of its own (Rif Dimashq around
// Damascus): reports tell the countryside's towns by the capital ("Bomb
// blast kills 60 in Damascus suburb" of the car bomb at Rankus), so the two
// can be one event's. The capital named plainly ("shells fell on Damascus")
// is the city, not its countryside.
func capitalLoosely(capital, p *storyline.Place) bool {
	if capital == nil || p == nil || placeRank(p) == 0 || capital.Country != p.Country {
		return false
	}
	g := places.Default()
	city := *capital
	switch {
	case placeRank(capital) == 1:
		c, ok := g.DivisionCity(*capital)
		if !ok {
			return false
		}
		city = c
	case capital.Precision < 2:
		return false
	}
	d, ok := g.Countryside(city)
	return ok && text.Fold(d.Name) == text.Fold(divisionOf(p))
}
