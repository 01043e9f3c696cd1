package events

import (
	"regexp"
	"strings"
)

// titleSubjectRE is a town a headline names as the attribute of what
// happened or of whom: "Police investigate Upper Darby shooting", "Kokomo
// shooting", "3-year-old Kansas City girl shot", "Tulsa Police: 1 dead".
// Group 1 is the capitalized words just before the noun (up to three);
// local headlines name the scene so, often nowhere else ("Two arrested
// following deadly Oak Park shooting" over a text that says only "the
// city"). The noun is lower-case, or title case after a run that starts
// the headline or follows a lower-case word, a digit or punctuation.
var titleSubjectRE = regexp.MustCompile(`(?:^|[^\p{L}'’])(\p{Lu}[\p{L}.'’-]+(?:\s+\p{Lu}[\p{L}.'’-]+){0,2})(?:'s|’s)?\s+(?i:` + titleSubjectNouns + `)\b`) // titleSubjectNouns: lexicon.go

// titleSubjectMatches returns titleSubjectRE's matches in the headline
// proper, before the outlet's name ("… - WKRN News 2", "… | Dayton
// News"), as submatch indexes with the name as group 1.
func titleSubjectMatches(title string) [][]int {
	end := len(title)
	for _, sep := range []string{" - ", " | ", " :: ", " – "} {
		if i := strings.Index(title, sep); i > 0 && i < end {
			end = i
		}
	}
	var out [][]int
	for _, m := range titleSubjectRE.FindAllStringSubmatchIndex(title[:end], -1) {
		out = append(out, []int{m[0], m[1], m[2], m[3]})
	}
	return out
}
