package storyview

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/storyline-news/storyline"
)

// Cache keeps the views of the stories read last. A story of a thousand
// articles takes seconds to assemble (every article is read and its
// figures reconciled); readers of a busy story get the view built for the
// first of them until the story changes — an article joins or leaves (its
// summary changes), a correction is logged — or for cacheTTL at most
// (another process may reanalyze its articles). The zero Cache is ready to
// use and safe for concurrent use.
type Cache struct {
	mu    sync.Mutex
	m     map[int64]cachedView
	order []int64 // least recently stored first
	// building holds the views being built: readers who miss together
	// wait for one build rather than each reading every article (four
	// readers of a 200-article story each took seconds, on two cores).
	building map[int64]*build
}

// build is a view under way for one cache key.
type build struct {
	key  string
	done chan struct{}
	v    *View
	err  error
}

type cachedView struct {
	key string
	at  time.Time
	v   *View
}

// cacheSize bounds the stories kept; cacheTTL how long a view is served.
const (
	cacheSize = 16
	cacheTTL  = 30 * time.Second
)

// Load returns the view of story id, from the cache when the story has not
// changed since it was built.
func (c *Cache) Load(ctx context.Context, st storyline.Store, id int64) (*View, error) {
	sum, err := st.Story(ctx, id)
	if err != nil {
		return nil, err
	}
	last, err := st.Corrections(ctx, storyline.CorrectionQuery{Limit: 1})
	if err != nil {
		return nil, err
	}
	var fixID int64
	if len(last) > 0 {
		fixID = last[0].ID
	}
	key := fmt.Sprintf("%d/%d/%d/%d/%d/%s/%s/%d", sum.Articles, sum.Copies, sum.Updated, sum.Events, sum.Outlets, sum.First, sum.Last, fixID)
	c.mu.Lock()
	for {
		if cv, ok := c.m[id]; ok && cv.key == key && time.Since(cv.at) < cacheTTL {
			c.mu.Unlock()
			return cv.v, nil
		}
		b := c.building[id]
		if b == nil || b.key != key {
			break
		}
		c.mu.Unlock()
		select {
		case <-b.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if b.err == nil {
			return b.v, nil
		}
		// The build failed, perhaps because its reader left: this
		// reader tries again.
		c.mu.Lock()
	}
	b := &build{key: key, done: make(chan struct{})}
	if c.building == nil {
		c.building = map[int64]*build{}
	}
	c.building[id] = b
	c.mu.Unlock()
	b.v, b.err = Load(ctx, st, id)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.building[id] == b {
		delete(c.building, id)
	}
	close(b.done)
	if b.err != nil {
		return nil, b.err
	}
	v := b.v
	if c.m == nil {
		c.m = map[int64]cachedView{}
	}
	if _, ok := c.m[id]; !ok {
		c.order = append(c.order, id)
		if len(c.order) > cacheSize {
			delete(c.m, c.order[0])
			c.order = c.order[1:]
		}
	}
	c.m[id] = cachedView{key: key, at: time.Now(), v: v}
	return v, nil
}
