package web

import (
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"testing"
)

// do sends a GET for path with the given Host header and bearer token
// (none when empty), without following redirects.
func doGet(t *testing.T, base, path, host, token string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, base+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if host != "" {
		req.Host = host
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp
}

// The server answers only the Host names that are its own: a page on
// another site that points its name at 127.0.0.1 (DNS rebinding) cannot
// read the database (issue 26, item 2).
func TestHostHeaderChecked(t *testing.T) {
	srv, _ := writeServer(t, Options{Hosts: []string{"news.example:8443", "dash.internal"}})
	for host, want := range map[string]int{
		"attacker.example":      http.StatusMisdirectedRequest,
		"attacker.example:8080": http.StatusMisdirectedRequest,
		"127.0.0.1.nip.io":      http.StatusMisdirectedRequest,
		"localhost.attacker.io": http.StatusMisdirectedRequest,
		"news.example.evil":     http.StatusMisdirectedRequest,
		"localhost:8080":        http.StatusOK,
		"LOCALHOST":             http.StatusOK,
		"127.0.0.1:9":           http.StatusOK,
		"[::1]:8080":            http.StatusOK,
		"news.example":          http.StatusOK,
		"dash.internal:8080":    http.StatusOK,
	} {
		for _, path := range []string{"/api/articles.jsonl", "/api/log", "/"} {
			if got := doGet(t, srv.URL, path, host, "").StatusCode; got != want {
				t.Errorf("Host %q, GET %s: %d, want %d", host, path, got, want)
			}
		}
	}
}

// With a token, reading needs it too — the bearer token, or a dashboard
// session started with it — unless PublicRead (issue 26, item 2).
func TestReadsNeedToken(t *testing.T) {
	srv, _ := writeServer(t, Options{Token: "s3cret"})
	for _, path := range []string{"/api/articles.jsonl", "/api/log", "/api/articles", "/api/stories", "/api/openapi.json"} {
		if got := doGet(t, srv.URL, path, "", "").StatusCode; got != http.StatusUnauthorized {
			t.Errorf("GET %s without the token: %d, want 401", path, got)
		}
		if got := doGet(t, srv.URL, path, "", "wrong").StatusCode; got != http.StatusUnauthorized {
			t.Errorf("GET %s with a wrong token: %d, want 401", path, got)
		}
		if got := doGet(t, srv.URL, path, "", "s3cret").StatusCode; got != http.StatusOK {
			t.Errorf("GET %s with the token: %d, want 200", path, got)
		}
	}
	resp := doGet(t, srv.URL, "/stories/1?x=1", "", "")
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/login?next="+url.QueryEscape("/stories/1?x=1") {
		t.Errorf("GET a page without a session: %d → %q, want the sign-in page", resp.StatusCode, resp.Header.Get("Location"))
	}
	for _, path := range []string{"/login", "/static/style.css"} {
		if got := doGet(t, srv.URL, path, "", "").StatusCode; got != http.StatusOK {
			t.Errorf("GET %s without a session: %d, want 200", path, got)
		}
	}
	// A browser signs in and reads with its session.
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	resp, err := c.PostForm(srv.URL+"/login", url.Values{"token": {"s3cret"}, "next": {"/articles"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Request.URL.Path != "/articles" {
		t.Errorf("signed in: %d at %s, want 200 at /articles", resp.StatusCode, resp.Request.URL)
	}
	if resp, err := c.Get(srv.URL + "/api/log"); err != nil || resp.StatusCode != http.StatusOK {
		t.Errorf("GET /api/log signed in: %v %v", resp.StatusCode, err)
	}

	pub, _ := writeServer(t, Options{Token: "s3cret", PublicRead: true})
	if got := doGet(t, pub.URL, "/api/articles.jsonl", "", "").StatusCode; got != http.StatusOK {
		t.Errorf("--public-read: GET without the token: %d, want 200", got)
	}
	// Writes still need the token.
	code, _ := post(t, pub, "/api/articles", "", "application/json", []byte(postBody))
	if code != http.StatusUnauthorized {
		t.Errorf("--public-read: POST without the token: %d, want 401", code)
	}
}

// Sign-in's next and a correction's back stay on this site, whatever the
// bypass (issue 26, item 4: next=/%09/evil.example redirected off-site).
func TestRedirectTargetsSameSite(t *testing.T) {
	srv, _ := writeServer(t, Options{Token: "s3cret"})
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, next := range []string{"/\t/evil.example", "/\n/evil.example", "//evil.example", "/\\evil.example", "https://evil.example/", "/\u00a0/evil.example"} {
		resp, err := c.PostForm(srv.URL+"/login", url.Values{"token": {"s3cret"}, "next": {next}})
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if loc := resp.Header.Get("Location"); resp.StatusCode != http.StatusSeeOther || loc != "/" {
			t.Errorf("sign-in with next=%q: %d → %q, want /", next, resp.StatusCode, loc)
		}
	}
	// The raw query of the issue, as a browser sends it.
	resp, err := c.PostForm(srv.URL+"/login?next=/%09/evil.example", url.Values{"token": {"s3cret"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if loc := resp.Header.Get("Location"); loc != "/" {
		t.Errorf("sign-in with ?next=/%%09/evil.example: → %q, want /", loc)
	}
}
