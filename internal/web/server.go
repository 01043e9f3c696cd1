// Package web is storyline's HTTP face: one handler that mounts the JSON
// API under /api/ (internal/web/api) and the server-rendered dashboard
// (internal/web/ui), thin over the storyline.Store like the CLI, behind
// the Host check, the security headers, the body caps and the bearer token.
//
// Both halves read the store with the analysts' corrections applied and
// write through one internal/web/writes.Writer. Writes (POST /api/articles,
// POST /api/ingest, corrections) need the bearer token and are off when
// none is set.
package web

import (
	"context"
	"errors"
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/alerts"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/fix"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/storyview"
	"github.com/storyline-news/storyline/internal/web/api"
	"github.com/storyline-news/storyline/internal/web/httpx"
	"github.com/storyline-news/storyline/internal/web/ui"
	"github.com/storyline-news/storyline/internal/web/writes"
)

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
	// When set, reading needs it too (a bearer token, or a dashboard
	// session started with it) unless PublicRead is set.
	Token      string
	PublicRead bool
	// Hosts are the host names, besides the loopback ones, that the server
	// answers to: the --addr host and the --base-url host. A request naming
	// any other Host is refused, so that a page on another site cannot
	// read the server through DNS rebinding.
	Hosts []string
	// BaseURL is the address readers reach the server at (--base-url,
	// without a trailing slash): the exports' and feeds' links are made
	// absolute under it; they are paths when it is empty.
	BaseURL string
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

	// exportPage is how many articles an export lists at a time
	// (export.DefaultPageSize when 0; tests make it small).
	exportPage int
}

// Server serves the API and the dashboard.
type Server struct {
	opt Options
	mux *http.ServeMux
	// writes makes the API's and the dashboard's writes one at a time.
	writes *writes.Writer
	// views caches the story views read last, for the API and the pages.
	views storyview.Cache
	// dashboard knows the signed-in sessions that may read.
	dashboard *ui.Handler
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
	st := fix.Wrap(o.Store)
	s := &Server{opt: o, mux: http.NewServeMux()}
	s.writes = &writes.Writer{Store: st, Builder: o.Builder, Read: o.Read, Stories: o.Stories, Notifier: o.Notifier, Log: o.Log}
	dashboard, err := ui.New(ui.Config{Store: st, Token: o.Token, Writes: s.writes, Views: &s.views, Log: o.Log, OpenAPI: api.OpenAPIDocument(), BaseURL: o.BaseURL})
	if err != nil {
		return nil, err
	}
	api.New(api.Config{Store: st, Writes: s.writes, Views: &s.views, Read: o.Read, MaxJSONBytes: o.MaxJSONBytes, BaseURL: o.BaseURL,
		MaxUploadBytes: o.MaxUploadBytes, ExportPage: o.exportPage, Log: o.Log}).Register(s.mux, s.auth)
	dashboard.Register(s.mux)
	s.dashboard = dashboard
	return s, nil
}

// Close closes the story assigner (its merge pass and state save) after
// the writes under way; later writes answer 503. It does not close the
// store.
func (s *Server) Close(ctx context.Context) error {
	return s.writes.Close(ctx)
}

// CatchUp puts in their stories the articles other processes stored, and
// applies the story corrections they logged, while this server holds the
// stories lock (see assign.Assigner.CatchUp). storyline serve runs
// it now and then.
func (s *Server) CatchUp(ctx context.Context) error {
	return s.writes.CatchUp(ctx)
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

// ServeHTTP sets the security headers, refuses other hosts and readers
// without the token, caps request bodies and dispatches.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
	if !httpx.HostAllowed(r.Host, s.opt.Hosts) {
		http.Error(w, "unknown host: this server answers to localhost and the hosts of --addr and --base-url", http.StatusMisdirectedRequest)
		return
	}
	if !s.mayRead(r) {
		if strings.HasPrefix(r.URL.Path, "/api/") {
			w.Header().Set("WWW-Authenticate", `Bearer realm="storyline"`)
			httpx.WriteError(w, http.StatusUnauthorized, "reading needs the token: send Authorization: Bearer <token> (or start the server with --public-read)")
			return
		}
		http.Redirect(w, r, "/login?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusSeeOther)
		return
	}
	// The write endpoints set their own, larger caps.
	if r.Body != nil && !(r.Method == http.MethodPost && (r.URL.Path == "/api/articles" || r.URL.Path == "/api/ingest")) {
		r.Body = http.MaxBytesReader(w, r.Body, maxOtherBytes)
	}
	if strings.HasPrefix(r.URL.Path, "/static/") {
		h.Set("Cache-Control", "public, max-age=3600")
	}
	s.mux.ServeHTTP(w, r)
}

// mayRead reports whether r may go on to its handler. Writes (every method
// but GET and HEAD) are guarded by their handlers: the bearer token, or a
// session and its CSRF token. Reads need the token too when one is set,
// unless PublicRead: the bearer token or a dashboard session; the sign-in
// page and the static files are open.
func (s *Server) mayRead(r *http.Request) bool {
	if s.opt.Token == "" || s.opt.PublicRead || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		return true
	}
	if r.URL.Path == "/login" || strings.HasPrefix(r.URL.Path, "/static/") || r.URL.Path == "/favicon.ico" {
		return true
	}
	if got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok && httpx.TokenOK(s.opt.Token, got) {
		return true
	}
	return s.dashboard.SignedIn(r)
}

// auth guards a write endpoint: 403 when no token is configured, 401
// without a bearer token or with a wrong one. Tokens are compared in
// constant time.
func (s *Server) auth(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if s.opt.Token == "" {
			httpx.WriteError(w, http.StatusForbidden, "writes are disabled: start storyline serve with --token or STORYLINE_TOKEN to enable them")
			return
		}
		got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || got == "" {
			w.Header().Set("WWW-Authenticate", `Bearer realm="storyline"`)
			httpx.WriteError(w, http.StatusUnauthorized, "missing token: send Authorization: Bearer <token>")
			return
		}
		if !httpx.TokenOK(s.opt.Token, got) {
			w.Header().Set("WWW-Authenticate", `Bearer realm="storyline", error="invalid_token"`)
			httpx.WriteError(w, http.StatusUnauthorized, "wrong token")
			return
		}
		next(w, r)
	}
}
