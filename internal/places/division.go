package places

import "fmt"

// A local report names the places of one division — the state its city
// lies in — and names its towns and neighbourhoods bare: "in Lockport" in
// a report that names New Orleans and Louisiana, "Brownsville" in a
// Brooklyn one. Ranked by population alone, the bare name is the largest
// namesake anywhere (Lockport, New York; Brownsville, Texas). The
// article's division decides among namesakes of its country.

// divisionCityPop is how large a town must be for its bare name to tell
// the division an article is about ("Philadelphia", "Cincinnati").
const divisionCityPop = 100_000

// mainDivision returns the first-level division the mentions name most
// (by its name, an AP abbreviation or a town of divisionCityPop or more),
// named at least twice and more often than any other; -1 if none.
func (g *Gazetteer) mainDivision(mentions []PlaceMention) int32 {
	votes := map[int32]int{}
	for _, m := range mentions {
		if a, ok := g.stateAbbreviation(m.Text, m.After); ok {
			votes[a]++
			continue
		}
		cs := g.candidates(m.Text)
		if len(cs) == 0 {
			continue
		}
		e := &g.entries[bestOf(cs)]
		switch {
		case e.kind == kindAdmin1:
			votes[bestOf(cs)]++
		case e.kind == kindCity && e.pop >= divisionCityPop && e.admin1 >= 0:
			votes[e.admin1]++
		}
	}
	best, n, tie := int32(-1), 1, false
	for a, k := range votes {
		switch {
		case k > n:
			best, n, tie = a, k, false
		case k == n:
			tie = true
		}
	}
	if tie {
		return -1
	}
	return best
}

// inDivision returns the namesake in division div of best, the reading
// of an unqualified town name, with why, when best is a town of div's
// country outside it; else best and "".
func (g *Gazetteer) inDivision(cs []candidate, best candidate, div int32) (candidate, string) {
	e := &g.entries[best.idx]
	if div < 0 || e.kind != kindCity || e.admin1 == div || e.country != g.entries[div].country {
		return best, ""
	}
	for _, c := range cs {
		if g.entries[c.idx].kind == kindCity && g.entries[c.idx].admin1 == div {
			return c, fmt.Sprintf("the place of that name in the article's division (%s)", g.entries[div].name)
		}
	}
	return best, ""
}
