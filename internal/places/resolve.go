package places

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// PlaceMention is a place name as an article states it: the name, where it
// is, and the words around it in its sentence, which say "Urena,
// Venezuela" or "near Urena".
type PlaceMention struct {
	// Text is the name as written: "Urena", "the Colombian border",
	// "Simon Bolivar International Bridge".
	Text string `json:"text"`
	// Span locates Text in the article's clean text.
	Span storyline.Span `json:"span"`
	// Before and After are the text of the mention's sentence before and
	// after it, at most MaxContext bytes each: "… deserted their post near
	// the " and ", in La Parada, Colombia, Monday, Feb. 25, 2019.".
	Before string `json:"before,omitempty"`
	After  string `json:"after,omitempty"`
}

// MaxContext is how much text NewMention keeps on each side of a mention.
const MaxContext = 200

// NewMention returns the mention of text[span] with the words around it,
// within sentence when it is not zero (a span from internal/text's
// Sentences), else within the mention's line.
func NewMention(text string, span, sentence storyline.Span) PlaceMention {
	m := PlaceMention{Text: span.In(text), Span: span}
	if m.Text == "" && span.Len() > 0 {
		return m
	}
	lo, hi := sentence.Start, sentence.End
	if sentence.Len() <= 0 || lo > span.Start || hi < span.End || hi > len(text) {
		lo, hi = 0, len(text)
		if i := strings.LastIndexByte(text[:span.Start], '\n'); i >= 0 {
			lo = i + 1
		}
		if i := strings.IndexByte(text[span.End:], '\n'); i >= 0 {
			hi = span.End + i
		}
	}
	lo = max(lo, span.Start-MaxContext)
	hi = min(hi, span.End+MaxContext)
	for lo < span.Start && !utf8.RuneStart(text[lo]) {
		lo++
	}
	for hi > span.End && hi < len(text) && !utf8.RuneStart(text[hi]) {
		hi--
	}
	m.Before = text[lo:span.Start]
	m.After = text[span.End:hi]
	return m
}

// Context is what an article says about where it is: the countries it
// mentions, counted. It breaks ties between places of the same name ("Urena"
// in an article that mentions Venezuela and Colombia is Ureña, Venezuela,
// not a district of Costa Rica).
type Context struct {
	// Countries counts mentions by ISO 3166-1 alpha-2 code: {"VE": 9, "CO": 7}.
	Countries map[string]int `json:"countries"`
	// inferred counts the part of Countries read from towns whose every
	// place lies in one country, which names no country for itself.
	inferred map[string]int
	// divisions counts the first-level divisions the mentions name, by
	// entry (countDivisions).
	divisions map[int32]int
	// nameDivisions holds, by folded name, the divisions the sentences
	// of a name the gazetteer lacks as spelled name (noteNameDivisions).
	nameDivisions map[string]map[int32]bool
	// located holds, by folded name, the province a name the gazetteer
	// lacks is located in by the text ("Shaer in Homs province"), -1 when
	// in two (locatedin.go).
	located map[string]int32
}

// Add counts n more mentions of the country with the given code.
func (c *Context) Add(code string, n int) {
	if c.Countries == nil {
		c.Countries = map[string]int{}
	}
	c.Countries[code] += n
}

// namesACountry reports whether the article names a country itself, by
// name or nationality, not only through towns of one country.
func (c Context) namesACountry() bool {
	for cc, n := range c.Countries {
		if n > c.inferred[cc] {
			return true
		}
	}
	return false
}

// untiedAbroad reports a town in a country the article never names, when
// it names some: a feature's town abroad by a namesake ("Damascus Central
// Prison in Adra" is not in Adra, Spain; a road near "Wadi" is not in
// India).
func (c Context) untiedAbroad(p *storyline.Place) bool {
	return p.Kind == KindCity && c.namesACountry() && c.Countries[p.Country] <= c.inferred[p.Country]
}

// main returns the country the article names most, if it names it more
// often than any other and at least twice; "" otherwise.
func (c Context) main() string {
	best, n, tie := "", 1, false
	for cc, k := range c.Countries {
		switch {
		case k > n:
			best, n, tie = cc, k, false
		case k == n && best != "":
			tie = true
		}
	}
	if tie {
		return ""
	}
	return best
}

// ContextOf counts the countries that mentions name, by name, alias or
// nationality adjective ("the Colombian border" counts Colombia), or
// through a place whose every candidate lies in one country. Callers
// with other mentions (nationalities, organizations) may Add to it.
func (g *Gazetteer) ContextOf(mentions []PlaceMention) Context {
	ctx := Context{Countries: map[string]int{}}
	for _, m := range mentions {
		g.countDivisions(&ctx, m)
		if cc, ok := g.Country(m.Text); ok {
			ctx.Add(cc, 1)
			continue
		}
		words := strings.Fields(Fold(cleanName(m.Text)))
		if len(words) > 1 && featureHeads[words[len(words)-1]] {
			for _, cc := range g.countriesIn(words[:len(words)-1]) {
				ctx.Add(cc, 1)
			}
			continue
		}
		if cc, ok := g.onlyCountry(m.Text); ok {
			ctx.Add(cc, 1)
			if ctx.inferred == nil {
				ctx.inferred = map[string]int{}
			}
			ctx.inferred[cc]++
		}
	}
	return ctx
}

// onlyCountry returns the country of a name whose places all lie in one
// country ("Idlib", "Harasta"): a report that names such towns is about
// that country even where it never names it, which decides "Palmyra"
// between Tadmur and the towns of that name in the United States.
func (g *Gazetteer) onlyCountry(name string) (string, bool) {
	cs := g.candidates(name)
	if len(cs) == 0 {
		return "", false
	}
	cc := g.entries[cs[0].idx].country
	for _, c := range cs[1:] {
		if g.entries[c.idx].country != cc {
			return "", false
		}
	}
	return string(cc[:]), true
}

// Resolution is what Resolve made of one mention.
type Resolution struct {
	Mention PlaceMention `json:"mention"`
	// Place is the resolved place with its precision, nil when the mention
	// stays unresolved. For something that is not a town (a bridge, a
	// border) it is the place stated or found near it, at precision 2 or 3.
	Place *storyline.Place `json:"place,omitempty"`
	// Evidence says in words why this place was chosen, or why none was.
	Evidence string `json:"evidence"`
	// Candidates is the number of gazetteer places the name matched.
	Candidates int `json:"candidates"`
}

// Resolve resolves an article's place mentions. Each name is matched in
// the gazetteer; among its candidates the one the text qualifies ("Paris,
// Texas", "Urena, Venezuela") wins, then one in a country of the context,
// then the most populous. A name missing from the gazetteer falls back to
// the division or country the text states with it ("La Parada, Colombia"
// → Colombia) or stays unresolved. A name that is not a town ("Simon
// Bolivar International Bridge", "the Colombian border") takes the place
// stated with it ("… Bridge in Urena"), the one country it names, or the
// nearest town mentioned in its sentence, at a lower precision; else it
// stays unresolved: coordinates are never made up. When ctx has no
// countries, the context is ContextOf(mentions).
func (g *Gazetteer) Resolve(mentions []PlaceMention, ctx Context) []Resolution {
	if len(ctx.Countries) == 0 {
		ctx = g.ContextOf(mentions)
	}
	g.noteNameDivisions(&ctx, mentions)
	g.noteLocated(&ctx, mentions)
	out := make([]Resolution, len(mentions))
	parts := g.possessedParts(mentions, ctx)
	var features []int
	for i, m := range mentions {
		out[i].Mention = m
		// "the 2300 block of Ketchum": a street, whatever town
		// (Ketchum, Idaho) shares its name
		if g.isFeature(m.Text) || text.StreetBefore(m.Before) || featureAfter(m.Before, m.After) != "" {
			features = append(features, i)
			continue
		}
		if text.OwnersHome(m.After) {
			out[i].Evidence = fmt.Sprintf("%q is whose home it is, not a place", cleanName(m.Text))
			continue
		}
		if city, ok := parts[Fold(cleanName(m.Text))]; ok {
			p := g.place(city, 0)
			out[i].Place, out[i].Evidence, out[i].Candidates = &p, fmt.Sprintf("%q is a part of %s, which a possessive names", cleanName(m.Text), p.Name), 1
			continue
		}
		out[i].Place, out[i].Evidence, out[i].Candidates = g.resolveName(m.Text, m.Before, m.After, ctx)
	}
	for _, i := range features {
		out[i].Place, out[i].Evidence = g.resolveFeature(i, out, ctx)
	}
	return out
}

// resolveName resolves a name with the text before and after it.
func (g *Gazetteer) resolveName(name, before, after string, ctx Context) (*storyline.Place, string, int) {
	if a, ok := g.stateAbbreviation(name, after); ok {
		p := g.place(a, 0)
		return &p, fmt.Sprintf("%q is the AP abbreviation of a US state", cleanName(name)), 1
	}
	if compassWords[Fold(cleanName(name))] {
		return nil, fmt.Sprintf("%q names a side of a place, not a place", cleanName(name)), 0
	}
	cs := g.candidates(name)
	if acronym(cleanName(name)) && !strings.HasPrefix(strings.TrimLeft(after, " "), ",") {
		// "the UN", "EU officials": an organization's initials, no town
		// (Un, India); a country's ("US", "UAE") or a dateline's town
		// with its state ("ADA, Okla.") stays
		cs = slices.DeleteFunc(cs, func(c candidate) bool { return g.entries[c.idx].kind == kindCity })
		if len(cs) == 0 {
			return nil, fmt.Sprintf("%q is written as initials, no town's name", cleanName(name)), 0
		}
	}
	if len(cs) == 0 {
		cs = g.transliterated(name, before, after, ctx) // "Deir al-Zor" is Deir ez-Zor
	}
	if len(cs) == 0 {
		// "Deir ezzor": the tagger took the capitalized word alone
		if whole, rest, ok := lowerCaseTail(name, after); ok {
			if cs = g.candidates(whole); len(cs) == 0 {
				cs = g.transliterated(whole, before, rest, ctx)
			}
			// a habit of romanized Arabic names only: "White house" is no town
			cs = slices.DeleteFunc(cs, func(c candidate) bool { return !arabicNamed[g.entries[c.idx].country] })
			if len(cs) > 0 {
				name, after = whole, rest
			}
		}
	}
	if w := genericAround(before, after); w != "" {
		// "Hama province", "the province of Quneitra" with the word left
		// out of the name
		cs = g.byGenericWord(strings.Replace(w, "%", Fold(cleanName(name)), 1), cs)
	}
	n := len(cs)
	if side, rest, ok := strings.Cut(cleanName(name), " "); n == 0 && ok && compassWords[Fold(side)] {
		// "Southwest Memphis", "Northeast Washington": a side of the town
		if p, why, k := g.resolveName(rest, before+side+" ", after, ctx); p != nil && p.Kind == KindCity {
			return p, fmt.Sprintf("%q is a side of %s; %s", cleanName(name), p.Name, why), k
		}
	}
	q, qtext := g.qualifier(after)
	if q >= 0 && !g.anyWithin(cs, q) {
		if c, ok := g.cityNamedWithin(name, q); ok {
			p := g.place(c, 0)
			registered := p.Name
			p.Name = strings.TrimSuffix(p.Name, " City") // the name as its press writes it
			return &p, fmt.Sprintf("%q is %s in %s, which the text names", cleanName(name), registered, qtext), 1
		}
	}
	if n == 0 {
		if q >= 0 {
			p := g.unlisted(name, q, after, qtext)
			return p, fmt.Sprintf("%q is not in the gazetteer; the text places it in %s", cleanName(name), qtext), 0
		}
		if p, why := g.locatedPlace(name, ctx); p != nil {
			return p, why, 0 // "Shaer in Homs province" (locatedin.go)
		}
		return nil, fmt.Sprintf("%q is not in the gazetteer", cleanName(name)), 0
	}
	qualified := false
	if q >= 0 {
		var match []candidate
		region := false
		for _, c := range cs {
			e := &g.entries[c.idx]
			if e.kind != kindCity && !c.alt {
				region = true
			}
			if e.kind != kindCountry && g.within(c.idx, q) {
				match = append(match, c)
			}
		}
		switch {
		case len(match) > 0:
			cs, qualified = match, true
		case region:
			// "Venezuela, Colombia" or "Texas, Oklahoma": a list, not a
			// qualified name.
		default:
			// The name is elsewhere in the gazetteer, not in the stated
			// division. A namesake abroad or only in other countries
			// leaves the text's town as written ("Tabernacle, New
			// Jersey"); one in another division of the same country may be
			// the very town, the text's division mistaken ("Iquique,
			// Atacama region" of Tarapacá), so the division alone stands.
			p := g.fallback(q)
			if !g.inCountryOf(cs, q) {
				p = g.unlisted(name, q, after, qtext)
			}
			return p, fmt.Sprintf("no %q in %s in the gazetteer; the text places it there", cleanName(name), qtext), n
		}
	}
	top := bestOf(cs)
	main := ctx.main()
	for i := range cs {
		cc := string(g.entries[cs[i].idx].country[:])
		if n := ctx.Countries[cc]; n > 0 {
			b := contextBonus(n)
			if main != "" && cc != main {
				// a country named in passing counts half as much as the
				// one the article is about: Palmyra in a Syria report is
				// Tadmur, not the town in Pennsylvania a "US-led
				// coalition" would favour
				b /= 2
			}
			cs[i].score += b
		}
	}
	sortCandidates(cs, g)
	best := cs[0]
	if !qualified {
		if c, ok := g.namesakeInDivision(cs, best, ctx); ok {
			best = c
		}
		if e := &g.entries[best.idx]; countyAfter(after) && (len(ctx.divisions) > 0 && ctx.divisions[e.admin1] == 0 || len(ctx.divisions) == 0 && ctx.Countries[string(e.country[:])] == 0) {
			// "a Burlington County mother" in a New Jersey report: the
			// tagger took the county's name alone, and the town of that
			// name in a state the article never names (Burlington, North
			// Carolina) is not it; the gazetteer holds no counties
			return nil, fmt.Sprintf("%q names a county in no state the article names", cleanName(name)+" County"), n
		}
	}
	if e := &g.entries[best.idx]; main != "" && !qualified && e.kind == kindCity && string(e.country[:]) != main && !g.worldCity(best.idx) {
		if home, ok := g.namesakeIn(cs, name, main); ok {
			p := g.place(home.idx, 0)
			if isNear(before) {
				p.Precision = 2
			}
			return &p, fmt.Sprintf("the place of that name in the article's country (%s), before one abroad", main), n
		}
		if !g.tiedTo(best.idx, before, after, ctx) {
			return nil, fmt.Sprintf("%q is a town abroad the text does not tie to its country", cleanName(name)), n
		}
	}
	p := g.place(best.idx, 0)
	var why string
	switch {
	case qualified:
		why = fmt.Sprintf("qualified by %s in the text", qtext)
	case len(cs) == 1:
		why = "the only place of that name"
	case best.idx != top:
		why = fmt.Sprintf("the article's country context (%s) among %d places of that name", p.Country, len(cs))
	case p.Kind == KindCountry:
		why = fmt.Sprintf("the country, before %d smaller places of that name", len(cs)-1)
	default:
		why = fmt.Sprintf("the first of %d places of that name by kind and population", len(cs))
	}
	if p.Kind == KindCity && isNear(before) {
		p.Precision = 2
		why += "; the text says near it"
	}
	return &p, why, n
}

// possessedParts returns, by folded name, the town each name a town's
// possessive stands before is a part of: "Wichita's Old Town", "Houston's
// Third Ward" — not a namesake town afar (Old Town, Maine), for this
// mention and the article's others of the name ("in Overtown" after
// "Miami's Overtown"). A name with a gazetteer place within
// sectionRadiusKm of the town is left to its own resolution.
func (g *Gazetteer) possessedParts(mentions []PlaceMention, ctx Context) map[string]int32 {
	var parts map[string]int32
	for _, m := range mentions {
		city, ok := g.possessorCity(m.Before, ctx)
		if !ok || g.entries[city].pop < possessorMinPop {
			continue
		}
		if cs := g.candidates(m.Text); len(cs) > 0 && !g.anyNear(cs, city) && !g.anyLarger(cs, city) {
			if parts == nil {
				parts = map[string]int32{}
			}
			parts[Fold(cleanName(m.Text))] = city
		}
	}
	return parts
}

// possessorMinPop is the fewest people of a town whose possessive makes
// the name after it a part of it: a city has districts the press names so
// ("Wichita's Old Town"); a small town of a person's name does not ("the
// Obama's Chicago home" is no part of Obama, Japan).
const possessorMinPop = 50_000

// anyLarger reports whether a candidate is a town more populous than
// city: a part of a town is smaller than the town ("Chicago" after "the
// Obama's" is Chicago).
func (g *Gazetteer) anyLarger(cs []candidate, city int32) bool {
	for _, c := range cs {
		if e := &g.entries[c.idx]; e.kind == kindCity && e.pop > g.entries[city].pop {
			return true
		}
	}
	return false
}

// possessorCity returns the town a possessive right before a name names:
// "Wichita's " before "Old Town", the town of one to three capitalized
// words so called in a division the article names, else in a country it
// names, else the most populous ("Portland's Old Town" in a report that
// names Maine is Portland, Maine's).
func (g *Gazetteer) possessorCity(before string, ctx Context) (int32, bool) {
	rank := func(e *entry) int {
		switch {
		case e.admin1 >= 0 && ctx.divisions[e.admin1] > 0:
			return 2
		case ctx.Countries[string(e.country[:])] > 0:
			return 1
		}
		return 0
	}
	b := strings.TrimRight(before, " ")
	for _, s := range []string{"'s", "’s"} {
		if rest, ok := strings.CutSuffix(b, s); ok {
			words := strings.Fields(rest)
			for k := 1; k <= 3 && k <= len(words); k++ {
				name := strings.Join(words[len(words)-k:], " ")
				if !startsUpper(words[len(words)-k]) {
					break
				}
				best := int32(-1)
				for _, c := range g.candidates(name) {
					e := &g.entries[c.idx]
					if e.kind == kindCountry || e.kind == kindAdmin1 && (ctx.Countries[string(e.country[:])] > 0 || len(ctx.Countries) == 0) {
						// "Mexico's Tijuana", "Texas's Houston": a
						// country's or a state's possessive, whatever
						// towns share its name (a division of a
						// country the article does not name, Portland
						// Parish in Jamaica, is no reading of it)
						return -1, false
					}
					if e.kind != kindCity {
						continue
					}
					if e.name != name {
						continue
					}
					if best < 0 || rank(e) > rank(&g.entries[best]) || rank(e) == rank(&g.entries[best]) && e.pop > g.entries[best].pop {
						best = c.idx
					}
				}
				if best >= 0 {
					return best, true
				}
			}
		}
	}
	return -1, false
}

// anyNear reports whether a candidate lies within sectionRadiusKm of the
// town city.
func (g *Gazetteer) anyNear(cs []candidate, city int32) bool {
	c := &g.entries[city]
	cp := storyline.Place{Lat: float64(c.lat), Lon: float64(c.lon)}
	for _, x := range cs {
		e := &g.entries[x.idx]
		if DistanceKm(&cp, &storyline.Place{Lat: float64(e.lat), Lon: float64(e.lon)}) <= sectionRadiusKm {
			return true
		}
	}
	return false
}

// acronym reports a name of two or three capital letters, periods aside:
// "UN", "EU", "U.N.".
func acronym(name string) bool {
	n := 0
	for _, r := range name {
		switch {
		case r == '.':
		case r >= 'A' && r <= 'Z':
			n++
		default:
			return false
		}
	}
	return n >= 2 && n <= 3
}

// anyWithin reports whether one of cs lies within division q.
func (g *Gazetteer) anyWithin(cs []candidate, q int32) bool {
	for _, c := range cs {
		if g.entries[c.idx].kind != kindCountry && g.within(c.idx, q) {
			return true
		}
	}
	return false
}

// cityNamedWithin returns the town of division q the gazetteer holds as
// name followed by "City" ("Greenacres City", Florida, for "GREENACRES,
// Fla."): the registered name of a town its people and its press write
// without the word, which the place then takes. Only a qualified name is
// read so: "Jersey" alone is no Jersey City.
func (g *Gazetteer) cityNamedWithin(name string, q int32) (int32, bool) {
	for _, c := range g.candidates(cleanName(name) + " City") {
		if e := &g.entries[c.idx]; e.kind == kindCity && !c.alt && g.within(c.idx, q) {
			return c.idx, true
		}
	}
	return 0, false
}

// stateAbbreviation reads a US state's AP abbreviation with its period
// ("Fla." in "DAVIE, Fla. —", "Mo."): the state, never a town abroad
// that shares the letters (Flå, Norway; Mo, Norway).
func (g *Gazetteer) stateAbbreviation(name, after string) (int32, bool) {
	k := Fold(cleanName(name))
	code, ok := usStates[k]
	if !ok || !strings.HasSuffix(name, ".") && !strings.HasPrefix(after, ".") {
		return -1, false
	}
	a, ok := g.admin1[adminKey{[2]byte{'U', 'S'}, code}]
	return a, ok
}

// contextBonus is the score a candidate gains for lying in a country the
// article mentions n times: enough to lift a town above one ten to a
// hundred times its size, not enough to move Paris to Texas.
func contextBonus(n int) float64 {
	return 1.5 + 0.5*math.Min(math.Log2(float64(n)), 2)
}

func bestOf(cs []candidate) int32 {
	best := cs[0]
	for _, c := range cs[1:] {
		if c.score > best.score {
			best = c
		}
	}
	return best.idx
}

// within reports whether entry idx lies in the division or country q.
func (g *Gazetteer) within(idx, q int32) bool {
	e, r := &g.entries[idx], &g.entries[q]
	switch r.kind {
	case kindCountry:
		return e.country == r.country
	case kindAdmin1:
		return e.admin1 == q
	}
	return false
}

// unlisted returns the place a text names with its division when the
// gazetteer lacks it there ("Tabernacle, New Jersey", "ITASCA COUNTY,
// MN"): the town or county as written, in that division, at the
// division's coordinates with geo precision 2, as ACLED codes a village
// it cannot locate. The name is what the report says the event's place
// is; the division alone would let a town the story names in passing
// stand for it. With a country as qualifier it is the country
// (fallback): a name and a country say less than a name and its state.
//
// A qualifier the text calls a lower division ("Catia, Sucre parish",
// "El Llanito, Sucre municipality") is not the state it shares a name
// with: the state stands, as before, at precision 2.
func (g *Gazetteer) unlisted(name string, q int32, after, qtext string) *storyline.Place {
	p := g.fallback(q)
	written := NameCase(cleanName(name))
	if g.entries[q].kind != kindAdmin1 || Fold(written) == Fold(p.Name) || !startsUpper(written) || lowerDivisionAfter(after, qtext) {
		return p
	}
	p.Name, p.Kind, p.GeonameID, p.Population = written, KindCity, 0, 0
	if f := Fold(written); strings.HasSuffix(f, " county") || strings.HasSuffix(f, " parish") {
		p.Kind = KindAdmin2
	}
	return p
}

// lowerDivisionAfter reports a qualifier the text follows with the word
// of a division below a state ("Sucre parish", "Sucre municipality").
func lowerDivisionAfter(after, qtext string) bool {
	i := strings.Index(after, qtext)
	if i < 0 {
		return false
	}
	w, _, _ := strings.Cut(strings.TrimLeft(after[i+len(qtext):], " "), " ")
	return lowerDivisionWords[Fold(strings.TrimRight(w, ",.;"))]
}

// inCountryOf reports a candidate in the country of entry q.
func (g *Gazetteer) inCountryOf(cs []candidate, q int32) bool {
	for _, c := range cs {
		if g.entries[c.idx].country == g.entries[q].country {
			return true
		}
	}
	return false
}

// startsUpper reports a name that begins with a capital letter: a
// name, not a lower-case word the text put before a division.
func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// NameCase writes a name in capitals as a name ("NOBLE COUNTY" → "Noble
// County"), as datelines print it; a name with lower-case letters stays
// as written.
func NameCase(s string) string {
	if strings.ToUpper(s) != s {
		return s
	}
	b := []rune(strings.ToLower(s))
	for i := range b {
		if i == 0 || strings.ContainsRune(" -'’.", b[i-1]) {
			b[i] = unicode.ToUpper(b[i])
		}
	}
	return string(b)
}

// fallback returns the division (precision 2: a part of it) or country
// (precision 3) that a text states for a place the gazetteer lacks.
func (g *Gazetteer) fallback(q int32) *storyline.Place {
	prec := 3
	if g.entries[q].kind == kindAdmin1 {
		prec = 2
	}
	p := g.place(q, prec)
	return &p
}

// qualifier reads the division or country that follows a name after a
// comma ("Urena, Venezuela"; "Paris, Texas"; "Paris, Tex."; "Bolivar,
// Tachira, Venezuela"), returning its entry and text, or -1. A list
// ("Venezuela, Colombia and Brazil") is not a qualifier.
func (g *Gazetteer) qualifier(after string) (int32, string) {
	s := strings.TrimLeft(after, " ")
	if !strings.HasPrefix(s, ",") {
		return -1, ""
	}
	s = strings.TrimLeft(s[1:], " ")
	phrase, rest := readName(s)
	if phrase == "" {
		return -1, ""
	}
	r := strings.TrimLeft(rest, " ,")
	if strings.HasPrefix(r, "and ") || strings.HasPrefix(r, "or ") {
		return -1, ""
	}
	// US states by postal code ("Paris, TX") or AP abbreviation ("Paris,
	// Tex.").
	us := [2]byte{'U', 'S'}
	if len(phrase) == 2 && strings.ToUpper(phrase) == phrase {
		if a, ok := g.admin1[adminKey{us, phrase}]; ok {
			return a, phrase
		}
	}
	if code, ok := usStates[Fold(phrase)]; ok && strings.HasSuffix(phrase, ".") {
		if a, ok := g.admin1[adminKey{us, code}]; ok {
			return a, phrase
		}
	}
	var best candidate
	best.idx = -1
	outer, _ := g.qualifier(rest)
	for _, c := range g.candidates(phrase) {
		e := &g.entries[c.idx]
		if e.kind == kindCity {
			continue
		}
		if outer >= 0 && !g.within(c.idx, outer) {
			continue
		}
		if best.idx < 0 || c.score > best.score {
			best = c
		}
	}
	if best.idx < 0 {
		return -1, ""
	}
	return best.idx, phrase
}

// readName reads a capitalized name from the start of s ("La Parada,
// Colombia" → "La Parada"), with the lower-case particles inside names
// ("Francisco de Paula"), and returns it and the rest of s.
func readName(s string) (name, rest string) {
	end := 0 // end of the name so far
	i := 0
	for i < len(s) {
		// Read one word.
		j := i
		for j < len(s) {
			r, size := utf8.DecodeRuneInString(s[j:])
			if !(unicode.IsLetter(r) || r == '-' || r == '.' || r == '\'' || r == '’') {
				break
			}
			j += size
		}
		if j == i {
			break
		}
		word := s[i:j]
		first, _ := utf8.DecodeRuneInString(word)
		switch {
		case unicode.IsUpper(first):
			end = j
		case end > 0 && particles[strings.ToLower(word)]:
		default:
			j = -1
		}
		if j < 0 {
			break
		}
		// A period ends the name unless the word is an abbreviation
		// ("Tex.", "St.", "U.S.").
		if strings.HasSuffix(word, ".") && !isAbbreviation(word) {
			if end == j {
				end = j - 1
			}
			break
		}
		if j < len(s) && s[j] == ' ' {
			i = j + 1
			continue
		}
		break
	}
	if end == 0 {
		return "", s
	}
	return strings.TrimRight(s[:end], " "), s[end:]
}

// isAbbreviation reports whether a word ending in a period is an
// abbreviation inside a place name rather than the end of a sentence.
func isAbbreviation(word string) bool {
	w := strings.TrimSuffix(word, ".")
	if strings.Contains(w, ".") {
		return true // "U.S.", "D.C."
	}
	k := Fold(w)
	_, state := usStates[k]
	return state || k == "st" || k == "ste" || k == "ft" || k == "mt" || k == "pt" || k == "sta" || k == "sto"
}

// isNear reports whether the text before a name ends with words that put
// the event near the place rather than in it ("near", "outside", "north
// of").
func isNear(before string) bool {
	if len(before) > 60 {
		before = before[len(before)-60:]
	}
	b := " " + Fold(before)
	for _, w := range nearWords {
		if strings.HasSuffix(b, " "+w) {
			return true
		}
	}
	return false
}

// namesakeIn returns the one town or division of the article's country
// main that bears the name as its own (not as an alternate name), also
// spelled with or without a final "h" ("Shajara" for Ash Shajarah): Arabic
// place names end so either way in English. A report about Syria that
// names Ash Shajarah means the Syrian village, not the Jordanian town,
// unless the text says so; a name several places of main bear is left to
// the ranking and to the sentence's division.
func (g *Gazetteer) namesakeIn(cs []candidate, name, main string) (candidate, bool) {
	if c, ok := g.onlyOwnIn(cs, main); ok {
		return c, true
	}
	key := Fold(cleanName(name))
	other := key + "h"
	if strings.HasSuffix(key, "ah") {
		other = strings.TrimSuffix(key, "h")
	} else if !strings.HasSuffix(key, "a") {
		return candidate{}, false
	}
	ps := g.lookupKey(other)
	spelled := make([]candidate, len(ps))
	for i, p := range ps {
		spelled[i] = candidate{idx: int32(p >> 1)} // the other spelling is the name itself
	}
	return g.onlyOwnIn(spelled, main)
}

// onlyOwnIn returns the candidate of country main when it is the only one
// there and the name is its own.
func (g *Gazetteer) onlyOwnIn(cs []candidate, main string) (candidate, bool) {
	var found []candidate
	for _, c := range cs {
		if e := &g.entries[c.idx]; string(e.country[:]) == main && e.kind != kindCountry {
			found = append(found, c)
		}
	}
	if len(found) != 1 || found[0].alt {
		return candidate{}, false
	}
	return found[0], true
}

// townAbroadPopulation is the size above which a town abroad is known by
// its name alone (Mosul, Kilis in a Syria report; a US city in a local
// report that never names the United States).
const townAbroadPopulation = 20000

// worldCity reports a capital or a city of a million people, which a
// report names for itself wherever it is about (the Paris accord in a
// report about the United States).
func (g *Gazetteer) worldCity(idx int32) bool {
	e := &g.entries[idx]
	return e.feature&featCapital != 0 || e.pop >= 1000000
}

// tiedTo reports whether the text ties town idx to its country: a large
// town, a country the article names, or one named in the words around it
// ("the Turkish town of Akcakale"); a name after "the" is a region's
// ("the Levant") unless the words around it name the town's country.
// "Levant" (Maine) in "the Islamic State in Iraq and the Levant", "Ain"
// (a village of Yemen) in "Ain al-Arab" are no such towns.
func (g *Gazetteer) tiedTo(idx int32, before, after string, ctx Context) bool {
	e := &g.entries[idx]
	cc := string(e.country[:])
	region := strings.HasSuffix(Fold(before), "the ") // "the Levant", "the Gulf": a region's name
	if e.pop >= townAbroadPopulation || !region && ctx.Countries[cc] > ctx.inferred[cc] {
		return true
	}
	return slices.Contains(g.countriesIn(strings.Fields(Fold(near(before, after)))), cc)
}

// near returns the few words around a name, where a text ties a town to
// its country: "the Turkish town of Akcakale", "Nusaybin in Turkey".
func near(before, after string) string {
	b := strings.Fields(before)
	a := strings.Fields(after)
	return strings.Join(b[max(0, len(b)-5):], " ") + " " + strings.Join(a[:min(len(a), 4)], " ")
}

// lowerCaseTail joins to name the lower-case word right after it, for a
// name of several words written with its later words in lower case
// ("Deir ezzor", "Ras al-ain") or opening with the Arabic article in
// lower case ("Ras al-Ain", "Deir el-Zor"): the name and that word, and
// the text after them. Resolve tries it only when the name alone is no
// place.
func lowerCaseTail(name, after string) (whole, rest string, ok bool) {
	if !strings.HasPrefix(after, " ") {
		return "", "", false
	}
	s := after[1:]
	end := strings.IndexFunc(s, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r == '-') })
	if end < 0 {
		end = len(s)
	}
	if article, _, ok := strings.Cut(s[:end], "-"); ok && arabicArticles[article] && end == len(article)+1 {
		// "al-" and a capitalized word: the whole word
		tail := s[end:]
		n := strings.IndexFunc(tail, func(r rune) bool { return !(unicode.IsLetter(r) || r == '-' || r == '\'' || r == '’') })
		if n < 0 {
			n = len(tail)
		}
		if n < 2 || !startsUpper(tail) {
			return "", "", false
		}
		return name + " " + s[:end+n], tail[n:], true
	}
	w := s[:end]
	if len(w) < 4 || strings.Trim(w, "-") != w || tailStopwords[w] {
		return "", "", false
	}
	return name + " " + w, s[end:], true
}

// tailStopwords are lower-case words that never end a place name.
var tailStopwords = map[string]bool{
	"were": true, "have": true, "with": true, "from": true, "into": true, "that": true, "this": true,
	"said": true, "says": true, "where": true, "which": true, "while": true, "when": true, "after": true,
	"before": true, "city": true, "town": true, "village": true, "province": true, "countryside": true,
	"area": true, "region": true, "district": true, "governorate": true, "neighbourhood": true, "neighborhood": true,
}

// WrittenEnd returns where the name of place p, resolved from the mention
// at span sp of text, ends as written: past the mention when the mention
// alone is no name in the gazetteer and the name goes on in lower case or
// with the Arabic article ("Ain" of "Ain al-Arab", "Deir" of "Deir
// ezzor", which the tagger cut short), else sp.End. "US airstrikes" and
// "Damascus suburbs" keep their ends.
func (g *Gazetteer) WrittenEnd(text string, sp storyline.Span, p *storyline.Place) int {
	if p == nil || sp.End > len(text) || sp.Start >= sp.End {
		return sp.End
	}
	name := text[sp.Start:sp.End]
	whole, rest, ok := lowerCaseTail(name, text[sp.End:])
	if !ok || Fold(cleanName(name)) == Fold(p.Name) {
		return sp.End
	}
	ctx := Context{Countries: map[string]int{p.Country: 1}}
	names := func(n, after string) bool {
		for _, c := range g.candidates(n) {
			if int(g.entries[c.idx].id) == p.GeonameID {
				return true
			}
		}
		for _, c := range g.transliterated(n, text[:sp.Start], after, ctx) {
			if int(g.entries[c.idx].id) == p.GeonameID {
				return true
			}
		}
		return false
	}
	if p.GeonameID == 0 || names(name, text[sp.End:]) || !names(whole, rest) {
		return sp.End // the name alone is the place, or the longer one is not
	}
	return sp.Start + len(whole)
}
