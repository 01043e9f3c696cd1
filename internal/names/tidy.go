package names

import (
	"sort"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// cutPossessives reads a capitalized word ending in "s" whose stem is a
// country, a name the article mentions or a person's surname as the
// possessive of that name written without its apostrophe (or of a listed
// alternative name: "Al-Qaedas"), as text that lost its
// punctuation has it: "Syrias Aleppo" is "Syria" and "Aleppo", "Bashar
// al-Assads" is "Bashar al-Assad". The "s" is left out of the mention; a
// possessive inside a mention ends it.
func cutPossessives(ms []storyline.Mention) []storyline.Mention {
	names := map[string]bool{}
	for _, m := range ms {
		if m.Type == storyline.NORP {
			continue
		}
		names[fold(m.Text)] = true
		if m.Type == storyline.PER { // a surname, with its article or without
			for _, sep := range []string{" ", "-"} {
				if i := strings.LastIndex(m.Text, sep); i >= 0 {
					names[fold(m.Text[i+1:])] = true
				}
			}
		}
	}
	possessive := func(w string) bool {
		if len(w) < 4 || w[len(w)-1] != 's' || !isCap(w) {
			return false
		}
		f := fold(w)
		stem := f[:len(f)-1]
		return !countries[f] && !isDemonym(f) && (countries[stem] || names[stem] || alternateTypes[strings.ReplaceAll(stem, "-", " ")] != "")
	}
	out := ms[:0:0]
	for _, m := range ms {
		if m.Type == storyline.NORP || m.Credit {
			out = append(out, m)
			continue
		}
		for {
			at, cut := 0, -1
			for _, w := range strings.Split(m.Text, " ") {
				if possessive(w) {
					cut = at + len(w) - 1
					break
				}
				at += len(w) + 1
			}
			if cut < 0 {
				break
			}
			head := m
			head.Text = m.Text[:cut]
			head.Span.End = m.Span.Start + cut
			if countries[fold(head.Text)] {
				head.Type = storyline.LOC
			} else if typ := alternateTypes[strings.ReplaceAll(fold(head.Text), "-", " ")]; typ != "" {
				head.Type = typ
			}
			out = append(out, head)
			m.Role, m.RoleSpan = "", storyline.Span{} // the role is the head's
			rest := cut + 2                           // past the "s" and the space
			if rest >= len(m.Text) {
				m.Text = ""
				break
			}
			m.Text = m.Text[rest:]
			m.Span.Start += rest
		}
		if m.Text != "" {
			out = append(out, m)
		}
	}
	return out
}

// furnitureWords are the words of a page's furniture that a page copied as
// text runs into names: "Tags Aleppo Syria", "Youtube Subscribe", "Photo
// Igor Bubin". A mention is cut at one.
var furnitureWords = map[string]bool{
	"tags": true, "tag": true, "subscribe": true, "share": true, "print": true, "tweet": true, "views": true,
	"photo": true, "photos": true, "copyright": true, "advertisement": true, "related": true,
	"comments": true, "email": true, "source": true, "newsletter": true, "video": true,
}

// leadWords are sentence adverbs and determiners that start a sentence and
// never a name: where the text lost the comma after one, it runs into the
// name that follows ("Meanwhile SANA", "Also SANA", "However ISIL").
var leadWords = wordSet(`meanwhile however also moreover furthermore additionally besides nevertheless nonetheless
therefore thus hence meantime separately elsewhere similarly likewise instead still yet then now today yesterday
tonight overnight recently previously later earlier another other both several many most some each every such
this that these those according`)

// isPluralWord reports whether a word (lw, lower-cased) is a plural the
// lexicon knows as usually written in lower case: a common noun that starts
// a sentence, never a name ("Civilians Bashar al-Assad", "Militants").
func isPluralWord(t *tokInfo, lw []byte) bool {
	return t.lex == lexLower && len(lw) > 3 && lw[len(lw)-1] == 's' && lw[len(lw)-2] != 's'
}

// companySuffixes are the capitals that end company and club names: an
// acronym that is one of them is no name of its own ("Deutsche Telekom AG").
var companySuffixes = wordSet(`ag sa nv plc llc inc ltd corp co fc afc sc bv gmbh spa kk ab asa oyj`)

func wordSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// isAcronym reports whether w is an acronym in capitals that can be a name
// of its own: two letters or more, not a roman numeral or a company suffix.
func isAcronym(w, lower string) bool {
	if len(w) < 2 || companySuffixes[lower] || strings.Trim(w, "IVX") == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// splitRule drops the mentions of a page's keyword list ("Tags Nusra Front
// al-Qaeda Aleppo Syria Assad extremism war"), and cuts the mentions of a
// sentence where a name cannot go on, for text that lost the punctuation
// between names: at a page-furniture word, a dash between spaces ("Homs -
// SANA"), a month or weekday name, a
// number that does not end the name ("Chapter 11" does), a cardinal
// written as a word at either end ("Bashar al-Assad Eleven"), after a
// leading sentence adverb, determiner or plural common noun ("Meanwhile
// SANA", "Civilians Bashar al-Assad"), and before an inner "The" ("Palmyra
// The Islamic State"). In a sentence in normal case it also cuts before an
// acronym that follows a word in lower and upper case ("Damascus SANA",
// "Daraa Monitor AFP") and splits a mention made of two listed names
// (splitListed). It splits a place, or a person whose other words are a
// place, that ends in a listed country ("Dohuk Iraq"; "Aleppo Syria" read
// as a person).
func splitRule(ms []tm, toks []Token, infos []tokInfo, cased bool) []tm {
	out := ms[:0:0]
	var buf [64]byte // a word or words lower-cased
	tags := len(toks)
	for k, t := range toks {
		if t.Text == "Tags" || t.Text == "TAGS" {
			tags = k
			break
		}
	}
	for _, m := range ms {
		if m.a >= tags {
			continue // a page's keyword list names nothing the article says
		}
		if m.credit || m.b-m.a < 2 && !furnitureWords[string(appendLower(buf[:0], toks[m.a].Text))] {
			out = append(out, m)
			continue
		}
		a := m.a
		for k := m.a; k < m.b; k++ {
			w := toks[k].Text
			lw := appendLower(buf[:0], w)
			switch {
			case furnitureWords[string(lw)] || timeWords[string(lw)] || isNumber(w) && (k == a || k+1 < m.b),
				k == a && k+1 < m.b && (leadWords[string(lw)] || isPluralWord(&infos[k], lw)),
				k > a && (w == "-" || w == "–" || w == "—") && toks[k].Start > toks[k-1].End,
				(k == a || k == m.b-1) && text.NumberWords[string(lw)] > 0:
				out = appendPart(out, m, a, k)
				a = k + 1
			case !cased && k > a && isAcronym(w, string(lw)) && !isAcronym(toks[k-1].Text, strings.ToLower(toks[k-1].Text)) && isCap(toks[k-1].Text):
				out = appendPart(out, m, a, k)
				a = k
			case w == "The" && k > a:
				out = appendPart(out, m, a, k)
				a = k
			}
		}
		out = appendPart(out, m, a, m.b)
	}
	if !cased {
		out = splitListed(out, toks)
	}
	for i, n := 0, len(out); i < n; i++ {
		m := out[i]
		if m.typ != storyline.LOC && m.typ != storyline.PER || m.credit || m.b-m.a < 2 {
			continue
		}
		whole := countries[string(appendJoinedLower(buf[:0], toks[m.a:m.b]))]
		for c := m.b - 1; c > m.a; c-- {
			if !countries[string(appendJoinedLower(buf[:0], toks[c:m.b]))] || whole || infos[c-1].lex == lexLower {
				continue
			}
			if m.typ == storyline.PER { // "Michael Jordan" is a person, "Aleppo Syria" two places
				if !isPlace(infos, m.a, c) {
					break
				}
				out[i].typ = storyline.LOC
			}
			out[i].b = c
			out = append(out, tm{a: c, b: m.b, typ: storyline.LOC, ra: -1, rb: -1})
			break
		}
	}
	return out
}

// splitListed splits a mention that starts with two names the lists know
// (countries, organizations, alternative names) and that is not one of
// them itself: "Al-Nusra Front Al-Qaeda" is two organizations.
func splitListed(ms []tm, toks []Token) []tm {
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		if m.credit || m.typ == storyline.MISC || m.b-m.a < 2 || listedType(toks[m.a:m.b]) != "" {
			continue
		}
	cuts:
		for c := m.a + 1; c < m.b; c++ {
			first := listedType(toks[m.a:c])
			if first == "" {
				continue
			}
			for e := m.b; e > c; e-- {
				if second := listedType(toks[c:e]); second != "" {
					ms[i].b, ms[i].typ = c, first
					rest := tm{a: c, b: m.b, typ: second, ra: -1, rb: -1}
					ms = append(ms, rest)
					break cuts
				}
			}
		}
	}
	return ms
}

// listedType returns the type the lists give a name, also written as a
// possessive without its apostrophe ("Al-Qaedas"), "" if they do not know
// it.
func listedType(toks []Token) storyline.EntityType {
	l := strings.Join(strings.Fields(strings.ReplaceAll(joinLower(toks), "-", " ")), " ")
	for _, n := range [...]string{l, strings.TrimSuffix(l, "s")} {
		switch {
		case countries[n]:
			return storyline.LOC
		case alternateTypes[n] != "":
			return alternateTypes[n]
		case orgs[n]:
			return storyline.ORG
		}
	}
	return ""
}

// isPlace reports whether tokens [a, b) are a whole name of the
// gazetteer's places or countries.
func isPlace(infos []tokInfo, a, b int) bool { return inGazetteer(infos, a, b, catPLACE, catLOC) }

// inGazetteer reports whether tokens [a, b) are a whole name of one of the
// gazetteer's categories cats.
func inGazetteer(infos []tokInfo, a, b int, cats ...int) bool {
	for _, cat := range cats {
		first, last := uint32(1)<<(cat*4+posB), uint32(1)<<(cat*4+posL)
		if b-a == 1 {
			first = 1 << (cat*4 + posU)
			last = first
		}
		if infos[a].gaz&first != 0 && infos[b-1].gaz&last != 0 {
			return true
		}
	}
	return false
}

// appendPart appends the part [a, b) of mention m, if not empty, to out;
// a part after the first loses the role.
func appendPart(out []tm, m tm, a, b int) []tm {
	if b <= a {
		return out
	}
	p := m
	p.a, p.b = a, b
	if a != m.a {
		p.ra, p.rb = -1, -1
	}
	return append(out, p)
}

func isNumber(w string) bool {
	for _, r := range w {
		if (r < '0' || r > '9') && r != ',' && r != '.' {
			return false
		}
	}
	return w != "" && w[0] >= '0' && w[0] <= '9'
}

// joinLower joins the lower-cased words of toks with spaces.
func joinLower(toks []Token) string {
	return string(appendJoinedLower(nil, toks))
}

// modifierSuffixes end a hyphenated word that modifies a noun with a name:
// "Britain-based", "US-led", "Al Qaeda-linked Nusra Front".
var modifierSuffixes = []string{"-based", "-led", "-linked", "-affiliated", "-backed", "-held", "-controlled", "-allied", "-run", "-inspired"}

// cutModifiers reads a mention with a word such as "Britain-based" as the
// name before the hyphen and the name after the word, if any: "Al
// Qaeda-linked Nusra Front" is Al Qaeda and Nusra Front, "US-led" is US.
// The name before the hyphen is typed by the lists when they know it.
func cutModifiers(ms []storyline.Mention) []storyline.Mention {
	out := ms[:0:0]
	for _, m := range ms {
		if m.Credit {
			out = append(out, m)
			continue
		}
		for {
			at, hy, end := 0, -1, -1
			for _, w := range strings.Split(m.Text, " ") {
				for _, suf := range modifierSuffixes {
					if len(w) > len(suf) && strings.HasSuffix(strings.ToLower(w), suf) {
						hy, end = at+len(w)-len(suf), at+len(w)
						break
					}
				}
				if hy >= 0 {
					break
				}
				at += len(w) + 1
			}
			if hy < 0 {
				break
			}
			head := m
			head.Text, head.Span.End = m.Text[:hy], m.Span.Start+hy
			l := strings.ReplaceAll(fold(head.Text), "-", " ")
			switch {
			case countries[l]:
				head.Type = storyline.LOC
			case alternateTypes[l] != "":
				head.Type = alternateTypes[l]
			case isDemonym(l):
				head.Type = storyline.NORP
			}
			out = append(out, head)
			m.Role, m.RoleSpan = "", storyline.Span{}
			if end+1 >= len(m.Text) {
				m.Text = ""
				break
			}
			m.Text = m.Text[end+1:]
			m.Span.Start += end + 1
		}
		if m.Text != "" {
			out = append(out, m)
		}
	}
	return out
}

// forRule joins an organization and the name after it across "for": the
// tagger reads "Syrian Observatory for Human Rights" as two names, and
// "Human Rights" is no organization.
func forRule(ms []tm, toks []Token) []tm {
	sort.Slice(ms, func(i, j int) bool { return ms[i].a < ms[j].a })
	out := ms[:0]
	for _, m := range ms {
		if n := len(out); n > 0 {
			p := &out[n-1]
			if p.typ == storyline.ORG && !p.credit && !m.credit && m.typ != storyline.PER && m.typ != storyline.NORP &&
				p.b+1 == m.a && toks[p.b].Text == "for" {
				p.b = m.b
				continue
			}
		}
		out = append(out, m)
	}
	return out
}
