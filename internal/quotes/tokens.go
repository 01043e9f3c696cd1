package quotes

import (
	"strings"
	"unicode"
	"unicode/utf8"
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

// titleAbbrevs end with a period that belongs to the word.
var titleAbbrevs = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "prof": true, "sr": true, "jr": true, "st": true,
	"sgt": true, "lt": true, "col": true, "gen": true, "maj": true, "capt": true, "cpl": true, "pvt": true,
	"adm": true, "cmdr": true, "gov": true, "sen": true, "rep": true, "reps": true, "sens": true, "rev": true,
	"hon": true, "pres": true, "supt": true, "insp": true, "det": true, "atty": true, "amb": true, "fr": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true,
	"sep": true, "sept": true, "oct": true, "nov": true, "dec": true,
	"co": true, "corp": true, "inc": true, "ltd": true, "bros": true, "dept": true, "no": true, "vs": true,
	"etc": true, "approx": true, "mt": true, "ft": true, "ave": true, "gov't": true,
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// tokenize appends the tokens of text[start:end] to toks.
func tokenize(text string, start, end int, toks []token) []token {
	i := start
	for i < end {
		c := text[i]
		if c < utf8.RuneSelf {
			switch {
			case c == ' ' || c == '\n' || c == '\t' || c == '\r':
				i++
				continue
			case c == '"':
				toks = append(toks, token{start: i, end: i + 1, kind: tQuote, lower: `"`})
				i++
				continue
			case (c == '\'' || c == '`') && i+1 < end && text[i+1] == c:
				toks = append(toks, token{start: i, end: i + 2, kind: tQuote, lower: text[i : i+2]})
				i += 2
				continue
			case c == '-' && i+1 < end && text[i+1] == '-':
				toks = append(toks, token{start: i, end: i + 2, kind: tPunct, lower: "--"})
				i += 2
				continue
			}
		}
		r, n := utf8.DecodeRuneInString(text[i:end])
		if r == '“' || r == '”' || r == '„' {
			toks = append(toks, token{start: i, end: i + n, kind: tQuote, lower: text[i : i+n]})
			i += n
			continue
		}
		if isWordRune(r) || ((r == '$' || r == '#' || r == '@' || r == '£' || r == '€') && i+n < end && startsWord(text[i+n:end])) {
			j := i + n
			for j < end {
				r2, n2 := utf8.DecodeRuneInString(text[j:end])
				if isWordRune(r2) {
					j += n2
					continue
				}
				if (r2 == '\'' || r2 == '’' || r2 == '.' || r2 == '-' || r2 == '&' || r2 == '/' || r2 == ',' || r2 == '_') && j+n2 < end && startsWord(text[j+n2:end]) {
					if r2 == ',' {
						// only inside numbers: 10,000
						p, _ := utf8.DecodeLastRuneInString(text[i:j])
						if !unicode.IsDigit(p) {
							break
						}
						q, _ := utf8.DecodeRuneInString(text[j+n2 : end])
						if !unicode.IsDigit(q) {
							break
						}
					}
					j += n2
					continue
				}
				break
			}
			// A period that belongs to the word: titles and dotted acronyms.
			if j < end && text[j] == '.' {
				w := strings.ToLower(text[i:j])
				if titleAbbrevs[w] || (strings.Contains(w, ".") && len(w) <= 6) || (utf8.RuneCountInString(w) == 1 && unicode.IsUpper(r)) {
					j++
				}
			}
			// n't as in "didn’t" stays in the word (handled above); "s'" possessives too.
			w := text[i:j]
			toks = append(toks, token{start: i, end: j, kind: tWord, cap: unicode.IsUpper(r), lower: lowerASCII(w)})
			i = j
			continue
		}
		if unicode.IsSpace(r) {
			i += n
			continue
		}
		toks = append(toks, token{start: i, end: i + n, kind: tPunct, lower: text[i : i+n]})
		i += n
	}
	return toks
}

func startsWord(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return isWordRune(r)
}

// lowerASCII lower-cases s without allocating when it is already lower case.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return strings.ToLower(s)
		}
		if 'A' <= c && c <= 'Z' {
			return strings.ToLower(s)
		}
	}
	return s
}
