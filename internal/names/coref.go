package names

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Analyze tags text and links the mentions: the mentions in text order,
// each with its Entity index, and the entities in order of first mention.
func (t *Tagger) Analyze(txt string) ([]storyline.Mention, []storyline.Entity) {
	return t.AnalyzeDoc(text.NewDoc(txt))
}

// AnalyzeDoc is Analyze over a text already split by text.NewDoc.
func (t *Tagger) AnalyzeDoc(d *text.Doc) ([]storyline.Mention, []storyline.Entity) {
	ms := surnameRule(d.Text, t.TagDoc(d, Options{}), t.m.isPlaceName)
	ms = cutModifiers(cutPossessives(ms, d.Text, t.m.possessiveStem))
	var fs []familyName
	if t.m.Language() == "en" {
		ms = t.m.notPeople(d.Text, ms)
		ms = identifiedEverywhere(d.Text, ms)
		fs = familyNames(d, ms, t.m.isPlaceName)
		ms = withFamilyMentions(ms, fs, d.Text)
	}
	es := resolve(ms, wellFormed(d, ms), t.m.isPlaceName)
	es = withFamilyNames(ms, es, fs)
	return ms, es
}

// wellFormed reports, for each mention, whether it is evidence of how a
// name is written: in a sentence in normal case, not in a headline in Title
// Case or capitals, whose capitals say nothing of where a name ends; and
// starting with a capital ("de Cúcuta" is Cúcuta where the article also
// names it alone).
func wellFormed(d *text.Doc, ms []storyline.Mention) []bool {
	// The casing of the sentences that hold a mention, worked out when
	// first needed: 1 normal, 2 not.
	casing := make([]int8, len(d.Sentences))
	var words []string
	out := make([]bool, len(ms))
	for i, m := range ms {
		k := sort.Search(len(d.Sentences), func(k int) bool { return d.Sentences[k].End > m.Span.Start })
		if k == len(d.Sentences) || unicode.IsLower(firstRune(m.Text)) {
			continue
		}
		if casing[k] == 0 {
			words = words[:0]
			ts := d.Tokens[sort.Search(len(d.Tokens), func(j int) bool { return d.Tokens[j].Sent >= k }):]
			for len(ts) > 0 && ts[0].Sent == k {
				words = append(words, d.Text[ts[0].Start:ts[0].End])
				ts = ts[1:]
			}
			casing[k] = 2
			if len(words) > 0 && sentenceCasing(words) == caseNormal {
				casing[k] = 1
			}
		}
		out[i] = casing[k] == 1
	}
	return out
}

// nameForm is a mention's words, folded for matching, and the words
// joined by spaces.
type nameForm struct {
	words  []string
	joined string
}

var stopNameWords = map[string]bool{"the": true, "of": true, "and": true, "de": true, "del": true, "la": true, "for": true}

func formOf(s string, typ storyline.EntityType) nameForm {
	return foldedForm(fold(s), typ)
}

// foldedForm is formOf of a name already folded.
func foldedForm(folded string, typ storyline.EntityType) nameForm {
	var f nameForm
	for _, w := range strings.FieldsFunc(folded, func(r rune) bool { return r == ' ' || r == '-' && typ != storyline.PER }) {
		w = strings.TrimSuffix(w, "'s")
		if typ == storyline.NORP {
			w = strings.TrimSuffix(w, "s")
		}
		if w == "" {
			continue
		}
		f.words = append(f.words, w)
	}
	if len(f.words) == 0 {
		f.words = []string{folded}
	}
	f.joined = strings.Join(f.words, " ")
	return f
}

// initials returns the initials of the significant words: "united nations"
// → "un".
func (f nameForm) initials() string {
	var sb strings.Builder
	for _, w := range f.words {
		if !stopNameWords[w] {
			sb.WriteString(w[:1])
		}
	}
	return sb.String()
}

// subsetOf reports whether every significant word of f is in g.
func (f nameForm) subsetOf(g nameForm) bool {
	n := 0
	for _, w := range f.words {
		if stopNameWords[w] {
			continue
		}
		if !slices.ContainsFunc(g.words, func(x string) bool { return x == w || articled(x, w) }) { // names have few words
			return false
		}
		n++
	}
	return n > 0
}

// articled reports whether x is w with an article written before it by a
// hyphen, as Arabic names have it: "al-assad" is "assad".
func articled(x, w string) bool {
	a, rest, ok := strings.Cut(x, "-")
	return ok && rest == w && (a == "al" || a == "el" || a == "ad" || a == "as" || a == "ash" || a == "ar" || a == "an" || a == "az" || a == "at")
}

// acronym returns s's letters when s is an acronym ("U.S.", "AP", "UN"),
// else "".
func acronym(s string) string {
	n := 0 // bytes of the acronym; most names are none, and build nothing
	for _, r := range s {
		switch {
		case r == '.':
		case unicode.IsUpper(r):
			n += utf8.RuneLen(unicode.ToLower(r))
		default:
			return ""
		}
	}
	if n < 2 || n > 6 {
		return ""
	}
	var sb strings.Builder
	sb.Grow(n)
	for _, r := range s {
		if r != '.' {
			sb.WriteRune(unicode.ToLower(r))
		}
	}
	return sb.String()
}

// Resolve links the mentions of one article into entities: each entity has
// one canonical name (its longest form), its other forms as aliases, the
// first role stated with any mention, and its mention count. A shorter form
// joins an entity only when it is a name of the same thing: a person's
// surname or given name ("Gomez" → "Jose Gomez"), an organization's name
// without its qualifiers that keeps its head word ("Observatory" → "Syrian
// Observatory for Human Rights", never "Human Rights"), a place with a word
// such as "province" added ("Raqqa" → "Raqqa Province", never "Iraq" →
// "Dohuk Iraq"), an acronym of the entity ("U.S." → "United States"), or a
// listed alternative name ("Daesh" → "Islamic State"). A name the tagger
// typed as a place or organization that is part of a person's full name
// joins that person ("Maduro" → "Nicolas Maduro"), and every mention takes
// its entity's type. Resolve sets ms[i].Entity and returns the entities in
// order of first mention.
func Resolve(text string, ms []storyline.Mention) []storyline.Entity {
	return resolve(ms, nil, nil)
}

// resolve is Resolve with, for each mention, whether it is well-formed
// evidence of a name (see wellFormed; nil: all are), and a test of place
// names beside the listed countries and the article's places (nil: none). The canonical name is
// the longest well-formed mention, so a name run together in a headline is
// never an entity's name when the body names it properly.
func resolve(ms []storyline.Mention, good []bool, place func(folded string) bool) []storyline.Entity {
	type ent struct {
		typ     storyline.EntityType
		form    nameForm
		forms   []string // the joined forms of its members
		alts    []int    // the alternate-name groups of its forms (alternates)
		canon   int      // index of the canonical mention
		members []int
		first   int // span start of the first mention
	}
	var ents []*ent
	folded := make([]string, len(ms))
	for i := range ms {
		folded[i] = fold(ms[i].Text)
	}
	consistentTypes(ms, folded)
	locs := map[string]bool{} // the article's places also qualify organizations
	for i, m := range ms {
		if m.Type == storyline.LOC {
			locs[folded[i]] = true
		}
	}
	isPlace := func(f string) bool { return locs[f] || place != nil && place(f) }
	forms := make([]nameForm, len(ms))
	order := make([]int, len(ms))
	for i := range ms {
		forms[i] = foldedForm(folded[i], ms[i].Type)
		order[i] = i
	}
	// Long forms first, so short ones find them.
	longer := func(i, j int) bool {
		fi, fj := forms[i], forms[j]
		if len(fi.words) != len(fj.words) {
			return len(fi.words) > len(fj.words)
		}
		return len(ms[i].Text) > len(ms[j].Text)
	}
	sort.SliceStable(order, func(a, b int) bool { return longer(order[a], order[b]) })
	assign := make([]*ent, len(ms))
	for _, i := range order {
		m := &ms[i]
		f := forms[i]
		alt := alternates[f.joined] // f is a listed alternative name of an entity's form ("daesh" and "islamic state")
		var best *ent
		bestDist := -1
		for _, e := range ents {
			ok := false
			switch {
			case alt != 0 && slices.Contains(e.alts, alt):
				ok = true
			case e.typ == m.Type:
				ok = sameThing(f, m.Text, e.form, m.Type, isPlace)
			case e.typ == storyline.PER && len(e.form.words) > 1 && m.Type != storyline.NORP && !m.Credit:
				ok = f.subsetOf(e.form) && !countries[f.joined] && !orgs[f.joined]
			}
			if !ok {
				continue
			}
			// Prefer the entity mentioned nearest before this mention.
			d := 1 << 30
			for _, j := range e.members {
				if ms[j].Span.Start <= m.Span.Start && m.Span.Start-ms[j].Span.Start < d {
					d = m.Span.Start - ms[j].Span.Start
				}
			}
			if best == nil || d < bestDist {
				best, bestDist = e, d
			}
		}
		if best == nil {
			best = &ent{typ: m.Type, form: f, canon: i, first: m.Span.Start}
			ents = append(ents, best)
		}
		best.members = append(best.members, i)
		if !slices.Contains(best.forms, f.joined) {
			best.forms = append(best.forms, f.joined)
			if alt != 0 {
				best.alts = append(best.alts, alt)
			}
		}
		best.first = min(best.first, m.Span.Start)
		assign[i] = best
	}
	sort.SliceStable(ents, func(a, b int) bool { return ents[a].first < ents[b].first })
	out := make([]storyline.Entity, len(ents))
	index := map[*ent]int{}
	for k, e := range ents {
		index[e] = k
		sort.Ints(e.members)
		if good != nil && !good[e.canon] {
			c := -1
			for _, j := range e.members {
				if good[j] && (c < 0 || longer(j, c)) {
					c = j
				}
			}
			if c >= 0 {
				e.canon = c
			}
		}
		// A headline's run-on mention is no alias (knownForm).
		ce := storyline.Entity{Type: e.typ, Canonical: ms[e.canon].Text, Mentions: len(e.members), Credit: true}
		seen := map[string]bool{ce.Canonical: true}
		for _, j := range e.members {
			mj := ms[j]
			if !seen[mj.Text] && (good == nil || good[j] || knownForm(forms[j], mj.Text, forms[e.canon])) {
				seen[mj.Text] = true
				ce.Aliases = append(ce.Aliases, mj.Text)
			}
			if ce.Role == "" && mj.Role != "" {
				ce.Role = mj.Role
			}
			if !mj.Credit {
				ce.Credit = false
			}
		}
		out[k] = ce
	}
	for i := range ms {
		if e := assign[i]; e != nil {
			ms[i].Entity = index[e]
			ms[i].Type = e.typ
		} else {
			ms[i].Entity = -1
		}
	}
	return out
}

// knownForm reports whether a mention f (text s) in a headline, whose
// capitals say nothing of where a name ends, is a form of the entity named
// g that may be listed as an alias: a part of g, an acronym or a listed
// alternative name ("Nusra Front", not "Army Repels Ex-Nusra Front").
func knownForm(f nameForm, s string, g nameForm) bool {
	return f.subsetOf(g) || acronym(s) != "" || alternates[f.joined] != 0
}

// placeDesignators are the words a place's name may add to it and stay the
// same place: "Raqqa" is "Raqqa Province" (a state is not: "Islamic State").
var placeDesignators = map[string]bool{
	"province": true, "city": true, "governorate": true, "region": true, "district": true, "county": true,
	"municipality": true, "countryside": true, "town": true, "village": true, "state": false,
}

// sameThing reports whether the shorter form f (text s) of type typ names
// the entity whose longest form is g: a person's names, an organization
// without qualifiers but with its head word and the place that qualifies
// it ("Police Command" is the police command of any town, not "Damascus
// Police Command"), a place with designators, or an acronym. place tests
// place names beside the listed countries (nil: none).
func sameThing(f nameForm, s string, g nameForm, typ storyline.EntityType, place func(string) bool) bool {
	if typ == storyline.NORP || typ == storyline.MISC {
		return f.joined == g.joined
	}
	if typ != storyline.PER {
		if a := acronym(s); a != "" && len(g.words) > 1 && a == g.initials() {
			return true
		}
	}
	if !f.subsetOf(g) {
		return false
	}
	switch typ {
	case storyline.ORG:
		// The place that qualifies g, one word or two, is not in f.
		if w := g.words; !slices.Contains(f.words, w[0]) && (isPlaceName(w[0], place) ||
			len(w) > 2 && !slices.Contains(f.words, w[1]) && isPlaceName(w[0]+" "+w[1], place)) {
			return false
		}
		return !countries[f.joined] && slices.Contains(f.words, g.head())
	case storyline.LOC:
		// A facility named after a person is named by the person's name
		// ("Simon Bolivar" bridge); a town's name is not its airport's.
		facility := len(f.words) > 1
		for _, w := range g.words {
			if !slices.Contains(f.words, w) && !placeDesignators[w] && !stopNameWords[w] &&
				!(facility && (facilityWords[w] || w == "international")) {
				return false
			}
		}
	}
	return true
}

// isPlaceName reports whether a folded name is a listed country or, by
// place, a place.
func isPlaceName(folded string, place func(string) bool) bool {
	return countries[folded] || place != nil && place(folded)
}

// head returns the head word of an organization's name: its last
// significant word before "of" or "for" ("observatory" in "syrian
// observatory for human rights").
func (f nameForm) head() string {
	h := ""
	for _, w := range f.words {
		if w == "of" || w == "for" {
			if h != "" {
				break
			}
			continue
		}
		if !stopNameWords[w] {
			h = w
		}
	}
	return h
}

// consistentTypes gives every mention of the same name (folded) in one
// article the type most of them have, so that a name keeps its type in the
// article: "GM" tagged a place in a headline is the company the body names
// five times. Nationalities and credits keep theirs; a tie changes nothing.
// folded holds the mentions' texts folded.
func consistentTypes(ms []storyline.Mention, folded []string) {
	// The votes of each form, a few types each: a slice, as the outcome
	// does not depend on the order the types are counted in.
	votes := map[string][]typeVotes{}
	for i, m := range ms {
		if m.Type == storyline.NORP || m.Credit {
			continue
		}
		vs := votes[folded[i]]
		k := 0
		for k < len(vs) && vs[k].typ != m.Type {
			k++
		}
		if k == len(vs) {
			vs = append(vs, typeVotes{typ: m.Type})
		}
		vs[k].n++
		votes[folded[i]] = vs
	}
	for i := range ms {
		m := &ms[i]
		if m.Type == storyline.NORP || m.Credit {
			continue
		}
		vs := votes[folded[i]]
		count := func(typ storyline.EntityType) int {
			for _, v := range vs {
				if v.typ == typ {
					return v.n
				}
			}
			return 0
		}
		best, tie := m.Type, false
		for _, v := range vs {
			switch {
			case v.n > count(best):
				best, tie = v.typ, false
			case v.n == count(best) && v.typ != best:
				tie = true
			}
		}
		if !tie {
			m.Type = best
		}
	}
}

// typeVotes counts the mentions of a form that have one type.
type typeVotes struct {
	typ storyline.EntityType
	n   int
}

// fold lower-cases s and removes the accents of Latin letters: "Ureña" →
// "urena".
func fold(s string) string {
	ascii := true
	for i := 0; i < len(s) && ascii; i++ {
		ascii = s[i] < utf8.RuneSelf
	}
	if ascii { // nothing to fold but capitals
		return lowerWord(s)
	}
	var sb strings.Builder
	sb.Grow(len(s))
	for _, r := range strings.ToLower(s) {
		if r < 0x80 {
			sb.WriteRune(r)
			continue
		}
		if a, ok := accentFold[r]; ok {
			sb.WriteString(a)
			continue
		}
		sb.WriteRune(r)
	}
	return sb.String()
}

var accentFold = map[rune]string{
	'à': "a", 'á': "a", 'â': "a", 'ã': "a", 'ä': "a", 'å': "a", 'æ': "ae", 'ç': "c", 'è': "e", 'é': "e",
	'ê': "e", 'ë': "e", 'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'ñ': "n", 'ò': "o", 'ó': "o", 'ô': "o",
	'õ': "o", 'ö': "o", 'ø': "o", 'ù': "u", 'ú': "u", 'û': "u", 'ü': "u", 'ý': "y", 'ÿ': "y", 'ß': "ss",
	'ł': "l", 'ś': "s", 'š': "s", 'ž': "z", 'ź': "z", 'ż': "z", 'č': "c", 'ć': "c", 'ř': "r", 'ě': "e",
	'ą': "a", 'ę': "e", 'ő': "o", 'ű': "u", 'ğ': "g", 'ı': "i", 'ş': "s", '’': "'",
}
