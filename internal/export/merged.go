package export

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// storyReader finds an article's story and the story's members: what the
// events exports read to merge the reports of one event.
type storyReader interface {
	StoryOf(ctx context.Context, articleID int64) (int64, error)
	StoryArticles(ctx context.Context, id int64) ([]storyline.ArticleSummary, error)
}

// storyEvents turns the articles of an events export into one row per
// event: the first time a story's article comes up, the story's selected
// articles are read and their event mentions merged (events.Merge); the
// story's other articles then add nothing. An article in no story (or a
// store that keeps none) is merged alone. Memory: the IDs of the stories
// seen, and one story's articles at a time.
type storyEvents struct {
	st      storyline.ArticleStore
	stories storyReader // nil when the store keeps no stories
	o       Options
	seen    map[int64]bool
	err     error // the first store error, returned by Write
}

func newStoryEvents(st storyline.ArticleStore, o Options) *storyEvents {
	m := &storyEvents{st: st, o: o, seen: map[int64]bool{}}
	m.stories, _ = st.(storyReader)
	return m
}

// rows returns the rows of a's story, or none when the story was written.
func (m *storyEvents) rows(ctx context.Context, a *storyline.Article) []EventRow {
	if m.err != nil {
		return nil
	}
	arts, story, err := m.storyOf(ctx, a)
	if err != nil {
		m.err = err
		return nil
	}
	if arts == nil {
		return nil
	}
	return m.merge(arts, story)
}

// leadRows returns the rows of the story l leads (the article alone when
// it is in no story): the story's selected articles read and merged.
func (m *storyEvents) leadRows(ctx context.Context, l storyline.StoryLead) ([]EventRow, error) {
	a, err := m.st.Article(ctx, l.Article)
	if err != nil {
		return nil, fmt.Errorf("article %d: %w", l.Article, err)
	}
	arts := []*storyline.Article{a}
	if l.Story != 0 && m.stories != nil {
		if arts, err = m.members(ctx, a, l.Story); err != nil {
			return nil, err
		}
	}
	return m.merge(arts, l.Story), nil
}

// merge turns the selected articles of story (0 for an article in no
// story) into its event rows.
func (m *storyEvents) merge(arts []*storyline.Article, story int64) []EventRow {
	byID := make(map[int64]*storyline.Article, len(arts))
	for _, x := range arts {
		byID[x.ID] = x
	}
	merged := events.Merge(arts)
	main := events.MainEvent(merged)
	var out []EventRow
	for i, e := range merged {
		ref := e.Reports[0]
		for _, x := range e.Reports {
			if x.Trigger == e.TriggerSpan && x.Sentence == e.Sentence {
				ref = x
				break
			}
		}
		r := eventRow(byID[ref.Article], ref.Index, e.Event)
		r.Story, r.Main, r.Mentions, r.Articles, r.Sources = story, i == main, e.Mentions, e.Articles, e.Sources
		r.FatalitiesReported, r.Reports = e.FatalitiesReported, e.Reports
		out = append(out, r)
	}
	if m.o.All {
		for _, x := range arts {
			for i, e := range x.Analysis.Events {
				if !e.Coded() {
					r := eventRow(x, i, e)
					r.Story = story
					out = append(out, r)
				}
			}
		}
	}
	return out
}

// storyOf returns the selected articles of a's story, a among them, and
// the story's ID; nil when the story was written already.
func (m *storyEvents) storyOf(ctx context.Context, a *storyline.Article) ([]*storyline.Article, int64, error) {
	if m.stories == nil {
		return []*storyline.Article{a}, 0, nil
	}
	id, err := m.stories.StoryOf(ctx, a.ID)
	if errors.Is(err, storyline.ErrNotFound) {
		return []*storyline.Article{a}, 0, nil
	}
	if err != nil {
		return nil, 0, err
	}
	if m.seen[id] {
		return nil, 0, nil
	}
	m.seen[id] = true
	arts, err := m.members(ctx, a, id)
	return arts, id, err
}

// members reads the articles of story id the export's query selects, a
// (read already) first.
func (m *storyEvents) members(ctx context.Context, a *storyline.Article, id int64) ([]*storyline.Article, error) {
	members, err := m.stories.StoryArticles(ctx, id)
	if err != nil {
		return nil, err
	}
	arts := []*storyline.Article{a}
	for _, s := range members {
		if s.ID == a.ID || !m.selected(s) {
			continue
		}
		x, err := m.st.Article(ctx, s.ID)
		if err != nil {
			return nil, err
		}
		arts = append(arts, x)
	}
	return arts, nil
}

// selected reports whether the export's query selects a story member
// (an entity's listing selects the whole story).
func (m *storyEvents) selected(s storyline.ArticleSummary) bool {
	q := m.o.Query
	t := s.Published.Time
	return (q.Outlet == "" || strings.EqualFold(s.Outlet, q.Outlet)) && (q.Language == "" || s.Language == q.Language) &&
		(q.Since.IsZero() || !t.Before(q.Since)) && (q.Until.IsZero() || t.Before(q.Until))
}

// Matches reports whether an event row passes the event filters of q: its
// type or sub-event type is q.EventType, it is in the country or at the
// place (or in the region) q.Place names, and at least q.MinSources
// outlets report it (a row of one article's mention has one). Names
// compare ignoring case, as the stores' filters do.
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

// EventCursor is where a page of event rows starts: the rows of the story
// met at article Lead (the newest of its articles the query selects), from
// its Skip'th row on. The zero cursor starts at the first row.
type EventCursor struct {
	Lead int64
	Skip int
}

// storyLeadLister is an engine that lists each story once, at its newest
// article a query selects (the stores' StoryLeads).
type storyLeadLister interface {
	StoryLeads(ctx context.Context, q storyline.ArticleQuery) ([]storyline.StoryLead, error)
}

// EachEventFrom calls fn with the event rows the events exports of o
// write, in their order, from start on, each with its cursor: the rows a
// page of events shows, and where the next page starts. Only the stories
// the query selects an article of are read, each once: with an engine
// that lists them (StoryLeads), from start on; otherwise by walking the
// articles o lists, reading only the story of each until a story is new.
//
// With maxStories > 0 it stops before the story after the first
// maxStories it reads and returns that story's cursor (zero when every
// row was given): a page whose filters select few of the events reads a
// bounded number of stories, and its next page starts there.
func EachEventFrom(ctx context.Context, st storyline.ArticleStore, o Options, start EventCursor, maxStories int, fn func(EventRow, EventCursor) error) (EventCursor, error) {
	m := newStoryEvents(st, o)
	next := m.leadWalk(ctx, o, start)
	read := 0
	for {
		if o.BeforePage != nil {
			o.BeforePage()
		}
		if err := ctx.Err(); err != nil {
			return EventCursor{}, err
		}
		leads, more, err := next()
		if err != nil {
			return EventCursor{}, err
		}
		for _, l := range leads {
			if maxStories > 0 && read == maxStories {
				return EventCursor{Lead: l.Article}, nil
			}
			read++
			rows, err := m.leadRows(ctx, l)
			if err != nil {
				return EventCursor{}, err
			}
			i := 0
			for _, r := range rows {
				if !Matches(o.Query, r) {
					continue
				}
				if l.Article != start.Lead || i >= start.Skip {
					if err := fn(r, EventCursor{Lead: l.Article, Skip: i}); err != nil {
						return EventCursor{}, err
					}
				}
				i++
			}
		}
		if !more {
			return EventCursor{}, nil
		}
	}
}

// leadWalk returns the function that lists the next page of the stories
// (story leads) o selects from start on, and whether more may follow.
func (m *storyEvents) leadWalk(ctx context.Context, o Options, start EventCursor) func() ([]storyline.StoryLead, bool, error) {
	q := o.Query
	q.Limit = o.PageSize
	if q.Limit <= 0 {
		q.Limit = DefaultPageSize
	}
	var engine storyline.Store
	if s, ok := m.st.(storyline.Store); ok {
		engine = storyline.Beneath(s)
	}
	if lister, ok := engine.(storyLeadLister); ok && o.List == nil {
		if start.Lead != 0 {
			q.BeforeID = start.Lead + 1
		}
		return func() ([]storyline.StoryLead, bool, error) {
			leads, err := lister.StoryLeads(ctx, q)
			if err != nil || len(leads) == 0 {
				return nil, false, err
			}
			q.BeforeID = leads[len(leads)-1].Article
			return leads, len(leads) == q.Limit, nil
		}
	}
	// Without the engine's list (an entity's or a story's articles, a
	// store without StoryLeads), the walk starts at the newest article
	// even for a later page: the stories met before start.Lead were on
	// the pages before.
	list := o.List
	if list == nil {
		list = m.st.Articles
	}
	return func() ([]storyline.StoryLead, bool, error) {
		page, err := list(ctx, q)
		if err != nil || len(page) == 0 {
			return nil, false, err
		}
		var leads []storyline.StoryLead
		for _, a := range page {
			l := storyline.StoryLead{Article: a.ID}
			if m.stories != nil {
				id, err := m.stories.StoryOf(ctx, a.ID)
				if err != nil && !errors.Is(err, storyline.ErrNotFound) {
					return nil, false, err
				}
				if id != 0 && m.seen[id] {
					continue
				}
				l.Story, m.seen[id] = id, id != 0
			}
			if start.Lead == 0 || a.ID <= start.Lead {
				leads = append(leads, l)
			}
		}
		q.BeforeID = page[len(page)-1].ID
		return leads, len(page) == q.Limit, nil
	}
}
