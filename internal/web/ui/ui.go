// Package ui is storyline's dashboard: server-rendered pages
// (html/template, a little vanilla JS, an offline SVG map), the story
// feeds, and the sign-in and correction forms. internal/web mounts it
// behind its middleware.
//
// Everything an article brings — title, text, URL, outlet — is untrusted and
// reaches a page only through html/template's contextual escaping; nothing
// built from article data is ever marked template.HTML.
//
// Stories are the home page: each story's page draws its figure groups as
// SVG timelines whose points open their sentences on the article pages.
package ui

import (
	"bytes"
	"embed"
	"errors"
	"html/template"
	"io/fs"
	"log"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/storyview"
	"github.com/storyline-news/storyline/internal/web/httpx"
	"github.com/storyline-news/storyline/internal/web/writes"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// Config is what the dashboard reads and writes through.
type Config struct {
	// Store is read with the analysts' corrections applied.
	Store storyline.Store
	// Token signs analysts in for corrections; they are off when it is
	// empty.
	Token string
	// Writes makes the corrections, one at a time with the API's writes.
	Writes *writes.Writer
	// Views caches the story views, shared with the API.
	Views *storyview.Cache
	// Log receives server errors.
	Log *log.Logger
	// OpenAPI is the API's OpenAPI document, shown as the API page.
	OpenAPI []byte
	// BaseURL makes the feeds' links absolute (see web.Options.BaseURL).
	BaseURL string
}

// Handler serves the dashboard.
type Handler struct {
	st     storyline.Store
	token  string
	base   string
	writes *writes.Writer
	views  *storyview.Cache
	log    *log.Logger
	pages  map[string]*template.Template
	// api is the API page, read from the OpenAPI document once.
	api apiPage
	// sess holds the signed-in sessions (see session.go).
	sess sessions
	// rows caches the story list's sparklines and outlet names.
	rows rowCache
	// storyPages caches the story pages' data (see storyPageCache).
	storyPages storyPageCache
	// events caches the map page's events by place (see mapEvents).
	events struct {
		sync.Mutex
		list     mapEventList
		articles int
		at       time.Time
		ok       bool
	}
	// outlets caches the outlet filter's list (see outletList).
	outlets outletCache
	// places caches the map page's place list (see mapPlaces).
	places struct {
		sync.Mutex
		recs     []storyline.EntityRecord
		articles int
		at       time.Time
	}
}

// New returns the dashboard over c, its templates parsed.
func New(c Config) (*Handler, error) {
	h := &Handler{st: c.Store, token: c.Token, base: strings.TrimRight(c.BaseURL, "/"), writes: c.Writes, views: c.Views, log: c.Log}
	var err error
	if h.pages, err = parsePages(); err != nil {
		return nil, err
	}
	if h.api, err = readAPIDoc(c.OpenAPI); err != nil {
		return nil, err
	}
	return h, nil
}

// Register mounts the dashboard's routes on m, the not-found page for
// every address no other route takes among them.
func (h *Handler) Register(m *http.ServeMux) {
	m.HandleFunc("GET /{$}", h.pageHome)
	m.HandleFunc("GET /stories/{id}", h.pageStory)
	m.HandleFunc("GET /stories/{id}/feed.atom", h.storyFeed)
	m.HandleFunc("GET /articles", h.pageArticles)
	m.HandleFunc("GET /articles/{id}", h.pageArticle)
	m.HandleFunc("GET /entities", h.pageEntities)
	m.HandleFunc("GET /entities/find", h.pageEntityFind)
	m.HandleFunc("GET /entities/{id}", h.pageEntity)
	m.HandleFunc("GET /map", h.pageMap)
	m.HandleFunc("GET /events", h.pageEvents)
	m.HandleFunc("GET /login", h.pageLogin)
	m.HandleFunc("POST /login", h.postLogin)
	m.HandleFunc("POST /logout", h.postLogout)
	m.HandleFunc("GET /log", h.pageLog)
	m.HandleFunc("GET /docs/api", h.pageAPI)
	m.HandleFunc("GET /fix", h.pageFix)
	m.HandleFunc("POST /fix", h.postFix)
	static, _ := fs.Sub(staticFS, "static")
	files := http.StripPrefix("/static/", http.FileServerFS(static))
	m.HandleFunc("GET /static/", func(w http.ResponseWriter, r *http.Request) {
		// Files only: no directory listings. The file server itself refuses
		// ".." and serves only what is embedded.
		if strings.HasSuffix(r.URL.Path, "/") || strings.Contains(r.URL.Path, "..") {
			h.pageError(w, r, http.StatusNotFound, "There is no page at this address.")
			return
		}
		files.ServeHTTP(w, r)
	})
	m.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		h.pageError(w, r, http.StatusNotFound, "There is no page at this address.")
	})
}

// page is what every page template gets.
type page struct {
	Title  string // the <title>, escaped
	Active string // the nav entry: home, entities, map
	Data   any
	// Session is "in" for a signed-in analyst, "out" for a reader who
	// can sign in, "" when the server has no token (render sets it);
	// Here is the page's path, to come back to after signing in.
	Session, Here string
}

var funcs = template.FuncMap{
	"date": func(t time.Time) string {
		if t.IsZero() {
			return "date unknown"
		}
		return t.UTC().Format("2006-01-02")
	},
	"datetime": func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.UTC().Format(time.RFC3339)
	},
	"pct":   func(f float64) string { return strconv.FormatFloat(f*100, 'f', 0, 64) + "%" },
	"lower": strings.ToLower,
	"join":  strings.Join,
	"typeName": func(t storyline.EntityType) string {
		if c, ok := mentionClass[t]; ok {
			return c.label
		}
		return string(t)
	},
	"typeClass": func(t storyline.EntityType) string {
		if c, ok := mentionClass[t]; ok {
			return c.class
		}
		return "misc"
	},
	"place": placeText,
	"inc":   func(i int) int { return i + 1 },
	"add":   func(a, b int) int { return a + b },
	// webURL reports whether an untrusted URL is an http(s) address worth
	// linking; others are shown as text only.
	"webURL": func(s string) bool {
		l := strings.ToLower(strings.TrimSpace(s))
		return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://")
	},
	"snippet": snippetParts,
}

// snippetPart is a piece of a search snippet; Hit marks a matched term
// (between « and » in the store's snippet).
type snippetPart struct {
	Text string
	Hit  bool
}

func snippetParts(s string) []snippetPart {
	var out []snippetPart
	for s != "" {
		before, rest, ok := strings.Cut(s, "«")
		if before != "" {
			out = append(out, snippetPart{Text: before})
		}
		if !ok {
			break
		}
		hit, after, _ := strings.Cut(rest, "»")
		out = append(out, snippetPart{Text: hit, Hit: true})
		s = after
	}
	return out
}

func parsePages() (map[string]*template.Template, error) {
	base, err := template.New("").Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/partials*.html")
	if err != nil {
		return nil, err
	}
	names, err := fs.Glob(templateFS, "templates/*.html")
	if err != nil {
		return nil, err
	}
	pages := map[string]*template.Template{}
	for _, n := range names {
		name := strings.TrimSuffix(strings.TrimPrefix(n, "templates/"), ".html")
		if name == "layout" || strings.HasPrefix(name, "partials") {
			continue
		}
		t, err := template.Must(base.Clone()).ParseFS(templateFS, n)
		if err != nil {
			return nil, err
		}
		pages[name] = t
	}
	return pages, nil
}

// render executes a page into a buffer first, so a template error becomes
// a clean 500.
func (h *Handler) render(w http.ResponseWriter, r *http.Request, status int, name string, p page) {
	t, ok := h.pages[name]
	if !ok {
		h.log.Printf("web: no template %q", name)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	if h.token != "" {
		p.Session, p.Here = "out", r.URL.RequestURI()
		if h.SignedIn(r) {
			p.Session = "in"
		}
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "layout", p); err != nil {
		h.log.Printf("web: %s: render %s: %v", r.URL.Path, name, err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

type errorPage struct {
	Status  int
	Message string
}

func (h *Handler) pageError(w http.ResponseWriter, r *http.Request, status int, msg string) {
	h.render(w, r, status, "error", page{Title: http.StatusText(status), Data: errorPage{status, msg}})
}

// pageFail shows err as a page: 400 for bad parameters, 404 for unknown
// items, 500 otherwise.
func (h *Handler) pageFail(w http.ResponseWriter, r *http.Request, err error) {
	var br *httpx.BadRequest
	switch {
	case errors.As(err, &br):
		h.pageError(w, r, http.StatusBadRequest, br.Msg)
	case errors.Is(err, storyline.ErrEmptyQuery):
		h.pageError(w, r, http.StatusBadRequest, "Nothing to search for: type some words.")
	case errors.Is(err, storyline.ErrNotFound):
		h.pageError(w, r, http.StatusNotFound, "There is nothing with this ID.")
	default:
		h.log.Printf("web: %s %s: %v", r.Method, r.URL.Path, err)
		h.pageError(w, r, http.StatusInternalServerError, "Something went wrong on the server; the log says what.")
	}
}
