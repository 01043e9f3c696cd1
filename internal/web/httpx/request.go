package httpx

import (
	"crypto/sha256"
	"crypto/subtle"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
)

// Page sizes of the listings.
const (
	DefaultPage = 50
	MaxPage     = 500
	// MaxRanked bounds how deep relevance-ranked search results can be paged.
	MaxRanked = 1000
)

// PathID reads the {id} of a request's path; what names the item for the
// error ("an article").
func PathID(r *http.Request, what string) (int64, error) {
	s := r.PathValue("id")
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id <= 0 {
		return 0, Badf("%q is not %s ID (a positive number)", s, what)
	}
	return id, nil
}

// TokenOK compares a token with want, the server's, in constant time; no
// token matches an empty want. Hashing first keeps the comparison's time
// independent of the lengths too.
func TokenOK(want, got string) bool {
	if want == "" {
		return false
	}
	gotSum, wantSum := sha256.Sum256([]byte(strings.TrimSpace(got))), sha256.Sum256([]byte(want))
	return subtle.ConstantTimeCompare(gotSum[:], wantSum[:]) == 1
}

// ListParams are the article listing parameters shared by the API and the
// dashboard.
type ListParams struct {
	Query    storyline.ArticleQuery
	Text     string // q: full-text search, ranked by relevance
	Entity   int64
	RankSkip int // for ranked search: how many best matches to skip
	Limit    int
}

// ParseList reads the filters (ParseFilter), q, entity, before and limit.
func ParseList(v url.Values) (ListParams, error) {
	var p ListParams
	if err := ParseFilter(v, &p.Query); err != nil {
		return p, err
	}
	p.Text = strings.TrimSpace(v.Get("q"))
	limit, err := limitParam(v, MaxPage)
	if err != nil {
		return p, err
	}
	p.Limit = limit
	if p.Entity, err = idParam(v, "entity", "want an entity ID (see /api/entities)"); err != nil {
		return p, err
	}
	if p.Entity != 0 && p.Text != "" {
		return p, Badf("q and entity cannot be combined yet: search, or list an entity's articles")
	}
	if s := v.Get("before"); s != "" {
		if p.Text != "" {
			n, err := strconv.Atoi(strings.TrimPrefix(s, "r"))
			if !strings.HasPrefix(s, "r") || err != nil || n < 0 || n >= MaxRanked {
				return p, Badf("before=%q: with q, pass the next cursor of the previous page (r<N>)", s)
			}
			p.RankSkip = n
		} else if p.Query.BeforeID, err = idParam(v, "before", "want an article ID (the next cursor of the previous page)"); err != nil {
			return p, err
		}
	}
	return p, nil
}

// ParseEntityQuery reads type, name and limit.
func ParseEntityQuery(v url.Values) (storyline.EntityQuery, error) {
	var q storyline.EntityQuery
	switch t := storyline.EntityType(strings.ToUpper(strings.TrimSpace(v.Get("type")))); t {
	case "", storyline.PER, storyline.ORG, storyline.LOC, storyline.NORP, storyline.MISC:
		q.Type = t
	default:
		return q, Badf("type=%q: want PER, ORG, LOC, NORP or MISC", v.Get("type"))
	}
	q.Name = strings.TrimSpace(v.Get("name"))
	limit, err := limitParam(v, MaxRanked)
	if err != nil {
		return q, err
	}
	q.Limit = limit
	if s := v.Get("offset"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			return q, Badf("offset=%q: want a number of entities to skip", s)
		}
		q.Offset = n
	}
	return q, nil
}

// EntityNext is the query string of the entity listing's page after q's,
// which listed got entities: empty when that was the last page.
func EntityNext(q storyline.EntityQuery, got int) string {
	if got < q.Limit {
		return ""
	}
	v := url.Values{"offset": {strconv.Itoa(q.Offset + q.Limit)}, "limit": {strconv.Itoa(q.Limit)}}
	if q.Type != "" {
		v.Set("type", string(q.Type))
	}
	if q.Name != "" {
		v.Set("name", q.Name)
	}
	return v.Encode()
}

// StoryParams are the story listing parameters shared by the API and the
// home page: the filters, q (full text), entity, before (a
// StorySummary.Updated cursor) and limit.
type StoryParams struct {
	Query storyline.StoryQuery
	Limit int
}

// ParseStoryList reads the filters (ParseFilter), q, entity, sort, before
// and limit.
func ParseStoryList(v url.Values) (StoryParams, error) {
	var p StoryParams
	if err := ParseFilter(v, &p.Query.Articles); err != nil {
		return p, err
	}
	p.Query.Text = strings.TrimSpace(v.Get("q"))
	var ok bool
	if p.Query.Sort, ok = storyline.ParseStorySort(v.Get("sort")); !ok {
		return p, Badf("sort=%q: want developing (the default), newest or sources", v.Get("sort"))
	}
	limit, err := limitParam(v, MaxPage)
	if err != nil {
		return p, err
	}
	p.Limit = limit
	if p.Query.Entity, err = idParam(v, "entity", "want an entity ID (see /api/entities)"); err != nil {
		return p, err
	}
	if p.Query.BeforeRank, p.Query.BeforeUpdated, err = storyCursor(v.Get("before")); err != nil {
		return p, err
	}
	return p, nil
}

// storyCursor reads a story list's before= cursor (see
// storyline.ParseStoryCursor); none when s is empty.
func storyCursor(s string) (rank int, updated int64, err error) {
	if s == "" {
		return 0, 0, nil
	}
	rank, updated, ok := storyline.ParseStoryCursor(s)
	if !ok {
		return 0, 0, Badf("before=%q: want the next cursor of the previous page", s)
	}
	return rank, updated, nil
}

// limitParam reads limit: a page size from 1 to max, DefaultPage when it
// is not given.
func limitParam(v url.Values, max int) (int, error) {
	s := v.Get("limit")
	if s == "" {
		return DefaultPage, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > max {
		return 0, Badf("limit=%q: want a number from 1 to %d", s, max)
	}
	return n, nil
}

// idParam reads the positive ID named name, 0 when it is not given; want
// says what the parameter should be.
func idParam(v url.Values, name, want string) (int64, error) {
	s := v.Get(name)
	if s == "" {
		return 0, nil
	}
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id <= 0 {
		return 0, Badf("%s=%q: %s", name, s, want)
	}
	return id, nil
}

// OptionalID reads the positive ID parameter name, 0 when it is absent;
// want says what it should be in the 400's message.
func OptionalID(v url.Values, name, want string) (int64, error) { return idParam(v, name, want) }

// Only refuses, with a 400 naming them, the parameters of v not in names:
// a misspelt or unsupported filter must not be silently ignored (an
// export "of one story" that returns the whole database).
func Only(v url.Values, names ...string) error {
	var unknown []string
	for k := range v {
		if !slices.Contains(names, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	slices.Sort(unknown)
	return Badf("unknown parameter %s: this endpoint takes %s", strings.Join(unknown, ", "), strings.Join(names, ", "))
}
