package api

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/web/httpx"
	"github.com/storyline-news/storyline/internal/web/writes"
)

// apiFail answers err: 400 for bad parameters, 404 for ErrNotFound, 500
// (logged, with a generic message) otherwise.
func (h *Handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	var br *httpx.BadRequest
	switch {
	case errors.As(err, &br):
		httpx.WriteError(w, http.StatusBadRequest, br.Msg)
	case errors.Is(err, storyline.ErrEmptyQuery):
		httpx.WriteError(w, http.StatusBadRequest, "q: nothing to search for (no letters or digits)")
	case errors.Is(err, storyline.ErrNotFound):
		httpx.WriteError(w, http.StatusNotFound, err.Error())
	case errors.Is(err, writes.ErrClosed):
		httpx.WriteError(w, http.StatusServiceUnavailable, err.Error())
	default:
		h.log.Printf("web: %s %s: %v", r.Method, r.URL.Path, err)
		httpx.WriteError(w, http.StatusInternalServerError, "internal error; see the server log")
	}
}

// GET /api/articles
func (h *Handler) articles(w http.ResponseWriter, r *http.Request) {
	p, err := httpx.ParseList(r.URL.Query())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := httpx.ListArticles(r.Context(), h.st, p)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, page)
}

// GET /api/search?q=
func (h *Handler) search(w http.ResponseWriter, r *http.Request) {
	if strings.TrimSpace(r.URL.Query().Get("q")) == "" {
		httpx.WriteError(w, http.StatusBadRequest, "q is required: the words to search for")
		return
	}
	h.articles(w, r)
}

// GET /api/articles/{id}: the article as storyline show --json prints it.
func (h *Handler) article(w http.ResponseWriter, r *http.Request) {
	id, err := httpx.PathID(r, "an article")
	if err != nil {
		h.fail(w, r, err)
		return
	}
	a, err := h.st.Article(r.Context(), id)
	if errors.Is(err, storyline.ErrNotFound) {
		httpx.WriteError(w, http.StatusNotFound, fmt.Sprintf("no article with ID %d", id))
		return
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, a)
}

// GET /api/entities
func (h *Handler) entities(w http.ResponseWriter, r *http.Request) {
	q, err := httpx.ParseEntityQuery(r.URL.Query())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	list, err := h.st.Entities(r.Context(), q)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if list == nil {
		list = []storyline.EntityRecord{}
	}
	page := map[string]any{"entities": list}
	if next := httpx.EntityNext(q, len(list)); next != "" {
		page["next"] = "/api/entities?" + next
	}
	httpx.WriteJSON(w, http.StatusOK, page)
}

// GET /api/entities/{id}: the entity and a page of the articles mentioning
// it (paged like /api/articles?entity=ID).
func (h *Handler) entity(w http.ResponseWriter, r *http.Request) {
	id, err := httpx.PathID(r, "an entity")
	if err != nil {
		h.fail(w, r, err)
		return
	}
	e, err := h.st.Entity(r.Context(), id)
	if errors.Is(err, storyline.ErrNotFound) {
		httpx.WriteError(w, http.StatusNotFound, fmt.Sprintf("no entity with ID %d", id))
		return
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	v := r.URL.Query()
	v.Del("q")
	v.Set("entity", strconv.FormatInt(id, 10))
	p, err := httpx.ParseList(v)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := httpx.ListArticles(r.Context(), h.st, p)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	// EXTENSION: the entity's quotes and events, once stored.
	httpx.WriteJSON(w, http.StatusOK, struct {
		Entity   *storyline.EntityRecord    `json:"entity"`
		Articles []storyline.ArticleSummary `json:"articles"`
		Next     string                     `json:"next,omitempty"`
	}{e, page.Articles, page.Next})
}
