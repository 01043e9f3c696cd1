package sqlite

import (
	"context"
	"errors"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
)

// TestBatch stores articles in a batch: its near-duplicate lookup sees them
// before the commit, readers and search only after; a rolled-back batch
// leaves nothing.
func TestBatch(t *testing.T) {
	ctx := context.Background()
	db, err := Open(filepath.Join(t.TempDir(), "b.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	sig := storyline.Signature{MinHash: []uint64{1, 2, 3}, Bands: []uint64{7, 8, 9, 10}}

	st, commit, rollback, err := db.Batch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	a := article(1)
	a.Title = "Soldiers desert at the bridge"
	if _, err := st.AddArticle(ctx, a, []byte("raw1"), sig); err != nil {
		t.Fatal(err)
	}
	if cs, err := st.NearDuplicateCandidates(ctx, sig); err != nil || len(cs) != 1 || cs[0].ID != a.ID {
		t.Errorf("in the batch: candidates %+v, %v; want article %d", cs, err, a.ID)
	}
	if err := st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: a.ID, StoryID: 1, Title: "t"}); err != nil {
		t.Fatal(err)
	}
	if n, _ := db.CountArticles(ctx); n != 0 {
		t.Errorf("readers see %d articles before the commit", n)
	}
	if err := commit(); err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddArticle(ctx, article(2), nil, sig); err == nil {
		t.Errorf("AddArticle after the commit: no error")
	}
	if res, err := db.Search(ctx, "soldiers bridge", storyline.ArticleQuery{}); err != nil || len(res) != 1 {
		t.Errorf("search after the commit: %d results, %v; want 1", len(res), err)
	}
	if id, err := db.StoryOf(ctx, a.ID); err != nil || id != 1 {
		t.Errorf("StoryOf = %d, %v; want 1", id, err)
	}

	st, _, rollback, err = db.Batch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for i := 3; i < 6; i++ {
		if _, err := st.AddArticle(ctx, article(i), []byte("raw"), storyline.Signature{}); err != nil {
			t.Fatal(err)
		}
	}
	if err := rollback(); err != nil {
		t.Fatal(err)
	}
	if n, _ := db.CountArticles(ctx); n != 1 {
		t.Errorf("%d articles after a rolled-back batch, want 1", n)
	}
	// The writer is free again.
	if _, err := db.AddArticle(ctx, article(6), []byte("raw6"), storyline.Signature{}); err != nil {
		t.Fatal(err)
	}
	if _, err := db.write.ExecContext(ctx, `INSERT INTO articles_fts (articles_fts, rank) VALUES ('integrity-check', 1)`); err != nil {
		t.Errorf("FTS integrity-check: %v", err)
	}
	if _, err := db.Article(ctx, 3); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("article 3 of the rolled-back batch: %v, want not found", err)
	}
}

// storyMerger is the write a report that ties two stories asks of a batch
// (assign.StoryMerger).
type storyMerger interface {
	MergeStory(ctx context.Context, from, into int64, title string, by int64) error
}

// TestBatchOnlyWrites checks that an open batch offers no read that would
// miss its writes: besides its writes it has only the near-duplicate lookup,
// which runs in its transaction (see TestBatch).
func TestBatchOnlyWrites(t *testing.T) {
	want := map[string]bool{}
	for _, iface := range []reflect.Type{
		reflect.TypeFor[storyline.Batch](),
		reflect.TypeFor[codec.EncodedAdder](),
		reflect.TypeFor[storyMerger](), // a write too: see storymerge.go
	} {
		for i := range iface.NumMethod() {
			want[iface.Method(i).Name] = true
		}
	}
	bt := reflect.TypeFor[*batch]()
	for i := range bt.NumMethod() {
		if name := bt.Method(i).Name; !want[name] {
			t.Errorf("a batch has method %s, which is not a write of storyline.Batch", name)
		}
	}
}
