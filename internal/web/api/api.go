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

// Register mounts the API's routes on m; auth guards the writes.
func (h *Handler) Register(m *http.ServeMux, auth func(http.HandlerFunc) http.HandlerFunc) {
	m.HandleFunc("GET /api/articles", h.articles)
	m.HandleFunc("GET /api/articles.jsonl", h.serveExport(export.Articles, export.JSONL))
	m.HandleFunc("GET /api/articles.csv", h.serveExport(export.Articles, export.CSV))
	m.HandleFunc("GET /api/articles/{id}", h.article)
	m.HandleFunc("POST /api/articles", auth(h.postArticle))
	m.HandleFunc("POST /api/ingest", auth(h.postIngest))
	m.HandleFunc("GET /api/entities", h.entities)
	m.HandleFunc("GET /api/entities/{id}", h.entity)
	m.HandleFunc("GET /api/search", h.search)
	m.HandleFunc("GET /api/openapi.json", h.openAPI)
	m.HandleFunc("GET /api/figures.jsonl", h.serveExport(export.Figures, export.JSONL))
	m.HandleFunc("GET /api/figures.csv", h.serveExport(export.Figures, export.CSV))
	m.HandleFunc("GET /api/quotes.jsonl", h.serveExport(export.Quotes, export.JSONL))
	m.HandleFunc("GET /api/quotes.csv", h.serveExport(export.Quotes, export.CSV))
	m.HandleFunc("GET /api/events.csv", h.serveExport(export.Events, export.ACLEDCSV))
	m.HandleFunc("GET /api/events.geojson", h.serveExport(export.Events, export.GeoJSON))
	m.HandleFunc("GET /api/events.jsonl", h.serveExport(export.Events, export.JSONL))
	m.HandleFunc("GET /api/stories", h.stories)
	m.HandleFunc("GET /api/stories/{id}", h.story)
	m.HandleFunc("GET /api/log", h.auditLog)
	m.HandleFunc("POST /api/fix", auth(h.postFix))
	m.HandleFunc("DELETE /api/articles/{id}", auth(h.deleteArticle))
	m.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		httpx.WriteError(w, http.StatusNotFound, "no such API endpoint: "+r.Method+" "+r.URL.Path+" (see /api/openapi.json)")
	})
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
