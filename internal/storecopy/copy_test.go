package storecopy_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/fix"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/storecopy"
)

func openDB(t *testing.T, name string) *sqlite.DB {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// ingestDocs stores docs through the pipeline, stories assigned, and
// returns the stored articles' IDs.
func ingestDocs(t *testing.T, st storyline.Store, docs []ingest.Doc) []int64 {
	t.Helper()
	ctx := context.Background()
	sa, err := assign.Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	in := &pipeline.Ingester{Store: st, Stories: sa, Builder: pipeline.Builder{Now: func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }}}
	var ids []int64
	for _, d := range docs {
		ev, err := in.AddDoc(ctx, d)
		if err != nil || ev.Outcome == pipeline.Failed {
			t.Fatalf("%s: %+v %v", d.Name, ev, err)
		}
		ids = append(ids, ev.ID)
	}
	if err := sa.Close(ctx); err != nil {
		t.Fatal(err)
	}
	return ids
}

func textDoc(name string, data []byte) ingest.Doc {
	return ingest.Doc{Name: name, Format: storyline.FormatText, Text: string(data), Raw: data}
}

// source builds a database worth copying: the samples in one story, a
// near-duplicate of the first, and an analyst's story correction that
// moved the copy into a story of its own.
func source(t *testing.T) (storyline.Store, []int64) {
	t.Helper()
	st := openDB(t, "source.db")
	var docs []ingest.Doc
	for _, s := range demo.Samples() {
		docs = append(docs, textDoc(s.Name, s.Data))
	}
	first := demo.Samples()[0].Data
	docs = append(docs, textDoc("copy.txt", append(bytes.Clone(first), "\n\nReporting by staff.\n"...)))
	ids := ingestDocs(t, st, docs)
	ctx := context.Background()
	if a, err := st.Article(ctx, ids[len(ids)-1]); err != nil || a.NearDuplicateOf == 0 {
		t.Fatalf("the copy is not a near-duplicate: %v", err)
	}
	f := &fix.Fixer{Store: st}
	if _, err := f.MoveArticle(ctx, "analyst", "a story of its own", ids[len(ids)-1], 0); err != nil {
		t.Fatal(err)
	}
	return st, ids
}

// sameArticles fails t unless dst holds each of ids as src does: the
// article, its raw input, its signature and its story.
func sameArticles(t *testing.T, src, dst storyline.Store, ids []int64) {
	t.Helper()
	ctx := context.Background()
	for _, id := range ids {
		var got, want [5]string
		for i, st := range []storyline.Store{src, dst} {
			out := &want
			if i == 1 {
				out = &got
			}
			a, err := st.Article(ctx, id)
			if err != nil {
				t.Fatalf("article %d: %v", id, err)
			}
			raw, _ := st.RawInput(ctx, id)
			sig, _ := st.Signature(ctx, id)
			sid, _ := st.StoryOf(ctx, id)
			s, _ := st.Story(ctx, sid)
			aj, _ := json.Marshal(a)
			sj, _ := json.Marshal(sig)
			out[0], out[1], out[2], out[3] = string(aj), string(raw), string(sj), fmt.Sprint(sid)
			if s != nil {
				out[4] = s.Title
			}
		}
		if got != want {
			t.Errorf("article %d differs in the copy:\n got %.300q\nwant %.300q", id, got, want)
		}
	}
}

func TestCopy(t *testing.T) {
	ctx := context.Background()
	src, ids := source(t)
	if _, err := alerts.Refresh(ctx, src); err != nil {
		t.Fatal(err)
	}
	dst := openDB(t, "copy.db")
	var progress bytes.Buffer
	stats, err := storecopy.Copy(ctx, src, dst, storecopy.Options{Progress: &progress})
	if err != nil {
		t.Fatal(err)
	}
	n := len(ids)
	if want := (storecopy.Stats{Source: n, Copied: n, Target: n, Corrections: 1}); stats != want {
		t.Errorf("stats %+v, want %+v", stats, want)
	}
	sameArticles(t, src, dst, ids)

	// The stories' merged events come along.
	var evs [2][]storyline.MergedEvent
	for i, st := range []storyline.Store{src, dst} {
		if evs[i], err = st.MergedEvents(ctx, storyline.EventQuery{All: true}); err != nil {
			t.Fatal(err)
		}
	}
	if len(evs[0]) == 0 || !reflect.DeepEqual(evs[0], evs[1]) {
		t.Errorf("merged events: %d in the source, %d in the copy, or they differ", len(evs[0]), len(evs[1]))
	}

	// The clusterer's state comes along, and the assigner's cursor into the
	// audit log points at the copied correction.
	want, err := src.GetState(ctx, assign.StateKey)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := dst.GetState(ctx, assign.StateKey); err != nil || !bytes.Equal(got, want) {
		t.Errorf("clusterer state: %d bytes (%v), want %d", len(got), err, len(want))
	}
	srcLog, _ := src.Corrections(ctx, storyline.CorrectionQuery{Oldest: true})
	dstLog, _ := dst.Corrections(ctx, storyline.CorrectionQuery{Oldest: true})
	if len(srcLog) != 1 || len(dstLog) != 1 || dstLog[0].Kind != storyline.FixMoveArticle || dstLog[0].Article != srcLog[0].Article {
		t.Fatalf("audit log: source %+v, copy %+v", srcLog, dstLog)
	}
	if id, ok, err := assign.FixCursor(ctx, dst); err != nil || !ok || id != dstLog[0].ID {
		t.Errorf("fixes cursor in the copy: %d %v %v, want %d", id, ok, err, dstLog[0].ID)
	}

	// Again: nothing to do.
	stats, err = storecopy.Copy(ctx, src, dst, storecopy.Options{})
	if want := (storecopy.Stats{Source: n, Present: n, Target: n}); err != nil || stats != want {
		t.Errorf("second copy: %+v, %v; want %+v", stats, err, want)
	}
	sameArticles(t, src, dst, ids)

	// The copy goes on as the original would: opening its stories has
	// nothing to rebuild or reapply.
	sa, err := assign.Open(ctx, dst)
	if err != nil {
		t.Fatal(err)
	}
	if err := sa.Close(ctx); err != nil {
		t.Fatal(err)
	}
	sameArticles(t, src, dst, ids)
}

func TestCopyRefusesClashingIDs(t *testing.T) {
	ctx := context.Background()
	samples := demo.Samples()
	src := openDB(t, "small.db")
	ingestDocs(t, src, []ingest.Doc{textDoc(samples[1].Name, samples[1].Data)})
	dst := openDB(t, "other.db")
	ingestDocs(t, dst, []ingest.Doc{textDoc(samples[0].Name, samples[0].Data)})
	stats, err := storecopy.Copy(ctx, src, dst, storecopy.Options{})
	if err == nil || !strings.Contains(err.Error(), "belongs to another article") {
		t.Errorf("copy onto clashing IDs: %+v, %v", stats, err)
	}
	if stats.Copied != 0 {
		t.Errorf("%d copied onto clashing IDs", stats.Copied)
	}
}
