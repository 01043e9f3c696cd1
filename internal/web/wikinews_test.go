package web

import (
	"context"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

// TestWikinewsSample serves the seeds and the bundled Wikinews sample, as
// storyline demo ingests them, and walks every page and API listing: each
// answers 200 and every link from the story list and the story pages leads
// to a page that answers 200.
func TestWikinewsSample(t *testing.T) {
	dir := t.TempDir()
	st, err := sqlite.Open(filepath.Join(dir, "w.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	src := filepath.Join(dir, "in")
	os.MkdirAll(src, 0o755)
	for _, s := range demo.Samples() {
		os.WriteFile(filepath.Join(src, s.Name), s.Data, 0o644)
	}
	os.WriteFile(filepath.Join(src, "wikinews.jsonl"), demo.Wikinews(), 0o644)
	ctx := context.Background()
	sa, err := assign.Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	in := &pipeline.Ingester{Store: st, Read: ingest.Options{Source: "Fox News"},
		Builder: pipeline.Builder{Now: func() time.Time { return ingestTime }}, Stories: sa}
	sum, err := in.Run(ctx, []string{src})
	if err != nil || sum.New != 11 || sum.Failed != 0 {
		t.Fatalf("ingest: %+v, %v", sum, err)
	}
	if err := sa.Close(ctx); err != nil {
		t.Fatal(err)
	}
	s, err := New(Options{Store: st, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s)
	defer srv.Close()

	fetch := func(path string) []byte {
		t.Helper()
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			t.Errorf("GET %s: %s: %.200s", path, resp.Status, b)
		}
		return b
	}
	var stories struct {
		Stories []storyline.StorySummary `json:"stories"`
	}
	if err := json.Unmarshal(fetch("/api/stories?limit=100"), &stories); err != nil {
		t.Fatal(err)
	}
	if len(stories.Stories) < 3 {
		t.Fatalf("%d stories from the seeds and two Wikinews stories", len(stories.Stories))
	}
	links := regexp.MustCompile(`href="(/(?:stories|articles|entities)/[0-9]+)[#"]`)
	seen := map[string]bool{}
	for _, page := range []string{"/", "/articles", "/entities", "/map", "/map?view=world"} {
		for _, m := range links.FindAllSubmatch(fetch(page), -1) {
			seen[string(m[1])] = true
		}
	}
	for _, sm := range stories.Stories {
		p := "/stories/" + strconv.FormatInt(sm.ID, 10)
		seen[p] = true
		for _, m := range links.FindAllSubmatch(fetch(p), -1) {
			seen[string(m[1])] = true
		}
		fetch("/api/stories/" + strconv.FormatInt(sm.ID, 10))
	}
	for p := range seen {
		body := fetch(p)
		if strings.Contains(string(body), "internal error") {
			t.Errorf("%s shows an internal error", p)
		}
	}
	for _, p := range []string{"/api/articles?limit=100", "/api/entities?limit=100", "/api/events.csv?hxl=1", "/api/events.geojson",
		"/api/figures.csv", "/api/quotes.jsonl", "/api/articles.jsonl"} {
		fetch(p)
	}
	if len(seen) < 20 {
		t.Errorf("only %d pages linked", len(seen))
	}
}
