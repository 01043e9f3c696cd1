package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/web/httpx"
	"github.com/storyline-news/storyline/internal/web/writes"
)

// POST /api/fix: one correction as JSON (see writes.FixRequest).
func (h *Handler) postFix(w http.ResponseWriter, r *http.Request) {
	var q writes.FixRequest
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&q); err != nil {
		if tooLarge(err) {
			httpx.WriteError(w, http.StatusRequestEntityTooLarge, "body too large")
			return
		}
		httpx.WriteError(w, http.StatusBadRequest, "body: "+err.Error())
		return
	}
	if q.Who == "" {
		q.Who = "api"
	}
	res, err := h.writes.Fix(r.Context(), q)
	if err != nil {
		if st := httpx.FixStatus(err); st != http.StatusInternalServerError {
			httpx.WriteError(w, st, err.Error())
			return
		}
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"results": res})
}

// DELETE /api/articles/{id}
func (h *Handler) deleteArticle(w http.ResponseWriter, r *http.Request) {
	id, err := httpx.PathID(r, "an article")
	if err != nil {
		h.fail(w, r, err)
		return
	}
	res, err := h.writes.Fix(r.Context(), writes.FixRequest{Op: "delete", Article: id, Who: "api", Why: r.URL.Query().Get("why")})
	if err != nil {
		if errors.Is(err, storyline.ErrNotFound) {
			httpx.WriteError(w, http.StatusNotFound, fmt.Sprintf("no article with ID %d", id))
			return
		}
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"results": res})
}

// GET /api/log?article=&before=&limit=: the audit log, newest first.
func (h *Handler) auditLog(w http.ResponseWriter, r *http.Request) {
	v := r.URL.Query()
	var q storyline.CorrectionQuery
	for _, p := range []struct {
		name string
		dst  *int64
	}{{"article", &q.Article}, {"before", &q.BeforeID}} {
		if x := v.Get(p.name); x != "" {
			n, err := strconv.ParseInt(x, 10, 64)
			if err != nil || n <= 0 {
				httpx.WriteError(w, http.StatusBadRequest, fmt.Sprintf("%s: %q is not a positive number", p.name, x))
				return
			}
			*p.dst = n
		}
	}
	q.Limit = 100
	if x := v.Get("limit"); x != "" {
		n, err := strconv.Atoi(x)
		if err != nil || n <= 0 || n > 1000 {
			httpx.WriteError(w, http.StatusBadRequest, fmt.Sprintf("limit: %q is not a number from 1 to 1000", x))
			return
		}
		q.Limit = n
	}
	cs, err := h.st.Corrections(r.Context(), q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if cs == nil {
		cs = []storyline.Correction{}
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"corrections": cs})
}
