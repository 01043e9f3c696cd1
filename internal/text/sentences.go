// Package text holds the shared text primitives of the analysis stages:
// sentence splitting and word iteration over clean article text, always in
// byte offsets so that results are spans into the text they came from.
package text

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
)

// abbreviations end with a period that does not end a sentence. Lower-cased,
// without the final period.
var abbreviations = map[string]bool{
	// titles and ranks
	"mr": true, "mrs": true, "ms": true, "dr": true, "prof": true, "sr": true, "jr": true, "st": true,
	"sgt": true, "lt": true, "col": true, "gen": true, "maj": true, "capt": true, "cpl": true, "pvt": true,
	"adm": true, "cmdr": true, "gov": true, "sen": true, "rep": true, "rev": true, "hon": true, "pres": true,
	"supt": true, "insp": true, "det": true, "atty": true, "amb": true, "fr": true,
	"sens": true, "reps": true, "gens": true, "messrs": true,
	// months and days
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true,
	"sep": true, "sept": true, "oct": true, "nov": true, "dec": true,
	"mon": true, "tue": true, "tues": true, "wed": true, "thu": true, "thur": true, "thurs": true, "fri": true, "sat": true, "sun": true,
	// places and organisations
	"u.s": true, "u.k": true, "u.n": true, "e.u": true, "d.c": true, "u.s.a": true, "mt": true, "ft": true,
	"ave": true, "blvd": true, "rd": true, "co": true, "corp": true, "inc": true, "ltd": true, "bros": true,
	"dept": true, "univ": true, "assn": true, "no": true, "nos": true, "vol": true, "vs": true, "v": true,
	"etc": true, "approx": true, "est": true, "fig": true, "p": true, "pp": true, "ca": true, "cf": true,
	"e.g": true, "i.e": true, "a.m": true, "p.m": true,
}

// IsAbbreviation reports whether w, lower-cased and without its final
// period, is an abbreviation whose period does not end a sentence: a
// title ("sgt"), a month or day ("feb"), or a dotted one ("u.s").
func IsAbbreviation(w string) bool { return abbreviations[w] }

// Sentences splits text into sentence spans. Block breaks (blank lines)
// always end a sentence. A sentence ends at ".", "!" or "?" (with any closing
// quotes and brackets) followed by space and an upper-case letter, a digit or
// an opening quote, unless the period ends a known abbreviation or a single
// initial. Leading and trailing space is not part of a sentence.
func Sentences(s string) []storyline.Span {
	var out []storyline.Span
	start := -1
	emit := func(end int) {
		if start < 0 {
			return
		}
		for end > start {
			r, n := utf8.DecodeLastRuneInString(s[start:end])
			if !unicode.IsSpace(r) {
				break
			}
			end -= n
		}
		if end > start {
			out = append(out, storyline.Span{Start: start, End: end})
		}
		start = -1
	}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if start < 0 {
			if !unicode.IsSpace(r) {
				start = i
			}
			i += n
			continue
		}
		if r == '\n' && i+1 < len(s) && s[i+1] == '\n' {
			emit(i)
			i += 2
			continue
		}
		if r == '.' || r == '!' || r == '?' || r == '…' {
			end := i + n
			// Take closing quotes and brackets and repeated marks.
			for end < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[end:])
				if r2 == '"' && openingQuote(s, start, end) {
					break
				}
				if strings.ContainsRune(`"')]’”».!?`, r2) {
					end += n2
					continue
				}
				break
			}
			if end >= len(s) {
				emit(end)
				i = end
				continue
			}
			if isBoundary(s, start, i, end, r) {
				emit(end)
			}
			i = end
			continue
		}
		i += n
	}
	emit(len(s))
	return out
}

// listMarkers open a list's items: hyphens, dashes and bullets.
const listMarkers = "-–—•*·"

// datelineLike reports a sentence's text so far that may be a dateline:
// fewer than four words, or a first word in capitals ("WASHINGTON",
// "ST.").
func datelineLike(s string) bool {
	f := strings.Fields(s)
	if len(f) < 4 {
		return true
	}
	return AllCaps(strings.Trim(f[0], ".,"))
}

// AllCaps reports a word of two or more characters written in capitals,
// with a letter among them: "WASHINGTON", "MOSCOW", not "A" or "2016".
func AllCaps(w string) bool {
	return len(w) > 1 && strings.ToUpper(w) == w && strings.ToLower(w) != w
}

// isBoundary decides whether the mark at i (ending the token at end) ends a
// sentence.
func isBoundary(s string, sentStart, i, end int, mark rune) bool {
	// Must be followed by space, then a plausible sentence start.
	r, n := utf8.DecodeRuneInString(s[end:])
	if !unicode.IsSpace(r) {
		return gluedBoundary(s, sentStart, i, end)
	}
	j := end + n
	for j < len(s) {
		r2, n2 := utf8.DecodeRuneInString(s[j:])
		if !unicode.IsSpace(r2) {
			break
		}
		j += n2
	}
	if j >= len(s) {
		return true
	}
	next, nn := utf8.DecodeRuneInString(s[j:])
	// A list's item marker opens the next sentence: a factbox's "plaques.
	// - On July 31 a tank-backed assault killed …" is two items. Not
	// after a dateline ("NEAR DALLAS, Ore. – Polk County deputies said"),
	// whose dash is the dateline's own.
	if strings.ContainsRune(listMarkers, next) && j+nn < len(s) && s[j+nn] == ' ' && !datelineLike(s[sentStart:i]) {
		k := j + nn
		for k < len(s) && s[k] == ' ' {
			k++
		}
		if k < len(s) {
			next, _ = utf8.DecodeRuneInString(s[k:])
		}
	}
	if !(unicode.IsUpper(next) || unicode.IsDigit(next) || strings.ContainsRune(`"'“‘(`, next)) {
		return false
	}
	if mark != '.' {
		return true
	}
	// The word before the period.
	w := i
	for w > sentStart {
		r3, n3 := utf8.DecodeLastRuneInString(s[sentStart:w])
		if unicode.IsSpace(r3) || strings.ContainsRune(`"'(“‘`, r3) {
			break
		}
		w -= n3
	}
	word := s[w:i]
	if word == "" {
		return true
	}
	lw := strings.ToLower(word)
	dotted := strings.Contains(lw, ".") && len(word) <= 6 && isDottedAcronym(word)
	if dotted {
		// A dotted abbreviation ends the sentence too when a word that
		// starts sentences follows: "attacks in the U.S. He says", "at 7
		// p.m. The polls", but "U.S. Navy".
		// In capitals ("U.S. AND BRITISH TROOPS") nothing tells.
		w := wordAt(s, j)
		return sentenceStarters[LowerASCII(w)] && (len(w) == 1 || LowerASCII(w[1:]) == w[1:])
	}
	if abbreviations[lw] {
		// Months and titles before a capitalized word are nearly always
		// abbreviations.
		return false
	}
	// A single initial ("John F. Kennedy").
	if utf8.RuneCountInString(word) == 1 && unicode.IsUpper([]rune(word)[0]) {
		return false
	}
	return true
}

// gluedBoundary reports a sentence end with no space after it: pages whose
// paragraphs were joined without one ("left one man dead and three others
// hospitalized.It happened after 12:00 a.m. Sunday", "said.Police say").
// The mark must close a lower-case word of two letters or more that is no
// abbreviation, and open a capitalized word ("It", "Police", "A" or "I"
// before a space, not "SPD")
// that no "/", "@" or ".letter" continues, so that domains, addresses and
// file names ("Amazon.com", "www.Example.com", "Ph.D") stay whole.
func gluedBoundary(s string, sentStart, i, end int) bool {
	w := i
	for w > sentStart && s[w-1] < utf8.RuneSelf && (s[w-1] >= 'a' && s[w-1] <= 'z' || s[w-1] >= 'A' && s[w-1] <= 'Z') {
		w--
	}
	if i-w < 2 || !isLowerASCII(s[i-1]) || !isLowerASCII(s[i-2]) {
		return false
	}
	if w > sentStart && strings.ContainsRune("./@:_-", rune(s[w-1])) {
		return false
	}
	if lw := LowerASCII(s[w:i]); abbreviations[lw] || lw == "www" {
		return false
	}
	j := end
	if s[j] == '"' {
		j++
	} else if strings.HasPrefix(s[j:], "“") {
		j += len("“")
	}
	next := wordAt(s, j)
	if (next == "A" || next == "I") && j+1 < len(s) && s[j+1] == ' ' {
		return true // "injured in a weekend shooting.A 14-year old girl"
	}
	if len(next) < 2 || !(next[0] >= 'A' && next[0] <= 'Z') || !isLowerASCII(next[1]) {
		return false
	}
	k := j + len(next)
	if k < len(s) && (s[k] == '/' || s[k] == '@' || s[k] == '.' && k+1 < len(s) && isLowerASCII(s[k+1])) {
		return false
	}
	return true
}

// openingQuote reports a straight double quote at s[q] glued to the word
// after it that opens a quotation rather than closing one: the sentence so
// far holds an even number of them ("she said.\"This person …").
func openingQuote(s string, start, q int) bool {
	if q+1 >= len(s) || IsSpace(rune(s[q+1])) {
		return false
	}
	return strings.Count(s[start:q], `"`)%2 == 0
}

func isLowerASCII(c byte) bool { return c >= 'a' && c <= 'z' }

// wordAt returns the run of ASCII letters at s[i:].
func wordAt(s string, i int) string {
	j := i
	for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z') {
		j++
	}
	return s[i:j]
}

// isDottedAcronym reports words like "U.S" or "a.m" (the final period is not
// included): single letters separated by periods.
func isDottedAcronym(w string) bool {
	for i, part := range strings.Split(w, ".") {
		if utf8.RuneCountInString(part) != 1 {
			return i > 0 && part == ""
		}
	}
	return true
}
