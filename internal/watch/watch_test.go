package watch

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

const feed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Valley News</title>
<item><title>Flood reaches valley</title><link>https://valley.example/flood</link><pubDate>Mon, 04 Mar 2019 10:00:00 GMT</pubDate>
<description><![CDATA[<p>Rescuers reached the flooded valley on Sunday after the river broke its banks, officials said. Dozens of families were evacuated to a school.</p><p>The regional governor asked for army help.</p>]]></description>
<content:encoded xmlns:content="http://purl.org/rss/1.0/modules/content/"><![CDATA[<p>Rescuers reached the flooded valley on Sunday after the river broke its banks, officials said. Dozens of families were evacuated to a school.</p><p>The regional governor asked for army help and said the roads would stay closed until Wednesday.</p>]]></content:encoded></item>
</channel></rss>`

func TestPollFolderAndFeed(t *testing.T) {
	var hits, notModified atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		if r.Header.Get("If-None-Match") == `"f1"` {
			notModified.Add(1)
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Header().Set("ETag", `"f1"`)
		w.Header().Set("Content-Type", "application/rss+xml")
		w.Write([]byte(feed))
	}))
	defer srv.Close()

	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.txt"), []byte("Bridge Reopens\n\nThe bridge between the two towns reopened on Monday after repairs, officials said."), 0o644)
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "w.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	w := New(&pipeline.Ingester{Store: st, Read: ingest.Options{AllowPrivate: true}}, []string{dir, srv.URL + "/feed.xml"}, time.Minute)
	ctx := context.Background()
	now := time.Date(2019, 3, 4, 12, 0, 0, 0, time.UTC)

	r, err := w.Poll(ctx, now)
	if err != nil || r.Summary.New != 2 {
		t.Fatalf("first round: %+v, %v", r.Summary, err)
	}
	r, _ = w.Poll(ctx, now.Add(time.Minute))
	if r.Summary.Total() != 0 {
		t.Errorf("second round read %+v; want nothing (unchanged file, 304 feed)", r.Summary)
	}
	if notModified.Load() != 1 {
		t.Errorf("304 responses: %d, want 1", notModified.Load())
	}
	os.WriteFile(filepath.Join(dir, "b.txt"), []byte("Schools Reopen\n\nSchools in the valley reopened on Thursday, a week after the flood, the mayor said."), 0o644)
	r, _ = w.Poll(ctx, now.Add(2*time.Minute))
	if r.Summary.New != 1 {
		t.Errorf("third round: %+v, want the new file", r.Summary)
	}
}

func TestBackoff(t *testing.T) {
	var hits atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		http.Error(w, "down", http.StatusServiceUnavailable)
	}))
	defer srv.Close()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "w.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	w := New(&pipeline.Ingester{Store: st, Read: ingest.Options{AllowPrivate: true}}, []string{srv.URL + "/feed.xml"}, time.Minute)
	ctx := context.Background()
	now := time.Date(2019, 3, 4, 12, 0, 0, 0, time.UTC)
	r, _ := w.Poll(ctx, now)
	retry, ok := r.Backoff[srv.URL+"/feed.xml"]
	if !ok || retry.Sub(now) != 2*time.Minute {
		t.Fatalf("backoff after one failure: %v", r.Backoff)
	}
	w.Poll(ctx, now.Add(time.Minute)) // not due yet
	if hits.Load() != 1 {
		t.Errorf("a backed-off input was polled again: %d hits", hits.Load())
	}
	r, _ = w.Poll(ctx, now.Add(2*time.Minute))
	if retry := r.Backoff[srv.URL+"/feed.xml"]; retry.Sub(now.Add(2*time.Minute)) != 4*time.Minute {
		t.Errorf("second backoff: %v, want 4m", retry.Sub(now.Add(2*time.Minute)))
	}
}
