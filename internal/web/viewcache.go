package web

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/storyview"
)

// viewCache keeps the views of the stories read last. A story of a
// thousand articles takes seconds to assemble (every article is read and
// its figures reconciled); readers of a busy story get the view built for
// the first of them until the story changes — an article joins or leaves
// (its summary changes), a correction is logged — or for viewTTL at most
// (another process may reanalyze its articles).
type viewCache struct {
	sync.Mutex
	m     map[int64]cachedView
	order []int64 // least recently stored first
}

type cachedView struct {
	key string
	at  time.Time
	v   *storyview.View
}

// viewCacheSize bounds the stories kept; viewTTL how long a view is
// served.
const (
	viewCacheSize = 16
	viewTTL       = 30 * time.Second
)

// storyView returns the view of story id, from the cache when the story has
// not changed since it was built.
func (s *Server) storyView(ctx context.Context, id int64) (*storyview.View, error) {
	sum, err := s.st.Story(ctx, id)
	if err != nil {
		return nil, err
	}
	last, err := s.st.Corrections(ctx, storyline.CorrectionQuery{Limit: 1})
	if err != nil {
		return nil, err
	}
	var fixID int64
	if len(last) > 0 {
		fixID = last[0].ID
	}
	key := fmt.Sprintf("%d/%d/%d/%d/%d/%s/%s/%d", sum.Articles, sum.Copies, sum.Updated, sum.Events, sum.Outlets, sum.First, sum.Last, fixID)
	c := &s.views
	c.Lock()
	if cv, ok := c.m[id]; ok && cv.key == key && time.Since(cv.at) < viewTTL {
		c.Unlock()
		return cv.v, nil
	}
	c.Unlock()
	v, err := storyview.Load(ctx, s.st, id)
	if err != nil {
		return nil, err
	}
	c.Lock()
	defer c.Unlock()
	if c.m == nil {
		c.m = map[int64]cachedView{}
	}
	if _, ok := c.m[id]; !ok {
		c.order = append(c.order, id)
		if len(c.order) > viewCacheSize {
			delete(c.m, c.order[0])
			c.order = c.order[1:]
		}
	}
	c.m[id] = cachedView{key: key, at: time.Now(), v: v}
	return v, nil
}
