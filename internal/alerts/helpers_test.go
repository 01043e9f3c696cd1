package alerts

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

var ingestTime = time.Date(2026, 3, 12, 18, 0, 0, 0, time.UTC)

func openStore(t *testing.T) storyline.Store {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "alerts.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// article is a test article: its outlet, title, publication time and text.
type article struct {
	outlet, title string
	published     time.Time
	text          string
}

// add runs an article through the real pipeline, stores it and puts it in
// story (the clusterer is left out, so the test says which story).
func add(t *testing.T, st storyline.Store, story int64, a article) int64 {
	t.Helper()
	ctx := context.Background()
	b := pipeline.Builder{Now: func() time.Time { return ingestTime }}
	doc := ingest.Doc{Name: a.title, Format: storyline.FormatText, Text: a.text, Raw: []byte(a.title + "\n" + a.text),
		Title: a.title, Outlet: a.outlet, OutletSource: "field", Published: a.published, DateSource: storyline.DateFromField}
	art, sig, err := b.Build(ctx, doc)
	if err != nil {
		t.Fatal(err)
	}
	res, err := st.AddArticle(ctx, art, doc.Raw, sig)
	if err != nil || res.Duplicate {
		t.Fatalf("storing %q: %v %+v", a.title, err, res)
	}
	if err := st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: res.ID, StoryID: story, Title: a.title, Events: assign.CodedEvents(art)}); err != nil {
		t.Fatal(err)
	}
	return res.ID
}

func day(d int, h int) time.Time { return time.Date(2026, 3, d, h, 0, 0, 0, time.UTC) }
