package sqlite

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// TestGroup writes through a group: readers see nothing before its end,
// a failed write is undone alone, the writes that succeeded are committed
// even when fn fails, and a write with another context waits for the end.
func TestGroup(t *testing.T) {
	ctx := context.Background()
	db, err := Open(filepath.Join(t.TempDir(), "g.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.AssignStory(ctx, storyline.StoryAssignment{ArticleID: mustAdd(t, db, 1), StoryID: 1, Title: "t"}); err != nil {
		t.Fatal(err)
	}

	outside := make(chan error, 1)
	fnErr := errors.New("fn failed")
	err = db.Group(ctx, func(gctx context.Context) error {
		if err := db.PutState(gctx, "a", []byte("1")); err != nil {
			return err
		}
		// Changes are all or nothing: the second one fails (its detail
		// cannot be encoded) after the first was written.
		bad := []storyline.StoryChange{{Story: 1, Kind: storyline.ChangeNewSource},
			{Story: 1, Kind: storyline.ChangeNewSource, Detail: map[string]any{"x": make(chan int)}}}
		if err := db.AddStoryChanges(gctx, bad); err == nil {
			t.Errorf("AddStoryChanges of a change that cannot be encoded: no error")
		}
		if err := db.SetHeadlineFigure(gctx, 1, &storyline.HeadlineFigure{Label: "dead", Value: "3", Best: 3}); err != nil {
			return err
		}
		if _, err := db.GetState(ctx, "a"); !errors.Is(err, storyline.ErrNotFound) {
			t.Errorf("a reader sees the group's write before its end: %v", err)
		}
		go func() { outside <- db.PutState(ctx, "b", []byte("2")) }()
		select {
		case err := <-outside:
			t.Errorf("a write outside the group did not wait for it: %v", err)
		case <-time.After(50 * time.Millisecond):
		}
		return fnErr
	})
	if !errors.Is(err, fnErr) {
		t.Errorf("Group = %v; want fn's error", err)
	}
	if err := <-outside; err != nil {
		t.Errorf("the write outside the group: %v", err)
	}
	for key, want := range map[string]string{"a": "1", "b": "2"} {
		if v, err := db.GetState(ctx, key); err != nil || string(v) != want {
			t.Errorf("state %s = %q, %v; want %q", key, v, err, want)
		}
	}
	if cs, err := db.StoryChanges(ctx, 1, 10); err != nil || len(cs) != 0 {
		t.Errorf("story changes after the failed write: %+v, %v; want none", cs, err)
	}
	if s, err := db.Story(ctx, 1); err != nil || s.Headline == nil || s.Headline.Value != "3" {
		t.Errorf("headline figure after the group: %+v, %v", s.Headline, err)
	}
}

func mustAdd(t *testing.T, db *DB, n int) int64 {
	t.Helper()
	res, err := db.AddArticle(context.Background(), article(n), nil, storyline.Signature{})
	if err != nil {
		t.Fatal(err)
	}
	return res.ID
}
