package codec

import "github.com/storyline-news/storyline"

// developingRanks are the conditions of storyline.StorySort.Rank's ranks
// under SortDeveloping, over the stories table aliased s (the same SQL in
// SQLite and PostgreSQL). The counts are columns kept as articles are
// assigned, so ranking reads no member.
var developingRanks = [...]string{
	0: "s.articles - s.copies < 2",
	1: "s.outlets < 2 AND s.articles - s.copies >= 2",
	2: "s.outlets >= 2 AND s.articles - s.copies >= 2",
}

// StoryScan reads one part of a story listing: the stories of q (its
// filters, cursor and order, see StoryOrder) that also meet cond (SQL on
// s; "" for none), at most limit.
type StoryScan func(q storyline.StoryQuery, cond string, limit int) ([]storyline.StorySummary, error)

// ListStories reads a story listing of at most limit stories with scan.
// SortDeveloping is read one rank at a time, highest first, each rank
// the ones an article joined last first: every read walks the index on
// updated and stops at its limit, where ordering by the rank would sort
// every story.
func ListStories(q storyline.StoryQuery, limit int, scan StoryScan) ([]storyline.StorySummary, error) {
	if q.Sort != storyline.SortDeveloping {
		return scan(q, "", limit)
	}
	out := []storyline.StorySummary{}
	start := len(developingRanks) - 1
	if q.BeforeUpdated > 0 {
		start = min(max(q.BeforeRank, 0), start)
	}
	for rank := start; rank >= 0 && len(out) < limit; rank-- {
		part := q
		part.Sort = storyline.SortNewest
		if rank != start {
			part.BeforeUpdated = 0 // the cursor is in the first rank read
		}
		list, err := scan(part, developingRanks[rank], limit-len(out))
		if err != nil {
			return nil, err
		}
		out = append(out, list...)
	}
	return out, nil
}

// StoryOrder is the ORDER BY of a story listing sorted by SortNewest or
// SortSources and the condition of its paging cursor (empty when the query
// has none); p writes the next placeholder for an argument.
func StoryOrder(q storyline.StoryQuery, p func(any) string) (order, cursor string) {
	if q.Sort != storyline.SortSources {
		if q.BeforeUpdated > 0 {
			cursor = "s.updated < " + p(q.BeforeUpdated)
		}
		return " ORDER BY s.updated DESC", cursor
	}
	if q.BeforeUpdated > 0 {
		cursor = "(s.outlets < " + p(q.BeforeRank) + " OR s.outlets = " + p(q.BeforeRank) + " AND s.updated < " + p(q.BeforeUpdated) + ")"
	}
	return " ORDER BY s.outlets DESC, s.updated DESC", cursor
}
