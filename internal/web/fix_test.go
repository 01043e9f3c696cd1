package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/fix"
)

// figureAt finds a figure of an article by its words.
func figureAt(t *testing.T, st storyline.Store, id int64, words string) storyline.Figure {
	t.Helper()
	a, err := fix.Wrap(st).Article(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range a.Analysis.Figures {
		if strings.Contains(f.Text, words) {
			return f
		}
	}
	t.Fatalf("article %d has no figure %q", id, words)
	return storyline.Figure{}
}

func send(t *testing.T, srv string, method, path, token string, body any) (int, []byte) {
	t.Helper()
	var r io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		r = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, srv+path, r)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

func TestAPIFixAndLog(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "s3cret"})
	ctx := context.Background()
	ids, _ := st.ArticleIDs(ctx, 0, 10)
	seed000 := ids[0]
	f450 := figureAt(t, st, seed000, "450")
	req := map[string]any{"op": "reject", "article": seed000, "kind": "figure", "start": f450.Span.Start, "end": f450.Span.End, "why": "no source"}
	for _, tok := range []string{"", "wrong"} {
		if code, _ := send(t, srv.URL, "POST", "/api/fix", tok, req); code != http.StatusUnauthorized {
			t.Errorf("POST /api/fix with token %q: %d, want 401", tok, code)
		}
	}
	if log, _ := st.Corrections(ctx, storyline.CorrectionQuery{}); len(log) != 0 {
		t.Fatalf("unauthorized correction logged: %+v", log)
	}
	code, body := send(t, srv.URL, "POST", "/api/fix", "s3cret", req)
	if code != 200 {
		t.Fatalf("POST /api/fix: %d %s", code, body)
	}
	var a storyline.Article
	getJSON(t, srv, fmt.Sprintf("/api/articles/%d", seed000), 200, &a)
	for _, f := range a.Analysis.Figures {
		if strings.Contains(f.Text, "450") {
			t.Error("rejected figure still in the API's article")
		}
	}
	if len(a.Corrections) != 1 || a.Corrections[0].Item == nil || a.Corrections[0].Item.Text != f450.Text {
		t.Errorf("article corrections = %+v", a.Corrections)
	}
	// Edit through the API, by index; then a bad edit is a 400.
	i320 := -1
	for i, f := range a.Analysis.Figures {
		if strings.Contains(f.Text, "320") {
			i320 = i
		}
	}
	code, body = send(t, srv.URL, "POST", "/api/fix", "s3cret", map[string]any{"op": "figure", "article": seed000, "index": i320, "edit": map[string]any{"best": 340}})
	if code != 200 {
		t.Fatalf("edit figure: %d %s", code, body)
	}
	if code, body = send(t, srv.URL, "POST", "/api/fix", "s3cret", map[string]any{"op": "figure", "article": seed000, "index": 999, "edit": map[string]any{"best": 1}}); code != 400 {
		t.Errorf("edit of a missing figure: %d %s", code, body)
	}
	if code, _ = send(t, srv.URL, "POST", "/api/fix", "s3cret", map[string]any{"op": "frobnicate"}); code != 400 {
		t.Errorf("unknown op: %d", code)
	}
	// The exports show the corrected value, flagged, with the original.
	_, csvBody := get(t, srv, "/api/figures.csv")
	if !strings.Contains(string(csvBody), `"{""best"":320,`) || strings.Contains(string(csvBody), "More than 450") {
		t.Errorf("figures CSV not corrected:\n%s", csvBody)
	}
	var log struct{ Corrections []storyline.Correction }
	getJSON(t, srv, "/api/log", 200, &log)
	if len(log.Corrections) != 2 || log.Corrections[0].Kind != storyline.FixEditFigure || log.Corrections[1].Why != "no source" || log.Corrections[1].Who != "api" {
		t.Errorf("/api/log = %+v", log.Corrections)
	}
	// The story's feed tells the corrections and the revised timeline.
	sid, _ := st.StoryOf(ctx, seed000)
	_, feed := get(t, srv, fmt.Sprintf("/stories/%d/feed.atom", sid))
	if !strings.Contains(string(feed), "Corrected by api: reject figure") || !strings.Contains(string(feed), "Corrected by api: edit figure") {
		t.Errorf("feed does not tell the corrections:\n%s", feed)
	}
	getJSON(t, srv, fmt.Sprintf("/api/log?article=%d&limit=1", seed000), 200, &log)
	if len(log.Corrections) != 1 {
		t.Errorf("/api/log?limit=1 = %d entries", len(log.Corrections))
	}
	wantError(t, srv, "/api/log?before=x", 400)

	// Deletion: refused without the token; then nothing of the article
	// remains in the API, search and exports.
	if code, _ := send(t, srv.URL, "DELETE", fmt.Sprintf("/api/articles/%d", seed000), "", nil); code != 401 {
		t.Errorf("DELETE without a token: %d", code)
	}
	if code, body := send(t, srv.URL, "DELETE", fmt.Sprintf("/api/articles/%d?why=outlet+asked", seed000), "s3cret", nil); code != 200 {
		t.Fatalf("DELETE: %d %s", code, body)
	}
	if code, _ := send(t, srv.URL, "DELETE", fmt.Sprintf("/api/articles/%d", seed000), "s3cret", nil); code != 404 {
		t.Errorf("second DELETE: %d, want 404", code)
	}
	wantError(t, srv, fmt.Sprintf("/api/articles/%d", seed000), 404)
	var hits struct{ Articles []storyline.ArticleSummary }
	getJSON(t, srv, "/api/search?q=450", 200, &hits)
	for _, h := range hits.Articles {
		if h.ID == seed000 {
			t.Error("search finds the deleted article")
		}
	}
	for _, k := range []export.Kind{export.Articles, export.Figures, export.Quotes, export.Events} {
		for _, f := range export.Formats(k) {
			_, b := get(t, srv, "/api/"+string(k)+"."+strings.ReplaceAll(string(f), "acled-csv", "csv"))
			if strings.Contains(string(b), "More than 450 Venezuelan soldiers") || strings.Contains(string(b), fmt.Sprintf(`"article_id":%d,`, seed000)) {
				t.Errorf("export %s/%s still has the deleted article", k, f)
			}
		}
	}
	getJSON(t, srv, "/api/log", 200, &log)
	if len(log.Corrections) != 1 || log.Corrections[0].Kind != storyline.FixDeleteArticle || log.Corrections[0].Why != "outlet asked" {
		t.Errorf("log after delete = %+v", log.Corrections)
	}
}

// browserish is a client with a cookie jar that does not follow redirects.
func browserish(t *testing.T) *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

func fetch(t *testing.T, c *http.Client, method, u string, form url.Values) (*http.Response, string) {
	t.Helper()
	var resp *http.Response
	var err error
	if method == "POST" {
		resp, err = c.PostForm(u, form)
	} else {
		resp, err = c.Get(u)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

func TestDashboardFix(t *testing.T) {
	// Public reads: anyone sees the Reject links; a correction signs in.
	srv, st := writeServer(t, Options{Token: "s3cret", PublicRead: true})
	ctx := context.Background()
	list, _ := st.Stories(ctx, storyline.StoryQuery{})
	story := list[0].ID
	c := browserish(t)
	_, page := fetch(t, c, "GET", fmt.Sprintf("%s/stories/%d", srv.URL, story), nil)
	m := regexp.MustCompile(`<a class="fix reject" href="(/fix\?op=reject&amp;kind=figure[^"]*)"`).FindAllStringSubmatch(page, -1)
	if len(m) == 0 {
		t.Fatal("story page has no Reject link for figures")
	}
	var link string
	for _, x := range m {
		if strings.Contains(x[1], "start=0&amp;") { // the lead's "More than 450"
			link = strings.ReplaceAll(x[1], "&amp;", "&")
		}
	}
	if link == "" {
		t.Fatalf("no Reject link for the lead's figure among %d", len(m))
	}
	// Not signed in: to the login page, and back after.
	resp, _ := fetch(t, c, "GET", srv.URL+link, nil)
	if resp.StatusCode != http.StatusSeeOther || !strings.HasPrefix(resp.Header.Get("Location"), "/login?next=") {
		t.Fatalf("confirmation without a session: %d → %s", resp.StatusCode, resp.Header.Get("Location"))
	}
	if resp, _ := fetch(t, c, "POST", srv.URL+"/login", url.Values{"token": {"nope"}, "next": {link}}); resp.StatusCode != 401 {
		t.Errorf("wrong token: %d", resp.StatusCode)
	}
	resp, _ = fetch(t, c, "POST", srv.URL+"/login", url.Values{"token": {"s3cret"}, "next": {"//evil.example/"}})
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/" {
		t.Errorf("login with an off-site next: %d → %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, confirm := fetch(t, c, "GET", srv.URL+link, nil)
	if resp.StatusCode != 200 || !strings.Contains(confirm, "More than 450") {
		t.Fatalf("confirmation page: %d\n%s", resp.StatusCode, confirm)
	}
	csrf := regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`).FindStringSubmatch(confirm)
	if csrf == nil {
		t.Fatal("no CSRF token in the form")
	}
	form := url.Values{}
	for _, f := range regexp.MustCompile(`<input type="hidden" name="([a-z]+)" value="([^"]*)"`).FindAllStringSubmatch(confirm, -1) {
		form.Set(f[1], strings.ReplaceAll(f[2], "&amp;", "&"))
	}
	form.Set("why", "<b>no source</b>")
	bad := url.Values{}
	for k, v := range form {
		bad[k] = v
	}
	bad.Set("csrf", "0000")
	if resp, _ := fetch(t, c, "POST", srv.URL+"/fix", bad); resp.StatusCode != 403 {
		t.Errorf("POST /fix with a wrong CSRF token: %d", resp.StatusCode)
	}
	if resp, _ := fetch(t, browserish(t), "POST", srv.URL+"/fix", form); resp.StatusCode != 401 {
		t.Errorf("POST /fix without a session: %d", resp.StatusCode)
	}
	if log, _ := st.Corrections(ctx, storyline.CorrectionQuery{}); len(log) != 0 {
		t.Fatalf("refused forms logged corrections: %+v", log)
	}
	resp, _ = fetch(t, c, "POST", srv.URL+"/fix", form)
	if resp.StatusCode != http.StatusSeeOther || !strings.HasPrefix(resp.Header.Get("Location"), fmt.Sprintf("/stories/%d", story)) {
		t.Fatalf("POST /fix: %d → %s", resp.StatusCode, resp.Header.Get("Location"))
	}
	_, page = fetch(t, c, "GET", fmt.Sprintf("%s/stories/%d", srv.URL, story), nil)
	sec := regexp.MustCompile(`(?s)data-label="soldiers defected">.*?</section>`).FindString(page)
	if sec == "" || strings.Contains(sec, "More than 450") || !strings.Contains(sec, "more than 320") {
		t.Errorf("the defections timeline still shows the rejected figure:\n%s", sec)
	}
	log, _ := st.Corrections(ctx, storyline.CorrectionQuery{})
	if len(log) != 1 || log[0].Why != "<b>no source</b>" || log[0].Kind != storyline.FixReject {
		t.Errorf("log = %+v", log)
	}
	// A read-only server shows no correction controls.
	ro, _ := readServer(t)
	_, page = fetch(t, browserish(t), "GET", fmt.Sprintf("%s/stories/%d", ro.URL, story), nil)
	if strings.Contains(page, `class="fix`) {
		t.Error("read-only server shows correction controls")
	}
	if resp, _ := fetch(t, browserish(t), "GET", ro.URL+link, nil); resp.StatusCode != 403 {
		t.Errorf("confirmation on a read-only server: %d", resp.StatusCode)
	}
}

func TestDashboardMoveAndMerge(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "s3cret"})
	ctx := context.Background()
	ids, _ := st.ArticleIDs(ctx, 0, 10)
	c := browserish(t)
	fetch(t, c, "POST", srv.URL+"/login", url.Values{"token": {"s3cret"}, "next": {"/"}})
	confirmAndPost := func(link string, extra url.Values) *http.Response {
		t.Helper()
		resp, page := fetch(t, c, "GET", srv.URL+link, nil)
		if resp.StatusCode != 200 {
			t.Fatalf("GET %s: %d\n%s", link, resp.StatusCode, page)
		}
		form := url.Values{}
		for _, f := range regexp.MustCompile(`<input type="hidden" name="([a-z]+)" value="([^"]*)"`).FindAllStringSubmatch(page, -1) {
			form.Set(f[1], strings.ReplaceAll(f[2], "&amp;", "&"))
		}
		for k, v := range extra {
			form[k] = v
		}
		resp, _ = fetch(t, c, "POST", srv.URL+"/fix", form)
		return resp
	}
	before, _ := st.StoryOf(ctx, ids[1])
	resp := confirmAndPost(fmt.Sprintf("/fix?op=move&article=%d&back=/", ids[1]), nil)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("move: %d", resp.StatusCode)
	}
	after, _ := st.StoryOf(ctx, ids[1])
	other, _ := st.StoryOf(ctx, ids[0])
	if after == before && after == other || resp.Header.Get("Location") != fmt.Sprintf("/stories/%d", after) {
		t.Fatalf("move out: story %d → %d (other seed in %d), redirect %s", before, after, other, resp.Header.Get("Location"))
	}
	resp = confirmAndPost(fmt.Sprintf("/fix?op=merge&story=%d&back=/stories/%d", other, other), url.Values{"other": {fmt.Sprint(after)}})
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("merge: %d", resp.StatusCode)
	}
	a, _ := st.StoryOf(ctx, ids[0])
	b, _ := st.StoryOf(ctx, ids[1])
	if a != b {
		t.Errorf("after merge the seeds are in stories %d and %d", a, b)
	}
}

// TestCatchUpAppliesOthersCorrections: a correction logged by another
// process while the server holds the stories lock waits, pending, until
// the server catches up.
func TestCatchUpAppliesOthersCorrections(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "s3cret"})
	ctx := context.Background()
	ids, _ := st.ArticleIDs(ctx, 0, 10)
	cli := &fix.Fixer{Store: fix.Wrap(st)} // as storyline fix in another process
	res, err := cli.MoveArticle(ctx, "cli", "", ids[1], 0)
	if err != nil || !res.Pending {
		t.Fatalf("MoveArticle while the server holds the lock = %+v, %v; want pending", res, err)
	}
	a, _ := st.StoryOf(ctx, ids[0])
	b, _ := st.StoryOf(ctx, ids[1])
	if a != b {
		t.Fatal("the pending move was applied before the catch-up")
	}
	serversMu.Lock()
	server := servers[srv]
	serversMu.Unlock()
	if err := server.CatchUp(ctx); err != nil {
		t.Fatal(err)
	}
	a, _ = st.StoryOf(ctx, ids[0])
	b, _ = st.StoryOf(ctx, ids[1])
	if a == b {
		t.Error("after the server caught up, the seeds are still one story")
	}
}

// TestDashboardRejectQuote rejects a quote from the story page's speakers.
func TestDashboardRejectQuote(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "s3cret"})
	ctx := context.Background()
	list, _ := st.Stories(ctx, storyline.StoryQuery{})
	c := browserish(t)
	fetch(t, c, "POST", srv.URL+"/login", url.Values{"token": {"s3cret"}, "next": {"/"}})
	_, page := fetch(t, c, "GET", fmt.Sprintf("%s/stories/%d", srv.URL, list[0].ID), nil)
	m := regexp.MustCompile(`<a class="fix reject" href="(/fix\?op=reject&amp;kind=quote[^"]*)"`).FindAllStringSubmatch(page, -1)
	if len(m) < 5 {
		t.Fatalf("the story page has %d quote Reject links", len(m))
	}
	link := strings.ReplaceAll(m[0][1], "&amp;", "&")
	// The story page shows each speaker's best quotes, so one rejected is
	// counted on the list of them all.
	allQuotes := fmt.Sprintf("%s/stories/%d?all=quotes", srv.URL, list[0].ID)
	_, before := fetch(t, c, "GET", allQuotes, nil)
	_, confirm := fetch(t, c, "GET", srv.URL+link, nil)
	form := url.Values{}
	for _, f := range regexp.MustCompile(`<input type="hidden" name="([a-z]+)" value="([^"]*)"`).FindAllStringSubmatch(confirm, -1) {
		form.Set(f[1], strings.ReplaceAll(f[2], "&amp;", "&"))
	}
	if resp, _ := fetch(t, c, "POST", srv.URL+"/fix", form); resp.StatusCode != http.StatusSeeOther || !strings.HasSuffix(resp.Header.Get("Location"), "#quotes-h") {
		t.Fatalf("POST /fix: %d → %s", resp.StatusCode, resp.Header.Get("Location"))
	}
	log, _ := st.Corrections(ctx, storyline.CorrectionQuery{})
	if len(log) != 1 || log[0].Item == nil || log[0].Item.Kind != storyline.ItemQuote {
		t.Fatalf("log = %+v", log)
	}
	_, after := fetch(t, c, "GET", allQuotes, nil)
	quoteLinks := regexp.MustCompile(`kind=quote`)
	if b, a := len(quoteLinks.FindAllString(before, -1)), len(quoteLinks.FindAllString(after, -1)); a != b-1 {
		t.Errorf("quote links %d → %d, want one fewer", b, a)
	}
}
