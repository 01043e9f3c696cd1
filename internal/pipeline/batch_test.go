package pipeline

import (
	"path/filepath"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
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
	if _, ok := storyline.Beneath(w).(storyline.Batcher); !ok {
		t.Error("the store beneath two wrappers does not batch")
	}
	if _, ok := storyline.Beneath(w).(codec.EncodedAdder); !ok {
		t.Error("the store beneath two wrappers takes no encoded inserts")
	}
	if _, ok := storyline.Beneath(wrapped{nil}).(storyline.Batcher); ok {
		t.Error("a nil store batches")
	}
}
