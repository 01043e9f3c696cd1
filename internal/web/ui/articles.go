package ui

import (
	"fmt"
	"net/http"
	"net/url"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// articlesData is the article list.
type articlesData struct {
	Q                   string
	Filter              filterForm
	Total               int
	Articles            []storyline.ArticleSummary
	NextURL             string
	Searching, Filtered bool
	Entity              *storyline.EntityRecord
	// Exports are the downloads of the articles the filters select (not
	// the search: the exports take no search words).
	Exports *exportLinks
	// Empty says why no article is listed (see emptyState).
	Empty *emptyState
}

// GET /articles: the article list with search and filters.
func (h *Handler) pageArticles(w http.ResponseWriter, r *http.Request) {
	v := r.URL.Query()
	p, err := httpx.ParseList(v)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	d := articlesData{Q: p.Text, Searching: p.Text != ""}
	if d.Filter, err = h.newFilterForm(r.Context(), "/articles", v, "entity"); err != nil {
		h.pageFail(w, r, err)
		return
	}
	d.Filtered = d.Searching || d.Filter.Set || p.Entity != 0
	if p.Entity != 0 {
		if d.Entity, err = h.st.Entity(r.Context(), p.Entity); err != nil {
			h.pageFail(w, r, err)
			return
		}
	}
	if !d.Searching {
		ev := exportValues(v, "entity")
		qs := queryString(ev)
		d.Exports = &exportLinks{Label: "Export these articles (every page)", CSV: "/api/articles.csv" + qs, JSONL: "/api/articles.jsonl" + qs,
			GeoJSON: "/api/events.geojson" + qs, GeoJSONLabel: "their events"}
	}
	pg, err := httpx.ListArticles(r.Context(), h.st, p)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	d.Articles = pg.Articles
	if pg.Next != "" {
		nv := url.Values{}
		for k := range v {
			nv.Set(k, v.Get(k))
		}
		nv.Set("before", pg.Next)
		d.NextURL = "/articles?" + nv.Encode()
	}
	if d.Total, err = h.st.CountArticles(r.Context()); err != nil {
		h.pageFail(w, r, err)
		return
	}
	if len(d.Articles) == 0 && v.Get("before") == "" {
		if d.Empty, err = h.emptyState(r.Context(), "/articles", v, "articles", "entity"); err != nil {
			h.pageFail(w, r, err)
			return
		}
	}
	h.render(w, r, http.StatusOK, "articles", page{Title: "Articles", Active: "articles", Data: d})
}

// articleData is one article's page.
type articleData struct {
	A        *storyline.Article
	Text     articleText
	Entities []entityRow
	Figures  []figureRow
	Quotes   []quoteGroup
	Events   []eventRow
	Map      *MapView
	Words    int
	Story    *storyLink
}

// eventRow is one event in the article page's events table.
type eventRow struct {
	Anchor   string
	E        storyline.Event
	Place    string // the place name, or the location the text gives
	Actors   string
	Counts   string
	NonEvent string
	Title    string // the hover text
}

// eventRows lists a's events for the events table: the coded events, then
// the non-events.
func eventRows(a *storyline.Article) []eventRow {
	var coded, non []eventRow
	for i, e := range a.Analysis.Events {
		r := eventRow{Anchor: fmt.Sprintf("e%d", i), E: e, Place: e.Location, Actors: eventActors(e), Counts: eventCounts(e), NonEvent: e.NonEvent, Title: eventText(e)}
		if e.Place != nil {
			r.Place = e.Place.Name
			if e.Place.Admin1 != "" && e.Place.Admin1 != e.Place.Name {
				r.Place += ", " + e.Place.Admin1
			}
		}
		if e.NonEvent != "" {
			non = append(non, r)
		} else {
			coded = append(coded, r)
		}
	}
	return append(coded, non...)
}

// eventPoint is a coded event's point on a map: sized by its fatalities,
// or 1 when none are reported.
func eventPoint(e storyline.Event, href string) (mapPoint, bool) {
	p := e.Place
	if p == nil || e.NonEvent != "" {
		return mapPoint{}, false
	}
	label := e.SubEventType
	if label == "" {
		label = e.EventType
	}
	label += " in " + p.Name
	if !e.Date.IsZero() {
		label += ", " + e.Date.String()
	}
	return mapPoint{Lon: p.Lon, Lat: p.Lat, Weight: max(e.Fatalities, 1), Label: label, Href: href, Kind: "event", Detail: fatalitiesText(e.Fatalities), Area: areaOf(p)}, true
}

func fatalitiesText(n int) string {
	switch n {
	case 0:
		return "no fatalities reported"
	case 1:
		return "1 fatality"
	}
	return number(float64(n)) + " fatalities"
}

type entityRow struct {
	storyline.Entity
	Href string
}

// quoteGroup is the quotes of one speaker in an article.
type quoteGroup struct {
	Speaker   string
	Href      string // the speaker's entity page, when linked
	Anonymous bool
	Quotes    []quoteRow
}

type quoteRow struct {
	Anchor string
	Text   string
	Kind   storyline.QuoteKind
	Direct bool
	Cue    string
}

// quoteGroups groups a's quotes by speaker, in order of first appearance.
func quoteGroups(a *storyline.Article, hrefs map[int]string) []quoteGroup {
	var out []quoteGroup
	idx := map[string]int{}
	for i, q := range a.Analysis.Quotes {
		sp := q.Speaker
		if sp == "" {
			sp = "(no source given)"
		}
		g, ok := idx[sp]
		if !ok {
			g = len(out)
			idx[sp] = g
			out = append(out, quoteGroup{Speaker: sp, Anonymous: q.Anonymous, Href: hrefs[q.Entity]})
		}
		if q.Entity < 0 {
			out[g].Href = ""
		}
		txt := q.ContentText
		if txt == "" {
			txt = q.Content.In(a.Text)
		}
		if r := []rune(txt); len(r) > 160 {
			txt = string(r[:159]) + "…"
		}
		out[g].Quotes = append(out[g].Quotes, quoteRow{Anchor: fmt.Sprintf("q%d", i), Text: txt, Kind: q.Kind, Direct: q.Direct, Cue: q.CueText})
	}
	return out
}

type figureRow struct {
	Anchor string
	F      storyline.Figure
	About  string
}

// GET /articles/{id}
func (h *Handler) pageArticle(w http.ResponseWriter, r *http.Request) {
	id, err := httpx.PathID(r, "an article")
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	a, err := h.st.Article(r.Context(), id)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	hrefs := h.entityLinks(r, a.Analysis.Entities)
	items := buildItems(a, func(i int) string { return hrefs[i] })
	d := articleData{A: a, Text: layoutText(a, items), Words: a.WordCount()}
	if d.Story, err = h.articleStory(r.Context(), a.ID); err != nil {
		h.pageFail(w, r, err)
		return
	}
	for i, f := range a.Analysis.Figures {
		d.Figures = append(d.Figures, figureRow{Anchor: fmt.Sprintf("f%d", i), F: f, About: figureText(f)})
	}
	d.Quotes = quoteGroups(a, hrefs)
	d.Events = eventRows(a)
	var pts []mapPoint
	for i, e := range a.Analysis.Events {
		if pt, ok := eventPoint(e, fmt.Sprintf("#e%d", i)); ok {
			pts = append(pts, pt)
		}
	}
	for i, e := range a.Analysis.Entities {
		d.Entities = append(d.Entities, entityRow{Entity: e, Href: hrefs[i]})
		if p := e.Place; p != nil {
			pts = append(pts, mapPoint{Lon: p.Lon, Lat: p.Lat, Weight: e.Mentions, Label: e.Canonical, Href: hrefs[i], Kind: "place", Area: areaOf(p)})
		}
	}
	if len(pts) > 0 {
		mv, err := renderMap(viewAround(pts, 12), 480, pts)
		if err != nil {
			h.pageFail(w, r, err)
			return
		}
		mv.Caption = "Places this article names (circles, sized by mentions) and its events (diamonds, sized by fatalities)."
		d.Map = &mv
	}
	h.render(w, r, http.StatusOK, "article", page{Title: a.Title, Data: d})
}

// entityLinks links an article's entities to their pages. The records are
// found when a link is followed (/entities/find), not here: an article page
// then costs no entity query however many names it holds.
func (h *Handler) entityLinks(r *http.Request, es []storyline.Entity) map[int]string {
	out := map[int]string{}
	for i, e := range es {
		out[i] = "/entities/find?" + url.Values{"type": {string(e.Type)}, "name": {e.Canonical}}.Encode()
	}
	return out
}
