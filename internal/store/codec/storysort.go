package codec

import "github.com/storyline-news/storyline"

// StoryRankSQL is the SQL of storyline.StorySort.Rank over the stories
// table aliased s (the same in SQLite and PostgreSQL); "" for SortNewest,
// whose order is s.updated alone. The counts are columns kept as articles
// are assigned, so ranking reads no member.
func StoryRankSQL(o storyline.StorySort) string {
	switch o {
	case storyline.SortDeveloping:
		return "(CASE WHEN s.outlets >= 2 AND s.articles - s.copies >= 2 THEN 2 WHEN s.articles - s.copies >= 2 THEN 1 ELSE 0 END)"
	case storyline.SortSources:
		return "s.outlets"
	}
	return ""
}

// StoryOrder is the ORDER BY of a story listing and the condition of its
// paging cursor (empty when the query has none); p writes the next
// placeholder for an argument.
func StoryOrder(q storyline.StoryQuery, p func(any) string) (order, cursor string) {
	rank := StoryRankSQL(q.Sort)
	if rank == "" {
		if q.BeforeUpdated > 0 {
			cursor = "s.updated < " + p(q.BeforeUpdated)
		}
		return " ORDER BY s.updated DESC", cursor
	}
	if q.BeforeUpdated > 0 {
		cursor = "(" + rank + " < " + p(q.BeforeRank) + " OR " + rank + " = " + p(q.BeforeRank) + " AND s.updated < " + p(q.BeforeUpdated) + ")"
	}
	return " ORDER BY " + rank + " DESC, s.updated DESC", cursor
}
