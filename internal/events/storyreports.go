package events

// Which of a story's towns the reports of one of its events name.

import (
	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// ownTownKept reports whether the event of ms keeps its own town p over
// t, the town its story names most and one of another province: when the
// articles that tell the event name the towns of p's province more often
// than t, and more than once. A story can gather several incidents (a market strike in
// Aleppo province, the bombardment of the Damascus suburbs); the town the
// story names most is the main event's only when its own reports are
// about that town's province too. A town of another country than the
// story's is more often a name misread ("South Side" as a Turkish town)
// than another incident: it does not count.
func ownTownKept(p, t *storyline.Place, ms []mention, arts []*storyline.Article, readings TownReadings) bool {
	if p == nil || placeRank(p) < 2 || p.Country != t.Country {
		return false
	}
	division := text.Fold(divisionOf(p))
	if division == "" || division == text.Fold(divisionOf(t)) {
		return false
	}
	own := map[int64]bool{}
	for _, m := range ms {
		own[m.ref.Article] = true
	}
	var reporting []*storyline.Article
	for _, a := range arts {
		if own[a.ID] {
			reporting = append(reporting, a)
		}
	}
	inDivision := 0
	ts := storyTowns(reporting, readings)
	for _, c := range ts {
		if c.place.Country == p.Country && text.Fold(divisionOf(c.place)) == division {
			inDivision += c.n
		}
	}
	return inDivision >= 2 && ts.count(t) < inDivision // one mention is as often a misread name
}
