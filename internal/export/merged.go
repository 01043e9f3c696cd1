package export

import (
	"context"
	"errors"
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
	members, err := m.stories.StoryArticles(ctx, id)
	if err != nil {
		return nil, 0, err
	}
	arts := []*storyline.Article{a}
	for _, s := range members {
		if s.ID == a.ID || !m.selected(s) {
			continue
		}
		x, err := m.st.Article(ctx, s.ID)
		if err != nil {
			return nil, 0, err
		}
		arts = append(arts, x)
	}
	return arts, id, nil
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
