package web

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// The CSV, JSON Lines and ACLED exports served by the API: filters, one story, injection.

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
