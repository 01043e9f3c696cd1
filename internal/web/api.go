package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
)

// Page sizes of the listings.
const (
	defaultPage = 50
	maxPage     = 500
	// maxRanked bounds how deep relevance-ranked search results can be paged.
	maxRanked = 1000
)

// errorBody is every API error: {"error": "message"}.
type errorBody struct {
	Error string `json:"error"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, errorBody{Error: msg})
}

// badRequest is a client error in a request's parameters.
type badRequest struct{ msg string }

func (e *badRequest) Error() string { return e.msg }

func badf(format string, args ...any) error { return &badRequest{fmt.Sprintf(format, args...)} }

// apiFail answers err: 400 for bad parameters, 404 for ErrNotFound, 500
// (logged, with a generic message) otherwise.
func (s *Server) apiFail(w http.ResponseWriter, r *http.Request, err error) {
	var br *badRequest
	switch {
	case errors.As(err, &br):
		writeError(w, http.StatusBadRequest, br.msg)
	case errors.Is(err, storyline.ErrEmptyQuery):
		writeError(w, http.StatusBadRequest, "q: nothing to search for (no letters or digits)")
	case errors.Is(err, storyline.ErrNotFound):
		writeError(w, http.StatusNotFound, err.Error())
	case errors.Is(err, errClosed):
		writeError(w, http.StatusServiceUnavailable, err.Error())
	default:
		s.opt.Log.Printf("web: %s %s: %v", r.Method, r.URL.Path, err)
		writeError(w, http.StatusInternalServerError, "internal error; see the server log")
	}
}

// listParams are the article listing parameters shared by the API and the
// dashboard.
type listParams struct {
	q        storyline.ArticleQuery
	text     string // q: full-text search, ranked by relevance
	entity   int64
	rankSkip int // for ranked search: how many best matches to skip
	limit    int
}

// parseList reads since, until, outlet, lang, q, entity, before and limit.
func parseList(v url.Values) (listParams, error) {
	var p listParams
	p.q.Outlet = strings.TrimSpace(v.Get("outlet"))
	p.q.Language = strings.TrimSpace(v.Get("lang"))
	p.text = strings.TrimSpace(v.Get("q"))
	for _, d := range []struct {
		name string
		dst  *time.Time
	}{{"since", &p.q.Since}, {"until", &p.q.Until}} {
		s := strings.TrimSpace(v.Get(d.name))
		if s == "" {
			continue
		}
		t, err := time.Parse("2006-01-02", s)
		if err != nil {
			return p, badf("%s=%q: want a date as YYYY-MM-DD", d.name, s)
		}
		*d.dst = t
	}
	p.limit = defaultPage
	if s := v.Get("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > maxPage {
			return p, badf("limit=%q: want a number from 1 to %d", s, maxPage)
		}
		p.limit = n
	}
	if s := v.Get("entity"); s != "" {
		id, err := strconv.ParseInt(s, 10, 64)
		if err != nil || id <= 0 {
			return p, badf("entity=%q: want an entity ID (see /api/entities)", s)
		}
		p.entity = id
	}
	if p.entity != 0 && p.text != "" {
		return p, badf("q and entity cannot be combined yet: search, or list an entity's articles")
	}
	if s := v.Get("before"); s != "" {
		if p.text != "" {
			n, err := strconv.Atoi(strings.TrimPrefix(s, "r"))
			if !strings.HasPrefix(s, "r") || err != nil || n < 0 || n >= maxRanked {
				return p, badf("before=%q: with q, pass the next cursor of the previous page (r<N>)", s)
			}
			p.rankSkip = n
		} else {
			id, err := strconv.ParseInt(s, 10, 64)
			if err != nil || id <= 0 {
				return p, badf("before=%q: want an article ID (the next cursor of the previous page)", s)
			}
			p.q.BeforeID = id
		}
	}
	return p, nil
}

// articlePage is a page of article summaries and the cursor of the next.
type articlePage struct {
	Articles []storyline.ArticleSummary `json:"articles"`
	// Next is the before= cursor of the next page; empty on the last page.
	Next string `json:"next,omitempty"`
}

// listArticles runs p: a search when p.text is set (best match first, paged
// by rank), an entity's articles when p.entity is set, else the listing,
// newest first, paged by ID.
func (s *Server) listArticles(r *http.Request, p listParams) (articlePage, error) {
	ctx := r.Context()
	var page articlePage
	if p.text != "" {
		q := p.q
		q.Limit = min(p.rankSkip+p.limit+1, maxRanked)
		list, err := s.st.Search(ctx, p.text, q)
		if err != nil {
			return page, err
		}
		if p.rankSkip < len(list) {
			list = list[p.rankSkip:]
		} else {
			list = nil
		}
		if len(list) > p.limit && p.rankSkip+p.limit < maxRanked {
			list = list[:p.limit]
			page.Next = "r" + strconv.Itoa(p.rankSkip+p.limit)
		} else if len(list) > p.limit {
			list = list[:p.limit]
		}
		page.Articles = list
	} else {
		q := p.q
		q.Limit = p.limit + 1
		var (
			list []storyline.ArticleSummary
			err  error
		)
		if p.entity != 0 {
			if _, err = s.st.Entity(ctx, p.entity); err != nil {
				return page, err
			}
			list, err = s.st.EntityArticles(ctx, p.entity, q)
		} else {
			list, err = s.st.Articles(ctx, q)
		}
		if err != nil {
			return page, err
		}
		if len(list) > p.limit {
			list = list[:p.limit]
			page.Next = strconv.FormatInt(list[len(list)-1].ID, 10)
		}
		page.Articles = list
	}
	if page.Articles == nil {
		page.Articles = []storyline.ArticleSummary{}
	}
	return page, nil
}

// GET /api/articles
func (s *Server) apiArticles(w http.ResponseWriter, r *http.Request) {
	p, err := parseList(r.URL.Query())
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	page, err := s.listArticles(r, p)
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, page)
}

// GET /api/search?q=
func (s *Server) apiSearch(w http.ResponseWriter, r *http.Request) {
	if strings.TrimSpace(r.URL.Query().Get("q")) == "" {
		writeError(w, http.StatusBadRequest, "q is required: the words to search for")
		return
	}
	s.apiArticles(w, r)
}

func pathID(r *http.Request, what string) (int64, error) {
	s := r.PathValue("id")
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id <= 0 {
		return 0, badf("%q is not %s ID (a positive number)", s, what)
	}
	return id, nil
}

// GET /api/articles/{id}: the article as storyline show --json prints it.
func (s *Server) apiArticle(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "an article")
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	a, err := s.st.Article(r.Context(), id)
	if errors.Is(err, storyline.ErrNotFound) {
		writeError(w, http.StatusNotFound, fmt.Sprintf("no article with ID %d", id))
		return
	}
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a)
}

// parseEntityQuery reads type, name and limit.
func parseEntityQuery(v url.Values) (storyline.EntityQuery, error) {
	var q storyline.EntityQuery
	switch t := storyline.EntityType(strings.ToUpper(strings.TrimSpace(v.Get("type")))); t {
	case "", storyline.PER, storyline.ORG, storyline.LOC, storyline.NORP, storyline.MISC:
		q.Type = t
	default:
		return q, badf("type=%q: want PER, ORG, LOC, NORP or MISC", v.Get("type"))
	}
	q.Name = strings.TrimSpace(v.Get("name"))
	q.Limit = defaultPage
	if s := v.Get("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > maxRanked {
			return q, badf("limit=%q: want a number from 1 to %d", s, maxRanked)
		}
		q.Limit = n
	}
	return q, nil
}

// GET /api/entities
func (s *Server) apiEntities(w http.ResponseWriter, r *http.Request) {
	q, err := parseEntityQuery(r.URL.Query())
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	list, err := s.st.Entities(r.Context(), q)
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	if list == nil {
		list = []storyline.EntityRecord{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"entities": list})
}

// GET /api/entities/{id}: the entity and a page of the articles mentioning
// it (paged like /api/articles?entity=ID).
func (s *Server) apiEntity(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "an entity")
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	e, err := s.st.Entity(r.Context(), id)
	if errors.Is(err, storyline.ErrNotFound) {
		writeError(w, http.StatusNotFound, fmt.Sprintf("no entity with ID %d", id))
		return
	}
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	v := r.URL.Query()
	v.Del("q")
	v.Set("entity", strconv.FormatInt(id, 10))
	p, err := parseList(v)
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	page, err := s.listArticles(r, p)
	if err != nil {
		s.apiFail(w, r, err)
		return
	}
	// EXTENSION: the entity's quotes and events, once stored.
	writeJSON(w, http.StatusOK, struct {
		Entity   *storyline.EntityRecord    `json:"entity"`
		Articles []storyline.ArticleSummary `json:"articles"`
		Next     string                     `json:"next,omitempty"`
	}{e, page.Articles, page.Next})
}
