package alerts

import (
	"context"
	"errors"
	"slices"
	"sync"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/fix"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// Touched collects the stories a batch of ingests touched, from the
// pipeline's events. It is safe for concurrent use.
type Touched struct {
	mu       sync.Mutex
	stories  map[int64]bool
	articles []int64
	// The stored articles the events carried, up to keepArticles: the
	// check reads them from here instead of decoding them again.
	kept map[int64]*storyline.Article
}

// keepArticles bounds the articles a Touched keeps for the check (about
// 55 KB each in memory for 600-word news, so some 60 MB at most); the rest
// are read back from the store.
const keepArticles = 1024

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
	if ev.Article != nil && ev.Article.ID == ev.ID && len(t.kept) < keepArticles {
		if t.kept == nil {
			t.kept = map[int64]*storyline.Article{}
		}
		t.kept[ev.ID] = ev.Article
	}
}

// Take returns the IDs of the touched stories, ascending, and empties t.
// Each new article's story is looked up again: the assigner's merge pass,
// or the lock holder for a follower, may have placed it since its event.
func (t *Touched) Take(ctx context.Context, st storyline.StoryStore) ([]int64, error) {
	t.mu.Lock()
	stories, articles := t.stories, t.articles
	t.stories, t.articles, t.kept = nil, nil, nil
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
	t.mu.Lock()
	kept := t.kept
	t.mu.Unlock()
	ids, err := t.Take(ctx, st)
	if err != nil {
		return nil, err
	}
	if len(kept) > 0 {
		st = fix.Wrap(keptArticles{Store: storyline.Beneath(st), kept: kept})
	}
	cs, err := Check(ctx, st, ids)
	if n != nil && len(cs) > 0 {
		err = errors.Join(err, n.Notify(ctx, cs))
	}
	return cs, err
}

// keptArticles reads the articles an ingest just stored from memory, and
// everything else from the store beneath. The corrections layer goes on
// top (fix.Wrap), so what the check sees is what a reader would. Each
// kept article is read by one check only (an article is in one story),
// which may apply corrections to it in place.
type keptArticles struct {
	storyline.Store
	kept map[int64]*storyline.Article
}

func (k keptArticles) Article(ctx context.Context, id int64) (*storyline.Article, error) {
	if a, ok := k.kept[id]; ok {
		return a, nil
	}
	return k.Store.Article(ctx, id)
}

// Unwrap returns the store beneath, which the check's writes go to.
func (k keptArticles) Unwrap() storyline.Store { return k.Store }
