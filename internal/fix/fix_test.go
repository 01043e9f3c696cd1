package fix_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/fix"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/postgres"
	"github.com/storyline-news/storyline/internal/store/postgres/pgtest"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/stories"
	"github.com/storyline-news/storyline/internal/storyview"
)

var ingestTime = time.Date(2019, 3, 1, 12, 0, 0, 0, time.UTC)

// ingestTexts stores texts through the pipeline, stories assigned, and
// returns their IDs.
func ingestTexts(t *testing.T, st storyline.Store, docs ...ingest.Doc) []int64 {
	t.Helper()
	ctx := context.Background()
	sa, err := assign.Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	in := &pipeline.Ingester{Store: st, Builder: pipeline.Builder{Now: func() time.Time { return ingestTime }}, Stories: sa}
	var ids []int64
	for _, d := range docs {
		ev, err := in.AddDoc(ctx, d)
		if err != nil || ev.Outcome != pipeline.New {
			t.Fatalf("%s: %+v %v", d.Name, ev, err)
		}
		ids = append(ids, ev.ID)
	}
	if err := sa.Close(ctx); err != nil {
		t.Fatal(err)
	}
	return ids
}

func seedDocs() []ingest.Doc {
	var docs []ingest.Doc
	for _, s := range demo.Samples() {
		docs = append(docs, ingest.Doc{Name: s.Name, Format: storyline.FormatText, Text: string(s.Data), Raw: s.Data})
	}
	return docs
}

func textDoc(name, text string) ingest.Doc {
	return ingest.Doc{Name: name, Format: storyline.FormatText, Text: text, Raw: []byte(text)}
}

func openStore(t *testing.T) (*sqlite.DB, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "fix.db")
	st, err := sqlite.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st, path
}

func figureIndex(t *testing.T, a *storyline.Article, text string) int {
	t.Helper()
	for i, f := range a.Analysis.Figures {
		if strings.Contains(f.Text, text) {
			return i
		}
	}
	t.Fatalf("article %d has no figure %q", a.ID, text)
	return -1
}

func read(t *testing.T, st storyline.Store, id int64) *storyline.Article {
	t.Helper()
	a, err := st.Article(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestCorrectionsSurviveReanalyze is the round trip: correct, reanalyze,
// and every correction still holds — in the article, the story's figure
// groups and the exports.
func TestCorrectionsSurviveReanalyze(t *testing.T) {
	raw, _ := openStore(t)
	testSurviveReanalyze(t, raw)
}

func TestCorrectionsSurviveReanalyzePostgres(t *testing.T) {
	testSurviveReanalyze(t, openPostgres(t))
}

func openPostgres(t *testing.T) storyline.Store {
	t.Helper()
	st, err := postgres.Open(context.Background(), pgtest.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func testSurviveReanalyze(t *testing.T, raw storyline.Store) {
	ctx := context.Background()
	ids := ingestTexts(t, raw, seedDocs()...)
	st := fix.Wrap(raw)
	f := &fix.Fixer{Store: st}
	seed000 := ids[0]

	a := read(t, st, seed000)
	if _, err := f.Reject(ctx, "ana", "the lead's figure has no source", seed000, storyline.ItemFigure, figureIndex(t, a, "450")); err != nil {
		t.Fatal(err)
	}
	a = read(t, st, seed000)
	best := 330.0
	if _, err := f.EditFigure(ctx, "ana", "officials' later figure", seed000, figureIndex(t, a, "320"), storyline.Edit{Best: &best}); err != nil {
		t.Fatal(err)
	}
	ev := -1
	for i, e := range a.Analysis.Events {
		if e.Trigger == "torched" {
			ev = i
		}
	}
	if ev < 0 {
		t.Fatal("seed 000 has no 'torched' event")
	}
	loc := "Cucuta, Norte de Santander"
	if _, err := f.EditEvent(ctx, "bo", "the trucks burned on the Colombian side", seed000, ev, storyline.Edit{Location: &loc}); err != nil {
		t.Fatal(err)
	}
	if _, err := f.PinPlace(ctx, "cy", "", "La Parada", "Cúcuta, CO"); err != nil {
		t.Fatal(err)
	}

	check := func(when string) {
		t.Helper()
		a := read(t, st, seed000)
		var fig *storyline.Figure
		for i := range a.Analysis.Figures {
			if strings.Contains(a.Analysis.Figures[i].Text, "450") {
				t.Errorf("%s: rejected figure %q still there", when, a.Analysis.Figures[i].Text)
			}
			if strings.Contains(a.Analysis.Figures[i].Text, "320") {
				fig = &a.Analysis.Figures[i]
			}
		}
		if fig == nil || fig.Best != 330 || fig.Corrected == nil || string(fig.Corrected.Original["best"]) != "320" {
			t.Errorf("%s: edited figure = %+v", when, fig)
		}
		var torched *storyline.Event
		for i := range a.Analysis.Events {
			if a.Analysis.Events[i].Trigger == "torched" {
				torched = &a.Analysis.Events[i]
			}
		}
		if torched == nil || torched.Place == nil || !strings.HasPrefix(torched.Place.Name, "C") || torched.Place.Country != "CO" || torched.Corrected == nil || torched.Corrected.Original["place"] == nil {
			t.Errorf("%s: edited event = %+v", when, torched)
		}
		pinned := false
		for _, e := range a.Analysis.Entities {
			if e.Canonical == "La Parada" {
				pinned = e.Place != nil && e.Place.Country == "CO" && e.Place.Admin1 == "Norte de Santander Department"
			}
		}
		if !pinned {
			t.Errorf("%s: La Parada not pinned", when)
		}
		if len(a.Corrections) != 4 {
			t.Errorf("%s: %d corrections listed, want 4: %+v", when, len(a.Corrections), a.Corrections)
		}
		// The story's figure timeline has the corrected values.
		sid, err := st.StoryOf(ctx, seed000)
		if err != nil {
			t.Fatal(err)
		}
		v, err := storyview.Load(ctx, st, sid)
		if err != nil {
			t.Fatal(err)
		}
		saw330 := false
		for _, g := range v.Figures {
			for _, p := range g.Points {
				if p.Article == seed000 && p.Best == 450 {
					t.Errorf("%s: rejected figure in the timeline of %q", when, g.Label)
				}
				saw330 = saw330 || p.Article == seed000 && p.Best == 330
			}
		}
		if !saw330 {
			t.Errorf("%s: edited value 330 not in the story's figure groups", when)
		}
		// The exports show the corrected values with the flag.
		var buf bytes.Buffer
		if _, err := export.Write(ctx, &buf, st, export.Options{Kind: export.Figures, Format: export.JSONL}); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(buf.String(), "More than 450") || !strings.Contains(buf.String(), `"corrected"`) {
			t.Errorf("%s: figures export not corrected", when)
		}
	}
	check("after correcting")
	n, err := pipeline.Reanalyze(ctx, raw, true, nil)
	if err != nil || n != 2 {
		t.Fatalf("Reanalyze = %d, %v", n, err)
	}
	check("after reanalyze")
	// New ingests and the assigner's catch-up leave them too.
	ingestTexts(t, raw, textDoc("other.txt", "The central bank raised interest rates by a quarter point on Wednesday, citing inflation in food prices.\n"))
	check("after a new ingest")

	log, err := st.Corrections(ctx, storyline.CorrectionQuery{})
	if err != nil || len(log) != 4 || log[3].Who != "ana" || log[3].Why == "" || log[3].At.IsZero() {
		t.Errorf("audit log = %+v, %v", log, err)
	}
}

func TestCorrectionsRefused(t *testing.T) {
	ctx := context.Background()
	raw, _ := openStore(t)
	ids := ingestTexts(t, raw, seedDocs()...)
	f := &fix.Fixer{Store: fix.Wrap(raw)}
	neg, big := -5.0, 1e9
	bad := "Earthquakes"
	for name, fn := range map[string]func() error{
		"no such figure":  func() error { _, err := f.Reject(ctx, "a", "", ids[0], storyline.ItemFigure, 999); return err },
		"no such article": func() error { _, err := f.Reject(ctx, "a", "", 99999, storyline.ItemFigure, 0); return err },
		"negative value":  func() error { _, err := f.EditFigure(ctx, "a", "", ids[0], 0, storyline.Edit{Best: &neg}); return err },
		"low above best":  func() error { _, err := f.EditFigure(ctx, "a", "", ids[0], 0, storyline.Edit{Low: &big}); return err },
		"unknown event type": func() error {
			_, err := f.EditEvent(ctx, "a", "", ids[0], 0, storyline.Edit{EventType: &bad})
			return err
		},
		"unknown place":     func() error { _, err := f.PinPlace(ctx, "a", "", "Urena", "Qwxzzy Nowhere"); return err },
		"no author":         func() error { _, err := f.Reject(ctx, " ", "", ids[0], storyline.ItemFigure, 0); return err },
		"merge with itself": func() error { _, err := f.MergeStories(ctx, "a", "", 1, 1); return err },
	} {
		if err := fn(); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if log, _ := raw.Corrections(ctx, storyline.CorrectionQuery{}); len(log) != 0 {
		t.Errorf("refused corrections logged: %+v", log)
	}
}

// rebuildStories makes the next assigner rebuild the clustering from the
// stored articles, as after a crash that lost its state.
func rebuildStories(t *testing.T, st storyline.Store) {
	t.Helper()
	var buf bytes.Buffer
	buf.Write(make([]byte, 8))
	if err := stories.New(stories.DefaultOptions()).Save(&buf); err != nil {
		t.Fatal(err)
	}
	if err := st.PutState(context.Background(), assign.StateKey, buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	sa, err := assign.Open(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	if err := sa.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func storyOf(t *testing.T, st storyline.Store, id int64) int64 {
	t.Helper()
	s, err := st.StoryOf(context.Background(), id)
	if err != nil {
		t.Fatalf("StoryOf(%d): %v", id, err)
	}
	return s
}

func TestStoryCorrectionsSurviveReclustering(t *testing.T) {
	raw, _ := openStore(t)
	testStoriesSurvive(t, raw)
}

func TestStoryCorrectionsSurviveReclusteringPostgres(t *testing.T) {
	testStoriesSurvive(t, openPostgres(t))
}

func testStoriesSurvive(t *testing.T, raw storyline.Store) {
	ctx := context.Background()
	ids := ingestTexts(t, raw, seedDocs()...)
	st := fix.Wrap(raw)
	f := &fix.Fixer{Store: st}
	if storyOf(t, st, ids[0]) != storyOf(t, st, ids[1]) {
		t.Fatal("setup: the seeds are not one story")
	}
	// Split seed 003 out into a story of its own.
	res, err := f.MoveArticle(ctx, "ana", "a different day's report", ids[1], 0)
	if err != nil || res.Pending {
		t.Fatalf("MoveArticle = %+v, %v", res, err)
	}
	if storyOf(t, st, ids[0]) == storyOf(t, st, ids[1]) {
		t.Fatal("move out: still one story")
	}
	check := func(when string, together bool) {
		t.Helper()
		if got := storyOf(t, st, ids[0]) == storyOf(t, st, ids[1]); got != together {
			t.Errorf("%s: seeds together = %v, want %v", when, got, together)
		}
	}
	more := ingestTexts(t, raw, textDoc("again.txt", "More than 500 Venezuelan soldiers have deserted to Colombia, Colombian immigration officials said, as the standoff over humanitarian aid at the border bridges near Cucuta and Urena went on.\n"))
	check("after a new ingest", false)
	rebuildStories(t, raw)
	check("after re-clustering", false)
	if storyOf(t, st, more[0]) == 0 {
		t.Error("new article unassigned")
	}

	// Merge the two stories back.
	if _, err := f.MergeStories(ctx, "bo", "same standoff", storyOf(t, st, ids[0]), storyOf(t, st, ids[1])); err != nil {
		t.Fatal(err)
	}
	check("after merging", true)
	rebuildStories(t, raw)
	check("merged, after re-clustering", true)

	// A process holding the stories lock leaves the correction pending;
	// it applies it itself when it catches up.
	holder, err := assign.Open(ctx, raw)
	if err != nil {
		t.Fatal(err)
	}
	res, err = f.MoveArticle(ctx, "cy", "", ids[1], 0)
	if err != nil || !res.Pending {
		t.Fatalf("MoveArticle while another holds the lock = %+v, %v; want pending", res, err)
	}
	check("pending", true)
	if err := holder.CatchUp(ctx); err != nil {
		t.Fatal(err)
	}
	check("after the holder caught up", false)
	if err := holder.Close(ctx); err != nil {
		t.Fatal(err)
	}
}

// TestDeleteLeavesNothing deletes an article and looks for it everywhere:
// the store's reads, search, exports, and the database file's bytes.
func TestDeleteLeavesNothing(t *testing.T) {
	ctx := context.Background()
	raw, path := openStore(t)
	const marker = "Qwzxplarnite"
	text := "Rebels of the " + marker + " front seized the town of Ytterbia on Monday, killing 12 soldiers, the army said. " +
		"\"We will retake " + marker + " valley,\" said General Ana Torres.\n"
	ids := ingestTexts(t, raw, append(seedDocs(), textDoc("secret.txt", text))...)
	gone := ids[2]
	st := fix.Wrap(raw)
	f := &fix.Fixer{Store: st}
	if _, err := f.Reject(ctx, "ana", marker+" reason", gone, storyline.ItemFigure, 0); err != nil {
		t.Fatal(err)
	}
	if hits, _ := st.Search(ctx, marker, storyline.ArticleQuery{}); len(hits) != 1 {
		t.Fatalf("setup: search %s = %d hits", marker, len(hits))
	}
	res, err := f.Delete(ctx, "ana", "outlet asked", gone, 99999)
	if err == nil || !strings.Contains(err.Error(), "99999") {
		t.Errorf("Delete with an unknown ID: err = %v", err)
	}
	if len(res) != 1 || res[0].Correction.Article != gone {
		t.Fatalf("Delete = %+v", res)
	}
	if _, err := st.Article(ctx, gone); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("Article after delete: %v", err)
	}
	if hits, _ := st.Search(ctx, marker, storyline.ArticleQuery{}); len(hits) != 0 {
		t.Errorf("search finds the deleted article")
	}
	if hits, _ := st.Search(ctx, "Ytterbia", storyline.ArticleQuery{}); len(hits) != 0 {
		t.Errorf("search finds the deleted article's words")
	}
	for _, k := range []export.Kind{export.Articles, export.Figures, export.Quotes, export.Events} {
		for _, format := range export.Formats(k) {
			var buf bytes.Buffer
			if _, err := export.Write(ctx, &buf, st, export.Options{Kind: k, Format: format, Full: true, All: true}); err != nil {
				t.Fatal(err)
			}
			if strings.Contains(buf.String(), marker) || strings.Contains(buf.String(), "Ytterbia") {
				t.Errorf("export %v/%v still has the deleted article", k, format)
			}
		}
	}
	log, _ := st.Corrections(ctx, storyline.CorrectionQuery{})
	if len(log) != 1 || log[0].Kind != storyline.FixDeleteArticle || log[0].Article != gone || log[0].Who != "ana" {
		t.Errorf("audit log after delete = %+v", log)
	}
	// The seeds' story is whole; the deleted article's story is gone.
	if storyOf(t, st, ids[0]) != storyOf(t, st, ids[1]) {
		t.Error("seeds split by the deletion")
	}
	if list, _ := st.Stories(ctx, storyline.StoryQuery{}); len(list) != 1 {
		t.Errorf("stories after delete = %+v", list)
	}
	// Not a byte of it in the files: the database, its log, the
	// clusterer's saved state.
	if err := raw.Close(); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{path, path + "-wal"} {
		b, err := os.ReadFile(p)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []string{marker, strings.ToLower(marker), "Ytterbia", "ytterbia"} {
			if bytes.Contains(b, []byte(w)) {
				t.Errorf("%s still holds %q", filepath.Base(p), w)
			}
		}
	}
}

func TestRetain(t *testing.T) {
	ctx := context.Background()
	raw, _ := openStore(t)
	ids := ingestTexts(t, raw, seedDocs()...)
	f := &fix.Fixer{Store: fix.Wrap(raw)}
	// The seeds date from February 2019.
	n, err := f.Retain(ctx, "retention", time.Since(time.Date(2019, 2, 25, 0, 0, 0, 0, time.UTC)))
	if err != nil || n != 1 {
		t.Fatalf("Retain = %d, %v; want the seed of 23 February", n, err)
	}
	if _, err := raw.Article(ctx, ids[1]); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("older seed kept: %v", err)
	}
	if _, err := raw.Article(ctx, ids[0]); err != nil {
		t.Errorf("newer seed deleted: %v", err)
	}
}
