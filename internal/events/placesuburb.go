package events

import (
	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// Reports of a deed in a capital's suburbs name the capital as the point
// they place them by ("an attack on the eastern suburbs of Damascus",
// "a gas attack near Damascus"), as where witnesses live ("residents of
// Damascus") or where visitors stay ("a Damascus hotel"); some name the
// suburb itself (Kafr Batna, Douma). When most of the reports that give
// the capital give it as near the deed, not as its place, the suburb is
// the event's place, whatever the capital's count or precision.

// outskirtsReports counts, for each capital an event's mentions give,
// the mentions that place the deed near it (precision 2 or more: "near",
// "outside", "the suburbs of") and those that place it in it.
type outskirtsReports map[string][2]int

// capitalOutskirts counts the mentions of ms that give a capital near or
// in it (outskirtsReports).
func capitalOutskirts(ms []mention) outskirtsReports {
	n := outskirtsReports{}
	g := places.Default()
	for _, m := range ms {
		p := m.e.Place
		if p == nil || placeRank(p) != 2 || !g.CapitalNamed(p.Name, p.Country) {
			continue
		}
		c := n[townKey(p)]
		if p.Precision >= 2 {
			c[0]++
		} else {
			c[1]++
		}
		n[townKey(p)] = c
	}
	return n
}

// suburb reports town a lying in the country around capital b, a
// division of its own (Kafr Batna in Rif Dimashq around Damascus), when
// more of the event's mentions place the deed near b than in it. A town
// of the capital's own division is no suburb of this kind.
func (n outskirtsReports) suburb(a, b *storyline.Place) bool {
	if a == nil || b == nil || placeRank(a) != 2 || placeRank(b) != 2 || a.Country != b.Country || a.Admin1 == "" {
		return false
	}
	if c := n[townKey(b)]; c[0] <= c[1] {
		return false
	}
	d, ok := places.Default().Countryside(*b)
	return ok && text.Fold(d.Name) == text.Fold(a.Admin1)
}
