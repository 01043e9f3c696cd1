package alerts

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// A batch through the pipeline, stories assigned: the touched stories are
// checked and their changes posted once.
func TestRunAfterBatch(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	sa, err := assign.Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	var touched Touched
	in := &pipeline.Ingester{Store: st, Builder: pipeline.Builder{Now: func() time.Time { return ingestTime }}, Stories: sa, OnEvent: touched.Add}
	for _, a := range []article{reuters, reuters, ap} {
		doc := ingest.Doc{Name: a.title, Format: storyline.FormatText, Text: a.text, Raw: []byte(a.text), Title: a.title, Outlet: a.outlet,
			Published: a.published, DateSource: storyline.DateFromField}
		if _, err := in.AddDoc(ctx, doc); err != nil {
			t.Fatal(err)
		}
	}
	if err := sa.Close(ctx); err != nil {
		t.Fatal(err)
	}
	rc := &receiver{statuses: []int{200}}
	srv := httptest.NewServer(rc)
	defer srv.Close()
	cs, err := Run(ctx, st, &touched, &Webhook{URL: srv.URL})
	if err != nil {
		t.Fatal(err)
	}
	sources := 0
	for _, c := range cs {
		if c.Kind == storyline.ChangeNewSource {
			sources++
		}
	}
	if sources != 2 || rc.calls != 1 || len(rc.got) != 1 || len(rc.got[0]) != len(cs) {
		t.Fatalf("%d sources (the duplicate is none), %d posts: %v", sources, rc.calls, summaries(cs))
	}
	// The set was emptied: a second run checks nothing and posts nothing.
	if cs, err := Run(ctx, st, &touched, &Webhook{URL: srv.URL}); err != nil || len(cs) != 0 || rc.calls != 1 {
		t.Fatalf("second run: %v %v", err, summaries(cs))
	}
}
