package fix

import (
	"context"
	"sync"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Store is a storyline.Store whose articles are read corrected: Article
// applies the article's corrections and the place pins over the stored
// analysis. Everything else passes through. Readers (the CLI, the web
// layer, exports, story views) use it; what copies or reanalyzes the
// automatic analysis uses the store beneath (Unwrap).
type Store struct {
	storyline.Store

	mu     sync.Mutex
	pins   []storyline.Correction
	pinsAt time.Time
}

// pinsTTL bounds how stale the cached place pins may be when another
// process adds one.
const pinsTTL = 2 * time.Second

// Wrap returns st reading corrected articles (st itself when it does
// already).
func Wrap(st storyline.Store) storyline.Store {
	if _, ok := st.(*Store); ok {
		return st
	}
	return &Store{Store: st}
}

// Unwrap returns the store beneath a Wrap.
func Unwrap(st storyline.Store) storyline.Store {
	if w, ok := st.(*Store); ok {
		return w.Store
	}
	return st
}

// Unwrap returns the store beneath.
func (s *Store) Unwrap() storyline.Store { return s.Store }

// Article returns the article with its corrections applied.
func (s *Store) Article(ctx context.Context, id int64) (*storyline.Article, error) {
	a, err := s.Store.Article(ctx, id)
	if err != nil {
		return nil, err
	}
	cs, err := ArticleCorrections(ctx, s.Store, id)
	if err != nil {
		return nil, err
	}
	pins, err := s.placePins(ctx)
	if err != nil {
		return nil, err
	}
	Apply(a, cs, pins)
	return a, nil
}

// AddCorrection logs c and forgets the cached pins.
func (s *Store) AddCorrection(ctx context.Context, c *storyline.Correction) error {
	err := s.Store.AddCorrection(ctx, c)
	s.mu.Lock()
	s.pinsAt = time.Time{}
	s.mu.Unlock()
	return err
}

// ArticleCorrections returns the corrections of one article, in log order
// (those naming it only as a story anchor left out).
func ArticleCorrections(ctx context.Context, st storyline.Store, id int64) ([]storyline.Correction, error) {
	var out []storyline.Correction
	var after int64
	for {
		cs, err := st.Corrections(ctx, storyline.CorrectionQuery{Article: id, Oldest: true, AfterID: after, Limit: 1000})
		if err != nil {
			return nil, err
		}
		for _, c := range cs {
			if c.Article == id && c.Kind != storyline.FixMergeStories {
				out = append(out, c)
			}
		}
		if len(cs) < 1000 {
			return out, nil
		}
		after = cs[len(cs)-1].ID
	}
}

// placePins returns the place pins in force: the latest for each name.
func (s *Store) placePins(ctx context.Context) ([]storyline.Correction, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.pinsAt.IsZero() && time.Since(s.pinsAt) < pinsTTL {
		return s.pins, nil
	}
	pins, err := Pins(ctx, s.Store)
	if err != nil {
		return nil, err
	}
	s.pins, s.pinsAt = pins, time.Now()
	return pins, nil
}

// Pins reads the place pins in force: the latest for each folded name.
func Pins(ctx context.Context, st storyline.Store) ([]storyline.Correction, error) {
	seen := map[string]bool{}
	var out []storyline.Correction
	var before int64
	for {
		cs, err := st.Corrections(ctx, storyline.CorrectionQuery{Kinds: []storyline.CorrectionKind{storyline.FixPinPlace}, BeforeID: before, Limit: 1000})
		if err != nil {
			return nil, err
		}
		for _, c := range cs {
			k := text.Fold(c.Name)
			if !seen[k] {
				seen[k] = true
				out = append(out, c)
			}
		}
		if len(cs) < 1000 {
			sortByID(out)
			return out, nil
		}
		before = cs[len(cs)-1].ID
	}
}
