package assign_test

import (
	"bytes"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

// builder builds articles as if ingested at one fixed time.
func builder() *pipeline.Builder {
	return &pipeline.Builder{Now: func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }}
}

// storeSeeds stores the bundled samples without assigning stories, as a
// run that crashed between the two writes would leave them.
func storeSeeds(t *testing.T, st storyline.Store) []int64 {
	t.Helper()
	in := &pipeline.Ingester{Store: st, Builder: *builder()}
	var ids []int64
	for _, s := range demo.Samples() {
		ev, err := in.AddDoc(context.Background(), ingest.Doc{Name: s.Name, Format: storyline.FormatText, Text: string(s.Data), Raw: s.Data})
		if err != nil || ev.Outcome != pipeline.New {
			t.Fatalf("%s: %+v %v", s.Name, ev, err)
		}
		ids = append(ids, ev.ID)
	}
	return ids
}

func TestStoriesResumeAfterCrash(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ids := storeSeeds(t, st)

	// Opening assigns what a crash left unassigned.
	sa, err := assign.Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	s1, err1 := st.StoryOf(ctx, ids[0])
	s2, err2 := st.StoryOf(ctx, ids[1])
	if err1 != nil || err2 != nil || s1 != s2 {
		t.Fatalf("seeds in stories %d (%v) and %d (%v), want one story", s1, err1, s2, err2)
	}
	if err := sa.Close(ctx); err != nil {
		t.Fatal(err)
	}

	// A state older than the assignments (a crash before it was saved) is
	// rebuilt from the stored articles; the story stays whole.
	if err := assign.SaveEmptyState(ctx, st); err != nil {
		t.Fatal(err)
	}
	sa, err = assign.Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	list, err := st.Stories(ctx, storyline.StoryQuery{})
	if err != nil || len(list) != 1 || list[0].Articles != 2 {
		t.Errorf("after rebuild: %+v, %v", list, err)
	}
	sa.Close(ctx)

	// A state written by an older clusterer is rebuilt too, not an error.
	var old bytes.Buffer
	old.Write(make([]byte, 8))
	if err := gob.NewEncoder(&old).Encode(struct{ Version int }{1}); err != nil {
		t.Fatal(err)
	}
	if err := st.PutState(ctx, assign.StateKey, old.Bytes()); err != nil {
		t.Fatal(err)
	}
	sa, err = assign.Open(ctx, st)
	if err != nil {
		t.Fatalf("opening over an old state: %v", err)
	}
	list, err = st.Stories(ctx, storyline.StoryQuery{})
	if err != nil || len(list) != 1 || list[0].Articles != 2 {
		t.Errorf("after rebuilding an old state: %+v, %v", list, err)
	}
	if blob, err := st.GetState(ctx, assign.StateKey); err != nil || bytes.Equal(blob, old.Bytes()) {
		t.Errorf("old state not replaced (%v)", err)
	}
	sa.Close(ctx)
}

func TestStoriesOneLeader(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	st1, err := sqlite.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st1.Close()
	st2, err := sqlite.Open(path) // a second worker process on the same file
	if err != nil {
		t.Fatal(err)
	}
	defer st2.Close()
	leader, err := assign.Open(ctx, st1)
	if err != nil || !leader.Leader() {
		t.Fatalf("first assigner: leader %v, %v", leader != nil && leader.Leader(), err)
	}
	follower, err := assign.Open(ctx, st2)
	if err != nil || follower.Leader() {
		t.Fatalf("second assigner: leader %v, %v; want a follower", follower.Leader(), err)
	}
	in := &pipeline.Ingester{Store: st2, Builder: *builder(), Stories: follower}
	for _, s := range demo.Samples() {
		ev, err := in.AddDoc(ctx, ingest.Doc{Name: s.Name, Format: storyline.FormatText, Text: string(s.Data), Raw: s.Data})
		if err != nil || ev.Story != 0 {
			t.Fatalf("follower stored %+v, %v; want no story", ev, err)
		}
	}
	if err := follower.Close(ctx); err != nil { // the leader still holds the lock
		t.Fatal(err)
	}
	if list, _ := st1.Stories(ctx, storyline.StoryQuery{}); len(list) != 0 {
		t.Fatalf("a follower assigned stories: %+v", list)
	}
	if err := leader.CatchUp(ctx); err != nil {
		t.Fatal(err)
	}
	list, err := st1.Stories(ctx, storyline.StoryQuery{})
	if err != nil || len(list) != 1 || list[0].Articles != 2 {
		t.Fatalf("after the leader caught up: %+v, %v", list, err)
	}
	if err := leader.Close(ctx); err != nil {
		t.Fatal(err)
	}
	// The lock is free again.
	again, err := assign.Open(ctx, st2)
	if err != nil || !again.Leader() {
		t.Fatalf("after the leader closed: leader %v, %v", again.Leader(), err)
	}
	again.Close(ctx)
}

func TestStoriesLastWorkerAssigns(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "s.db")
	st1, _ := sqlite.Open(path)
	defer st1.Close()
	st2, _ := sqlite.Open(path)
	defer st2.Close()
	leader, err := assign.Open(ctx, st1)
	if err != nil {
		t.Fatal(err)
	}
	follower, err := assign.Open(ctx, st2)
	if err != nil || follower.Leader() {
		t.Fatal("want a follower")
	}
	if err := leader.Close(ctx); err != nil { // the leader finishes first
		t.Fatal(err)
	}
	in := &pipeline.Ingester{Store: st2, Builder: *builder(), Stories: follower}
	for _, s := range demo.Samples() {
		if _, err := in.AddDoc(ctx, ingest.Doc{Name: s.Name, Format: storyline.FormatText, Text: string(s.Data), Raw: s.Data}); err != nil {
			t.Fatal(err)
		}
	}
	if err := follower.Close(ctx); err != nil { // …and the follower, last, places its articles
		t.Fatal(err)
	}
	if list, err := st1.Stories(ctx, storyline.StoryQuery{}); err != nil || len(list) != 1 || list[0].Articles != 2 {
		t.Fatalf("after the last worker closed: %+v, %v", list, err)
	}
}

// TestCancelKeepsBatch cancels an ingest with stories while a batch is
// open: the run keeps the whole articles of the batch, every event it
// reported is stored and in a story, and the clusterer holds exactly the
// stored articles.
func TestCancelKeepsBatch(t *testing.T) {
	dir := t.TempDir()
	for i := range 40 {
		text := fmt.Sprintf("Floods hit the valley town number %d on Monday.\n\nRescuers from the Red Cross reached %d families, officials said. The river rose two meters overnight.", i, 10+i)
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%02d.txt", i)), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx, cancel := context.WithCancel(context.Background())
	sa, err := assign.Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	var events []pipeline.Event
	in := &pipeline.Ingester{Store: st, Builder: *builder(), Workers: 2, Stories: sa, OnEvent: func(ev pipeline.Event) {
		events = append(events, ev)
	}}
	var built atomic.Int32
	in.Builder.Now = func() time.Time {
		if built.Add(1) == 15 {
			cancel() // while the store loop has a batch open
		}
		return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	}
	sum, err := in.Run(ctx, []string{dir})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Run: %v, want cancelled", err)
	}
	bg := context.Background()
	if err := sa.Close(bg); err != nil {
		t.Fatal(err)
	}
	n, _ := st.CountArticles(bg)
	if n == 0 || n != sum.New+sum.NearDuplicate || n+sum.Failed != len(events) {
		t.Fatalf("%d articles stored, summary %+v, %d events", n, sum, len(events))
	}
	for _, ev := range events {
		if ev.Outcome == pipeline.Failed {
			continue // the build the cancellation stopped
		}
		if _, err := st.StoryOf(bg, ev.ID); err != nil {
			t.Errorf("%s (#%d): %v", ev.Name, ev.ID, err)
		}
	}
	// Reopening finds the state in line with the assignments: nothing to
	// rebuild or assign.
	if after, _ := st.StoryArticlesAfter(bg, int64(n), 1); len(after) != 0 {
		t.Errorf("assignments after the last article: %v", after)
	}
	sa2, err := assign.Open(bg, st)
	if err != nil {
		t.Fatal(err)
	}
	defer sa2.Close(bg)
	if last := assign.LastSeen(sa2); last != int64(n) {
		t.Errorf("state saved after article %d, want %d", last, n)
	}
}
