package assign

import (
	"context"
	"errors"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/stories"
)

// StoryMerger is a store that moves every article of one story into
// another in one write (the SQLite and PostgreSQL stores, and a SQLite
// batch): what a report that ties two stories together asks of the store
// (see stories.Clusterer.Bridged). by is that report's article, which
// orders the stories' updates as an assignment's article does.
type StoryMerger interface {
	MergeStory(ctx context.Context, from, into int64, title string, by int64) error
}

// recordBridges writes through st the merges the placement's article made:
// the articles of each story merged away move into the story it joined.
// Replaying the assignments in article order (a rebuild, a resumed ingest)
// makes the same merges again, so the store and the clusterer agree
// however the run was cut.
func (sa *Assigner) recordBridges(ctx context.Context, st storyline.Batch, p Placement) error {
	for _, b := range p.bridged {
		from, into := storyID(b.From), storyID(b.Into)
		if m, ok := merger(st); ok {
			if err := m.MergeStory(ctx, from, into, p.as.Title, p.as.ArticleID); err != nil {
				return err
			}
			continue
		}
		if err := sa.moveArticles(ctx, st, b, into, p.as.Title); err != nil {
			return err
		}
	}
	return nil
}

// merger returns st's StoryMerger, or that of the store under st when st
// is a view over it (the writes of a view are its store's).
func merger(st storyline.Batch) (StoryMerger, bool) {
	if m, ok := st.(StoryMerger); ok {
		return m, true
	}
	if s, ok := st.(storyline.Store); ok {
		m, ok := storyline.Beneath(s).(StoryMerger)
		return m, ok
	}
	return nil, false
}

// moveArticles assigns the articles of a story merged away one by one, for
// a store that cannot merge stories in one write.
func (sa *Assigner) moveArticles(ctx context.Context, st storyline.Batch, b stories.Bridge, into int64, title string) error {
	copies := map[int64]bool{}
	for _, id := range b.Copies {
		copies[id] = true
	}
	for _, id := range b.Articles {
		a, err := sa.st.Article(ctx, id)
		if errors.Is(err, storyline.ErrNotFound) {
			continue // deleted meanwhile
		}
		if err != nil {
			return err
		}
		if err := st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: id, StoryID: into, Copy: copies[id], Title: title, Events: CodedEvents(a)}); err != nil {
			return err
		}
	}
	return nil
}
