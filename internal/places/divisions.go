package places

import "strings"

// The divisions an article names: a town's namesakes within one country
// ("Sterling" in Illinois and in Virginia) are told apart by the state
// or province the rest of the article names, as a reader does.

// divisionTownCap is the population from which a town keeps its reading
// whatever division an article names: a large city named in a local
// report ("flown to Houston") is the large city, not a namesake in the
// report's state.
const divisionTownCap = 100000

// countDivisions adds to ctx the first-level divisions a mention names: a
// division by its name ("Illinois", "Quneitra"; not a name that is also
// a country's, "Georgia"), a US state by its AP abbreviation ("Ill."), or
// the division a town is qualified by ("Rock Falls, Ill.").
func (g *Gazetteer) countDivisions(ctx *Context, m PlaceMention) {
	add := func(idx int32) {
		if ctx.divisions == nil {
			ctx.divisions = map[int32]int{}
		}
		ctx.divisions[idx]++
	}
	if a, ok := g.stateAbbreviation(m.Text, m.After); ok {
		add(a)
		return
	}
	if q, _ := g.qualifier(m.After); q >= 0 && g.entries[q].kind == kindAdmin1 {
		add(q)
	}
	if _, ok := g.Country(m.Text); ok {
		return // "Georgia": the state or the country, which the merge decides
	}
	for _, c := range g.candidates(m.Text) {
		if !c.alt && g.entries[c.idx].kind == kindAdmin1 {
			add(c.idx)
		}
	}
}

// namesakeInDivision returns, for a town best lying in a division the
// article never names, its namesake in the same country lying in one the
// article names (the most named), when best is no large city.
func (g *Gazetteer) namesakeInDivision(cs []candidate, best candidate, ctx Context) (candidate, bool) {
	e := &g.entries[best.idx]
	if len(ctx.divisions) == 0 || e.kind != kindCity || e.admin1 < 0 || ctx.divisions[e.admin1] > 0 || e.pop >= divisionTownCap || g.worldCity(best.idx) {
		return candidate{}, false
	}
	var found candidate
	n := 0
	for _, c := range cs {
		o := &g.entries[c.idx]
		if o.kind != kindCity || o.country != e.country || o.admin1 < 0 {
			continue
		}
		if k := ctx.divisions[o.admin1]; k > n {
			found, n = c, k
		}
	}
	return found, n > 0
}

// countyAfter reports a name the text follows with "County" or
// "Parish", capitalized as part of the name.
func countyAfter(after string) bool {
	w, _, _ := strings.Cut(strings.TrimLeft(after, " "), " ")
	w = strings.TrimRight(w, ",.;:")
	w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
	return w == "County" || w == "Parish" || w == "COUNTY" || w == "PARISH"
}
