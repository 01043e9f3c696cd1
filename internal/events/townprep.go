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
	for _, m := range prepTownRE.FindAllStringSubmatchIndex(a.Text, -1) {
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
