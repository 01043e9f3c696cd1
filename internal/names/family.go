package names

import (
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Crime and accident news often names the members of one family by
// their given names only, beside a relative named in full: "Clarence
// and Shauna Washington", "Nicole, Kailey and Michael Westerhuis" (given
// names that share the surname after the last one), "Ryan Hale and his
// daughter, Madeline", "Hale's son, Jesse" (a child, a spouse or a
// sibling given by a kinship word after a relative). The article's
// reader takes the family's surname for theirs, and so does a record of
// the victims; the tagger sees a given name alone, which names no one
// across articles. familyNames finds such names; AnalyzeDoc gives the
// entity of each its full name, the given name staying an alias.

// familyName is a given name at span Span whose person bears surname
// ("" when the text does not say it: "their relative, Carlita").
type familyName struct {
	Span    storyline.Span
	Given   string
	Surname string
}

// maxFamilyReach bounds, in bytes, how far before a name the given names
// of a coordination and the relative of a kinship word are looked for.
const maxFamilyReach = 160

var (
	// sharedSurnameRE matches, at the end of the text before a full
	// name, the given names coordinated with its given name: "Clarence
	// and ", "Nicole, Kailey, Jaeci, Connor and ", "Keshell L. and ".
	sharedSurnameRE = regexp.MustCompile(`((?:\p{Lu}[\p{Ll}'’]+(?: \p{Lu}\.)?, )*\p{Lu}[\p{Ll}'’]+(?: \p{Lu}\.)?),? (?:and|&) $`)
	// kinGivenRE matches a kinship word and the given name after it, an
	// age between them or before the name ("his 14-year-old brother
	// Jacob", "her son, Colton", "their two children, 6-year-old Tylee
	// and 2-year-old Blake", "their three daughters -- Ava, Mia and
	// Zoe", two ages for two relatives: "his 15- and 12-year-old
	// daughters, Ava and Mia", an age after each name: "their two
	// children, Charlie, 9, and Coleton, 6", a copula: "the boys were
	// Misael, Cain and Israel Jr."); the words before the kinship word
	// say whose relative it is (kinOwner, earlierKinOwner).
	kinGivenRE = regexp.MustCompile(`\b(?:(?:\d+-? (?:and|or|to) )?(?:[\w.]+[ -])?(?:year|month|week)s?[ -]old )?(\p{Ll}+)(?:,| --| —| –|:| were| are)? ((?:[\w.]+[ -](?:year|month|week)s?[ -]old )?\p{Lu}[\p{Ll}'’]+(?:, \d{1,2}(?:[,;.]|$))?(?:(?:,? and|,) (?:[\w.]+[ -](?:year|month|week)s?[ -]old )?\p{Lu}[\p{Ll}'’]+(?:, \d{1,2}(?:[,;.]|$))?)*)`)
	givenRE    = regexp.MustCompile(`^\p{Lu}[\p{Ll}'’]+$`)
	// familyGroupRE matches a family named by its surname and the given
	// names of its members listed after it: "the Okafor family, including
	// 5-year-old Zuri", "the Dobbs family -- Ann, Lee and Ray".
	familyGroupRE = regexp.MustCompile(`\b[Tt]he (\p{Lu}[\p{Ll}'’-]+) family(?:,| --| —| –|:)? (?:including |among them )?((?:[\w.]+[ -](?:year|month|week)s?[ -]old )?\p{Lu}[\p{Ll}'’]+(?:(?:,? and|,) (?:[\w.]+[ -](?:year|month|week)s?[ -]old )?\p{Lu}[\p{Ll}'’]+)*)`)
	// ownerRE matches, at the end of the text before a kinship word, who
	// the relative belongs to: a possessive pronoun, or a name's
	// possessive ("Hale's", "Hendrix’").
	ownerRE = regexp.MustCompile(`(?:\b([Hh]is|[Hh]er|[Tt]heir)|(\p{Lu}[\p{L}'’-]+)(?:'s|’s|'|’)) (?:(?:two|three|four|five|\d+) )?$`)
)

// familyNames returns the given names of ms's text that bear a relative's
// surname (see above). d is the article; ms its mentions, in text order.
func familyNames(d *text.Doc, ms []storyline.Mention, isPlaceName func(string) bool) []familyName {
	txt := d.Text
	// A word that ends a person's full name somewhere is a surname; one
	// that starts one is a given name. A word a person is named by alone
	// more than once may be either, and a surname alone coordinated with
	// a full name is common in any news ("Obama and Hillary Clinton").
	// (The tagger keeps a comma in some one-word mentions: "Jesse,".)
	surnames, givens, alone := map[string]bool{}, map[string]bool{}, map[string]int{}
	for _, m := range ms {
		if m.Type != storyline.PER || m.Credit {
			continue
		}
		if ws := strings.Fields(m.Text); len(ws) > 1 {
			surnames[strings.TrimRight(ws[len(ws)-1], ",.")] = true // "Michael Augustine Bournes, saying"
			givens[ws[0]] = true
		} else {
			alone[strings.TrimRight(m.Text, ",.")]++
		}
	}
	mentionAt := func(start int) int {
		i := sort.Search(len(ms), func(i int) bool { return ms[i].Span.End > start })
		if i < len(ms) && ms[i].Span.Start <= start {
			return i
		}
		return -1
	}
	// given reports whether w, a word at offset at, can be a given name:
	// no country, nationality, title or listed name, no surname of the
	// article unless also a given name there; when the tagger read it, a
	// person or a name of one word; no place of the gazetteer unless a
	// kinship word names it (kin: "her son, Colton").
	given := func(w string, at int, kin bool) bool {
		lw := lowerWord(w)
		if titles[lw] || countries[lw] || isDemonym(lw) || orgs[lw] || personNouns[lw] || kinWords[lw] ||
			timeWords[lw] || headlineMinorWords[lw] || surnames[w] && !givens[w] {
			return false
		}
		if i := mentionAt(at); i >= 0 {
			m := ms[i]
			if m.Span.Start != at {
				return false
			}
			if m.Type == storyline.PER {
				return true
			}
			if strings.TrimRight(m.Text, ",.") != w {
				return false // a word of a longer name
			}
		}
		return kin || !isPlaceName(fold(w)) || givens[w]
	}
	var out []familyName
	add := func(start int, w, surname string, kin bool) {
		if w != surname && given(w, start, kin) {
			out = append(out, familyName{Span: storyline.Span{Start: start, End: start + len(w)}, Given: w, Surname: surname})
		}
	}
	for _, m := range ms {
		if m.Type != storyline.PER || m.Credit {
			continue
		}
		// Given names coordinated with the full name's own (of two words,
		// or three with a middle initial).
		from := max(0, m.Span.Start-maxFamilyReach)
		before := txt[from:m.Span.Start]
		if !strings.HasSuffix(before, " and ") && !strings.HasSuffix(before, " & ") {
			continue // no coordination: the pattern, anchored at the end, would scan the whole stretch
		}
		ws := strings.Fields(m.Text)
		if len(ws) == 3 && isInitial(ws[1]) {
			ws = []string{ws[0], ws[2]} // a middle initial: "Keyonna S. Brown"
		}
		if len(ws) != 2 || !isCap(ws[1]) || generationalSuffixes[strings.TrimRight(ws[1], ",")] {
			// "Tadeo, Bruno and Ramon Jr.": a suffix is no surname
			continue
		}
		surname := ws[1]
		if loc := sharedSurnameRE.FindStringSubmatchIndex(before); loc != nil {
			a, b := from+loc[2], from+loc[3]
			if w := wordBefore(txt, a); w == "" || !isCap(w) && !titles[lowerWord(w)] || endsSentence(w) {
				for _, p := range listParts(txt, a, b) {
					if w := txt[p.Start:p.End]; givens[w] || alone[w] <= 1 {
						add(p.Start, w, surname, false)
					}
				}
			}
		}
	}
	// Relatives given by a kinship word.
	kinWs, familyWs := kinWindows(d)
	for _, loc := range text.FindAllIn(kinGivenRE, txt, kinWs) {
		kin := txt[loc[2]:loc[3]]
		if !kinWords[kin] && !relativeWords[kin] {
			continue
		}
		if loc[5] < len(txt) && txt[loc[5]] == ' ' && isCap(txt[loc[5]+1:]) && !suffixNext(txt[loc[5]:]) {
			continue // a full name: "his son, Jesse Hale"
		}
		surname := "" // a relative named by a given name alone is a person still
		if kinWords[kin] {
			surname = kinOwner(txt, loc[0], d, ms, surnames)
		}
		if strings.HasPrefix(txt[loc[3]:], " were ") || strings.HasPrefix(txt[loc[3]:], " are ") {
			// after a copula only names that close the clause are the
			// relatives' ("the boys were Misael, Cain and Israel Jr.,
			// respectively"), not what they are ("the boys were Dallas
			// natives")
			if !closesClause(txt[loc[5]:]) {
				continue
			}
			if surname == "" && kinWords[kin] && strings.EqualFold(wordBefore(txt, loc[2]), "the") {
				surname = earlierKinOwner(txt, loc[2], d, ms, surnames)
			}
		}
		for _, p := range listParts(txt, loc[4], loc[5]) {
			add(p.Start, txt[p.Start:p.End], surname, true)
		}
	}
	// Members of a family named by its surname ("the Okafor family,
	// including 5-year-old Zuri"): the surname is no place, country or
	// nationality ("the Texas family" is where a family lives).
	for _, loc := range text.FindAllIn(familyGroupRE, txt, familyWs) {
		surname := txt[loc[2]:loc[3]]
		if lw := lowerWord(surname); countries[lw] || isDemonym(lw) || isPlaceName(fold(surname)) {
			continue
		}
		if loc[5] < len(txt) && txt[loc[5]] == ' ' && isCap(txt[loc[5]+1:]) {
			continue // a full name: "the Dobbs family, including Ann Marie"
		}
		for _, p := range listParts(txt, loc[4], loc[5]) {
			add(p.Start, txt[p.Start:p.End], surname, true)
		}
	}
	return out
}

// kinBefore and kinAfter bound, in bytes, a match of kinGivenRE around
// its kinship word: an age before it ("his 14-year-old brother"), a few
// names after it.
const kinBefore, kinAfter = 40, 300

// kinWindows are the stretches of d that can hold a match of kinGivenRE,
// around each kinship or relative word, and of familyGroupRE, around each
// "family". The patterns open with a letter class, so on the whole text
// they are tried at every byte; most articles have no such word at all.
func kinWindows(d *text.Doc) (kin, family []text.Window) {
	for _, t := range d.Tokens {
		var ws *[]text.Window
		switch {
		case kinWords[t.Lower] || relativeWords[t.Lower]:
			ws = &kin
		case t.Lower == "family":
			ws = &family
		default:
			continue
		}
		// a window starts at the text's start or after white space, and
		// ends after white space or at the text's end, so that \b reads
		// at its edges as in the whole text
		start := strings.LastIndexAny(d.Text[:max(0, t.Start-kinBefore)], " \t\n") + 1
		end := min(len(d.Text), t.End+kinAfter)
		if i := strings.IndexAny(d.Text[end:], " \t\n"); i >= 0 {
			end += i + 1
		} else {
			end = len(d.Text)
		}
		*ws = text.AddWindow(*ws, text.Window{Start: start, End: end})
	}
	return kin, family
}

// listSepRE separates the items of a list of names.
var listSepRE = regexp.MustCompile(`(?:,? and|,) `)

// listParts returns the given names of the list of names txt[a:b], one
// an item: each item's capitalized word, after any age ("6-year-old
// Tylee") and before any initial ("Keshell L.").
func listParts(txt string, a, b int) []storyline.Span {
	var out []storyline.Span
	at := a
	seps := listSepRE.FindAllStringIndex(txt[a:b], -1)
	seps = append(seps, []int{b - a, b - a})
	for _, sep := range seps {
		item := txt[at : a+sep[0]]
		for _, w := range strings.Fields(item) {
			i := strings.Index(item, w)
			w = trimPossessive(w) // "her daughter Imani's graduation"
			if givenRE.MatchString(w) {
				out = append(out, storyline.Span{Start: at + i, End: at + i + len(w)})
				break
			}
		}
		at = a + sep[1]
	}
	return out
}

// placePrepositions before a name ending in a facility's word ("of Elm
// Lane", "on Grant Street") make it a place where someone lives or was.
var placePrepositions = map[string]bool{"of": true, "on": true, "at": true, "in": true, "near": true}

// trimPossessive returns w without a possessive ending: "Imani's" →
// "Imani".
func trimPossessive(w string) string {
	for _, suf := range []string{"'s", "’s", "'", "’"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+1 {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

// kinOwner returns the surname of whose relative the kinship word at
// offset k is: a name's possessive right before it ("Hale's son"; not two
// people's, "Gehl and Randolph's son"), or, after "his", "her" or
// "their", the person named nearest before it in the sentence, by a full
// name or by a surname the article gives a full name ("Ryan Hale shot his
// daughter", "Hale and his son"). "" when none.
func kinOwner(txt string, k int, d *text.Doc, ms []storyline.Mention, surnames map[string]bool) string {
	from := max(0, k-maxFamilyReach)
	if s := sentenceStart(d, k); s > from {
		from = s
	}
	loc := ownerRE.FindStringSubmatchIndex(txt[from:k])
	if loc == nil {
		return ""
	}
	surnameOf := func(m storyline.Mention) string {
		if m.Type != storyline.PER || m.Credit {
			return ""
		}
		ws := strings.Fields(m.Text)
		w := ws[len(ws)-1]
		if lw := lowerWord(w); (facilityWords[lw] || institutionWords[lw]) && placePrepositions[wordBefore(txt, m.Span.Start)] {
			return "" // a street the tagger read as a person: "of Larkspur Lane"
		}
		if len(ws) > 1 || surnames[w] {
			return strings.TrimRight(w, "'’")
		}
		return ""
	}
	if loc[4] >= 0 { // a name's possessive
		a := from + loc[4]
		if w := wordBefore(txt, a); w == "and" || w == "&" {
			return ""
		}
		for _, m := range ms {
			if m.Span.Start <= a && a < m.Span.End {
				if s := surnameOf(m); s != "" || strings.Contains(m.Text, " ") {
					return s
				}
				break
			}
		}
		w := txt[a : from+loc[5]]
		if surnames[w] {
			return w // a surname of the article the tagger missed here
		}
		return givenNameOwner(ms, w, a)
	}
	// "their" is of two people or more: a couple named before it
	// ("Omar and Lena Whitcomb of Birchwood Lane said their son") owns it
	// rather than the nearest name.
	plural := strings.EqualFold(txt[from+loc[2]:from+loc[3]], "their")
	owner, coupled := "", false
	for _, m := range ms {
		if m.Span.Start < from {
			continue
		}
		if m.Span.End > from+loc[0] {
			break
		}
		s := surnameOf(m)
		if s == "" {
			continue
		}
		if plural && herOwnName(txt, m.Span.Start) {
			if owner != "" {
				continue
			}
			if man := lastSurname(ms, sentenceStart(d, m.Span.Start), m.Span.Start, surnames); man != "" {
				owner = man // "Bournes, who was 59, had shot his wife Arie Lee, … their two boys"
				continue
			}
		}
		c := plural && coordinatedBefore(txt, m.Span.Start)
		if !coupled || c {
			owner, coupled = s, c
		}
	}
	if owner == "" && strings.TrimSpace(txt[from:from+loc[0]]) == "" {
		// "Renata Voss waited. Her son, Malik, …"
		if end := len(strings.TrimRight(txt[:from], " \t\n")); end > 0 {
			owner = onlySurname(d, ms, end-1, surnameOf)
		}
	}
	return owner
}

// closesClause reports whether rest, the text after a list of given
// names, closes their clause: it ends the text or opens with a comma, a
// period or a semicolon, after a generational suffix maybe ("… and Israel
// Jr., respectively").
func closesClause(rest string) bool {
	if suffixNext(rest) {
		w, _, _ := strings.Cut(rest[1:], " ")
		suffix := strings.TrimRight(w, ",;")
		if strings.HasSuffix(suffix, ".") {
			return true // "… and Israel Jr." closing the sentence, or its clause
		}
		rest = rest[1+len(suffix):]
	}
	return rest == "" || strings.ContainsRune(",.;", rune(rest[0]))
}

// suffixNext reports whether the word after the space rest opens with is
// a generational suffix: "Jr." of "… and Israel Jr., respectively".
func suffixNext(rest string) bool {
	w, _, _ := strings.Cut(strings.TrimPrefix(rest, " "), " ")
	return strings.HasPrefix(rest, " ") && generationalSuffixes[strings.TrimRight(w, ",;")]
}

// earlierKinReach bounds, in bytes, how far back "the boys" of "the boys
// were Misael, Cain and Israel Jr." looks for the relatives it takes up.
const earlierKinReach = 600

// earlierKinOwner returns the surname of whose relatives "the" and the
// kinship word at offset k take up: the owner of the nearest kinship word
// before it that kinOwner resolves ("identified the victims as Israel
// Alvarez; his wife, …; and their three sons, ages 10, 8 and 4. A family
// friend said the boys were Misael, Cain and Israel Jr."). "" when none.
func earlierKinOwner(txt string, k int, d *text.Doc, ms []storyline.Mention, surnames map[string]bool) string {
	from := max(0, k-earlierKinReach)
	locs := lowerWordRE.FindAllStringIndex(txt[from:k], -1)
	for i := len(locs) - 1; i >= 0; i-- {
		a, b := from+locs[i][0], from+locs[i][1]
		if !kinWords[txt[a:b]] {
			continue
		}
		if s := kinOwner(txt, a, d, ms, surnames); s != "" {
			return s
		}
	}
	return ""
}

// lowerWordRE matches a word in lower case.
var lowerWordRE = regexp.MustCompile(`\b\p{Ll}+\b`)

// givenNameOwner returns the surname of the one person named in full
// before offset at whose given name is w ("LaTonia Wiggins describes her
// son …  LaTonia's son, Deonte"), "" when none or more than one.
func givenNameOwner(ms []storyline.Mention, w string, at int) string {
	owner := ""
	for _, m := range ms {
		if m.Span.Start >= at {
			break
		}
		ws := strings.Fields(m.Text)
		if m.Type != storyline.PER || m.Credit || len(ws) < 2 || ws[0] != w {
			continue
		}
		s := strings.TrimRight(ws[len(ws)-1], ",.'’")
		if generationalSuffixes[s] {
			s = strings.TrimRight(ws[len(ws)-2], ",.")
		}
		if owner != "" && owner != s {
			return ""
		}
		owner = s
	}
	return owner
}

// lastSurname is the last surname of the article's people named between
// offsets from and to, "" when none: the last word of a name, or a word
// alone the article names a person by, of whatever type the tagger read
// it ("that Bournes, who was 59", read as an organization there).
func lastSurname(ms []storyline.Mention, from, to int, surnames map[string]bool) string {
	out := ""
	for _, m := range ms {
		if m.Span.Start < from || m.Span.End > to || m.Credit {
			continue
		}
		ws := strings.Fields(m.Text)
		w := strings.TrimRight(ws[len(ws)-1], ",.'’")
		if m.Type == storyline.PER && len(ws) > 1 || surnames[w] && len(ws) == 1 {
			out = w
		}
	}
	return out
}

// herOwnName reports a woman named in full right after the word for a
// man's partner ("his wife Arie Lee", "his wife, 37-year-old Arie Lee"):
// the surname she is named by is her own, and the children "their" names
// after her most often bear the man's, when the sentence names him.
func herOwnName(txt string, i int) bool {
	w := wordBefore(txt, i)
	if strings.HasSuffix(w, "-old") {
		w = wordBefore(txt, i-len(w)-1)
	}
	return partnerWords[strings.TrimRight(w, ",")]
}

// coordinatedBefore reports whether the name at offset i of txt follows
// "and" or "&", or a given name and one of them ("Omar and Lena Whitcomb").
func coordinatedBefore(txt string, i int) bool {
	before := txt[max(0, i-maxFamilyReach):i]
	return strings.HasSuffix(before, " and ") || strings.HasSuffix(before, " & ")
}

// onlySurname returns the surname of the persons named in the sentence
// holding offset k when they all bear one, else "": a sentence that opens
// with "His" or "Her" speaks of the person the sentence before named.
func onlySurname(d *text.Doc, ms []storyline.Mention, k int, surnameOf func(storyline.Mention) string) string {
	from := sentenceStart(d, k)
	owner := ""
	for _, m := range ms {
		if m.Span.Start < from {
			continue
		}
		if m.Span.Start > k {
			break
		}
		if s := surnameOf(m); s != "" {
			if owner != "" && owner != s {
				return ""
			}
			owner = s
		}
	}
	return owner
}

// sentenceStart returns the offset where the sentence holding offset k
// starts.
func sentenceStart(d *text.Doc, k int) int {
	i := sort.Search(len(d.Sentences), func(i int) bool { return d.Sentences[i].End > k })
	if i < len(d.Sentences) {
		return d.Sentences[i].Start
	}
	return 0
}

// withFamilyNames gives the person entity of each given name in fs, when
// the entity is named by that given name alone, the family's surname:
// its canonical name becomes the full name, the given name an alias. A
// given name the tagger read as another type, or missed, is a person's
// (a kinship word or a family's surname says so): its mention is added
// or retyped first, by withFamilyMentions. A given name that Resolve
// joined to another person of the same given name and another surname
// ("her baby Joseph" of Bianca Fletcher, and "Joseph L. Nelson") is a
// person of its own. It returns the entities, still in order of first
// mention, and sets the mentions' Entity.
func withFamilyNames(ms []storyline.Mention, es []storyline.Entity, fs []familyName) []storyline.Entity {
	detached := false
	for _, f := range fs {
		i := slices.IndexFunc(ms, func(m storyline.Mention) bool { return m.Span.Start == f.Span.Start })
		if i < 0 || ms[i].Entity < 0 || ms[i].Entity >= len(es) || f.Surname == "" {
			continue
		}
		e := &es[ms[i].Entity]
		if e.Type != storyline.PER {
			continue
		}
		full := f.Given + " " + f.Surname
		ws := strings.Fields(e.Canonical)
		switch {
		case len(ws) == 1 && fold(strings.TrimRight(e.Canonical, ",.")) == fold(f.Given):
			if !slices.Contains(e.Aliases, e.Canonical) {
				e.Aliases = append(e.Aliases, e.Canonical)
			}
			e.Canonical = full
		case len(ws) > 1 && fold(ws[0]) == fold(f.Given) && !slices.ContainsFunc(ws[1:], func(w string) bool { return !isInitial(w) }):
			// The given name and its middle initials: "Keshell L." of
			// "Keshell L. and Keyonna S. Brown".
			if !slices.Contains(e.Aliases, e.Canonical) {
				e.Aliases = append(e.Aliases, e.Canonical)
			}
			e.Canonical = e.Canonical + " " + f.Surname
		case len(ws) > 1 && fold(ws[len(ws)-1]) != fold(f.Surname) && e.Mentions > 1:
			e.Mentions--
			ms[i].Entity = len(es)
			es = append(es, storyline.Entity{Type: storyline.PER, Canonical: full, Aliases: []string{ms[i].Text}, Mentions: 1, Role: ms[i].Role})
			detached = true
		}
	}
	if !detached {
		return es
	}
	// Back in order of first mention.
	first := make([]int, len(es))
	for k := range first {
		first[k] = -1
	}
	for _, m := range ms {
		if m.Entity >= 0 && m.Entity < len(es) && first[m.Entity] < 0 {
			first[m.Entity] = m.Span.Start
		}
	}
	order := make([]int, len(es))
	for k := range order {
		order[k] = k
	}
	sort.SliceStable(order, func(a, b int) bool { return first[order[a]] < first[order[b]] })
	index := make([]int, len(es))
	out := make([]storyline.Entity, len(es))
	for k, old := range order {
		index[old] = k
		out[k] = es[old]
	}
	for i := range ms {
		if ms[i].Entity >= 0 && ms[i].Entity < len(es) {
			ms[i].Entity = index[ms[i].Entity]
		}
	}
	return out
}

// withFamilyMentions makes each given name of fs a person's mention:
// retyped when the tagger read it as a name of another type, added when it
// missed it. ms stays in text order.
func withFamilyMentions(ms []storyline.Mention, fs []familyName, txt string) []storyline.Mention {
	added := false
	for _, f := range fs {
		i := slices.IndexFunc(ms, func(m storyline.Mention) bool { return m.Span.Start == f.Span.Start })
		if i >= 0 {
			ms[i].Type = storyline.PER
			continue
		}
		if slices.ContainsFunc(ms, func(m storyline.Mention) bool { return m.Span.Start < f.Span.End && f.Span.Start < m.Span.End }) {
			continue
		}
		ms = append(ms, storyline.Mention{Span: f.Span, Text: txt[f.Span.Start:f.Span.End], Type: storyline.PER})
		added = true
	}
	if added {
		slices.SortStableFunc(ms, func(x, y storyline.Mention) int { return x.Span.Start - y.Span.Start })
	}
	return ms
}

// endsSentence reports whether w, the word before a list of given names,
// ends the sentence before it ("on Saturday. Adrian, Kelsey and Maren
// Lockhart"): a capitalized word there is no part of the list's first name.
// An initial and an abbreviation ("J.", "Sgt.") end no sentence.
func endsSentence(w string) bool {
	if strings.HasSuffix(w, "?") || strings.HasSuffix(w, "!") {
		return true
	}
	return strings.HasSuffix(w, ".") && !keepsPeriod(w)
}
