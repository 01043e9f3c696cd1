package events

import (
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline/internal/text"
)

// token is a word or a punctuation mark of a sentence, with byte offsets
// into the article text.
type token struct {
	s, e  int
	lw    string // folded word ("urena"), or the punctuation character
	word  bool
	cap   bool // starts with an upper-case letter
	quote bool // a quotation mark
}

// tokenize splits txt[s:e] into tokens. Words are runs of letters and
// digits (with inner periods in abbreviations such as "U.S." dropped by
// folding); hyphens, apostrophes and other marks are their own tokens.
func tokenize(txt string, s, e int, buf []token, fold []byte) ([]token, []byte) {
	buf = buf[:0]
	for i := s; i < e; {
		c := txt[i]
		if c < utf8.RuneSelf {
			switch {
			case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9':
				j := i + 1
				ascii := true
				for j < e {
					d := txt[j]
					if d >= 'a' && d <= 'z' || d >= 'A' && d <= 'Z' || d >= '0' && d <= '9' {
						j++
						continue
					}
					if d >= utf8.RuneSelf {
						r, n := utf8.DecodeRuneInString(txt[j:])
						if unicode.IsLetter(r) || unicode.IsDigit(r) {
							ascii = false
							j += n
							continue
						}
					}
					break
				}
				buf, fold = addWord(buf, fold, txt, i, j, ascii)
				i = j
			case c == ' ' || c == '\n' || c == '\t' || c == '\r':
				i++
			default:
				buf = append(buf, token{s: i, e: i + 1, lw: txt[i : i+1], quote: c == '"'})
				i++
			}
			continue
		}
		r, n := utf8.DecodeRuneInString(txt[i:])
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			j := i + n
			for j < e {
				r2, n2 := utf8.DecodeRuneInString(txt[j:])
				if !(unicode.IsLetter(r2) || unicode.IsDigit(r2)) {
					break
				}
				j += n2
			}
			buf, fold = addWord(buf, fold, txt, i, j, false)
			i = j
		case unicode.IsSpace(r):
			i += n
		default:
			q := r == '“' || r == '”' || r == '«' || r == '»'
			lw := txt[i : i+n]
			if r == '’' || r == '‘' {
				lw = "'"
			} else if r == '—' || r == '–' {
				lw = "-"
			}
			buf = append(buf, token{s: i, e: i + n, lw: lw, quote: q})
			i += n
		}
	}
	return buf, fold
}

func addWord(buf []token, fold []byte, txt string, i, j int, ascii bool) ([]token, []byte) {
	w := txt[i:j]
	c := w[0]
	t := token{s: i, e: j, word: true, cap: c >= 'A' && c <= 'Z'}
	if ascii {
		lower := true
		for k := 0; k < len(w); k++ {
			if w[k] >= 'A' && w[k] <= 'Z' {
				lower = false
				break
			}
		}
		if lower {
			t.lw = w
		} else {
			fold = fold[:0]
			for k := 0; k < len(w); k++ {
				d := w[k]
				if d >= 'A' && d <= 'Z' {
					d += 'a' - 'A'
				}
				fold = append(fold, d)
			}
			t.lw = internWord(fold)
		}
	} else {
		r, _ := utf8.DecodeRuneInString(w)
		t.cap = unicode.IsUpper(r)
		t.lw = text.Fold(w)
	}
	return append(buf, t), fold
}

// internWord returns the lexicon's copy of a lower-cased word when it has
// one, so the common case allocates nothing.
func internWord(b []byte) string {
	if s, ok := vocabulary[string(b)]; ok {
		return s
	}
	return string(b)
}
