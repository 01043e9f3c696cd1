package web

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/storyline-news/storyline/internal/storyview"
)

// TestBiggestStoryBrowser opens the biggest story of syria-fakes in
// Chromium, as an analyst would: the page is under 300 KB, its summary
// block is the first thing under the title (in the first screen, before
// any chart), and every chart title it shows is one of the story's
// figure groups, each word of it written by a mention of its figures.
func TestBiggestStoryBrowser(t *testing.T) {
	bin := browserBin(t)
	srv, st := syriaFakesServer(t)
	ctx := startBrowser(t, bin)
	biggest := biggestStory(t, st)
	path := fmt.Sprintf("/stories/%d", biggest.ID)
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+path), chromedp.WaitReady(chromedp.CSS("#summary-h"))); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if shots := os.Getenv("STORYLINE_ARTIFACTS"); shots != "" {
		b, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(shots, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(shots, "biggest-story.png"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if n := eval[int](t, ctx, `document.documentElement.outerHTML.length`); n >= 300_000 {
		t.Errorf("story %d (%d articles): the page is %d characters, want < 300 KB", biggest.ID, biggest.Articles, n)
	}
	// The summary: in the first screen, and before every chart and every
	// section but the title's.
	if top := eval[float64](t, ctx, `document.querySelector("#summary-h").getBoundingClientRect().top`); top > 900 {
		t.Errorf("story %d: the summary starts %.0f px down, below the first screen", biggest.ID, top)
	}
	if before := eval[bool](t, ctx, `(() => {
		const s = document.querySelector("#summary-h");
		const first = document.querySelector("svg.chart, section.fgroup");
		return !first || !!(s.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
	})()`); !before {
		t.Errorf("story %d: a chart comes before the summary", biggest.ID)
	}
	if !eval[bool](t, ctx, `!!document.querySelector(".storysummary") && document.querySelector(".storysummary").innerText.includes("Headline figure")`) {
		t.Errorf("story %d: the summary shows no headline figure", biggest.ID)
	}

	// The chart titles shown, against the words of their mentions.
	shown := eval[[]string](t, ctx, `Array.from(document.querySelectorAll("section.fgroup h3")).map(h => h.textContent)`)
	if len(shown) == 0 {
		t.Fatalf("story %d: no chart titles shown", biggest.ID)
	}
	v, err := storyview.Load(context.Background(), st, biggest.ID)
	if err != nil {
		t.Fatal(err)
	}
	written := map[string]map[string]bool{}
	for _, g := range v.Figures {
		ws := map[string]bool{}
		for _, p := range g.Points {
			for _, w := range words(p.SentenceText + " " + p.Text) {
				ws[w] = true
			}
		}
		written[g.Label] = ws
	}
	for _, title := range shown {
		ws, ok := written[title]
		if !ok {
			t.Errorf("story %d: chart title %q is no figure group of the story", biggest.ID, title)
			continue
		}
		for _, w := range words(title) {
			if !ws[w] {
				t.Errorf("story %d: chart title %q has %q, which none of its mentions writes", biggest.ID, title, w)
				break
			}
		}
	}
}
