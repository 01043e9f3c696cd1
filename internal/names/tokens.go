package names

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline/internal/text"
)

// Token is one word or punctuation mark of a text, located by byte offsets.
type Token struct {
	Start, End int
	Text       string
}

// abbrevs end with a period that belongs to the word. Lower-cased, without
// the final period.
var abbrevs = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "prof": true, "sr": true, "jr": true, "st": true,
	"sgt": true, "lt": true, "col": true, "gen": true, "maj": true, "capt": true, "cpl": true, "pvt": true,
	"adm": true, "cmdr": true, "gov": true, "sen": true, "rep": true, "rev": true, "hon": true, "pres": true,
	"supt": true, "insp": true, "det": true, "atty": true, "amb": true, "fr": true, "msgr": true, "lt.col": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true,
	"sep": true, "sept": true, "oct": true, "nov": true, "dec": true,
	"mt": true, "ft": true, "ave": true, "blvd": true, "rd": true, "co": true, "corp": true, "inc": true,
	"ltd": true, "bros": true, "dept": true, "univ": true, "assn": true, "no": true, "vs": true, "v": true,
	"etc": true, "approx": true, "est": true, "plc": true, "cie": true, "ag": true, "sa": true, "nv": true,
}

// Tokenize splits text into words and punctuation, in the style of the
// CoNLL-2003 data: white space separates tokens; leading quotes and
// brackets, trailing punctuation, possessive "'s", "n't" and dashes are
// tokens of their own; a final period stays on abbreviations ("Sgt.",
// "U.S.", "J."); a slash between letters splits ("Photo/Rodrigo"), and so
// do a comma between a word and a number ("Vale,19"), a list's bullet
// ("•Tamara") and a reference mark ("Rodger[59]"). Hyphenated words stay whole.
func Tokenize(txt string) []Token {
	return appendView(nil, txt, text.Tokenize(txt, text.LowerASCII(txt), nil))
}

// appendView appends the CoNLL-style tokens of ts, shared tokens of txt
// (text.Token): each white-space chunk (a run of tokens with no space
// between them) is split at its outer punctuation, possessives, "n't",
// dashes and slashes.
func appendView(out []Token, txt string, ts []text.Token) []Token {
	for i := 0; i < len(ts); {
		j := i + 1
		for j < len(ts) && !ts[j].Space {
			j++
		}
		out = splitChunk(out, txt, ts[i].Start, ts[j-1].End)
		i = j
	}
	return out
}

func isOpenPunct(r rune) bool {
	switch r {
	case '"', '\'', '“', '‘', '(', '[', '{', '¿', '¡', '«', '`', '•', '·', '▪':
		return true
	}
	return false
}

func isClosePunct(r rune) bool {
	switch r {
	case ',', ';', ':', '!', '?', '"', '\'', '”', '’', ')', ']', '}', '»', '…':
		return true
	}
	return false
}

// splitChunk appends the tokens of the white-space-free chunk text[s:e].
func splitChunk(out []Token, text string, s, e int) []Token {
	if isClitic(text[s:e]) {
		return append(out, Token{s, e, text[s:e]})
	}
	// Leading punctuation.
	for s < e {
		r, n := utf8.DecodeRuneInString(text[s:e])
		if !isOpenPunct(r) {
			break
		}
		out = append(out, Token{s, s + n, text[s : s+n]})
		s += n
	}
	// Trailing punctuation, collected in reverse.
	var tail [8]Token
	nt := 0
	for e > s && nt < len(tail) {
		r, n := utf8.DecodeLastRuneInString(text[s:e])
		if isClosePunct(r) {
			// Keep the apostrophe of a plural possessive ("Venezuelans'")
			// as its own token too: it is punctuation either way.
			tail[nt] = Token{e - n, e, text[e-n : e]}
			nt++
			e -= n
			continue
		}
		if r == '.' {
			if e-n == s || keepsPeriod(text[s:e]) {
				if e-n == s { // a lone period
					tail[nt] = Token{e - n, e, text[e-n : e]}
					nt++
					e -= n
					continue
				}
				break
			}
			tail[nt] = Token{e - n, e, text[e-n : e]}
			nt++
			e -= n
			continue
		}
		break
	}
	if s < e {
		out = splitInner(out, text, s, e)
	}
	for k := nt - 1; k >= 0; k-- {
		out = append(out, tail[k])
	}
	return out
}

// splitInner splits a chunk stripped of outer punctuation at possessives,
// "n't", dashes and letter/letter slashes.
func splitInner(out []Token, text string, s, e int) []Token {
	w := text[s:e]
	// Double hyphens and em/en dashes between words.
	for _, d := range dashes(w) {
		if k := strings.Index(w, d); k > 0 && k+len(d) < len(w) {
			out = splitInner(out, text, s, s+k)
			out = append(out, Token{s + k, s + k + len(d), d})
			return splitInner(out, text, s+k+len(d), e)
		} else if k == 0 && len(w) > len(d) {
			out = append(out, Token{s, s + len(d), d})
			return splitInner(out, text, s+len(d), e)
		} else if k > 0 && k+len(d) == len(w) {
			out = splitInner(out, text, s, s+k)
			return append(out, Token{s + k, e, d})
		}
	}
	// A slash between letters: "Photo/Rodrigo".
	if k := strings.IndexByte(w, '/'); k > 0 && k+1 < len(w) {
		a, _ := utf8.DecodeLastRuneInString(w[:k])
		b, _ := utf8.DecodeRuneInString(w[k+1:])
		if unicode.IsLetter(a) && unicode.IsLetter(b) {
			out = splitInner(out, text, s, s+k)
			out = append(out, Token{s + k, s + k + 1, "/"})
			return splitInner(out, text, s+k+1, e)
		}
	}
	// A reference mark glued to a word, as copied from a wiki ("Rodger[59]").
	if k := strings.IndexByte(w, '['); k > 0 && k+1 < len(w) && w[k+1] >= '0' && w[k+1] <= '9' {
		out = splitChunk(out, text, s, s+k) // "Chen.[9]": the period ends the sentence
		out = append(out, Token{s + k, s + k + 1, "["})
		return splitInner(out, text, s+k+1, e)
	}
	// A comma between a name and an age with no space after it ("Ronisha
	// Vale,19, died"): the name is a word of its own.
	if k := strings.IndexByte(w, ','); k > 0 && k+1 < len(w) && w[k+1] >= '0' && w[k+1] <= '9' {
		if a, _ := utf8.DecodeLastRuneInString(w[:k]); unicode.IsLetter(a) {
			out = splitInner(out, text, s, s+k)
			out = append(out, Token{s + k, s + k + 1, ","})
			return splitInner(out, text, s+k+1, e)
		}
	}
	// A sentence run on after its period without a space, as copied text
	// often has it ("a robbery victim.Jarrion Hood, of Durham"): the name
	// after the period is a word of its own. Two lower-case letters before
	// the period and a capital and a lower-case letter after it tell a run-on
	// from "U.S.", "St.Louis" or "KSTP.com".
	if k := runOnPeriod(w); k > 0 {
		out = splitInner(out, text, s, s+k)
		out = append(out, Token{s + k, s + k + 1, "."})
		return splitInner(out, text, s+k+1, e)
	}
	// Possessive 's and n't.
	if n := len(w); n > 2 {
		last := w[n-1] | 0x20
		if last == 's' && (w[n-2] == '\'') {
			return append(out, Token{s, e - 2, w[:n-2]}, Token{e - 2, e, w[n-2:]})
		}
		if last == 's' && n > 4 && strings.HasSuffix(w[:n-1], "’") {
			k := n - 1 - len("’")
			return append(out, Token{s, s + k, w[:k]}, Token{s + k, e, w[k:]})
		}
		if last == 't' && n > 3 && (w[n-3]|0x20) == 'n' && w[n-2] == '\'' {
			return append(out, Token{s, e - 3, w[:n-3]}, Token{e - 3, e, w[n-3:]})
		}
	}
	return append(out, Token{s, e, w})
}

// splitDashes are the dashes splitInner splits at.
var splitDashes = []string{"--", "—", "–"}

// dashes returns splitDashes, or none when w has no byte that starts one,
// which is most words.
func dashes(w string) []string {
	for i := 0; i < len(w); i++ {
		if w[i] == '-' || w[i] == "—"[0] { // "–" starts with the same byte
			return splitDashes
		}
	}
	return nil
}

// keepsPeriod reports whether the period ending w belongs to it: initials
// and acronyms with inner periods ("J.", "U.S."), and known abbreviations.
func keepsPeriod(w string) bool {
	b := w[:len(w)-1]
	if b == "" {
		return false
	}
	if strings.IndexByte(b, '.') >= 0 {
		// "U.S.", "a.m.": letters and periods only.
		for _, r := range b {
			if r != '.' && !unicode.IsLetter(r) {
				return false
			}
		}
		return true
	}
	if r, n := utf8.DecodeRuneInString(b); n == len(b) && unicode.IsUpper(r) {
		return true // an initial
	}
	if len(b) <= 6 {
		var buf [8]byte
		for i := 0; i < len(b); i++ {
			c := b[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			buf[i] = c
		}
		return abbrevs[string(buf[:len(b)])]
	}
	return false
}

// isClitic reports whether w is a clitic standing alone, as in tokenized
// text: "'s", "'re", "n't".
func isClitic(w string) bool {
	if len(w) < 2 || len(w) > 4 {
		return false
	}
	// The clitics are ASCII, and no other letter lower-cases to one of
	// their letters: lower-casing ASCII letters in place is enough.
	var b [4]byte
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			return false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	switch string(b[:len(w)]) {
	case "'s", "'re", "'ve", "'ll", "'d", "'m", "n't":
		return true
	}
	return false
}

// runOnPeriod returns the index of the period in w that ends a sentence run
// on into the next one ("victim.Jarrion"), or -1.
func runOnPeriod(w string) int {
	k := strings.IndexByte(w, '.')
	if k < 2 || k+2 >= len(w) {
		return -1
	}
	lower := func(c byte) bool { return 'a' <= c && c <= 'z' }
	if lower(w[k-1]) && lower(w[k-2]) && 'A' <= w[k+1] && w[k+1] <= 'Z' && lower(w[k+2]) {
		return k
	}
	return -1
}
