package places

import "github.com/storyline-news/storyline"

// A first-level division that is one city: the District of Columbia, the
// State of Berlin, Vienna, Bogotá D.C., Damascus Governorate. The
// gazetteer lists a few of its neighbourhoods as towns of their own, so a
// division is read as its city when its seat holds at least
// cityDivisionShare of the people of the towns listed in it and is a city
// of cityDivisionMinPop or more (an island group whose one village is its
// seat is no city).
const (
	cityDivisionShare  = 0.9
	cityDivisionMinPop = 100_000
)

// DivisionCity returns the city that p, a first-level division, is (see
// cityDivisionShare), at p's precision made a town's; ok is false for any
// other place: "D.C. police" and "in Northeast D.C." name Washington.
func (g *Gazetteer) DivisionCity(p storyline.Place) (storyline.Place, bool) {
	if p.Kind != KindAdmin1 || len(p.Country) != 2 {
		return storyline.Place{}, false
	}
	for _, ps := range g.lookupKey(Fold(p.Name)) {
		idx := int32(ps >> 1)
		e := &g.entries[idx]
		if e.kind != kindAdmin1 || string(e.country[:]) != p.Country || e.name != p.Name {
			continue
		}
		if c := g.cityOfDivision(idx); c >= 0 {
			return g.place(c, 0), true
		}
		break
	}
	return storyline.Place{}, false
}

// cityOfDivision returns the entry of the city division idx is, or -1.
func (g *Gazetteer) cityOfDivision(idx int32) int32 {
	d := &g.entries[idx]
	seat, total := int32(-1), uint64(0)
	for _, i := range g.townsIn(d.country, idx) {
		e := &g.entries[i]
		total += uint64(e.pop)
		if e.feature&(featSeat|featCapital) != 0 && (seat < 0 || e.pop > g.entries[seat].pop) {
			seat = i
		}
	}
	if seat < 0 || g.entries[seat].pop < cityDivisionMinPop || float64(g.entries[seat].pop) < cityDivisionShare*float64(total) {
		return -1
	}
	return seat
}
