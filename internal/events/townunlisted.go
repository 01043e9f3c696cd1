package events

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// unlistedSceneTown returns the town a street address puts the scene in
// ("on Oak Grove Church Road in Rhine", "the 7000 block of Ruskin Lane in
// Upper Darby") when the gazetteer lacks it: the name as written, in the
// one division the article's places lie in, at the division's
// coordinates with geo precision 2 (unlistedTown, as a dateline's town
// the gazetteer lacks). Villages and unincorporated places are where
// rural shootings happen, and the county's sheriff reports them by the
// village's name. nil when the article's places lie in no division or in
// several, or when the name is a county, or the tagger read it as a
// person or an organization.
func unlistedSceneTown(a *storyline.Article, sp storyline.Span) *storyline.Place {
	name := sp.In(a.Text)
	if name == "" || countyWord(lastWord(name)) || text.StreetWords[strings.ToLower(strings.TrimRight(lastWord(name), "."))] || namedOtherwise(a, sp) {
		return nil
	}
	d := articleDivision(a)
	if d == nil {
		return nil
	}
	if c := compassSectionOf(name, d); c != nil {
		return c
	}
	t := unlistedTown(name, d)
	t.Precision = 2 // the division's point: near the village
	return t
}

// compassSectionOf returns the town of division d a name is a side of:
// "New Orleans East", "East Oakland", "South Los Angeles" are parts of the
// city, not villages of their own. nil when the name has no bearing at
// either end or the rest is no town of d.
func compassSectionOf(name string, d *storyline.Place) *storyline.Place {
	ws := strings.Fields(name)
	if len(ws) < 2 {
		return nil
	}
	var rest []string
	switch {
	case compassWords[strings.ToLower(ws[0])]:
		rest = ws[1:]
	case compassWords[strings.ToLower(ws[len(ws)-1])]:
		rest = ws[:len(ws)-1]
	default:
		return nil
	}
	return townInDivisions(strings.Join(rest, " "), map[string]bool{d.Country + "|" + divisionOf(d): true})
}

// lastWord returns the last space-separated word of s.
func lastWord(s string) string {
	return s[strings.LastIndexByte(s, ' ')+1:]
}

// namedOtherwise reports a name the tagger read as a person or an
// organization at sp ("in Walmart"): with a street address, as often a
// city's neighbourhood ("in Prospect Lefferts Gardens") as a village.
func namedOtherwise(a *storyline.Article, sp storyline.Span) bool {
	for _, m := range a.Analysis.Mentions {
		if m.Type != storyline.LOC && m.Span.Start < sp.End && sp.Start < m.Span.End {
			return true
		}
	}
	return false
}

// articleDivision returns the first-level division the article's towns
// and divisions lie in most (by mentions), when no other division is named
// as often; nil when its places name none. A street read as a namesake
// town far off ("Bellevue Avenue" as Bellevue, Washington) is outnumbered
// by the places of the report's own state.
func articleDivision(a *storyline.Article) *storyline.Place {
	counts := map[string]int{}
	divisions := map[string]*storyline.Place{}
	for _, e := range a.Analysis.Entities {
		p := e.Place
		if p == nil || placeRank(p) < 1 || divisionOf(p) == "" {
			continue
		}
		key := p.Country + "|" + text.Fold(divisionOf(p))
		counts[key] += max(e.Mentions, 1)
		if placeRank(p) == 1 || divisions[key] == nil {
			divisions[key] = p
		}
	}
	best, tied := "", false
	for k, n := range counts {
		switch {
		case best == "" || n > counts[best]:
			best, tied = k, false
		case n == counts[best]:
			tied = true
		}
	}
	if best == "" || tied {
		return nil
	}
	p := divisions[best]
	if placeRank(p) == 1 {
		return p
	}
	for _, c := range places.Default().Lookup(p.Admin1) {
		if c.Kind == places.KindAdmin1 && c.Country == p.Country && text.Fold(c.Name) == text.Fold(p.Admin1) {
			return &c
		}
	}
	return nil
}
