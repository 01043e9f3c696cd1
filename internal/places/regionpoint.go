package places

import "slices"

// A first-level division is a region, not a town. The gazetteer gives it
// its seat's point ("Hama" the governorate at Ḩamāh the city), so a map
// drew the governorate as a second dot on the city and a reader took it
// for a second town. A division is drawn at a point of its own instead:
// the median latitude and longitude of the towns listed in it, the middle
// of where its people live, which a few far islands or a crowded corner do
// not pull away as a mean would. The gazetteer holds no outlines, so this
// is where the region's towns are, not its centroid; it is a point of
// precision 3 all the same (ACLED's geo precision for a region).

// regionMinTowns is the fewest towns from which a division's point is
// theirs: with fewer, the median of one or two towns is a town again, and
// the seat stays.
const regionMinTowns = 3

// regionPoints returns the point of each first-level division by entry,
// computed on first use.
func (g *Gazetteer) regionPoints() map[int32][2]float32 {
	g.regionOnce.Do(func() {
		g.regions = map[int32][2]float32{}
		for idx := range g.entries {
			if g.entries[idx].kind != kindAdmin1 {
				continue
			}
			if p, ok := g.regionPoint(int32(idx)); ok {
				g.regions[int32(idx)] = p
			}
		}
	})
	return g.regions
}

// regionPoint is the median point of the towns of division idx (see
// regionMinTowns). Longitudes are taken within half a turn of the seat's,
// so that a division across the antimeridian (Chukotka, the Aleutians)
// keeps its towns together.
func (g *Gazetteer) regionPoint(idx int32) ([2]float32, bool) {
	d := &g.entries[idx]
	towns := g.townsIn(d.country, idx)
	if len(towns) < regionMinTowns {
		return [2]float32{}, false
	}
	lats := make([]float64, len(towns))
	lons := make([]float64, len(towns))
	for i, t := range towns {
		e := &g.entries[t]
		lats[i] = float64(e.lat)
		lon := float64(e.lon)
		for lon-float64(d.lon) > 180 {
			lon -= 360
		}
		for lon-float64(d.lon) < -180 {
			lon += 360
		}
		lons[i] = lon
	}
	lon := median(lons)
	if lon > 180 {
		lon -= 360
	} else if lon < -180 {
		lon += 360
	}
	return [2]float32{float32(median(lats)), float32(lon)}, true
}

func median(v []float64) float64 {
	slices.Sort(v)
	n := len(v)
	if n%2 == 1 {
		return v[n/2]
	}
	return (v[n/2-1] + v[n/2]) / 2
}

// pointOf returns the coordinates a place of entry idx is drawn at: a
// division's own point, any other entry's stored one.
func (g *Gazetteer) pointOf(idx int32) (lat, lon float64) {
	e := &g.entries[idx]
	if e.kind == kindAdmin1 {
		if p, ok := g.regionPoints()[idx]; ok {
			return round(p[0]), round(p[1])
		}
	}
	return round(e.lat), round(e.lon)
}
