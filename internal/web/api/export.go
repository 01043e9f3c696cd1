package api

import (
	"context"
	"net/http"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// The downloads stream through internal/export, which the CLI's storyline
// export uses too: one place for the row formats (docs/export.md).

// exportParams are the query parameters of the export of kind k in
// format f: the filters, entity or story, and the switches of that export.
func exportParams(k export.Kind, f export.Format) []string {
	params := append([]string{"entity", "story"}, httpx.FilterParams...)
	switch {
	case k == export.Articles && f == export.JSONL:
		params = append(params, "full")
	case k == export.Events:
		params = append(params, "all", "mentions")
		if f == export.ACLEDCSV {
			params = append(params, "hxl")
		}
	}
	return params
}

// parseExport reads an export's filters, and entity or story.
func parseExport(r *http.Request) (p httpx.ListParams, story int64, err error) {
	v := r.URL.Query()
	if p, err = httpx.ParseList(v); err != nil {
		return p, 0, err
	}
	if story, err = httpx.OptionalID(v, "story", "want a story ID (see /api/stories)"); err != nil {
		return p, 0, err
	}
	if story != 0 && p.Entity != 0 {
		return p, 0, httpx.Badf("entity and story cannot be combined: export one or the other")
	}
	return p, story, nil
}

// serveExport streams one export: every article the filters select, page
// by page, with no cap on the count. Errors after the first byte can only
// truncate the stream; they are logged.
func (h *Handler) serveExport(kind export.Kind, format export.Format) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		p, story, err := parseExport(r)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		if story != 0 {
			if _, err := h.st.Story(r.Context(), story); err != nil {
				h.fail(w, r, err)
				return
			}
		}
		if p.Entity != 0 {
			if _, err := h.st.Entity(r.Context(), p.Entity); err != nil {
				h.fail(w, r, err)
				return
			}
		}
		v := r.URL.Query()
		o := export.Options{
			Kind: kind, Format: format, Query: p.Query, PageSize: h.exportPage,
			Full:       v.Get("full") == "1",
			HXL:        v.Get("hxl") == "1",
			All:        v.Get("all") == "1",
			Mentions:   v.Get("mentions") == "1",
			BeforePage: func() { extendDeadlines(w, time.Minute) },
		}
		if id := p.Entity; id != 0 {
			o.List = func(ctx context.Context, q storyline.ArticleQuery) ([]storyline.ArticleSummary, error) {
				return h.st.EntityArticles(ctx, id, q)
			}
		}
		if story != 0 {
			o.List = export.StoryArticles(h.st, story)
		}
		w.Header().Set("Content-Type", export.ContentType(format))
		w.Header().Set("Content-Disposition", `attachment; filename="`+export.Filename(kind, format)+`"`)
		w.Header().Set("Cache-Control", "no-store")
		if _, err := export.Write(r.Context(), w, h.st, o); err != nil {
			// The status is sent; a truncated stream is all the client can see.
			h.log.Printf("web: export %s %s: %v", kind, format, err)
		}
	}
}
