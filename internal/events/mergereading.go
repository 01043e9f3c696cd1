package events

import (
	"slices"
	"strings"

	"github.com/storyline-news/storyline"
)

// TownReadings keeps, across merges of one story, what each article's
// text tells of the story's towns: its dateline's town, its local
// agencies', its scenes' and those it names after "in" in the story's
// divisions. A story is merged again each time an article joins it (the
// alerts check merges its newest articles after every ingest), and
// reading these from the texts with regular expressions is most of a
// merge; they depend on the article alone (the last also on the story's
// divisions, which the reading records), so a caller that knows an
// article has not changed since it was read, by the same code, can hand
// its readings back and the merge reads only the new articles.
type TownReadings interface {
	// Reading returns the readings kept for a, or nil when there are
	// none (or a has changed since they were read).
	Reading(a *storyline.Article) *ArticleTowns
	// Keep keeps a's readings, read by this merge; the merge may still
	// add to r until it returns.
	Keep(a *storyline.Article, r *ArticleTowns)
}

// ArticleTowns is what one article's text tells of its story's towns
// (see TownReadings), as the merge reads it before placing each town in
// its city (townOf). Its fields are exported for the keeper to encode.
type ArticleTowns struct {
	Dateline *storyline.Place   // datelineTown
	Agency   []*storyline.Place // agencyTowns
	Scene    []*storyline.Place // sceneTowns
	// Preposition are the towns named after "in", "near" or "outside"
	// (prepositionTowns) that lie in the divisions Divisions lists (the
	// story's, sorted and joined by newlines); PrepositionRead is false
	// until they are read.
	Preposition     []*storyline.Place
	Divisions       string
	PrepositionRead bool
	// Named are the towns the article's place mentions name, each with
	// its weight (see mentionedTowns); States the first-level divisions
	// they name, by country and name. NamedRead is false until they are
	// read.
	Named     []NamedTown
	States    []string
	NamedRead bool
}

// NamedTown is a town a place mention names, as a story counts it: N is
// its weight (0 for a home town, a landmark or a neighbourhood) and
// Stated tells a town named with its division ("Roxbury, Wis.").
type NamedTown struct {
	Place  *storyline.Place
	N      int
	Stated bool
}

// readingOf returns a's readings from readings, read now (all but the
// division-bound ones) and kept there when it has none; nil when readings
// is nil: every reader then reads the text.
func readingOf(readings TownReadings, a *storyline.Article) *ArticleTowns {
	if readings == nil {
		return nil
	}
	if r := readings.Reading(a); r != nil {
		return r
	}
	r := &ArticleTowns{Dateline: datelineTown(a), Agency: agencyTowns(a), Scene: sceneTowns(a)}
	r.Named, r.States = mentionedTowns(a)
	r.NamedRead = true
	readings.Keep(a, r)
	return r
}

// named returns the towns and divisions a's place mentions name, read
// again when the kept reading has none.
func (r *ArticleTowns) named(a *storyline.Article) ([]NamedTown, []string) {
	if r == nil {
		return mentionedTowns(a)
	}
	if !r.NamedRead {
		r.Named, r.States = mentionedTowns(a)
		r.NamedRead = true
	}
	return r.Named, r.States
}

func (r *ArticleTowns) dateline(a *storyline.Article) *storyline.Place {
	if r == nil {
		return datelineTown(a)
	}
	return r.Dateline
}

func (r *ArticleTowns) agency(a *storyline.Article) []*storyline.Place {
	if r == nil {
		return agencyTowns(a)
	}
	return r.Agency
}

func (r *ArticleTowns) scene(a *storyline.Article) []*storyline.Place {
	if r == nil {
		return sceneTowns(a)
	}
	return r.Scene
}

// preposition returns the towns after "in" in divisions, read again when
// the story's divisions are not those of the kept reading.
func (r *ArticleTowns) preposition(a *storyline.Article, divisions map[string]bool) []*storyline.Place {
	if r == nil {
		return prepositionTowns(a, divisions)
	}
	key := divisionsKey(divisions)
	if !r.PrepositionRead || r.Divisions != key {
		r.Preposition, r.Divisions, r.PrepositionRead = prepositionTowns(a, divisions), key, true
	}
	return r.Preposition
}

// divisionsKey is a set of divisions as one string: sorted, one a line.
func divisionsKey(divisions map[string]bool) string {
	keys := make([]string, 0, len(divisions))
	for k, ok := range divisions {
		if ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return strings.Join(keys, "\n")
}
