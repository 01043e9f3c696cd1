package fix

import (
	"context"
	"sync"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Store is a storyline.Store whose reads are corrected where the
// analysts' corrections apply: Article applies the article's corrections
// and the place pins over the stored analysis. Every other method passes
// through to the store beneath unchanged; store_test.go lists them, with
// why, and fails when a read the corrections may apply to is added to
// storyline.Store without a decision. Readers (the CLI, the web layer,
// exports, story views) use Store; what copies or reanalyzes the automatic
// analysis uses the store beneath (storyline.Beneath).
type Store struct {
	storyline.Store

	// What the log holds, read at most every pinsTTL: the place pins in
	// force, and whether there is any correction at all (when there is
	// none, reading an article costs no query of the log).
	mu     sync.Mutex
	pins   []storyline.Correction
	any    bool
	pinsAt time.Time
}

var _ storyline.Unwrapper = (*Store)(nil)

// pinsTTL bounds how stale the cached state of the log may be when
// another process adds a correction.
const pinsTTL = 2 * time.Second

// Wrap returns st reading corrected articles (st itself when it does
// already).
func Wrap(st storyline.Store) storyline.Store {
	if _, ok := st.(*Store); ok {
		return st
	}
	return &Store{Store: st}
}

// Unwrap returns the store beneath.
func (s *Store) Unwrap() storyline.Store { return s.Store }

// Article returns the article with its corrections applied.
func (s *Store) Article(ctx context.Context, id int64) (*storyline.Article, error) {
	a, err := s.Store.Article(ctx, id)
	if err != nil {
		return nil, err
	}
	pins, any, err := s.logState(ctx)
	if err != nil || !any {
		return a, err
	}
	cs, err := ArticleCorrections(ctx, s.Store, id)
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
func ArticleCorrections(ctx context.Context, st storyline.AuditLog, id int64) ([]storyline.Correction, error) {
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

// logState returns the place pins in force (the latest for each name) and
// whether the log holds any correction.
func (s *Store) logState(ctx context.Context) ([]storyline.Correction, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.pinsAt.IsZero() && time.Since(s.pinsAt) < pinsTTL {
		return s.pins, s.any, nil
	}
	last, err := s.Store.Corrections(ctx, storyline.CorrectionQuery{Limit: 1})
	if err != nil {
		return nil, false, err
	}
	pins, err := Pins(ctx, s.Store)
	if err != nil {
		return nil, false, err
	}
	s.pins, s.any, s.pinsAt = pins, len(last) > 0, time.Now()
	return pins, s.any, nil
}

// Pins reads the place pins in force: the latest for each folded name.
func Pins(ctx context.Context, st storyline.AuditLog) ([]storyline.Correction, error) {
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
