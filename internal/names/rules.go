package names

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// tm is a mention over tokens [a, b) of a sentence while rules apply.
type tm struct {
	a, b   int
	typ    storyline.EntityType
	credit bool
	// role over tokens [ra, rb), or text after the name (appositive).
	ra, rb int
}

var conllTypes = [numTypes]storyline.EntityType{storyline.PER, storyline.ORG, storyline.LOC, storyline.MISC}

// facilityWords end the names of places that are not towns: a bridge named
// after a person is a place.
var facilityWords = map[string]bool{
	"bridge": true, "airport": true, "square": true, "street": true, "avenue": true, "road": true,
	"highway": true, "park": true, "palace": true, "stadium": true, "port": true, "harbor": true,
	"harbour": true, "station": true, "plaza": true, "crossing": true, "dam": true, "canal": true,
	"river": true, "lake": true, "mountains": true, "island": true, "islands": true, "valley": true,
	"beach": true, "bay": true, "gulf": true, "sea": true, "ocean": true, "desert": true, "boulevard": true,
	"border": false, "base": true, "prison": true, "camp": true, "refinery": true, "drive": true,
	"lane": true, "parkway": true, "expressway": true, "freeway": true, "turnpike": true, "terrace": true,
	"place": true,
}

// streetFacility are the facilityWords of streets, which may be numbered:
// "121st Place", "9th Street".
var streetFacility = map[string]bool{
	"street": true, "avenue": true, "road": true, "drive": true, "lane": true, "terrace": true, "place": true,
	"boulevard": true,
}

// capitalOnlyFacility are facilityWords that are facilities only when
// capitalized, as part of a name.
var capitalOnlyFacility = map[string]bool{
	"drive": true, "lane": true, "place": true, "terrace": true, "parkway": true, "expressway": true,
	"freeway": true, "turnpike": true,
}

// isOrdinal reports whether w is a number written as an ordinal: "121st",
// "2nd", "33rd", "9th".
func isOrdinal(w string) bool {
	n := len(w)
	if n < 3 || w[0] < '0' || w[0] > '9' {
		return false
	}
	suf := strings.ToLower(w[n-2:])
	if suf != "st" && suf != "nd" && suf != "rd" && suf != "th" {
		return false
	}
	for i := 0; i < n-2; i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

// compassSuffixes end street names in cities divided in quadrants:
// "Middleton Road NW", "Pennsylvania Avenue SE".
var compassSuffixes = map[string]bool{"NW": true, "NE": true, "SW": true, "SE": true, "N.W.": true, "N.E.": true, "S.W.": true, "S.E.": true}

// nameParticles may appear in lower case inside a name.
var nameParticles = map[string]bool{
	"de": true, "del": true, "la": true, "las": true, "los": true, "da": true, "do": true, "dos": true,
	"das": true, "di": true, "van": true, "von": true, "der": true, "den": true, "of": true, "y": true,
	"bin": true, "al": true, "el": true, "le": true, "du": true, "des": true, "e": true,
}

// creditWords precede the slash of a photo credit: "AP Photo/Rodrigo Abd".
var creditWords = map[string]bool{
	"photo": true, "photos": true, "photograph": true, "file": true, "pool": true, "handout": true,
	"video": true, "image": true, "images": true, "picture": true, "pictures": true, "via": true,
	"ap": true, "afp": true, "reuters": true, "epa": true, "getty": true, "efe": true, "xinhua": true,
}

// groupWords are lower-case words for groups that are NORP.
var groupWords = map[string]bool{
	"colectivos": true, "colectivo": true, "chavistas": true, "chavista": true, "taliban": true,
}

// wordClass marks the lists a word (lower-cased) is in, for the rules that
// test every token; the tagger caches it with the word.
type wordClass uint8

const (
	classFacility wordClass = 1 << iota // facilityWords
	classDemonym                        // isDemonym
	classGroup                          // groupWords
	classOrg                            // orgs
)

func classOf(w string) wordClass {
	lw := lowerWord(w)
	var c wordClass
	if facilityWords[lw] {
		c |= classFacility
	}
	if isDemonym(lw) {
		c |= classDemonym
	}
	if groupWords[lw] {
		c |= classGroup
	}
	if orgs[lw] {
		c |= classOrg
	}
	return c
}

// appendLower appends lowerWord(s) to buf, allocating only when s is not
// ASCII.
func appendLower(buf []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return append(buf, strings.ToLower(s)...)
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}

// appendJoinedLower appends the lower-cased words of toks, joined with
// spaces, to buf.
func appendJoinedLower(buf []byte, toks []Token) []byte {
	for i, t := range toks {
		if i > 0 {
			buf = append(buf, ' ')
		}
		buf = appendLower(buf, t.Text)
	}
	return buf
}

func isCap(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

func hasLetterOrDigit(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

func hasUpperOrDigit(s string) bool {
	for _, r := range s {
		if unicode.IsUpper(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

// applyRules turns the tagger's chunks of one sentence into mentions,
// applying the news rules unless opt.CoNLL, and appends them to out. ms is
// scratch for the sentence's mentions, returned for reuse.
func applyRules(out []storyline.Mention, ms []tm, txt string, toks []Token, infos []tokInfo, classes []wordClass, chs []chunk, cased, english bool, opt Options) ([]storyline.Mention, []tm) {
	ms = ms[:0]
	for _, c := range chs {
		ms = append(ms, tm{a: c.start, b: c.end, typ: conllTypes[c.typ], ra: -1, rb: -1})
	}
	if !opt.CoNLL {
		// The rules under "english" read English words and lists, or were
		// measured on English only: on CoNLL-2002's Spanish dev set they
		// score lower (product F1 0.7012 → 0.6970).
		if english {
			ms = trimSeparators(ms, toks)
		}
		if !cased { // the rules read capitals
			ms = facilityRule(ms, toks, classes)
			ms = orgHeadRule(ms, toks)
		}
		if !cased {
			ms = listedOrgRule(ms, toks, classes)
		}
		ms = creditRule(ms, toks)
		ms = bylineRule(ms, txt, toks)
		ms = articleRule(ms, toks)
		ms = placeRule(ms, toks)
		ms = splitRule(ms, toks, infos, cased)
		if english {
			ms = groupRule(ms, toks)
		}
		if !cased {
			ms = agedNameRule(ms, toks, infos)
			ms = nicknameRule(ms, toks)
			ms = particleSurnameRule(ms, toks, infos)
			ms = initialNameRule(ms, toks)
			ms = apostropheNameRule(ms, toks, infos)
			ms = personContextRule(ms, toks, infos)
			if english {
				ms = identifiedRule(ms, toks, infos)
				ms = identifiedAloneRule(ms, toks, infos)
				ms = coupleRule(ms, toks, infos)
			}
			ms = forRule(ms, toks)
		} else if agedListLine(toks) {
			ms = agedNameRule(ms, toks, infos)
		}
		ms = titleStrip(ms, toks)
		ms = listRule(ms, toks)
		ms = demonymRule(ms, toks, infos, classes)
		ms = hyphenRule(ms, toks)
		slices.SortFunc(ms, func(x, y tm) int { return cmp.Or(cmp.Compare(x.a, y.a), cmp.Compare(x.b, y.b)) })
		if !cased && english {
			ms = firstNameRule(ms, toks, infos)
			ms = victimRule(ms, toks, infos)
			ms = peerListRule(ms, toks, infos)
			ms = officeListRule(ms, toks)
			ms = joinAdjacentPeople(ms, toks)
		}
		ms = roleRule(ms, toks)
	}
	for _, m := range ms {
		if m.a >= m.b {
			continue
		}
		sp := storyline.Span{Start: toks[m.a].Start, End: toks[m.b-1].End}
		mt := storyline.Mention{Span: sp, Text: txt[sp.Start:sp.End], Type: m.typ, Credit: m.credit}
		if m.ra >= 0 && m.rb > m.ra {
			mt.RoleSpan = storyline.Span{Start: toks[m.ra].Start, End: toks[m.rb-1].End}
			mt.Role = txt[mt.RoleSpan.Start:mt.RoleSpan.End]
		}
		if !opt.CoNLL && (isClitic(mt.Text) || !hasLetterOrDigit(mt.Text)) {
			continue
		}
		if !opt.CoNLL && !hasUpperOrDigit(mt.Text) && !(mt.Type == storyline.NORP && groupWords[lowerWord(mt.Text)]) {
			continue
		}
		out = append(out, mt)
	}
	if !opt.CoNLL {
		out = splitHyphenMentions(out, txt)
	}
	return out, ms
}

// covered returns the index of the mention covering token k, or -1.
func covered(ms []tm, k int) int {
	for i, m := range ms {
		if m.a <= k && k < m.b {
			return i
		}
	}
	return -1
}

// replaceRange drops the mentions overlapping tokens [a, b) and adds n.
func replaceRange(ms []tm, n tm) []tm {
	out := ms[:0]
	for _, m := range ms {
		if m.b <= n.a || m.a >= n.b {
			out = append(out, m)
		}
	}
	return append(out, n)
}

// facilityRule makes "Simon Bolivar International Bridge" one LOC, and a
// name followed by a lower-case facility word ("Simon Bolivar bridge") a
// place.
func facilityRule(ms []tm, toks []Token, classes []wordClass) []tm {
	for k := 1; k < len(toks); k++ {
		w := toks[k].Text
		if classes[k]&classFacility == 0 {
			continue
		}
		if !isCap(w) {
			if capitalOnlyFacility[w] {
				continue // "Obama's drive", "took place": the word is no facility in lower case
			}
			if i := covered(ms, k-1); i >= 0 && ms[i].b == k {
				ms[i].typ = storyline.LOC
			}
			continue
		}
		a := k
		for a > 0 {
			p := toks[a-1].Text
			if isCap(p) && !isDemonym(lowerWord(p)) || nameParticles[p] && a-1 > 0 && isCap(toks[a-2].Text) && !(p == "of" && streetFacility[lowerWord(w)]) ||
				a == k && isOrdinal(p) && streetFacility[lowerWord(w)] {
				a--
				continue
			}
			break
		}
		for a < k && (nameParticles[toks[a].Text] || lowerWord(toks[a].Text) == "the") {
			a++
		}
		if a == k {
			continue
		}
		b := k + 1
		if b < len(toks) && compassSuffixes[toks[b].Text] && toks[b].Start == toks[k].End+1 {
			b++ // "Martin Luther King Jr. Drive SW": the quadrant is the street's
		}
		ms = replaceRange(ms, tm{a: a, b: b, typ: storyline.LOC, ra: -1, rb: -1})
	}
	return ms
}

// orgHeadWords end the names of armed forces and bodies: a name cut just
// before one ("Bolivarian National" + "Guard officers") takes it and is an
// organization.
// maxHeadModifiers bounds the words a head word read alone takes before it.
const maxHeadModifiers = 3

var orgHeadWords = map[string]bool{
	"guard": true, "guards": true, "army": true, "navy": true, "forces": true, "force": true, "police": true,
	"party": true, "council": true, "committee": true, "ministry": true, "front": true, "movement": true,
	"agency": true, "commission": true, "assembly": true, "brigade": true, "brigades": true, "militia": true,
	"corps": true, "command": true,
}

// orgHeadRule extends a mention that stops right before a capitalized
// organization head word over it, as an organization; and a head word read
// alone ("Guard") over the capitalized words before it that no mention
// holds or that an adjective (MISC) holds ("Bolivarian National"), up to
// a nationality.
func orgHeadRule(ms []tm, toks []Token) []tm {
	// A head word the tagger left out after a name's capitalized words
	// ("National Guard troops") is read alone first.
	var buf [64]byte
	for k := 1; k < len(toks); k++ {
		if !isCap(toks[k].Text) || !isCap(toks[k-1].Text) || !orgHeadWords[string(appendLower(buf[:0], toks[k].Text))] {
			continue
		}
		w := string(appendLower(buf[:0], toks[k-1].Text))
		if covered(ms, k) < 0 && covered(ms, k-1) < 0 && toks[k].Start == toks[k-1].End+1 &&
			!headlineMinorWords[w] && !timeWords[w] && !isDemonym(w) {
			ms = append(ms, tm{a: k, b: k + 1, typ: storyline.ORG, ra: -1, rb: -1})
		}
	}
	for i := 0; i < len(ms); i++ {
		a := ms[i].a
		if ms[i].b-a != 1 || !orgHeadWords[lowerWord(toks[a].Text)] {
			continue
		}
		adj := -1 // the adjective mention whose words the name takes
		for a > 0 && ms[i].a-a < maxHeadModifiers && isCap(toks[a-1].Text) && toks[a].Start == toks[a-1].End+1 {
			w := lowerWord(toks[a-1].Text)
			if headlineMinorWords[w] || timeWords[w] || isDemonym(w) {
				break // "the", "Monday", "Venezuelan" are not the body's name
			}
			j := covered(ms, a-1)
			if j >= 0 && (ms[j].typ != storyline.MISC || ms[j].b != a && j != adj) {
				break
			}
			if j >= 0 {
				adj = j
			}
			a--
		}
		if a == ms[i].a {
			continue
		}
		head := tm{a: a, b: ms[i].b, typ: storyline.ORG, ra: -1, rb: -1}
		var rest tm // what is left of the adjective mention before the name
		if adj >= 0 && ms[adj].a < a {
			rest = ms[adj]
			rest.b = a
		}
		ms = replaceRange(ms, head)
		if rest.b > rest.a {
			ms = append(ms, rest)
		}
		i = -1 // the mentions moved; start again (each head word extends once)
	}
	for i := range ms {
		k := ms[i].b
		if k >= len(toks) || !isCap(toks[k].Text) || !orgHeadWords[lowerWord(toks[k].Text)] || covered(ms, k) >= 0 {
			continue
		}
		if toks[k].Start != toks[k-1].End+1 {
			continue // not the next word of the same line
		}
		ms[i].b = k + 1
		ms[i].typ = storyline.ORG
	}
	return ms
}

// creditRule marks photo credits: "(AP Photo/Fernando Llano)" has the
// credited photographer Fernando Llano (PER) and agency AP (ORG), both
// credits; "(AP)" alone credits AP.
func creditRule(ms []tm, toks []Token) []tm {
	for k := 1; k+1 < len(toks); k++ {
		if toks[k].Text != "/" && !(toks[k].Text == "by" && lowerWord(toks[k-1].Text) == "photo") {
			continue
		}
		if !creditWords[lowerWord(toks[k-1].Text)] {
			continue
		}
		// The credited names after the slash.
		e := k + 1
		for e < len(toks) && (isCap(toks[e].Text) || nameParticles[toks[e].Text] && e+1 < len(toks) && isCap(toks[e+1].Text)) {
			if e > k+1 && titles[lowerWord(toks[e].Text)] {
				break // the caption goes on: "Jason Reed Secretary of State John Kerry and …"
			}
			e++
		}
		// The agency before it, back to an opening bracket.
		s := k - 1
		for s > 0 && k-s < 4 && toks[s-1].Text != "(" && isCap(toks[s-1].Text) {
			s--
		}
		if e == k+1 {
			continue
		}
		for i := range ms {
			if ms[i].a < e && ms[i].b > s {
				if ms[i].b > e && titles[lowerWord(toks[e].Text)] {
					ms[i].a = e // the caption's name after the credit: "Secretary of State John Kerry"
				} else {
					ms[i].b = ms[i].a // dropped
				}
			}
		}
		if lw := lowerWord(toks[k-1].Text); lw == "photo" || lw == "photos" || lw == "file" || lw == "pool" || lw == "handout" || lw == "video" || lw == "image" {
			if s < k-1 {
				ms = append(ms, tm{a: s, b: k - 1, typ: storyline.ORG, credit: true, ra: -1, rb: -1})
			}
		} else {
			ms = append(ms, tm{a: k - 1, b: k, typ: storyline.ORG, credit: true, ra: -1, rb: -1})
		}
		typ := storyline.PER
		if creditWords[lowerWord(toks[k+1].Text)] && e == k+2 {
			typ = storyline.ORG
		}
		ms = append(ms, tm{a: k + 1, b: e, typ: typ, credit: true, ra: -1, rb: -1})
		k = e
	}
	// "(AP)": an agency alone in brackets.
	for i, m := range ms {
		if m.b-m.a == 1 && m.a > 0 && m.b < len(toks) && toks[m.a-1].Text == "(" && toks[m.b].Text == ")" &&
			creditWords[lowerWord(toks[m.a].Text)] {
			ms[i].credit = true
			ms[i].typ = storyline.ORG
		}
	}
	return ms
}

// bylineRule marks the names of a byline as credits: "By Michelle E.
// Shaw  The Atlanta Journal-Constitution  A 3-year-old boy was …", "By Tom
// Jones and Ann Lee | WSB-TV". A byline is a capitalized "By" that starts
// its line or sentence (or follows a caption's closing bracket), then
// names and nothing else up to the end of the line or sentence, a bar,
// a dash or a comma. The writer of the report is no one in its story; "By
// Smith's count, 40 died" goes on after the name and is no byline.
func bylineRule(ms []tm, txt string, toks []Token) []tm {
	gapBefore := func(k int) bool {
		return k == 0 || k < len(toks) && (toks[k].Start-toks[k-1].End >= 2 || strings.ContainsAny(txt[toks[k-1].End:toks[k].Start], "\n|") ||
			toks[k-1].Text == ")" || toks[k-1].Text == "|")
	}
	for k := 0; k+1 < len(toks); k++ {
		if w := toks[k].Text; w != "By" && w != "BY" || !gapBefore(k) {
			continue
		}
		var names []int
		e := k + 1
		for {
			i := covered(ms, e)
			if i < 0 || ms[i].a != e || ms[i].typ != storyline.PER && ms[i].typ != storyline.ORG {
				break
			}
			names = append(names, i)
			e = ms[i].b
			if e < len(toks) && (toks[e].Text == "and" || toks[e].Text == ",") && e+1 < len(toks) && !gapBefore(e+1) && covered(ms, e+1) >= 0 {
				e++
				continue
			}
			break
		}
		if len(names) == 0 {
			continue
		}
		if e < len(toks) && !gapBefore(e) {
			switch toks[e].Text {
			case ",", "|", "-", "–", "—", "/":
			default:
				continue
			}
		}
		for _, i := range names {
			ms[i].credit = true
		}
		k = e - 1
	}
	return ms
}

// titleStrip moves a leading title out of a person's name: "President
// Nicolas Maduro" → "Nicolas Maduro"; the title becomes the role.
func titleStrip(ms []tm, toks []Token) []tm {
	for i := range ms {
		m := &ms[i]
		for m.b-m.a > 1 {
			w := toks[m.a].Text
			lw := lowerWord(w)
			if k := titleEnd(toks, m.a, m.b); k > 0 {
				m.a += k // "Secretary of State John Kerry", "Secretary of" + "State John Kerry"
				m.typ = storyline.PER
				continue
			}
			if !titles[lw] || !(m.typ == storyline.PER || strings.HasSuffix(w, ".")) {
				break
			}
			m.a++
			m.typ = storyline.PER
		}
	}
	return ms
}

// titleEnd returns how many words at the start of a name of tokens [a,
// b) end a title of several words, "" when none: all three of "Secretary
// of State John Kerry", or "State" of "State John Kerry" after "Secretary
// of" (the tagger leaves the title's first words out). Two words of the
// name at least are left.
func titleEnd(toks []Token, a, b int) int {
	var buf [64]byte
	for k := min(3, b-a-2); k >= 1; k-- {
		for j := 0; j <= 2 && j <= a; j++ {
			if j+k > 1 && titles[string(appendJoinedLower(buf[:0], toks[a-j:a+k]))] {
				return k
			}
		}
	}
	return 0
}

// demonymRule types nationality words NORP, whether the tagger called them
// MISC or missed them, and adds lower-case group words ("colectivos").
func demonymRule(ms []tm, toks []Token, infos []tokInfo, classes []wordClass) []tm {
	for i := range ms {
		m := &ms[i]
		if m.typ != storyline.MISC || m.a >= m.b {
			continue
		}
		if isDemonym(strings.ReplaceAll(joinLower(toks[m.a:m.b]), "-", " ")) {
			m.typ = storyline.NORP
		} else if m.b-m.a > 1 && isDemonym(lowerWord(toks[m.a].Text)) {
			// "Venezuelan Bolivarian": the nationality, then the rest.
			ms = append(ms, tm{a: m.a + 1, b: m.b, typ: storyline.MISC, ra: -1, rb: -1})
			m = &ms[i]
			m.b = m.a + 1
			m.typ = storyline.NORP
		}
	}
	for k := range toks {
		if !(classes[k]&classDemonym != 0 && infos[k].caps != capLower || classes[k]&classGroup != 0) {
			continue
		}
		if covered(ms, k) >= 0 {
			continue
		}
		ms = append(ms, tm{a: k, b: k + 1, typ: storyline.NORP, ra: -1, rb: -1})
	}
	return ms
}

// hyphenRule handles "Venezuela-Colombian": a token of capitalized parts
// each a country or a nationality. It is marked for splitting into one
// mention per part (typ "" with the parts recovered later).
func hyphenRule(ms []tm, toks []Token) []tm {
	for k, t := range toks {
		if strings.IndexByte(t.Text, '-') <= 0 || !isCap(t.Text) {
			continue
		}
		ok := true
		for _, p := range strings.Split(t.Text, "-") {
			lp := lowerWord(p)
			if p == "" || !isCap(p) || !(countries[lp] || isDemonym(lp)) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if i := covered(ms, k); i >= 0 && ms[i].b-ms[i].a > 1 {
			continue
		}
		ms = replaceRange(ms, tm{a: k, b: k + 1, typ: hyphenType, ra: -1, rb: -1})
	}
	return ms
}

// hyphenType marks a mention to split into its hyphenated parts.
const hyphenType storyline.EntityType = "-"

// splitHyphenMentions replaces each hyphenType mention by one mention per
// part: countries LOC, nationalities NORP.
func splitHyphenMentions(ms []storyline.Mention, txt string) []storyline.Mention {
	n := 0
	for _, m := range ms {
		if m.Type == hyphenType {
			n++
		}
	}
	if n == 0 {
		return ms
	}
	out := make([]storyline.Mention, 0, len(ms)+n)
	for _, m := range ms {
		if m.Type != hyphenType {
			out = append(out, m)
			continue
		}
		at := m.Span.Start
		for _, p := range strings.Split(m.Text, "-") {
			typ := storyline.LOC
			if isDemonym(lowerWord(p)) {
				typ = storyline.NORP
			}
			sp := storyline.Span{Start: at, End: at + len(p)}
			out = append(out, storyline.Mention{Span: sp, Text: txt[sp.Start:sp.End], Type: typ, Credit: m.Credit})
			at += len(p) + 1
		}
	}
	return out
}

// roleRule gives each person the title or role stated with the name:
// before it ("Sgt.", "opposition leader and self-declared President",
// "National Assembly leader") or in an appositive after it ("Alfredo
// Romero, the director and president of …,").
func roleRule(ms []tm, toks []Token) []tm {
	owner := make([]int, len(toks))
	for i := range owner {
		owner[i] = -1
	}
	for i, m := range ms {
		for k := m.a; k < m.b; k++ {
			owner[k] = i
		}
	}
	for i := range ms {
		m := &ms[i]
		if m.typ != storyline.PER || m.credit || m.a >= m.b {
			continue
		}
		// Before the name.
		j := m.a - 1
		hasTitle := false
		for j >= 0 && owner[j] < 0 {
			lw := lowerWord(toks[j].Text)
			if titles[lw] {
				hasTitle = true
			} else if !roleModifiers[lw] {
				break
			}
			j--
		}
		ra := j + 1
		for ra < m.a {
			lw := lowerWord(toks[ra].Text)
			if lw == "the" || lw == "and" || lw == "of" || lw == "a" {
				ra++
				continue
			}
			break
		}
		if hasTitle && ra < m.a && titlesIn(toks[ra:m.a]) {
			// "National Assembly leader": the organization is part of it.
			if j >= 0 && ra == j+1 && owner[j] >= 0 && ms[owner[j]].typ != storyline.PER && ms[owner[j]].b == j+1 {
				ra = ms[owner[j]].a
			}
			m.ra, m.rb = ra, m.a
			continue
		}
		// An appositive after the name.
		k := m.b
		if k+2 < len(toks) && toks[k].Text == "," {
			k++
			if lw := lowerWord(toks[k].Text); lw == "the" || lw == "a" || lw == "an" {
				k++
			}
			start := k
			for k < len(toks) && roleModifiers[lowerWord(toks[k].Text)] && !titles[lowerWord(toks[k].Text)] {
				k++
			}
			if k < len(toks) && titles[lowerWord(toks[k].Text)] && !isCap(toks[k].Text) {
				end := k
				for end < len(toks) && end-start < 15 {
					t := toks[end].Text
					if t == "," || t == "." || t == ";" || t == ")" || t == "--" || t == "—" || t == ":" || t == "\"" {
						break
					}
					end++
				}
				m.ra, m.rb = start, end
			}
		}
	}
	return ms
}

func titlesIn(ts []Token) bool {
	for _, t := range ts {
		if titles[lowerWord(t.Text)] {
			return true
		}
	}
	return false
}

// timeWords are month and weekday names, which are never entities here:
// the months but "May" (a verb and a name), every month abbreviation with
// its period and without it where it is no other word or name ("Mar",
// "Jun", "Jul" and "Sep" are), and the weekdays.
var timeWords = func() map[string]bool {
	m := map[string]bool{}
	for w := range text.Months {
		m[w] = w != "may"
	}
	for w := range text.MonthAbbrevs {
		m[w+"."] = true
		m[w] = !(w == "mar" || w == "jun" || w == "jul" || w == "sep")
	}
	for w := range text.Weekdays {
		m[w] = true
	}
	return m
}()

// datedWeekday reports a mention that is a weekday's abbreviation before
// a month's name: a dateline's "Mon Oct 31 2016" or "Thu., Dec. 1" names
// no Mon State and no organization "Thu".
func datedWeekday(toks []Token, a, b int) bool {
	if b != a+1 {
		return false
	}
	if _, ok := text.WeekdayAbbrevs[lowerWord(toks[a].Text)]; !ok {
		return false
	}
	k := b
	for k < len(toks) && k < b+2 && (toks[k].Text == "." || toks[k].Text == ",") {
		k++
	}
	if k >= len(toks) {
		return false
	}
	w := lowerWord(strings.TrimSuffix(toks[k].Text, "."))
	_, month := text.Months[w]
	_, abbrev := text.MonthAbbrevs[w]
	return month || abbrev
}

// orgNouns before a name say it is an organization: "the human rights
// association Foro Penal".
var orgNouns = map[string]bool{
	"association": true, "group": true, "organization": true, "organisation": true, "party": true,
	"company": true, "agency": true, "network": true, "newspaper": true, "broadcaster": true, "firm": true,
	"movement": true, "coalition": true, "ngo": true, "charity": true, "union": true, "bank": true,
	"militia": true, "channel": true, "outlet": true,
}

// listRule fixes types the hand lists are sure of: a mention that is
// exactly a listed organization or country, a name after an organization
// noun, and drops month and weekday names.
func listRule(ms []tm, toks []Token) []tm {
	var lBuf, spacedBuf [64]byte
	l, spaced := lBuf[:0], spacedBuf[:0] // a mention's lower-cased words
	for i := range ms {
		m := &ms[i]
		if m.a >= m.b || m.credit {
			continue
		}
		if m.b-m.a > 1 && (toks[m.a].Text == "The" || toks[m.a].Text == "the") && listedType(toks[m.a+1:m.b]) != "" {
			m.a++ // "The United Nations" is the listed "United Nations"
		}
		l = appendJoinedLower(l[:0], toks[m.a:m.b])
		spaced = append(spaced[:0], l...) // hyphens read as spaces
		for k, c := range spaced {
			if c == '-' {
				spaced[k] = ' '
			}
		}
		switch {
		case timeWords[string(l)] || datedWeekday(toks, m.a, m.b):
			m.b = m.a
		case alternateTypes[string(spaced)] != "":
			m.typ = alternateTypes[string(spaced)]
		case orgs[string(l)] && len(l) > 3:
			m.typ = storyline.ORG
		case countries[string(l)]:
			m.typ = storyline.LOC
		case m.a > 0 && orgNouns[toks[m.a-1].Text] && m.typ != storyline.PER:
			m.typ = storyline.ORG
		case (m.typ != storyline.PER || m.a > 0 && locativeWords[toks[m.a-1].Text]) && placeComma(toks, m.b):
			m.typ = storyline.LOC
		case m.a > 0 && toks[m.a-1].Text == "," && m.b < len(toks) && divisionWords[toks[m.b].Text]:
			m.typ = storyline.LOC // "…, Rif Dimashq governorate": a division named with its kind
		}
	}
	return ms
}

// listedOrgRule adds the capitalized words the tagger left out that are a
// listed organization of more than three letters ("his Twitter account").
func listedOrgRule(ms []tm, toks []Token, classes []wordClass) []tm {
	for k, t := range toks {
		if classes[k]&classOrg != 0 && len(t.Text) > 3 && isCap(t.Text) && covered(ms, k) < 0 {
			ms = append(ms, tm{a: k, b: k + 1, typ: storyline.ORG, ra: -1, rb: -1})
		}
	}
	return ms
}

// locativeWords come before a place, not a person: "in La Parada,
// Colombia" is a place whatever the tagger read.
var locativeWords = map[string]bool{"in": true, "near": true, "outside": true, "around": true}

// divisionWords follow the name of a country's division: "Monagas state",
// "Homs province".
var divisionWords = map[string]bool{
	"state": true, "province": true, "department": true, "governorate": true, "region": true,
	"municipality": true, "district": true, "county": true, "parish": true,
}

// placeComma reports whether tokens from k read ", Country" and end
// there, or ", Name state" (a division named with its kind): "in La
// Parada, Colombia," and "in El Tejero, Monagas state," make La Parada and
// El Tejero places.
func placeComma(toks []Token, k int) bool {
	if k+1 >= len(toks) || toks[k].Text != "," {
		return false
	}
	for n := 1; n <= 3 && k+1+n < len(toks) && isCap(toks[k+n].Text); n++ {
		if divisionWords[toks[k+1+n].Text] {
			return true
		}
	}
	var buf [64]byte
	for n := min(3, len(toks)-k-1); n >= 1; n-- {
		if countries[string(appendJoinedLower(buf[:0], toks[k+1:k+1+n]))] && isCap(toks[k+1].Text) {
			e := k + 1 + n
			return e == len(toks) || toks[e].Text != "'s" && toks[e].Text != "’s" && !isCap(toks[e].Text)
		}
	}
	return false
}
