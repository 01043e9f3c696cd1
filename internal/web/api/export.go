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

func exportParams(r *http.Request) (httpx.ListParams, error) {
	p, err := httpx.ParseList(r.URL.Query())
	if err != nil {
		return p, err
	}
	if p.Text != "" || p.Query.BeforeID != 0 {
		return p, httpx.Badf("exports take since, until, outlet, lang and entity, not q or before: they stream every article the filters select")
	}
	return p, nil
}

// serveExport streams one export: every article the filters select, page
// by page, with no cap on the count. Errors after the first byte can only
// truncate the stream; they are logged.
func (h *Handler) serveExport(kind export.Kind, format export.Format) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		p, err := exportParams(r)
		if err != nil {
			h.fail(w, r, err)
			return
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
		w.Header().Set("Content-Type", export.ContentType(format))
		w.Header().Set("Content-Disposition", `attachment; filename="`+export.Filename(kind, format)+`"`)
		w.Header().Set("Cache-Control", "no-store")
		if _, err := export.Write(r.Context(), w, h.st, o); err != nil {
			// The status is sent; a truncated stream is all the client can see.
			h.log.Printf("web: export %s %s: %v", kind, format, err)
		}
	}
}
