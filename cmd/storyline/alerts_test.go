package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/storyline-news/storyline"
)

// hookServer is a webhook receiver answering status.
type hookServer struct {
	status int
	mu     sync.Mutex
	posts  int
	got    []storyline.StoryChange
}

func (h *hookServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.posts++
	var body struct {
		Changes []storyline.StoryChange `json:"changes"`
	}
	b, _ := io.ReadAll(r.Body)
	if json.Unmarshal(b, &body) == nil {
		h.got = append(h.got, body.Changes...)
	}
	w.WriteHeader(h.status)
}

func (h *hookServer) sources() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, c := range h.got {
		if c.Kind == storyline.ChangeNewSource {
			n++
		}
	}
	return n
}

func TestIngestWebhook(t *testing.T) {
	hook := &hookServer{status: 200}
	srv := httptest.NewServer(hook)
	defer srv.Close()
	db := filepath.Join(t.TempDir(), "test.db")
	dir := seedDir(t)
	if _, errOut, code := run(t, db, "ingest", "-q", "--webhook", srv.URL, dir); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if hook.posts != 1 || hook.sources() != 2 {
		t.Fatalf("%d posts, %d new sources: %+v", hook.posts, hook.sources(), hook.got)
	}
	// Again: duplicates change no story, and nothing is posted.
	out, _, _ := run(t, db, "ingest", "-q", "--webhook", srv.URL, dir)
	if hook.posts != 1 || !strings.Contains(out, "0 new, 2 duplicate") {
		t.Errorf("duplicates change nothing: %d posts, %s", hook.posts, out)
	}

	// A receiver refusing the changes does not fail the ingest.
	bad := httptest.NewServer(&hookServer{status: 400})
	defer bad.Close()
	extra := filepath.Join(t.TempDir(), "more.txt")
	if err := os.WriteFile(extra, []byte("Heavy rain flooded parts of the northern city of Mosul, Iraq, on Monday, officials said, forcing hundreds of families to leave their homes.\n\nResidents said the water rose quickly after the storm."), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := run(t, db, "ingest", "-q", "--webhook", bad.URL, extra)
	if code != 0 || !strings.Contains(errOut, "error: alerts: webhook") || !strings.Contains(errOut, "400") {
		t.Errorf("a refused delivery: exit %d: %s", code, errOut)
	}

	if _, errOut, code := run(t, db, "ingest", "--webhook", "ftp://example.org/hook", dir); code != 2 || !strings.Contains(errOut, "http or https") {
		t.Errorf("a bad webhook URL: exit %d: %s", code, errOut)
	}
}

func TestWatchWebhook(t *testing.T) {
	hook := &hookServer{status: 200}
	srv := httptest.NewServer(hook)
	defer srv.Close()
	db := filepath.Join(t.TempDir(), "test.db")
	if _, errOut, code := run(t, db, "watch", "--once", "--webhook", srv.URL, seedDir(t)); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if hook.posts != 1 || hook.sources() != 2 {
		t.Fatalf("%d posts, %d new sources", hook.posts, hook.sources())
	}
}

func TestServeWebhook(t *testing.T) {
	hook := &hookServer{status: 200}
	srv := httptest.NewServer(hook)
	defer srv.Close()
	base, stop := startServe(t, "--token", "tok", "--webhook", srv.URL)
	if c := status(t, "POST", base+"/api/articles", "tok"); c != 201 {
		t.Fatalf("POST: %d", c)
	}
	// Stopping delivers what is queued.
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if hook.sources() != 1 {
		t.Fatalf("webhook got %+v", hook.got)
	}
}
