package names

import (
	"slices"
	"sort"
	"strings"
	"unicode"

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
	ms := t.TagDoc(d, Options{})
	return ms, Resolve(d.Text, ms)
}

// nameForm is a mention's words, folded for matching, and the words
// joined by spaces.
type nameForm struct {
	words  []string
	joined string
}

var stopNameWords = map[string]bool{"the": true, "of": true, "and": true, "de": true, "del": true, "la": true, "for": true}

func formOf(s string, typ storyline.EntityType) nameForm {
	var f nameForm
	for _, w := range strings.FieldsFunc(fold(s), func(r rune) bool { return r == ' ' || r == '-' && typ != storyline.PER }) {
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
		f.words = []string{fold(s)}
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
		if !slices.Contains(g.words, w) { // names have few words
			return false
		}
		n++
	}
	return n > 0
}

// acronym returns s's letters when s is an acronym ("U.S.", "AP", "UN"),
// else "".
func acronym(s string) string {
	var sb strings.Builder
	for _, r := range s {
		switch {
		case r == '.':
		case unicode.IsUpper(r):
			sb.WriteRune(unicode.ToLower(r))
		default:
			return ""
		}
	}
	if sb.Len() < 2 || sb.Len() > 6 {
		return ""
	}
	return sb.String()
}

// Resolve links the mentions of one article into entities: each entity has
// one canonical name (its longest form), its other forms as aliases, the
// first role stated with any mention, and its mention count. A shorter form
// joins the entity whose name holds all its words ("Gomez" → "Jose Gomez"),
// an acronym the entity it abbreviates ("U.S." → "United States"). A name
// the tagger typed as a place or organization that is part of a person's
// full name joins that person ("Maduro" → "Nicolas Maduro"), and every
// mention takes its entity's type. Resolve sets ms[i].Entity and returns
// the entities in order of first mention.
func Resolve(text string, ms []storyline.Mention) []storyline.Entity {
	type ent struct {
		typ     storyline.EntityType
		form    nameForm
		canon   int // index of the canonical mention
		members []int
		first   int // span start of the first mention
	}
	var ents []*ent
	consistentTypes(ms)
	forms := make([]nameForm, len(ms))
	order := make([]int, len(ms))
	for i := range ms {
		forms[i] = formOf(ms[i].Text, ms[i].Type)
		order[i] = i
	}
	// Long forms first, so short ones find them.
	sort.SliceStable(order, func(a, b int) bool {
		fa, fb := forms[order[a]], forms[order[b]]
		if len(fa.words) != len(fb.words) {
			return len(fa.words) > len(fb.words)
		}
		return len(ms[order[a]].Text) > len(ms[order[b]].Text)
	})
	assign := make([]*ent, len(ms))
	for _, i := range order {
		m := &ms[i]
		f := forms[i]
		var best *ent
		bestDist := -1
		acr := ""
		if m.Type == storyline.ORG || m.Type == storyline.LOC {
			acr = acronym(m.Text)
		}
		for _, e := range ents {
			ok := false
			switch {
			case e.typ == m.Type && (m.Type == storyline.NORP || m.Type == storyline.MISC):
				ok = f.joined == e.form.joined
			case e.typ == m.Type:
				ok = f.subsetOf(e.form) || acr != "" && len(e.form.words) > 1 && acr == e.form.initials()
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
		best.first = min(best.first, m.Span.Start)
		assign[i] = best
	}
	sort.SliceStable(ents, func(a, b int) bool { return ents[a].first < ents[b].first })
	out := make([]storyline.Entity, len(ents))
	index := map[*ent]int{}
	for k, e := range ents {
		index[e] = k
		sort.Ints(e.members)
		ce := storyline.Entity{Type: e.typ, Canonical: ms[e.canon].Text, Mentions: len(e.members), Credit: true}
		seen := map[string]bool{ce.Canonical: true}
		for _, j := range e.members {
			mj := ms[j]
			if !seen[mj.Text] {
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

// consistentTypes gives every mention of the same name (folded) in one
// article the type most of them have, so that a name keeps its type in the
// article: "GM" tagged a place in a headline is the company the body names
// five times. Nationalities and credits keep theirs; a tie changes nothing.
func consistentTypes(ms []storyline.Mention) {
	votes := map[string]map[storyline.EntityType]int{}
	for _, m := range ms {
		if m.Type == storyline.NORP || m.Credit {
			continue
		}
		k := fold(m.Text)
		if votes[k] == nil {
			votes[k] = map[storyline.EntityType]int{}
		}
		votes[k][m.Type]++
	}
	for i := range ms {
		m := &ms[i]
		if m.Type == storyline.NORP || m.Credit {
			continue
		}
		v := votes[fold(m.Text)]
		best, tie := m.Type, false
		for typ, n := range v {
			switch {
			case n > v[best]:
				best, tie = typ, false
			case n == v[best] && typ != best:
				tie = true
			}
		}
		if !tie {
			m.Type = best
		}
	}
}

// fold lower-cases s and removes the accents of Latin letters: "Ureña" →
// "urena".
func fold(s string) string {
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
