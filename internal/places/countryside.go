package places

import "github.com/storyline-news/storyline"

// Countryside returns the first-level division that the countryside of
// town p lies in ("the Damascus countryside", "rural Damascus"), when it is
// not the town's own: a capital whose division is the city alone has its
// suburbs and villages in another one (divisionAliases). ok is false when
// the town's countryside is its own division, as for most towns.
func (g *Gazetteer) Countryside(p storyline.Place) (storyline.Place, bool) {
	if p.Kind != KindCity || p.Name == "" {
		return storyline.Place{}, false
	}
	for _, c := range g.candidates(p.Name + " countryside") {
		e := &g.entries[c.idx]
		if e.kind == kindAdmin1 && string(e.country[:]) == p.Country && e.name != p.Admin1 {
			return g.place(c.idx, 0), true
		}
	}
	return storyline.Place{}, false
}
