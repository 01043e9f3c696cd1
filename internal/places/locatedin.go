package places

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/storyline-news/storyline"
)

// A place the gazetteer lacks, located by the text in a province: "the
// assault at Shaer in Homs province", "strikes on al-Quria in the eastern
// Deir ez-Zor countryside". The name is that province's place, at
// precision 2 as written (unlisted), here and wherever else the article
// names it ("An earlier attack on Shaer in July left 270 dead"): a
// reader who has been told where Shaer is places it there.

// locatedInRE reads the province after a name: "in (the) (northern) Homs
// province|governorate|countryside", "in the province of Homs", with the
// country's possessive and who holds it before ("in Syria's rebel-held
// Idlib province"; "Syrias" where a text lost its apostrophes).
var locatedInRE = regexp.MustCompile(`^\s+in\s+(?:the\s+)?(?:\p{Lu}\p{Ll}+(?:'s|’s|s)\s+)?(?:\w+-(?:held|controlled|run)\s+)?(?:(?:north|south|east|west|central)\w*\s+)?(?:(?:province|governorate)\s+of\s+([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)|([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)\s+(?:province|governorate|countryside)\b)`)

// locatedIn returns the first-level division that the words after a name
// locate it in, or -1.
func (g *Gazetteer) locatedIn(after string) int32 {
	m := locatedInRE.FindStringSubmatch(after)
	if m == nil {
		return -1
	}
	name := m[1] + m[2]
	for _, c := range g.candidates(name) {
		e := &g.entries[c.idx]
		switch {
		case e.kind == kindAdmin1:
			return c.idx
		case e.kind == kindCity && e.feature&featSeat != 0 && e.admin1 >= 0 && !c.alt:
			return e.admin1 // "Idlib countryside": the province of the seat
		}
	}
	return -1
}

// noteLocated records, for each name the gazetteer lacks, the province
// a mention of it is located in; a name located in two is left out.
func (g *Gazetteer) noteLocated(ctx *Context, mentions []PlaceMention) {
	for _, m := range mentions {
		if len(g.candidates(m.Text)) > 0 {
			continue
		}
		d := g.locatedIn(m.After)
		if d < 0 {
			continue
		}
		key := Fold(cleanName(m.Text))
		if ctx.located == nil {
			ctx.located = map[string]int32{}
		}
		if old, ok := ctx.located[key]; ok && old != d {
			ctx.located[key] = -1
			continue
		}
		ctx.located[key] = d
	}
}

// locatedPlace returns the place of a name the gazetteer lacks that the
// article locates in a province (noteLocated), or nil.
func (g *Gazetteer) locatedPlace(name string, ctx Context) (*storyline.Place, string) {
	d, ok := ctx.located[Fold(cleanName(name))]
	if !ok || d < 0 || !startsUpper(strings.TrimSpace(name)) {
		return nil, ""
	}
	p := g.unlisted(name, d, "", "-")
	return p, fmt.Sprintf("%q is not in the gazetteer; the article places it in %s", cleanName(name), g.entries[d].name)
}
