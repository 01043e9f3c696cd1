package ingest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

func TestURLs(t *testing.T) {
	rss := fixture(t, "feed.rss")
	html := fixture(t, "article.html")
	var gotUA string
	mux := http.NewServeMux()
	mux.HandleFunc("/article", func(w http.ResponseWriter, r *http.Request) {
		gotUA = r.UserAgent()
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(html)
	})
	mux.HandleFunc("/feed", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/rss+xml")
		w.Write(rss)
	})
	mux.HandleFunc("/feed-as-xml", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/xml")
		w.Write(rss)
	})
	mux.HandleFunc("/plain", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte("Just some text."))
	})
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/article", http.StatusFound)
	})
	mux.HandleFunc("/loop", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/loop", http.StatusFound)
	})
	mux.HandleFunc("/big", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<p>" + strings.Repeat("x", 5000)))
	})
	mux.HandleFunc("/big-chunked", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		for range 5 {
			w.Write([]byte("<p>" + strings.Repeat("x", 1000)))
			w.(http.Flusher).Flush()
		}
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(5 * time.Second):
		case <-r.Context().Done():
		}
	})
	mux.HandleFunc("/slow-body", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<p>start"))
		w.(http.Flusher).Flush()
		select {
		case <-time.After(5 * time.Second):
		case <-r.Context().Done():
		}
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	host := strings.TrimPrefix(srv.URL, "http://")
	hostName := strings.Split(host, ":")[0]

	tests := []struct {
		path    string
		names   []string // suffixes of the URL
		format  storyline.Format
		outlet  string
		wantErr string
	}{
		{path: "/article", names: []string{""}, format: storyline.FormatHTML, outlet: hostName},
		{path: "/redirect", names: []string{""}, format: storyline.FormatHTML, outlet: hostName},
		{path: "/feed", names: []string{"#1", "#2"}, format: storyline.FormatHTML, outlet: "Daily Gazette"},
		{path: "/feed-as-xml", names: []string{"#1", "#2"}, format: storyline.FormatHTML, outlet: "Daily Gazette"},
		{path: "/plain", names: []string{""}, format: storyline.FormatText, outlet: hostName},
		{path: "/nothing-here", wantErr: ": HTTP 404 Not Found"},
		{path: "/loop", wantErr: ": stopped after 5 redirects"},
		{path: "/big", wantErr: ": response exceeds 1000 bytes size cap (--max-size)"},
		{path: "/big-chunked", wantErr: ": response exceeds 1000 bytes size cap (--max-size)"},
		{path: "/slow", wantErr: ": timed out after 200ms"},
		{path: "/slow-body", wantErr: ": timed out after 200ms"},
	}
	for _, tc := range tests {
		t.Run(tc.path, func(t *testing.T) {
			u := srv.URL + tc.path
			opts := Options{HTTPTimeout: 200 * time.Millisecond, AllowPrivate: true}
			if strings.HasPrefix(tc.path, "/big") {
				opts.MaxBytes = 1000
			}
			res := read(t, opts, u)
			if res.err != nil {
				t.Fatal(res.err)
			}
			if tc.wantErr != "" {
				if len(res.docs) != 0 || len(res.errs) < 1 || res.errs[0] != u+tc.wantErr {
					t.Fatalf("docs %q errs %q, want %q", res.names(), res.errs, u+tc.wantErr)
				}
				return
			}
			var want []string
			for _, n := range tc.names {
				want = append(want, u+n)
			}
			if fmt.Sprint(res.names()) != fmt.Sprint(want) {
				t.Fatalf("names %q errs %q, want %q", res.names(), res.errs, want)
			}
			d := res.docs[0]
			if d.Format != tc.format || d.Outlet != tc.outlet {
				t.Errorf("format %q outlet %q", d.Format, d.Outlet)
			}
			if len(tc.names) == 1 {
				final := srv.URL + tc.path
				if tc.path == "/redirect" {
					final = srv.URL + "/article"
				}
				if d.URL != final || d.OutletSource != "url" {
					t.Errorf("URL %q outlet source %q, want %q", d.URL, d.OutletSource, final)
				}
			}
		})
	}
	if want := "storyline/" + Version + " (+https://github.com/storyline-news/storyline)"; gotUA != want {
		t.Errorf("User-Agent %q, want %q", gotUA, want)
	}
	res := read(t, Options{UserAgent: "custom/1", AllowPrivate: true}, srv.URL+"/article")
	if len(res.docs) != 1 || gotUA != "custom/1" {
		t.Errorf("custom User-Agent: %q", gotUA)
	}
}

func TestHostOf(t *testing.T) {
	for in, want := range map[string]string{
		"https://www.apnews.com/article/x": "apnews.com",
		"http://News.Example.org:8080/":    "news.example.org",
		"not a url":                        "",
	} {
		if got := hostOf(in); got != want {
			t.Errorf("hostOf(%q) = %q, want %q", in, got, want)
		}
	}
}
