package codec

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// QueryTerms reads untrusted search text as both engines do: each word is a
// term and the words between a pair of double quotes are one phrase; a word
// made of several runs of letters ("e-mail", "O'Brien") is a phrase of those
// runs, as the indexes split it; an unbalanced quote is ignored. Each term
// is returned as its tokens (one for a word, several for a phrase), holding
// only letters, digits and marks (NFC), so no user text can reach a query as
// syntax. None are returned when the text holds no letter or digit.
func QueryTerms(query string) [][]string {
	parts := strings.Split(norm.NFC.String(query), `"`)
	// With an odd number of quotes the last one is unbalanced: the text after
	// it is read as plain words.
	balanced := len(parts)%2 == 1
	var terms [][]string
	add := func(tokens []string) {
		if len(tokens) > 0 {
			terms = append(terms, tokens)
		}
	}
	for i, part := range parts {
		if i%2 == 1 && (balanced || i < len(parts)-1) {
			add(WordRuns(part))
			continue
		}
		for _, w := range strings.Fields(part) {
			add(WordRuns(w))
		}
	}
	return terms
}

// isWordRune reports whether r belongs in a search token.
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) || unicode.IsNumber(r)
}

// WordRuns splits s into its runs of letters, digits and marks.
func WordRuns(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !isWordRune(r) })
}
