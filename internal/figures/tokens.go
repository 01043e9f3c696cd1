package figures

import (
	"unicode"
	"unicode/utf8"
)

// Token kinds.
const (
	tWord = iota + 1
	tNum
	tPunct
)

// tok is one token of the clean text: a word (letters, with inner
// apostrophes), a number in digits ("200,000", "1.5", ".08") or a single
// punctuation rune. Hyphens are tokens of their own, so "200,000-plus" is
// three adjacent tokens.
type tok struct {
	s, e int
	lw   string // lower-cased text (ASCII folding only)
	kind uint8
	sp   bool // space (or start of text) before the token
	cap  bool // starts with an upper-case letter
	sent int32
}

// lowerASCII folds A–Z to a–z, keeping byte offsets.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if b[j] >= 'A' && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isASCIILetter(c byte) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }

// tokenize appends the tokens of text[from:to] to out.
func tokenize(text, lower string, from, to int, sent int32, out []tok) []tok {
	sp := true
	for i := from; i < to; {
		c := text[i]
		if c == ' ' || c == '\n' || c == '\t' || c == '\r' {
			sp = true
			i++
			continue
		}
		if c == 0xc2 && i+1 < to && text[i+1] == 0xa0 || c == 0xe2 && i+2 < to && text[i+1] == 0x80 && text[i+2] == 0xaf {
			sp = true // no-break spaces
			i += 2
			if c == 0xe2 {
				i++
			}
			continue
		}
		start := i
		var kind uint8
		switch {
		case isDigit(c) || (c == '.' && i+1 < to && isDigit(text[i+1]) && (i == from || !isDigit(text[i-1]))):
			kind = tNum
			i++
			for i < to {
				if isDigit(text[i]) {
					i++
				} else if (text[i] == ',' || text[i] == '.') && i+1 < to && isDigit(text[i+1]) {
					i += 2
				} else {
					break
				}
			}
		case c < utf8.RuneSelf && isASCIILetter(c):
			kind = tWord
			i = wordEnd(text, i, to)
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRuneInString(text[i:])
			if unicode.IsLetter(r) {
				kind = tWord
				i = wordEnd(text, i, to)
			} else {
				kind = tPunct
				i += n
			}
		default:
			kind = tPunct
			i++
		}
		t := tok{s: start, e: i, lw: lower[start:i], kind: kind, sp: sp, sent: sent}
		if kind == tWord {
			if c < utf8.RuneSelf {
				t.cap = c >= 'A' && c <= 'Z'
			} else {
				r, _ := utf8.DecodeRuneInString(text[start:])
				t.cap = unicode.IsUpper(r)
			}
		}
		out = append(out, t)
		sp = false
	}
	return out
}

// wordEnd returns the end of the word starting at i: letters and digits,
// with inner apostrophes.
func wordEnd(text string, i, to int) int {
	for i < to {
		c := text[i]
		if c < utf8.RuneSelf {
			if isASCIILetter(c) || isDigit(c) {
				i++
				continue
			}
			if c == '\'' && i+1 < to && isASCIILetter(text[i+1]) {
				i++
				continue
			}
			return i
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if unicode.IsLetter(r) || unicode.IsMark(r) {
			i += n
			continue
		}
		if r == '’' && i+n < to && isASCIILetter(text[i+n]) {
			i += n
			continue
		}
		return i
	}
	return i
}
