package places

import (
	"slices"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Arabic place names reach English text in many romanizations: the
// gazetteer's "Deir ez-Zor" is "Deir al-Zor", "Deir el-Zour", "Deir Ezour"
// or "Deir Az-Zour" in the news, "Al Ḩasakah" is "Hasaka" or "Hassakeh",
// "Al Atārib" is "Atareb", "Al Qaryatayn" is "al-Qaryatain". GeoNames
// lists a few of these as alternate names, never all. A name the
// gazetteer does not hold is matched, in the countries where Arabic names
// are romanized, by its spelling with what varies between romanizations
// taken out (transliterationKeys): the article and its assimilated forms,
// doubled letters, a final -ah/-eh, and, for names of three consonants or
// more, the vowels. The match is a last resort: it is tried only when no
// place has the name as spelled, only among the places of the countries
// the article names, and the spellings must stay close (similarSpelling),
// so "Jabal" (a mountain) does not become Jableh.

// unplacedSeatPop is the fewest people of a city that seats a division
// whose romanized name is matched outside the countries an article names
// by their places: a wire brief's "At Least 19 Executed by ISIL in Deir
// Ezour" names Syria only as its people's ("the Syrian Observatory").
// The one such city so spelled, or none.
const unplacedSeatPop = 100_000

// arabicNamed are the countries whose place names are romanized from
// Arabic (and Kurdish beside it) in English news.
var arabicNamed = map[[2]byte]bool{
	{'S', 'Y'}: true, {'I', 'Q'}: true, {'L', 'B'}: true, {'J', 'O'}: true, {'P', 'S'}: true,
	{'E', 'G'}: true, {'L', 'Y'}: true, {'T', 'N'}: true, {'D', 'Z'}: true, {'M', 'A'}: true,
	{'S', 'A'}: true, {'Y', 'E'}: true, {'O', 'M'}: true, {'A', 'E'}: true, {'Q', 'A'}: true,
	{'B', 'H'}: true, {'K', 'W'}: true, {'S', 'D'}: true, {'M', 'R'}: true,
}

// arabicArticles are the forms of the Arabic article (text.ArabicArticles).
var arabicArticles = text.ArabicArticles

// transliterationKeys returns the two keys of a folded name: its letters
// without the article, doubled letters and a final -h after a vowel
// ("raka" for "Ar Raqqah", "Raqqa", "Raqa"), each sound written one way
// (romanSpellings, nisbaEnding), and its consonants ("drzr" for "Deir
// ez-Zor", "Deir al-Zor", "Deir Ezour"), "" when it has fewer than
// three: a skeleton of two letters matches too much.
func transliterationKeys(folded string) (spelled, consonants string) {
	words := strings.Fields(splitArabicArticle(folded))
	var b strings.Builder
	for i, w := range words {
		if arabicArticles[w] && i+1 < len(words) {
			continue
		}
		if i+1 == len(words) || !arabicArticles[words[i+1]] {
			// a final -h after a vowel is the feminine ending, written
			// or not: "Raqqah", "Hasakeh", "Hama"
			if n := len(w); n > 2 && w[n-1] == 'h' && isVowel(w[n-2]) {
				w = w[:n-1]
			}
			w = nisbaEnding(w)
		}
		b.WriteString(w)
	}
	s := collapseDoubles(romanSpellings.Replace(b.String()))
	if strings.HasSuffix(s, "e") && len(s) > 3 {
		s = s[:len(s)-1] + "a" // "Hasake", "Hasaka"
	}
	c := consonantsOf(s)
	if len(c) < 3 {
		return s, ""
	}
	return s, c
}

// consonantsOf returns the consonants of a spelled key, y taken for a
// vowel and a letter repeated across a vowel written once.
func consonantsOf(s string) string {
	var c []byte
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if isVowel(ch) || ch == 'y' {
			continue
		}
		if len(c) > 0 && c[len(c)-1] == ch {
			continue
		}
		c = append(c, ch)
	}
	return string(c)
}

// romanSpellings are the English and French spellings of one Arabic
// vowel, diphthong or consonant, each replaced by one of them: "Deir"
// and "Dayr", "Sheikh", "Shaykh" and "Cheikh", "Touman" and "Tuman",
// "Mayadeen" and "Mayadin", "Zour" and "Zor", "Sqeilbiyeh" and
// "Skeilbyeh" (q and k are one letter in the Levant's speech), "Adhamiya"
// and "Azamiya", "Ghouta" and "Gouta", "Djisr" and "Jisr". The emphatic
// and the plain letter are one in English, so ḏ, ẓ and z are "z" alike.
// "Kh" stays: خ is written so in every romanization, and "Khan" is not
// "Kan".
var romanSpellings = strings.NewReplacer(
	"ou", "u", "oo", "u", "o", "u", "ee", "i", "ei", "ay", "ey", "ay", "ai", "ay",
	"q", "k", "ph", "f", "dh", "z", "gh", "g", "ch", "sh", "dj", "j",
)

// nisbaEnding writes the ending of a name made an adjective, the nisba
// -iyya (its final h taken off), one way: "Sqeilbiyeh", "Suqaylibiyah",
// "Sqalbiye", "Skalebie", "Skeilbyeh", "Salamyieh" and "Suqaylibia" all
// end in "iya". The ending is the vowels and y after the last consonant,
// two letters or more, with an i or a y, ending in a or e.
func nisbaEnding(w string) string {
	n := len(w)
	if n < 5 || w[n-1] != 'a' && w[n-1] != 'e' {
		return w
	}
	s, iy := n, false
	for s > 0 && (isVowel(w[s-1]) || w[s-1] == 'y') {
		s--
		iy = iy || w[s] == 'i' || w[s] == 'y'
	}
	if n-s < 2 || !iy || s < 2 || strings.ContainsAny(w[s:], "ou") {
		return w
	}
	return w[:s] + "iya"
}

func isVowel(c byte) bool { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' }

// collapseDoubles writes a doubled letter once: "raqqa" → "raqa",
// "maarrat" → "marat".
func collapseDoubles(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if i > 0 && s[i] == s[i-1] {
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// similarSpelling reports two spelled keys of one consonant key close
// enough to be one name. The consonants agree (the index's key); what
// differs is the vowels, and of a short skeleton the vowels tell two
// places apart: the same first vowel (the first syllable is the one
// romanizations agree on: "Midan" is not "Madan", "Jabal" not "Jubayl";
// an e writes an a or an i, "Menbij" is "Manbij") and at most one edit, two in a long name ("atareb" and "atarib",
// "dayrezur" and "dayrzur"), none in a short one. Five consonants or more
// in one order name one place whatever its vowels ("Hirbanfsah" and
// "Harbinafsah"): three edits, and no first vowel to agree on. Of three
// consonants or fewer, a vowel more or less is another word's pattern
// ("Karima" is not "Karma"): the same length, vowels changed. A name
// written with no vowel in its first syllable ("Sqeilbiyeh" for
// "Suqaylibiyah") has none to compare.
func similarSpelling(a, b string) bool {
	consonants := len(consonantsOf(a))
	va, vb := firstSyllableVowel(a), firstSyllableVowel(b)
	if consonants < 5 && va != 0 && vb != 0 && va != vb && va != 'e' && vb != 'e' {
		return false
	}
	allowed := 1
	switch {
	case min(len(a), len(b)) < 5:
		allowed = 0 // "Shaar" is not "Ash Shaara"
	case consonants >= 5:
		allowed = 3
	case max(len(a), len(b)) >= 8:
		allowed = 2
	}
	if consonants <= 3 && len(a) != len(b) {
		return false // "Karima" is not "Karma": a vowel more is another word's pattern
	}
	return editDistance(a, b) <= allowed
}

// firstSyllableVowel returns the vowel after a key's first consonant (a
// digraph, "sh", "kh", "th", is one), 0 when a consonant follows it
// ("skaylbiya") or the key begins with a vowel, which then is the vowel
// compared.
func firstSyllableVowel(s string) byte {
	if s == "" {
		return 0
	}
	if isVowel(s[0]) {
		return s[0]
	}
	i := 1
	if len(s) > 1 && s[1] == 'h' {
		i = 2
	}
	if i < len(s) && isVowel(s[i]) {
		return s[i]
	}
	return 0
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// translitIndex maps the consonant key of the names of places in
// arabicNamed countries to their postings (entry << 1 | alt, as index), each
// with the name's spelled key.
type translitIndex map[string][]translitPosting

type translitPosting struct {
	posting uint32
	spelled string
}

func (t translitIndex) add(folded string, posting uint32) {
	s, c := transliterationKeys(folded)
	if c == "" {
		c = "=" + s // two consonants or fewer: the spelling must match
	}
	for _, p := range t[c] {
		if p.posting>>1 == posting>>1 && p.spelled == s {
			return
		}
	}
	t[c] = append(t[c], translitPosting{posting, s})
}

// transliterated returns the places whose name is another romanization of
// name, as alternate-name candidates: in the article's main country or
// one it names at least half as often (any it names when it has no main
// one), and, when the article names
// provinces, a province, a province's seat or a town of a province it
// names (inNamedDivision).
func (g *Gazetteer) transliterated(name, before, after string, ctx Context) []candidate {
	key := Fold(cleanName(name))
	if len(key) < 4 || governmentWords[key] {
		return nil
	}
	s, c := transliterationKeys(key)
	if c == "" {
		c = "=" + s
	}
	main := ctx.main()
	var out []candidate
	seen := map[int32]bool{}
	for _, p := range g.translit[c] {
		idx := int32(p.posting >> 1)
		e := &g.entries[idx]
		cc := string(e.country[:])
		if seen[idx] || e.kind == kindCountry || ctx.Countries[cc] == 0 || main != "" && 2*ctx.Countries[cc] < ctx.Countries[main] || !similarSpelling(p.spelled, s) {
			continue
		}
		if e.kind == kindCity && e.feature&featSeat == 0 && !g.inNamedDivision(e, key, before, after, ctx) {
			continue
		}
		seen[idx] = true
		cand := candidate{idx: idx, alt: true}
		cand.score = g.baseScore(cand)
		out = append(out, cand)
	}
	if len(out) == 0 {
		// none in the countries the article names by their places: a
		// large seat so spelled, if it is the only one ("in Deir
		// Ezour" in a brief that names Iraq in "the Islamic State in
		// Iraq and the Levant" and Syria only by its people)
		for _, p := range g.translit[c] {
			idx := int32(p.posting >> 1)
			e := &g.entries[idx]
			if e.kind != kindCity || e.feature&featSeat == 0 || e.pop < unplacedSeatPop || !similarSpelling(p.spelled, s) || slices.ContainsFunc(out, func(c candidate) bool { return c.idx == idx }) {
				continue
			}
			cand := candidate{idx: idx, alt: true}
			cand.score = g.baseScore(cand)
			out = append(out, cand)
		}
		if len(out) > 1 {
			return nil // two seats spelled alike: no telling which
		}
	}
	// a division and its seat ("Raqa": the province and the city of
	// Raqqa): the town, as candidates ranks them
	for i := range out {
		e := &g.entries[out[i].idx]
		if e.kind != kindCity || e.feature&featSeat == 0 || e.admin1 < 0 {
			continue
		}
		for j := range out {
			if out[j].idx == e.admin1 && out[j].score+0.1 > out[i].score {
				out[i].score = out[j].score + 0.1
			}
		}
	}
	return out
}

// inNamedDivision reports a town lying in a province its sentence names
// ("Hadar village in Quneitra province" is not al-Hader of Aleppo), or,
// when the sentence names none, in one a sentence naming the same town
// names, or in one the article names, or in any when the article names
// none.
func (g *Gazetteer) inNamedDivision(e *entry, key, before, after string, ctx Context) bool {
	in := func(named map[int32]bool) (bool, bool) {
		any := false
		for d := range named {
			if g.entries[d].country == e.country {
				any = true
				if d == e.admin1 {
					return true, true
				}
			}
		}
		return false, any
	}
	if ok, any := in(g.sentenceDivisions(before + " | " + after)); any {
		return ok
	}
	if ok, any := in(ctx.nameDivisions[key]); any {
		return ok
	}
	return len(ctx.divisions) == 0 || e.admin1 >= 0 && ctx.divisions[e.admin1] > 0
}

// noteNameDivisions records, for each name the gazetteer lacks as
// spelled, the provinces the sentences naming it name: "… on Hadar
// village in Quneitra southern province. … targeted Hadar village" is one
// village, in Quneitra both times.
func (g *Gazetteer) noteNameDivisions(ctx *Context, mentions []PlaceMention) {
	for _, m := range mentions {
		if len(g.candidates(m.Text)) > 0 {
			continue
		}
		named := g.sentenceDivisions(m.Before + " | " + m.After)
		if len(named) == 0 {
			continue
		}
		key := Fold(cleanName(m.Text))
		if ctx.nameDivisions == nil {
			ctx.nameDivisions = map[string]map[int32]bool{}
		}
		if ctx.nameDivisions[key] == nil {
			ctx.nameDivisions[key] = map[int32]bool{}
		}
		for d := range named {
			ctx.nameDivisions[key][d] = true
		}
	}
}

// sentenceDivisions returns the first-level divisions that the words of s
// name, by the division's name or its seat's ("Quneitra", "Aleppos
// southern countryside", "Hasakeh province"): capitalized names of up to
// three words, a possessive s without its apostrophe allowed.
func (g *Gazetteer) sentenceDivisions(s string) map[int32]bool {
	words := strings.Fields(s)
	var out map[int32]bool
	add := func(name string) {
		for _, c := range g.candidates(name) {
			e := &g.entries[c.idx]
			d := int32(-1)
			switch {
			case e.kind == kindAdmin1:
				d = c.idx
			case e.kind == kindCity && e.feature&featSeat != 0 && e.admin1 >= 0 && (!c.alt || len(name) > 4):
				d = e.admin1
			}
			if d >= 0 {
				if out == nil {
					out = map[int32]bool{}
				}
				out[d] = true
			}
		}
	}
	for i, w := range words {
		if w == "" || w[0] < 'A' || w[0] > 'Z' {
			continue
		}
		for n := 1; n <= 3 && i+n <= len(words); n++ {
			name := strings.Trim(strings.Join(words[i:i+n], " "), ",.;:\"()")
			add(name)
			if strings.HasSuffix(name, "s") && len(name) > 5 {
				add(name[:len(name)-1]) // "Aleppos countryside"
			}
		}
	}
	return out
}

// LookupRomanized returns the places of country cc whose name is another
// romanization of name ("al-Qaraytain" for Al Qaryatayn), best first, for
// a name Lookup does not find; nil otherwise. When divisions is not
// empty, a town must lie in one of them (the first-level divisions the
// text names, by name), as Resolve asks of a village: "Karam" in a report
// on Homs is not Al Karāmah of Raqqa.
func (g *Gazetteer) LookupRomanized(name, cc string, divisions map[string]bool) []storyline.Place {
	if len(g.candidates(name)) > 0 {
		return nil
	}
	cs := g.transliterated(name, "", "", Context{Countries: map[string]int{cc: 1}})
	sortCandidates(cs, g)
	var out []storyline.Place
	for _, c := range cs {
		p := g.place(c.idx, 0)
		if len(divisions) > 0 && p.Kind == KindCity && !divisions[p.Admin1] {
			continue
		}
		out = append(out, p)
	}
	return out
}

// fragmentName reports an alternate name that is one generic word of
// Arabic place names (toponymGenerics) not among the words of the
// place's own name: "Khan" for Khirbat Tīn Nūr, not "Bab" for Al Bāb.
func fragmentName(alt, name string) bool {
	k := Fold(alt)
	if !toponymGenerics[k] {
		return false
	}
	for _, w := range strings.Fields(Fold(name)) {
		if w == k {
			return false
		}
	}
	return true
}
