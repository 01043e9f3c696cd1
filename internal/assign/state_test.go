package assign_test

import (
	"bytes"
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/bench"
	"github.com/storyline-news/storyline/internal/stories"
)

// stateStore is the store's state records in memory; failAt fails the
// failAt-th write from now.
type stateStore struct {
	m      map[string][]byte
	failAt int
}

func (s *stateStore) GetState(_ context.Context, key string) ([]byte, error) {
	b, ok := s.m[key]
	if !ok {
		return nil, storyline.ErrNotFound
	}
	return b, nil
}

func (s *stateStore) PutState(_ context.Context, key string, value []byte) error {
	if s.failAt--; s.failAt == 0 {
		return errors.New("disk full")
	}
	s.m[key] = append([]byte(nil), value...)
	return nil
}

// TestStateLog saves a growing clusterer as the assigner does, through
// change records, compactions into both slots and failed writes, and
// checks that the store's state reads back as the clusterer's.
func TestStateLog(t *testing.T) {
	ctx := context.Background()
	st := &stateStore{m: map[string][]byte{}}
	g := bench.NewGenerator(bench.BuiltinCorpus(), 5, bench.TargetWords)
	c := stories.New(stories.DefaultOptions())
	var saver assign.StateSaver
	var last int64
	slots := map[string]bool{}
	for i := 0; i < 4000; i++ {
		d := g.StoryDoc()
		d.ID++
		c.Add(d)
		last = d.ID
		if i%100 != 99 {
			continue
		}
		if i == 1999 {
			st.failAt = 1 // the record's write fails: the next save is a snapshot
			if err := saver.Save(ctx, st, c, last); err == nil {
				t.Fatal("a failed write saved")
			}
			continue
		}
		if err := saver.Save(ctx, st, c, last); err != nil {
			t.Fatal(err)
		}
		for k := range st.m {
			if strings.HasSuffix(k, "/snapshot") {
				slots[k] = true
			}
		}
	}
	if len(slots) != 2 {
		t.Errorf("snapshots written: %v, want both slots", slots)
	}
	// Only the head, the snapshot in use and its records hold anything.
	held := 0
	for _, v := range st.m {
		if len(v) > 0 {
			held++
		}
	}
	log := 0
	for k := range st.m {
		if strings.Contains(k, "/log/") && len(st.m[k]) > 0 {
			log++
		}
	}
	if held != 2+log {
		t.Errorf("%d keys hold data, want the head, one snapshot and %d records", held, log)
	}
	got, loaded, err := assign.LoadState(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	if got != last {
		t.Errorf("state saved after article %d, want %d", got, last)
	}
	var full bytes.Buffer
	if err := c.Save(&full); err != nil {
		t.Fatal(err)
	}
	size := full.Len()
	want, err := stories.Load(&full)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(loaded, want) {
		t.Error("the saved state reads back another clusterer")
	}
	// Saving the whole state every 100 articles would write 20 times
	// the final state's size; the log writes a few.
	if saver.Written > 5*int64(size) {
		t.Errorf("%d bytes written, the whole state is %d", saver.Written, size)
	}
	t.Logf("%d bytes written, %.0f per article; the whole state is %d", saver.Written, float64(saver.Written)/4000, size)

	// A copy carries the head and what it names, and reads back the same.
	dst := &stateStore{m: map[string][]byte{}}
	if err := assign.CopyState(ctx, st, dst); err != nil {
		t.Fatal(err)
	}
	if _, copied, err := assign.LoadState(ctx, dst); err != nil || !reflect.DeepEqual(copied, loaded) {
		t.Errorf("copied state differs (%v)", err)
	}
}
