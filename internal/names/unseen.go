package names

import (
	"strings"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
)

// A name the tagger reads as a person's on news it was not trained on is
// often no person: a town it never saw ("fighting in Qamishli"), an armed
// group named in Arabic ("Jaish al-Islam"), a word of the page ("Cookie
// Policy", "Slideshow"), or names run together where the text lost its
// punctuation ("Aleppo Mohammad Hazouri", "Tabqa Daesh"). A person's
// name, once in an entity, draws the places and groups run into it: the
// article's "Daesh" joins "Daesh Commanders Killed" and becomes a person.
// The rules here check the tagger's people against what else the words
// are and what the article says around them.

// groupRule retypes the person mentions of a sentence whose words say
// they are no person: a body's or an armed group's head word ("Jaish
// al-Islam", "Defence Ministry", "Syrian Democratic Forces", "Thomson
// Reuters") makes an organization; a compass word before a name ("Eastern
// Ghouta") a place; a sect or people alone ("Alawite") a group, NORP. A
// capital letter alone ("A Syrian air strike") and a page's words joined
// by a colon ("Standards:The") are no names.
func groupRule(ms []tm, toks []Token) []tm {
	out := ms[:0]
	for _, m := range ms {
		if m.typ != storyline.PER || m.credit {
			out = append(out, m)
			continue
		}
		for k := m.a; k < m.b; k++ {
			if colonJoined(toks[k].Text) {
				m.a = k + 1 // "Standards:The Thomson Reuters"
			}
		}
		if m.b-m.a == 1 && utf8.RuneCountInString(toks[m.a].Text) == 1 || m.a >= m.b {
			continue
		}
		lw := lowerWord(toks[m.a].Text)
		switch {
		case allDemonyms(toks[m.a:m.b]): // "Alawite", "Shiite Muslim"
			m.typ = storyline.NORP
			m.typ = storyline.NORP
		case m.b-m.a > 1 && compassWords[lw]:
			m.typ = storyline.LOC
		default:
			if w := lowerWord(toks[m.b-1].Text); bodyHeadWords[w] || orgHeadWords[w] || newsAgencies[w] {
				m.typ = storyline.ORG // the name's head: "Defence Ministry", not "Police Trooper Stephen Hammons"
			}
			for k := m.a; k < m.b; k++ {
				if armedGroupWords[lowerWord(toks[k].Text)] {
					m.typ = storyline.ORG
				}
			}
		}
		out = append(out, m)
	}
	return out
}

// allDemonyms reports whether every word of toks is a nationality or a
// group's word.
func allDemonyms(toks []Token) bool {
	for _, t := range toks {
		if !isDemonym(lowerWord(t.Text)) {
			return false
		}
	}
	return len(toks) > 0
}

// colonJoined reports whether w holds a colon between two letters: words
// of a page run together ("Standards:The").
func colonJoined(w string) bool {
	i := strings.IndexByte(w, ':')
	return i > 0 && i+1 < len(w) && isLetter(w[i-1]) && isLetter(w[i+1])
}

// notPeople checks the person mentions of an article (text txt) against
// the rest of it, in four steps: a person mention that holds a name the
// article or the lists give another type is cut there (splitGlued); one
// inside a list a plural kind of place opens is a place (placeLists); a
// name of one or two words with no sign of a person and signs of a place
// is a place (peopleToPlaces); a common word alone with no sign of a
// person is dropped (dropCommonWords).
func (m *Model) notPeople(txt string, ms []storyline.Mention) []storyline.Mention {
	ms = m.splitGlued(txt, ms)
	ms = placeLists(txt, ms)
	ev := personEvidence(txt, ms)
	ms = m.peopleToPlaces(txt, ms, ev)
	return m.dropCommonWords(ms, ev)
}

// lexClass returns the lexicon class of a word (lexUnknown when the
// lexicon does not hold it).
func (m *Model) lexClass(w string) uint8 {
	var buf [64]byte
	h, _, _ := hashLower(buf[:0], w)
	return m.lex[h]
}

// commonWord reports whether the lexicon knows w as a word usually
// written in lower case, or capitalized without being a name.
func (m *Model) commonWord(w string) bool {
	c := m.lexClass(w)
	return c == lexLower || c == lexCap || c == lexTime
}

// givenName reports whether the lexicon knows w as the first word of
// people's names.
func (m *Model) givenName(w string) bool { return m.lexClass(w) == 1+catPER*2 }

// splitGlued cuts a person mention of two words or more at each word that
// names something else: a listed organization or alternative name
// ("Daesh"), a news agency, an acronym ("Kevin Kennedy OCHA"), a title
// inside the name ("Jason Reed Secretary of State John Kerry"), or a word
// that the article names alone as a place or an organization ("Aleppo"
// of "Aleppo Mohammad Hazouri" where the article has "in Aleppo"). The
// word takes its type; the words between stay a person when they can be
// a name, and are dropped when they are common words ("Daesh Commanders
// Killed"), a place of the gazetteer when one word ("Hama Damascus").
func (m *Model) splitGlued(txt string, ms []storyline.Mention) []storyline.Mention {
	alone := map[string]storyline.EntityType{} // a one-word name's type in the article, by votes
	votes := map[string][2]int{}               // folded one-word name → PER, other votes
	other := map[string]storyline.EntityType{}
	for _, mt := range ms {
		if mt.Credit || strings.IndexByte(mt.Text, ' ') >= 0 {
			continue
		}
		f := fold(mt.Text)
		v := votes[f]
		if mt.Type == storyline.PER {
			v[0]++
		} else if mt.Type == storyline.LOC || mt.Type == storyline.ORG {
			v[1]++
			other[f] = mt.Type
		}
		votes[f] = v
	}
	for f, v := range votes {
		if v[1] > v[0] {
			alone[f] = other[f]
		}
	}
	var out []storyline.Mention
	for _, mt := range ms {
		if mt.Type != storyline.PER || mt.Credit || strings.IndexByte(mt.Text, ' ') < 0 {
			out = append(out, mt)
			continue
		}
		words := wordSpans(mt.Text)
		types := make([]storyline.EntityType, len(words)) // "" a name's word, "-" cut out
		cut := false
		inCapitals := strings.ToUpper(mt.Text) == mt.Text // a headline's: every word looks like an acronym
		for i, sp := range words {
			w := mt.Text[sp.Start:sp.End]
			lw := lowerWord(w)
			switch {
			case newsAgencies[lw] && !(i > 0 && agencyOwners[lowerWord(mt.Text[words[i-1].Start:words[i-1].End])]):
				types[i] = storyline.ORG
			case alternateTypes[strings.ReplaceAll(lw, "-", " ")] != "":
				types[i] = alternateTypes[strings.ReplaceAll(lw, "-", " ")]
			case orgs[lw] && len(lw) > 3:
				types[i] = storyline.ORG
			case len(w) > 2 && isAcronym(w, lw) && !m.commonWord(w) && !inCapitals: // "RJ Gaines" is initials
				types[i] = storyline.ORG
			case alone[fold(w)] == storyline.LOC && isCap(w) && !m.givenName(w) && m.isPlaceName(fold(w)) &&
				(i+2 < len(words) || i+1 < len(words) && (m.partType(mt.Text, words[i+1:]) != storyline.PER ||
					alone[fold(mt.Text[words[i+1].Start:words[i+1].End])] == storyline.LOC) ||
					i+1 == len(words) && m.partType(mt.Text, words[:i]) == ""):
				// a place before a name of two words or before another
				// place ("Hama Damascus", "Raqqa Lattakia"), or after words that name
				// nothing ("Into Swords Aleppo"); "Trevor Holland" and
				// "Victoria Sims" are people's names.
				types[i] = storyline.LOC
			}
			if i > 0 && types[i] == "" {
				for n := 3; n >= 1; n-- { // a title inside: "Secretary of State"
					if i+n < len(words) && titles[lowerWord(mt.Text[words[i].Start:words[i+n-1].End])] && isCap(w) {
						for k := i; k < i+n; k++ {
							types[k] = "-"
						}
						break
					}
				}
			}
			if types[i] != "" {
				cut = true
			}
		}
		if !cut {
			out = append(out, mt)
			continue
		}
		for i := 0; i < len(words); {
			if types[i] != "" {
				if types[i] != "-" {
					out = append(out, subMention(mt, words[i].Start, words[i].End, types[i]))
				}
				i++
				continue
			}
			j := i
			for j < len(words) && types[j] == "" {
				j++
			}
			if typ := m.partType(mt.Text, words[i:j]); typ != "" {
				out = append(out, subMention(mt, words[i].Start, words[j-1].End, typ))
			}
			i = j
		}
	}
	return out
}

// partType returns the type of the words left between the cuts of a
// person mention: a person when they can be a name, a place when one word
// the gazetteer holds, "" when they are common words, minor words or
// titles and name nothing.
func (m *Model) partType(s string, words []storyline.Span) storyline.EntityType {
	for len(words) > 0 {
		lw := lowerWord(s[words[0].Start:words[0].End])
		if !headlineMinorWords[lw] && !titles[lw] {
			break
		}
		words = words[1:]
	}
	for len(words) > 0 {
		lw := lowerWord(s[words[len(words)-1].Start:words[len(words)-1].End])
		if !headlineMinorWords[lw] && !titles[lw] {
			break
		}
		words = words[:len(words)-1]
	}
	if len(words) == 0 {
		return ""
	}
	name := false
	for _, sp := range words {
		w := s[sp.Start:sp.End]
		if !isCap(w) {
			return ""
		}
		if c := m.lexClass(w); c != lexLower && c != lexTime && !conflictNouns[lowerWord(w)] {
			name = true
		}
	}
	if !name {
		return ""
	}
	if len(words) == 1 {
		if w := s[words[0].Start:words[0].End]; m.isPlaceName(fold(w)) || countries[lowerWord(w)] {
			return storyline.LOC
		}
	}
	return storyline.PER
}

// wordSpans returns the spans of the space-separated words of s.
func wordSpans(s string) []storyline.Span {
	var out []storyline.Span
	for i := 0; i < len(s); {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' {
			j++
		}
		if j > i {
			out = append(out, storyline.Span{Start: i, End: j})
		}
		i = j
	}
	return out
}

// subMention returns the part [a, b) of mention mt's text as a mention of
// type typ.
func subMention(mt storyline.Mention, a, b int, typ storyline.EntityType) storyline.Mention {
	n := storyline.Mention{Span: storyline.Span{Start: mt.Span.Start + a, End: mt.Span.Start + b}, Text: mt.Text[a:b], Type: typ}
	if typ == storyline.PER && a == 0 {
		n.Role, n.RoleSpan = mt.Role, mt.RoleSpan
	}
	return n
}

// evidence is what an article says of a name read as a person's.
type evidence struct {
	person int // signs of a person: a role, a speech verb, a longer name of a person holding it
	place  int // signs of a place: a preposition or a kind of place beside it, a country's possessive
	kind   int // of which a kind of place beside it ("Hasakeh province", "the town of Atareb")
}

// personEvidence returns, by folded name, what the article says of each
// name of one or two words that it reads as a person at least once.
func personEvidence(txt string, ms []storyline.Mention) map[string]*evidence {
	ev := map[string]*evidence{}
	for _, mt := range ms {
		if n, _ := fieldsEnd(mt.Text); mt.Type == storyline.PER && !mt.Credit && n <= 2 {
			ev[fold(mt.Text)] = &evidence{}
		}
	}
	if len(ev) == 0 {
		return ev
	}
	for _, mt := range ms {
		f := fold(mt.Text)
		if mt.Type == storyline.PER && !mt.Credit {
			// A word of a longer person's name: "Assad" of "Bashar al-Assad".
			ws := strings.Fields(f)
			for i := range ws {
				for j := i + 1; j <= len(ws); j++ {
					if e := ev[strings.Join(ws[i:j], " ")]; e != nil && j-i < len(ws) {
						e.person++
					}
				}
			}
		}
		e := ev[f]
		if e == nil {
			continue
		}
		before := lowerWord(wordBefore(txt, mt.Span.Start))
		after := lowerWord(wordAfter(txt, mt.Span.End))
		prev := "" // the word before "of" before the name: "the town of", "south of"
		if before == "of" {
			prev = lowerWord(wordBefore(txt, mt.Span.Start-len("of ")))
		}
		// "The journalist in Hasakeh said": a name after a preposition
		// is not who speaks.
		subject := !placeCuesBefore[before] && before != "of" && before != "and"
		if mt.Role != "" || titles[before] || speechVerbs[after] && subject || speechVerbs[before] {
			e.person++
		}
		switch {
		case placeKindWords[after], placeKindWords[prev], compassPlaceWords[prev], compassPlaceWords[before],
			appositionKind(txt, mt.Span.End):
			e.kind++
			e.place++
		case placeCuesBefore[before], len(before) > 4 && countryOrPossessive(before) && !countries[before]:
			e.place++
		}
	}
	return ev
}

// appositionKind reports whether the words after offset i of txt say
// what kind of place the name before it is: "Dabiq a village with
// symbolic importance", "Madaya, a town near Damascus".
func appositionKind(txt string, i int) bool {
	if i < len(txt) && txt[i] == ',' {
		i++
	}
	a := lowerWord(wordAfter(txt, i))
	if a != "a" && a != "an" && a != "the" {
		return false
	}
	i += 1 + len(a)
	for n := 0; n < 2; n++ {
		w := lowerWord(wordAfter(txt, i))
		if w == "" {
			return false
		}
		if placeKindWords[w] {
			return true
		}
		i += 1 + len(w)
	}
	return false
}

// wordAfter returns the word that starts right after offset i of txt, one
// space apart, without the punctuation that ends it, or "".
func wordAfter(txt string, i int) string {
	if i+1 >= len(txt) || txt[i] != ' ' {
		return ""
	}
	j := i + 1
	for j < len(txt) && txt[j] != ' ' && txt[j] != '\n' {
		j++
	}
	return strings.TrimRight(txt[i+1:j], `.,;:!?")`)
}

// peopleToPlaces makes a place of each person mention of one or two words
// that the article gives no sign of a person and signs of a place: a kind
// of place beside it ("Hasakeh province", "the town of Atareb"), or a
// place of the gazetteer written after a preposition of place or a
// country's possessive ("fighting in Qamishli", "Syrias Kobani"). A given
// name the lexicon knows ("Ahmad") keeps a name of two words a person.
func (m *Model) peopleToPlaces(txt string, ms []storyline.Mention, ev map[string]*evidence) []storyline.Mention {
	place := map[string]bool{}
	for f, e := range ev {
		if e.person > 0 || e.place == 0 {
			continue
		}
		ws := strings.Fields(f)
		if len(ws) == 2 && m.givenName(ws[0]) {
			continue
		}
		if e.kind > 0 || m.isPlaceName(f) {
			place[f] = true
		}
	}
	if len(place) == 0 {
		return ms
	}
	for i := range ms {
		if ms[i].Type == storyline.PER && !ms[i].Credit && place[fold(ms[i].Text)] {
			ms[i].Type = storyline.LOC
			ms[i].Role, ms[i].RoleSpan = "", storyline.Span{}
		}
	}
	return ms
}

// dropCommonWords drops the person mentions of one word that is a word of
// the lexicon usually written in lower case or capitalized but no name
// ("Attack", "Update", "Please", "Homicide"), a title alone ("Sheriff"),
// or a deity's name, when the article gives no sign of a person: no
// role, no speech verb, no full name that holds the word.
func (m *Model) dropCommonWords(ms []storyline.Mention, ev map[string]*evidence) []storyline.Mention {
	out := ms[:0]
	for _, mt := range ms {
		if mt.Type == storyline.PER && !mt.Credit && strings.IndexByte(mt.Text, ' ') < 0 {
			w := strings.Trim(mt.Text, `"'“”‘’`)
			lw := lowerWord(w)
			if isDemonym(lw) { // "Alawite" left alone by a cut possessive ("Assads Alawite sect")
				mt.Type = storyline.NORP
				out = append(out, mt)
				continue
			}
			if e := ev[fold(mt.Text)]; e != nil && e.person == 0 && (m.lexClass(w) == lexLower || titles[lw] || nonPersonWords[lw]) {
				continue
			}
		}
		out = append(out, mt)
	}
	return out
}
