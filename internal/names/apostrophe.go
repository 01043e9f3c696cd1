package names

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
)

// American news names many people by a given name with an apostrophe
// between two capitals: "Ta'Niyah", "De’Shaun", "Ja'Kobe", "D'Andre". The
// tagger saw few such words; it reads the given name alone as another
// type or a person of one word, and leaves the surname out ("Ta'Niyah" a
// MISC and no "Thomas"). A word so shaped, followed by one or two
// capitalized words of a name, starts a person's name: apostropheNameRule.
// The shape is also French and Italian ("L'Aquila", "D'Iberville") and
// Irish ("O'Hare"): a prefix of one letter is a given name's only after
// another letter than L or O, and a place of the gazetteer stays one.

// maxApostrophePrefix bounds, in letters, the part of a given name before
// its apostrophe.
const maxApostrophePrefix = 3

// apostropheGiven reports whether w is a given name with an apostrophe
// between two capitals: a capital and at most maxApostrophePrefix-1
// lower-case letters, the apostrophe, a capital and two lower-case
// letters or more.
func apostropheGiven(w string) bool {
	i := strings.IndexAny(w, "'’")
	if i < 1 || i > maxApostrophePrefix {
		return false
	}
	pre := w[:i]
	_, size := utf8.DecodeRuneInString(w[i:])
	rest := w[i+size:]
	if pre == "L" || pre == "O" || !isCap(pre) || !isCap(rest) || utf8.RuneCountInString(rest) < 3 {
		return false
	}
	for j, r := range pre + rest[1:] {
		if j > 0 && !unicode.IsLower(r) || j == 0 && !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// apostropheNameRule makes an apostropheGiven word and the one or two
// capitalized words of a name after it (personName's conditions) a
// person, replacing the mentions inside it and the tagger's run-on over
// where the person is from ("J'Duan Hill of Newark": the place stays a
// place); another mention that runs on past it, or a place of the
// gazetteer, is left as it is.
func apostropheNameRule(ms []tm, toks []Token, infos []tokInfo) []tm {
	for k := 0; k+1 < len(toks); k++ {
		if !apostropheGiven(toks[k].Text) {
			continue
		}
		b := k + 1
		for b < len(toks) && b-k <= 2 && toks[b].Start > toks[b-1].End && personName(toks, b, b+1) {
			b++
		}
		if b == k+1 || isPlace(infos, k, b) {
			continue
		}
		inside, from := true, -1
		for _, m := range ms {
			if m.a >= b || k >= m.b {
				continue
			}
			switch {
			case m.a == k && m.b > b+1 && toks[b].Text == "of" && isPlace(infos, b+1, m.b):
				from = m.b // the tagger's run-on over where the person is from: "J'Duan Hill of Newark"
			case m.a < k || m.b > b || m.typ == storyline.PER && m.a == k && m.b == b:
				inside = false
			}
		}
		if inside {
			ms = replaceRange(ms, tm{a: k, b: b, typ: storyline.PER, ra: -1, rb: -1})
			if from >= 0 {
				ms = append(ms, tm{a: b + 1, b: from, typ: storyline.LOC, ra: -1, rb: -1})
			}
		}
		k = b - 1
	}
	return ms
}
