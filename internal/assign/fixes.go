package assign

import (
	"context"
	"encoding/binary"
	"errors"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/stories"
)

// fixesStateKey names the ID of the last story correction the clusterer
// has applied: the assigner's cursor into the audit log.
const fixesStateKey = "stories/fixes/v1"

// storyFixKinds are the corrections the assigner applies.
var storyFixKinds = []storyline.CorrectionKind{storyline.FixMergeStories, storyline.FixMoveArticle, storyline.FixDeleteArticle}

// FixCursor returns the ID of the last story correction applied to st's
// stories; ok is false when st holds none (no correction applied yet).
func FixCursor(ctx context.Context, st storyline.Store) (id int64, ok bool, err error) {
	b, err := st.GetState(ctx, fixesStateKey)
	switch {
	case errors.Is(err, storyline.ErrNotFound):
		return 0, false, nil
	case err != nil:
		return 0, false, err
	case len(b) != 8:
		return 0, false, nil
	}
	return int64(binary.BigEndian.Uint64(b)), true, nil
}

// SetFixCursor records id as the last story correction applied to st's
// stories (storyline copy maps it to the target's audit log).
func SetFixCursor(ctx context.Context, st storyline.Store, id int64) error {
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], uint64(id))
	return st.PutState(ctx, fixesStateKey, b[:])
}

// loadFixCursor reads the ID of the last story correction applied.
func (sa *Assigner) loadFixCursor(ctx context.Context) error {
	id, _, err := FixCursor(ctx, sa.st)
	if err != nil {
		return err
	}
	sa.lastFix = id
	return nil
}

// ApplyFixes applies the story corrections logged since the last it
// applied — merges, moves, deletions, whoever logged them — to the
// clusterer and to the store's story assignments, and saves both. It is
// idempotent: a correction applied twice changes nothing the second time.
// A follower applies nothing; the leader will.
func (sa *Assigner) ApplyFixes(ctx context.Context) (int, error) {
	if sa.c == nil {
		return 0, nil
	}
	n := 0
	for {
		cs, err := sa.st.Corrections(ctx, storyline.CorrectionQuery{Kinds: storyFixKinds, Oldest: true, AfterID: sa.lastFix, Limit: 200})
		if err != nil {
			return n, err
		}
		if len(cs) == 0 {
			break
		}
		for _, c := range cs {
			if err := sa.applyFix(ctx, c); err != nil {
				return n, err
			}
			sa.lastFix = c.ID
			n++
		}
	}
	if n == 0 {
		return 0, nil
	}
	if err := sa.Save(ctx); err != nil {
		return n, err
	}
	return n, SetFixCursor(ctx, sa.st, sa.lastFix)
}

func (sa *Assigner) applyFix(ctx context.Context, c storyline.Correction) error {
	switch c.Kind {
	case storyline.FixMergeStories:
		a, okA := sa.c.StoryOf(c.Article)
		b, okB := sa.c.StoryOf(c.Target)
		if !okA || !okB || a == b {
			return nil
		}
		into, _ := sa.c.MergeStories(a, b)
		return sa.place(ctx, into)
	case storyline.FixMoveArticle:
		art, err := sa.st.Article(ctx, c.Article)
		if errors.Is(err, storyline.ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		to := -1
		if c.Target != 0 {
			t, ok := sa.c.StoryOf(c.Target)
			if !ok {
				return nil
			}
			to = t
		}
		from, ok := sa.c.StoryOf(c.Article)
		if !ok {
			return nil
		}
		now, _ := sa.c.Move(stories.FromArticle(art), to)
		if now == from {
			return nil
		}
		if err := sa.place(ctx, now); err != nil {
			return err
		}
		return sa.retitle(ctx, from)
	case storyline.FixDeleteArticle:
		sa.state.Compact()
		art, err := sa.st.Article(ctx, c.Article)
		switch {
		case errors.Is(err, storyline.ErrNotFound):
			sa.c.RemoveID(c.Article)
		case err != nil:
			return err
		default:
			sa.c.Remove(stories.FromArticle(art))
		}
	}
	return nil
}

// place brings the store's assignments of a clusterer story's articles in
// line with the clusterer.
func (sa *Assigner) place(ctx context.Context, cid int) error {
	s, ok := sa.c.Story(cid)
	if !ok {
		return nil
	}
	id := storyID(cid)
	for _, aid := range s.Articles {
		cur, err := sa.st.StoryOf(ctx, aid)
		if err != nil && !errors.Is(err, storyline.ErrNotFound) {
			return err
		}
		if cur == id {
			continue
		}
		a, err := sa.st.Article(ctx, aid)
		if errors.Is(err, storyline.ErrNotFound) {
			continue // deleted meanwhile
		}
		if err != nil {
			return err
		}
		title := s.Title
		if title == "" {
			title = a.Title
		}
		copied := false
		for _, c := range s.Copies {
			copied = copied || c == aid
		}
		if err := sa.st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: aid, StoryID: id, Copy: copied, Title: title, Events: CodedEvents(a)}); err != nil {
			return err
		}
	}
	return nil
}

// retitle gives a story the clusterer's title (or its first article's)
// after an article left it.
func (sa *Assigner) retitle(ctx context.Context, cid int) error {
	s, ok := sa.c.Story(cid)
	if !ok || len(s.Articles) == 0 {
		return nil
	}
	a, err := sa.st.Article(ctx, s.Articles[0])
	if err != nil {
		return err
	}
	title := s.Title
	if title == "" {
		title = a.Title
	}
	return sa.st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: a.ID, StoryID: storyID(cid), Copy: a.NearDuplicateOf != 0, Title: title, Events: CodedEvents(a)})
}
