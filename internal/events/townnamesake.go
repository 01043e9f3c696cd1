package events

import (
	"slices"
	"sort"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// namesakeKeepPop is the population from which a town named in a story
// stays itself though the story's other places lie in another division:
// a victim "flown to Houston", a suspect "arrested in Chicago".
const namesakeKeepPop = 100_000

// foldNamesakes reads each town of a division other than the story's own
// as its namesake in that division, when the gazetteer has one: the
// story's own division is the one its towns (and the divisions it names
// outright, stateVotes) are named in most. "Sterling" read as Sterling,
// Virginia in a story of Rock Falls, Morrison and Illinois is Sterling,
// Illinois; "West Valley" (Washington) in one naming Utah is West Valley
// City. Each mention was resolved alone, by population; the story as a
// whole tells the state, as the resolver's context does for an article.
// A town abroad stays (extract.go weighs namesakes abroad), and so does a
// town named like its province ("Idlib"), which names the province too.
func (ts storyTownList) foldNamesakes(stateVotes map[string]int) storyTownList {
	ts = ts.foldToNamedDivision(stateVotes)
	own, votes := ts.ownDivision(stateVotes)
	if own == "" {
		return ts
	}
	best := votes[own]
	moved := false
	out := make(storyTownList, 0, len(ts))
	index := map[string]int{}
	for _, t := range ts {
		k := t.place.Country + "|" + t.place.Admin1
		if k != own && votes[k] < best && t.place.Population < namesakeKeepPop && strings.HasPrefix(own, t.place.Country+"|") && !namesakeTown(t.place) {
			if q := namesakeIn(t.place, own); q != nil {
				t = townCount{place: q, n: t.n}
				moved = true
			}
		}
		key := t.place.Country + "|" + t.place.Admin1 + "|" + t.place.Name
		if i, ok := index[key]; ok {
			out[i].n += t.n
			continue
		}
		index[key] = len(out)
		out = append(out, t)
	}
	if !moved {
		return ts
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].n > out[j].n })
	return out
}

// foldToNamedDivision reads two towns of one name in two divisions as
// one, the one in the division the story names outright: a report filed
// "GREENACRES, Fla. —" says which Greenacres another report's bare
// "GREENACRES (CBSMiami) —" is, which alone the resolver read as the
// town of that name in California, the story naming no California. The
// bare readings, often many, would otherwise outvote the stated one in
// ownDivision and take it with them.
func (ts storyTownList) foldToNamedDivision(stateVotes map[string]int) storyTownList {
	if len(stateVotes) == 0 || len(ts) < 2 {
		return ts
	}
	inNamed := func(t townCount) bool { return stateVotes[t.place.Country+"|"+t.place.Admin1] > 0 }
	named := map[string]int{} // a town's name → its index in a division the story names
	for i, t := range ts {
		if k := text.Fold(t.place.Name); placeRank(t.place) == 2 && inNamed(t) {
			if _, ok := named[k]; !ok {
				named[k] = i
			}
		}
	}
	if len(named) == 0 {
		return ts
	}
	var out storyTownList
	for i, t := range ts {
		j, ok := named[text.Fold(t.place.Name)]
		if !ok || j == i || t.place.Country != ts[j].place.Country || inNamed(t) {
			continue
		}
		if out == nil {
			out = slices.Clone(ts)
		}
		out[j].n += t.n
		out[i].n = 0
	}
	if out == nil {
		return ts
	}
	out = slices.DeleteFunc(out, func(t townCount) bool { return t.n == 0 })
	sort.SliceStable(out, func(i, j int) bool { return out[i].n > out[j].n })
	return out
}

// ownDivision returns the story's own first-level division ("US|Illinois"),
// the one its towns and the divisions it names outright (stateVotes) are
// named in most, "" on a tie; and the votes of each division.
func (ts storyTownList) ownDivision(stateVotes map[string]int) (string, map[string]int) {
	votes := map[string]int{}
	for k, n := range stateVotes {
		votes[k] += n
	}
	for _, t := range ts {
		votes[t.place.Country+"|"+t.place.Admin1] += t.n
	}
	own, best, tie := "", 0, false
	for k, n := range votes {
		switch {
		case n > best:
			own, best, tie = k, n, false
		case n == best:
			tie = true
		}
	}
	if tie {
		return "", votes
	}
	return own, votes
}

// namesakeIn returns the town named as p in division key ("US|Illinois"),
// or nil.
func namesakeIn(p *storyline.Place, key string) *storyline.Place {
	if placeRank(p) < 2 {
		return nil
	}
	for _, q := range places.Default().Lookup(p.Name) {
		if q.Country+"|"+q.Admin1 == key && placeRank(&q) == 2 && text.Fold(q.Name) == text.Fold(p.Name) {
			q.Precision = max(q.Precision, p.Precision)
			return &q
		}
	}
	return nil
}
