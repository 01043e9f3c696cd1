// Package web is storyline's HTTP face: a JSON API under /api/ and a
// server-rendered dashboard (html/template, a little vanilla JS, an offline
// SVG map), thin over the storyline.Store like the CLI.
//
// Everything an article brings — title, text, URL, outlet — is untrusted and
// reaches a page only through html/template's contextual escaping; nothing
// built from article data is ever marked template.HTML. Writes
// (POST /api/articles, POST /api/ingest) need the bearer token and are off
// when none is set.
//
// Stories are the home page: each story's page draws its figure groups as
// SVG timelines whose points open their sentences on the article pages.
package web

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"embed"
	"errors"
	"html/template"
	"io/fs"
	"log"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/fix"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// Default limits.
const (
	// DefaultMaxJSONBytes caps the body of POST /api/articles: one article,
	// the ingest size cap plus room for the JSON around it.
	DefaultMaxJSONBytes = ingest.DefaultMaxBytes + 1<<20
	// DefaultMaxUploadBytes caps the body of POST /api/ingest.
	DefaultMaxUploadBytes = 64 << 20
	// maxOtherBytes caps any other request body (none is expected).
	maxOtherBytes = 64 << 10
)

// Options configure a Server.
type Options struct {
	Store storyline.Store
	// Token enables the write endpoints; they answer 403 when it is empty.
	Token string
	// Builder and Read configure the pipeline the write endpoints run.
	Builder pipeline.Builder
	Read    ingest.Options
	// MaxJSONBytes and MaxUploadBytes cap the write endpoints' bodies
	// (DefaultMaxJSONBytes, DefaultMaxUploadBytes when 0).
	MaxJSONBytes   int64
	MaxUploadBytes int64
	// Log receives server errors (log.Default() when nil).
	Log *log.Logger
	// Stories, when set, puts the articles stored through the write
	// endpoints in their stories as they arrive. The server serializes its
	// use (an assign.Assigner is not safe for concurrent use) and closes it in
	// Close; nothing else may use it meanwhile.
	Stories *assign.Assigner
	// Notifier, when set, is given the story changes each write brings
	// (internal/alerts); they are recorded for the story feeds either way.
	Notifier alerts.Notifier
}

// Server serves the API and the dashboard.
type Server struct {
	opt   Options
	st    storyline.Store
	mux   *http.ServeMux
	pages map[string]*template.Template
	// ingestMu stores one document at a time, so the first of two copies
	// posted together is the one the other is linked to, and guards the
	// story assigner, which is not safe for concurrent use.
	ingestMu sync.Mutex
	// closed is set by Close: the write endpoints then answer 503.
	closed bool
	// sess holds the dashboard's signed-in sessions (see fix.go).
	sess sessions
	// views caches the story views read last (see viewcache.go).
	views viewCache
	// sparks caches the story list's sparklines.
	sparks sparkCache
	// exportPage is how many articles an export lists at a time
	// (export.DefaultPageSize when 0; tests make it small).
	exportPage int
	// events caches the map page's events by place (see mapEvents).
	events struct {
		sync.Mutex
		list     mapEventList
		articles int
		at       time.Time
		ok       bool
	}
	// places caches the map page's place list (see mapPlaces).
	places struct {
		sync.Mutex
		recs     []storyline.EntityRecord
		articles int
		at       time.Time
	}
}

// New returns a Server over o.Store.
func New(o Options) (*Server, error) {
	if o.Store == nil {
		return nil, errors.New("web: no store")
	}
	if o.MaxJSONBytes <= 0 {
		o.MaxJSONBytes = DefaultMaxJSONBytes
	}
	if o.MaxUploadBytes <= 0 {
		o.MaxUploadBytes = DefaultMaxUploadBytes
	}
	if o.Log == nil {
		o.Log = log.Default()
	}
	// Pages, the API and exports read articles with the analysts'
	// corrections applied.
	s := &Server{opt: o, st: fix.Wrap(o.Store), mux: http.NewServeMux()}
	var err error
	if s.pages, err = parsePages(); err != nil {
		return nil, err
	}
	s.routes()
	return s, nil
}

// Close closes the story assigner (its merge pass and state save) after
// the writes under way; later writes answer 503. It does not close the
// store.
func (s *Server) Close(ctx context.Context) error {
	s.ingestMu.Lock()
	defer s.ingestMu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	if s.opt.Stories != nil {
		return s.opt.Stories.Close(ctx)
	}
	return nil
}

// CatchUp puts in their stories the articles other processes stored, and
// applies the story corrections they logged, while this server holds the
// stories lock (see assign.Assigner.CatchUp). storyline serve runs
// it now and then.
func (s *Server) CatchUp(ctx context.Context) error {
	s.ingestMu.Lock()
	defer s.ingestMu.Unlock()
	if s.closed || s.opt.Stories == nil {
		return nil
	}
	return s.opt.Stories.CatchUp(ctx)
}

// NewHTTPServer wraps h in an http.Server with the timeouts and header cap
// storyline serves with. Streaming exports extend their own write deadline
// as they go, so the write timeout does not cap them.
func NewHTTPServer(addr string, h http.Handler) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       2 * time.Minute, // uploads
		WriteTimeout:      2 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
}

func (s *Server) routes() {
	m := s.mux
	// JSON API.
	m.HandleFunc("GET /api/articles", s.apiArticles)
	m.HandleFunc("GET /api/articles.jsonl", s.serveExport(export.Articles, export.JSONL))
	m.HandleFunc("GET /api/articles.csv", s.serveExport(export.Articles, export.CSV))
	m.HandleFunc("GET /api/articles/{id}", s.apiArticle)
	m.HandleFunc("POST /api/articles", s.auth(s.apiPostArticle))
	m.HandleFunc("POST /api/ingest", s.auth(s.apiIngest))
	m.HandleFunc("GET /api/entities", s.apiEntities)
	m.HandleFunc("GET /api/entities/{id}", s.apiEntity)
	m.HandleFunc("GET /api/search", s.apiSearch)
	m.HandleFunc("GET /api/openapi.json", s.apiOpenAPI)
	m.HandleFunc("GET /api/figures.jsonl", s.serveExport(export.Figures, export.JSONL))
	m.HandleFunc("GET /api/figures.csv", s.serveExport(export.Figures, export.CSV))
	m.HandleFunc("GET /api/quotes.jsonl", s.serveExport(export.Quotes, export.JSONL))
	m.HandleFunc("GET /api/quotes.csv", s.serveExport(export.Quotes, export.CSV))
	m.HandleFunc("GET /api/events.csv", s.serveExport(export.Events, export.ACLEDCSV))
	m.HandleFunc("GET /api/events.geojson", s.serveExport(export.Events, export.GeoJSON))
	m.HandleFunc("GET /api/events.jsonl", s.serveExport(export.Events, export.JSONL))
	m.HandleFunc("GET /api/stories", s.apiStories)
	m.HandleFunc("GET /api/stories/{id}", s.apiStory)
	m.HandleFunc("GET /api/log", s.apiLog)
	m.HandleFunc("POST /api/fix", s.auth(s.apiFix))
	m.HandleFunc("DELETE /api/articles/{id}", s.auth(s.apiDeleteArticle))
	m.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "no such API endpoint: "+r.Method+" "+r.URL.Path+" (see /api/openapi.json)")
	})

	// Dashboard.
	m.HandleFunc("GET /{$}", s.pageHome)
	m.HandleFunc("GET /stories/{id}", s.pageStory)
	m.HandleFunc("GET /stories/{id}/feed.atom", s.storyFeed)
	m.HandleFunc("GET /articles", s.pageArticles)
	m.HandleFunc("GET /articles/{id}", s.pageArticle)
	m.HandleFunc("GET /entities", s.pageEntities)
	m.HandleFunc("GET /entities/find", s.pageEntityFind)
	m.HandleFunc("GET /entities/{id}", s.pageEntity)
	m.HandleFunc("GET /map", s.pageMap)
	m.HandleFunc("GET /login", s.pageLogin)
	m.HandleFunc("POST /login", s.postLogin)
	m.HandleFunc("POST /logout", s.postLogout)
	m.HandleFunc("GET /fix", s.pageFix)
	m.HandleFunc("POST /fix", s.postFix)
	static, _ := fs.Sub(staticFS, "static")
	files := http.StripPrefix("/static/", http.FileServerFS(static))
	m.HandleFunc("GET /static/", func(w http.ResponseWriter, r *http.Request) {
		// Files only: no directory listings. The file server itself refuses
		// ".." and serves only what is embedded.
		if strings.HasSuffix(r.URL.Path, "/") || strings.Contains(r.URL.Path, "..") {
			s.pageError(w, r, http.StatusNotFound, "There is no page at this address.")
			return
		}
		files.ServeHTTP(w, r)
	})
	m.HandleFunc("GET /favicon.ico", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) })
	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.pageError(w, r, http.StatusNotFound, "There is no page at this address.")
	})
}

// ServeHTTP sets the security headers, caps request bodies and dispatches.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
	// The write endpoints set their own, larger caps.
	if r.Body != nil && !(r.Method == http.MethodPost && (r.URL.Path == "/api/articles" || r.URL.Path == "/api/ingest")) {
		r.Body = http.MaxBytesReader(w, r.Body, maxOtherBytes)
	}
	if strings.HasPrefix(r.URL.Path, "/static/") {
		h.Set("Cache-Control", "public, max-age=3600")
	}
	s.mux.ServeHTTP(w, r)
}

// auth guards a write endpoint: 403 when no token is configured, 401
// without a bearer token or with a wrong one. Tokens are compared in
// constant time.
func (s *Server) auth(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if s.opt.Token == "" {
			writeError(w, http.StatusForbidden, "writes are disabled: start storyline serve with --token or STORYLINE_TOKEN to enable them")
			return
		}
		got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || got == "" {
			w.Header().Set("WWW-Authenticate", `Bearer realm="storyline"`)
			writeError(w, http.StatusUnauthorized, "missing token: send Authorization: Bearer <token>")
			return
		}
		// Hashing first keeps the comparison's time independent of the
		// lengths too.
		gotSum, wantSum := sha256.Sum256([]byte(strings.TrimSpace(got))), sha256.Sum256([]byte(s.opt.Token))
		if subtle.ConstantTimeCompare(gotSum[:], wantSum[:]) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="storyline", error="invalid_token"`)
			writeError(w, http.StatusUnauthorized, "wrong token")
			return
		}
		next(w, r)
	}
}

//go:embed openapi.json
var openAPIDoc []byte

// GET /api/openapi.json
func (s *Server) apiOpenAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(openAPIDoc)
}
