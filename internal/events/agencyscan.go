package events

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/storyline-news/storyline/internal/text"
)

// agencyWords are the words every agencyRE match ends with ("olice" for
// Police and police). Finding them first is what keeps the scan cheap: the
// pattern opens with a letter class, which Go's regexp tries at every
// position of the text.
var agencyWords = []string{"olice", "Fire", "Sheriff", "detectives", "investigators"}

// agencyLookBehind bounds how far before its final word a match may start:
// three capitalized words and "Metropolitan" fit many times over.
const agencyLookBehind = 160

// agencyMatches returns what agencyRE.FindAllStringSubmatchIndex returns
// on txt, running the pattern only on the windows (text.Window) that end
// with one of its final words. A window starts after a space, so \b reads
// there as it does in the whole text, and ends one character past the
// word, so its \b does too.
func agencyMatches(txt string) [][]int {
	var ws []text.Window
	for _, w := range agencyWords {
		for from := 0; ; {
			i := strings.Index(txt[from:], w)
			if i < 0 {
				break
			}
			k := from + i
			from = k + len(w)
			end := from
			if end < len(txt) {
				_, n := utf8.DecodeRuneInString(txt[end:])
				end += n
			}
			start := max(0, k-agencyLookBehind-1)
			if start > 0 {
				sp := strings.IndexAny(txt[start:k], " \t\n\r")
				if sp < 0 {
					start = k
				} else {
					start += sp + 1
				}
			}
			ws = append(ws, text.Window{Start: start, End: end})
		}
	}
	sort.Slice(ws, func(i, j int) bool { return ws[i].Start < ws[j].Start })
	var merged []text.Window
	for _, w := range ws {
		merged = text.AddWindow(merged, w)
	}
	return text.FindAllIn(agencyRE, txt, merged)
}
