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
// sentence of txt: words folded ("Ureña" reads "urena"; an ASCII word is
// its shared lower-case form, which costs nothing), typographic
// apostrophes and dashes read "'" and "-", quotation marks marked.
func viewOf(txt string, ts []text.Token, buf []token) []token {
	buf = buf[:0]
	for _, t := range ts {
		w := txt[t.Start:t.End]
		if t.Kind != text.Punct {
			tk := token{s: t.Start, e: t.End, word: true, lw: t.Lower, cap: w[0] >= 'A' && w[0] <= 'Z'}
			if !isASCII(w) {
				r, _ := utf8.DecodeRuneInString(w)
				tk.cap = unicode.IsUpper(r)
				tk.lw = text.Fold(w)
			}
			buf = append(buf, tk)
			continue
		}
		lw := w
		switch w {
		case "’", "‘":
			lw = "'"
		case "—", "–":
			lw = "-"
		}
		buf = append(buf, token{s: t.Start, e: t.End, lw: lw, quote: w == `"` || w == "“" || w == "”" || w == "«" || w == "»"})
	}
	return buf
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
