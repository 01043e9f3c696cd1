package alerts

import (
	"context"
	"errors"
	"slices"
	"sync"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// Touched collects the stories a batch of ingests touched, from the
// pipeline's events. It is safe for concurrent use.
type Touched struct {
	mu       sync.Mutex
	stories  map[int64]bool
	articles []int64
}

// Add records one ingest event: a new article or copy, and the story it
// joined. Duplicates and failures change no story.
func (t *Touched) Add(ev pipeline.Event) {
	if ev.Outcome != pipeline.New && ev.Outcome != pipeline.NearDuplicate {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.stories == nil {
		t.stories = map[int64]bool{}
	}
	if ev.Story != 0 {
		t.stories[ev.Story] = true
	}
	t.articles = append(t.articles, ev.ID)
}

// Take returns the IDs of the touched stories, ascending, and empties t.
// Each new article's story is looked up again: the assigner's merge pass,
// or the lock holder for a follower, may have placed it since its event.
func (t *Touched) Take(ctx context.Context, st storyline.StoryStore) ([]int64, error) {
	t.mu.Lock()
	stories, articles := t.stories, t.articles
	t.stories, t.articles = nil, nil
	t.mu.Unlock()
	for _, id := range articles {
		sid, err := st.StoryOf(ctx, id)
		if errors.Is(err, storyline.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, err
		}
		if stories == nil {
			stories = map[int64]bool{}
		}
		stories[sid] = true
	}
	var ids []int64
	for id := range stories {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids, nil
}

// Run checks the touched stories (see Check) and, when n is not nil,
// delivers the changes to it. It returns the changes recorded, even when
// the delivery fails; ingest goes on either way, so callers log the error.
func Run(ctx context.Context, st storyline.Store, t *Touched, n Notifier) ([]storyline.StoryChange, error) {
	ids, err := t.Take(ctx, st)
	if err != nil {
		return nil, err
	}
	cs, err := Check(ctx, st, ids)
	if n != nil && len(cs) > 0 {
		err = errors.Join(err, n.Notify(ctx, cs))
	}
	return cs, err
}
