package storyview

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// countingStore serves one story of one article and counts the article
// reads; the methods a view does not use are the nil Store's.
type countingStore struct {
	storyline.Store
	reads   atomic.Int32
	release chan struct{}
}

func (s *countingStore) Story(ctx context.Context, id int64) (*storyline.StorySummary, error) {
	return &storyline.StorySummary{ID: id, Articles: 1}, nil
}

func (s *countingStore) Corrections(ctx context.Context, q storyline.CorrectionQuery) ([]storyline.Correction, error) {
	return nil, nil
}

func (s *countingStore) StoryArticles(ctx context.Context, id int64) ([]storyline.ArticleSummary, error) {
	return []storyline.ArticleSummary{{ID: 1}}, nil
}

func (s *countingStore) Article(ctx context.Context, id int64) (*storyline.Article, error) {
	s.reads.Add(1)
	<-s.release
	return &storyline.Article{ID: id, Outlet: "AP"}, nil
}

// TestCacheBuildsOnce: readers who miss the cache together wait for one
// build of the view.
func TestCacheBuildsOnce(t *testing.T) {
	st := &countingStore{release: make(chan struct{})}
	var c Cache
	var wg sync.WaitGroup
	views := make([]*View, 4)
	for i := range views {
		wg.Add(1)
		go func() {
			defer wg.Done()
			v, err := c.Load(context.Background(), st, 7)
			if err != nil {
				t.Error(err)
			}
			views[i] = v
		}()
	}
	time.Sleep(50 * time.Millisecond) // let them all miss
	close(st.release)
	wg.Wait()
	if n := st.reads.Load(); n != 1 {
		t.Errorf("the article was read %d times, want once", n)
	}
	for _, v := range views[1:] {
		if v != views[0] {
			t.Error("the readers got different views")
		}
	}
}
