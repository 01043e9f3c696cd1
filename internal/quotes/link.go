package quotes

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
)

var pronounSources = map[string]string{
	"he": "sg", "she": "sg", "his": "sg", "her": "sg", "i": "sg", "him": "sg",
	"they": "pl", "their": "pl", "we": "pl", "them": "pl",
	"it": "org", "its": "org",
	"who": "rel", "which": "rel", "that": "rel",
}

// link resolves each quote's speaker: an entity when the names stage gave
// mentions, else the source itself, or for pronouns and bare nouns ("he",
// "the man") the nearest earlier compatible speaker or name.
func (d *doc) link(mentions []storyline.Mention, entities []storyline.Entity) {
	anonSrc := make([]bool, len(d.quotes))
	for i := range d.quotes {
		q := &d.quotes[i]
		inf := d.info[i]
		if inf.src0 < 0 {
			continue
		}
		src := strings.ToLower(q.SourceText)
		core := q.SourceText
		if c := strings.IndexByte(core, ','); c > 0 {
			core = core[:c]
		}
		q.Speaker, q.SpeakerSpan = strings.TrimSpace(core), q.Source
		anonSrc[i] = d.anonymousNP(inf.src0, inf.src1)
		if m, ok := mentionIn(mentions, q.Source, d.text); ok {
			q.Entity = m.Entity
			q.SpeakerSpan = m.Span
			q.Speaker = m.Text
			if m.Entity >= 0 && m.Entity < len(entities) {
				q.Speaker = entities[m.Entity].Canonical
				if entities[m.Entity].Type == storyline.PER || entities[m.Entity].Type == storyline.ORG {
					anonSrc[i] = false
				}
			} else {
				q.Entity = -1
			}
			q.Anonymous = anonSrc[i]
			continue
		}
		class, isPron := pronounSources[src]
		bare := isBareNoun(strings.ToLower(strings.TrimSpace(core)))
		if !isPron && !bare {
			q.Anonymous = anonSrc[i]
			continue
		}
		if class == "rel" {
			// "Bay Financial, which said …": the phrase before the comma;
			// "anyone who believes …": the phrase before the pronoun.
			s := d.sents[inf.sent]
			end := inf.src0
			if d.low(end-1) == "," {
				end--
			}
			if a0, a1 := d.npLeft(s, end); a0 >= 0 {
				// An apposition ("Jose Gomez, a father of two who
				// wanted …"): the name it describes.
				if a0 > s.t0 && d.low(a0-1) == "," && !d.isNameLike(a0, a1) {
					if b0, b1 := d.npLeft(s, a0-1); b0 >= 0 && d.isNameLike(b0, b1) {
						a0, a1 = b0, b1
					}
				}
				sp := d.span(a0, a1)
				q.Speaker, q.SpeakerSpan = sp.In(d.text), sp
				if m, ok := mentionIn(mentions, sp, d.text); ok && m.Entity >= 0 && m.Entity < len(entities) {
					q.Entity, q.Speaker = m.Entity, entities[m.Entity].Canonical
				}
				q.Anonymous = d.anonymousNP(a0, a1)
			}
			continue
		}
		// The nearest earlier speaker that fits.
		resolved := false
		for j := i - 1; j >= 0; j-- {
			if d.sents[d.info[j].sent].block < d.sents[inf.sent].block-4 {
				break
			}
			p := &d.quotes[j]
			if p.Speaker == "" || d.info[j].src0 < 0 {
				continue
			}
			if !d.compatible(class, j, entities) && !bare {
				continue
			}
			if bare && d.info[j].sent == inf.sent {
				continue
			}
			q.Speaker, q.SpeakerSpan, q.Entity = p.Speaker, p.SpeakerSpan, p.Entity
			q.Anonymous = p.Anonymous
			resolved = true
			break
		}
		if resolved || bare {
			if !resolved {
				q.Anonymous = true
			}
			continue
		}
		// Else the nearest earlier person mention, or capitalized name.
		if m, ok := mentionBefore(mentions, q.Source.Start, class, entities); ok {
			q.Entity, q.SpeakerSpan, q.Speaker = m.Entity, m.Span, m.Text
			if m.Entity >= 0 && m.Entity < len(entities) {
				q.Speaker = entities[m.Entity].Canonical
			} else {
				q.Entity = -1
			}
			continue
		}
		if mentions == nil && class != "org" {
			if a, b := d.nameBefore(inf.src0); a >= 0 {
				sp := d.span(a, b)
				q.Speaker, q.SpeakerSpan = sp.In(d.text), sp
			}
		}
	}
}

// compatible reports whether quote j's speaker can be what a pronoun of
// class refers to.
func (d *doc) compatible(class string, j int, entities []storyline.Entity) bool {
	q := d.quotes[j]
	if q.Entity >= 0 && q.Entity < len(entities) {
		t := entities[q.Entity].Type
		switch class {
		case "sg":
			return t == storyline.PER
		case "org":
			return t == storyline.ORG || t == storyline.LOC
		case "pl":
			return t != storyline.PER
		}
		return true
	}
	sp := strings.ToLower(q.Speaker)
	if cl, ok := pronounSources[sp]; ok {
		return cl == class
	}
	head := sp
	if k := strings.LastIndexByte(head, ' '); k >= 0 {
		head = head[k+1:]
	}
	// The head decides the number: "Colombian immigration officials" is
	// plural though it starts with a capital; "Jones" is a name.
	plural := strings.HasSuffix(head, "s") && !strings.HasSuffix(head, "ss") && head != "his" &&
		(personNouns[head] || !d.capitalized(q.Speaker))
	switch class {
	case "sg":
		return !plural
	case "pl":
		return plural || !personNouns[head]
	case "org":
		return !plural && !personNouns[head]
	}
	return true
}

func (d *doc) capitalized(s string) bool {
	return s != "" && s[0] >= 'A' && s[0] <= 'Z' && !strings.HasPrefix(s, "The ") && !strings.HasPrefix(s, "A ")
}

// isBareNoun reports sources like "the man" or "the soldier" that point
// back to someone named or described earlier.
func isBareNoun(src string) bool {
	f := strings.Fields(src)
	if len(f) != 2 || f[0] != "the" {
		return false
	}
	switch f[1] {
	case "man", "woman", "soldier", "official", "source", "officer", "person", "guardsman", "deserter":
		return true
	}
	return false
}

// anonymityMarks in a source say it was not named on purpose.
var anonymityMarks = []string{"anonymity", "not authorized", "not be named", "not be identified", "identity was not",
	"declined to be named", "declined to be identified", "unnamed", "anonymous", "withheld", "not named",
	"requested that", "asked not to"}

// anonymousNP reports a source phrase that names nobody: a person noun
// without a name ("officials", "one of the soldiers"), or a phrase that
// says the source asked not to be named.
func (d *doc) anonymousNP(a, b int) bool {
	txt := strings.ToLower(d.span(a, b).In(d.text))
	for _, m := range anonymityMarks {
		if strings.Contains(txt, m) {
			return true
		}
	}
	// The core phrase: up to the first comma or relative pronoun.
	end := b
	for k := a; k < b; k++ {
		if w := d.toks[k].lower; w == "," || w == "who" || w == "whose" {
			end = k
			break
		}
	}
	head := -1
	names := 0
	for k := a; k < end; k++ {
		t := d.toks[k]
		if t.kind != tWord {
			continue
		}
		if personNouns[t.lower] {
			head = k
		}
		if t.cap && !determiners[t.lower] && !isNationality(t.lower) && !personNouns[t.lower] {
			names++
		}
	}
	if head < 0 {
		return false
	}
	return names == 0 || (names == 1 && strings.Contains(txt, "u.s."))
}

func isNationality(w string) bool {
	for _, suf := range []string{"an", "ian", "ese", "ish", "i"} {
		if strings.HasSuffix(w, suf) && len(w) > 4 {
			return true
		}
	}
	return false
}

// mentionIn returns the mention inside sp that best names a speaker: a
// person first, then an organization or group. A name that only modifies
// the phrase's head ("Colombian immigration officials", "Maduro's
// government") does not name the speaker.
func mentionIn(ms []storyline.Mention, sp storyline.Span, text string) (storyline.Mention, bool) {
	var best storyline.Mention
	found := false
	for _, m := range ms {
		if m.Credit || m.Span.Start < sp.Start || m.Span.End > sp.End || modifiesHead(text[m.Span.End:sp.End]) {
			continue
		}
		if m.Type == storyline.PER {
			return m, true
		}
		if !found && (m.Type == storyline.ORG || m.Type == storyline.NORP) {
			best, found = m, true
		}
	}
	return best, found
}

// modifiesHead reports whether the rest of a source phrase after a name
// goes on with the phrase's head: a possessive or another word, rather than
// the end, a comma, a relative clause or a prepositional phrase ("Romero of
// Foro Penal").
func modifiesHead(rest string) bool {
	if strings.HasPrefix(rest, "'s ") || strings.HasPrefix(rest, "’s ") {
		return true
	}
	f := strings.Fields(rest)
	if len(f) == 0 {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(f[0]); !unicode.IsLetter(r) {
		return false
	}
	return !headFollowers[strings.ToLower(f[0])]
}

// headFollowers are words that may follow a source's head: prepositions,
// conjunctions and relative pronouns.
var headFollowers = map[string]bool{
	"of": true, "for": true, "from": true, "at": true, "with": true, "in": true, "on": true, "who": true,
	"whose": true, "which": true, "that": true, "and": true, "or": true, "to": true, "by": true,
}

// mentionBefore returns the nearest mention before offset that fits a
// pronoun class.
func mentionBefore(ms []storyline.Mention, off int, class string, entities []storyline.Entity) (storyline.Mention, bool) {
	for k := len(ms) - 1; k >= 0; k-- {
		m := ms[k]
		if m.Span.End > off || m.Credit {
			continue
		}
		if off-m.Span.End > 2000 {
			break
		}
		switch class {
		case "sg":
			if m.Type == storyline.PER {
				return m, true
			}
		case "org":
			if m.Type == storyline.ORG {
				return m, true
			}
		case "pl":
			if m.Type == storyline.ORG || m.Type == storyline.NORP {
				return m, true
			}
		}
	}
	return storyline.Mention{}, false
}

// nameBefore finds the nearest run of two or more capitalized words before
// token k (not at a sentence start), within a few paragraphs.
func (d *doc) nameBefore(k int) (int, int) {
	for j := k - 1; j > 0 && k-j < 400; j-- {
		if !d.toks[j].cap || d.toks[j].kind != tWord || d.toks[j].inQuote {
			continue
		}
		e := j + 1
		a := j
		for a-1 >= 0 && d.toks[a-1].cap && d.toks[a-1].kind == tWord && !d.toks[a-1].inQuote {
			a--
		}
		if e-a >= 2 {
			return a, e
		}
		j = a
	}
	return -1, -1
}
