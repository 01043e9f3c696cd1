package web

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"log"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
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

func TestExports(t *testing.T) {
	srv, _ := readServer(t)
	resp, body := get(t, srv, "/api/articles.jsonl")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/x-ndjson") {
		t.Fatalf("jsonl: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	lines := strings.Split(strings.TrimSpace(string(body)), "\n")
	if len(lines) != 2 {
		t.Fatalf("jsonl: %d lines", len(lines))
	}
	for _, l := range lines {
		var row export.ArticleRow
		if err := json.Unmarshal([]byte(l), &row); err != nil {
			t.Fatal(err)
		}
		if row.Outlet != "Fox News" || row.AnalyzerVersion != pipeline.Version || row.Published == "" || row.PublishedSource != "inferred" || row.Title == "" || row.Text == "" {
			t.Errorf("jsonl row: %+v", row)
		}
	}
	_, body = get(t, srv, "/api/articles.jsonl?full=1&since=2019-02-25")
	var a storyline.Article
	if err := json.Unmarshal(bytes.TrimSpace(body), &a); err != nil || a.ID != 1 || len(a.Analysis.Mentions) == 0 {
		t.Fatalf("jsonl full: %v %d", err, a.ID)
	}

	resp, body = get(t, srv, "/api/articles.csv")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/csv") {
		t.Fatalf("csv: %d", resp.StatusCode)
	}
	recs, err := csv.NewReader(bytes.NewReader(body)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 3 || !slices.Equal(recs[0], export.ArticleColumns) {
		t.Fatalf("csv: %d records, header %v", len(recs), recs[0])
	}
	col := func(name string) int { return slices.Index(export.ArticleColumns, name) }
	for _, r := range recs[1:] {
		if r[col("outlet")] != "Fox News" || r[col("analyzer_version")] != pipeline.Version || r[col("published_source")] != "inferred" || !strings.HasPrefix(r[col("published")], "2019-02-2") {
			t.Errorf("csv row %v", r)
		}
	}
	_, body = get(t, srv, "/api/articles.csv?outlet=Nobody")
	if recs, _ := csv.NewReader(bytes.NewReader(body)).ReadAll(); len(recs) != 1 {
		t.Errorf("filtered csv: %d records", len(recs))
	}
	// Figures and quotes, each row citable.
	for _, kind := range []string{"figures", "quotes"} {
		resp, body := get(t, srv, "/api/"+kind+".csv")
		recs, err := csv.NewReader(bytes.NewReader(body)).ReadAll()
		if resp.StatusCode != 200 || err != nil || len(recs) < 5 {
			t.Fatalf("%s.csv: %d, %v, %d records", kind, resp.StatusCode, err, len(recs))
		}
		head := recs[0]
		for _, r := range recs[1:] {
			row := map[string]string{}
			for i, h := range head {
				row[h] = r[i]
			}
			if row["outlet"] != "Fox News" || row["sentence"] == "" || row["analyzer_version"] != pipeline.Version || !strings.HasPrefix(row["link"], "/articles/") {
				t.Errorf("%s.csv row %v", kind, row)
			}
		}
		_, body = get(t, srv, "/api/"+kind+".jsonl?since=2019-02-25")
		lines := strings.Split(strings.TrimSpace(string(body)), "\n")
		if len(lines) != len(recs)-1-countArticle(recs, "2") {
			t.Errorf("%s.jsonl?since: %d lines, want the article 1 rows of the CSV", kind, len(lines))
		}
	}
	_, body = get(t, srv, "/api/figures.jsonl")
	found := false
	for _, l := range strings.Split(strings.TrimSpace(string(body)), "\n") {
		var f export.FigureRow
		json.Unmarshal([]byte(l), &f)
		if f.Text == "more than 320" {
			found = true
			if f.Best != "320" || f.Source != "Colombian immigration officials" || !strings.Contains(f.Sentence, "on Tuesday that so far") {
				t.Errorf("the 320 figure: %+v", f)
			}
		}
	}
	if !found {
		t.Error("no \"more than 320\" figure in the export")
	}
}

// countArticle counts the CSV records of an article ID (first column).
func countArticle(recs [][]string, id string) int {
	n := 0
	for _, r := range recs[1:] {
		if r[0] == id {
			n++
		}
	}
	return n
}

func post(t *testing.T, srv *httptest.Server, path, token, ctype string, body []byte) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest("POST", srv.URL+path, bytes.NewReader(body))
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("POST %s: not JSON (%d): %s", path, resp.StatusCode, b)
	}
	return resp.StatusCode, m
}

const postBody = `{"url": "https://news.example.org/a", "title": "Aid trucks cross the bridge", "published": "2019-02-27T10:00:00Z", "source": "Example News",
 "text": "Trucks carrying food and medicine crossed the Simon Bolivar bridge into Venezuela on Wednesday, officials in Cucuta said.\n\nThe opposition said it would try again to bring aid across the other bridges in the coming days."}`

func TestWriteToken(t *testing.T) {
	body := []byte(postBody)
	// Disabled without a token.
	off, _ := writeServer(t, Options{})
	if code, m := post(t, off, "/api/articles", "anything", "application/json", body); code != 403 || !strings.Contains(m["error"].(string), "disabled") {
		t.Errorf("no token configured: %d %v", code, m)
	}
	if code, _ := post(t, off, "/api/ingest", "anything", "multipart/form-data; boundary=x", nil); code != 403 {
		t.Errorf("ingest with no token configured: %d", code)
	}
	srv, st := writeServer(t, Options{Token: "s3cret"})
	if code, m := post(t, srv, "/api/articles", "", "application/json", body); code != 401 || m["error"] == "" {
		t.Errorf("missing token: %d %v", code, m)
	}
	if code, _ := post(t, srv, "/api/articles", "s3cret-not", "application/json", body); code != 401 {
		t.Errorf("wrong token: %d", code)
	}
	if code, _ := post(t, srv, "/api/ingest", "wrong", "multipart/form-data; boundary=x", nil); code != 401 {
		t.Errorf("ingest, wrong token: %d", code)
	}
	if n, _ := st.CountArticles(context.Background()); n != 2 {
		t.Fatalf("rejected writes stored something: %d articles", n)
	}
	code, m := post(t, srv, "/api/articles", "s3cret", "application/json", body)
	if code != 201 || m["outcome"] != "new" || m["id"] != float64(3) {
		t.Fatalf("right token: %d %v", code, m)
	}
	a, err := st.Article(context.Background(), 3)
	if err != nil || a.Outlet != "Example News" || a.Published.Source != storyline.DateFromField || a.Title != "Aid trucks cross the bridge" || len(a.Analysis.Entities) == 0 {
		t.Fatalf("stored: %v %+v", err, a)
	}
	// The same article again is a duplicate.
	if code, m := post(t, srv, "/api/articles", "s3cret", "application/json", body); code != 200 || m["outcome"] != "duplicate" || m["id"] != float64(3) {
		t.Errorf("repost: %d %v", code, m)
	}
	// Bad bodies.
	if code, _ := post(t, srv, "/api/articles", "s3cret", "application/json", []byte(`[1,2]`)); code != 400 {
		t.Errorf("not an object: %d", code)
	}
	if code, _ := post(t, srv, "/api/articles", "s3cret", "application/json", []byte(`{"title": "x"}`)); code != 422 {
		t.Errorf("no text: %d", code)
	}
	if code, _ := post(t, srv, "/api/articles", "s3cret", "text/plain", body); code != 415 {
		t.Errorf("text/plain: %d", code)
	}
}

func multipartBody(t *testing.T, files map[string][]byte) ([]byte, string) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		w, err := mw.CreateFormFile("file", n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(files[n])
	}
	mw.Close()
	return buf.Bytes(), mw.FormDataContentType()
}

func TestIngestUpload(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "tok"})
	sample := demo.Samples()[0]
	jsonl := postBody + "\n" + `{"title": "broken"}` + "\n"
	body, ct := multipartBody(t, map[string][]byte{
		sample.Name:          sample.Data, // already stored: a duplicate
		"feed.jsonl":         []byte(strings.ReplaceAll(jsonl, "\n ", " ")),
		"../../etc/evil.txt": []byte("Officials in Caracas said on Monday that the border would stay closed for another week.\n\nThe decision was announced by the interior minister on state television."),
		"empty.txt":          {},
	})
	code, m := post(t, srv, "/api/ingest", "tok", ct, body)
	if code != 200 {
		t.Fatalf("ingest: %d %v", code, m)
	}
	sum := m["summary"].(map[string]any)
	if sum["new"] != float64(2) || sum["duplicate"] != float64(1) || sum["failed"] != float64(2) {
		t.Errorf("summary %v; inputs %v", sum, m["inputs"])
	}
	var inputs []string
	for _, in := range m["inputs"].([]any) {
		inputs = append(inputs, in.(map[string]any)["input"].(string))
	}
	slices.Sort(inputs)
	want := []string{"upload:000_d227e018f15fe0a4.txt", "upload:empty.txt", "upload:evil.txt", "upload:feed.jsonl#1", "upload:feed.jsonl#2"}
	if !slices.Equal(inputs, want) {
		t.Errorf("inputs %v, want %v", inputs, want)
	}
	if n, _ := st.CountArticles(context.Background()); n != 4 {
		t.Errorf("%d articles stored, want 4", n)
	}
	if code, _ := post(t, srv, "/api/ingest", "tok", "application/json", []byte(`{}`)); code != 400 {
		t.Errorf("not multipart: %d", code)
	}
	body, ct = multipartBody(t, nil)
	if code, _ := post(t, srv, "/api/ingest", "tok", ct, body); code != 400 {
		t.Errorf("no files: %d", code)
	}
}

func TestSizeLimits(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "tok", MaxJSONBytes: 1000, MaxUploadBytes: 2000})
	big := fmt.Sprintf(`{"title": "big", "text": %q}`, strings.Repeat("Soldiers crossed the border. ", 100))
	if code, m := post(t, srv, "/api/articles", "tok", "application/json", []byte(big)); code != 413 || m["error"] == "" {
		t.Errorf("JSON over the cap: %d %v", code, m)
	}
	body, ct := multipartBody(t, map[string][]byte{"big.txt": bytes.Repeat([]byte("Soldiers crossed the border. "), 200)})
	if code, _ := post(t, srv, "/api/ingest", "tok", ct, body); code != 413 {
		t.Errorf("upload over the cap: %d", code)
	}
	if n, _ := st.CountArticles(context.Background()); n != 2 {
		t.Errorf("oversized writes stored something: %d", n)
	}
	hs := NewHTTPServer("127.0.0.1:0", nil)
	if hs.ReadTimeout == 0 || hs.WriteTimeout == 0 || hs.IdleTimeout == 0 || hs.ReadHeaderTimeout == 0 || hs.MaxHeaderBytes == 0 {
		t.Errorf("server without timeouts: %+v", hs)
	}
}

func TestSecurityHeaders(t *testing.T) {
	srv, _ := readServer(t)
	for _, path := range []string{"/", "/articles/1", "/api/articles", "/api/nothing", "/static/style.css", "/nothing"} {
		resp, _ := get(t, srv, path)
		h := resp.Header
		if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") || strings.Contains(csp, "unsafe") {
			t.Errorf("%s: CSP %q", path, csp)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("X-Frame-Options") != "DENY" || h.Get("Referrer-Policy") != "no-referrer" {
			t.Errorf("%s: headers %v", path, h)
		}
	}
}

func TestStaticNoTraversal(t *testing.T) {
	srv, _ := readServer(t)
	resp, body := get(t, srv, "/static/style.css")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/css") || !bytes.Contains(body, []byte(".hl")) {
		t.Fatalf("style.css: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	for _, path := range []string{
		"/static/../server.go", "/static/%2e%2e/server.go", "/static/..%2fserver.go", "/static/%2e%2e%2fweb_test.go",
		"/static/..%5cserver.go", "/static/", "/static/../../../../etc/passwd", "/static/%2e%2e/%2e%2e/go.mod",
		"/static//etc/passwd", "/static/templates/layout.html", "/static/../templates/layout.html",
	} {
		req, _ := http.NewRequest("GET", srv.URL+"/", nil)
		req.URL.RawPath = ""
		req.URL.Opaque = path // send the path as is, without client-side cleaning
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode == 200 && (bytes.Contains(b, []byte("package web")) || bytes.Contains(b, []byte("root:")) || bytes.Contains(b, []byte("module ")) || bytes.Contains(b, []byte("{{define"))) {
			t.Errorf("%s: served a file outside static/", path)
		}
		if resp.StatusCode == 200 && bytes.Contains(b, []byte("<a href=\"style.css\">")) {
			t.Errorf("%s: directory listing", path)
		}
	}
}

func TestPages(t *testing.T) {
	srv, st := readServer(t)
	resp, body := get(t, srv, "/articles")
	page := string(body)
	if resp.StatusCode != 200 || !strings.Contains(page, `<html lang="en">`) || !strings.Contains(page, "More than 450 Venezuelan soldiers") || !strings.Contains(page, "stories") {
		t.Fatalf("articles: %d", resp.StatusCode)
	}
	for _, want := range []string{`<label for="q">`, `<label for="outlet">`, `<label for="since">`, `<label for="until">`, `<label for="lang">`, "2 shown of 2 article(s) stored"} {
		if !strings.Contains(page, want) {
			t.Errorf("articles lacks %q", want)
		}
	}
	for q, want := range map[string]string{"?q=urena": "best match", "?since=2019-02-25": "1 shown of 2", "?outlet=Nobody": "No articles match.", "?lang=es": "× language es", "?limit=1": "Older articles"} {
		_, b := get(t, srv, "/articles"+q)
		if !strings.Contains(string(b), want) {
			t.Errorf("articles%s lacks %q", q, want)
		}
	}
	if resp, _ := get(t, srv, "/articles?since=bad"); resp.StatusCode != 400 {
		t.Errorf("bad filter: %d", resp.StatusCode)
	}

	resp, body = get(t, srv, "/articles/1")
	page = string(body)
	if resp.StatusCode != 200 {
		t.Fatalf("article: %d", resp.StatusCode)
	}
	a, _ := st.Article(context.Background(), 1)
	for _, want := range []string{
		`id="t0" href="#t0"`, `id="m0" href="#m0"`, `class="hl time"`, `class="hl per"`, `class="hl loc placed"`, `class="sent" id="s1"`,
		"Captions", "Credits", "Removed boilerplate", "inferred", a.Published.Evidence, `class="pt place"`, "/entities/find?",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("article page lacks %q", want)
		}
	}
	// Every item is addressable.
	for i := range a.Analysis.TimeExprs {
		if !strings.Contains(page, fmt.Sprintf(`id="t%d"`, i)) {
			t.Errorf("no anchor t%d", i)
		}
	}
	for i := range a.Analysis.Mentions {
		if !strings.Contains(page, fmt.Sprintf(`id="m%d"`, i)) {
			t.Errorf("no anchor m%d", i)
		}
	}
	for i := range a.Analysis.Figures {
		if !strings.Contains(page, fmt.Sprintf(`id="f%d" href="#f%d"`, i, i)) {
			t.Errorf("no anchor f%d", i)
		}
	}
	for i := range a.Analysis.Quotes {
		if !strings.Contains(page, fmt.Sprintf(`id="q%d"`, i)) {
			t.Errorf("no anchor q%d", i)
		}
	}
	if len(a.Analysis.Figures) == 0 || len(a.Analysis.Quotes) == 0 || !strings.Contains(page, "Quotes by speaker") {
		t.Error("figures or quotes missing")
	}
	// Events: highlighted with their anchors and hover text, listed in the
	// table, and drawn on the map as diamonds apart from the places.
	if len(a.Analysis.Events) < 5 {
		t.Fatalf("article 1 has %d events", len(a.Analysis.Events))
	}
	for i := range a.Analysis.Events {
		if !strings.Contains(page, fmt.Sprintf(`id="e%d"`, i)) {
			t.Errorf("no anchor e%d", i)
		}
		if !strings.Contains(page, fmt.Sprintf(`<a href="#e%d" title="`, i)) {
			t.Errorf("event e%d is not in the events table", i)
		}
	}
	evTitle := regexp.MustCompile(`class="hl ev" id="e\d+" href="#e\d+" title="event: ([^"]*)"`).FindAllStringSubmatch(page, -1)
	if len(evTitle) < 3 {
		t.Fatalf("%d event highlights", len(evTitle))
	}
	if tt := html.UnescapeString(evTitle[0][1]); !strings.Contains(tt, "2019-02-") || !strings.Contains(tt, " in ") || !strings.Contains(tt, " / ") {
		t.Errorf("event title %q lacks type/sub-type, date or place", tt)
	}
	if !strings.Contains(page, `<path class="pt event" d="M`) || !strings.Contains(page, `<circle class="pt place"`) || !strings.Contains(page, `href="#e`) || !strings.Contains(page, "Events (") {
		t.Error("no event points on the article map, or no events table")
	}

	// Entity links on the article page lead to the entity's page.
	gomez := regexp.MustCompile(`href="(/entities/find\?[^"]*Jose[^"]*Gomez[^"]*)"`).FindStringSubmatch(page)
	if gomez == nil {
		t.Fatal("no link to Jose Gomez")
	}
	resp, body = get(t, srv, html.UnescapeString(gomez[1]))
	if resp.StatusCode != 200 || resp.Request.URL.Path == "/entities/find" || !strings.Contains(string(body), "<h1>Jose Gomez</h1>") {
		t.Errorf("following the Jose Gomez link: %d at %s", resp.StatusCode, resp.Request.URL)
	}
	resp, _ = get(t, srv, "/entities/find?type=PER&name=Nobody+Known")
	if resp.Request.URL.Path != "/entities" || resp.Request.URL.Query().Get("name") != "Nobody Known" {
		t.Errorf("an unknown name leads to %s", resp.Request.URL)
	}
	var ents struct{ Entities []storyline.EntityRecord }
	getJSON(t, srv, "/api/entities?name=urena", 200, &ents)
	resp, body = get(t, srv, fmt.Sprintf("/entities/%d", ents.Entities[0].ID))
	if resp.StatusCode != 200 || !strings.Contains(string(body), `class="pt place"`) || !strings.Contains(string(body), "/articles/") {
		t.Errorf("entity page: %d", resp.StatusCode)
	}
	resp, body = get(t, srv, "/entities?type=PER")
	if resp.StatusCode != 200 || !strings.Contains(string(body), "Jose Gomez") || strings.Contains(string(body), ">Venezuela<") {
		t.Errorf("entities?type=PER: %d", resp.StatusCode)
	}
	resp, body = get(t, srv, "/map")
	if resp.StatusCode != 200 || strings.Count(string(body), `class="pt place"`) < 5 || strings.Count(string(body), `class="land"`) < 10 {
		t.Errorf("map: %d", resp.StatusCode)
	}
	if m := string(body); strings.Count(m, `<path class="pt event"`) < 2 || !strings.Contains(m, "Events by place") || !strings.Contains(m, "Violent demonstration") ||
		!regexp.MustCompile(`<a href="/articles/\d+#e\d+"><path class="pt event"`).MatchString(m) {
		t.Errorf("map: no event points (%d) or no events table", strings.Count(m, `class="pt event"`))
	}
	// The map's place list follows new articles.
	wsrv, _ := writeServer(t, Options{Token: "tok"})
	_, before := get(t, wsrv, "/map")
	if code, _ := post(t, wsrv, "/api/articles", "tok", "application/json", []byte(`{"title": "Flooding in Mosul", "text": "Heavy rain flooded parts of the northern city of Mosul, Iraq, on Monday, officials said, forcing hundreds of families to leave their homes and seek shelter in schools and mosques.\n\nResidents said the water rose quickly after the storm and that the authorities had not warned them in time."}`)); code != 201 {
		t.Fatal("post failed")
	}
	if _, after := get(t, wsrv, "/map"); bytes.Contains(before, []byte("Mosul")) || !bytes.Contains(after, []byte("Mosul")) {
		t.Error("the map did not pick up the new article's places")
	}
	resp, body = get(t, srv, "/map?view=world")
	if resp.StatusCode != 200 || strings.Count(string(body), `class="land"`) < 150 {
		t.Errorf("world map: %d, %d countries", resp.StatusCode, strings.Count(string(body), `class="land"`))
	}
	for path, code := range map[string]int{"/nothing": 404, "/articles/999": 404, "/articles/x": 400, "/entities/999999": 404, "/entities?type=X": 400} {
		if resp, b := get(t, srv, path); resp.StatusCode != code || !strings.Contains(string(b), "<html") {
			t.Errorf("%s: %d, want %d with a page", path, resp.StatusCode, code)
		}
	}
}

func TestEscaping(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "tok"})
	evil := map[string]string{
		"url":    `javascript:alert(3)`,
		"title":  `<script>alert(1)</script> "><img src=x onerror=alert(2)>`,
		"source": `<b onmouseover=alert(4)>Evil</b>`,
		"text":   "Officials said <script>alert(1)</script> that \"><img src=x onerror=alert(2)> soldiers crossed into Colombia on Monday.\n\nThe border with Venezuela stayed closed, officials in Cucuta said on Tuesday.",
	}
	b, _ := json.Marshal(evil)
	code, m := post(t, srv, "/api/articles", "tok", "application/json", b)
	if code != 201 {
		t.Fatalf("post: %d %v", code, m)
	}
	id := int64(m["id"].(float64))
	a, _ := st.Article(context.Background(), id)
	if !strings.Contains(a.Text, "<script>") {
		t.Fatalf("the stored text lost the markup: %q", a.Text)
	}
	sid, err := st.StoryOf(context.Background(), id)
	if err != nil {
		t.Fatalf("the posted article is in no story: %v", err)
	}
	for _, path := range []string{"/", "/articles", fmt.Sprintf("/articles/%d", id), "/articles?q=officials", "/?q=officials", "/entities", "/map", fmt.Sprintf("/stories/%d", sid)} {
		_, body := get(t, srv, path)
		page := string(body)
		for _, bad := range []string{"<script>alert", "<img src=x", "onerror=alert(2)>", "<b onmouseover", `href="javascript:`} {
			if strings.Contains(page, bad) {
				t.Errorf("%s: unescaped %q", path, bad)
			}
		}
		if path != "/entities" && path != "/map" && !strings.Contains(page, "&lt;script&gt;alert(1)&lt;/script&gt;") {
			t.Errorf("%s: the title is not shown escaped", path)
		}
		// The only scripts are the static file.
		if n := strings.Count(page, "<script"); n != 1 {
			t.Errorf("%s: %d <script> tags", path, n)
		}
	}
}

func TestEventExports(t *testing.T) {
	srv, st := readServer(t)
	// Pages of one article: the exports walk the cursor to the end.
	s, err := New(Options{Store: st, Log: log.New(io.Discard, "", 0), exportPage: 1})
	if err != nil {
		t.Fatal(err)
	}
	paged := httptest.NewServer(s)
	defer paged.Close()
	var counts [2]int
	for i, sv := range []*httptest.Server{srv, paged} {
		resp, body := get(t, sv, "/api/events.csv?mentions=1")
		if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/csv") ||
			!strings.Contains(resp.Header.Get("Content-Disposition"), `filename="events.csv"`) {
			t.Fatalf("events.csv: %d %s", resp.StatusCode, resp.Header)
		}
		recs, err := csv.NewReader(bytes.NewReader(body)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(recs[0], export.EventColumns) || !slices.Equal(recs[0][:31], export.ACLEDColumns) || recs[0][0] != "event_id_cnty" || recs[0][30] != "timestamp" {
			t.Fatalf("header %v", recs[0])
		}
		if strings.HasPrefix(recs[1][0], "#") {
			t.Error("an HXL row without hxl=1")
		}
		counts[i] = len(recs) - 1
		col := func(r []string, name string) string { return r[slices.Index(recs[0], name)] }
		articles := map[string]bool{}
		urena := 0
		for _, r := range recs[1:] {
			articles[col(r, "article_id")] = true
			if col(r, "non_event") != "" {
				t.Errorf("a non-event without all=1: %v", r)
			}
			if col(r, "location") == "Ureña" && col(r, "admin1") == "Táchira" && col(r, "iso") == "862" && col(r, "country") == "Venezuela" {
				urena++
			}
			if col(r, "outlet") != "Fox News" || col(r, "source") != "Fox News" || col(r, "analyzer_version") != pipeline.Version || col(r, "notes") == "" ||
				!strings.HasPrefix(col(r, "link"), "/articles/") || !strings.Contains(col(r, "link"), "#e") {
				t.Errorf("row %v", r)
			}
		}
		if len(articles) != 2 || urena < 2 {
			t.Errorf("events from %d articles, %d in Ureña", len(articles), urena)
		}
	}
	if counts[0] < 10 || counts[0] != counts[1] {
		t.Errorf("%d event mentions, %d through pages of one article", counts[0], counts[1])
	}
	// By default one row per event: the story's mentions merged.
	merged := 0
	for _, sv := range []*httptest.Server{srv, paged} {
		_, body := get(t, sv, "/api/events.csv")
		recs, err := csv.NewReader(bytes.NewReader(body)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		col := func(r []string, name string) string { return r[slices.Index(recs[0], name)] }
		mains := 0
		for _, r := range recs[1:] {
			if col(r, "mentions") == "" || col(r, "sources") == "" {
				t.Errorf("merged row without its counts: %v", r)
			}
			if col(r, "main_event") == "main" {
				mains++
			}
		}
		merged = len(recs) - 1
		if merged == 0 || merged >= counts[0] || mains != 1 {
			t.Errorf("%d merged events (of %d mentions), %d main", merged, counts[0], mains)
		}
	}
	// The HXL row, and the filters.
	_, body := get(t, srv, "/api/events.csv?hxl=1&since=2019-02-25")
	recs, _ := csv.NewReader(bytes.NewReader(body)).ReadAll()
	if len(recs) < 3 || recs[1][0] != "#event+code" || recs[1][slices.Index(recs[0], "latitude")] != "#geo+lat" || !slices.Equal(recs[1], export.EventHXL) {
		t.Fatalf("hxl row %v", recs[1])
	}
	// since keeps the events one of whose reports was published since
	// (article 1, of 2019-02-26; article 2 is of 2019-02-23): every
	// merged event reported by article 1, whichever report its row shows.
	sinceRows, byArticle1 := len(recs)-2, 0
	for _, r := range recs[2:] {
		if r[slices.Index(recs[0], "article_id")] == "1" {
			byArticle1++
		}
	}
	if sinceRows >= merged || byArticle1 == 0 {
		t.Errorf("since=2019-02-25: %d of %d merged events, %d shown at article 1", sinceRows, merged, byArticle1)
	}
	_, body = get(t, srv, "/api/events.csv?all=1&mentions=1")
	if all, _ := csv.NewReader(bytes.NewReader(body)).ReadAll(); len(all)-1 <= counts[0] {
		t.Errorf("all=1: %d rows, without: %d", len(all)-1, counts[0])
	}
	if _, body := get(t, srv, "/api/events.csv?outlet=Nobody"); strings.Count(string(body), "\n") != 1 {
		t.Errorf("outlet=Nobody: %q", body)
	}

	// GeoJSON: a FeatureCollection of points, lon then lat.
	for _, sv := range []*httptest.Server{srv, paged} {
		resp, body := get(t, sv, "/api/events.geojson?mentions=1")
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/geo+json" {
			t.Fatalf("geojson: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		var fc struct {
			Type     string
			Features []struct {
				Type     string
				Geometry struct {
					Type        string
					Coordinates []any
				}
				Properties map[string]any
			}
		}
		if err := json.Unmarshal(body, &fc); err != nil {
			t.Fatalf("geojson: %v", err)
		}
		if fc.Type != "FeatureCollection" || len(fc.Features) != counts[0] { // every seed event is placed
			t.Errorf("%s with %d features, want %d", fc.Type, len(fc.Features), counts[0])
		}
		_, body = get(t, sv, "/api/events.geojson")
		var events struct{ Features []any }
		if err := json.Unmarshal(body, &events); err != nil || len(events.Features) != merged {
			t.Errorf("geojson of merged events: %v, %d features, want %d", err, len(events.Features), merged)
		}
		for _, f := range fc.Features {
			if f.Type != "Feature" || f.Geometry.Type != "Point" || len(f.Geometry.Coordinates) != 2 {
				t.Fatalf("feature %+v", f)
			}
			lon, ok1 := f.Geometry.Coordinates[0].(float64)
			lat, ok2 := f.Geometry.Coordinates[1].(float64)
			// Venezuela and Colombia: longitudes near -66..-74, latitudes 0..12.
			if !ok1 || !ok2 || lon > -60 || lon < -80 || lat < 0 || lat > 13 {
				t.Errorf("coordinates %v: want numbers, lon then lat", f.Geometry.Coordinates)
			}
			if f.Properties["longitude"] != lon && fmt.Sprintf("%.4f", lon) != fmt.Sprint(f.Properties["longitude"]) {
				t.Errorf("longitude property %v, coordinate %v", f.Properties["longitude"], lon)
			}
			if _, ok := f.Properties["fatalities"].(float64); !ok {
				t.Errorf("fatalities %v is not a number", f.Properties["fatalities"])
			}
		}
	}

	// JSON Lines: one event per line with its article.
	resp, body := get(t, srv, "/api/events.jsonl?since=2019-02-25")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/x-ndjson") {
		t.Fatalf("jsonl: %d", resp.StatusCode)
	}
	lines := strings.Split(strings.TrimSpace(string(body)), "\n")
	if len(lines) != len(recs)-2 {
		t.Errorf("jsonl: %d lines, csv: %d rows", len(lines), len(recs)-2)
	}
	for _, line := range lines {
		var row export.EventRow
		if err := json.Unmarshal([]byte(line), &row); err != nil || row.Outlet != "Fox News" || row.Event.EventType == "" ||
			row.Event.Sentence.In(storedText(t, st, row.ArticleID)) != row.Sentence || row.Title == "" ||
			!slices.ContainsFunc(row.Reports, func(m storyline.EventMention) bool { return m.Article == 1 }) {
			t.Errorf("jsonl row %v %+v", err, row)
		}
	}
	for _, bad := range []string{"?q=urena", "?before=2", "?since=x", "?entity=999999"} {
		if resp, _ := get(t, srv, "/api/events.geojson"+bad); resp.StatusCode/100 != 4 {
			t.Errorf("events.geojson%s: %d", bad, resp.StatusCode)
		}
	}
}

// storedText returns the clean text of a stored article.
func storedText(t *testing.T, st storyline.Store, id int64) string {
	t.Helper()
	a, err := st.Article(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return a.Text
}

// TestExportInjection: untrusted text that starts like a formula reaches
// every CSV export neutralised.
func TestExportInjection(t *testing.T) {
	srv, _ := writeServer(t, Options{Token: "tok"})
	evil := map[string]string{
		"title":  "=HYPERLINK(\"http://evil\",\"x\")",
		"source": "@Evil News",
		"text": "=cmd|' /C calc'!A0 Police fired tear gas at protesters in Caracas on Monday, officials said, as thousands of people marched through the centre of the city to demand the release of political prisoners and the entry of humanitarian aid.\n\n" +
			"+Protesters burned tires in Caracas on Monday, and police arrested 12 people near the main square, officials said. The opposition said that the government had ordered the police to break up every march in the capital.",
	}
	b, _ := json.Marshal(evil)
	if code, m := post(t, srv, "/api/articles", "tok", "application/json", b); code != 201 {
		t.Fatalf("post: %d %v", code, m)
	}
	for _, path := range []string{"/api/articles.csv", "/api/events.csv?all=1", "/api/figures.csv", "/api/quotes.csv", "/api/events.csv?hxl=1"} {
		_, body := get(t, srv, path+map[bool]string{true: "&", false: "?"}[strings.Contains(path, "?")]+"outlet=%40Evil+News")
		recs, err := csv.NewReader(bytes.NewReader(body)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range recs[1:] {
			for _, c := range r {
				if c != "" && strings.ContainsRune("=+@", rune(c[0])) && !strings.HasPrefix(c, "#") {
					t.Errorf("%s: cell %q is read as a formula", path, c)
				}
				if c != "" && c[0] == '-' {
					if _, err := strconv.ParseFloat(c, 64); err != nil {
						t.Errorf("%s: cell %q is read as a formula", path, c)
					}
				}
			}
		}
		if path == "/api/articles.csv" && (len(recs) != 2 || !strings.HasPrefix(recs[1][slices.Index(recs[0], "title")], "'=HYPERLINK")) {
			t.Errorf("articles.csv: %v", recs)
		}
		if strings.HasPrefix(path, "/api/events.csv") && len(recs) < 2 {
			t.Errorf("%s: no events coded in the injected article", path)
		}
	}
}

// A story's exports hold that story's rows only; an unknown parameter is
// a 400 with a JSON error, not a silent export of everything.
func TestExportsOfOneStory(t *testing.T) {
	srv, st := writeServer(t, Options{})
	ctx := context.Background()
	// The seeds are one story: the second article becomes a story of its own.
	arts, err := st.Articles(ctx, storyline.ArticleQuery{Limit: 1})
	if err != nil || len(arts) == 0 {
		t.Fatal(arts, err)
	}
	if err := st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: arts[0].ID, StoryID: 77, Title: arts[0].Title}); err != nil {
		t.Fatal(err)
	}
	stories, err := st.Stories(ctx, storyline.StoryQuery{Limit: 100})
	if err != nil || len(stories) < 2 {
		t.Fatalf("%d stories, %v", len(stories), err)
	}
	_, all := get(t, srv, "/api/events.jsonl?mentions=1")
	total := strings.Count(string(all), "\n")
	rows := 0
	for _, s := range stories {
		members, err := st.StoryArticles(ctx, s.ID)
		if err != nil {
			t.Fatal(err)
		}
		in := map[int64]bool{}
		for _, m := range members {
			in[m.ID] = true
		}
		resp, body := get(t, srv, fmt.Sprintf("/api/events.jsonl?mentions=1&story=%d", s.ID))
		if resp.StatusCode != 200 {
			t.Fatalf("story=%d: %d %s", s.ID, resp.StatusCode, body)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(body)), "\n") {
			if line == "" {
				continue
			}
			var row struct {
				Article int64 `json:"article_id"`
			}
			if err := json.Unmarshal([]byte(line), &row); err != nil || !in[row.Article] {
				t.Fatalf("story=%d exported article %d, not one of its own (%v)", s.ID, row.Article, err)
			}
			rows++
		}
	}
	if rows != total || total == 0 {
		t.Errorf("the stories' exports hold %d rows, the whole export %d", rows, total)
	}
	for path, want := range map[string]int{
		"/api/events.csv?bogus=1":          400,
		"/api/events.csv?story=1&entity=1": 400,
		"/api/events.csv?story=x":          400,
		"/api/events.csv?story=999999":     404,
	} {
		resp, body := get(t, srv, path)
		var e struct{ Error string }
		if resp.StatusCode != want || json.Unmarshal(body, &e) != nil || e.Error == "" {
			t.Errorf("%s: %d %s, want %d with a JSON error", path, resp.StatusCode, body, want)
		}
	}
}
