package places

import (
	"slices"
	"strings"

	"github.com/storyline-news/storyline"
)

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

// divisionGenerics and townGenerics are the generic words that say a name
// is a first-level division's ("Hama province", "the province of Idlib")
// or a town's ("Raqqa city", "the city of Daraa").
var (
	divisionGenerics = []string{" province", " governorate", " state", " oblast", " prefecture", " region", " department",
		"province of ", "provinces of ", "governorate of ", "state of ", "region of ", "department of "}
	townGenerics = []string{" city", "city of "}
)

// byGenericWord keeps, of the candidates of a name looked up without its
// generic word (key is the name as written, folded), the kind the word
// names: the division for "Idlib province" (not the town the bare name
// means), and for "Daraa city" the town, or the seat of the division of
// that name when the gazetteer has the town under another spelling
// (Dar‘ā).
func (g *Gazetteer) byGenericWord(key string, cs []candidate) []candidate {
	if len(g.lookupKey(key)) > 0 {
		return cs // the whole name is a place's own ("Kuwait City")
	}
	switch {
	case hasGeneric(key, divisionGenerics):
		// not the seat of a division of that name, which the bare name
		// would mean (candidates); other towns stay: "Santiago region"
		// names no division of Chile, and the capital stays
		seatOfOne := func(c candidate) bool {
			e := &g.entries[c.idx]
			return e.kind == kindCity && e.admin1 >= 0 && slices.ContainsFunc(cs, func(d candidate) bool { return d.idx == e.admin1 })
		}
		return slices.DeleteFunc(slices.Clone(cs), seatOfOne)
	case hasGeneric(key, townGenerics):
		towns := slices.DeleteFunc(slices.Clone(cs), func(c candidate) bool { return g.entries[c.idx].kind != kindCity })
		if len(towns) > 0 {
			return towns
		}
		for _, c := range cs {
			if g.entries[c.idx].kind != kindAdmin1 {
				continue
			}
			if seat := g.seatOf(c.idx); seat >= 0 {
				towns = append(towns, candidate{idx: seat, alt: c.alt, score: g.baseScore(candidate{idx: seat, alt: c.alt})})
			}
		}
		if len(towns) > 0 {
			return towns
		}
	}
	return cs
}

// hasGeneric reports a folded name written with one of the generic words
// ("hama province", "the province of idlib").
func hasGeneric(key string, words []string) bool {
	for _, w := range words {
		if strings.HasSuffix(key, w) || strings.HasSuffix(w, " ") && strings.HasPrefix(strings.TrimPrefix(key, "the "), w) {
			return true
		}
	}
	return false
}

// seatOf returns the seat of division idx (its most populous PPLA town),
// or -1.
func (g *Gazetteer) seatOf(idx int32) int32 {
	d := &g.entries[idx]
	seat := int32(-1)
	for _, i := range g.townsIn(d.country, idx) {
		if e := &g.entries[i]; e.feature&(featSeat|featCapital) != 0 && (seat < 0 || e.pop > g.entries[seat].pop) {
			seat = i
		}
	}
	return seat
}

// shortFormOf reports a name that is some of the words of a longer one:
// "Bolivar" of Ciudad Bolívar, "Apure" of San Fernando de Apure. Such an
// alternate name of a seat is the division's name, which the town was
// named after, not the town's own: "in Bolivar" is the state.
func shortFormOf(name, full string) bool {
	return name != full && strings.Contains(" "+full+" ", " "+name+" ")
}

// genericAround returns the name as the text writes it with the generic
// word the tagger left out of it, the name as "%": "% province" for
// "Hama" in "Hama province", "city of %" for "Daraa" in "the city of
// Daraa", or "". The word after must end the phrase ("Hama state media"
// is the state's media). A name the word makes a place of its own
// ("Kansas City") is kept whole by byGenericWord.
func genericAround(before, after string) string {
	if w := genericAfter(after); w != "" {
		return "% " + w
	}
	b := strings.ToLower(strings.TrimRight(before, " "))
	for _, w := range append(divisionGenerics[:len(divisionGenerics):len(divisionGenerics)], townGenerics...) {
		if strings.HasSuffix(w, " ") && strings.HasSuffix(b, strings.TrimSpace(w)) {
			if i := len(b) - len(strings.TrimSpace(w)); i == 0 || b[i-1] == ' ' {
				return w + "%"
			}
		}
	}
	return ""
}

func genericAfter(after string) string {
	f := strings.Fields(after)
	if len(f) == 0 {
		return ""
	}
	w := strings.ToLower(strings.TrimRight(f[0], ",.;:)"))
	if !slices.Contains(divisionGenerics, " "+w) && !slices.Contains(townGenerics, " "+w) {
		return ""
	}
	if len(f) > 1 && len(w) == len(f[0]) && genericAttributeHeads[strings.ToLower(strings.TrimRight(f[1], ",.;:"))] {
		return "" // "state media", "city council": the word is an attribute
	}
	return w
}

// DivisionWritten returns the first-level division a mention of a town's
// name means by the word written with it ("Hama province", "the province
// of Quneitra"), when the town is the seat of a division of that name; ok
// is false otherwise. An entity takes one place for all its mentions (the
// finest), so "Hama" the city and "Hama province" in one report are one
// entity; the mention's own words tell the division apart.
func (g *Gazetteer) DivisionWritten(m PlaceMention, town storyline.Place) (storyline.Place, bool) {
	if town.Kind != KindCity || town.Admin1 == "" {
		return storyline.Place{}, false
	}
	key := Fold(cleanName(m.Text))
	bare := "" // the name, when the division's word is outside it
	if !hasGeneric(key, divisionGenerics) {
		// "Hama province" tagged whole, as a mention of the entity "Hama",
		// or the word outside the name
		w := genericAround(m.Before, m.After)
		if w == "" || !hasGeneric(w, divisionGenerics) {
			return storyline.Place{}, false
		}
		bare, key = key, strings.Replace(w, "%", key, 1)
	}
	for _, c := range g.candidates(key) { // "hama province": the divisions only (byGenericWord)
		if e := &g.entries[c.idx]; e.kind == kindAdmin1 && string(e.country[:]) == town.Country && e.name == town.Admin1 {
			return g.place(c.idx, 0), true
		}
	}
	if bare != "" {
		// a spelling the division's word is not indexed with ("Deir
		// Ezzor province" of Deir ez-Zor): the division that the name
		// alone reads as, the town's own
		for _, c := range g.candidates(bare) {
			if e := &g.entries[c.idx]; e.kind == kindAdmin1 && string(e.country[:]) == town.Country && e.name == town.Admin1 {
				return g.place(c.idx, 0), true
			}
		}
	}
	return storyline.Place{}, false
}
