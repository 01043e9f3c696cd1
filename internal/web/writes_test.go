package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/demo"
)

// Writes (token, uploads, size limits) and what every response guards against
// (headers, traversal, escaping).

func post(t *testing.T, srv *httptest.Server, path, token, ctype string, body []byte) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest("POST", srv.URL+path, bytes.NewReader(body))
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("POST %s: not JSON (%d): %s", path, resp.StatusCode, b)
	}
	return resp.StatusCode, m
}

const postBody = `{"url": "https://news.example.org/a", "title": "Aid trucks cross the bridge", "published": "2019-02-27T10:00:00Z", "source": "Example News",
 "text": "Trucks carrying food and medicine crossed the Simon Bolivar bridge into Venezuela on Wednesday, officials in Cucuta said.\n\nThe opposition said it would try again to bring aid across the other bridges in the coming days."}`

func TestWriteToken(t *testing.T) {
	body := []byte(postBody)
	// Disabled without a token.
	off, _ := writeServer(t, Options{})
	if code, m := post(t, off, "/api/articles", "anything", "application/json", body); code != 403 || !strings.Contains(m["error"].(string), "disabled") {
		t.Errorf("no token configured: %d %v", code, m)
	}
	if code, _ := post(t, off, "/api/ingest", "anything", "multipart/form-data; boundary=x", nil); code != 403 {
		t.Errorf("ingest with no token configured: %d", code)
	}
	srv, st := writeServer(t, Options{Token: "s3cret"})
	if code, m := post(t, srv, "/api/articles", "", "application/json", body); code != 401 || m["error"] == "" {
		t.Errorf("missing token: %d %v", code, m)
	}
	if code, _ := post(t, srv, "/api/articles", "s3cret-not", "application/json", body); code != 401 {
		t.Errorf("wrong token: %d", code)
	}
	if code, _ := post(t, srv, "/api/ingest", "wrong", "multipart/form-data; boundary=x", nil); code != 401 {
		t.Errorf("ingest, wrong token: %d", code)
	}
	if n, _ := st.CountArticles(context.Background()); n != 2 {
		t.Fatalf("rejected writes stored something: %d articles", n)
	}
	code, m := post(t, srv, "/api/articles", "s3cret", "application/json", body)
	if code != 201 || m["outcome"] != "new" || m["id"] != float64(3) {
		t.Fatalf("right token: %d %v", code, m)
	}
	a, err := st.Article(context.Background(), 3)
	if err != nil || a.Outlet != "Example News" || a.Published.Source != storyline.DateFromField || a.Title != "Aid trucks cross the bridge" || len(a.Analysis.Entities) == 0 {
		t.Fatalf("stored: %v %+v", err, a)
	}
	// The same article again is a duplicate.
	if code, m := post(t, srv, "/api/articles", "s3cret", "application/json", body); code != 200 || m["outcome"] != "duplicate" || m["id"] != float64(3) {
		t.Errorf("repost: %d %v", code, m)
	}
	// Bad bodies.
	if code, _ := post(t, srv, "/api/articles", "s3cret", "application/json", []byte(`[1,2]`)); code != 400 {
		t.Errorf("not an object: %d", code)
	}
	if code, _ := post(t, srv, "/api/articles", "s3cret", "application/json", []byte(`{"title": "x"}`)); code != 422 {
		t.Errorf("no text: %d", code)
	}
	if code, _ := post(t, srv, "/api/articles", "s3cret", "text/plain", body); code != 415 {
		t.Errorf("text/plain: %d", code)
	}
}

func multipartBody(t *testing.T, files map[string][]byte) ([]byte, string) {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		w, err := mw.CreateFormFile("file", n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(files[n])
	}
	mw.Close()
	return buf.Bytes(), mw.FormDataContentType()
}

func TestIngestUpload(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "tok"})
	sample := demo.Samples()[0]
	jsonl := postBody + "\n" + `{"title": "broken"}` + "\n"
	body, ct := multipartBody(t, map[string][]byte{
		sample.Name:          sample.Data, // already stored: a duplicate
		"feed.jsonl":         []byte(strings.ReplaceAll(jsonl, "\n ", " ")),
		"../../etc/evil.txt": []byte("Officials in Caracas said on Monday that the border would stay closed for another week.\n\nThe decision was announced by the interior minister on state television."),
		"empty.txt":          {},
	})
	code, m := post(t, srv, "/api/ingest", "tok", ct, body)
	if code != 200 {
		t.Fatalf("ingest: %d %v", code, m)
	}
	sum := m["summary"].(map[string]any)
	if sum["new"] != float64(2) || sum["duplicate"] != float64(1) || sum["failed"] != float64(2) {
		t.Errorf("summary %v; inputs %v", sum, m["inputs"])
	}
	var inputs []string
	for _, in := range m["inputs"].([]any) {
		inputs = append(inputs, in.(map[string]any)["input"].(string))
	}
	slices.Sort(inputs)
	want := []string{"upload:000_d227e018f15fe0a4.txt", "upload:empty.txt", "upload:evil.txt", "upload:feed.jsonl#1", "upload:feed.jsonl#2"}
	if !slices.Equal(inputs, want) {
		t.Errorf("inputs %v, want %v", inputs, want)
	}
	if n, _ := st.CountArticles(context.Background()); n != 4 {
		t.Errorf("%d articles stored, want 4", n)
	}
	if code, _ := post(t, srv, "/api/ingest", "tok", "application/json", []byte(`{}`)); code != 400 {
		t.Errorf("not multipart: %d", code)
	}
	body, ct = multipartBody(t, nil)
	if code, _ := post(t, srv, "/api/ingest", "tok", ct, body); code != 400 {
		t.Errorf("no files: %d", code)
	}
}

func TestSizeLimits(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "tok", MaxJSONBytes: 1000, MaxUploadBytes: 2000})
	big := fmt.Sprintf(`{"title": "big", "text": %q}`, strings.Repeat("Soldiers crossed the border. ", 100))
	if code, m := post(t, srv, "/api/articles", "tok", "application/json", []byte(big)); code != 413 || m["error"] == "" {
		t.Errorf("JSON over the cap: %d %v", code, m)
	}
	body, ct := multipartBody(t, map[string][]byte{"big.txt": bytes.Repeat([]byte("Soldiers crossed the border. "), 200)})
	if code, _ := post(t, srv, "/api/ingest", "tok", ct, body); code != 413 {
		t.Errorf("upload over the cap: %d", code)
	}
	if n, _ := st.CountArticles(context.Background()); n != 2 {
		t.Errorf("oversized writes stored something: %d", n)
	}
	hs := NewHTTPServer("127.0.0.1:0", nil)
	if hs.ReadTimeout == 0 || hs.WriteTimeout == 0 || hs.IdleTimeout == 0 || hs.ReadHeaderTimeout == 0 || hs.MaxHeaderBytes == 0 {
		t.Errorf("server without timeouts: %+v", hs)
	}
}

func TestSecurityHeaders(t *testing.T) {
	srv, _ := readServer(t)
	for _, path := range []string{"/", "/articles/1", "/api/articles", "/api/nothing", "/static/style.css", "/nothing"} {
		resp, _ := get(t, srv, path)
		h := resp.Header
		if csp := h.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") || strings.Contains(csp, "unsafe") {
			t.Errorf("%s: CSP %q", path, csp)
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("X-Frame-Options") != "DENY" || h.Get("Referrer-Policy") != "no-referrer" {
			t.Errorf("%s: headers %v", path, h)
		}
	}
}

func TestStaticNoTraversal(t *testing.T) {
	srv, _ := readServer(t)
	resp, body := get(t, srv, "/static/style.css")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/css") || !bytes.Contains(body, []byte(".hl")) {
		t.Fatalf("style.css: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	for _, path := range []string{
		"/static/../server.go", "/static/%2e%2e/server.go", "/static/..%2fserver.go", "/static/%2e%2e%2fweb_test.go",
		"/static/..%5cserver.go", "/static/", "/static/../../../../etc/passwd", "/static/%2e%2e/%2e%2e/go.mod",
		"/static//etc/passwd", "/static/templates/layout.html", "/static/../templates/layout.html",
	} {
		req, _ := http.NewRequest("GET", srv.URL+"/", nil)
		req.URL.RawPath = ""
		req.URL.Opaque = path // send the path as is, without client-side cleaning
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode == 200 && (bytes.Contains(b, []byte("package web")) || bytes.Contains(b, []byte("root:")) || bytes.Contains(b, []byte("module ")) || bytes.Contains(b, []byte("{{define"))) {
			t.Errorf("%s: served a file outside static/", path)
		}
		if resp.StatusCode == 200 && bytes.Contains(b, []byte("<a href=\"style.css\">")) {
			t.Errorf("%s: directory listing", path)
		}
	}
}

func TestEscaping(t *testing.T) {
	srv, st := writeServer(t, Options{Token: "tok"})
	evil := map[string]string{
		"url":    `javascript:alert(3)`,
		"title":  `<script>alert(1)</script> "><img src=x onerror=alert(2)>`,
		"source": `<b onmouseover=alert(4)>Evil</b>`,
		"text":   "Officials said <script>alert(1)</script> that \"><img src=x onerror=alert(2)> soldiers crossed into Colombia on Monday.\n\nThe border with Venezuela stayed closed, officials in Cucuta said on Tuesday.",
	}
	b, _ := json.Marshal(evil)
	code, m := post(t, srv, "/api/articles", "tok", "application/json", b)
	if code != 201 {
		t.Fatalf("post: %d %v", code, m)
	}
	id := int64(m["id"].(float64))
	a, _ := st.Article(context.Background(), id)
	if !strings.Contains(a.Text, "<script>") {
		t.Fatalf("the stored text lost the markup: %q", a.Text)
	}
	sid, err := st.StoryOf(context.Background(), id)
	if err != nil {
		t.Fatalf("the posted article is in no story: %v", err)
	}
	for _, path := range []string{"/", "/articles", fmt.Sprintf("/articles/%d", id), "/articles?q=officials", "/?q=officials", "/entities", "/map", fmt.Sprintf("/stories/%d", sid)} {
		_, body := get(t, srv, path)
		page := string(body)
		for _, bad := range []string{"<script>alert", "<img src=x", "onerror=alert(2)>", "<b onmouseover", `href="javascript:`} {
			if strings.Contains(page, bad) {
				t.Errorf("%s: unescaped %q", path, bad)
			}
		}
		if path != "/entities" && path != "/map" && !strings.Contains(page, "&lt;script&gt;alert(1)&lt;/script&gt;") {
			t.Errorf("%s: the title is not shown escaped", path)
		}
		// The only scripts are the static file.
		if n := strings.Count(page, "<script"); n != 1 {
			t.Errorf("%s: %d <script> tags", path, n)
		}
	}
}
