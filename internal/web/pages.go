package web

import (
	"bytes"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// page is what every page template gets.
type page struct {
	Title  string // the <title>, escaped
	Active string // the nav entry: home, entities, map
	Data   any
}

var funcs = template.FuncMap{
	"date": func(t time.Time) string {
		if t.IsZero() {
			return "date unknown"
		}
		return t.UTC().Format("2006-01-02")
	},
	"datetime": func(t time.Time) string {
		if t.IsZero() {
			return ""
		}
		return t.UTC().Format(time.RFC3339)
	},
	"pct":   func(f float64) string { return strconv.FormatFloat(f*100, 'f', 0, 64) + "%" },
	"lower": strings.ToLower,
	"join":  strings.Join,
	"typeName": func(t storyline.EntityType) string {
		if c, ok := mentionClass[t]; ok {
			return c.label
		}
		return string(t)
	},
	"typeClass": func(t storyline.EntityType) string {
		if c, ok := mentionClass[t]; ok {
			return c.class
		}
		return "misc"
	},
	"place": placeText,
	"inc":   func(i int) int { return i + 1 },
	// webURL reports whether an untrusted URL is an http(s) address worth
	// linking; others are shown as text only.
	"webURL": func(s string) bool {
		l := strings.ToLower(strings.TrimSpace(s))
		return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://")
	},
	"snippet": snippetParts,
}

// snippetPart is a piece of a search snippet; Hit marks a matched term
// (between « and » in the store's snippet).
type snippetPart struct {
	Text string
	Hit  bool
}

func snippetParts(s string) []snippetPart {
	var out []snippetPart
	for s != "" {
		before, rest, ok := strings.Cut(s, "«")
		if before != "" {
			out = append(out, snippetPart{Text: before})
		}
		if !ok {
			break
		}
		hit, after, _ := strings.Cut(rest, "»")
		out = append(out, snippetPart{Text: hit, Hit: true})
		s = after
	}
	return out
}

func parsePages() (map[string]*template.Template, error) {
	base, err := template.New("").Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/partials.html")
	if err != nil {
		return nil, err
	}
	names, err := fs.Glob(templateFS, "templates/*.html")
	if err != nil {
		return nil, err
	}
	pages := map[string]*template.Template{}
	for _, n := range names {
		name := strings.TrimSuffix(strings.TrimPrefix(n, "templates/"), ".html")
		if name == "layout" || name == "partials" {
			continue
		}
		t, err := template.Must(base.Clone()).ParseFS(templateFS, n)
		if err != nil {
			return nil, err
		}
		pages[name] = t
	}
	return pages, nil
}

// render executes a page into a buffer first, so a template error becomes
// a clean 500.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, name string, p page) {
	t, ok := s.pages[name]
	if !ok {
		s.opt.Log.Printf("web: no template %q", name)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "layout", p); err != nil {
		s.opt.Log.Printf("web: %s: render %s: %v", r.URL.Path, name, err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

type errorPage struct {
	Status  int
	Message string
}

func (s *Server) pageError(w http.ResponseWriter, r *http.Request, status int, msg string) {
	s.render(w, r, status, "error", page{Title: http.StatusText(status), Data: errorPage{status, msg}})
}

// pageFail shows err as a page: 400 for bad parameters, 404 for unknown
// items, 500 otherwise.
func (s *Server) pageFail(w http.ResponseWriter, r *http.Request, err error) {
	var br *badRequest
	switch {
	case errors.As(err, &br):
		s.pageError(w, r, http.StatusBadRequest, br.msg)
	case errors.Is(err, storyline.ErrEmptyQuery):
		s.pageError(w, r, http.StatusBadRequest, "Nothing to search for: type some words.")
	case errors.Is(err, storyline.ErrNotFound):
		s.pageError(w, r, http.StatusNotFound, "There is nothing with this ID.")
	default:
		s.opt.Log.Printf("web: %s %s: %v", r.Method, r.URL.Path, err)
		s.pageError(w, r, http.StatusInternalServerError, "Something went wrong on the server; the log says what.")
	}
}

// homeData is the article list.
type homeData struct {
	Q, Outlet, Lang, Since, Until string
	Total                         int
	Articles                      []storyline.ArticleSummary
	NextURL                       string
	Searching, Filtered           bool
	Entity                        *storyline.EntityRecord
}

// GET /: the article list with search and filters.
func (s *Server) pageHome(w http.ResponseWriter, r *http.Request) {
	v := r.URL.Query()
	p, err := parseList(v)
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	d := homeData{Q: p.text, Outlet: p.q.Outlet, Lang: p.q.Language, Since: v.Get("since"), Until: v.Get("until"), Searching: p.text != ""}
	d.Filtered = d.Searching || d.Outlet != "" || d.Lang != "" || d.Since != "" || d.Until != "" || p.entity != 0
	if p.entity != 0 {
		if d.Entity, err = s.st.Entity(r.Context(), p.entity); err != nil {
			s.pageFail(w, r, err)
			return
		}
	}
	pg, err := s.listArticles(r, p)
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	d.Articles = pg.Articles
	if pg.Next != "" {
		nv := url.Values{}
		for k := range v {
			nv.Set(k, v.Get(k))
		}
		nv.Set("before", pg.Next)
		d.NextURL = "/?" + nv.Encode()
	}
	if d.Total, err = s.st.CountArticles(r.Context()); err != nil {
		s.pageFail(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "home", page{Title: "Articles", Active: "home", Data: d})
}

// articleData is one article's page.
type articleData struct {
	A        *storyline.Article
	Text     articleText
	Entities []entityRow
	Figures  []figureRow
	Quotes   []quoteGroup
	Map      *MapView
	Words    int
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
func (s *Server) pageArticle(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "an article")
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	a, err := s.st.Article(r.Context(), id)
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	hrefs := s.entityLinks(r, a.Analysis.Entities)
	items := buildItems(a, func(i int) string { return hrefs[i] })
	d := articleData{A: a, Text: layoutText(a, items), Words: a.WordCount()}
	for i, f := range a.Analysis.Figures {
		d.Figures = append(d.Figures, figureRow{Anchor: fmt.Sprintf("f%d", i), F: f, About: figureText(f)})
	}
	d.Quotes = quoteGroups(a, hrefs)
	var pts []mapPoint
	for i, e := range a.Analysis.Entities {
		d.Entities = append(d.Entities, entityRow{Entity: e, Href: hrefs[i]})
		if p := e.Place; p != nil {
			pts = append(pts, mapPoint{Lon: p.Lon, Lat: p.Lat, Weight: e.Mentions, Label: e.Canonical, Href: hrefs[i], Kind: "place"})
		}
	}
	if len(pts) > 0 {
		mv, err := renderMap(viewAround(pts, 12), 480, pts)
		if err != nil {
			s.pageFail(w, r, err)
			return
		}
		mv.Caption = "Places this article names, sized by mentions."
		d.Map = &mv
	}
	s.render(w, r, http.StatusOK, "article", page{Title: a.Title, Data: d})
}

// entityLinks links an article's entities to their pages. The records are
// found when a link is followed (/entities/find), not here: an article page
// then costs no entity query however many names it holds.
func (s *Server) entityLinks(r *http.Request, es []storyline.Entity) map[int]string {
	out := map[int]string{}
	for i, e := range es {
		out[i] = "/entities/find?" + url.Values{"type": {string(e.Type)}, "name": {e.Canonical}}.Encode()
	}
	return out
}

// GET /entities/find?type=T&name=N: the entity record an article's entity
// was linked to when stored (same type, same folded name or alias), or the
// entity list filtered by the name when none matches exactly.
func (s *Server) pageEntityFind(w http.ResponseWriter, r *http.Request) {
	q, err := parseEntityQuery(r.URL.Query())
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	if q.Name == "" {
		http.Redirect(w, r, "/entities", http.StatusSeeOther)
		return
	}
	q.Limit = 20
	recs, err := s.st.Entities(r.Context(), q)
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	key := text.Fold(q.Name)
	for _, rec := range recs {
		match := text.Fold(rec.Name) == key
		for _, al := range rec.Aliases {
			match = match || text.Fold(al) == key
		}
		if match {
			http.Redirect(w, r, fmt.Sprintf("/entities/%d", rec.ID), http.StatusSeeOther)
			return
		}
	}
	http.Redirect(w, r, "/entities?"+url.Values{"type": {string(q.Type)}, "name": {q.Name}}.Encode(), http.StatusSeeOther)
}

type entitiesData struct {
	Type, Name string
	Types      []storyline.EntityType
	Entities   []storyline.EntityRecord
	Limit      int
}

// GET /entities
func (s *Server) pageEntities(w http.ResponseWriter, r *http.Request) {
	q, err := parseEntityQuery(r.URL.Query())
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	if r.URL.Query().Get("limit") == "" {
		q.Limit = 200
	}
	list, err := s.st.Entities(r.Context(), q)
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	d := entitiesData{Type: string(q.Type), Name: q.Name, Entities: list, Limit: q.Limit,
		Types: []storyline.EntityType{storyline.PER, storyline.ORG, storyline.LOC, storyline.NORP, storyline.MISC}}
	s.render(w, r, http.StatusOK, "entities", page{Title: "People, organizations and places", Active: "entities", Data: d})
}

type entityData struct {
	E        *storyline.EntityRecord
	Articles []storyline.ArticleSummary
	NextURL  string
	Map      *MapView
}

// GET /entities/{id}
func (s *Server) pageEntity(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r, "an entity")
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	e, err := s.st.Entity(r.Context(), id)
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	v := url.Values{"entity": {strconv.FormatInt(id, 10)}, "before": {r.URL.Query().Get("before")}}
	if v.Get("before") == "" {
		v.Del("before")
	}
	p, err := parseList(v)
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	pg, err := s.listArticles(r, p)
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	d := entityData{E: e, Articles: pg.Articles}
	if pg.Next != "" {
		d.NextURL = fmt.Sprintf("/entities/%d?before=%s", id, pg.Next)
	}
	if pl := e.Place; pl != nil {
		pts := []mapPoint{{Lon: pl.Lon, Lat: pl.Lat, Weight: e.Mentions, Label: e.Name, Kind: "place"}}
		mv, err := renderMap(viewAround(pts, 14), 400, pts)
		if err != nil {
			s.pageFail(w, r, err)
			return
		}
		mv.Caption = "Where " + e.Name + " is."
		d.Map = &mv
	}
	// EXTENSION: the entity's stories, quotes and events.
	s.render(w, r, http.StatusOK, "entity", page{Title: e.Name, Active: "entities", Data: d})
}

type mapData struct {
	Map    MapView
	Places []storyline.EntityRecord
	World  bool
}

// GET /map: every place named in the articles, sized by mentions.
// EXTENSION: events as points, sized by fatalities or counts.
func (s *Server) pageMap(w http.ResponseWriter, r *http.Request) {
	recs, err := s.mapPlaces(r)
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	d := mapData{World: r.URL.Query().Get("view") == "world"}
	var pts []mapPoint
	for _, e := range recs {
		if p := e.Place; p != nil {
			d.Places = append(d.Places, e)
			pts = append(pts, mapPoint{Lon: p.Lon, Lat: p.Lat, Weight: e.Mentions, Label: e.Name, Href: fmt.Sprintf("/entities/%d", e.ID), Kind: "place"})
		}
	}
	box := worldBox
	if !d.World {
		box = viewAround(pts, 20)
	}
	if d.Map, err = renderMap(box, 960, pts); err != nil {
		s.pageFail(w, r, err)
		return
	}
	d.Map.Caption = fmt.Sprintf("%d places named in the articles, sized by mentions.", len(pts))
	s.render(w, r, http.StatusOK, "map", page{Title: "Map", Active: "map", Data: d})
}

// mapPlaces lists the places for the map page. Listing entities counts
// mentions over every article, which grows with the database, so the list
// is kept until an article is added or half a minute passes.
func (s *Server) mapPlaces(r *http.Request) ([]storyline.EntityRecord, error) {
	n, err := s.st.CountArticles(r.Context())
	if err != nil {
		return nil, err
	}
	c := &s.places
	c.Lock()
	if c.recs != nil && c.articles == n && time.Since(c.at) < 30*time.Second {
		recs := c.recs
		c.Unlock()
		return recs, nil
	}
	c.Unlock()
	recs, err := s.st.Entities(r.Context(), storyline.EntityQuery{Type: storyline.LOC, Limit: 1000})
	if err != nil {
		return nil, err
	}
	if recs == nil {
		recs = []storyline.EntityRecord{}
	}
	c.Lock()
	c.recs, c.articles, c.at = recs, n, time.Now()
	c.Unlock()
	return recs, nil
}
