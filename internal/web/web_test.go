package web

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/fix"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/storyview"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

var ingestTime = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

// seedStore opens a fresh database in dir holding the two bundled samples,
// ingested through the pipeline as storyline demo does.
func seedStore(t testing.TB, dir string) storyline.Store {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(dir, "test.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	src := filepath.Join(dir, "samples")
	if err := os.MkdirAll(src, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, s := range demo.Samples() {
		if err := os.WriteFile(filepath.Join(src, s.Name), s.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := seed(st, src); err != nil {
		t.Fatalf("seeding: %v", err)
	}
	return st
}

// seed ingests the samples in src as storyline ingest does, stories
// assigned (the two seeds form one story), and keeps the story's merged
// events, which the map, the events page and the events exports read, as
// the check after an ingest keeps them — without the rest of the check,
// so that the tests of the alerts see a story never checked.
func seed(st storyline.Store, src string) error {
	ctx := context.Background()
	sa, err := assign.Open(ctx, st)
	if err != nil {
		return err
	}
	in := &pipeline.Ingester{Store: st, Read: ingest.Options{Source: "Fox News"}, Builder: pipeline.Builder{Now: func() time.Time { return ingestTime }}, Stories: sa}
	sum, err := in.Run(ctx, []string{src})
	if err != nil {
		return err
	}
	if sum.New != 2 {
		return fmt.Errorf("%+v", sum)
	}
	if err := sa.Close(ctx); err != nil {
		return err
	}
	return keepMergedEvents(ctx, st)
}

// keepMergedEvents writes every story's merged events as the check does.
func keepMergedEvents(ctx context.Context, st storyline.Store) error {
	stories, err := st.Stories(ctx, storyline.StoryQuery{Limit: 1000})
	if err != nil {
		return err
	}
	for _, s := range stories {
		v, err := storyview.LoadLatest(ctx, fix.Wrap(st), s.ID, alerts.DefaultArticles)
		if err != nil {
			return err
		}
		evs, err := export.MergedEventsOf(v)
		if err != nil {
			return err
		}
		if err := st.SetStoryEvents(ctx, s.ID, evs); err != nil {
			return err
		}
	}
	return nil
}

// shared is one seeded server for the read-only tests.
var shared struct {
	once sync.Once
	dir  string
	st   storyline.Store
	srv  *httptest.Server
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	closeSyriaFakes()
	if shared.srv != nil {
		shared.srv.Close()
		shared.st.Close()
		os.RemoveAll(shared.dir)
	}
	os.Exit(code)
}

func readServer(t *testing.T) (*httptest.Server, storyline.Store) {
	t.Helper()
	shared.once.Do(func() {
		dir, err := os.MkdirTemp("", "storyline-web-test-")
		if err != nil {
			shared.err = err
			return
		}
		shared.dir = dir
		st, err := sqlite.Open(filepath.Join(dir, "test.db"))
		if err != nil {
			shared.err = err
			return
		}
		shared.st = st
		src := filepath.Join(dir, "samples")
		os.MkdirAll(src, 0o755)
		for _, s := range demo.Samples() {
			os.WriteFile(filepath.Join(src, s.Name), s.Data, 0o644)
		}
		if err := seed(st, src); err != nil {
			shared.err = err
			return
		}
		s, err := New(Options{Store: st, Log: log.New(io.Discard, "", 0)})
		if err != nil {
			shared.err = err
			return
		}
		shared.srv = httptest.NewServer(s)
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.srv, shared.st
}

// servers maps the test servers writeServer starts to their Server.
var (
	serversMu sync.Mutex
	servers   = map[*httptest.Server]*Server{}
)

// writeServer is a fresh seeded server with its own database.
func writeServer(t *testing.T, o Options) (*httptest.Server, storyline.Store) {
	t.Helper()
	st := seedStore(t, t.TempDir())
	o.Store = st
	o.Builder = pipeline.Builder{Now: func() time.Time { return ingestTime }}
	if o.Log == nil {
		o.Log = log.New(io.Discard, "", 0)
	}
	sa, err := assign.Open(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	o.Stories = sa
	s, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s)
	serversMu.Lock()
	servers[srv] = s
	serversMu.Unlock()
	t.Cleanup(func() {
		srv.Close()
		if err := s.Close(context.Background()); err != nil {
			t.Errorf("closing the server's stories: %v", err)
		}
	})
	return srv, st
}

// get reads path as a reader allowed to: with the server's token when it
// has one (reads need it then, unless PublicRead).
func get(t *testing.T, srv *httptest.Server, path string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, srv.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	serversMu.Lock()
	s := servers[srv]
	serversMu.Unlock()
	if s != nil && s.opt.Token != "" {
		req.Header.Set("Authorization", "Bearer "+s.opt.Token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, b
}

func getJSON(t *testing.T, srv *httptest.Server, path string, want int, v any) {
	t.Helper()
	resp, b := get(t, srv, path)
	if resp.StatusCode != want {
		t.Fatalf("GET %s: status %d, want %d: %s", path, resp.StatusCode, want, b)
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("GET %s: Content-Type %q", path, ct)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("GET %s: %v\n%s", path, err, b)
	}
}

// wantError checks a JSON error answer.
func wantError(t *testing.T, srv *httptest.Server, path string, status int) string {
	t.Helper()
	var e struct{ Error string }
	getJSON(t, srv, path, status, &e)
	if e.Error == "" {
		t.Fatalf("GET %s: no error message", path)
	}
	return e.Error
}

func ids(list []storyline.ArticleSummary) []int64 {
	var out []int64
	for _, a := range list {
		out = append(out, a.ID)
	}
	return out
}

func TestAPIArticlesFilters(t *testing.T) {
	srv, st := readServer(t)
	gomez, err := st.Entities(context.Background(), storyline.EntityQuery{Type: storyline.PER, Name: "Jose Gomez"})
	if err != nil || len(gomez) == 0 {
		t.Fatalf("no Jose Gomez entity: %v", err)
	}
	for _, tc := range []struct {
		query string
		want  []int64
	}{
		{"", []int64{2, 1}},
		{"?outlet=Fox+News", []int64{2, 1}},
		{"?outlet=Reuters", nil},
		{"?lang=en", []int64{2, 1}},
		{"?lang=es", nil},
		{"?since=2019-02-25", []int64{1}}, // published 2019-02-26
		{"?until=2019-02-25", []int64{2}}, // published 2019-02-23
		{"?since=2019-02-20&until=2019-02-24", []int64{2}},
		{"?q=urena", []int64{1, 2}},
		{"?q=defected+%22four+days%22", []int64{1}},
		{fmt.Sprintf("?entity=%d", gomez[0].ID), []int64{1}},
		{"?before=2", []int64{1}},
	} {
		var page httpx.ArticlePage
		getJSON(t, srv, "/api/articles"+tc.query, 200, &page)
		got := ids(page.Articles)
		if tc.query == "?q=urena" {
			slices.Sort(got)
			slices.Sort(tc.want)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("/api/articles%s: got %v, want %v", tc.query, got, tc.want)
		}
		if page.Articles == nil {
			t.Errorf("/api/articles%s: articles is null, want []", tc.query)
		}
	}
}

func TestAPIArticlesPagination(t *testing.T) {
	srv, _ := readServer(t)
	var p1, p2 httpx.ArticlePage
	getJSON(t, srv, "/api/articles?limit=1", 200, &p1)
	if len(p1.Articles) != 1 || p1.Articles[0].ID != 2 || p1.Next != "2" {
		t.Fatalf("page 1: %v next %q", ids(p1.Articles), p1.Next)
	}
	getJSON(t, srv, "/api/articles?limit=1&before="+p1.Next, 200, &p2)
	if len(p2.Articles) != 1 || p2.Articles[0].ID != 1 || p2.Next != "" {
		t.Fatalf("page 2: %v next %q", ids(p2.Articles), p2.Next)
	}
	// Ranked search pages by rank.
	var s1, s2 httpx.ArticlePage
	getJSON(t, srv, "/api/search?q=venezuela&limit=1", 200, &s1)
	if len(s1.Articles) != 1 || s1.Next != "r1" {
		t.Fatalf("search page 1: %v next %q", ids(s1.Articles), s1.Next)
	}
	getJSON(t, srv, "/api/search?q=venezuela&limit=1&before=r1", 200, &s2)
	if len(s2.Articles) != 1 || s2.Next != "" || s2.Articles[0].ID == s1.Articles[0].ID {
		t.Fatalf("search page 2: %v next %q", ids(s2.Articles), s2.Next)
	}
	if s2.Articles[0].Snippet == "" {
		t.Error("search results carry no snippet")
	}
}

func TestAPIBadParameters(t *testing.T) {
	srv, _ := readServer(t)
	for _, path := range []string{
		"/api/articles?since=yesterday", "/api/articles?until=2019-13-01", "/api/articles?limit=0",
		"/api/articles?limit=501", "/api/articles?limit=x", "/api/articles?before=abc", "/api/articles?before=-3",
		"/api/articles?entity=x", "/api/articles?q=a&entity=1", "/api/articles?q=urena&before=7",
		"/api/search", "/api/search?q=%21%21%21", "/api/articles/abc", "/api/articles/0",
		"/api/entities?type=PLANET", "/api/entities?limit=0", "/api/entities/x",
		"/api/articles.csv?q=urena", "/api/articles.jsonl?before=2",
	} {
		wantError(t, srv, path, 400)
	}
	for _, path := range []string{"/api/articles/999", "/api/entities/99999", "/api/nothing", "/api/articles?entity=99999"} {
		wantError(t, srv, path, 404)
	}
}

func TestAPIArticle(t *testing.T) {
	srv, st := readServer(t)
	_, body := get(t, srv, "/api/articles/1")
	a, err := st.Article(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	var got, want map[string]any
	if err := json.Unmarshal(body, &got); err != nil {
		t.Fatal(err)
	}
	wb, _ := json.Marshal(a)
	json.Unmarshal(wb, &want)
	for k := range want {
		if _, ok := got[k]; !ok {
			t.Errorf("field %q missing", k)
		}
	}
	an := got["analysis"].(map[string]any)
	if len(an["time_exprs"].([]any)) == 0 || len(an["mentions"].([]any)) == 0 || len(an["entities"].([]any)) == 0 {
		t.Error("the analysis is missing items")
	}
	if got["analyzer_version"] != pipeline.Version {
		t.Errorf("analyzer_version %v", got["analyzer_version"])
	}
}

func TestAPIEntities(t *testing.T) {
	srv, _ := readServer(t)
	var all struct{ Entities []storyline.EntityRecord }
	getJSON(t, srv, "/api/entities?limit=1000", 200, &all)
	if len(all.Entities) < 10 {
		t.Fatalf("%d entities", len(all.Entities))
	}
	// Pages of 3 by their next links make the whole listing.
	var paged []storyline.EntityRecord
	for next := "/api/entities?limit=3"; next != ""; {
		var page struct {
			Entities []storyline.EntityRecord
			Next     string
		}
		getJSON(t, srv, next, 200, &page)
		paged, next = append(paged, page.Entities...), page.Next
	}
	if !reflect.DeepEqual(paged, all.Entities) {
		t.Errorf("entities paged by 3 differ from the listing at once:\n%+v\n%+v", paged, all.Entities)
	}
	var per struct{ Entities []storyline.EntityRecord }
	getJSON(t, srv, "/api/entities?type=per", 200, &per)
	if len(per.Entities) == 0 {
		t.Fatal("no PER entities")
	}
	for _, e := range per.Entities {
		if e.Type != storyline.PER {
			t.Errorf("type=PER gave %s %s", e.Type, e.Name)
		}
	}
	var named struct{ Entities []storyline.EntityRecord }
	getJSON(t, srv, "/api/entities?name=urena", 200, &named)
	if len(named.Entities) == 0 || named.Entities[0].Place == nil {
		t.Fatalf("name=urena: %+v", named.Entities)
	}
	var one struct {
		Entity   storyline.EntityRecord
		Articles []storyline.ArticleSummary
		Next     string
	}
	getJSON(t, srv, fmt.Sprintf("/api/entities/%d", named.Entities[0].ID), 200, &one)
	if one.Entity.ID != named.Entities[0].ID || len(one.Articles) != named.Entities[0].Articles {
		t.Fatalf("entity: %+v, %d articles", one.Entity, len(one.Articles))
	}
	getJSON(t, srv, fmt.Sprintf("/api/entities/%d?limit=1", named.Entities[0].ID), 200, &one)
	if len(one.Articles) != 1 || one.Next == "" {
		t.Fatalf("entity paging: %d articles, next %q", len(one.Articles), one.Next)
	}
}
