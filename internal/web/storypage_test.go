package web

import (
	"context"
	"fmt"
	"html"
	"io"
	"log"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/storyview"
)

// bigStoryServer serves a database holding, besides the seeds and the
// bundled Wikinews articles as the demo ingests them, one story of n
// articles: those eleven analysed articles over and over, from ten outlets,
// a day later each round, as a long-running story would be.
func bigStoryServer(t *testing.T, n int) (*httptest.Server, storyline.Store, int64) {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()
	st, err := sqlite.Open(filepath.Join(dir, "big.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	src := filepath.Join(dir, "in")
	os.MkdirAll(src, 0o755)
	for _, s := range demo.Samples() {
		os.WriteFile(filepath.Join(src, s.Name), s.Data, 0o644)
	}
	os.WriteFile(filepath.Join(src, "wikinews.jsonl"), demo.Wikinews(), 0o644)
	sa, err := assign.Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	in := &pipeline.Ingester{Store: st, Read: ingest.Options{Source: "Fox News"}, Builder: pipeline.Builder{Now: func() time.Time { return ingestTime }}, Stories: sa}
	if _, err := in.Run(ctx, []string{src}); err != nil {
		t.Fatal(err)
	}
	if err := sa.Close(ctx); err != nil {
		t.Fatal(err)
	}
	list, err := st.Articles(ctx, storyline.ArticleQuery{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	var protos []*storyline.Article
	for _, s := range list {
		a, err := st.Article(ctx, s.ID)
		if err != nil {
			t.Fatal(err)
		}
		protos = append(protos, a)
	}
	outlets := []string{"AP", "Reuters", "BBC", "El Tiempo", "Le Monde", "Al Jazeera", "NHK", "Fox News", "The Hindu", "Folha"}
	batch, commit, rollback, err := st.Batch(ctx)
	if err != nil {
		t.Fatal(err)
	}
	const story = 1000
	for i := 0; i < n; i++ {
		p := protos[i%len(protos)]
		a := *p
		a.ID, a.NearDuplicateOf = 0, 0
		a.Title = fmt.Sprintf("%s, %d", p.Title, i)
		a.Outlet = outlets[i%len(outlets)]
		a.Input = fmt.Sprintf("big/%d", i)
		a.ContentHash, a.RawHash = fmt.Sprintf("big-%d", i), fmt.Sprintf("big-raw-%d", i)
		a.Published.Time = a.Published.Time.AddDate(0, 0, i/len(protos))
		res, err := batch.AddArticle(ctx, &a, []byte(a.Text), storyline.Signature{})
		if err == nil {
			err = batch.AssignStory(ctx, storyline.StoryAssignment{ArticleID: res.ID, StoryID: story, Title: "A long-running story", Events: assign.CodedEvents(&a)})
		}
		if err != nil {
			rollback()
			t.Fatal(err)
		}
	}
	if err := commit(); err != nil {
		t.Fatal(err)
	}
	s, err := New(Options{Store: st, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return srv, st, story
}

// TestBigStoryPage: the page of a 200-article story stays small and opens
// with its summary; its "show all" links, page by page, give every figure
// group, event and quote the page leaves out.
func TestBigStoryPage(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses a generated story")
	}
	srv, st, id := bigStoryServer(t, 200)
	resp, body := get(t, srv, fmt.Sprintf("/stories/%d", id))
	page := string(body)
	if resp.StatusCode != 200 {
		t.Fatalf("story page: %d", resp.StatusCode)
	}
	if len(body) >= 300_000 {
		t.Errorf("the page of a 200-article story is %d bytes, want < 300 KB", len(body))
	}
	sum, figs := strings.Index(page, `id="summary-h"`), strings.Index(page, `id="figures-h"`)
	if sum < 0 || figs < 0 || sum > figs {
		t.Errorf("the summary (at %d) does not come before the figures (at %d)", sum, figs)
	}
	for _, want := range []string{"Headline figure", "Main event", "Coverage: articles per outlet", `<svg class="bar"`, "People"} {
		if !strings.Contains(page[sum:figs], want) {
			t.Errorf("the summary lacks %q", want)
		}
	}
	v, err := storyview.Load(context.Background(), st, id)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Figures) <= 10 || len(v.Speakers) <= 10 || len(v.Events) < 5 {
		t.Fatalf("the story has %d figure groups, %d speakers and %d events: too few to test", len(v.Figures), len(v.Speakers), len(v.Events))
	}
	// Each list in full, following "Next" from the page's "show all" link.
	all := map[string]string{}
	for _, section := range []string{"figures", "events", "quotes", "sources"} {
		link := fmt.Sprintf("/stories/%d?all=%s", id, section)
		if !strings.Contains(page, `href="`+link+`"`) && section != "events" { // 20 events show them all
			t.Errorf("no link to all %s", section)
		}
		var b strings.Builder
		for pages := 0; link != ""; pages++ {
			if pages > 100 {
				t.Fatalf("all %s: more than 100 pages", section)
			}
			resp, body := get(t, srv, link)
			if resp.StatusCode != 200 || len(body) >= 300_000 {
				t.Errorf("%s: %d, %d bytes", link, resp.StatusCode, len(body))
			}
			b.Write(body)
			link = ""
			if m := regexp.MustCompile(`<a rel="next" href="([^"]+)"`).FindSubmatch(body); m != nil {
				link = html.UnescapeString(string(m[1]))
			}
		}
		all[section] = b.String()
	}
	for _, e := range v.Events {
		if !strings.Contains(all["events"], fmt.Sprintf(`href="/articles/%d#e%d"`, e.Ref.Article, e.Ref.Index)) {
			t.Errorf("event %d#e%d is in no page of all events", e.Ref.Article, e.Ref.Index)
		}
	}
	for _, sp := range v.Speakers {
		for _, q := range sp.Quotes {
			if !strings.Contains(all["quotes"], fmt.Sprintf(`href="/articles/%d#q%d"`, q.Ref.Article, q.Ref.Index)) {
				t.Errorf("quote %d#q%d is in no page of all quotes", q.Ref.Article, q.Ref.Index)
			}
		}
	}
	for _, a := range v.Articles {
		if !strings.Contains(all["sources"], fmt.Sprintf(`href="/articles/%d"`, a.ID)) {
			t.Errorf("article %d is in no page of all sources", a.ID)
		}
	}
	drawn := strings.Count(all["figures"], `<section class="fgroup`)
	hidden := 0
	for _, g := range v.Figures {
		if !g.Key.Kind.Reported() && len(g.Points) <= 1 {
			hidden++
		}
	}
	if drawn != len(v.Figures)-hidden {
		t.Errorf("all figures draws %d groups, want %d", drawn, len(v.Figures)-hidden)
	}
	for _, path := range []string{"?all=nothing", "?all=events&page=0", "?all=events&page=x"} {
		if resp, _ := get(t, srv, fmt.Sprintf("/stories/%d%s", id, path)); resp.StatusCode != 400 {
			t.Errorf("%s: %d, want 400", path, resp.StatusCode)
		}
	}
	checkChartTitles(t, page+all["figures"], v)
}

// checkChartTitles checks that no chart title has a word that is not in
// some mention (the sentence or the figure) of its group: a title is read
// as written, never as a stem ("delegat needed to win outright").
func checkChartTitles(t *testing.T, page string, v *storyview.View) {
	t.Helper()
	mentioned := map[string]map[string]bool{}
	for _, g := range v.Figures {
		words := mentioned[g.Label]
		if words == nil {
			words = map[string]bool{}
			mentioned[g.Label] = words
		}
		for _, p := range g.Points {
			for _, w := range titleWords(p.SentenceText + " " + p.Text) {
				words[w] = true
			}
		}
	}
	titles := regexp.MustCompile(`<section class="fgroup[^"]*" id="[^"]*" aria-labelledby="[^"]*" data-label="([^"]*)">`).FindAllStringSubmatch(page, -1)
	if len(titles) == 0 {
		t.Fatal("no chart titles")
	}
	for _, m := range titles {
		title := html.UnescapeString(m[1])
		words, ok := mentioned[title]
		if !ok {
			t.Errorf("chart %q is no group's label", title)
			continue
		}
		for _, w := range titleWords(title) {
			if !words[w] {
				t.Errorf("chart title %q has %q, which no mention of it writes", title, w)
			}
		}
	}
}

func titleWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 || r == '\'' || r == '-')
	})
}
