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

// viewOf sets buf to the coder's view of ts, the shared tokens of one
// sentence of txt: words folded ("Ureña" reads "urena"), typographic
// apostrophes and dashes read "'" and "-", quotation marks marked.
func viewOf(txt string, ts []text.Token, buf []token, fold []byte) ([]token, []byte) {
	buf = buf[:0]
	for _, t := range ts {
		if t.Kind != text.Punct {
			buf, fold = addWord(buf, fold, txt, t.Start, t.End, isASCII(txt[t.Start:t.End]))
			continue
		}
		w := txt[t.Start:t.End]
		lw := w
		switch w {
		case "’", "‘":
			lw = "'"
		case "—", "–":
			lw = "-"
		}
		buf = append(buf, token{s: t.Start, e: t.End, lw: lw, quote: w == `"` || w == "“" || w == "”" || w == "«" || w == "»"})
	}
	return buf, fold
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
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
