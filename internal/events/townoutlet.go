package events

import (
	"regexp"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
)

// outletPlaceRE is a town and its division in the outlet's part of a
// headline: "KXXX.com - Tulsa, OK News, Weather", "WXYZ-TV: News and
// Weather for Montgomery, AL". Group 1 is the town.
var outletPlaceRE = regexp.MustCompile(`(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2}),\s+\p{Lu}`)

// outletDivision returns the first-level division of the town a story's
// outlet names itself by in its headlines' tail (after " - " or " | "),
// or nil: a local station's reports are of its own state, and a county a
// report names without one ("Dale Co. boy …", "the Orange County
// Sheriff's Office") lies in it.
func outletDivision(arts []*storyline.Article) *storyline.Place {
	for _, a := range arts {
		title := a.Title
		i := strings.Index(title, " - ")
		if j := strings.Index(title, " | "); j >= 0 && (i < 0 || j < i) {
			i = j
		}
		if i < 0 {
			continue
		}
		for _, m := range outletPlaceRE.FindAllStringSubmatchIndex(title[i:], -1) {
			span := storyline.Span{Start: i + m[2], End: i + m[3]}
			res := places.Default().Resolve([]places.PlaceMention{places.NewMention(title, span, storyline.Span{Start: i, End: len(title)})}, places.Context{Countries: map[string]int{}})
			pl := res[0].Place
			if pl == nil || pl.Kind != places.KindCity || pl.Admin1 == "" {
				continue
			}
			for _, d := range places.Default().Lookup(pl.Admin1) {
				if d.Kind == places.KindAdmin1 && d.Country == pl.Country && places.Fold(d.Name) == places.Fold(pl.Admin1) {
					return &d
				}
			}
		}
	}
	return nil
}
