package export

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Events merge only within a story (events.Merge), so an event several
// stories tell in passing — a massacre each story of its war recalls — is
// a row of each. A listing of more than one story gives such rows as one:
// corpusMerge groups the rows of different stories that report the same
// event (sameEvent) and keeps the row with most sources, its reports the
// union of the group's.
//
// The groups are made where the rows are read, over the rows the filters
// select, not kept by the store: which rows of other stories an event
// duplicates changes whenever any of them is rebuilt, and a filtered
// listing (an outlet, a date range) holds only some of a group's rows. A
// listing reads the selected rows twice: once to group them (keeping a
// few fields a row, not the rows), then to write them.

// corpusEvent is what the grouping reads of one selected row.
type corpusEvent struct {
	key                storyline.EventKey
	story              int64
	eventType, subType string
	date               storyline.Date
	timePrecision      int
	// place is the event's, as its row has it (the kind of place the
	// store's columns leave out: a town, a region, a country); mapPlace
	// is the store's columns', which the map draws.
	place, mapPlace    *storyline.Place
	fatalities         int
	mentions, sources  int
	nonEvent           bool
	article            int64
	index              int
	reports            []storyline.EventMention
	fatalitiesReported []int
}

// eventGroup is the rows of different stories that report one event; the
// first is the row kept.
type eventGroup []*corpusEvent

// corpusMerge is the grouping of a listing's rows: the group of each row
// kept that others join, and the rows given by another.
type corpusMerge struct {
	groups  map[storyline.EventKey]eventGroup
	dropped map[storyline.EventKey]bool
	kept    []*corpusEvent // every row kept, in the listing's order
}

// mergeCorpus reads every row q selects and groups the rows of different
// stories that report the same event.
func mergeCorpus(ctx context.Context, es storyline.EventStore, q storyline.EventQuery) (*corpusMerge, error) {
	q.After, q.Limit = storyline.EventKey{}, eventPageSize
	var evs []*corpusEvent
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		page, err := es.MergedEvents(ctx, q)
		if err != nil {
			return nil, err
		}
		for _, m := range page {
			var r EventRow
			if err := json.Unmarshal(m.Row, &r); err != nil {
				return nil, fmt.Errorf("story %d event %d: %w", m.Story, m.Seq, err)
			}
			evs = append(evs, &corpusEvent{key: storyline.EventKey{Lead: m.Lead, Seq: m.Seq}, story: m.Story,
				eventType: m.EventType, subType: m.SubEventType, date: m.Date, timePrecision: r.Event.TimePrecision,
				place: cmp.Or(r.Event.Place, m.Place), mapPlace: m.Place, fatalities: m.Fatalities, mentions: m.Mentions, sources: m.Sources, nonEvent: m.NonEvent,
				article: m.Article, index: m.Index, reports: r.Reports, fatalitiesReported: r.FatalitiesReported})
		}
		if len(page) < q.Limit {
			break
		}
		last := page[len(page)-1]
		q.After = storyline.EventKey{Lead: last.Lead, Seq: last.Seq}
	}
	return groupEvents(evs), nil
}

// groupEvents groups evs (in the listing's order): each row, most sources
// first (then most mentions, then the listing's order), joins the first
// group it reports the same event as every row of, with no row of its
// story, or starts one. Non-events stay rows of their own.
func groupEvents(evs []*corpusEvent) *corpusMerge {
	order := slices.Clone(evs)
	slices.SortStableFunc(order, func(a, b *corpusEvent) int {
		return cmp.Or(cmp.Compare(b.sources, a.sources), cmp.Compare(b.mentions, a.mentions))
	})
	// A row joins only a group whose first row is of its type and within
	// a day of it (sameEvent), so groups are looked up by type and the
	// first row's day, not tried one by one: a store of 100,000 articles
	// lists tens of thousands of rows.
	type typeDay struct {
		eventType string
		day       int64
	}
	byDay := map[typeDay][]*eventGroup{}
	created := map[*eventGroup]int{}
	var groups []*eventGroup
	for _, e := range order {
		if e.nonEvent || e.eventType == "" {
			continue
		}
		var home *eventGroup
		dated := !e.date.IsZero() && e.place != nil
		if dated {
			day := e.date.Time().Unix() / 86400
			for d := day - 1; d <= day+1; d++ {
				for _, g := range byDay[typeDay{e.eventType, d}] {
					if home != nil && created[g] > created[home] {
						break
					}
					if g.admits(e) {
						home = g
						break
					}
				}
			}
		}
		if home == nil {
			home = &eventGroup{}
			created[home] = len(groups)
			groups = append(groups, home)
			if dated {
				k := typeDay{e.eventType, e.date.Time().Unix() / 86400}
				byDay[k] = append(byDay[k], home)
			}
		}
		*home = append(*home, e)
	}
	m := &corpusMerge{groups: map[storyline.EventKey]eventGroup{}, dropped: map[storyline.EventKey]bool{}}
	for _, g := range groups {
		if len(*g) < 2 {
			continue
		}
		m.groups[(*g)[0].key] = *g
		for _, e := range (*g)[1:] {
			m.dropped[e.key] = true
		}
	}
	for _, e := range evs {
		if !m.dropped[e.key] {
			m.kept = append(m.kept, e)
		}
	}
	return m
}

// admits reports whether e reports the event of every row of g, none of
// them of e's story (a story's own rows are distinct events already).
func (g eventGroup) admits(e *corpusEvent) bool {
	for _, x := range g {
		if x.story == e.story || !sameEvent(x, e) {
			return false
		}
	}
	return true
}

// sameEvent reports whether rows a and b of different stories report one
// event: the same type, the same day (±1 day when either date is less
// precise than a day), the same place or one containing the other, and
// the same number of dead, or one of them states none.
func sameEvent(a, b *corpusEvent) bool {
	if a.eventType != b.eventType || a.date.IsZero() || b.date.IsZero() || a.place == nil || b.place == nil {
		return false
	}
	days := a.date.Time().Sub(b.date.Time()).Abs() / (24 * time.Hour)
	if days > 1 || days == 1 && a.timePrecision <= 1 && b.timePrecision <= 1 {
		return false
	}
	if a.fatalities != b.fatalities && a.fatalities != 0 && b.fatalities != 0 {
		return false
	}
	return text.Fold(a.place.Country) == text.Fold(b.place.Country) && (contains(a.place, b.place) || contains(b.place, a.place))
}

// contains reports whether place outer is inner or holds it: the country
// holds its places, a region the places in it. Both are of one country.
func contains(outer, inner *storyline.Place) bool {
	switch {
	case outer.Kind == "country" || outer.Name == "":
		return true
	case outer.Kind == "admin1":
		region := cmp.Or(outer.Admin1, outer.Name)
		return text.Fold(inner.Admin1) == text.Fold(region) || text.Fold(inner.Name) == text.Fold(region)
	}
	return text.Fold(outer.Name) == text.Fold(inner.Name) && text.Fold(outer.Admin1) == text.Fold(inner.Admin1)
}

// fatalities is the number of dead the group's rows state: one, as
// sameEvent admits only rows that state the same number or none.
func (g eventGroup) fatalities() int {
	n := 0
	for _, e := range g {
		n = max(n, e.fatalities)
	}
	return n
}

// apply gives row r, the row of a group's kept event, the group's other
// stories, its reports and its number of dead: mentions, articles and
// sources counted over the distinct reports of all its rows, as
// events.Merge counts a story's, and the dead one of them states when
// the row kept states none.
func (g eventGroup) apply(r *EventRow) {
	r.Event.Fatalities = g.fatalities()
	type mention struct {
		article int64
		index   int
	}
	seen := map[mention]bool{}
	var reports []storyline.EventMention
	var stories []int64
	var figures []int
	for i, e := range g {
		if i > 0 {
			stories = append(stories, e.story)
		}
		figures = append(figures, e.fatalitiesReported...)
		for _, x := range e.reports {
			if k := (mention{x.Article, x.Index}); !seen[k] {
				seen[k] = true
				reports = append(reports, x)
			}
		}
	}
	slices.SortStableFunc(reports, func(a, b storyline.EventMention) int {
		return cmp.Or(a.Published.Compare(b.Published), cmp.Compare(a.Article, b.Article))
	})
	articles, outlets := map[int64]bool{}, map[string]bool{}
	for _, x := range reports {
		articles[x.Article] = true
		if !x.Copy {
			outlets[text.Fold(x.Outlet)] = true
		}
	}
	slices.Sort(stories)
	r.Stories, r.Reports, r.FatalitiesReported = slices.Compact(stories), reports, figures
	r.Mentions, r.Articles, r.Sources = len(reports), len(articles), max(len(outlets), 1)
}

// places counts the coded rows kept by place and type: what a map of the
// listing draws.
func (m *corpusMerge) places() []storyline.EventPlaceCount {
	type placeType struct {
		name, admin1, country string
		lat, lon              float64
		placed                bool
		typ                   string
	}
	at := map[placeType]*storyline.EventPlaceCount{}
	var out []*storyline.EventPlaceCount
	for _, e := range m.kept {
		if e.nonEvent {
			continue
		}
		k := placeType{typ: cmp.Or(e.subType, e.eventType)}
		if p := e.mapPlace; p != nil {
			k.name, k.admin1, k.country, k.lat, k.lon, k.placed = p.Name, p.Admin1, p.Country, p.Lat, p.Lon, true
		}
		c := at[k]
		if c == nil {
			c = &storyline.EventPlaceCount{Place: e.mapPlace, Type: k.typ}
			at[k] = c
			out = append(out, c)
		}
		dead := e.fatalities
		if g, ok := m.groups[e.key]; ok {
			dead = g.fatalities()
		}
		c.Events++
		c.Fatalities += dead
		c.Weight += max(dead, 1)
		if e.key.Lead > c.Lead {
			c.Lead, c.Article, c.Index = e.key.Lead, e.article, e.index
		}
	}
	counts := make([]storyline.EventPlaceCount, len(out))
	for i, c := range out {
		counts[i] = *c
	}
	return counts
}

// storiesCell is the stories column: the other stories' IDs, "; " apart.
func storiesCell(ids []int64) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = strconv.FormatInt(id, 10)
	}
	return strings.Join(s, "; ")
}
