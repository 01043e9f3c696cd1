package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/storyline-news/storyline/internal/store/sqlite"
)

// storedCheck is the standard output of ingest --json: each line, as it is
// written, names an article the database already holds.
type storedCheck struct {
	t     *testing.T
	st    *sqlite.DB
	buf   bytes.Buffer
	lines int
}

func (w *storedCheck) Write(p []byte) (int, error) {
	w.buf.Write(p)
	for {
		line, err := w.buf.ReadBytes('\n')
		if err != nil {
			w.buf.Write(line) // a part line: wait for the rest
			return len(p), nil
		}
		w.lines++
		var ev struct {
			Outcome string
			ID      int64
			Summary *struct{ New int }
		}
		if err := json.Unmarshal(line, &ev); err != nil {
			w.t.Errorf("line %d is not JSON: %v: %s", w.lines, err, line)
			continue
		}
		if ev.Outcome == "new" {
			if _, err := w.st.Article(context.Background(), ev.ID); err != nil {
				w.t.Errorf("line %d names article %d before it is stored: %v", w.lines, ev.ID, err)
			}
		}
	}
}

// TestIngestJSONStreams: ingest --json writes one line per document as it
// is stored, then the summary.
func TestIngestJSONStreams(t *testing.T) {
	db := filepath.Join(t.TempDir(), "s.db")
	st, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	out := &storedCheck{t: t, st: st}
	cmd := newRootCmd()
	cmd.SetOut(out)
	cmd.SetErr(&bytes.Buffer{})
	cmd.SetArgs([]string{"ingest", "--json", seedDir(t), "--db", db})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if out.lines != 3 || out.buf.Len() != 0 {
		t.Errorf("%d whole lines (%d bytes left over), want one per seed and the summary", out.lines, out.buf.Len())
	}
}
