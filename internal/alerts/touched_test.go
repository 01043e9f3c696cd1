package alerts

import (
	"context"
	"net/http/httptest"
	"reflect"
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

// The check reads the articles an ingest just stored from memory: the
// changes are the ones a check reading every article back from the store
// records, for several stories at once, in story order.
func TestRunKeptArticlesSameChanges(t *testing.T) {
	ctx := context.Background()
	run := func(keep bool) []storyline.StoryChange {
		st := openStore(t)
		var touched Touched
		in := &pipeline.Ingester{Store: st, Builder: pipeline.Builder{Now: func() time.Time { return ingestTime }},
			OnEvent: func(ev pipeline.Event) {
				if !keep {
					ev.Article = nil
				}
				touched.Add(ev)
			}}
		for i, a := range []article{reuters, ap, afp} {
			doc := ingest.Doc{Name: a.title, Format: storyline.FormatText, Text: a.text, Raw: []byte(a.text), Title: a.title, Outlet: a.outlet,
				Published: a.published, DateSource: storyline.DateFromField}
			ev, err := in.AddDoc(ctx, doc)
			if err != nil {
				t.Fatal(err)
			}
			// Each article its own story, the first two checked together.
			if err := st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: ev.ID, StoryID: int64(3 - i), Title: a.title}); err != nil {
				t.Fatal(err)
			}
			touched.Add(pipeline.Event{Outcome: pipeline.New, ID: ev.ID, Story: int64(3 - i)})
		}
		if keep && len(touched.kept) != 3 {
			t.Fatalf("kept %d articles, want 3", len(touched.kept))
		}
		cs, err := Run(ctx, st, &touched, nil)
		if err != nil {
			t.Fatal(err)
		}
		for i := range cs {
			cs[i].At = time.Time{}
		}
		return cs
	}
	kept, read := run(true), run(false)
	if len(kept) == 0 || !reflect.DeepEqual(summaries(kept), summaries(read)) {
		t.Fatalf("kept articles:\n%v\nread back:\n%v", summaries(kept), summaries(read))
	}
	for i := 1; i < len(kept); i++ {
		if kept[i].Story < kept[i-1].Story {
			t.Fatalf("changes out of story order: %v", summaries(kept))
		}
	}
}
