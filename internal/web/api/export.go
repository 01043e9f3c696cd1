package api

import (
	"net/http"
	"time"

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

// serveExport streams one export: every article the filters select, page
// by page, with no cap on the count. Errors after the first byte can only
// truncate the stream; they are logged.
func (h *Handler) serveExport(kind export.Kind, format export.Format) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		o, err := httpx.ExportOptions(r.Context(), h.st, r.URL.Query())
		if err != nil {
			h.fail(w, r, err)
			return
		}
		v := r.URL.Query()
		o.Kind, o.Format, o.PageSize = kind, format, h.exportPage
		o.Full, o.HXL, o.All, o.Mentions = v.Get("full") == "1", v.Get("hxl") == "1", v.Get("all") == "1", v.Get("mentions") == "1"
		o.BeforePage = func() { extendDeadlines(w, time.Minute) }
		o.BaseURL = h.baseURL
		w.Header().Set("Content-Type", export.ContentType(format))
		w.Header().Set("Content-Disposition", `attachment; filename="`+export.Filename(kind, format)+`"`)
		w.Header().Set("Cache-Control", "no-store")
		if _, err := export.Write(r.Context(), w, h.st, o); err != nil {
			// The status is sent; a truncated stream is all the client can see.
			h.log.Printf("web: export %s %s: %v", kind, format, err)
		}
	}
}
