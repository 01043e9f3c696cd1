package api

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// GET /api/stories
func (h *Handler) stories(w http.ResponseWriter, r *http.Request) {
	p, err := httpx.ParseStoryList(r.URL.Query())
	if err != nil {
		h.fail(w, r, err)
		return
	}
	page, err := httpx.ListStories(r.Context(), h.st, p)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, page)
}

// GET /api/stories/{id}: the story as storyline story --json prints it.
func (h *Handler) story(w http.ResponseWriter, r *http.Request) {
	id, err := httpx.PathID(r, "a story")
	if err != nil {
		h.fail(w, r, err)
		return
	}
	v, err := h.views.Load(r.Context(), h.st, id)
	if errors.Is(err, storyline.ErrNotFound) {
		httpx.WriteError(w, http.StatusNotFound, fmt.Sprintf("no story with ID %d", id))
		return
	}
	if err != nil {
		h.fail(w, r, err)
		return
	}
	httpx.WriteJSON(w, http.StatusOK, v)
}
