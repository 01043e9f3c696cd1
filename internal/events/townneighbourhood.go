package events

import (
	"sort"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// neighbourhoodCityPop is the least population of a city whose
// neighbourhoods its local news names alone ("a bar in Homewood" in a
// Pittsburgh report).
const neighbourhoodCityPop = 100_000

// neighbourhoodCityNamed is the least weight of the story's city among
// its towns (storyTowns): a dateline, or a headline and a sentence. A
// city named once in passing ("moved from Memphis") is no story's city.
const neighbourhoodCityNamed = 3

// neighbourhoodFarKm is how far from the story's city a town of another
// division must lie to be read as the city's neighbourhood: a neighbour
// across a state line stays itself.
const neighbourhoodFarKm = 200

// foldNeighbourhoods reads a town of another division than the story's
// city, named alone and far off, as a neighbourhood of that city:
// "Homewood" (Alabama) in a Pittsburgh report of "a bar in Homewood",
// "Roxbury" (Wisconsin) in a Boston one. The gazetteer lists few
// neighbourhoods, and a namesake town somewhere else in the country
// takes their name; local news names its city's parts without the city,
// and more often than the city ("Man Killed In Homewood Shooting").
// The story's city is the town with neighbourhoodCityPop people or more
// it names most, named with a weight of neighbourhoodCityNamed or more
// and more than any other town of its division; a town folds into it when it lies in the same country,
// neighbourhoodFarKm or more from it, in a division the story never
// names (a report of "their southern Maine home" in Saco, filed from
// Boston, names Maine), has fewer than namesakeKeepPop people (a victim
// "flown to Houston" stays), and no mention names it with its division
// ("Roxbury, Wis.", stated): AP style names a town of another state with
// its state. Only a name the gazetteer gives several towns folds
// (sharedName): Tadmur in a report from Aleppo is Tadmur. The folded town stays listed, of no weight, with the city
// it is part of (sectionCity reads an event's place so).
func (ts storyTownList) foldNeighbourhoods(stateVotes map[string]int, stated map[string]bool) storyTownList {
	city := -1
	for i, t := range ts {
		if t.n >= neighbourhoodCityNamed && t.partOf == nil && t.place.Kind == places.KindCity && t.place.Population >= neighbourhoodCityPop {
			city = i
			break
		}
	}
	if city < 0 {
		return ts
	}
	for _, t := range ts[:city] {
		if t.place.Country == ts[city].place.Country && t.place.Admin1 == ts[city].place.Admin1 {
			return ts // a town of the city's division named more: the story's, not the city's
		}
	}
	c := ts[city].place
	out := append(storyTownList(nil), ts...)
	moved := false
	for i, t := range out {
		k := t.place.Country + "|" + t.place.Admin1
		if t.n == 0 || t.partOf != nil || t.place.Kind != places.KindCity || t.place.Country != c.Country || t.place.Admin1 == c.Admin1 || stateVotes[k] > 0 {
			continue
		}
		if t.place.Population >= namesakeKeepPop || namesakeTown(t.place) || stated[townKey(t.place)] || places.DistanceKm(t.place, c) < neighbourhoodFarKm || !sharedName(t.place) {
			continue
		}
		out[city].n += t.n
		out[i].n, out[i].partOf = 0, c
		moved = true
	}
	if !moved {
		return ts
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].n > out[j].n })
	return out
}

// sharedName reports a town whose name the gazetteer gives other towns
// too ("Homewood" in Alabama and Illinois): the resolver chose it among
// namesakes by size. A name of one town only (Tadmur, Manbij) is that
// town wherever the story is told from.
func sharedName(p *storyline.Place) bool {
	for _, q := range places.Default().Lookup(p.Name) {
		if q.Kind == places.KindCity && q.GeonameID != p.GeonameID && text.Fold(q.Name) == text.Fold(p.Name) {
			return true
		}
	}
	return false
}

// partOfCity returns the story's city that p, read as a town elsewhere,
// is a neighbourhood of (foldNeighbourhoods), or nil.
func (ts storyTownList) partOfCity(p *storyline.Place) *storyline.Place {
	for _, t := range ts {
		if t.partOf != nil && t.place.Country == p.Country && t.place.Admin1 == p.Admin1 && t.place.Name == p.Name {
			city := *t.partOf
			city.Precision = max(city.Precision, p.Precision)
			return &city
		}
	}
	return nil
}
