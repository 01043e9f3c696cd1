package events

import (
	"sort"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// sectionCity returns the city the story names that a namesake of town p
// is a section of, or nil: Chicago for "Englewood" (read as the larger
// Englewood, Colorado) in a story naming Chicago, Brooklyn for
// "Brownsville" (Texas) in one naming Brooklyn. A neighbourhood's name is
// often a town's elsewhere too; the city it is part of, named in the same
// story, tells which one is meant.
func (ts storyTownList) sectionCity(p *storyline.Place) *storyline.Place {
	if p == nil || placeRank(p) < 2 {
		return nil
	}
	if c := ts.partOfCity(p); c != nil {
		return c // a neighbourhood the gazetteer lacks, read as a town far off (townneighbourhood.go)
	}
	if _, ok := places.Default().CityOf(*p); ok {
		return nil // a section already: townOf reads it
	}
	for _, q := range places.Default().Lookup(p.Name) {
		if q.Country != p.Country || text.Fold(q.Name) != text.Fold(p.Name) || q.GeonameID == p.GeonameID {
			continue
		}
		c, ok := places.Default().CityOf(q)
		if !ok || c.Name == p.Name {
			continue
		}
		for _, t := range ts {
			if t.n > 0 && t.place.Country == c.Country && t.place.Admin1 == c.Admin1 && t.place.Name == c.Name {
				city := *t.place
				city.Precision = max(city.Precision, p.Precision)
				return &city
			}
		}
	}
	return nil
}

// foldSections counts each town that a namesake makes a section of a city
// the story names (sectionCity) as that city, the most named first again.
func (ts storyTownList) foldSections() storyTownList {
	out := make(storyTownList, 0, len(ts))
	moved := map[int]int{} // index in ts → the city's index in ts
	for i, t := range ts {
		if t.partOf != nil {
			continue // counted with its city already (foldNeighbourhoods)
		}
		c := ts.sectionCity(t.place)
		if c == nil {
			continue
		}
		for j, u := range ts {
			if u.place.Country == c.Country && u.place.Admin1 == c.Admin1 && u.place.Name == c.Name {
				moved[i] = j
			}
		}
	}
	if len(moved) == 0 {
		return ts
	}
	add := map[int]int{}
	for i, j := range moved {
		add[j] += ts[i].n
	}
	for i, t := range ts {
		if _, ok := moved[i]; ok {
			continue
		}
		t.n += add[i]
		out = append(out, t)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].n > out[j].n })
	return out
}
