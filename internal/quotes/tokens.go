package quotes

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline/internal/text"
)

// tokKind is what a token is.
type tokKind uint8

const (
	tWord  tokKind = iota
	tPunct         // one punctuation character (or "--")
	tQuote         // a double quotation mark: " “ ” '' ``
)

// qRole is a quotation mark's role once marks are paired.
type qRole uint8

const (
	qNone qRole = iota
	qOpen
	qClose
)

// token is one word, punctuation mark or quotation mark of a block.
type token struct {
	start, end int // byte offsets in the text
	kind       tokKind
	role       qRole
	cap        bool   // starts with an upper-case letter
	lower      string // lower-cased text (words), the text itself otherwise
	inQuote    bool   // inside a quoted passage (marks included)
	region     int32  // index of the quoted region, -1 outside
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// appendView appends the quote finder's view of ts, the shared tokens
// (text.Token) of one block of txt, to toks. A word takes in inner
// apostrophes, periods, hyphens, ampersands, slashes and underscores
// followed by more of it ("U.S.-led", "AT&T", "don’t"), commas inside
// numbers ("10,000"), a leading currency or tag sign ("$40", "#MeToo")
// and the period of a title or dotted acronym ("Sgt.", "U.S."); double
// quotation marks ("  “  ”  „  ”  “) are quote tokens; "--" is one mark.
func appendView(txt, lower string, ts []text.Token, toks []token) []token {
	glued := func(k int) bool { return k < len(ts) && !ts[k].Space }
	raw := func(k int) string { return txt[ts[k].Start:ts[k].End] }
	wordLike := func(k int) bool { return glued(k) && ts[k].Kind != text.Punct }
	for i := 0; i < len(ts); {
		t := ts[i]
		if t.Kind == text.Punct {
			r := raw(i)
			switch {
			case r == `"` || r == "“" || r == "”" || r == "„":
				toks = append(toks, token{start: t.Start, end: t.End, kind: tQuote, lower: r})
				i++
				continue
			case (r == "'" || r == "`") && glued(i+1) && raw(i+1) == r:
				toks = append(toks, token{start: t.Start, end: ts[i+1].End, kind: tQuote, lower: r + r})
				i += 2
				continue
			case r == "-" && glued(i+1) && raw(i+1) == "-":
				toks = append(toks, token{start: t.Start, end: ts[i+1].End, kind: tPunct, lower: "--"})
				i += 2
				continue
			case (r == "$" || r == "#" || r == "@" || r == "£" || r == "€") && wordLike(i+1):
				// a sign glued to the word after it: the word starts here
			default:
				toks = append(toks, token{start: t.Start, end: t.End, kind: tPunct, lower: r})
				i++
				continue
			}
			i++
		}
		// A word from t.Start: shared words and numbers joined by inner marks.
		k := i + 1
		for glued(k) && wordLike(k+1) {
			c := raw(k)
			if !(c == "'" || c == "’" || c == "." || c == "-" || c == "&" || c == "/" || c == "_" ||
				c == "," && isDigitByte(txt[ts[k].Start-1]) && isDigitByte(txt[ts[k+1].Start])) {
				break
			}
			k += 2
		}
		end := ts[k-1].End
		// A period that belongs to the word: titles and dotted acronyms.
		if glued(k) && raw(k) == "." {
			w := strings.ToLower(txt[t.Start:end])
			first, _ := utf8.DecodeRuneInString(txt[t.Start:])
			if text.IsAbbreviation(w) || (strings.Contains(w, ".") && len(w) <= 6) || (utf8.RuneCountInString(w) == 1 && unicode.IsUpper(first)) {
				end = ts[k].End
				k++
			}
		}
		first, _ := utf8.DecodeRuneInString(txt[t.Start:])
		toks = append(toks, token{start: t.Start, end: end, kind: tWord, cap: unicode.IsUpper(first), lower: lowerWord(txt[t.Start:end], lower[t.Start:end])})
		i = k
	}
	return toks
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// lowerWord lower-cases a word (any script): an ASCII word is its shared
// lower-case form (ascii, a slice of text.Doc.Lower), which costs nothing.
func lowerWord(w, ascii string) string {
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			return strings.ToLower(w)
		}
	}
	return ascii
}
