package text

import "unicode/utf8"

// Kind is what a token is.
type Kind uint8

// Token kinds.
const (
	Word   Kind = 1 // letters, possibly with digits: "1990s", "20th", "COVID19"
	Number Kind = 2 // digits only
	Punct  Kind = 3 // one punctuation rune, or one non-space rune that is not a letter
)

// Token is one token of a text: a run of letters and digits, or one
// punctuation rune. Offsets are bytes into the text. Every stage reads the
// same tokens; a stage that needs bigger units ("200,000", "U.S.", "don't")
// joins adjacent tokens in its own view.
type Token struct {
	Start, End int
	// Lower is the token lower-cased (ASCII letters only, so its length is
	// the token's). Typographic apostrophes read "'" and dashes "-".
	Lower string
	Kind  Kind
	// Num is the value of a Number token (its first nine digits), -1
	// otherwise; Digits is its number of digits.
	Num, Digits int
	// Cap reports an upper-case first letter (ASCII).
	Cap bool
	// Space reports white space (or the start of the text) before the
	// token; Line a line break.
	Space, Line bool
	// Sent is the index of the sentence (in Doc.Sentences) the token is in.
	Sent int
}

// IsSpace reports the runes the tokenizer treats as white space: Unicode's
// white space, and the zero-width space and byte-order mark, which separate
// words in text copied from the web.
func IsSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\r', '\v', '\f', 0x85, 0xA0, 0x1680, 0x202F, 0x205F, 0x3000, 0x2028, 0x2029, 0x200B, 0xFEFF:
		return true
	}
	return r >= 0x2000 && r <= 0x200A
}

// LowerASCII returns s with ASCII letters lower-cased. It has the length of
// s, so byte offsets into s hold in the result.
func LowerASCII(s string) string {
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

// Tokenize appends the tokens of text to toks. lower is LowerASCII(text).
// Sent is left zero: NewDoc sets it.
func Tokenize(text, lower string, toks []Token) []Token {
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
					if !IsLetter(r) {
						break
					}
					digits = false
					j += n
				}
				t := Token{Start: i, End: j, Lower: lower[i:j], Num: -1, Space: sp, Line: nl}
				if digits {
					t.Kind = Number
					t.Digits = j - i
					v := 0
					for k := i; k < j && k < i+9; k++ {
						v = v*10 + int(text[k]-'0')
					}
					t.Num = v
				} else {
					t.Kind = Word
					t.Cap = c >= 'A' && c <= 'Z'
				}
				toks = append(toks, t)
				sp, nl = false, false
				i = j
				continue
			default:
				toks = append(toks, Token{Start: i, End: i + 1, Lower: lower[i : i+1], Kind: Punct, Num: -1, Space: sp, Line: nl})
				sp, nl = false, false
				i++
				continue
			}
		}
		r, n := utf8.DecodeRuneInString(text[i:])
		if IsSpace(r) {
			sp = true
			if r == 0x2028 || r == 0x2029 || r == 0x85 {
				nl = true
			}
			i += n
			continue
		}
		if IsLetter(r) {
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
				if !IsLetter(r2) {
					break
				}
				j += n2
			}
			toks = append(toks, Token{Start: i, End: j, Lower: lower[i:j], Kind: Word, Num: -1, Space: sp, Line: nl})
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
		toks = append(toks, Token{Start: i, End: i + n, Lower: lw, Kind: Punct, Num: -1, Space: sp, Line: nl})
		sp, nl = false, false
		i += n
	}
	return toks
}

// IsLetter is a cheap test for non-ASCII letters: Latin-1 and Latin
// Extended letters, Greek, Cyrillic and CJK ideographs count as letters;
// symbols and punctuation do not.
func IsLetter(r rune) bool {
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
