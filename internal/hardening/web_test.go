package hardening

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"mime/multipart"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/web"
)

const testToken = "s3cret-token-for-tests"

// secServer is the real server, as storyline serve runs it (web.New behind
// web.NewHTTPServer, with its timeouts), over a temporary SQLite database
// holding the bundled seeds, on a loopback port.
type secServer struct {
	base  string // http://127.0.0.1:port
	addr  string
	db    string // the database file
	token string // the server's token, which reads need too
	st    storyline.Store
	hs    *http.Server
}

func newSecServer(t *testing.T, o web.Options) *secServer {
	t.Helper()
	dir := t.TempDir()
	db := filepath.Join(dir, "web.db")
	st, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "samples")
	os.MkdirAll(src, 0o755)
	for _, s := range demo.Samples() {
		if err := os.WriteFile(filepath.Join(src, s.Name), s.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	sa, err := assign.Open(ctx, st)
	if err != nil {
		t.Fatal(err)
	}
	in := &pipeline.Ingester{Store: st, Read: ingest.Options{Source: "Fox News"}, Stories: sa}
	if sum, err := in.Run(ctx, []string{src}); err != nil || sum.New != 2 {
		t.Fatalf("seeding: %+v %v", sum, err)
	}
	if err := sa.Close(ctx); err != nil {
		t.Fatal(err)
	}
	o.Store = st
	if o.Log == nil {
		o.Log = log.New(io.Discard, "", 0)
	}
	if o.Stories, err = assign.Open(ctx, st); err != nil {
		t.Fatal(err)
	}
	srv, err := web.New(o)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := web.NewHTTPServer(ln.Addr().String(), srv)
	go hs.Serve(ln)
	t.Cleanup(func() {
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		hs.Shutdown(sctx)
		srv.Close(sctx)
		st.Close()
	})
	return &secServer{base: "http://" + ln.Addr().String(), addr: ln.Addr().String(), db: db, token: o.Token, st: st, hs: hs}
}

var client = &http.Client{Timeout: 30 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// send GETs path as a reader with the token (reads need it when the
// server has one).
func (s *secServer) send(path string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, s.base+path, nil)
	if err != nil {
		return nil, err
	}
	if s.token != "" {
		req.Header.Set("Authorization", "Bearer "+s.token)
	}
	return client.Do(req)
}

// get reads path as send does, and its body.
func (s *secServer) get(t *testing.T, path string) (*http.Response, []byte) {
	t.Helper()
	resp, err := s.send(path)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	return resp, b
}

func (s *secServer) post(t *testing.T, path, auth, ctype string, body io.Reader) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, s.base+path, body)
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	req.Header.Set("Content-Type", ctype)
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("POST %s: %v", path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

// fingerprint summarizes everything the database holds, to tell whether a
// request changed it.
func (s *secServer) fingerprint(t *testing.T) string {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+s.db+"?mode=ro&_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var parts []string
	for _, q := range []string{
		`SELECT group_concat(type || ':' || name, ',') FROM (SELECT type, name FROM sqlite_master ORDER BY name)`,
		`SELECT count(*) || '/' || coalesce(sum(length(text)), 0) || '/' || coalesce(group_concat(title, '|'), '') FROM articles`,
		`SELECT count(*) FROM raw_inputs`,
		`SELECT count(*) || '/' || coalesce(group_concat(id || title, '|'), '') FROM stories`,
		`SELECT count(*) FROM story_articles`,
		`SELECT count(*) FROM entities`,
		`SELECT count(*) || '/' || coalesce(sum(length(value)), 0) FROM kv`,
		`PRAGMA integrity_check`,
	} {
		var v sql.NullString
		if err := db.QueryRow(q).Scan(&v); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		parts = append(parts, v.String)
	}
	return strings.Join(parts, "\n")
}

// Payloads that would run script if a page let them through unescaped.
const (
	xssTitle  = `Breaking <script>alert("xss-title")</script> "quoted" & 'single' </title><img src=x onerror=alert('xss-title2')>`
	xssOutlet = `Evil <script>alert('xss-outlet')</script><svg onload=alert('xss-outlet2')> News`
	xssURL    = `javascript:alert('xss-url')`
	xssText   = "CARACAS (AP) — <script>alert('xss-text')</script> At least 12 soldiers crossed the bridge on Tuesday, officials said.\n\n" +
		"\"<img src=x onerror=alert('xss-quote')> We will not go back,\" said Jose <b onmouseover=alert('xss-name')>Gomez</b>, a sergeant, in Cucuta.\n\n" +
		"More than 40 <a href=\"javascript:alert('xss-link')\">soldiers</a> had defected by Wednesday, the Colombian migration agency said."
	xssHTML = `<html><head><title>Page <script>alert('xss-html-title')</script></title>
<meta property="og:site_name" content="Site &lt;script&gt;alert('xss-site')&lt;/script&gt; <img src=x onerror=alert(1)>">
<link rel="canonical" href="javascript:alert('xss-canonical')"></head>
<body><article><h1>Floods &lt;script&gt;alert('xss-h1')&lt;/script&gt; in Lima</h1>
<p>LIMA — Floods displaced 3,000 families on Sunday, officials said. &lt;img src=x onerror=alert('xss-p')&gt;</p>
<p>"&lt;script&gt;alert('xss-quote2')&lt;/script&gt; The water came fast," said Maria Lopez, a resident, on Monday.</p>
<script>alert('xss-inline')</script><a href="javascript:alert('xss-a')">more</a>
</article></body></html>`
)

// checkPage lists the ways an HTML page could run injected script: a <script>
// that is not one of the dashboard's own files, an on* event handler
// attribute, a javascript:/vbscript:/data: URL in a link or source.
func checkPage(path string, resp *http.Response, body []byte) (problems []string) {
	fail := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
		if strings.Contains(string(body), "<script") && !strings.HasPrefix(ct, "application/json") {
			fail("GET %s: %s response holds <script", path, ct)
		}
		return problems
	}
	if !strings.Contains(resp.Header.Get("Content-Security-Policy"), "default-src 'self'") {
		fail("GET %s: no content security policy", path)
	}
	z := html.NewTokenizer(bytes.NewReader(body))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return problems
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		tok := z.Token()
		if tok.Data == "script" {
			src := ""
			for _, a := range tok.Attr {
				if a.Key == "src" {
					src = a.Val
				}
			}
			if !strings.HasPrefix(src, "/static/") {
				fail("GET %s: a <script> that is not the dashboard's: %s", path, tok)
			}
		}
		for _, a := range tok.Attr {
			key := strings.ToLower(a.Key)
			if strings.HasPrefix(key, "on") {
				fail("GET %s: event handler attribute in %s", path, tok)
			}
			switch key {
			case "href", "src", "action", "formaction", "xlink:href", "srcdoc", "data":
				v := strings.ToLower(strings.Join(strings.Fields(a.Val), ""))
				if strings.HasPrefix(v, "javascript:") || strings.HasPrefix(v, "vbscript:") || strings.HasPrefix(v, "data:text/html") {
					fail("GET %s: script URL in %s", path, tok)
				}
			}
		}
	}
}

// TestCheckPageCatches makes sure the XSS checker sees what it looks for.
func TestCheckPageCatches(t *testing.T) {
	for _, page := range []string{
		`<p>x</p><script>alert(1)</script>`,
		`<img src=x onerror=alert(1)>`,
		`<a href=" JaVaScRiPt:alert(1)">x</a>`,
		`<svg><a xlink:href="javascript:alert(1)"></a></svg>`,
	} {
		resp := &http.Response{Header: http.Header{"Content-Type": {"text/html"}, "Content-Security-Policy": {"default-src 'self'"}}}
		if len(checkPage("/", resp, []byte(page))) == 0 {
			t.Errorf("checkPage let %q through", page)
		}
	}
}

// TestWebXSS posts articles whose title, text, URL and outlet carry
// script, then crawls every page that shows them.
func TestWebXSS(t *testing.T) {
	t.Parallel()
	s := newSecServer(t, web.Options{Token: testToken})
	var ids, storyIDs []int64
	for _, rec := range []map[string]any{
		{"title": xssTitle, "source": xssOutlet, "url": xssURL, "text": xssText, "published": "2019-02-26T10:00:00Z", "authors": []string{`<script>alert('xss-author')</script>`}},
		{"title": xssTitle + " (2)", "source": xssOutlet, "url": `https://evil.example/"><script>alert('xss-url2')</script>`, "text": strings.ReplaceAll(xssText, "12 soldiers", "14 soldiers"), "published": "2019-02-27"},
		{"html": xssHTML, "url": "https://lima.example/floods?q=<script>", "source": xssOutlet, "published": "2019-03-01"},
	} {
		b, _ := json.Marshal(rec)
		resp, body := s.post(t, "/api/articles", "Bearer "+testToken, "application/json", bytes.NewReader(b))
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("POST /api/articles: %d %s", resp.StatusCode, body)
		}
		var res struct {
			ID    int64 `json:"id"`
			Story int64 `json:"story"`
		}
		json.Unmarshal(body, &res)
		ids = append(ids, res.ID)
		storyIDs = append(storyIDs, res.Story)
	}
	// And one through the upload endpoint, as a file.
	var mbuf bytes.Buffer
	mw := multipart.NewWriter(&mbuf)
	fw, _ := mw.CreateFormFile("file", `<script>alert('xss-filename')</script>.html`)
	fw.Write([]byte(strings.ReplaceAll(xssHTML, "3,000", "4,000")))
	mw.Close()
	if resp, body := s.post(t, "/api/ingest", "Bearer "+testToken, mw.FormDataContentType(), &mbuf); resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusCreated {
		t.Fatalf("POST /api/ingest: %d %s", resp.StatusCode, body)
	}

	queue := []string{"/", "/articles", "/entities", "/map", "/map?view=world",
		"/articles?q=" + url.QueryEscape(`<script>alert('xss-q')</script>`),
		"/articles?outlet=" + url.QueryEscape(xssOutlet),
		"/entities?q=" + url.QueryEscape(`"><img src=x onerror=alert(1)>`),
		"/entities/find?name=" + url.QueryEscape(`<script>alert(1)</script>`) + "&type=PER",
		"/?q=" + url.QueryEscape(`<svg onload=alert(1)>`),
		"/" + url.PathEscape(`<script>alert('xss-404')</script>`),
		"/articles/" + url.PathEscape(`1<script>`),
	}
	for _, id := range ids {
		queue = append(queue, fmt.Sprintf("/articles/%d", id))
	}
	for _, id := range storyIDs {
		queue = append(queue, fmt.Sprintf("/stories/%d", id))
	}
	seen := map[string]bool{}
	href := regexp.MustCompile(`href="(/[^"#]*)"`)
	pages := 0
	for len(queue) > 0 && pages < 150 {
		p := queue[0]
		queue = queue[1:]
		if seen[p] {
			continue
		}
		seen[p] = true
		resp, body := s.get(t, p)
		pages++
		if resp.StatusCode >= 500 {
			t.Errorf("GET %s: %d", p, resp.StatusCode)
		}
		for _, pr := range checkPage(p, resp, body) {
			t.Error(pr)
		}
		for _, m := range href.FindAllSubmatch(body, -1) {
			link := html.UnescapeString(string(m[1]))
			if strings.HasPrefix(link, "/static/") || strings.HasPrefix(link, "/api/") {
				continue
			}
			if strings.HasPrefix(link, "/articles/") || strings.HasPrefix(link, "/stories/") || strings.HasPrefix(link, "/entities/") || !seen[link] {
				queue = append(queue, link)
			}
		}
	}
	t.Logf("checked %d pages", pages)
	// The JSON API returns the payloads as data, never as HTML.
	for _, p := range []string{"/api/articles", fmt.Sprintf("/api/articles/%d", ids[0]), "/api/stories", "/api/search?q=soldiers"} {
		resp, _ := s.get(t, p)
		if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("GET %s: Content-Type %q, X-Content-Type-Options %q", p, ct, resp.Header.Get("X-Content-Type-Options"))
		}
	}
}

// TestWebWritesNeedToken: writes without the token, with a wrong one, or
// on a server without one are refused, and store nothing.
func TestWebWritesNeedToken(t *testing.T) {
	t.Parallel()
	s := newSecServer(t, web.Options{Token: testToken})
	before := s.fingerprint(t)
	article := `{"title":"Sneaky","text":"Officials said 5 people were hurt on Monday in Lima."}`
	upload := func() (io.Reader, string) {
		var b bytes.Buffer
		mw := multipart.NewWriter(&b)
		fw, _ := mw.CreateFormFile("file", "a.txt")
		fw.Write([]byte("Officials said 5 people were hurt on Monday in Lima.\n"))
		mw.Close()
		return &b, mw.FormDataContentType()
	}
	for _, auth := range []string{"", "Bearer", "Bearer ", "Bearer wrong", "Bearer " + strings.ToUpper(testToken), "Bearer " + testToken + "x", "Bearer " + testToken[:len(testToken)-1],
		"Basic " + testToken, testToken, "bearer " + testToken, "Bearer  " + testToken + " x"} {
		resp, body := s.post(t, "/api/articles", auth, "application/json", strings.NewReader(article))
		if resp.StatusCode != http.StatusUnauthorized {
			t.Errorf("POST /api/articles with Authorization %q: %d %s", auth, resp.StatusCode, body)
		}
		b, ct := upload()
		resp, body = s.post(t, "/api/ingest", auth, ct, b)
		if resp.StatusCode != http.StatusUnauthorized {
			t.Errorf("POST /api/ingest with Authorization %q: %d %s", auth, resp.StatusCode, body)
		}
	}
	// Other methods on the write routes are not writes either.
	for _, m := range []string{http.MethodPut, http.MethodDelete, http.MethodPatch} {
		req, _ := http.NewRequest(m, s.base+"/api/articles", strings.NewReader(article))
		req.Header.Set("Authorization", "Bearer "+testToken)
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode < 400 || resp.StatusCode >= 500 {
			t.Errorf("%s /api/articles: %d", m, resp.StatusCode)
		}
	}
	if after := s.fingerprint(t); after != before {
		t.Errorf("refused writes changed the database:\n%s\n---\n%s", before, after)
	}
	// No token configured: writes are off, whatever the request says.
	off := newSecServer(t, web.Options{})
	for _, auth := range []string{"", "Bearer ", "Bearer anything"} {
		resp, body := off.post(t, "/api/articles", auth, "application/json", strings.NewReader(article))
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("no token configured, Authorization %q: %d %s", auth, resp.StatusCode, body)
		}
	}
	// The right token works.
	if resp, body := s.post(t, "/api/articles", "Bearer "+testToken, "application/json", strings.NewReader(article)); resp.StatusCode != http.StatusCreated {
		t.Errorf("POST with the token: %d %s", resp.StatusCode, body)
	}
}

// TestWebSQLInjection sends SQL and FTS syntax through every query
// parameter of every GET endpoint: 200 with sane results or 400 with an
// error, never 500, and the database unchanged.
func TestWebSQLInjection(t *testing.T) {
	t.Parallel()
	s := newSecServer(t, web.Options{Token: testToken})
	before := s.fingerprint(t)
	endpoints := []string{
		"/api/articles", "/api/articles.jsonl", "/api/articles.csv", "/api/entities", "/api/search", "/api/stories",
		"/api/figures.jsonl", "/api/figures.csv", "/api/quotes.jsonl", "/api/quotes.csv",
		"/api/events.csv", "/api/events.geojson", "/api/events.jsonl",
		"/api/articles/1", "/api/entities/1", "/api/stories/1",
		"/", "/articles", "/articles/1", "/entities", "/entities/find", "/entities/1", "/stories/1", "/map",
		"/api/log", "/stories/1/feed.atom", "/login", "/fix",
	}
	params := []string{"q", "limit", "before", "outlet", "lang", "since", "until", "entity", "type", "name", "view", "all", "full", "hxl",
		"article", "op", "kind", "start", "end", "story", "other", "next", "back"}
	payloads := []string{
		`'`, `"`, `1' OR '1'='1' --`, `1; DROP TABLE articles; --`, `1 UNION SELECT key, value FROM kv --`,
		`%' --`, `*`, `"unterminated`, `NEAR(a b`, `title:x OR text:*`, `AND OR NOT ^x`,
		`-1`, `9223372036854775808`, `1e999`, "a\x00b", `\_%`, `9999-12-31`,
		strings.Repeat("(", 300), strings.Repeat("a OR ", 500) + "a",
	}
	var reqs []string
	for _, ep := range endpoints {
		for _, p := range params {
			for _, v := range payloads {
				reqs = append(reqs, ep+"?"+url.Values{p: {v}}.Encode())
			}
		}
	}
	for _, id := range []string{`1'`, `1 OR 1=1`, `1; DROP TABLE articles`, `-1`, `0`, `99999999999999999999`, `1e3`, `%00`, `..`} {
		for _, base := range []string{"/api/articles/", "/api/entities/", "/api/stories/", "/articles/", "/entities/", "/stories/"} {
			reqs = append(reqs, base+url.PathEscape(id))
		}
		reqs = append(reqs, "/stories/"+url.PathEscape(id)+"/feed.atom")
	}
	var mu sync.Mutex
	counts := map[int]int{}
	work := make(chan string)
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range work {
				resp, err := s.send(p)
				if err != nil {
					t.Errorf("GET %s: %v", p, err)
					continue
				}
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				mu.Lock()
				counts[resp.StatusCode]++
				mu.Unlock()
				switch resp.StatusCode {
				case http.StatusOK, http.StatusSeeOther, http.StatusTemporaryRedirect, http.StatusMovedPermanently:
				case http.StatusBadRequest, http.StatusNotFound:
					if strings.HasPrefix(p, "/api/") {
						var e struct {
							Error string `json:"error"`
						}
						if json.Unmarshal(body, &e) != nil || e.Error == "" {
							t.Errorf("GET %s: %d without a JSON error: %.200s", p, resp.StatusCode, body)
						}
					}
				default:
					t.Errorf("GET %s: %d %.300s", p, resp.StatusCode, body)
				}
			}
		}()
	}
	start := time.Now()
	for _, p := range reqs {
		work <- p
	}
	close(work)
	wg.Wait()
	t.Logf("%d requests in %s: %v", len(reqs), time.Since(start).Round(time.Millisecond), counts)
	if after := s.fingerprint(t); after != before {
		t.Errorf("the requests changed the database:\n%s\n---\n%s", before, after)
	}
}

// rawRequest sends one request exactly as written, without a client
// cleaning its path, and returns the response.
func rawRequest(t *testing.T, addr, reqLine string) (*http.Response, string) {
	t.Helper()
	c, err := net.DialTimeout("tcp", addr, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(10 * time.Second))
	fmt.Fprintf(c, "%s\r\nHost: %s\r\nConnection: close\r\n\r\n", reqLine, addr)
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("%s: %v", reqLine, err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	return resp, string(b)
}

// TestWebPathTraversal asks for files outside the embedded static folder
// in every spelling of "..".
func TestWebPathTraversal(t *testing.T) {
	t.Parallel()
	s := newSecServer(t, web.Options{Token: testToken})
	paths := []string{
		"/static/../go.mod", "/static/../../go.mod", "/static/..%2f..%2fgo.mod", "/static/%2e%2e/%2e%2e/go.mod", "/static/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
		"/static/....//....//etc/passwd", "/static/..\\..\\go.mod", "/static/%5c..%5c..%5cgo.mod", "/static//etc/passwd", "/static/%2fetc%2fpasswd",
		"/static/app.js/../../../etc/passwd", "/static/", "/static", "/static/.", "/static/%00", "/static/app.js%00.png",
		"/../../../../etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd", "/articles/../../etc/passwd",
		"/api/../../etc/passwd", "/api/articles/..%2f..%2fetc%2fpasswd", "/templates/layout.html", "/static/../templates/layout.html",
		"/static/../server.go", "/static/../web.db", "//etc/passwd", "/static/%252e%252e/go.mod",
	}
	leak := regexp.MustCompile(`root:.*:0:0:|^module |\{\{define|\{\{template|SQLite format 3|package web`)
	for _, p := range paths {
		resp, body := rawRequest(t, s.addr, "GET "+p+" HTTP/1.1")
		switch {
		case resp.StatusCode >= 500:
			t.Errorf("GET %s: %d", p, resp.StatusCode)
		case leak.MatchString(body):
			t.Errorf("GET %s: %d leaks a file: %.200s", p, resp.StatusCode, body)
		case resp.StatusCode == http.StatusOK && strings.HasPrefix(p, "/static/") && !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") && p != "/static/app.js":
			// A 200 under /static/ must be one of the embedded files.
			if strings.Contains(p, "..") || strings.Contains(strings.ToLower(p), "%2e") || strings.Contains(p, "passwd") {
				t.Errorf("GET %s: 200 %s", p, resp.Header.Get("Content-Type"))
			}
		}
		if resp.StatusCode == http.StatusOK && strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") && strings.Contains(body, "Index of") {
			t.Errorf("GET %s: a directory listing", p)
		}
	}
	// The one file that exists is served.
	if resp, _ := rawRequest(t, s.addr, "GET /static/app.js HTTP/1.1"); resp.StatusCode != http.StatusOK {
		t.Errorf("GET /static/app.js: %d", resp.StatusCode)
	}
}

// TestWebOversizedBodies: bodies over the caps are refused with 413, with
// and without a Content-Length, and the database is unchanged.
func TestWebOversizedBodies(t *testing.T) {
	t.Parallel()
	s := newSecServer(t, web.Options{Token: testToken, MaxUploadBytes: 1 << 20})
	before := s.fingerprint(t)
	// Default JSON cap (21 MB): a 22 MB article.
	big := `{"title":"Big","text":"` + strings.Repeat("soldiers crossed ", (22<<20)/17) + `"}`
	resp, body := s.post(t, "/api/articles", "Bearer "+testToken, "application/json", strings.NewReader(big))
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("22 MB article: %d %.200s", resp.StatusCode, body)
	}
	// Chunked, so the server cannot know the size up front.
	resp, body = s.post(t, "/api/articles", "Bearer "+testToken, "application/json", io.MultiReader(strings.NewReader(big)))
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("22 MB article, chunked: %d %.200s", resp.StatusCode, body)
	}
	// Upload over the 1 MB cap set here.
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	fw, _ := mw.CreateFormFile("file", "big.txt")
	fw.Write(bytes.Repeat([]byte("Officials said 5 people were hurt on Monday in Lima.\n"), (2<<20)/53))
	mw.Close()
	resp, body = s.post(t, "/api/ingest", "Bearer "+testToken, mw.FormDataContentType(), io.MultiReader(&b))
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("2 MB upload over a 1 MB cap: %d %.200s", resp.StatusCode, body)
	}
	// Headers over the server's 64 KB cap.
	req, _ := http.NewRequest(http.MethodGet, s.base+"/", nil)
	req.Header.Set("X-Big", strings.Repeat("a", 200<<10))
	if resp, err := client.Do(req); err != nil {
		t.Errorf("huge header: %v", err)
	} else {
		resp.Body.Close()
		if resp.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
			t.Errorf("200 KB header: %d", resp.StatusCode)
		}
	}
	if after := s.fingerprint(t); after != before {
		t.Errorf("refused bodies changed the database:\n%s\n---\n%s", before, after)
	}
}

// TestWebSlowloris opens a connection that sends its headers one byte a
// second: the server must close it within its ReadHeaderTimeout, and keep
// serving others meanwhile.
func TestWebSlowloris(t *testing.T) {
	t.Parallel()
	s := newSecServer(t, web.Options{})
	limit := s.hs.ReadHeaderTimeout
	if limit <= 0 || limit > 12*time.Second {
		t.Fatalf("ReadHeaderTimeout %s: want a timeout that answers slow clients within seconds", limit)
	}
	const conns = 3
	type outcome struct {
		after time.Duration
		sent  int
	}
	results := make(chan outcome, conns)
	for i := 0; i < conns; i++ {
		go func() {
			c, err := net.Dial("tcp", s.addr)
			if err != nil {
				results <- outcome{}
				return
			}
			defer c.Close()
			start := time.Now()
			msg := "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + strings.Repeat("a", 100)
			closed := make(chan struct{})
			go func() {
				// The server's close shows as the read ending.
				io.Copy(io.Discard, c)
				close(closed)
			}()
			sent := 0
			tk := time.NewTicker(time.Second)
			defer tk.Stop()
			for sent < len(msg) {
				if _, err := c.Write([]byte{msg[sent]}); err != nil {
					break
				}
				sent++
				select {
				case <-closed:
					results <- outcome{time.Since(start), sent}
					return
				case <-tk.C:
				}
				if time.Since(start) > limit+5*time.Second {
					break
				}
			}
			select {
			case <-closed:
			case <-time.After(2 * time.Second):
			}
			results <- outcome{time.Since(start), sent}
		}()
	}
	// Others are served meanwhile.
	time.Sleep(time.Second)
	if resp, _ := s.get(t, "/"); resp.StatusCode != http.StatusOK {
		t.Errorf("GET / during the slow clients: %d", resp.StatusCode)
	}
	for i := 0; i < conns; i++ {
		o := <-results
		t.Logf("slow client closed after %s, %d bytes sent", o.after.Round(100*time.Millisecond), o.sent)
		if o.after > limit+2*time.Second || o.after < limit-2*time.Second {
			t.Errorf("slow client closed after %s; ReadHeaderTimeout is %s", o.after.Round(100*time.Millisecond), limit)
		}
	}
}
