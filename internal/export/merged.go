package export

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/storyview"
)

// A story's merged events are built once, when the story changes (the
// check that follows every ingest and correction, internal/alerts), from
// the articles that check reads (the story's newest alerts.DefaultArticles),
// and kept by the store (storyline.EventStore) as rows of the events
// exports. The exports, the events page and the map read those rows with
// the filters applied by the store: none merges a story on a request, and
// a page, its map and its export agree on what a story's merged events
// are.

// StoryEventRows returns the rows of the merged events of a story's view
// (storyview.Load or LoadLatest): its events in their order (the main
// event first), each at the report whose sentence and trigger its fields
// carry (Ref), then the non-events of the view's articles, one a mention.
func StoryEventRows(v *storyview.View) []EventRow {
	story := v.Story.ID
	byID := make(map[int64]*storyline.Article, len(v.Articles))
	for _, a := range v.Articles {
		byID[a.ID] = a
	}
	var out []EventRow
	for _, e := range v.Events {
		a := byID[e.Ref.Article]
		if a == nil {
			continue
		}
		r := eventRow(a, e.Ref.Index, e.Event)
		r.Story, r.Main, r.Mentions, r.Articles, r.Sources = story, e.Main, e.Mentions, e.Articles, e.Sources
		r.FatalitiesReported, r.Reports = e.FatalitiesReported, e.Reports
		r.Event.DateFromReport = dateFromReport(byID, e.StoryEvent)
		out = append(out, r)
	}
	for _, a := range v.Articles {
		for i, e := range a.Analysis.Events {
			if !e.Coded() {
				r := eventRow(a, i, e)
				r.Story = story
				out = append(out, r)
			}
		}
	}
	return out
}

// dateFromReport reports whether no mention of story event e states its
// day in its own sentence: each mention of e's date takes it from its
// report (ownDay). A week or a month is no day; a story event of one
// mention's date inherited from the sentence before (no time expression,
// another day than its report's) keeps its day.
func dateFromReport(byID map[int64]*storyline.Article, e storyline.StoryEvent) bool {
	if e.Date.IsZero() || e.TimePrecision != 1 {
		return false
	}
	for _, x := range e.Reports {
		a := byID[x.Article]
		if a == nil || x.Index < 0 || x.Index >= len(a.Analysis.Events) {
			return false
		}
		m := &a.Analysis.Events[x.Index]
		if m.Date == e.Date && m.TimePrecision == 1 && ownDay(a, m) {
			return false
		}
	}
	return true
}

// ownDay reports whether mention m of article a has a day of its own: a
// time expression dates it that is not the date the report opens with ("19
// Apr 2017 The blast happened …", "Published April 19 2017 …": a dateline,
// a date with digits in the text's first 30 bytes that is the day of its
// publication; "Ghouta: On August 21 2013 …" in a report of another day
// is the event's) nor the report's
// own day named by its weekday ("Fabius said on Saturday that … a chemical
// massacre", told on Saturday: the day of the saying as often as of the
// deed) nor a day the text gives to a statement or a court step
// (events.StatementDay); or, with none, a day that is not its report's (taken from the
// sentence before).
func ownDay(a *storyline.Article, m *storyline.Event) bool {
	if m.Corrected != nil && m.Corrected.Original["date"] != nil {
		return true // an analyst's day (internal/fix)
	}
	sp := m.DateSpan
	reportDay := !a.Published.Time.IsZero() && m.Date == storyline.DateOf(a.Published.Time.UTC())
	if sp.End == 0 {
		return !a.Published.Time.IsZero() && !reportDay
	}
	if sp.End > len(a.Text) || sp.Start >= sp.End {
		return true
	}
	said := a.Text[sp.Start:sp.End]
	if events.StatementDay(a, sp) {
		return false // "… was used in the chemical attack, the ambassador said on Wednesday": the saying's day
	}
	dateline := sp.Start <= datelineReach && strings.ContainsAny(said, "0123456789")
	return !reportDay || !dateline && !events.BareWeekday(said)
}

// datelineReach is how far into a text a date is the report's dateline
// (as internal/events reads the report's own day).
const datelineReach = 30

// MergedEventsOf returns the rows of v's merged events (StoryEventRows)
// as the store keeps them (storyline.EventStore.SetStoryEvents).
func MergedEventsOf(v *storyview.View) ([]storyline.MergedEvent, error) {
	story, lead := v.Story.ID, int64(0)
	for _, a := range v.Articles {
		lead = max(lead, a.ID)
	}
	rows := StoryEventRows(v)
	out := make([]storyline.MergedEvent, 0, len(rows))
	for i, r := range rows {
		body, err := json.Marshal(r)
		if err != nil {
			return nil, fmt.Errorf("story %d event %d: %w", story, i, err)
		}
		e := r.Event
		m := storyline.MergedEvent{Story: story, Seq: i, Lead: lead, Article: r.ArticleID, Index: r.Index, Date: e.Date,
			EventType: e.EventType, SubEventType: e.SubEventType, Place: e.Place, Fatalities: e.Fatalities,
			Mentions: r.Mentions, Articles: r.Articles, Sources: r.Sources, Main: r.Main, NonEvent: !e.Coded(), Row: body}
		seen := map[int64]bool{}
		for _, x := range r.Reports {
			if !seen[x.Article] {
				seen[x.Article] = true
				m.Reports = append(m.Reports, x.Article)
			}
		}
		if len(m.Reports) == 0 {
			m.Reports = []int64{r.ArticleID}
		}
		out = append(out, m)
	}
	return out, nil
}

// eventQuery is the selection of the merged events o exports.
func eventQuery(o Options) storyline.EventQuery {
	return storyline.EventQuery{Filter: o.Query, Story: o.Story, Entity: o.Entity, All: o.All}
}

// errNoMergedEvents is the error of a store that keeps no merged events.
var errNoMergedEvents = errors.New("export: this store keeps no merged events (storyline.EventStore)")

// eventPageSize is how many merged events a read of the store lists.
const eventPageSize = 500

// EachEventFrom calls fn with the event rows the events exports of o
// write (merged: o.Mentions is not read), in their order, from the row
// after start on (the zero key: from the first), each with its key: the
// rows a page of events shows, and where the next page starts. The store
// is read o.PageSize rows at a time (500 when 0). The store
// applies the filters (storyline.EventQuery); the rows of different
// stories that report one event are then written as one (corpusMerge),
// so the selected rows are read once more, to group them, before the
// first is written.
func EachEventFrom(ctx context.Context, st storyline.ArticleStore, o Options, start storyline.EventKey, fn func(EventRow, storyline.EventKey) error) error {
	es, ok := st.(storyline.EventStore)
	if !ok {
		return errNoMergedEvents
	}
	q := eventQuery(o)
	q.After, q.Limit = start, eventPageSize
	if o.PageSize > 0 {
		q.Limit = o.PageSize
	}
	merged, err := mergeCorpus(ctx, es, q)
	if err != nil {
		return err
	}
	base := strings.TrimRight(o.BaseURL, "/")
	for {
		if o.BeforePage != nil {
			o.BeforePage()
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		page, err := es.MergedEvents(ctx, q)
		if err != nil {
			return err
		}
		for _, m := range page {
			key := storyline.EventKey{Lead: m.Lead, Seq: m.Seq}
			if merged.dropped[key] {
				continue
			}
			var r EventRow
			if err := json.Unmarshal(m.Row, &r); err != nil {
				return fmt.Errorf("story %d event %d: %w", m.Story, m.Seq, err)
			}
			if g, ok := merged.groups[key]; ok {
				g.apply(&r)
			}
			if base != "" {
				r.Link = base + r.Link
			}
			if err := fn(r, key); err != nil {
				return err
			}
		}
		if len(page) < q.Limit {
			return nil
		}
		last := page[len(page)-1]
		q.After = storyline.EventKey{Lead: last.Lead, Seq: last.Seq}
	}
}

// EachEvent calls fn with every event row the events exports of o write,
// in their order: what the dashboard's events page and map show, so that
// their export links return the rows they show.
func EachEvent(ctx context.Context, st storyline.ArticleStore, o Options, fn func(EventRow) error) error {
	return EachEventFrom(ctx, st, o, storyline.EventKey{}, func(r EventRow, _ storyline.EventKey) error { return fn(r) })
}

// EventPlaces counts the coded merged events o selects by place and type,
// the rows of different stories that report one event counted once
// (corpusMerge): what the map draws of the rows the export of the same
// filters writes.
func EventPlaces(ctx context.Context, st storyline.ArticleStore, o Options) ([]storyline.EventPlaceCount, error) {
	es, ok := st.(storyline.EventStore)
	if !ok {
		return nil, errNoMergedEvents
	}
	q := eventQuery(o)
	q.All = false
	merged, err := mergeCorpus(ctx, es, q)
	if err != nil {
		return nil, err
	}
	return merged.places(), nil
}

// StoryEventsBuilt reports whether the store holds every story's merged
// events: false for a store made before they were kept, until storyline
// stories --refresh-figures fills them (see storyline.StoryEventsKey).
func StoryEventsBuilt(ctx context.Context, st storyline.StoryStore) (bool, error) {
	_, err := st.GetState(ctx, storyline.StoryEventsKey)
	if errors.Is(err, storyline.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}

// Matches reports whether an event row passes the event filters of q: its
// type or sub-event type is q.EventType, it is in the country or at the
// place (or in the region) q.Place names, and at least q.MinSources
// outlets report it (a row of one article's mention has one). Names
// compare ignoring case, as the stores' filters do. The mentions view
// (Options.Mentions) filters its rows so; the merged events are filtered
// by the store.
func Matches(q storyline.ArticleQuery, r EventRow) bool {
	e := r.Event
	if q.EventType != "" && !strings.EqualFold(e.EventType, q.EventType) && !strings.EqualFold(e.SubEventType, q.EventType) {
		return false
	}
	if q.Place != "" && (e.Place == nil || !strings.EqualFold(e.Place.Country, q.Place) &&
		!strings.EqualFold(e.Place.Name, q.Place) && !strings.EqualFold(e.Place.Admin1, q.Place)) {
		return false
	}
	return q.MinSources <= 1 || r.Sources >= q.MinSources
}
