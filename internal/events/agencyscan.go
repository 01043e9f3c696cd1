package events

import (
	"sort"
	"strings"
	"unicode/utf8"
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
// on txt, running the pattern only on the stretches that end with one of
// its final words. A stretch starts after a space, so \b reads there as it
// does in the whole text, and ends one character past the word, so its \b
// does too.
func agencyMatches(txt string) [][]int {
	type window struct{ start, end int }
	var ws []window
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
			ws = append(ws, window{start, end})
		}
	}
	if len(ws) == 0 {
		return nil
	}
	sort.Slice(ws, func(i, j int) bool { return ws[i].start < ws[j].start })
	merged := ws[:1]
	for _, w := range ws[1:] {
		if last := &merged[len(merged)-1]; w.start <= last.end {
			last.end = max(last.end, w.end)
		} else {
			merged = append(merged, w)
		}
	}
	var out [][]int
	for _, w := range merged {
		for _, m := range agencyRE.FindAllStringSubmatchIndex(txt[w.start:w.end], -1) {
			for i := range m {
				if m[i] >= 0 {
					m[i] += w.start
				}
			}
			out = append(out, m)
		}
	}
	return out
}
