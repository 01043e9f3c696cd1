package ingest

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"
)

func countDocs(t *testing.T, inputs []string, opts Options) int {
	t.Helper()
	n := 0
	err := Read(context.Background(), inputs, opts, func(Doc) error { n++; return nil }, func(e *InputError) { t.Errorf("unexpected failure: %v", e) })
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestSeenSkipsUnchangedFiles(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	os.WriteFile(a, []byte("Officials said the bridge reopened on Monday."), 0o644)
	os.WriteFile(filepath.Join(dir, "b.txt"), []byte("Aid trucks crossed the border on Tuesday."), 0o644)
	opts := Options{Seen: NewSeen()}
	if n := countDocs(t, []string{dir}, opts); n != 2 {
		t.Fatalf("first read: %d docs", n)
	}
	if n := countDocs(t, []string{dir}, opts); n != 0 {
		t.Errorf("second read of unchanged files: %d docs, want 0", n)
	}
	os.WriteFile(a, []byte("Officials said the bridge reopened on Monday, and closed again."), 0o644)
	os.Chtimes(a, time.Now().Add(time.Minute), time.Now().Add(time.Minute))
	if n := countDocs(t, []string{dir}, opts); n != 1 {
		t.Errorf("after a change: %d docs, want 1", n)
	}
	if n := countDocs(t, []string{dir}, Options{}); n != 2 {
		t.Errorf("without Seen: %d docs, want 2", n)
	}
}

func TestSeenConditionalGET(t *testing.T) {
	var full, notModified atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("If-None-Match") == `"v1"` {
			notModified.Add(1)
			w.WriteHeader(http.StatusNotModified)
			return
		}
		full.Add(1)
		w.Header().Set("ETag", `"v1"`)
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte("Rescuers reached the flooded valley on Sunday, officials said."))
	}))
	defer srv.Close()
	opts := Options{Seen: NewSeen(), AllowPrivate: true}
	if n := countDocs(t, []string{srv.URL + "/a.txt"}, opts); n != 1 {
		t.Fatalf("first fetch: %d docs", n)
	}
	if n := countDocs(t, []string{srv.URL + "/a.txt"}, opts); n != 0 {
		t.Errorf("second fetch: %d docs, want 0 (304)", n)
	}
	if full.Load() != 1 || notModified.Load() != 1 {
		t.Errorf("full responses %d, 304s %d; want 1 and 1", full.Load(), notModified.Load())
	}
}
