package web

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"io"
	"log"
	"net/http/httptest"
	"path/filepath"
	"regexp"
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
