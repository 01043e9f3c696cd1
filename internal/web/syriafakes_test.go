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
	"strings"
	"sync"
	"testing"
	"unicode"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/storyview"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// syriaFakesCorpus is the shared corpus of 805 news articles on the war in
// Syria (FA-KES), from ten outlets over six years.
const syriaFakesCorpus = "../../../shared/corpora/syria-fakes"

// syriaFakes is one server over the corpus, ingested once for the tests
// that read it.
var syriaFakes struct {
	once sync.Once
	dir  string
	st   storyline.Store
	srv  *httptest.Server
	err  error
}

// syriaFakesServer serves the corpus as `storyline ingest` stores it (the
// alerts check after the batch included); the test is skipped without
// ../shared.
func syriaFakesServer(t *testing.T) (*httptest.Server, storyline.Store) {
	t.Helper()
	if _, err := os.Stat(syriaFakesCorpus); err != nil {
		t.Skipf("no %s: %v", syriaFakesCorpus, err)
	}
	syriaFakes.once.Do(func() {
		syriaFakes.err = func() error {
			dir, err := os.MkdirTemp("", "storyline-syria-fakes-")
			if err != nil {
				return err
			}
			syriaFakes.dir = dir
			st, err := sqlite.Open(filepath.Join(dir, "s.db"))
			if err != nil {
				return err
			}
			syriaFakes.st = st
			ctx := context.Background()
			sa, err := assign.Open(ctx, st)
			if err != nil {
				return err
			}
			var touched alerts.Touched
			in := &pipeline.Ingester{Store: st, Stories: sa, OnEvent: touched.Add}
			if _, err := in.Run(ctx, []string{syriaFakesCorpus}); err != nil {
				return err
			}
			if err := sa.Close(ctx); err != nil {
				return err
			}
			if _, err := alerts.Run(ctx, st, &touched, nil); err != nil {
				return err
			}
			s, err := New(Options{Store: st, Log: log.New(io.Discard, "", 0)})
			if err != nil {
				return err
			}
			syriaFakes.srv = httptest.NewServer(s)
			return nil
		}()
	})
	if syriaFakes.err != nil {
		t.Fatal(syriaFakes.err)
	}
	return syriaFakes.srv, syriaFakes.st
}

// closeSyriaFakes stops the server and removes its database (TestMain).
func closeSyriaFakes() {
	if syriaFakes.srv != nil {
		syriaFakes.srv.Close()
	}
	if syriaFakes.st != nil {
		syriaFakes.st.Close()
	}
	if syriaFakes.dir != "" {
		os.RemoveAll(syriaFakes.dir)
	}
}

// TestSyriaFakesChartTitles: no figure chart's title has a word that no
// mention of its figures writes (a stem such as "delegat", a class such
// as "number"), in any story of the corpus.
func TestSyriaFakesChartTitles(t *testing.T) {
	_, st := syriaFakesServer(t)
	ctx := context.Background()
	list, err := st.Stories(ctx, storyline.StoryQuery{Limit: 10000})
	if err != nil {
		t.Fatal(err)
	}
	groups := 0
	for _, sum := range list {
		v, err := storyview.Load(ctx, st, sum.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range v.Figures {
			groups++
			written := map[string]bool{}
			for _, p := range g.Points {
				for _, w := range words(p.SentenceText + " " + p.Text) {
					written[w] = true
				}
			}
			for _, w := range words(g.Label) {
				if !written[w] {
					t.Errorf("story %d: chart title %q has %q, which none of its %d mentions writes", sum.ID, g.Label, w, len(g.Points))
					break
				}
			}
		}
	}
	if groups < 50 {
		t.Errorf("only %d figure groups in %d stories", groups, len(list))
	}
}

// words are the lower-cased words of s: runs of letters and digits, an
// apostrophe or a hyphen inside a word kept.
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’' || r == '-')
	})
}

// biggestStory is the story of the most articles in st.
func biggestStory(t *testing.T, st storyline.Store) storyline.StorySummary {
	t.Helper()
	list, err := st.Stories(context.Background(), storyline.StoryQuery{Sort: storyline.SortSources, Limit: 10000})
	if err != nil || len(list) == 0 {
		t.Fatalf("stories: %d, %v", len(list), err)
	}
	biggest := list[0]
	for _, s := range list {
		if s.Articles > biggest.Articles {
			biggest = s
		}
	}
	return biggest
}

// TestSyriaFakesBiggestStory: the corpus's biggest story answers in a
// page under 300 KB that starts with its summary, before any chart.
func TestSyriaFakesBiggestStory(t *testing.T) {
	srv, st := syriaFakesServer(t)
	biggest := biggestStory(t, st)
	resp, body := get(t, srv, fmt.Sprintf("/stories/%d", biggest.ID))
	if resp.StatusCode != 200 {
		t.Fatalf("story %d: %s", biggest.ID, resp.Status)
	}
	page := string(body)
	if len(page) >= 300_000 {
		t.Errorf("story %d (%d articles): the page is %d bytes, want < 300 KB", biggest.ID, biggest.Articles, len(page))
	}
	summary, chart := strings.Index(page, `id="summary-h"`), strings.Index(page, `<svg class="chart"`)
	if summary < 0 || chart >= 0 && chart < summary {
		t.Errorf("story %d: the summary (at %d) does not come before the first chart (at %d)", biggest.ID, summary, chart)
	}
}

// TestSyriaFakesHeadlineFigures: each row of the story list (its first
// page, and /api/stories) gives the headline figure its story page's
// summary shows, read from the story row; a story without one shows none.
func TestSyriaFakesHeadlineFigures(t *testing.T) {
	srv, st := syriaFakesServer(t)
	ctx := context.Background()
	var page httpx.StoryPage
	getJSON(t, srv, "/api/stories?limit=50", 200, &page)
	_, body := get(t, srv, "/?limit=50")
	home := html.UnescapeString(string(body))
	if n := strings.Count(home, `class="headline-figure"`); n < 25 {
		t.Errorf("%d of 50 rows show a headline figure, want most", n)
	}
	for _, s := range page.Stories {
		v, err := storyview.Load(ctx, st, s.ID)
		if err != nil {
			t.Fatal(err)
		}
		want := v.Summarize(v.RankFigures()).HeadlineFigure()
		switch {
		case want == nil && s.Headline != nil:
			t.Errorf("story %d: headline figure %+v, its page has none", s.ID, s.Headline)
		case want == nil:
		case s.Headline == nil || *s.Headline != *want:
			t.Errorf("story %d: headline figure %+v, its page shows %+v", s.ID, s.Headline, want)
		case !strings.Contains(home, "<strong>"+want.Value+"</strong> "+want.Counted()+` <span class="muted">(`+want.Detail()+")</span>"):
			t.Errorf("story %d: the home page lacks %s (%s)", s.ID, want.Text(), want.Detail())
		}
	}
}
