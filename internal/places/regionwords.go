package places

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// The country around a town named like its province. "Northern Hama",
// "eastern Homs", "the Idlib countryside", "rural Hama" and "the
// countryside of Idlib" name a part of the province that bears the town's
// name, not the town: its villages, its desert, its front lines. A side of
// a metropolis is a part of the city itself ("eastern Aleppo", "west
// Jerusalem", "southern Chicago": a capital or a town of a million), and a
// town word after the name keeps the town ("northern Hama city"). A
// capital whose province is the city alone has its countryside elsewhere
// (Countryside).

// sideWords are the compass adjectives and nouns that name a side of a
// place before its name.
var sideWords = map[string]bool{
	"north": true, "south": true, "east": true, "west": true,
	"northeast": true, "northwest": true, "southeast": true, "southwest": true,
	"northern": true, "southern": true, "eastern": true, "western": true,
	"northeastern": true, "northwestern": true, "southeastern": true, "southwestern": true,
	"north-eastern": true, "north-western": true, "south-eastern": true, "south-western": true,
}

// countrysideBefore and countrysideAfter are the words that make a town's
// name its country around: "rural Hama", "the countryside of Idlib",
// "Idlib countryside".
var (
	countrysideBefore = []string{"rural", "countryside of", "countryside of the", "rif", "reef"}
	countrysideAfter  = map[string]bool{"countryside": true, "countrysides": true}
	// townAfter keeps the town: "northern Hama city", "eastern Homs
	// neighbourhoods".
	townAfter = map[string]bool{"city": true, "town": true, "neighbourhood": true, "neighborhood": true,
		"neighbourhoods": true, "neighborhoods": true, "district": true, "districts": true, "downtown": true}
)

// RegionWritten returns the first-level division a mention of a town's
// name means by the words around it — a side of it ("northern Hama") or
// its countryside ("the Hama countryside", "rural Idlib") — when the town
// is the seat of a division of its name; ok is false otherwise. See
// DivisionWritten for the division's own word ("Hama province").
func (g *Gazetteer) RegionWritten(m PlaceMention, town storyline.Place) (storyline.Place, bool) {
	if town.Kind != KindCity || town.Admin1 == "" {
		return storyline.Place{}, false
	}
	if _, ok := g.Countryside(town); ok {
		return storyline.Place{}, false // "the Damascus countryside" is Rif Dimashq
	}
	name := cleanName(m.Text)
	if i := strings.LastIndexByte(name, ' '); i > 0 && countrysideAfter[strings.ToLower(name[i+1:])] {
		name, m.After = name[:i], name[i:]+m.After // "Hama countryside" tagged whole
	}
	before := strings.Fields(strings.ToLower(m.Before))
	after := strings.Fields(strings.ToLower(m.After))
	first := ""
	if len(after) > 0 {
		first = strings.Trim(after[0], ",.;:()\"")
	}
	side := len(before) > 0 && sideWords[strings.Trim(before[len(before)-1], "(\"")]
	rural := countrysideAfter[first]
	for _, w := range countrysideBefore {
		n := len(strings.Fields(w))
		if len(before) >= n && strings.Join(before[len(before)-n:], " ") == w {
			rural = true
		}
	}
	if !side && !rural || townAfter[first] {
		return storyline.Place{}, false
	}
	var division int32 = -1
	for _, c := range g.candidates(name) {
		e := &g.entries[c.idx]
		if string(e.country[:]) != town.Country {
			continue
		}
		switch {
		case e.kind == kindAdmin1 && e.name == town.Admin1:
			division = c.idx
		case e.kind == kindCity && int(e.id) == town.GeonameID && g.worldCity(c.idx) && !rural:
			return storyline.Place{}, false // "eastern Aleppo": a side of the city
		}
	}
	if division < 0 {
		return storyline.Place{}, false
	}
	return g.place(division, 0), true
}
