package timex

import "unicode/utf8"

// Token kinds.
const (
	kWord  = 1 // letters (possibly with digits: "1990s", "20th")
	kNum   = 2 // digits only
	kPunct = 3 // one punctuation character (or one non-space rune that is not a letter)
)

// tok is one token of the text: a run of letters and digits or one
// punctuation rune. lw is the token lower-cased (ASCII only, so offsets
// are preserved).
type tok struct {
	start, end int
	lw         string
	kind       uint8
	// num is the value of an all-digit token (capped), -1 otherwise.
	num int
	// nd is the number of digits of an all-digit token.
	nd int
	// cap reports an upper-case first letter.
	cap bool
	// sp reports white space before the token; nl a line break.
	sp, nl bool
	// sent is the index of the sentence the token belongs to.
	sent int
}

// isSpaceRune reports the Unicode spaces we treat as white space.
func isSpaceRune(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\r', '\v', '\f', 0x85, 0xA0, 0x1680, 0x202F, 0x205F, 0x3000, 0x2028, 0x2029:
		return true
	}
	return r >= 0x2000 && r <= 0x200A
}

// lowerASCII returns s with ASCII letters lower-cased; same length.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; c >= 'A' && c <= 'Z' {
					b[j] = c + 32
				}
			}
			return string(b)
		}
	}
	return s
}

// byte classes for the ASCII range.
const (
	cOther = iota
	cSpace
	cLetter
	cDigit
)

var asciiClass [128]uint8

func init() {
	for c := 0; c < 128; c++ {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
			asciiClass[c] = cLetter
		case c >= '0' && c <= '9':
			asciiClass[c] = cDigit
		case c == ' ', c == '\t', c == '\n', c == '\r', c == '\v', c == '\f':
			asciiClass[c] = cSpace
		}
	}
}

// tokenize splits text into tokens. lower is lowerASCII(text).
func tokenize(text, lower string, toks []tok) []tok {
	sp, nl := true, true
	i := 0
	for i < len(text) {
		c := text[i]
		if c < utf8.RuneSelf {
			switch asciiClass[c] {
			case cSpace:
				sp = true
				if c == '\n' {
					nl = true
				}
				i++
				continue
			case cLetter, cDigit:
				j := i
				digits := true
				for j < len(text) {
					d := text[j]
					if d < utf8.RuneSelf {
						cl := asciiClass[d]
						if cl == cLetter {
							digits = false
						} else if cl != cDigit {
							break
						}
						j++
						continue
					}
					r, n := utf8.DecodeRuneInString(text[j:])
					if !isLetterRune(r) {
						break
					}
					digits = false
					j += n
				}
				t := tok{start: i, end: j, lw: lower[i:j], num: -1, sp: sp, nl: nl}
				if digits {
					t.kind = kNum
					t.nd = j - i
					v := 0
					for k := i; k < j && k < i+9; k++ {
						v = v*10 + int(text[k]-'0')
					}
					t.num = v
				} else {
					t.kind = kWord
					t.cap = c >= 'A' && c <= 'Z'
				}
				toks = append(toks, t)
				sp, nl = false, false
				i = j
				continue
			default:
				toks = append(toks, tok{start: i, end: i + 1, lw: lower[i : i+1], kind: kPunct, num: -1, sp: sp, nl: nl})
				sp, nl = false, false
				i++
				continue
			}
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if isSpaceRune(r) {
			sp = true
			if r == 0x2028 || r == 0x2029 || r == 0x85 {
				nl = true
			}
			i += n
			continue
		}
		if isLetterRune(r) {
			j := i + n
			for j < len(text) {
				d := text[j]
				if d < utf8.RuneSelf {
					if cl := asciiClass[d]; cl == cLetter || cl == cDigit {
						j++
						continue
					}
					break
				}
				r2, n2 := utf8.DecodeRuneInString(text[j:])
				if !isLetterRune(r2) {
					break
				}
				j += n2
			}
			toks = append(toks, tok{start: i, end: j, lw: lower[i:j], kind: kWord, num: -1, sp: sp, nl: nl})
			sp, nl = false, false
			i = j
			continue
		}
		lw := lower[i : i+n]
		// Normalize typographic apostrophes and dashes for matching.
		switch r {
		case '’', '‘':
			lw = "'"
		case '–', '—', '‑':
			lw = "-"
		}
		toks = append(toks, tok{start: i, end: i + n, lw: lw, kind: kPunct, num: -1, sp: sp, nl: nl})
		sp, nl = false, false
		i += n
	}
	return toks
}

// isLetterRune is a cheap test for non-ASCII letters: Latin-1 and Latin
// Extended letters, Greek, Cyrillic and the like count as letters; symbols
// and punctuation do not.
func isLetterRune(r rune) bool {
	switch {
	case r == utf8.RuneError:
		return false
	case r >= 0xC0 && r <= 0x24F && r != 0xD7 && r != 0xF7:
		return true
	case r >= 0x370 && r <= 0x52F:
		return true
	case r >= 0x4E00 && r <= 0x9FFF:
		return true
	}
	return false
}

// markSentences assigns sentence numbers: a sentence ends at a blank line,
// or after '.', '!' or '?' followed by white space and an upper-case word,
// a digit or a quote, unless the period ends a known abbreviation.
func markSentences(toks []tok) {
	s := 0
	for i := range toks {
		t := &toks[i]
		if i > 0 && t.nl {
			// a line break: new sentence when the previous line ended a sentence
			// or the break is a blank line; else keep going (wrapped text).
			p := toks[i-1]
			if p.kind == kPunct && (p.lw == "." || p.lw == "!" || p.lw == "?" || p.lw == "\"" || p.lw == ":") || t.cap && blankLineBefore(toks, i) {
				s++
			}
		} else if i > 1 && t.sp && (t.cap || t.kind == kNum) {
			p := toks[i-1]
			if p.kind == kPunct && (p.lw == "!" || p.lw == "?") {
				s++
			} else if p.kind == kPunct && p.lw == "." {
				q := toks[i-2]
				if !(q.kind == kWord && (len(q.lw) == 1 || abbrev[q.lw])) {
					s++
				}
			}
		}
		t.sent = s
	}
}

func blankLineBefore(toks []tok, i int) bool { return toks[i].nl }

// abbrev lists abbreviations whose period does not end a sentence.
var abbrev = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "prof": true, "gen": true, "gov": true, "sen": true,
	"rep": true, "st": true, "jr": true, "sr": true, "co": true, "corp": true, "inc": true, "ltd": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "aug": true, "sep": true, "sept": true, "oct": true,
	"nov": true, "dec": true, "no": true, "vs": true, "lt": true, "col": true, "sgt": true, "capt": true,
	"adm": true, "rev": true, "mt": true, "ft": true, "messrs": true, "gens": true, "reps": true, "sens": true,
}
