package events

import (
	"regexp"
	"slices"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// titlePlaceRE is a place a headline names after a preposition ("Teen
// fatally shot in head in southwest Macon", "Four Injured By Gunfire
// Outside Marion Nightclub"): up to three capitalized words, after an
// optional side. A headline's first words are not read ("Man charged …",
// "Police say …" are towns in Côte d'Ivoire and Poland).
var titlePlaceRE = regexp.MustCompile(`\b(?i:in|near|outside|at)\s+(?:(?i:north|south|east|west|northeast|northwest|southeast|southwest|central|downtown|N|S|E|W|NE|NW|SE|SW)\s+)?(\p{Lu}[\p{L}.'’-]+(?:\s+\p{Lu}[\p{L}.'’-]+){0,2})`)

// titleTowns returns the towns an article's headline names. The headline
// is not part of the analyzed text, and many reports name their town
// there only ("Four wounded in shooting at Pomona restaurant
// drive-through"), some have nothing but a headline (a paywall's). Of the
// capitalized words a headline gives after a preposition, the longest run
// from the first that the gazetteer knows as a town is the town: "Marion"
// of "Marion Nightclub"; of those before the noun of a headline's subject
// (townheadline.go), the longest run that ends at the noun: "Upper Darby"
// of "Police investigate Upper Darby shooting". A name the text names as a
// place counts there already, as the text reads it; a county is no town.
// The town must lie in a division of divisions when there are any (the
// story's places; nil for the article's own).
func titleTowns(a *storyline.Article, divisions map[string]bool) []*storyline.Place {
	title := a.Title
	if divisions == nil {
		divisions = placeDivisions(a)
	}
	var out []*storyline.Place
	try := func(m []int, names []string) {
		words := strings.Fields(title[m[2]:m[3]])
		if countyAfter(title[m[3]:]) || slices.ContainsFunc(words, countyWord) {
			return // "in Paulding County": a county, no town
		}
		for _, name := range names {
			if text.CompassPoint(name) != "" {
				continue // "in SE shooting": a city's quadrant, no town (Sé, Benin)
			}
			start := m[2] + strings.Index(title[m[2]:m[3]], name)
			span := storyline.Span{Start: start, End: start + len(name)}
			if textNames(a, name) {
				return // the text's own reading of the name counts already
			}

			if pl := resolveTitlePlace(a, title, span, divisions); pl != nil {
				out = append(out, pl)
				return
			}
		}
	}
	for _, m := range titlePlaceRE.FindAllStringSubmatchIndex(title, -1) {
		words := strings.Fields(title[m[2]:m[3]])
		var names []string
		for n := len(words); n > 0; n-- {
			w := strings.Join(words[:n], " ")
			t := strings.TrimRight(w, ".'’-")
			if t != w && strings.Contains(t, ".") {
				names = append(names, w) // "D.C.": the period is the abbreviation's
			}
			names = append(names, t)
		}
		try(m, names)
	}
	for _, m := range titleSubjectMatches(title) {
		words := strings.Fields(title[m[2]:m[3]])
		try(m, []string{strings.Join(words, " ")})
	}
	return out
}

// placeDivisions returns the first-level divisions, as "country|division",
// an article's places lie in.
func placeDivisions(a *storyline.Article) map[string]bool {
	divisions := map[string]bool{}
	for _, e := range a.Analysis.Entities {
		if p := e.Place; p != nil {
			divisions[p.Country+"|"+divisionOf(p)] = true
		}
	}
	return divisions
}

// countyAfter reports a text that starts with the word for a county.
func countyAfter(s string) bool {
	w, _, _ := strings.Cut(strings.TrimLeft(s, " "), " ")
	return countyWord(w)
}

// countyWord reports the word for a county: "County", "Co.", "Parish".
func countyWord(w string) bool {
	switch strings.ToLower(strings.TrimRight(w, ".,:;")) {
	case "county", "co", "parish":
		return true
	}
	return false
}

// textNames reports an article whose text names a place as name.
func textNames(a *storyline.Article, name string) bool {
	key := places.Fold(name)
	for _, e := range a.Analysis.Entities {
		if e.Type == storyline.LOC && places.Fold(e.Canonical) == key {
			return true
		}
	}
	return false
}

// resolveTitlePlace resolves the name at span of an article's headline as
// a town of the countries the article's places lie in, or nil. When the
// story names places, the town must lie in one of their divisions: a
// headline's word alone ("Man charged …", a neighbourhood such as
// "Homewood" or "Englewood") reads as the largest namesake anywhere; a
// namesake in one of those divisions is the town ("Campbell boy, 7,
// hospitalized" in a story naming Ohio is Campbell, Ohio, not the larger
// Campbell, California).
func resolveTitlePlace(a *storyline.Article, title string, span storyline.Span, divisions map[string]bool) *storyline.Place {
	ctx := places.Context{Countries: map[string]int{}}
	for _, e := range a.Analysis.Entities {
		if p := e.Place; p != nil {
			ctx.Add(p.Country, e.Mentions)
		}
	}
	res := places.Default().Resolve([]places.PlaceMention{places.NewMention(title, span, storyline.Span{End: len(title)})}, ctx)
	pl := res[0].Place
	if pl != nil && pl.Kind != places.KindCity {
		pl = cityOfDivisionNamed(pl, span.In(title)) // "In D.C., weekend gunfire …": Washington
	}
	if pl == nil || pl.Kind != places.KindCity {
		return nil
	}
	if len(divisions) == 0 || divisions[pl.Country+"|"+pl.Admin1] {
		return pl
	}
	for _, c := range places.Default().Lookup(span.In(title)) {
		if c.Kind == places.KindCity && divisions[c.Country+"|"+c.Admin1] && places.Fold(c.Name) == places.Fold(span.In(title)) {
			return &c
		}
	}
	return nil
}
