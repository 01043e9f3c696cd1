package places

import (
	"math"

	"github.com/storyline-news/storyline"
)

// sectionRadiusKm is how far from a city's point a section of it may lie:
// Chicago's Rogers Park is 15 km from the Loop.
const sectionRadiusKm = 25

// GeoNames lists some neighbourhoods of a large city as populated places
// of their own, not as sections (PPLX): New York's Flatbush, Brownsville
// and Dyker Heights, each a few km from Brooklyn's point. Such a place is
// read as part of the nearest city within neighbourhoodRadiusKm that is a
// large city (neighbourhoodCityPop) at least neighbourhoodRatio times as
// populous. The bounds keep suburbs that are towns of their own: Wheat
// Ridge lies 8.5 km from Denver, Yonkers (200,000) beside the Bronx.
const (
	neighbourhoodRadiusKm = 8
	neighbourhoodRatio    = 20
	neighbourhoodCityPop  = 300_000
)

// CityOf returns the town that p, a section of a populated place (a
// neighbourhood such as Rogers Park or West Garfield Park, which GeoNames
// lists as places of their own), is part of: for a section (PPLX), the
// most populous town of its division within sectionRadiusKm, larger than
// p and no section itself; for another place, the large city it lies in
// (see neighbourhoodRadiusKm). ok is false when p is neither or no such
// town is found.
func (g *Gazetteer) CityOf(p storyline.Place) (storyline.Place, bool) {
	idx := int32(-1)
	if p.Kind == KindCity && p.GeonameID != 0 {
		for _, ps := range g.lookupKey(Fold(p.Name)) {
			if e := &g.entries[ps>>1]; e.id == uint32(p.GeonameID) {
				idx = int32(ps >> 1)
				break
			}
		}
	}
	if idx < 0 {
		return storyline.Place{}, false
	}
	city, ok := g.sectionCity.Load(idx)
	if !ok {
		city, _ = g.sectionCity.LoadOrStore(idx, g.enclosingCity(idx))
	}
	if c := city.(int32); c >= 0 {
		out := g.place(c, 0)
		out.Precision = max(out.Precision, p.Precision)
		return out, true
	}
	return storyline.Place{}, false
}

// enclosingCity returns the entry of the town place idx is part of, or
// -1: a section's largest town nearby, or a neighbourhood's nearest large
// city.
func (g *Gazetteer) enclosingCity(idx int32) int32 {
	s := &g.entries[idx]
	section := s.feature&featSection != 0
	if !section && s.pop == 0 {
		return -1 // a seat listed without its population: no telling its size
	}
	sp := storyline.Place{Lat: float64(s.lat), Lon: float64(s.lon)}
	best, bestKm := int32(-1), 0.0
	for _, i := range g.townsIn(s.country, s.admin1) {
		e := &g.entries[i]
		if e.pop <= s.pop {
			continue
		}
		if section {
			if best >= 0 && e.pop <= g.entries[best].pop {
				continue
			}
			if DistanceKm(&sp, &storyline.Place{Lat: float64(e.lat), Lon: float64(e.lon)}) <= sectionRadiusKm {
				best = i
			}
			continue
		}
		if e.pop < neighbourhoodCityPop || uint64(e.pop) < neighbourhoodRatio*uint64(s.pop) {
			continue
		}
		if km := DistanceKm(&sp, &storyline.Place{Lat: float64(e.lat), Lon: float64(e.lon)}); km <= neighbourhoodRadiusKm && (best < 0 || km < bestKm) {
			best, bestKm = i, km
		}
	}
	return best
}

// townsIn returns the towns (populated places that are not sections) of
// a country's first-level division, in gazetteer order. The index is built
// on first use: a scan of every entry for each place asked about was most
// of a story check's time on a corpus with many places.
func (g *Gazetteer) townsIn(country [2]byte, admin1 int32) []int32 {
	g.townsOnce.Do(func() {
		g.towns = map[townsKey][]int32{}
		for i := range g.entries {
			if e := &g.entries[i]; e.kind == kindCity && e.feature&featSection == 0 {
				k := townsKey{e.country, e.admin1}
				g.towns[k] = append(g.towns[k], int32(i))
			}
		}
	})
	return g.towns[townsKey{country, admin1}]
}

// townsKey names a country's first-level division (-1: none).
type townsKey struct {
	country [2]byte
	admin1  int32
}

// DistanceKm is the great-circle distance between two places.
func DistanceKm(a, b *storyline.Place) float64 {
	const r = 6371.0
	rad := math.Pi / 180
	dlat, dlon := (b.Lat-a.Lat)*rad, (b.Lon-a.Lon)*rad
	h := math.Sin(dlat/2)*math.Sin(dlat/2) + math.Cos(a.Lat*rad)*math.Cos(b.Lat*rad)*math.Sin(dlon/2)*math.Sin(dlon/2)
	return 2 * r * math.Asin(math.Sqrt(min(h, 1)))
}

// featureTownRadiusKm is how near one of the towns an article names in
// the same country a town a feature is named for must lie to be the
// feature's place: "the city's Harlem Park neighborhood" in a Baltimore
// report is no park of Harlem, New York.
const featureTownRadiusKm = 100

// farFromArticleTowns returns, for a town p that the article's other
// towns in p's country (resolved mentions other than the i'th, at town
// precision) all lie far from, the first of them (the article's town
// the feature is more likely in): a neighbourhood, park or street of the
// article's city named after a town elsewhere in the country is no place
// of that town. It returns nil when one lies near p or there is none.
func farFromArticleTowns(p *storyline.Place, i int, out []Resolution) *storyline.Place {
	var first *storyline.Place
	for j, r := range out {
		q := r.Place
		if j == i || q == nil || q.Kind != KindCity || q.Precision != 1 || q.Country != p.Country || Fold(r.Mention.Text) == Fold(p.Name) {
			continue
		}
		if DistanceKm(p, q) <= featureTownRadiusKm {
			return nil
		}
		if first == nil {
			first = q
		}
	}
	return first
}
