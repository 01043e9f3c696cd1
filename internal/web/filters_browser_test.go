package web

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/storyline-news/storyline"
)

// A filter of the filters browser test: its query, and whether an
// article's summary and its events (one at least) match it.
type browserFilter struct {
	query string
	// article and event say whether an article, and one of its coded
	// events, pass the filter; nil passes everything.
	article func(storyline.ArticleSummary) bool
	event   func(storyline.Event) bool
	// row checks an events page row's data attributes.
	row func(map[string]string) bool
	// minSources is the filter's min_sources.
	minSources int
}

func browserFilters() []browserFilter {
	since, until := time.Date(2016, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2017, 1, 1, 0, 0, 0, 0, time.UTC)
	inDates := func(t time.Time) bool { return !t.IsZero() && !t.Before(since) && t.Before(until) }
	isType := func(e storyline.Event) bool {
		return strings.EqualFold(e.EventType, storyline.EventBattles) || strings.EqualFold(e.SubEventType, storyline.EventBattles)
	}
	inAleppo := func(e storyline.Event) bool {
		return e.Place != nil && (strings.EqualFold(e.Place.Name, "Aleppo") || strings.EqualFold(e.Place.Admin1, "Aleppo"))
	}
	return []browserFilter{
		// The outlet and date filters keep the merged events one of whose
		// reports matches: the row lists its reports' outlets and times.
		{query: "since=2016-01-01&until=2017-01-01",
			article: func(a storyline.ArticleSummary) bool { return inDates(a.Published.Time) },
			row: func(r map[string]string) bool {
				return slices.ContainsFunc(strings.Fields(r["reported"]), func(s string) bool {
					t, err := time.Parse(time.RFC3339, s)
					return err == nil && inDates(t)
				})
			}},
		{query: "outlet=reuters",
			article: func(a storyline.ArticleSummary) bool { return strings.EqualFold(a.Outlet, "Reuters") },
			row:     func(r map[string]string) bool { return slices.Contains(strings.Split(r["outlets"], "|"), "Reuters") }},
		{query: "type=battles", event: isType,
			row: func(r map[string]string) bool { return r["type"] == storyline.EventBattles }},
		{query: "place=aleppo", event: inAleppo,
			row: func(r map[string]string) bool { return r["place"] == "Aleppo" || r["admin1"] == "Aleppo" }},
		{query: "min_sources=3", minSources: 3,
			row: func(r map[string]string) bool { n, _ := strconv.Atoi(r["sources"]); return n >= 3 }},
	}
}

// TestFiltersBrowser builds a database of ../shared/corpora/syria-fakes
// and drives Chromium through the filtered story list, events page and
// map: each filter shrinks the count, every row shown matches it, and
// each export link of the view returns exactly the rows it shows. It runs
// when STORYLINE_TEST_BROWSER names a chromium binary and the shared data
// is there; screenshots go to $STORYLINE_ARTIFACTS when it is set.
func TestFiltersBrowser(t *testing.T) {
	bin := browserBin(t)
	srv, st := syriaFakesServer(t)
	ctx := startBrowser(t, bin)
	shots := os.Getenv("STORYLINE_ARTIFACTS")
	if shots != "" {
		if err := os.MkdirAll(shots, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	page := func(path string, wait string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+path), chromedp.WaitReady(chromedp.CSS(wait))); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
	}
	screenshot := func(name string) {
		t.Helper()
		if shots == "" {
			return
		}
		b, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatalf("screenshot %s: %v", name, err)
		}
		if err := os.WriteFile(filepath.Join(shots, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	href := func(sel string) string {
		t.Helper()
		return eval[string](t, ctx, fmt.Sprintf(`document.querySelector(%q).getAttribute("href")`, sel))
	}

	// The unfiltered views, to compare the counts with.
	page("/?limit=500", "ol.stories")
	allStories := eval[int](t, ctx, `document.querySelectorAll("ol.stories > li").length`)
	// The events page shows 100 rows at a time: its export has them all.
	allEvents := len(columnOf(t, fetchCSV(t, srv.URL+"/api/events.csv"), "event_id_cnty"))
	page("/map", "#event-count")
	allMapEvents := eval[int](t, ctx, `Number(document.querySelector("#event-count").textContent)`)
	if allStories < 100 || allEvents < 500 || allMapEvents < 500 {
		t.Fatalf("unfiltered: %d stories, %d events, %d on the map", allStories, allEvents, allMapEvents)
	}

	for _, f := range browserFilters() {
		name := strings.NewReplacer("=", "-", "&", "_").Replace(f.query)

		// The story list: fewer stories, each with an article (and an
		// event) the filter selects; the events export holds only theirs.
		page("/?limit=500&"+f.query, "form.filters")
		ids := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("ol.stories > li a.title")).map(a => a.getAttribute("href").split("/").pop())`)
		if len(ids) == 0 || len(ids) >= allStories {
			t.Errorf("%s: the story list shows %d stories of %d", f.query, len(ids), allStories)
		}
		for _, s := range ids {
			id, _ := strconv.ParseInt(s, 10, 64)
			if !storyMatches(t, st, id, f) {
				t.Errorf("%s: story %d is listed but none of its articles matches", f.query, id)
			}
		}
		for _, sid := range columnOf(t, fetchCSV(t, srv.URL+href("p.exports a.export-csv")), "story_id") {
			if sid != "" && !slices.Contains(ids, sid) {
				t.Errorf("%s: the story list's events export has an event of story %s, which it does not show", f.query, sid)
			}
		}
		screenshot("filters-stories-" + name + ".png")

		// The events page: fewer rows, each matching, page after page;
		// the CSV, GeoJSON and JSON Lines exports hold exactly its rows.
		page("/events?"+f.query, "#event-count")
		exports := map[string]string{}
		for _, sel := range []string{"p.exports a.export-csv", "p.exports a.export-jsonl", "p.exports a.export-geojson"} {
			exports[sel] = href(sel)
		}
		var rows []map[string]string
		for pages := 1; ; pages++ {
			pageRows := eval[[]map[string]string](t, ctx, `Array.from(document.querySelectorAll("table.eventlist tbody tr")).map(tr => Object.assign({}, tr.dataset))`)
			if n := eval[int](t, ctx, `Number(document.querySelector("#event-count").textContent)`); n != len(pageRows) || n > 100 {
				t.Errorf("%s: page %d of events counts %d, shows %d rows", f.query, pages, n, len(pageRows))
			}
			rows = append(rows, pageRows...)
			next := eval[string](t, ctx, `(document.querySelector("a[rel=next]") || {getAttribute: () => ""}).getAttribute("href")`)
			if next == "" || pages == 100 {
				break
			}
			page(next, "#event-count")
		}
		if len(rows) == 0 || len(rows) >= allEvents {
			t.Errorf("%s: the events pages show %d rows, of %d", f.query, len(rows), allEvents)
		}
		var shown []string
		for _, r := range rows {
			shown = append(shown, r["id"])
			if !f.row(r) {
				t.Errorf("%s: the events page shows a row that does not match: %v", f.query, r)
			}
		}
		slices.Sort(shown)
		csvIDs := columnOf(t, fetchCSV(t, srv.URL+exports["p.exports a.export-csv"]), "event_id_cnty")
		slices.Sort(csvIDs)
		if !slices.Equal(csvIDs, shown) {
			t.Errorf("%s: the events CSV has %d rows, the page %d", f.query, len(csvIDs), len(shown))
		}
		var jsonIDs []string
		for _, line := range strings.Split(strings.TrimSpace(getBody(t, srv.URL+exports["p.exports a.export-jsonl"])), "\n") {
			var row struct {
				ID string `json:"event_id_cnty"`
			}
			if err := json.Unmarshal([]byte(line), &row); err != nil {
				t.Fatalf("%s: JSON Lines: %v", f.query, err)
			}
			jsonIDs = append(jsonIDs, row.ID)
		}
		slices.Sort(jsonIDs)
		if !slices.Equal(jsonIDs, shown) {
			t.Errorf("%s: the events JSON Lines has %d rows, the page %d", f.query, len(jsonIDs), len(shown))
		}
		placed := 0
		for _, r := range rows {
			if r["place"] != "" {
				placed++
			}
		}
		features := geoFeatures(t, getBody(t, srv.URL+exports["p.exports a.export-geojson"]))
		if len(features) != placed {
			t.Errorf("%s: the events GeoJSON has %d features, the page %d placed events", f.query, len(features), placed)
		}
		screenshot("filters-events-" + name + ".png")

		// The map: fewer events, each place row matching a place filter;
		// the GeoJSON holds the events drawn, place by place.
		page("/map?"+f.query, "#event-count")
		n := eval[int](t, ctx, `Number(document.querySelector("#event-count").textContent)`)
		if n == 0 || n >= allMapEvents {
			t.Errorf("%s: the map counts %d events of %d", f.query, n, allMapEvents)
		}
		mapRows := eval[[]map[string]string](t, ctx, `Array.from(document.querySelectorAll("table.mapevents tbody tr")).map(tr => Object.assign({}, tr.dataset))`)
		byPlace := map[string]int{}
		for _, r := range mapRows {
			c, _ := strconv.Atoi(r["events"])
			byPlace[r["place"]] += c
			if f.event != nil && strings.Contains(f.query, "place=") && r["place"] != "Aleppo" && r["admin1"] != "Aleppo" {
				t.Errorf("%s: the map shows events at %v", f.query, r)
			}
		}
		features = geoFeatures(t, getBody(t, srv.URL+href("p.exports a.export-geojson")))
		geoByPlace := map[string]int{}
		for _, ft := range features {
			geoByPlace[fmt.Sprint(ft["location"])]++
			if f.event != nil && !f.event(storyline.Event{EventType: fmt.Sprint(ft["event_type"]), SubEventType: fmt.Sprint(ft["sub_event_type"]),
				Place: &storyline.Place{Name: fmt.Sprint(ft["location"]), Admin1: fmt.Sprint(ft["admin1"])}}) {
				t.Errorf("%s: the map's GeoJSON has an event that does not match: %v", f.query, ft)
			}
		}
		if !maps.Equal(byPlace, geoByPlace) {
			t.Errorf("%s: the map's events by place differ from its GeoJSON's:\n%v\n%v", f.query, byPlace, geoByPlace)
		}
		if rows := columnOf(t, fetchCSV(t, srv.URL+href("p.exports a.export-csv")), "event_id_cnty"); len(rows) != n {
			t.Errorf("%s: the map's CSV has %d rows, the map counts %d events", f.query, len(rows), n)
		}
		screenshot("filters-map-" + name + ".png")
	}

	// The form: picking an outlet from the list and submitting filters
	// the events page.
	if err := chromedp.Do(ctx,
		chromedp.Navigate(srv.URL+"/events"),
		chromedp.WaitReady(chromedp.CSS("select#outlet")),
		chromedp.SetValue(chromedp.CSS("select#outlet"), "SANA"),
		chromedp.Submit(chromedp.CSS("select#outlet")),
		chromedp.WaitReady(chromedp.CSS("p.exports")),
	); err != nil {
		t.Fatal(err)
	}
	if loc := eval[string](t, ctx, `location.search`); !strings.Contains(loc, "outlet=SANA") {
		t.Errorf("submitting the form went to %s", loc)
	}
	if opts := eval[int](t, ctx, `Array.from(document.querySelectorAll("select#outlet option")).filter(o => /\(\d+\)$/.test(o.textContent)).length`); opts < 10 {
		t.Errorf("the outlet list offers %d outlets with counts", opts)
	}
}

// browserBin is the Chromium STORYLINE_TEST_BROWSER names; the test is
// skipped when it names none.
func browserBin(t *testing.T) string {
	t.Helper()
	bin := os.Getenv("STORYLINE_TEST_BROWSER")
	if bin == "" {
		t.Skip("STORYLINE_TEST_BROWSER is not set: set it to a chromium binary (e.g. /usr/bin/chromium) to run the browser tests")
	}
	return bin
}

// startBrowser starts a headless Chromium for the test.
func startBrowser(t *testing.T, bin string) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(bin), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1400, 900))
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelA)
	bctx, cancelB := chromedp.NewContext(actx)
	t.Cleanup(cancelB)
	if err := chromedp.Do(bctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("starting %s: %v", bin, err)
	}
	ctx, cancel := context.WithTimeout(bctx, 10*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// storyMatches reports whether a story has an article the filter selects
// (and, for the event filters, an event of it), and enough outlets.
func storyMatches(t *testing.T, st storyline.Store, id int64, f browserFilter) bool {
	t.Helper()
	ctx := context.Background()
	sum, err := st.Story(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Outlets < f.minSources {
		return false
	}
	arts, err := st.StoryArticles(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range arts {
		if f.article != nil && !f.article(a) {
			continue
		}
		if f.event == nil {
			return true
		}
		full, err := st.Article(ctx, a.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range full.Analysis.Events {
			if e.Coded() && f.event(e) {
				return true
			}
		}
	}
	return false
}

// getBody is the body of a GET of u, which must answer 200.
func getBody(t *testing.T, u string) string {
	t.Helper()
	resp, body := fetch(t, http.DefaultClient, "GET", u, nil)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s: %.200s", u, resp.Status, body)
	}
	return body
}

func fetchCSV(t *testing.T, url string) [][]string {
	t.Helper()
	recs, err := csv.NewReader(strings.NewReader(getBody(t, url))).ReadAll()
	if err != nil || len(recs) == 0 {
		t.Fatalf("GET %s: CSV: %d records, %v", url, len(recs), err)
	}
	return recs
}

// columnOf is the cells of the named column of a CSV with a header.
func columnOf(t *testing.T, recs [][]string, name string) []string {
	t.Helper()
	col := slices.Index(recs[0], name)
	if col < 0 {
		t.Fatalf("no column %s in %v", name, recs[0])
	}
	out := []string{}
	for _, r := range recs[1:] {
		out = append(out, r[col])
	}
	return out
}

// geoFeatures is the properties of a GeoJSON feature collection's
// features.
func geoFeatures(t *testing.T, doc string) []map[string]any {
	t.Helper()
	var fc struct {
		Features []struct {
			Properties map[string]any `json:"properties"`
		} `json:"features"`
	}
	if err := json.Unmarshal([]byte(doc), &fc); err != nil {
		t.Fatalf("GeoJSON: %v", err)
	}
	var out []map[string]any
	for _, f := range fc.Features {
		out = append(out, f.Properties)
	}
	return out
}

// TestFilteredPages: without a browser, the filtered pages of the seeds
// answer, count what they show and link its exports; a bad filter is a
// 400 page.
func TestFilteredPages(t *testing.T) {
	srv, _ := readServer(t)
	for path, wants := range map[string][]string{
		"/events":                     {`id="event-count"`, `href="/api/events.csv"`, `select id="outlet"`, "Fox News (2)"},
		"/events?country=VE":          {`href="/api/events.csv?country=VE"`, "matching the filters"},
		"/events?country=FR":          {`<span id="event-count">0</span>`, "No events match."},
		"/map?outlet=fox+news":        {`href="/api/events.geojson?outlet=fox`, "shown only without filters"},
		"/?type=Protests":             {`href="/api/events.jsonl?type=Protests"`, "Stories with an article the filters select", `<option value="Protests" selected>`},
		"/articles?place=C%C3%BAcuta": {`href="/api/articles.csv?place=C%C3%BAcuta"`, "their events"},
	} {
		resp, body := get(t, srv, path)
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%s: %d", path, resp.StatusCode)
			continue
		}
		for _, want := range wants {
			if !strings.Contains(string(body), want) {
				t.Errorf("%s lacks %q", path, want)
			}
		}
	}
	for _, path := range []string{"/events?type=skirmish", "/map?min_sources=x", "/?country=Atlantis", "/articles?since=soon"} {
		if resp, _ := get(t, srv, path); resp.StatusCode != http.StatusBadRequest {
			t.Errorf("%s: %d, want 400", path, resp.StatusCode)
		}
	}
}
