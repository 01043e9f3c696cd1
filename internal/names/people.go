package names

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Crime and accident news names its people with an age: before the name
// ("the fatal shooting of 20-year-old Tyrell Hall", "Twenty-two-year-old
// Ana Maria Ruiz") or after it between commas ("Brandy Nolan, 34, and Jo
// Park, 52, were hurt", "Dale Cobb (41)"). The tagger, trained on
// newswire of another kind, reads many such names with an uncommon first
// name as an organization or a building ("Tyrell Hall"), or takes the age
// word into the name. An age given with a name of two words or more is a
// person's, whatever the tagger made of it: agedNameRule.
//
// The same person's surname alone is usually a person elsewhere in the
// article ("Hall was a student"), which the tagger gets right more often
// than the full name: surnameRule (document level) makes a full name
// ending in such a surname a person too.

// maxAgedNameWords bounds the words of a name given an age.
const maxAgedNameWords = 4

// agedNameRule makes a run of two to maxAgedNameWords capitalized words
// right after an age ("20-year-old", "22 year old") or right before one
// between commas or in parentheses a person, replacing the mentions it
// overlaps; a run holding a title, a nationality or an institution's word
// is a role or a place, not a name ("a 30-year-old Army Sgt.", "Lincoln
// County, 12,").
func agedNameRule(ms []tm, toks []Token, infos []tokInfo) []tm {
	for k := range toks {
		plural, ok := ageEnds(toks, k)
		if !ok {
			continue
		}
		for a := k + 1; a < len(toks); {
			b := a
			for b < len(toks) && b-a < maxAgedNameWords && isCap(toks[b].Text) && toks[b].Start > toks[b-1].End {
				b++
			}
			ms = agedName(ms, toks, infos, a, b, false)
			// After a plural age ("18-year-olds Keyona Mack, Dia Hooks
			// and Tre Bentley"), each name of the list is given it.
			if !plural || b == a || b+1 >= len(toks) || toks[b].Text != "," && lowerWord(toks[b].Text) != "and" {
				break
			}
			a = b + 1
			if toks[b].Text == "," && lowerWord(toks[a].Text) == "and" {
				a++
			}
		}
	}
	for c := 1; c+1 < len(toks); c++ {
		both, ok := ageAfter(toks, c)
		if !ok {
			continue
		}
		b := c // the name ends before the comma or parenthesis
		a := nameStartBefore(ms, toks, b)
		if c+2 == len(toks) && a > 0 {
			continue // a number ending a sentence is an age on a list's line only: "Kristy Mae Sanchez, 22"
		}
		ms = agedName(ms, toks, infos, a, b, true)
		// "Ada Lund and Parish Jordan, both 22": the name before "and" too.
		if both && a > 2 && lowerWord(toks[a-1].Text) == "and" {
			ms = agedName(ms, toks, infos, nameStartBefore(ms, toks, a-1), a-1, true)
		}
	}
	return ms
}

// agedListLine reports whether a sentence is a list's line of a name and
// an age, "Kristy Mae Sanchez, 22": its capitals make it read as a
// headline, but a headline is not a name and a number alone.
func agedListLine(toks []Token) bool {
	n := len(toks)
	if n < 4 || n > maxAgedNameWords+2 || toks[n-2].Text != "," || !isAgeNumber(toks[n-1].Text) {
		return false
	}
	for _, t := range toks[:n-2] {
		if !isCap(t.Text) {
			return false
		}
	}
	return true
}

// nameStartBefore returns where the name that ends before token b starts:
// the mention ending there, or the capitalized words before b; a title
// before the name is left out ("Officer Dale Cobb, 41,").
func nameStartBefore(ms []tm, toks []Token, b int) int {
	a := b
	if i := covered(ms, b-1); i >= 0 && ms[i].b == b {
		a = ms[i].a
		if a == b-1 && a > 0 && isCap(toks[a-1].Text) && (isDemonym(lowerWord(toks[a-1].Text)) || givenMonths[lowerWord(toks[a-1].Text)]) {
			a-- // a given name read as a nationality or a month: "German" + "Ocampo", "April" + "Dunning"
		}
	} else {
		for a > 0 && b-a < maxAgedNameWords && isCap(toks[a-1].Text) && !headlineMinorWords[lowerWord(toks[a-1].Text)] {
			a--
		}
	}
	for a < b && (titles[lowerWord(toks[a].Text)] || roleModifiers[lowerWord(toks[a].Text)]) {
		a++
	}
	return a
}

// agedName makes tokens [a, b) a person when they look like a name. A
// name given its age after it may end in a word that heads organizations
// or places elsewhere ("Brandy Council, 34,", "Jerome Park, 12,"): an
// organization is not given an age, and the words before it are checked.
func agedName(ms []tm, toks []Token, infos []tokInfo, a, b int, ageAfter bool) []tm {
	if b-a < 2 || b-a > maxAgedNameWords || isPlace(infos, a, b) || b < len(toks) && personNouns[toks[b].Text] {
		return ms
	}
	for k := a; k < b; k++ {
		w := toks[k].Text
		lw := lowerWord(strings.TrimSuffix(w, "."))
		// A nationality is a given name where it starts a name given an
		// age after it ("German Ocampo, 40,"; "a German soldier, 25," has
		// a noun for a person).
		givenNationality := k == a && ageAfter && isDemonym(lw)
		givenMonth := k == a && ageAfter && givenMonths[lw] // "April Dunning, 18,"
		if !isCap(w) || titles[lw] || titles[lowerWord(w)] || isDemonym(lw) && !givenNationality || timeWords[lw] && !givenMonth ||
			headlineMinorWords[lw] || personNouns[lw] || strings.ContainsAny(w, "0123456789/@") ||
			abbreviated(w) {
			return ms
		}
		if (k < b-1 || !ageAfter) && (orgHeadWords[lw] || facilityWords[lw] || institutionWords[lowerWord(w)]) && !givenHeadWord(toks, a, b, k, ageAfter) {
			return ms
		}
	}
	if i := covered(ms, a); i >= 0 && ms[i].a == a && ms[i].b == b && ms[i].typ == storyline.PER {
		return ms
	}
	return replaceRange(ms, tm{a: a, b: b, typ: storyline.PER, ra: -1, rb: -1})
}

// givenHeadWord reports whether token k, a word that heads organizations
// and places ("Parish", "Temple", "Chapel"), is the given name that
// starts a name of tokens [a, b) given an age after it: "Parish Jordan
// and Ada Lund, both 22". An institution's word comes last in its name
// ("Jefferson Parish") or before "of" ("Parish of Orleans"); a run that
// also ends in such a word is a place's ("Church Street, 12").
func givenHeadWord(toks []Token, a, b, k int, ageAfter bool) bool {
	if !ageAfter || k != a || b-a < 2 {
		return false
	}
	last := lowerWord(toks[b-1].Text)
	return lowerWord(toks[a+1].Text) != "of" && !orgHeadWords[last] && !facilityWords[last] && !institutionWords[last]
}

// ageEnds reports whether token k ends an age given before a name:
// "20-year-old", "Twenty-three-year-old", "old" after "22 year" or
// "21-year" (a hyphen left out); plural when it is an age of several
// ("18-year-olds", "17-year olds").
func ageEnds(toks []Token, k int) (plural, ok bool) {
	if w := toks[k].Text; !hasASCIISuffixFold(w, "old") && !hasASCIISuffixFold(w, "olds") {
		return false, false // most words: no need to lower-case them
	}
	lw := lowerWord(toks[k].Text)
	if lw == "old" || lw == "olds" {
		if k == 0 {
			return false, false
		}
		unit := lowerWord(toks[k-1].Text)
		if i := strings.LastIndexByte(unit, '-'); i >= 0 {
			unit = unit[i+1:]
		}
		return lw == "olds", ageUnits[unit]
	}
	unit, ok := strings.CutSuffix(lw, "-old")
	if !ok {
		if unit, ok = strings.CutSuffix(lw, "-olds"); !ok {
			return false, false
		}
		plural = true
	}
	if i := strings.LastIndexByte(unit, '-'); i >= 0 {
		unit = unit[i+1:]
	}
	return plural, ageUnits[unit]
}

// ageAfter reports whether tokens from c give an age after a name: ", 34,"
// (or ";", "and", a sentence's end after the number, or nothing: a list's
// line), "(34)", an age of two ("Ada Lund and Parish Jordan, both 22":
// both), or an apposition ("German Ocampo, a 40-year-old cook"),
// also after a nickname (", aka Big Tee, 31").
func ageAfter(toks []Token, c int) (both, ok bool) {
	switch toks[c].Text {
	case ",":
		next := lowerWord(toks[c+1].Text)
		if next == "aka" || next == "a.k.a." || next == "a.k.a" {
			// a nickname between the name and its age: "Travis
			// Kemble, aka Big Tee, 31"
			for j := c + 2; j < len(toks)-1 && j <= c+5; j++ {
				if toks[j].Text == "," {
					return ageAfter(toks, j)
				}
			}
			return false, false
		}
		if next == "both" && c+2 < len(toks) && isAgeNumber(toks[c+2].Text) {
			return true, true
		}
		if (next == "a" || next == "an") && c+2 < len(toks) {
			plural, ok := ageEnds(toks, c+2)
			return false, ok && !plural
		}
		if !isAgeNumber(toks[c+1].Text) {
			return false, false
		}
		if c+2 == len(toks) {
			return false, true
		}
		switch lowerWord(toks[c+2].Text) {
		case ",", ";", "and", ".", ")":
			return false, true
		}
	case "(":
		return false, c+2 < len(toks) && isAgeNumber(toks[c+1].Text) && toks[c+2].Text == ")"
	}
	return false, false
}

// isAgeNumber reports whether s is a number of one or two digits.
func isAgeNumber(s string) bool {
	if len(s) == 0 || len(s) > 2 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// surnameRule makes a name of two to maxAgedNameWords capitalized words
// that the tagger read as an organization, a place or other name a person
// when its last word is, elsewhere in the article, a person's name alone
// ("the shooting of Tyrell Hall" read as a building, and "Hall was 20"):
// the surname tells whose name it is. A name the gazetteer holds as a
// place, or one with an institution's, a facility's or a title's word, a
// nationality or a country ("Fort Jackson", "Jackson County", "German
// Booker", "Jordan Valley") is left as it is: a country's name is also a
// first name, and read wrongly as one it joins stories of unrelated people.
func surnameRule(txt string, ms []storyline.Mention, isPlaceName func(string) bool) []storyline.Mention {
	surnames := map[string]bool{} // a person's surname: alone, or ending a full name
	alone := map[string]bool{}    // a person named by one word
	for _, m := range ms {
		if m.Type != storyline.PER || m.Credit || !isCap(m.Text) || capitalizedBeside(txt, m.Span) {
			continue
		}
		n, last := fieldsEnd(m.Text)
		if n == 1 && !strings.Contains(m.Text, ".") {
			surnames[m.Text] = true
			alone[m.Text] = true
		} else if n > 1 && n <= maxAgedNameWords {
			surnames[last] = true
		}
	}
	familySurnames(txt, alone)
	if len(alone) > 0 {
		ms = surnameRunOn(txt, ms, alone)
	}
	if len(surnames) == 0 {
		return ms
	}
	for i := range ms {
		m := &ms[i]
		if m.Type != storyline.ORG && m.Type != storyline.LOC && m.Type != storyline.MISC || m.Credit {
			continue
		}
		if n, last := fieldsEnd(m.Text); n < 2 || n > maxAgedNameWords || !surnames[last] ||
			isPlaceName(text.Fold(m.Text)) ||
			lowerWord(wordBefore(txt, m.Span.Start)) == "the" {
			continue
		}
		person := true
		for w := range strings.FieldsSeq(m.Text) {
			lw := lowerWord(strings.TrimSuffix(w, "."))
			if !isCap(w) || strings.Contains(w, ".") && len(w) > 2 || titles[lw] || isDemonym(lw) || timeWords[lw] ||
				headlineMinorWords[lw] || orgHeadWords[lw] || facilityWords[lw] || institutionWords[lw] || countries[lw] {
				person = false
				break
			}
		}
		if person {
			m.Type = storyline.PER
		}
	}
	return ms
}

// surnameRunOn makes a person's name of two or three words take the
// capitalized word right after it that no mention holds when the article
// names a person by that word alone ("Daniel Livingston" + "Green", and
// "Green, 22, was arraigned"): the tagger cut the surname, a common word
// too, off the name.
func surnameRunOn(txt string, ms []storyline.Mention, alone map[string]bool) []storyline.Mention {
	for i := range ms {
		m := &ms[i]
		if m.Type != storyline.PER || m.Credit || m.Span.End+2 > len(txt) || txt[m.Span.End] != ' ' {
			continue
		}
		if n, _ := fieldsEnd(m.Text); n < 2 || n > 3 {
			continue
		}
		start := m.Span.End + 1
		end := start
		for end < len(txt) && (isLetter(txt[end]) || txt[end] == '\'' || txt[end] == '-') {
			end++
		}
		w := txt[start:end]
		if !alone[w] || i+1 < len(ms) && ms[i+1].Span.Start < end {
			continue
		}
		m.Span.End = end
		m.Text = txt[m.Span.Start:end]
	}
	return ms
}

// familySurnames adds to into the words txt writes as a family's name,
// "the Long family": a surname even where it is a common word too, which
// the tagger cuts off a full name ("Arthur Wayne" + "Long").
func familySurnames(txt string, into map[string]bool) {
	for i := 0; ; {
		j := strings.Index(txt[i:], " family")
		if j < 0 {
			return
		}
		k := i + j + 1 // "family"
		i = k
		if end := k + len("family"); end < len(txt) && isLetter(txt[end]) {
			continue // "familyX", "familiar"
		}
		w := wordBefore(txt, k)
		if w == "" || !isCap(w) || !givenRE.MatchString(w) {
			continue
		}
		if the := lowerWord(wordBefore(txt, k-len(w)-1)); the == "the" {
			into[w] = true
		}
	}
}

// isLetter reports whether b is an ASCII letter.
func isLetter(b byte) bool { return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }

// wordBefore returns the word that ends right before offset i of txt, one
// space apart, or "".
func wordBefore(txt string, i int) string {
	if i < 2 || txt[i-1] != ' ' {
		return ""
	}
	j := i - 1
	for j > 0 && txt[j-1] != ' ' && txt[j-1] != '\n' {
		j--
	}
	return txt[j : i-1]
}

// capitalizedBeside reports whether the words one space before or after
// span sp of txt are capitalized: a word read as a person there is cut out
// of a longer name ("Lords" of "Traveling Vice Lords") and says nothing of
// a surname.
func capitalizedBeside(txt string, sp storyline.Span) bool {
	if w := wordBefore(txt, sp.Start); w != "" && isCap(w) {
		return true
	}
	return sp.End+1 < len(txt) && txt[sp.End] == ' ' && isCap(txt[sp.End+1:])
}

// abbreviated reports whether w is an abbreviation other than an initial
// or a generational suffix: "Ft. Riley", "Mt. Vernon" are places.
func abbreviated(w string) bool {
	if !strings.HasSuffix(w, ".") || len(w) <= 2 {
		return false
	}
	switch lowerWord(w) {
	case "jr.", "sr.":
		return false
	}
	return true
}

// nicknameRule makes a name with a quoted nickname between its first and
// last names one person (`Jefferson "Rex" Rivers`, "Dana “DJ” Kowalski"):
// the tagger, cut at the quotes, reads the first name alone as a place or
// leaves it out. One or two capitalized words on each side, the nickname of
// one or two words.
func nicknameRule(ms []tm, toks []Token) []tm {
	for k := 1; k+3 < len(toks); k++ {
		if open := toks[k].Text; open != `"` && open != "“" {
			continue
		}
		c := k + 2
		if !isCap(toks[k+1].Text) {
			continue
		}
		if t := toks[c].Text; t != `"` && t != "”" && c+1 < len(toks) && isCap(t) {
			c++
		}
		if t := toks[c].Text; t != `"` && t != "”" || c+1 >= len(toks) {
			continue
		}
		a := k
		for a > 0 && k-a < 2 && isCap(toks[a-1].Text) {
			a--
		}
		b := c + 1
		for b < len(toks) && b-c-1 < 2 && isCap(toks[b].Text) {
			b++
		}
		if a == k || b == c+1 || a > 0 && lowerWord(toks[a-1].Text) == "the" {
			continue
		}
		person := true
		for _, i := range []int{a, k - 1, c + 1, b - 1} {
			w := toks[i].Text
			lw := lowerWord(strings.TrimSuffix(w, "."))
			if titles[lw] || isDemonym(lw) || timeWords[lw] || headlineMinorWords[lw] || orgHeadWords[lw] ||
				facilityWords[lw] || institutionWords[lw] || personNouns[lw] || abbreviated(w) {
				person = false
			}
		}
		if person {
			ms = replaceRange(ms, tm{a: a, b: b, typ: storyline.PER, ra: -1, rb: -1})
			k = b
		}
	}
	return ms
}

// surnameParticles start the second part of a surname: "Sergio Valencia
// del Toro", "Pieter van der Berg", "Ana de la Cruz". The tagger, which
// saw few, often ends the name before the particle and reads the rest as
// an organization or a place.
var surnameParticles = map[string]bool{
	"de": true, "del": true, "van": true, "von": true, "da": true, "di": true, "du": true, "dos": true,
}

// particleSurnameRule makes a person's name of two words or more that a
// surname particle and a capitalized word follow one name with them
// ("Sergio Valencia" + "del Toro"); a place of the gazetteer or a country
// after the particle is where the person is from ("Juan Perez de Cucuta").
func particleSurnameRule(ms []tm, toks []Token, infos []tokInfo) []tm {
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		if m.typ != storyline.PER || m.b-m.a < 2 || m.b+1 >= len(toks) || !surnameParticles[toks[m.b].Text] {
			continue
		}
		c := m.b + 1
		if w := toks[c].Text; (w == "la" || w == "der" || w == "den") && c+1 < len(toks) {
			c++ // "de la Cruz", "van der Berg"
		}
		if !isCap(toks[c].Text) || countries[lowerWord(toks[c].Text)] || isPlace(infos, c, c+1) ||
			c+1 < len(toks) && isCap(toks[c+1].Text) {
			continue
		}
		ms = replaceRange(ms, tm{a: m.a, b: c + 1, typ: storyline.PER, ra: m.ra, rb: m.rb})
		i = -1 // replaceRange reorders ms
	}
	return ms
}

// isInitial reports whether w is a name's initial: "J.".
func isInitial(w string) bool {
	return len(w) == 2 && w[1] == '.' && 'A' <= w[0] && w[0] <= 'Z'
}

// generationalSuffixes end a person's name: "Tommie T. Forest III".
var generationalSuffixes = map[string]bool{"Jr.": true, "Sr.": true, "Jr": true, "Sr": true, "II": true, "III": true, "IV": true}

// initialNameRule reads a name written with a middle initial as a person's:
// a given name, an initial and a surname, a generational suffix after it
// ("Machole J. Stewart", "Tommie T. Forest III"), is how news writes people,
// not organizations or places, whose names with an initial name a person
// too ("John F. Kennedy Airport" holds a facility's word and is a place).
// The tagger, which saw few such names, cuts many after the initial
// ("Machole J." and no "Stewart") or reads them as another type.
func initialNameRule(ms []tm, toks []Token) []tm {
	for k := 1; k+1 < len(toks); k++ {
		if !isInitial(toks[k].Text) || !isCap(toks[k-1].Text) || !isCap(toks[k+1].Text) || isInitial(toks[k+1].Text) {
			continue
		}
		a, b := k-1, k+2
		if b < len(toks) && generationalSuffixes[toks[b].Text] {
			b++
		}
		if a > 0 && isCap(toks[a-1].Text) && !titles[lowerWord(toks[a-1].Text)] || b < len(toks) && isCap(toks[b].Text) {
			continue // a longer name: "George W. Bush Presidential Library"
		}
		person := true
		for _, i := range []int{a, k + 1} {
			w := toks[i].Text
			lw := lowerWord(strings.TrimSuffix(w, "."))
			if titles[lw] || isDemonym(lw) || timeWords[lw] || headlineMinorWords[lw] || orgHeadWords[lw] ||
				facilityWords[lw] || institutionWords[lw] || countries[lw] || personNouns[lw] || abbreviated(w) {
				person = false
			}
		}
		if !person {
			continue
		}
		if i := covered(ms, a); i >= 0 && ms[i].a == a && ms[i].b == b && ms[i].typ == storyline.PER {
			continue
		}
		if i := covered(ms, a); i >= 0 && ms[i].a < a || covered(ms, b-1) >= 0 && ms[covered(ms, b-1)].b > b {
			continue // inside a longer mention
		}
		ms = replaceRange(ms, tm{a: a, b: b, typ: storyline.PER, ra: -1, rb: -1})
	}
	return ms
}

// personVerbs said of a name in the passive say it is a person's: "Dronald
// Dale was shot", "Victor Coley has been charged".
var personVerbs = map[string]bool{
	"shot": true, "killed": true, "stabbed": true, "wounded": true, "murdered": true, "slain": true,
	"charged": true, "arrested": true, "pronounced": true, "injured": true, "hospitalized": true,
}

// personPossessions are what only a person has: "Brittany Thomas' mother".
var personPossessions = map[string]bool{
	"mother": true, "father": true, "wife": true, "husband": true, "son": true, "daughter": true,
	"brother": true, "sister": true, "girlfriend": true, "boyfriend": true, "grandmother": true,
	"grandfather": true, "aunt": true, "uncle": true, "cousin": true, "fiancee": true, "fiance": true,
	"funeral": true, "killer": true, "shooter": true,
}

// personContextRule makes a name of two to maxAgedNameWords capitalized
// words that the tagger read as an organization, a place or another name a
// person when what follows it is said only of people: a passive of
// violence or arrest ("Dronald Dale was shot", "Victor Leon Coley has been
// charged") or a relative's possessive ("Brittany Thomas' mother"). A name
// with an institution's, a facility's or a title's word, a nationality, a
// country or a place of the gazetteer is left as it is: "Fort Worth was
// hit", "Jackson County's father" are not people.
func personContextRule(ms []tm, toks []Token, infos []tokInfo) []tm {
	for i := range ms {
		m := &ms[i]
		if m.typ == storyline.PER || m.typ == storyline.NORP || m.credit || m.b-m.a < 2 || m.b-m.a > maxAgedNameWords || m.b+1 >= len(toks) {
			continue
		}
		if !personContext(toks, m.b) || isPlace(infos, m.a, m.b) || m.a > 0 && lowerWord(toks[m.a-1].Text) == "the" {
			continue
		}
		if personName(toks, m.a, m.b) {
			m.typ = storyline.PER
		}
	}
	return ms
}

// personName reports whether tokens [a, b) can be a person's name: no
// word of an institution, a facility or a title, no nationality, country,
// time word or noun for a kind of person, no abbreviation or digit.
func personName(toks []Token, a, b int) bool {
	for k := a; k < b; k++ {
		w := toks[k].Text
		lw := lowerWord(strings.TrimSuffix(w, "."))
		if !isCap(w) || titles[lw] || isDemonym(lw) || timeWords[lw] || headlineMinorWords[lw] || orgHeadWords[lw] ||
			facilityWords[lw] || institutionWords[lw] || countries[lw] || personNouns[lw] || abbreviated(w) ||
			strings.ContainsAny(w, "0123456789/@&") {
			return false
		}
	}
	return true
}

// victimNouns name an act of violence against a person; the names after
// "of" are its victims' ("the killings of Savannah Reed, Tobias Quint and
// Marisela Dorn", "the shooting death of Dakota Mills"), whatever the tagger
// made of a given name that is a place's too.
var victimNouns = map[string]bool{
	"shooting": true, "shootings": true, "killing": true, "killings": true, "murder": true, "murders": true,
	"death": true, "deaths": true, "slaying": true, "slayings": true, "stabbing": true, "stabbings": true,
}

// victimRule makes the names of two to maxAgedNameWords capitalized words
// after a victim noun and "of", and the names listed after one, people,
// under personName's conditions; a place of the gazetteer is left as it
// is. ms must be in text order.
func victimRule(ms []tm, toks []Token, infos []tokInfo) []tm {
	listEnd := -1 // where the last name of a list of victims ended
	for i := range ms {
		m := &ms[i]
		victim := m.a >= 2 && lowerWord(toks[m.a-1].Text) == "of" && victimNouns[lowerWord(toks[m.a-2].Text)] ||
			listEnd >= 0 && listGap(toks, listEnd, m.a)
		listEnd = -1
		if !victim || m.credit || m.typ == storyline.NORP {
			continue
		}
		if m.typ != storyline.PER {
			if m.b-m.a < 2 || m.b-m.a > maxAgedNameWords || isPlace(infos, m.a, m.b) || !personName(toks, m.a, m.b) {
				continue
			}
			m.typ = storyline.PER
		}
		listEnd = m.b
	}
	return ms
}

// listGap reports whether the tokens [b, a) separate two items of a list:
// ",", "and" or ", and".
func listGap(toks []Token, b, a int) bool {
	switch a - b {
	case 1:
		return toks[b].Text == "," || lowerWord(toks[b].Text) == "and"
	case 2:
		return toks[b].Text == "," && lowerWord(toks[b+1].Text) == "and"
	}
	return false
}

// personContext reports whether the tokens from k say what follows a
// person's name: "was shot", "has been charged", "were killed", "'s
// mother", "' funeral", also after where the person is from (", of
// Labadieville, was shot").
func personContext(toks []Token, k int) bool {
	if toks[k].Text == "," && lowerWord(toks[k+1].Text) == "of" {
		j := k + 2
		for j < len(toks) && j-k < 6 && isCap(toks[j].Text) {
			j++
		}
		if j == k+2 || j+2 >= len(toks) || toks[j].Text != "," {
			return false
		}
		k = j + 1
	}
	switch lowerWord(toks[k].Text) {
	case "'s", "’s", "'", "’":
		return personPossessions[lowerWord(toks[k+1].Text)]
	case "was", "were", "is":
	case "has", "have", "had":
		if k+2 >= len(toks) || lowerWord(toks[k+1].Text) != "been" {
			return false
		}
		k++
	default:
		// "LaTonia Wiggins describes her son as …": only a person has a son
		return k+2 < len(toks) && verbOfSubject(toks[k].Text) && (lowerWord(toks[k+1].Text) == "his" || lowerWord(toks[k+1].Text) == "her") &&
			personPossessions[lowerWord(toks[k+2].Text)]
	}
	return k+1 < len(toks) && personVerbs[lowerWord(toks[k+1].Text)]
}

// verbOfSubject reports a word that can be a verb in the present or the
// past after its subject: in lower case, ending in "s" or "ed" ("describes",
// "mourned"), no word of a list's or a clause's joints.
func verbOfSubject(w string) bool {
	if w == "" || w != strings.ToLower(w) || clauseJoints[w] {
		return false
	}
	return strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "ed")
}

// clauseJoints are words after a name that join it to what follows, not
// verbs of it: "Ana Ruiz as her son", "Tom Hale was his brother".
var clauseJoints = map[string]bool{"as": true, "was": true, "is": true, "has": true, "does": true, "its": true, "this": true, "thus": true, "plus": true}

// joinAdjacentPeople makes two person mentions one space apart one name:
// the tagger, which saw few names of four words, splits some in two
// ("Walter Dean" and "Fenstrom Jr."), and two people are never written
// side by side without a comma or a word between them. ms must be in text
// order.
func joinAdjacentPeople(ms []tm, toks []Token) []tm {
	out := ms[:0]
	for _, m := range ms {
		if n := len(out); n > 0 {
			p := &out[n-1]
			if p.typ == storyline.PER && m.typ == storyline.PER && !p.credit && !m.credit && p.b == m.a &&
				m.b-p.a <= maxAgedNameWords+1 && toks[m.a].Start == toks[p.b-1].End+1 {
				p.b = m.b
				continue
			}
		}
		out = append(out, m)
	}
	return out
}

// fieldsEnd returns the number of words of s and its last word, as
// strings.Fields would split it, without building the list.
func fieldsEnd(s string) (n int, last string) {
	for w := range strings.FieldsSeq(s) {
		n++
		last = w
	}
	return n, last
}

// hasASCIISuffixFold reports whether s ends with suffix, a lower-case
// ASCII word whose letters have no other lower-case form than their own:
// in any case ("OLD", "Old"), as lowerWord(s) would end with it (no
// letter beyond ASCII lower-cases to "o", "l", "d" or "s").
func hasASCIISuffixFold(s, suffix string) bool {
	if len(s) < len(suffix) {
		return false
	}
	s = s[len(s)-len(suffix):]
	for i := 0; i < len(suffix); i++ {
		if s[i]|0x20 != suffix[i] {
			return false
		}
	}
	return true
}
