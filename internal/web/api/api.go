// Package api is storyline's JSON API under /api/: articles, entities and
// stories, search, the exports, the writes (POST /api/articles,
// POST /api/ingest), corrections and the audit log. internal/web mounts it
// behind its middleware; the bearer token guards the writes there.
package api

import (
	_ "embed"
	"log"
	"net/http"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/storyview"
	"github.com/storyline-news/storyline/internal/web/httpx"
	"github.com/storyline-news/storyline/internal/web/writes"
)

// Config is what the API reads and writes through.
type Config struct {
	// Store is read with the analysts' corrections applied.
	Store storyline.Store
	// Writes makes the writes, one at a time.
	Writes *writes.Writer
	// Views caches the story views, shared with the dashboard.
	Views *storyview.Cache
	// Read configures the ingest readers the uploads go through.
	Read ingest.Options
	// MaxJSONBytes and MaxUploadBytes cap the bodies of POST /api/articles
	// and POST /api/ingest.
	MaxJSONBytes   int64
	MaxUploadBytes int64
	// ExportPage is how many articles an export lists at a time
	// (export.DefaultPageSize when 0).
	ExportPage int
	// BaseURL makes the exports' links absolute (export.Options.BaseURL).
	BaseURL string
	// Log receives server errors.
	Log *log.Logger
}

// Handler serves the API.
type Handler struct {
	st             storyline.Store
	writes         *writes.Writer
	views          *storyview.Cache
	read           ingest.Options
	maxJSONBytes   int64
	maxUploadBytes int64
	exportPage     int
	baseURL        string
	log            *log.Logger
}

// New returns the API over c.
func New(c Config) *Handler {
	return &Handler{st: c.Store, writes: c.Writes, views: c.Views, read: c.Read, maxJSONBytes: c.MaxJSONBytes,
		maxUploadBytes: c.MaxUploadBytes, exportPage: c.ExportPage, baseURL: c.BaseURL, log: c.Log}
}

// The query parameters of the listings: the filters, and the paging.
var (
	articleParams = append([]string{"q", "entity", "before", "limit"}, httpx.FilterParams...)
	searchParams  = append([]string{"q", "before", "limit"}, httpx.FilterParams...)
	storyParams   = append([]string{"q", "entity", "sort", "before", "limit"}, httpx.FilterParams...)
	entityParams  = append([]string{"before", "limit"}, httpx.FilterParams...)
)

// route is one endpoint of the API: its method and path, its handler and
// the query parameters it takes.
type route struct {
	method, path string
	handler      http.HandlerFunc
	params       []string
}

// routes lists the API's endpoints; auth guards the writes.
func (h *Handler) routes(auth func(http.HandlerFunc) http.HandlerFunc) []route {
	rs := []route{
		{"GET", "/api/articles", h.articles, articleParams},
		{"POST", "/api/articles", auth(h.postArticle), nil},
		{"GET", "/api/articles/{id}", h.article, nil},
		{"DELETE", "/api/articles/{id}", auth(h.deleteArticle), []string{"why"}},
		{"POST", "/api/ingest", auth(h.postIngest), nil},
		{"GET", "/api/search", h.search, searchParams},
		{"GET", "/api/entities", h.entities, []string{"type", "name", "limit", "offset"}},
		{"GET", "/api/entities/{id}", h.entity, entityParams},
		{"GET", "/api/stories", h.stories, storyParams},
		{"GET", "/api/stories/{id}", h.story, nil},
		{"GET", "/api/outlets", h.outlets, nil},
		{"GET", "/api/log", h.auditLog, []string{"article", "before", "limit"}},
		{"POST", "/api/fix", auth(h.postFix), nil},
		{"GET", "/api/openapi.json", h.openAPI, nil},
	}
	for _, k := range export.Kinds {
		for _, f := range export.Formats(k) {
			rs = append(rs, route{"GET", "/api/" + export.Filename(k, f), h.serveExport(k, f), exportParams(k, f)})
		}
	}
	return rs
}

// Register mounts the API's routes on m; auth guards the writes. Every
// route refuses the query parameters it does not take (a 400 naming
// them): a misspelt filter must not silently list everything.
func (h *Handler) Register(m *http.ServeMux, auth func(http.HandlerFunc) http.HandlerFunc) {
	for _, rt := range h.routes(auth) {
		m.HandleFunc(rt.method+" "+rt.path, h.only(rt.handler, rt.params...))
	}
	m.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		httpx.WriteError(w, http.StatusNotFound, "no such API endpoint: "+r.Method+" "+r.URL.Path+" (see /api/openapi.json)")
	})
}

// only refuses, with a 400 and a JSON error, a request with a query
// parameter not in params.
func (h *Handler) only(next http.HandlerFunc, params ...string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := httpx.Only(r.URL.Query(), params...); err != nil {
			h.fail(w, r, err)
			return
		}
		next(w, r)
	}
}

// GET /api/outlets: the outlets with their counts of articles, most
// first: the values the outlet filter takes.
func (h *Handler) outlets(w http.ResponseWriter, r *http.Request) {
	list, err := h.st.Outlets(r.Context())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"outlets": list})
}

//go:embed openapi.json
var openAPIDoc []byte

// OpenAPIDocument is the API's OpenAPI document, for the dashboard's API
// page.
func OpenAPIDocument() []byte { return openAPIDoc }

// GET /api/openapi.json
func (h *Handler) openAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(openAPIDoc)
}
