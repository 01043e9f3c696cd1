package web

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserPages drives Chromium through the pages of the syria-fakes
// corpus as an analyst reads them: the story list, developing stories
// first with the outlets that covered each, its orders; the biggest
// story's charts, readable alone, at laptop and at 400 px width. It runs
// as TestBrowser does (STORYLINE_TEST_BROWSER, screenshots in
// $STORYLINE_ARTIFACTS) and is skipped without ../shared.
func TestBrowserPages(t *testing.T) {
	bin := browserBin(t)
	srv, _ := syriaFakesServer(t)
	shots := os.Getenv("STORYLINE_ARTIFACTS")
	if shots == "" {
		shots = filepath.Join(os.TempDir(), "storyline-screenshots")
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	ctx := startBrowser(t, bin)
	do := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, steps...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	save := func(name string) {
		t.Helper()
		b, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatalf("screenshot %s: %v", name, err)
		}
		p := filepath.Join(shots, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", p)
	}

	// The story list: developing stories first, each naming its outlets.
	do("story list", chromedp.EmulateViewport(1400, 900), chromedp.Navigate(srv.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`ol.stories`)))
	first := eval[[]int](t, ctx, `Array.from(document.querySelectorAll("ol.stories > li")).slice(0, 10).map(li => parseInt(li.querySelector(".meta .n").textContent))`)
	for i, n := range first {
		if n < 2 {
			t.Errorf("story %d of the default list has %d article(s): developing stories come first", i+1, n)
		}
	}
	if o := eval[string](t, ctx, `document.querySelector("ol.stories .outlets").textContent`); o == "" || strings.Contains(o, "outlet") {
		t.Errorf("the first story's row names no outlet: %q", o)
	}
	save("pages-stories.png")
	do("sort by newest", chromedp.Click(chromedp.CSS(`nav.sort a[href="/?sort=newest"]`)), chromedp.WaitVisible(chromedp.CSS(`nav.sort strong`)))
	if cur := eval[string](t, ctx, `document.querySelector("nav.sort strong").textContent`); cur != "newest" {
		t.Errorf("after a click on newest, the current order is %q", cur)
	}

	// The API page and the audit log are pages, reached from the layout.
	do("API page", chromedp.Click(chromedp.CSS(`header.top a[href="/docs/api"]`)), chromedp.WaitVisible(chromedp.CSS(`section.endpoint`)))
	if n := eval[int](t, ctx, `document.querySelectorAll("section.endpoint").length`); n < 15 {
		t.Errorf("the API page shows %d endpoints", n)
	}
	save("pages-api.png")
	do("audit log", chromedp.Click(chromedp.CSS(`header.top a[href="/log"]`)), chromedp.WaitVisible(chromedp.CSS(`main h1`)))
	if e := eval[string](t, ctx, `document.querySelector("main .empty").textContent`); !strings.Contains(e, "storyline fix") {
		t.Errorf("the empty audit log says %q", e)
	}

	// A person's page: mentions over time, what they said, who is named
	// with them.
	do("entity page", chromedp.Navigate(srv.URL+"/entities?type=PER&name=rami"), chromedp.WaitVisible(chromedp.CSS(`table.list a`)),
		chromedp.Click(chromedp.CSS(`table.list a`)), chromedp.WaitVisible(chromedp.CSS(`svg.timeline`)))
	if n := eval[int](t, ctx, `document.querySelectorAll("svg.timeline rect").length`); n < 2 {
		t.Errorf("the mentions timeline has %d bars", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#co-h ~ p a").length`); n < 2 {
		t.Errorf("%d co-mentioned names", n)
	}
	save("pages-entity.png")

	// The biggest story: its first chart says what it counts, and the
	// page keeps to a 400 px screen.
	do("biggest story", chromedp.Navigate(srv.URL+"/?sort=sources"), chromedp.WaitVisible(chromedp.CSS(`ol.stories`)))
	story := eval[string](t, ctx, `document.querySelector("ol.stories a.title").href`)
	for _, width := range []int{1400, 400} {
		do("story page", chromedp.EmulateViewport(int64(width), 900), chromedp.Navigate(story), chromedp.WaitVisible(chromedp.CSS(`svg.chart`)))
		if unit := eval[string](t, ctx, `document.querySelector("svg.chart text.yunit").textContent`); unit == "" {
			t.Errorf("at %d px, the first chart has no unit on its y axis", width)
		}
		if width == 400 && eval[bool](t, ctx, `document.documentElement.scrollWidth > window.innerWidth + 1`) {
			t.Errorf("the story page scrolls sideways at 400 px: %v", eval[[]string](t, ctx, `Array.from(document.querySelectorAll("body *")).filter(e => !e.closest("svg") && e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 8).map(e => e.tagName + "." + e.className + " " + Math.round(e.getBoundingClientRect().right))`))
		}
		eval[bool](t, ctx, `(document.querySelector("svg.chart").scrollIntoView({block: "center"}), true)`)
		if width == 400 {
			save("pages-story-400.png")
		} else {
			save("pages-story.png")
		}
	}
}
