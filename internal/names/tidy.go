package names

import (
	"bytes"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// cutPossessives reads a capitalized word ending in "s" whose stem is a
// country, a name the article mentions or a person's surname as the
// possessive of that name written without its apostrophe (or of a listed
// alternative name: "Al-Qaedas"), as text that lost its
// punctuation has it: "Syrias Aleppo" is "Syria" and "Aleppo", "Bashar
// al-Assads" is "Bashar al-Assad". So is the last word of a name before a
// noun that names what a person or a group has ("Bashar al-Assads forces")
// when the model's lexicon knows the stem as a name and not the word
// (nameStem; "Williams said" keeps its "s"). The "s" is left out of the
// mention; a possessive inside a mention ends it. txt is the text the
// mentions' spans index.
func cutPossessives(ms []storyline.Mention, txt string, nameStem func(name, word, stem string) bool) []storyline.Mention {
	// A word that ends a mention before a comma, a period or another
	// stop is written as a name somewhere, so it is no possessive
	// elsewhere: "Logan Hinrichs, 14," in an article that also has "the
	// Hinrich family".
	names, bare := map[string]bool{}, map[string]bool{}
	for _, m := range ms {
		if m.Type == storyline.NORP {
			continue
		}
		if m.Span.End < len(txt) && strings.IndexByte(",.;:)", txt[m.Span.End]) >= 0 {
			w := m.Text[strings.LastIndexByte(m.Text, ' ')+1:]
			bare[fold(w)] = true
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
		return !countries[f] && !bare[f] && !isDemonym(f) && (countries[stem] || names[stem] || alternateTypes[strings.ReplaceAll(stem, "-", " ")] != "")
	}
	// possessed reports whether the mention's last word w is a possessive
	// before a possessed noun.
	possessed := func(m storyline.Mention, w string) bool {
		if nameStem == nil || len(w) < 4 || w[len(w)-1] != 's' || m.Type == storyline.MISC {
			return false
		}
		// The possessed noun, or up to two lower-case words before it
		// ("Donald Trumps new abortion policies", "Bashar al-Assads
		// strongest backer").
		rest := txt[m.Span.End:]
		for n := 0; n < 3; n++ {
			var next string
			next, rest, _ = strings.Cut(strings.TrimLeft(rest, " "), " ")
			next = strings.TrimRight(next, ".,;:")
			if possessedNouns[next] {
				return nameStem(m.Text, w, w[:len(w)-1])
			}
			if next == "" || !isLowerWord(next) || speechVerbs[next] {
				return false
			}
		}
		return false
	}
	out := ms[:0:0]
	for _, m := range ms {
		if m.Type == storyline.NORP || m.Credit {
			out = append(out, m)
			continue
		}
		for {
			if !strings.HasSuffix(m.Text, "s") && !strings.Contains(m.Text, "s ") {
				break // no word ends in "s": none is a possessive (most names)
			}
			at, cut := 0, -1
			ws := strings.Split(m.Text, " ")
			for i, w := range ws {
				if possessive(w) || i == len(ws)-1 && possessed(m, w) {
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

// possessedNouns are what a person or a group has, after a possessive
// ("Assads forces", "the regimes allies").
var possessedNouns = wordSet(`forces troops army regime government administration supporters allies loyalists
opponents militia militias fighters rule power party family father mother brother son wife office visit
statement speech policy policies fall ouster departure future fate men side camp spokesman spokeswoman death
election campaign officials backer backers ally envoy aides adviser advisers decision plan`)

// furnitureWords are the words of a page's furniture that a page copied as
// text runs into names: "Tags Aleppo Syria", "Youtube Subscribe", "Photo
// Igor Bubin". A mention is cut at one.
var furnitureWords = map[string]bool{
	"tags": true, "tag": true, "subscribe": true, "share": true, "print": true, "tweet": true, "views": true,
	"photo": true, "photos": true, "copyright": true, "advertisement": true, "related": true,
	"comments": true, "email": true, "source": true, "newsletter": true, "video": true,
	"slideshow": true, "cookie": true, "cookies": true,
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

// conflictNouns are the plural nouns of the people of a conflict: a
// headline or a text that lost its punctuation runs them into names ("Al-Nusra
// Militants Syrian Army", "Deir Ezzor Civilians"), and they are never
// part of one. A mention is cut at one.
var conflictNouns = wordSet(`militants terrorists jihadists insurgents gunmen extremists mercenaries civilians
fighters rebels`)

// newsAgencies are the agencies that articles credit, each a name of its
// own: text that lost its commas runs one into the name beside it ("AFP
// Observatory director", "With AP Reuters and AFP").
var newsAgencies = wordSet(`afp ap reuters sana sputnik xinhua dpa ansa tass irna anadolu efe upi kyodo yonhap mna
ria bernama`)

// forHeads end the names of organizations named for what they work for
// ("Observatory for Human Rights", "Center for Strategic Studies").
var forHeads = func() map[string]bool {
	m := wordSet(`observatory center centre institute foundation coalition union network league organization
organisation office fund association society alliance`)
	for w := range orgHeadWords {
		m[w] = true
	}
	return m
}()

// compassWords capitalized alone are adjectives, not names, before a
// lower-case word: "the Eastern part of Homs province".
var compassWords = wordSet(`eastern western northern southern central`)

// agencyOwners are the companies whose name holds their agency's:
// "Thomson Reuters" is one name.
var agencyOwners = wordSet(`thomson`)

// toponymHeads start Arabic place names ("Deir Ezzor", "Khan Sheikhoun",
// "Tell Abyad", "Kafr Nabl", "Jisr al-Shughour") and no person's name: a
// person that starts with one is a place. "Tal" and "Ras" also start
// people's names ("Tal Becker", "Ras Baraka") and are left out.
var toponymHeads = wordSet(`deir dayr khan tell tel kafr kfar ain bab wadi jabal jebel jisr beit bayt
maarat maaret maarrat marat qasr bir nahr`)

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
		if m.b-m.a == 1 && m.typ != storyline.NORP && compassWords[string(appendLower(buf[:0], toks[m.a].Text))] &&
			m.b < len(toks) && !isCap(toks[m.b].Text) {
			continue // "the Eastern part of the province"
		}
		if lw := string(appendLower(buf[:0], toks[m.a].Text)); m.credit || m.b-m.a < 2 && !furnitureWords[lw] && !conflictNouns[lw] {
			out = append(out, m)
			continue
		}
		a := m.a
		for k := m.a; k < m.b; k++ {
			w := toks[k].Text
			lw := appendLower(buf[:0], w)
			switch {
			case furnitureWords[string(lw)] || timeWords[string(lw)] || timeWords[strings.TrimSuffix(string(lw), "s")] ||
				conflictNouns[string(lw)] || isNumber(w) && (k == a || k+1 < m.b),
				k == a && k+1 < m.b && (leadWords[string(lw)] || isPluralWord(&infos[k], lw)),
				k > a && (w == "-" || w == "–" || w == "—") && toks[k].Start > toks[k-1].End,
				(k == a || k == m.b-1) && text.NumberWords[string(lw)] > 0:
				out = appendPart(out, m, a, k)
				a = k + 1
			case !cased && k > a && isAcronym(w, string(lw)) && !isAcronym(toks[k-1].Text, strings.ToLower(toks[k-1].Text)) && isCap(toks[k-1].Text) &&
				!(compassSuffixes[w] && k == m.b-1 && facilityWords[lowerWord(toks[k-1].Text)]):
				out = appendPart(out, m, a, k)
				a = k
			case k > a && k+1 < m.b && string(lw) == "countryside" && m.typ != storyline.LOC:
				// "Damascus Countryside Army": the province, then the name
				out = append(out, tm{a: a, b: k + 1, typ: storyline.LOC, ra: -1, rb: -1})
				a = k + 1
			case w == "The" && k > a:
				out = appendPart(out, m, a, k)
				a = k
			case newsAgencies[string(lw)] && m.b-m.a > 1 && !orgs[joinLower(toks[m.a:m.b])] &&
				!(k > m.a && agencyOwners[lowerWord(toks[k-1].Text)]):
				out = appendPart(out, m, a, k)
				out = append(out, tm{a: k, b: k + 1, typ: storyline.ORG, ra: -1, rb: -1})
				a = k + 1
			case w == "and" && k > a && k+1 < m.b && listedType(toks[m.a:m.b]) == "" &&
				(isAcronym(toks[k+1].Text, strings.ToLower(toks[k+1].Text)) || listedType(toks[k+1:k+2]) != ""):
				out = appendPart(out, m, a, k)
				a = k + 1
			}
		}
		out = appendPart(out, m, a, m.b)
	}
	if !cased {
		out = splitListed(out, toks, infos)
	}
	for i, m := range out { // "Deir Ezzor Middle" before "East": a place starts at the last word
		if k := m.b - 1; k > m.a && m.b < len(toks) && !m.credit && placeGoesOn(infos, k) {
			out[i].b = k
		}
	}
	for i, n := 0, len(out); i < n; i++ {
		m := out[i]
		if m.typ != storyline.LOC && m.typ != storyline.PER || m.credit || m.b-m.a < 2 {
			continue
		}
		whole := countries[string(appendJoinedLower(buf[:0], toks[m.a:m.b]))]
		for c := m.b - 1; c > m.a; c-- {
			if !countryOrPossessive(string(appendJoinedLower(buf[:0], toks[c:m.b]))) || whole || infos[c-1].lex == lexLower {
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

// articledName reports whether w is a name written with its Arabic
// article before a hyphen: "al-Assad", "el-Sisi".
func articledName(w string) bool {
	a, rest, ok := strings.Cut(w, "-")
	return ok && arabicArticles[a] && isCap(rest)
}

var arabicArticles = wordSet(`al el ad as ash ar an az at`)

// articleRule lets a person's name go on over a name written with its
// article that the tagger left out ("Bashar" before "al-Assads forces",
// a form it never saw).
func articleRule(ms []tm, toks []Token) []tm {
	for i := range ms {
		m := &ms[i]
		for m.typ == storyline.PER && !m.credit && m.b < len(toks) && articledName(toks[m.b].Text) &&
			toks[m.b].Start == toks[m.b-1].End+1 && covered(ms, m.b) < 0 {
			m.b++
		}
	}
	return ms
}

// placeNouns before "of" make the name after them a place: "the city of
// Cucuta", "the province of Idlib".
var placeNouns = wordSet(`city town village province region district governorate county municipality capital
suburb suburbs neighbourhood neighborhood`)

// placeRule types as places the names the words around them say are
// places: a name after "the city of" and the like, a name that starts with
// a word of Arabic place names or that the tagger started right after one
// ("Kafr" before "Nabl"); and it adds the names the lists know that the
// tagger left out ("Al-Qaedas"), typed by the lists.
func placeRule(ms []tm, toks []Token) []tm {
	var buf [64]byte
	for i := range ms {
		m := &ms[i]
		if m.credit || m.typ == storyline.NORP {
			continue
		}
		if m.a > 1 && toks[m.a-1].Text == "of" && placeNouns[toks[m.a-2].Text] {
			m.typ = storyline.LOC
		}
		if m.typ == storyline.ORG {
			continue
		}
		if k := m.a - 1; k >= 0 && toponymHeads[string(appendLower(buf[:0], toks[k].Text))] && isCap(toks[k].Text) &&
			toks[m.a].Start == toks[k].End+1 && covered(ms, k) < 0 {
			m.a, m.typ = k, storyline.LOC
		}
		if m.typ == storyline.PER && m.b-m.a > 1 && toponymHeads[string(appendLower(buf[:0], toks[m.a].Text))] {
			m.typ = storyline.LOC
		}
	}
	for k, t := range toks {
		if !isCap(t.Text) {
			continue
		}
		if typ := listedName(appendLower(buf[:0], t.Text), false); typ != "" && covered(ms, k) < 0 {
			ms = append(ms, tm{a: k, b: k + 1, typ: typ, ra: -1, rb: -1})
		}
	}
	return ms
}

// placeGoesOn reports whether token k starts a name of the gazetteer's
// places or countries that goes on after it.
func placeGoesOn(infos []tokInfo, k int) bool {
	for _, cat := range [...]int{catPLACE, catLOC} {
		if infos[k].gaz&(1<<(cat*4+posB)) != 0 && infos[k+1].gaz&(1<<(cat*4+posI)|1<<(cat*4+posL)) != 0 {
			return true
		}
	}
	return false
}

// countryOrPossessive reports whether a lower-cased name is a listed
// country, also written as a possessive without its apostrophe ("syrias").
func countryOrPossessive(l string) bool {
	return countries[l] || len(l) > 4 && l[len(l)-1] == 's' && countries[l[:len(l)-1]]
}

// splitListed splits a mention that starts with two names the lists know
// (countries, organizations, alternative names), or with a GeoNames place
// and then a listed name, and that is not one of them itself:
// "Al-Nusra Front Al-Qaeda" is two organizations, "Idlib Nusra Front" a
// place and an organization.
func splitListed(ms []tm, toks []Token, infos []tokInfo) []tm {
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		if m.credit || m.typ == storyline.MISC || m.b-m.a < 2 || listedType(toks[m.a:m.b]) != "" {
			continue
		}
	cuts:
		for c := m.a + 1; c < m.b; c++ {
			first := listedType(toks[m.a:c])
			if first == "" && inGazetteer(infos, m.a, c, catPLACE) {
				first = storyline.LOC
			}
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
	var buf [128]byte
	return listedName(appendJoinedLower(buf[:0], toks), true)
}

// listedName is listedType of a name lower-cased in l (changed), without
// allocating; countries are left out unless withCountries.
func listedName(l []byte, withCountries bool) storyline.EntityType {
	// Hyphens as spaces, one space between words.
	n := 0
	for _, c := range l {
		if c == '-' {
			c = ' '
		}
		if c == ' ' && (n == 0 || l[n-1] == ' ') {
			continue
		}
		l[n] = c
		n++
	}
	l = bytes.TrimSuffix(l[:n], []byte(" "))
	for _, n := range [...][]byte{l, bytes.TrimSuffix(l, []byte("s"))} {
		if typ, ok := listedTypes[string(n)]; ok {
			if !withCountries && countries[string(n)] {
				return ""
			}
			return typ
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
			for w := range strings.SplitSeq(m.Text, " ") {
				for _, suf := range modifierSuffixes {
					if len(w) > len(suf) && hasLowerSuffix(w, suf) {
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

// hasLowerSuffix reports whether strings.ToLower(w) ends in suf, a
// lower-case ASCII word with a hyphen, without lower-casing w when it is
// ASCII (lower-casing makes no hyphen).
func hasLowerSuffix(w, suf string) bool {
	if !strings.Contains(w, "-") {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			return strings.HasSuffix(strings.ToLower(w), suf)
		}
	}
	return len(w) >= len(suf) && strings.EqualFold(w[len(w)-len(suf):], suf)
}

// forRule joins an organization, or a name that ends in an organization's
// head word ("Observatory" read as a place), and the name after it across
// "for": the tagger reads "Syrian Observatory for Human Rights" as two
// names, and "Human Rights" is no organization.
func forRule(ms []tm, toks []Token) []tm {
	sort.Slice(ms, func(i, j int) bool { return ms[i].a < ms[j].a })
	out := ms[:0]
	for _, m := range ms {
		if n := len(out); n > 0 {
			p := &out[n-1]
			if p.b+1 == m.a && toks[p.b].Text == "for" && !p.credit && !m.credit && m.typ != storyline.PER && m.typ != storyline.NORP &&
				(p.typ == storyline.ORG || p.typ != storyline.NORP && forHeads[lowerWord(toks[p.b-1].Text)]) {
				p.b, p.typ = m.b, storyline.ORG
				continue
			}
		}
		out = append(out, m)
	}
	return out
}

// possessiveStem reports whether word, the last word of a name, is the
// possessive of stem written without its apostrophe: the lexicon knows
// the stem as a word of names and not the word (nameStem), or the name
// starts with a given name and the lexicon does not know the word
// ("Donald Trumps").
func (m *Model) possessiveStem(name, word, stem string) bool {
	if m.nameStem(word, stem) {
		return true
	}
	first, _, ok := strings.Cut(name, " ")
	return ok && m.givenName(first) && m.lexClass(word) == lexUnknown
}

// nameStem reports whether the model's lexicon knows stem, lower-cased,
// as a word of names and not word: "assad" and not "assads".
func (m *Model) nameStem(word, stem string) bool {
	var buf [64]byte
	hw, _, _ := hashLower(buf[:0], word)
	hs, _, _ := hashLower(buf[:0], stem)
	c := m.lex[hs]
	return m.lex[hw] == lexUnknown && c > lexUnknown && c < lexLower
}

// isLowerWord reports whether w is made of lower-case ASCII letters (a
// hyphen allowed).
func isLowerWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; !('a' <= c && c <= 'z') && c != '-' {
			return false
		}
	}
	return w != ""
}
