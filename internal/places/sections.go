package places

import (
	"math"

	"github.com/storyline-news/storyline"
)

// sectionRadiusKm is how far from a city's point a section of it may lie:
// Chicago's Rogers Park is 15 km from the Loop.
const sectionRadiusKm = 25

// CityOf returns the town that p, a section of a populated place (a
// neighbourhood such as Rogers Park or West Garfield Park, which GeoNames
// lists as places of their own), is part of: the most populous town of
// its division within sectionRadiusKm, larger than p and no section
// itself. ok is false when p is no section or no such town is found.
func (g *Gazetteer) CityOf(p storyline.Place) (storyline.Place, bool) {
	idx := int32(-1)
	if p.Kind == KindCity && p.GeonameID != 0 {
		for _, ps := range g.lookupKey(Fold(p.Name)) {
			if e := &g.entries[ps>>1]; e.id == uint32(p.GeonameID) && e.feature&featSection != 0 {
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

// enclosingCity returns the entry of the town section idx is part of, or
// -1.
func (g *Gazetteer) enclosingCity(idx int32) int32 {
	s := &g.entries[idx]
	sp := storyline.Place{Lat: float64(s.lat), Lon: float64(s.lon)}
	best := int32(-1)
	for i := range g.entries {
		e := &g.entries[i]
		if e.kind != kindCity || e.feature&featSection != 0 || e.country != s.country || e.admin1 != s.admin1 || e.pop <= s.pop {
			continue
		}
		if best >= 0 && e.pop <= g.entries[best].pop {
			continue
		}
		if DistanceKm(&sp, &storyline.Place{Lat: float64(e.lat), Lon: float64(e.lon)}) <= sectionRadiusKm {
			best = int32(i)
		}
	}
	return best
}

// DistanceKm is the great-circle distance between two places.
func DistanceKm(a, b *storyline.Place) float64 {
	const r = 6371.0
	rad := math.Pi / 180
	dlat, dlon := (b.Lat-a.Lat)*rad, (b.Lon-a.Lon)*rad
	h := math.Sin(dlat/2)*math.Sin(dlat/2) + math.Cos(a.Lat*rad)*math.Cos(b.Lat*rad)*math.Sin(dlon/2)*math.Sin(dlon/2)
	return 2 * r * math.Asin(math.Sqrt(min(h, 1)))
}
