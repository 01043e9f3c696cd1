package pipeline

import (
	"path/filepath"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

// wrapped stands for a reading view over a store (as fix.Store is).
type wrapped struct{ storyline.Store }

func (w wrapped) Unwrap() storyline.Store { return w.Store }

// TestWrappedStoreBatches checks that a store read through a wrapper is
// still written in batches, with encoded inserts.
func TestWrappedStoreBatches(t *testing.T) {
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "w.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var w storyline.Store = wrapped{wrapped{st}}
	if _, ok := beneath(w).(batcher); !ok {
		t.Error("the store beneath two wrappers does not batch")
	}
	if _, ok := beneath(w).(encodedAdder); !ok {
		t.Error("the store beneath two wrappers takes no encoded inserts")
	}
	if _, ok := beneath(wrapped{nil}).(batcher); ok {
		t.Error("a nil store batches")
	}
}
