package ui

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// GET /entities/find?type=T&name=N: the entity record an article's entity
// was linked to when stored (same type, same folded name or alias), or the
// entity list filtered by the name when none matches exactly.
func (h *Handler) pageEntityFind(w http.ResponseWriter, r *http.Request) {
	q, err := httpx.ParseEntityQuery(r.URL.Query())
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	if q.Name == "" {
		http.Redirect(w, r, "/entities", http.StatusSeeOther)
		return
	}
	q.Limit = 20
	recs, err := h.st.Entities(r.Context(), q)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	if rec := sameEntity(recs, q.Name); rec != nil {
		http.Redirect(w, r, fmt.Sprintf("/entities/%d", rec.ID), http.StatusSeeOther)
		return
	}
	http.Redirect(w, r, "/entities?"+url.Values{"type": {string(q.Type)}, "name": {q.Name}}.Encode(), http.StatusSeeOther)
}

// sameEntity is the first of recs whose name or an alias folds to name's
// folded form; nil when none does.
func sameEntity(recs []storyline.EntityRecord, name string) *storyline.EntityRecord {
	key := text.Fold(name)
	for i, rec := range recs {
		match := text.Fold(rec.Name) == key
		for _, al := range rec.Aliases {
			match = match || text.Fold(al) == key
		}
		if match {
			return &recs[i]
		}
	}
	return nil
}

type entitiesData struct {
	Type, Name string
	Types      []storyline.EntityType
	Entities   []storyline.EntityRecord
	Limit      int
	// From is the rank of the first entity listed; NextURL the next page's.
	From    int
	NextURL string
}

// GET /entities
func (h *Handler) pageEntities(w http.ResponseWriter, r *http.Request) {
	q, err := httpx.ParseEntityQuery(r.URL.Query())
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	if r.URL.Query().Get("limit") == "" {
		q.Limit = 200
	}
	list, err := h.st.Entities(r.Context(), q)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	next := httpx.EntityNext(q, len(list))
	if next != "" {
		next = "/entities?" + next
	}
	d := entitiesData{Type: string(q.Type), Name: q.Name, Entities: list, Limit: q.Limit, From: q.Offset + 1, NextURL: next,
		Types: []storyline.EntityType{storyline.PER, storyline.ORG, storyline.LOC, storyline.NORP, storyline.MISC}}
	h.render(w, r, http.StatusOK, "entities", page{Title: "People, organizations and places", Active: "entities", Data: d})
}

type entityData struct {
	E *storyline.EntityRecord
	entityWords
	Stories     []storyRow
	MoreStories bool
	Articles    []storyline.ArticleSummary
	NextURL     string
	Map         *MapView
}

// entityStories is how many stories an entity's page lists; the story list
// filtered by the entity has them all.
const entityStories = 20

// GET /entities/{id}
func (h *Handler) pageEntity(w http.ResponseWriter, r *http.Request) {
	id, err := httpx.PathID(r, "an entity")
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	e, err := h.st.Entity(r.Context(), id)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	v := url.Values{"entity": {strconv.FormatInt(id, 10)}, "before": {r.URL.Query().Get("before")}}
	if v.Get("before") == "" {
		v.Del("before")
	}
	p, err := httpx.ParseList(v)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	pg, err := httpx.ListArticles(r.Context(), h.st, p)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	d := entityData{E: e, Articles: pg.Articles}
	if pg.Next != "" {
		d.NextURL = fmt.Sprintf("/entities/%d?before=%s", id, pg.Next)
	}
	if pl := e.Place; pl != nil {
		pts := []mapPoint{{Lon: pl.Lon, Lat: pl.Lat, Weight: e.Mentions, Label: e.Name, Kind: "place", Area: areaOf(pl)}}
		mv, err := renderMap(viewAround(pts, 14), 400, pts)
		if err != nil {
			h.pageFail(w, r, err)
			return
		}
		mv.Caption = "Where " + e.Name + " is."
		d.Map = &mv
	}
	// The stories that mention it, developing ones first.
	stories, err := h.st.Stories(r.Context(), storyline.StoryQuery{Entity: id, Limit: entityStories + 1})
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	if len(stories) > entityStories {
		stories, d.MoreStories = stories[:entityStories], true
	}
	if d.Stories, err = h.storyRows(r.Context(), stories); err != nil {
		h.pageFail(w, r, err)
		return
	}
	if d.entityWords, err = h.entityDetails(r.Context(), e); err != nil {
		h.pageFail(w, r, err)
		return
	}
	h.render(w, r, http.StatusOK, "entity", page{Title: e.Name, Active: "entities", Data: d})
}
