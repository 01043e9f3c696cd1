package web

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"log"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/storyview"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// unrelated are articles on other events than the seeds: each starts a
// story of its own.
var unrelated = []map[string]string{
	{"title": "Flooding in Mosul forces families from their homes", "text": "Heavy rain flooded parts of the northern city of Mosul, Iraq, on Monday, officials said, forcing hundreds of families to leave their homes and seek shelter in schools and mosques.\n\nResidents said the water rose quickly after the storm and that the authorities had not warned them in time."},
	{"title": "Earthquake shakes Hokkaido", "text": "A strong earthquake struck the northern Japanese island of Hokkaido on Thursday, cutting power to thousands of homes in Sapporo, the meteorological agency said.\n\nRailway operators suspended services while engineers inspected the tracks for damage."},
	{"title": "Teachers strike in Nairobi over pay", "text": "Thousands of teachers marched through central Nairobi, Kenya, on Wednesday, demanding the salary increases the government promised last year, their union said.\n\nSchools across the capital stayed closed as the strike entered its second day."},
}

func TestStoryList(t *testing.T) {
	srv, st := readServer(t)
	resp, body := get(t, srv, "/")
	page := string(body)
	if resp.StatusCode != 200 {
		t.Fatalf("home: %d", resp.StatusCode)
	}
	list, err := st.Stories(context.Background(), storyline.StoryQuery{})
	if err != nil || len(list) != 1 {
		t.Fatalf("the seeds form %d stories (%v), want 1", len(list), err)
	}
	s := list[0]
	for _, want := range []string{
		`<h1>Stories</h1>`, `<label for="q">`, fmt.Sprintf(`href="/stories/%d"`, s.ID), html.EscapeString(s.Title),
		"2 articles", "1 outlet", "2019-02-23 to 2019-02-26", `<svg class="spark"`, "<rect ", "Newest articles", `href="/articles"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("home lacks %q", want)
		}
	}
	// The sparkline has a bar a day from the 23rd to the 26th: two with an
	// article, two empty.
	bars := regexp.MustCompile(`<rect x="[^"]*" y="[^"]*" width="[^"]*" height="([^"]*)"/>`).FindAllStringSubmatch(page, -1)
	if len(bars) != 4 || bars[0][1] != bars[3][1] || bars[1][1] != "1" {
		t.Errorf("sparkline bars %v", bars)
	}
	for q, want := range map[string]string{"?q=urena": "Stories matching the search", "?q=zanzibar": "No stories match.", "?limit=1": "1 shown"} {
		_, b := get(t, srv, "/"+q)
		if !strings.Contains(string(b), want) {
			t.Errorf("home%s lacks %q", q, want)
		}
	}
	var ents struct{ Entities []storyline.EntityRecord }
	getJSON(t, srv, "/api/entities?name=gomez", 200, &ents)
	resp, body = get(t, srv, fmt.Sprintf("/?entity=%d", ents.Entities[0].ID))
	if resp.StatusCode != 200 || !strings.Contains(string(body), "Stories naming") || !strings.Contains(string(body), fmt.Sprintf(`href="/stories/%d"`, s.ID)) {
		t.Errorf("home?entity: %d", resp.StatusCode)
	}
	for path, code := range map[string]int{"/?entity=999999": 404, "/?entity=x": 400, "/?before=x": 400, "/?limit=0": 400, "/stories/999": 404, "/stories/x": 400} {
		if resp, b := get(t, srv, path); resp.StatusCode != code || !strings.Contains(string(b), "<html") {
			t.Errorf("%s: %d, want %d with a page", path, resp.StatusCode, code)
		}
	}

	// The entity page lists its stories; the article page its story.
	_, body = get(t, srv, fmt.Sprintf("/entities/%d", ents.Entities[0].ID))
	if !strings.Contains(string(body), "Stories that mention Jose Gomez") || !strings.Contains(string(body), fmt.Sprintf(`href="/stories/%d"`, s.ID)) {
		t.Error("the entity page does not list its story")
	}
	_, body = get(t, srv, "/articles/1")
	if !strings.Contains(string(body), fmt.Sprintf(`<a class="storylink" href="/stories/%d">`, s.ID)) {
		t.Error("the article page does not link its story")
	}
}

func TestStoryPage(t *testing.T) {
	srv, st := readServer(t)
	list, _ := st.Stories(context.Background(), storyline.StoryQuery{})
	id := list[0].ID
	resp, body := get(t, srv, fmt.Sprintf("/stories/%d", id))
	page := string(body)
	if resp.StatusCode != 200 {
		t.Fatalf("story page: %d", resp.StatusCode)
	}
	v, err := storyview.Load(context.Background(), st, id)
	if err != nil {
		t.Fatal(err)
	}
	// The defections chart: ≥5, >320 and >450, and the caption's two as an
	// incident; each point links to its figure on its article page.
	sec := regexp.MustCompile(`(?s)<section class="fgroup" id="g\d+" aria-labelledby="g\d+-h" data-label="soldiers defected">.*?</section>`).FindString(page)
	if sec == "" {
		t.Fatal("no chart for the soldiers who defected")
	}
	gi := -1
	for i := range v.Figures {
		if v.Figures[i].Label == "soldiers defected" {
			gi = i
		}
	}
	g := &v.Figures[gi]
	pts := regexp.MustCompile(`<a class="fpt ([^"]*)" href="([^"]*)" data-index="\d+" data-value="([^"]*)" data-label="([^"]*)"><title>([^<]*)</title>`).FindAllStringSubmatch(sec, -1)
	if len(pts) != len(g.Points) || len(pts) != 4 {
		t.Fatalf("%d points drawn, %d in the group", len(pts), len(g.Points))
	}
	var labels []string
	incidents := 0
	for _, p := range pts {
		if strings.Contains(p[1], "incident") {
			incidents++
			if p[4] != "2" || !strings.Contains(html.UnescapeString(p[5]), "incident, not a competing value") {
				t.Errorf("incident point %v", p)
			}
			continue
		}
		labels = append(labels, html.UnescapeString(p[4]))
	}
	if incidents != 1 || strings.Join(labels, " ") != "≥ 5 450+ 320+" {
		t.Errorf("points %v, %d incident(s)", labels, incidents)
	}
	for i, p := range g.Points {
		if href := fmt.Sprintf("/articles/%d#f%d", p.Article, p.Figure); pts[i][2] != href {
			t.Errorf("point %d links to %s, want %s", i, pts[i][2], href)
		}
	}
	if tt := html.UnescapeString(pts[2][5]); !strings.Contains(tt, "Colombian immigration officials") && !strings.Contains(html.UnescapeString(pts[3][5]), "Colombian immigration officials") {
		t.Errorf("no attribution on hover: %q", tt)
	}
	for _, want := range []string{`class="link revision rising"`, `class="link discrepancy`, `class="yunit"`, "Fox News (own reporting)", `<span class="verdict rising">rising</span>`, "low</dt>", "the largest lower bound", "26 Feb", "23 Feb"} {
		if !strings.Contains(sec, want) {
			t.Errorf("the defections chart lacks %q", want)
		}
	}
	// The events table, quotes by speaker, names, map and sources.
	for _, e := range v.Events {
		if !strings.Contains(page, fmt.Sprintf(`href="/articles/%d#e%d"`, e.Ref.Article, e.Ref.Index)) {
			t.Errorf("event %d#e%d is not linked", e.Ref.Article, e.Ref.Index)
		}
	}
	// The page shows each speaker's best quotes; "show all" the rest.
	_, allQuotes := get(t, srv, fmt.Sprintf("/stories/%d?all=quotes", id))
	for _, sp := range v.Speakers {
		for _, q := range sp.Quotes {
			if !strings.Contains(string(allQuotes), fmt.Sprintf(`href="/articles/%d#q%d"`, q.Ref.Article, q.Ref.Index)) {
				t.Errorf("quote %d#q%d is not linked", q.Ref.Article, q.Ref.Index)
			}
		}
	}
	for _, want := range []string{"Jose Gomez", "/entities/find?", `<path class="pt event"`, `<circle class="pt place"`, "Sources by outlet", "Fox News", `<span class="lang" title="language of the articles">en</span>`, `href="/articles/1" lang="en"`, `href="/articles/2"`, "Quotes by speaker", "Violent demonstration"} {
		if !strings.Contains(page, want) {
			t.Errorf("the story page lacks %q", want)
		}
	}
	if strings.Count(page, `<section class="fgroup`) < 2 {
		t.Error("too few figure groups drawn")
	}
}

func TestAPIStories(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "tok"})
	var page httpx.StoryPage
	getJSON(t, srv, "/api/stories", 200, &page)
	if len(page.Stories) != 1 || page.Stories[0].Articles != 2 || page.Stories[0].Outlets != 1 || page.Next != "" {
		t.Fatalf("stories %+v", page)
	}
	seeds := page.Stories[0]

	// Live ingest assigns stories: each unrelated article starts its own.
	var posted []int64
	for _, a := range unrelated {
		b, _ := json.Marshal(a)
		code, m := post(t, srv, "/api/articles", "tok", "application/json", b)
		if code != 201 || m["story"] == nil {
			t.Fatalf("post: %d %v", code, m)
		}
		aid := int64(m["id"].(float64))
		sid, err := st.StoryOf(context.Background(), aid)
		if err != nil || float64(sid) != m["story"].(float64) {
			t.Fatalf("article %d: story %d (%v), the answer says %v", aid, sid, err, m["story"])
		}
		posted = append(posted, sid)
	}
	// An upload too.
	body, ct := multipartBody(t, map[string][]byte{"quake.txt": []byte("Rescue teams searched collapsed buildings in the Turkish city of Malatya on Friday after an earthquake, the disaster agency said.\n\nHospitals in the province reported dozens of injured people.")})
	if code, m := post(t, srv, "/api/ingest", "tok", ct, body); code != 200 || m["inputs"].([]any)[0].(map[string]any)["story"] == nil {
		t.Fatalf("ingest: %d %v", code, m)
	}
	getJSON(t, srv, "/api/stories", 200, &page)
	if len(page.Stories) != 5 {
		t.Fatalf("%d stories after 4 posts, want 5", len(page.Stories))
	}

	// Paging by the cursor visits every story once: newest first when
	// asked, and by default the developing story (the seeds: several
	// outlets) before the single articles, newest first among those.
	for _, c := range []struct {
		sort      string
		seedsLast bool
	}{{"newest", true}, {"", false}} {
		var seen []int64
		next := ""
		for range 10 {
			path := "/api/stories?limit=2&sort=" + c.sort
			if next != "" {
				path += "&before=" + next
			}
			var p httpx.StoryPage
			getJSON(t, srv, path, 200, &p)
			for _, s := range p.Stories {
				seen = append(seen, s.ID)
			}
			if p.Next == "" {
				break
			}
			if last := p.Stories[len(p.Stories)-1]; !strings.HasSuffix(p.Next, fmt.Sprintf("-%d", last.Updated)) {
				t.Errorf("sort=%s: next %q is not after the last story's updated %d", c.sort, p.Next, last.Updated)
			}
			next = p.Next
		}
		if want := map[bool]int{true: 4, false: 0}[c.seedsLast]; len(seen) != 5 || seen[want] != seeds.ID {
			t.Errorf("sort=%s: paging saw %v, want the seeds' story %d at %d", c.sort, seen, seeds.ID, want)
		}
	}
	var bad map[string]any
	getJSON(t, srv, "/api/stories?sort=oldest", 400, &bad)
	// The home page pages the same way.
	_, b := get(t, srv, "/?limit=2")
	nextURL := regexp.MustCompile(`href="(/\?[^"]*before=[\d-]+[^"]*)" rel="next"`).FindStringSubmatch(string(b))
	if nextURL == nil {
		t.Fatal("no next page link on the home page")
	}
	if _, b := get(t, srv, html.UnescapeString(nextURL[1])); strings.Count(string(b), `<a class="title" href="/stories/`) != 2 {
		t.Error("the second page does not list 2 stories")
	}

	// Filters.
	getJSON(t, srv, "/api/stories?q=hokkaido", 200, &page)
	if len(page.Stories) != 1 || page.Stories[0].ID != posted[1] {
		t.Errorf("q=hokkaido: %+v", page.Stories)
	}
	var ents struct{ Entities []storyline.EntityRecord }
	getJSON(t, srv, "/api/entities?name=gomez", 200, &ents)
	getJSON(t, srv, fmt.Sprintf("/api/stories?entity=%d", ents.Entities[0].ID), 200, &page)
	if len(page.Stories) != 1 || page.Stories[0].ID != seeds.ID {
		t.Errorf("entity filter: %+v", page.Stories)
	}
	for path, code := range map[string]int{"/api/stories?entity=999999": 404, "/api/stories?entity=x": 400, "/api/stories?before=-1": 400, "/api/stories?limit=501": 400, "/api/stories/999": 404, "/api/stories/x": 400} {
		wantError(t, srv, path, code)
	}

	// One story: the view, figure groups included.
	var v struct {
		Story   storyline.StorySummary  `json:"story"`
		Sources []storyview.Outlet      `json:"sources"`
		Events  []storyview.Event       `json:"events"`
		Figures []storyline.FigureGroup `json:"figure_groups"`
	}
	getJSON(t, srv, fmt.Sprintf("/api/stories/%d", seeds.ID), 200, &v)
	if v.Story.ID != seeds.ID || len(v.Sources) != 1 || len(v.Events) < 5 || len(v.Figures) < 2 {
		t.Fatalf("story view: %+v", v.Story)
	}
	if g := v.Figures[0]; g.Label != "soldiers defected" || len(g.Points) != 4 || g.Relation != storyline.RelationRising || len(g.Discrepancies) != 1 {
		t.Errorf("first group %s: %d points, %s", g.Label, len(g.Points), g.Relation)
	}
}

func TestStoryTitleEscaped(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "tok"})
	evil := `<script>alert("story")</script><svg onload=alert(1)>`
	b, _ := json.Marshal(map[string]string{"title": evil, "text": "Thousands of teachers marched through central Nairobi, Kenya, on Wednesday, demanding the salary increases the government promised, their union said.\n\nSchools across the capital stayed closed as the strike entered its second day."})
	code, m := post(t, srv, "/api/articles", "tok", "application/json", b)
	if code != 201 {
		t.Fatalf("post: %d %v", code, m)
	}
	sid, err := st.StoryOf(context.Background(), int64(m["id"].(float64)))
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/", fmt.Sprintf("/stories/%d", sid)} {
		_, body := get(t, srv, path)
		page := string(body)
		if strings.Contains(page, "<svg onload") || strings.Contains(page, `<script>alert`) {
			t.Errorf("%s: the story title is not escaped", path)
		}
		if !strings.Contains(page, "&lt;script&gt;alert(&#34;story&#34;)&lt;/script&gt;") {
			t.Errorf("%s: the story title is not shown", path)
		}
	}
}

func TestServerClose(t *testing.T) {
	srv, _ := writeServer(t, Options{Token: "tok"})
	s := srv.Config.Handler.(*Server)
	if err := s.Close(context.Background()); err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(unrelated[0])
	if code, m := post(t, srv, "/api/articles", "tok", "application/json", b); code != 503 {
		t.Errorf("a write after Close: %d %v", code, m)
	}
}

// TestStoryListHeadlineFigure: once the story is checked (as every ingest
// batch and correction does), its row on the home page and in
// /api/stories gives its headline figure, the one its page's summary
// shows.
func TestStoryListHeadlineFigure(t *testing.T) {
	ctx := context.Background()
	st := seedStore(t, t.TempDir())
	list, err := st.Stories(ctx, storyline.StoryQuery{})
	if err != nil || len(list) != 1 {
		t.Fatalf("the seeds form %d stories (%v), want 1", len(list), err)
	}
	id := list[0].ID
	s, err := New(Options{Store: st, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s)
	defer srv.Close()
	if _, body := get(t, srv, "/"); strings.Contains(string(body), `class="headline-figure"`) {
		t.Error("a story never checked shows a headline figure")
	}
	if _, err := alerts.Check(ctx, st, []int64{id}); err != nil {
		t.Fatal(err)
	}
	v, err := storyview.Load(ctx, st, id)
	if err != nil {
		t.Fatal(err)
	}
	want := v.Summarize(v.RankFigures()).HeadlineFigure()
	if want == nil {
		t.Fatal("the seeds' story has no headline figure")
	}
	var page httpx.StoryPage
	getJSON(t, srv, "/api/stories", 200, &page)
	if got := page.Stories[0].Headline; got == nil || *got != *want {
		t.Errorf("/api/stories headline figure %+v, want %+v", got, want)
	}
	_, body := get(t, srv, "/")
	row := fmt.Sprintf(`<div class="headline-figure" title="as of %s"><strong>%s</strong> %s <span class="muted">(%s)</span></div>`,
		want.AsOf, want.Value, want.Label, want.Detail())
	if !strings.Contains(html.UnescapeString(string(body)), row) {
		t.Errorf("home lacks the row's headline figure %s", row)
	}
	if got := want.Text() + " (" + want.Detail() + ")"; got != "450+ soldiers defected (1 source)" {
		t.Errorf("the seeds' headline figure reads %q", got)
	}
}
