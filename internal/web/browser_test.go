package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestBrowser drives a real Chromium through the dashboard. It runs when
// STORYLINE_TEST_BROWSER names a chromium binary (.ci/run sets it) and saves
// screenshots in $STORYLINE_ARTIFACTS, or in storyline-screenshots under
// the system's temporary folder.
func TestBrowser(t *testing.T) {
	bin := browserBin(t)
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("STORYLINE_TEST_BROWSER=%s: %v", bin, err)
	}
	shots := os.Getenv("STORYLINE_ARTIFACTS")
	if shots == "" {
		shots = filepath.Join(os.TempDir(), "storyline-screenshots")
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}

	const token = "browser-test-token"
	srv, _ := writeServer(t, Options{Token: token})

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(bin),
		chromedp.Headless,
		chromedp.NoSandbox, // as root, chromium needs it
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelA()
	bctx, cancelB := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	defer cancelB()
	// The first action starts the browser; it must not run under a timeout,
	// which would stop the browser with it.
	if err := chromedp.Do(bctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("starting %s: %v", bin, err)
	}
	ctx, cancelT := context.WithTimeout(bctx, 3*time.Minute)
	defer cancelT()

	save := func(name string, shot []byte) {
		t.Helper()
		p := filepath.Join(shots, name)
		if err := os.WriteFile(p, shot, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", p)
	}
	do := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, steps...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	shot := func(what string, full bool) []byte {
		t.Helper()
		a := chromedp.CaptureScreenshot()
		if full {
			a = chromedp.FullScreenshot(100) // quality 100: PNG
		}
		b, err := chromedp.Run(ctx, a)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		return b
	}

	// Reads need the token: the home page sends a reader to sign in first,
	// and back.
	do("sign in",
		chromedp.Navigate(srv.URL+"/"),
		chromedp.WaitVisible(chromedp.CSS(`input[name=token]`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=token]`), token),
		chromedp.Click(chromedp.CSS(`form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`ol.stories`)),
	)

	// The home page lists the seeds' story first, and the newest articles;
	// the keyboard reaches the skip link first.
	do("home page",
		chromedp.Navigate(srv.URL+"/"),
		chromedp.WaitVisible(chromedp.CSS(`ol.stories`)),
		chromedp.KeyEvent(kb.Tab),
	)
	if n := eval[int](t, ctx, `document.querySelectorAll("ol.stories > li").length`); n != 1 {
		t.Errorf("home lists %d stories, want 1 (the seeds form one story)", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("ol.stories svg.spark rect").length`); n < 2 {
		t.Errorf("the story's sparkline has %d bars", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("ol.articles > li").length`); n != 2 {
		t.Errorf("home lists %d newest articles, want 2", n)
	}
	if f := eval[string](t, ctx, `document.activeElement.className`); f != "skip" {
		t.Errorf("the first Tab focuses %q, want the skip link", f)
	}
	save("home.png", shot("home screenshot", true))

	// The seeds' story: the defections chart has its three points (≥ 5,
	// 320+, 450+) and the caption's two as an incident, each with its
	// source on hover; the map has event points.
	do("story page",
		chromedp.Click(chromedp.CSS(`ol.stories a.title`)),
		chromedp.WaitVisible(chromedp.CSS(`section.fgroup svg.chart`)),
	)
	chart := eval[map[string]any](t, ctx, `(() => {
		const sec = document.querySelector('section.fgroup[data-label="soldiers defected"]');
		if (!sec) return {found: false};
		const pts = Array.from(sec.querySelectorAll("svg.chart a.fpt"));
		const box = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
		return {
			found: true,
			path: location.pathname,
			values: pts.filter(a => !a.classList.contains("incident")).map(a => a.dataset.label).sort().join(" "),
			incidents: pts.filter(a => a.classList.contains("incident")).map(a => a.dataset.label + ":" + a.querySelector("text.note").textContent).join(" "),
			visible: pts.filter(box).length,
			titles: pts.map(a => a.querySelector("title").textContent).join(" | "),
			revision: sec.querySelectorAll(".link.revision.rising").length,
			discrepancy: sec.querySelectorAll(".link.discrepancy").length,
			verdict: sec.querySelector(".verdict").textContent,
			evpoints: document.querySelectorAll(".storymap figure.map svg .pt.event").length,
			evlinks: document.querySelectorAll(".storymap figure.map svg a[href*='#e'] .pt.event").length,
			places: document.querySelectorAll(".storymap figure.map svg .pt.place").length,
			events: document.querySelectorAll("table.story-events tbody tr").length,
			quotes: document.querySelectorAll("ul.speakers a[href*='#q']").length,
			firstSection: document.querySelector("article.story > section").id || document.querySelector("article.story > section h2").id,
			summaryTop: Math.round(document.querySelector("section.storysummary").getBoundingClientRect().top),
			figuresTop: Math.round(document.getElementById("figures-h").getBoundingClientRect().top),
			coverageBars: document.querySelectorAll("section.storysummary table.coverage svg.bar rect").length
		};
	})()`)
	if chart["found"] != true {
		t.Fatalf("the story page has no chart for the soldiers who defected")
	}
	if v := chart["values"]; v != "320+ 450+ ≥ 5" {
		t.Errorf("the defections chart's points are %q, want ≥ 5, 320+ and 450+", v)
	}
	if v := chart["incidents"]; v != "2:incident" {
		t.Errorf("the defections chart's incident points: %q, want the caption's 2 marked as an incident", v)
	}
	if v := chart["visible"]; v != float64(4) {
		t.Errorf("%v of the 4 points are drawn with a size", v)
	}
	if tt := chart["titles"].(string); !strings.Contains(tt, "Colombian immigration officials") || !strings.Contains(tt, "Fox News") || !strings.Contains(tt, "Fox News (own reporting)") {
		t.Errorf("the points' hover texts lack the sources: %s", tt)
	}
	if chart["revision"] != float64(1) || chart["discrepancy"] != float64(1) || chart["verdict"] != "rising" {
		t.Errorf("revision/discrepancy markers or verdict: %v", chart)
	}
	// The summary comes first, with a coverage bar per outlet.
	if chart["firstSection"] != "summary-h" || chart["summaryTop"].(float64) >= chart["figuresTop"].(float64) || chart["coverageBars"].(float64) < 1 {
		t.Errorf("the story page does not open with its summary: %v", chart)
	}
	for k, min := range map[string]float64{"evpoints": 1, "evlinks": 1, "places": 3, "events": 6, "quotes": 10} {
		if chart[k].(float64) < min {
			t.Errorf("story page: %v %s, want at least %v", chart[k], k, min)
		}
	}
	// The story lists merged events, one row per real event: the seeds
	// report at most 10.
	if n := chart["events"].(float64); n > 10 {
		t.Errorf("story page: %v events, want at most 10 merged events", n)
	}
	storyURL := eval[string](t, ctx, `location.href`)
	storyShot := shot("story screenshot", false)
	save("story.png", storyShot)
	save("story-full.png", shot("story screenshot", true))
	for _, part := range []string{"events", "quotes", "map"} {
		eval[bool](t, ctx, fmt.Sprintf(`(document.getElementById(%q).scrollIntoView(), true)`, part+"-h"))
		save("story-"+part+".png", shot("story "+part+" screenshot", false))
	}

	// Phone width: the story page does not scroll sideways.
	do("story at phone width",
		chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(storyURL),
		chromedp.WaitVisible(chromedp.CSS(`section.fgroup svg.chart`)),
	)
	if eval[bool](t, ctx, `document.documentElement.scrollWidth > window.innerWidth + 1`) {
		t.Errorf("the story page scrolls sideways at phone width: %v", eval[[]string](t, ctx, `Array.from(document.querySelectorAll("body *")).filter(e => !e.closest("svg") && e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 8).map(e => e.tagName + "." + e.className + " " + Math.round(e.getBoundingClientRect().right))`))
	}
	eval[bool](t, ctx, `(document.querySelector("section.fgroup svg.chart").scrollIntoView({block: "center"}), true)`)
	save("story-phone.png", shot("story phone screenshot", false))
	do("back to laptop width",
		chromedp.EmulateViewport(1280, 900),
		chromedp.Navigate(storyURL),
		chromedp.WaitVisible(chromedp.CSS(`section.fgroup svg.chart`)),
	)

	// A click on the "more than 320" point opens its article with the
	// figure as :target and its sentence highlighted.
	do("click 320+",
		chromedp.Click(chromedp.CSS(`section.fgroup[data-label="soldiers defected"] a.fpt[data-label="320+"] circle.hit`)),
		chromedp.WaitVisible(chromedp.CSS(`.article h1`)),
		chromedp.Poll[chromedp.Void](`location.pathname.startsWith("/articles/") && location.hash.startsWith("#f") && document.readyState === "complete"`),
	)
	landed := eval[map[string]string](t, ctx, `(() => {
		const t = document.querySelector(":target");
		const s = t && t.closest(".sent");
		const other = document.querySelector(".sent:not(:has(:target))");
		const r = t ? t.getBoundingClientRect() : null;
		return {
			path: location.pathname + location.hash, target: t ? t.id : "", text: t ? t.textContent : "",
			sentence: s ? s.textContent : "",
			sentenceBG: s ? getComputedStyle(s).backgroundColor : "", plainBG: getComputedStyle(other).backgroundColor,
			inView: r && r.top >= 0 && r.bottom <= window.innerHeight ? "yes" : "no"
		};
	})()`)
	if landed["path"] != "/articles/1#f1" || landed["target"] != "f1" || landed["text"] != "more than 320" {
		t.Errorf("the click on 320+ opened %s with :target %q (%q), want /articles/1#f1 on \"more than 320\"", landed["path"], landed["target"], landed["text"])
	}
	if !strings.Contains(landed["sentence"], "Colombian immigration officials said on Tuesday") || landed["sentenceBG"] == landed["plainBG"] || landed["inView"] != "yes" {
		t.Errorf("the figure's sentence is not highlighted in view: %v", landed)
	}
	articleShot := shot("article from the story", false)
	save("article-from-story.png", articleShot)
	if os.Getenv("STORYLINE_UPDATE_SCREENSHOTS") != "" {
		// The README's screenshots, written only when asked.
		dir := filepath.Join("..", "..", "docs", "screenshots")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for name, b := range map[string][]byte{"story.png": storyShot, "article.png": articleShot} {
			if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("updated %s", filepath.Join(dir, name))
		}
	}

	// The article page: typed highlights, and a map with points.
	counts := eval[map[string]int](t, ctx, `({
		all: document.querySelectorAll(".text .hl").length,
		time: document.querySelectorAll(".text .hl.time").length,
		per: document.querySelectorAll(".text .hl.per").length,
		org: document.querySelectorAll(".text .hl.org").length,
		loc: document.querySelectorAll(".text .hl.loc").length,
		placed: document.querySelectorAll(".text .hl.placed[title*='precision']").length,
		points: document.querySelectorAll("figure.map svg .pt").length,
		land: document.querySelectorAll("figure.map svg .land").length,
		fig: document.querySelectorAll(".text a.hl.fig").length,
		quote: document.querySelectorAll(".text .hl.quote").length,
		ev: document.querySelectorAll(".text a.hl.ev[id^='e'][title*='event: ']").length,
		evrows: document.querySelectorAll("table.events tbody tr").length,
		evpoints: document.querySelectorAll("figure.map svg .pt.event").length,
		placepoints: document.querySelectorAll("figure.map svg .pt.place").length,
		captions: document.querySelectorAll(".apart .caption").length,
		removed: document.querySelectorAll(".removed li").length
	})`)
	for k, min := range map[string]int{"all": 40, "time": 5, "per": 5, "org": 2, "loc": 5, "placed": 5, "fig": 3, "quote": 5, "ev": 3, "evrows": 5, "evpoints": 1, "placepoints": 3, "points": 3, "land": 5, "captions": 1, "removed": 1} {
		if counts[k] < min {
			t.Errorf("article page: %d %s, want at least %d (%v)", counts[k], k, min, counts)
		}
	}

	// A click on the "more than 320" figure, and on "Tuesday", targets it:
	// the URL fragment names it and its sentence ("Colombian immigration
	// officials said on Tuesday that so far, more than 320 Venezuelan
	// soldiers have defected since the weekend.") is highlighted through
	// :target.
	for _, sel := range []string{".text a.hl.fig", ".text a.hl.time"} {
		want := map[string]string{".text a.hl.fig": "more than 320", ".text a.hl.time": "Tuesday"}[sel]
		id := eval[string](t, ctx, fmt.Sprintf(`Array.from(document.querySelectorAll(%q)).find(a => a.textContent === %q).id`, sel, want))
		do("click "+want,
			chromedp.Click(chromedp.CSS("#"+id)),
			chromedp.Poll[chromedp.Void](fmt.Sprintf(`location.hash === "#%s"`, id)),
		)
		target := eval[map[string]string](t, ctx, `(() => {
			const t = document.querySelector(":target");
			const s = t && t.closest(".sent");
			const other = document.querySelector(".sent:not(:has(:target))");
			return {
				hash: location.hash, target: t ? t.id : "", sentence: s ? s.textContent : "",
				sentenceBG: s ? getComputedStyle(s).backgroundColor : "",
				plainBG: getComputedStyle(other).backgroundColor,
				outline: t ? getComputedStyle(t).outlineStyle : ""
			};
		})()`)
		if target["hash"] != "#"+id || target["target"] != id {
			t.Errorf("after the click on %q: hash %q, :target %q, want #%s", want, target["hash"], target["target"], id)
		}
		if s := target["sentence"]; !strings.Contains(s, "more than 320") || !strings.Contains(s, "Tuesday") {
			t.Errorf("the sentence targeted by %q is %q, want the one with \"more than 320\"", want, s)
		}
		if target["sentenceBG"] == target["plainBG"] || target["sentenceBG"] == "rgba(0, 0, 0, 0)" || target["outline"] == "none" {
			t.Errorf("the sentence targeted by %q is not highlighted: background %s (others %s), outline %s", want, target["sentenceBG"], target["plainBG"], target["outline"])
		}
	}
	// The figure's hover text carries its reading, and the quotes are listed.
	if title := eval[string](t, ctx, `document.querySelector(":target").title`); !strings.Contains(title, "time expression") {
		t.Errorf("Tuesday's title %q", title)
	}
	figTitle := eval[string](t, ctx, `Array.from(document.querySelectorAll(".text a.hl.fig")).find(a => a.textContent === "more than 320").title`)
	if !strings.Contains(figTitle, "320") || !strings.Contains(figTitle, "Colombian immigration officials") {
		t.Errorf("the figure's title is %q", figTitle)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll(".text .hl.quote").length`); n < 5 {
		t.Errorf("%d quote highlights", n)
	}
	// An event highlight: its title gives type, date and place, and a
	// click targets it; its point on the map links to it.
	ev := eval[map[string]string](t, ctx, `(() => {
		const a = Array.from(document.querySelectorAll(".text a.hl.ev")).find(a => a.title.includes("Violent demonstration"));
		const pt = document.querySelector("figure.map svg a[href^='#e'] .pt.event");
		return {id: a ? a.id : "", title: a ? a.title : "", point: pt ? pt.closest("a").getAttribute("href") : ""};
	})()`)
	if ev["id"] == "" || !strings.Contains(ev["title"], "2019-02-23") || !strings.Contains(ev["title"], "Ureña") || ev["point"] == "" {
		t.Errorf("event highlight %v", ev)
	} else {
		do("click the event",
			chromedp.Click(chromedp.CSS("#"+ev["id"])),
			chromedp.Poll[chromedp.Void](fmt.Sprintf(`location.hash === "#%s"`, ev["id"])),
		)
		if s := eval[string](t, ctx, `document.querySelector(":target").closest(".sent").textContent`); !strings.Contains(s, "Urena") {
			t.Errorf("the targeted event's sentence is %q", s)
		}
	}
	save("article.png", shot("article screenshot", true))

	// Phone width: nothing wider than the screen.
	do("phone width",
		chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(srv.URL+"/articles/1"),
		chromedp.WaitVisible(chromedp.CSS(`.article h1`)),
	)
	if eval[bool](t, ctx, `document.documentElement.scrollWidth > window.innerWidth + 1`) {
		t.Errorf("the article page scrolls sideways at phone width: %v", eval[[]string](t, ctx, `Array.from(document.querySelectorAll("body *")).filter(e => !e.closest("svg") && e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 8).map(e => e.tagName + "." + e.className + " " + Math.round(e.getBoundingClientRect().right))`))
	}
	save("article-phone.png", shot("phone screenshot", false))
	do("laptop width", chromedp.EmulateViewport(1280, 900))

	// The map page has points for the places.
	do("map page",
		chromedp.Navigate(srv.URL+"/map"),
		chromedp.WaitVisible(chromedp.CSS(`figure.map svg`)),
	)
	if n := eval[int](t, ctx, `document.querySelectorAll("figure.map svg .pt").length`); n < 5 {
		t.Errorf("map page: %d points", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("figure.map svg a[href*='#e'] .pt.event").length`); n < 2 {
		t.Errorf("map page: %d event points", n)
	}
	if fill := eval[[]string](t, ctx, `[getComputedStyle(document.querySelector(".pt.event")).fill, getComputedStyle(document.querySelector(".pt.place")).fill]`); fill[0] == fill[1] {
		t.Errorf("event and place points look the same: %v", fill)
	}
	save("map.png", shot("map screenshot", false))

	// An article whose title and text carry scripts: ingested through the
	// API, shown as text, and nothing runs.
	const evilTitle = `<script>window.__pwned=1</script>`
	body, _ := json.Marshal(map[string]string{
		"title":  evilTitle,
		"source": `<img src=x onerror="window.__pwned=3">`,
		"url":    `javascript:window.__pwned=4`,
		"text": "Officials said <script>window.__pwned=2</script> that soldiers crossed into Colombia on Monday. " +
			`"><img src=x onerror="window.__pwned=5"> was written on a sign.` + "\n\nThe border with Venezuela stayed closed, officials in Cucuta said on Tuesday.",
	})
	req, _ := http.NewRequest("POST", srv.URL+"/api/articles", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var res struct{ ID, Story int64 }
	json.NewDecoder(resp.Body).Decode(&res)
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated || res.ID == 0 {
		t.Fatalf("POST /api/articles: %d %+v", resp.StatusCode, res)
	}
	if res.Story == 0 {
		t.Errorf("the posted article joined no story: %+v", res)
	}
	for _, path := range []string{"/", fmt.Sprintf("/articles/%d", res.ID), fmt.Sprintf("/stories/%d", res.Story)} {
		do("scripted article at "+path,
			chromedp.Navigate(srv.URL+path),
			chromedp.WaitVisible(chromedp.CSS(`main h1`)),
			chromedp.Sleep(300*time.Millisecond), // let any injected handler fire
		)
		if pwned := eval[string](t, ctx, `typeof window.__pwned`); pwned != "undefined" {
			t.Errorf("%s: an injected script ran (window.__pwned is %s)", path, pwned)
		}
		if shown := eval[string](t, ctx, `document.body.innerText`); !strings.Contains(shown, evilTitle) {
			t.Errorf("%s: the title is not shown as text", path)
		}
	}
	save("scripted-article.png", shot("scripted article screenshot", false))

	// A correction from the dashboard: reject the lead's unsourced "450+"
	// from the defections table (signed in above), confirm, and the
	// timeline is redrawn without it.
	defections := `section.fgroup[data-label="soldiers defected"]`
	do("story page for a correction",
		chromedp.Navigate(storyURL),
		chromedp.WaitVisible(chromedp.CSS(defections+` svg.chart`)),
	)
	// Open the table and mark the row of "450+" to click its link.
	if !eval[bool](t, ctx, `(() => {
		const sec = document.querySelector('section.fgroup[data-label="soldiers defected"]');
		sec.querySelector("details").open = true;
		const row = Array.from(sec.querySelectorAll("table.points tbody tr")).find(r => r.textContent.includes("More than 450"));
		if (!row) return false;
		row.querySelector("a.fix.reject").id = "reject-450";
		return true;
	})()`) {
		t.Fatal("the defections table has no row for More than 450")
	}
	do("click Reject… on 450+",
		chromedp.Click(chromedp.CSS(`#reject-450`)),
		chromedp.WaitVisible(chromedp.CSS(`button.confirm`)),
	)
	if what := eval[string](t, ctx, `document.querySelector("blockquote.fixitem").textContent`); !strings.Contains(what, "More than 450") {
		t.Errorf("the confirmation shows %q, want the figure More than 450", what)
	}
	save("fix-confirm.png", shot("confirmation screenshot", false))
	do("confirm the rejection",
		chromedp.SendKeys(chromedp.CSS(`textarea[name=why]`), "the lead's figure has no source"),
		chromedp.Click(chromedp.CSS(`button.confirm`)),
		chromedp.WaitVisible(chromedp.CSS(defections+` svg.chart`)),
	)
	after := eval[map[string]string](t, ctx, `(() => {
		const sec = document.querySelector('section.fgroup[data-label="soldiers defected"]');
		return {
			path: location.pathname,
			values: Array.from(sec.querySelectorAll("svg.chart a.fpt")).filter(a => !a.classList.contains("incident")).map(a => a.dataset.label).sort().join(" "),
			words: sec.querySelector("table.points tbody").textContent
		};
	})()`)
	if after["values"] != "320+ ≥ 5" || strings.Contains(after["words"], "More than 450") {
		t.Errorf("after rejecting 450+ the defections timeline is %q (table %q), want 320+ and ≥ 5", after["values"], after["words"])
	}
	if !strings.HasPrefix(storyURL, srv.URL+after["path"]) {
		t.Errorf("after the correction the browser is at %s, want the story %s", after["path"], storyURL)
	}
	save("story-after-fix.png", shot("story after the correction", false))
}

// eval evaluates a JavaScript expression in the page and decodes its value.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluate %.60q: %v", expr, err)
	}
	return v
}
