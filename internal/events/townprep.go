package events

import (
	"regexp"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
)

// prepTownRE is a capitalized name after "in", "near" or "outside" (group
// 1, up to three words): "happened on Highway 30 in Stokes around 7:45",
// "in Weir, a small town", "near Baconton".
var prepTownRE = regexp.MustCompile(`\b(?:in|near|outside)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})`)

// prepTownAtRE is prepTownRE at the start of a string.
var prepTownAtRE = regexp.MustCompile(`^(?:in|near|outside)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})`)

// prepTownMatches returns what prepTownRE.FindAllStringSubmatchIndex
// returns on s, trying the pattern only where a word "in", "near" or
// "outside" starts: Go's regexp tries it at every byte, and its
// alternation has no literal prefix to skip ahead by. A match starts
// with such a word after a boundary (\b: the byte before is no ASCII
// letter, digit or underscore), and the next is sought after its end.
func prepTownMatches(s string) [][]int {
	var out [][]int
	for k := 0; k < len(s); k++ {
		switch s[k] {
		case 'i', 'n', 'o':
		default:
			continue
		}
		if k > 0 && asciiWordByte(s[k-1]) {
			continue
		}
		m := prepTownAtRE.FindStringSubmatchIndex(s[k:])
		if m == nil {
			continue
		}
		for i := range m {
			if m[i] >= 0 {
				m[i] += k
			}
		}
		out = append(out, m)
		k = m[1] - 1
	}
	return out
}

// asciiWordByte is the class \w of Go's regular expressions, which \b
// reads.
func asciiWordByte(c byte) bool {
	return isLetter(c) || c >= '0' && c <= '9' || c == '_'
}

// prepositionTowns returns the towns an article names after "in", "near"
// or "outside" that the name tagger missed: a name the gazetteer lists as
// a town of a division in divisions (the story's places' divisions), and
// the tagger did not read as a place. Small towns ("Stokes", "Weir",
// "Snowville") are often missed, and a report naming its state names its
// towns there. A name that is a place of no named division, a month or a
// weekday is none ("in May", "in Georgia" is the state's already).
func prepositionTowns(a *storyline.Article, divisions map[string]bool) []*storyline.Place {
	if len(divisions) == 0 {
		return nil
	}
	var out []*storyline.Place
	for _, m := range prepTownMatches(a.Text) {
		words := strings.Fields(a.Text[m[2]:m[3]])
		for n := len(words); n > 0; n-- {
			name := strings.Join(words[:n], " ")
			if n == 1 && isTimeWord(strings.ToLower(name)) {
				break
			}
			if textNames(a, name) {
				break
			}
			if p := townInDivisions(name, divisions); p != nil {
				out = append(out, p)
				break
			}
		}
	}
	return out
}

// townInDivisions returns the most populous town named name (its own
// name, not an alternate one) in one of divisions, or nil.
func townInDivisions(name string, divisions map[string]bool) *storyline.Place {
	for _, c := range places.Default().Lookup(name) {
		if c.Kind == places.KindCity && divisions[c.Country+"|"+c.Admin1] && places.Fold(c.Name) == places.Fold(name) {
			return &c
		}
	}
	return nil
}
