package web

import (
	"context"
	"fmt"
	"html"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

var (
	eventRowID = regexp.MustCompile(`<tr data-id="([^"]+)"`)
	nextLink   = regexp.MustCompile(`<a href="([^"]+)" rel="next">`)
)

// eventPages follows the events page from path through its next links and
// returns the IDs of its rows, page after page, and how many pages.
func eventPages(t *testing.T, srv *httptest.Server, path string) ([]string, int) {
	t.Helper()
	var ids []string
	pages := 0
	for path != "" {
		resp, body := get(t, srv, path)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %s", path, resp.Status)
		}
		pages++
		rows := eventRowID.FindAllStringSubmatch(string(body), -1)
		if len(rows) > 100 {
			t.Errorf("%s shows %d rows, more than a page", path, len(rows))
		}
		count := fmt.Sprintf(`<span id="event-count">%d</span>`, len(rows))
		if !strings.Contains(string(body), count) {
			t.Errorf("%s does not count its %d rows", path, len(rows))
		}
		for _, m := range rows {
			ids = append(ids, html.UnescapeString(m[1]))
		}
		path = ""
		if m := nextLink.FindStringSubmatch(string(body)); m != nil {
			path = html.UnescapeString(m[1])
			if len(rows) != 100 && !strings.Contains(string(body), "the next page goes on with older ones") {
				t.Errorf("a page of %d rows links a next page without saying why", len(rows))
			}
			if pages > 200 {
				t.Fatal("more than 200 pages of events")
			}
		}
	}
	return ids, pages
}

// TestEventsPaging: the events page shows 100 rows at a time (fewer when
// it stopped at its bound of stories, which it says), and its
// pages together are the rows of its export, in the export's order —
// unfiltered, filtered, and for one story or entity (which the stores list
// another way) — with a bad cursor a 400.
func TestEventsPaging(t *testing.T) {
	srv, st := syriaFakesServer(t)
	ctx := context.Background()
	stories, err := st.Stories(ctx, storyline.StoryQuery{Limit: 500})
	if err != nil {
		t.Fatal(err)
	}
	var big storyline.StorySummary
	for _, s := range stories {
		if s.Events > big.Events {
			big = s
		}
	}
	places, err := st.Entities(ctx, storyline.EntityQuery{Type: storyline.LOC, Limit: 1})
	if err != nil || len(places) == 0 {
		t.Fatalf("places: %v, %v", places, err)
	}
	queries := []string{"", "outlet=sana", "type=battles", "since=2017-01-01&min_sources=2",
		fmt.Sprintf("story=%d", big.ID), fmt.Sprintf("entity=%d", places[0].ID)}
	for _, q := range queries {
		shown, pages := eventPages(t, srv, "/events?"+q)
		exported := columnOf(t, fetchCSV(t, srv.URL+"/api/events.csv?"+q), "event_id_cnty")
		if !slices.Equal(shown, exported) {
			t.Errorf("%q: %d rows on %d pages, %d in the export (or in another order)", q, len(shown), pages, len(exported))
		}
		if q == "" && pages < 3 {
			t.Errorf("the unfiltered events are %d pages of %d rows", pages, len(shown))
		}
		sorted := slices.Clone(shown)
		slices.Sort(sorted)
		if len(slices.Compact(sorted)) != len(shown) {
			t.Errorf("%q: a row is shown twice", q)
		}
	}
	for _, bad := range []string{"x", "12", "-1-0", "3-x", "3--1"} {
		if resp, _ := get(t, srv, "/events?before="+bad); resp.StatusCode != http.StatusBadRequest {
			t.Errorf("before=%s: %s, want 400", bad, resp.Status)
		}
	}
}

// TestEmptyStates: on an empty database the articles, events and map say
// what to run; when the filters select nothing they link each filter's
// removal.
func TestEmptyStates(t *testing.T) {
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "empty.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s, err := New(Options{Store: st, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	empty := httptest.NewServer(s)
	defer empty.Close()
	for _, path := range []string{"/articles", "/events", "/map", "/events?type=Battles"} {
		resp, b := get(t, empty, path)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %s", path, resp.Status)
		}
		if !strings.Contains(string(b), "storyline ingest") {
			t.Errorf("GET %s on an empty database does not say to run storyline ingest", path)
		}
	}

	srv, _ := readServer(t)
	for path, wants := range map[string][]string{
		"/events?country=FR": {"No events match.", `<a href="/events" rel="nofollow">× country FR</a>`},
		"/map?country=FR&type=Battles": {"No events match.", `<a href="/map?type=Battles" rel="nofollow">× country FR</a>`,
			`<a href="/map?country=FR" rel="nofollow">× event type Battles</a>`, `<a href="/map">clear them all</a>`},
		"/articles?outlet=nobody&q=defected": {"No articles match.", `<a href="/articles?q=defected" rel="nofollow">× outlet nobody</a>`,
			`<a href="/articles?outlet=nobody" rel="nofollow">× search defected</a>`},
	} {
		resp, b := get(t, srv, path)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %s", path, resp.Status)
		}
		for _, want := range wants {
			if !strings.Contains(string(b), want) {
				t.Errorf("GET %s lacks %s", path, want)
			}
		}
		if strings.Contains(string(b), "storyline demo") {
			t.Errorf("GET %s says to fill a database that holds articles", path)
		}
	}
}
