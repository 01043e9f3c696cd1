package web

import (
	"context"
	"fmt"
	"io"
	"log"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

// TestEmptyDatabaseSaysWhatToRun: on an empty database the story list and
// the names say how to fill it, not only that they are empty.
func TestEmptyDatabaseSaysWhatToRun(t *testing.T) {
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "empty.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s, err := New(Options{Store: st, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s)
	defer srv.Close()
	for _, path := range []string{"/", "/entities", "/log"} {
		resp, b := get(t, srv, path)
		if resp.StatusCode != 200 {
			t.Fatalf("GET %s: %s", path, resp.Status)
		}
		want := "storyline ingest"
		if path == "/log" {
			want = "storyline fix"
		}
		if !strings.Contains(string(b), want) {
			t.Errorf("GET %s on an empty database does not say to run %q", path, want)
		}
	}
}

// TestReferencePages: the layout links to sign-in, the API page lists the
// endpoints and their parameters from the OpenAPI document, and the audit
// log is a page.
func TestReferencePages(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "tok", PublicRead: true})
	_, home := get(t, srv, "/")
	for _, want := range []string{`href="/login?next=%2f"`, `href="/docs/api"`, `href="/log"`} {
		if !strings.Contains(strings.ToLower(string(home)), strings.ToLower(want)) {
			t.Errorf("the layout lacks %s", want)
		}
	}
	resp, api := get(t, srv, "/docs/api")
	if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("GET /docs/api: %s %s", resp.Status, resp.Header.Get("Content-Type"))
	}
	for _, want := range []string{`id="get-api-stories"`, "<code>sort</code>", "developing | newest | sources", "<code>POST /api/articles</code>"} {
		if !strings.Contains(string(api), want) {
			t.Errorf("the API page lacks %s", want)
		}
	}
	arts, err := st.Articles(context.Background(), storyline.ArticleQuery{Limit: 1})
	if err != nil || len(arts) == 0 {
		t.Fatal(arts, err)
	}
	c := &storyline.Correction{Who: "ana", Why: "not an event", Kind: storyline.FixReject, Article: arts[0].ID,
		Item: &storyline.ItemRef{Kind: storyline.ItemEvent, Text: "clashes"}}
	if err := st.AddCorrection(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	_, page := get(t, srv, "/log")
	for _, want := range []string{"<td>ana</td>", "not an event", fmt.Sprintf(`href="/articles/%d"`, arts[0].ID)} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the audit log page lacks %s", want)
		}
	}
	if resp, _ := get(t, srv, "/log?before=x"); resp.StatusCode != 400 {
		t.Errorf("GET /log?before=x: %s, want 400", resp.Status)
	}
}

// TestEntityPage: a person's page charts the articles naming them over
// time, lists what they said and the names around them, and links to the
// exports of what names them.
func TestEntityPage(t *testing.T) {
	srv, _ := syriaFakesServer(t)
	var ents struct{ Entities []storyline.EntityRecord }
	getJSON(t, srv, "/api/entities?type=PER&name=rami+abdel+rahman", 200, &ents)
	if len(ents.Entities) == 0 {
		t.Fatal("no entity Rami Abdel Rahman in the corpus")
	}
	id := ents.Entities[0].ID
	resp, b := get(t, srv, fmt.Sprintf("/entities/%d", id))
	if resp.StatusCode != 200 {
		t.Fatalf("entity page: %s", resp.Status)
	}
	page := string(b)
	for _, want := range []string{
		`<svg class="timeline"`, `id="equotes-h"`, `id="efigures-h"`, `id="co-h"`, "Syria",
		fmt.Sprintf(`href="/api/events.csv?entity=%d&amp;hxl=1"`, id), fmt.Sprintf(`href="/api/quotes.csv?entity=%d"`, id),
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the entity page lacks %s", want)
		}
	}
	for _, path := range []string{"/api/events.csv?entity=%d", "/api/quotes.csv?entity=%d", "/api/figures.csv?entity=%d", "/api/articles.csv?entity=%d"} {
		if resp, _ := get(t, srv, fmt.Sprintf(path, id)); resp.StatusCode != 200 {
			t.Errorf("GET %s: %s", fmt.Sprintf(path, id), resp.Status)
		}
	}
}

// TestBaseURLLinks: with a base URL the exports and the story feeds link
// absolutely under it.
func TestBaseURLLinks(t *testing.T) {
	const base = "https://news.example/desk"
	srv, st := writeServer(t, Options{BaseURL: base})
	list, err := st.Stories(context.Background(), storyline.StoryQuery{})
	if err != nil || len(list) == 0 {
		t.Fatal(list, err)
	}
	for _, path := range []string{"/api/figures.csv", "/api/quotes.jsonl", "/api/events.csv", "/api/events.geojson", "/api/articles.jsonl"} {
		_, b := get(t, srv, path)
		if !strings.Contains(string(b), base+"/articles/") {
			t.Errorf("GET %s has no link under the base URL:\n%.300s", path, b)
		}
	}
	f, _ := getFeed(t, srv, list[0].ID)
	for _, l := range f.Links {
		if !strings.HasPrefix(l.Href, base+"/stories/") {
			t.Errorf("the feed's %s link is %q", l.Rel, l.Href)
		}
	}
	for _, e := range f.Entries {
		if !strings.HasPrefix(e.Link.Href, base+"/") {
			t.Errorf("a feed entry links to %q", e.Link.Href)
		}
	}
}
