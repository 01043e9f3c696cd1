package web

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/storyview"
	"github.com/storyline-news/storyline/internal/text"
	"github.com/storyline-news/storyline/internal/web/httpx"
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
	var br *httpx.BadRequest
	switch {
	case errors.As(err, &br):
		s.pageError(w, r, http.StatusBadRequest, br.Msg)
	case errors.Is(err, storyline.ErrEmptyQuery):
		s.pageError(w, r, http.StatusBadRequest, "Nothing to search for: type some words.")
	case errors.Is(err, storyline.ErrNotFound):
		s.pageError(w, r, http.StatusNotFound, "There is nothing with this ID.")
	default:
		s.opt.Log.Printf("web: %s %s: %v", r.Method, r.URL.Path, err)
		s.pageError(w, r, http.StatusInternalServerError, "Something went wrong on the server; the log says what.")
	}
}

// articlesData is the article list.
type articlesData struct {
	Q, Outlet, Lang, Since, Until string
	Total                         int
	Articles                      []storyline.ArticleSummary
	NextURL                       string
	Searching, Filtered           bool
	Entity                        *storyline.EntityRecord
}

// GET /articles: the article list with search and filters.
func (s *Server) pageArticles(w http.ResponseWriter, r *http.Request) {
	v := r.URL.Query()
	p, err := httpx.ParseList(v)
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	d := articlesData{Q: p.Text, Outlet: p.Query.Outlet, Lang: p.Query.Language, Since: v.Get("since"), Until: v.Get("until"), Searching: p.Text != ""}
	d.Filtered = d.Searching || d.Outlet != "" || d.Lang != "" || d.Since != "" || d.Until != "" || p.Entity != 0
	if p.Entity != 0 {
		if d.Entity, err = s.st.Entity(r.Context(), p.Entity); err != nil {
			s.pageFail(w, r, err)
			return
		}
	}
	pg, err := httpx.ListArticles(r.Context(), s.st, p)
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
		d.NextURL = "/articles?" + nv.Encode()
	}
	if d.Total, err = s.st.CountArticles(r.Context()); err != nil {
		s.pageFail(w, r, err)
		return
	}
	s.render(w, r, http.StatusOK, "articles", page{Title: "Articles", Active: "articles", Data: d})
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
	return mapPoint{Lon: p.Lon, Lat: p.Lat, Weight: max(e.Fatalities, 1), Label: label, Href: href, Kind: "event", Detail: fatalitiesText(e.Fatalities)}, true
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
func (s *Server) pageArticle(w http.ResponseWriter, r *http.Request) {
	id, err := httpx.PathID(r, "an article")
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
	if d.Story, err = s.articleStory(r.Context(), a.ID); err != nil {
		s.pageFail(w, r, err)
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
			pts = append(pts, mapPoint{Lon: p.Lon, Lat: p.Lat, Weight: e.Mentions, Label: e.Canonical, Href: hrefs[i], Kind: "place"})
		}
	}
	if len(pts) > 0 {
		mv, err := renderMap(viewAround(pts, 12), 480, pts)
		if err != nil {
			s.pageFail(w, r, err)
			return
		}
		mv.Caption = "Places this article names (circles, sized by mentions) and its events (diamonds, sized by fatalities)."
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
	q, err := httpx.ParseEntityQuery(r.URL.Query())
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
	q, err := httpx.ParseEntityQuery(r.URL.Query())
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
	E           *storyline.EntityRecord
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
func (s *Server) pageEntity(w http.ResponseWriter, r *http.Request) {
	id, err := httpx.PathID(r, "an entity")
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
	p, err := httpx.ParseList(v)
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	pg, err := httpx.ListArticles(r.Context(), s.st, p)
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
	// The stories that mention it, those that moved last first.
	stories, err := s.st.Stories(r.Context(), storyline.StoryQuery{Entity: id, Limit: entityStories + 1})
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	if len(stories) > entityStories {
		stories, d.MoreStories = stories[:entityStories], true
	}
	for _, sum := range stories {
		d.Stories = append(d.Stories, storyRow{StorySummary: sum, Span: storySpan(sum.First, sum.Last)})
	}
	s.render(w, r, http.StatusOK, "entity", page{Title: e.Name, Active: "entities", Data: d})
}

type mapData struct {
	Map    MapView
	Places []storyline.EntityRecord
	Events mapEventList
	World  bool
}

// GET /map: every place named in the articles, sized by mentions, and the
// coded events by place, sized by fatalities (or 1 for each event).
func (s *Server) pageMap(w http.ResponseWriter, r *http.Request) {
	recs, err := s.mapPlaces(r)
	if err != nil {
		s.pageFail(w, r, err)
		return
	}
	d := mapData{World: r.URL.Query().Get("view") == "world"}
	if d.Events, err = s.mapEvents(r); err != nil {
		s.pageFail(w, r, err)
		return
	}
	var pts []mapPoint
	for _, e := range recs {
		if p := e.Place; p != nil {
			d.Places = append(d.Places, e)
			pts = append(pts, mapPoint{Lon: p.Lon, Lat: p.Lat, Weight: e.Mentions, Label: e.Name, Href: fmt.Sprintf("/entities/%d", e.ID), Kind: "place"})
		}
	}
	nPlaces := len(pts)
	for _, ep := range d.Events.Places {
		pts = append(pts, mapPoint{Lon: ep.Lon, Lat: ep.Lat, Weight: ep.Weight, Label: ep.Name + ": " + ep.Types, Href: ep.Latest, Kind: "event",
			Detail: fmt.Sprintf("%d event(s), %s", ep.Events, fatalitiesText(ep.Fatalities))})
	}
	box := worldBox
	if !d.World {
		box = viewAround(pts, 20)
	}
	if d.Map, err = renderMap(box, 960, pts); err != nil {
		s.pageFail(w, r, err)
		return
	}
	d.Map.Caption = fmt.Sprintf("%d places named in the articles (circles, sized by mentions); events at %d places (diamonds, sized by fatalities, or 1 per event).", nPlaces, len(d.Events.Places))
	s.render(w, r, http.StatusOK, "map", page{Title: "Map", Active: "map", Data: d})
}

// mapEventArticles bounds how many of the newest articles the map page
// reads events from: the page is a view, the exports have them all.
const mapEventArticles = 2000

// eventPlace is the coded events at one place, for the map page.
type eventPlace struct {
	Name, Where        string
	Lon, Lat           float64
	Events, Fatalities int
	Weight             int    // the point's size: fatalities, or 1 per event without
	Types              string // "Violent demonstration ×3, Peaceful protest"
	Latest             string // the newest event's sentence: /articles/ID#eN
}

// mapEventList is the map page's events, by place, most weighty first.
type mapEventList struct {
	Places   []eventPlace
	Articles int  // articles read
	Capped   bool // more articles are stored than were read
}

// mapEvents gathers the coded events of the newest articles by place.
// Like the place list, it is kept until an article is added or half a
// minute passes.
func (s *Server) mapEvents(r *http.Request) (mapEventList, error) {
	n, err := s.st.CountArticles(r.Context())
	if err != nil {
		return mapEventList{}, err
	}
	c := &s.events
	c.Lock()
	if c.ok && c.articles == n && time.Since(c.at) < 30*time.Second {
		l := c.list
		c.Unlock()
		return l, nil
	}
	c.Unlock()
	l, err := gatherEventPlaces(r.Context(), s.st)
	if err != nil {
		return mapEventList{}, err
	}
	c.Lock()
	c.list, c.articles, c.at, c.ok = l, n, time.Now(), true
	c.Unlock()
	return l, nil
}

// gatherEventPlaces groups the coded events of the newest articles (up
// to mapEventArticles) by place, most weighty first.
func gatherEventPlaces(ctx context.Context, st storyline.Store) (mapEventList, error) {
	var l mapEventList
	var places storyview.EventPlaces
	errEnough := errors.New("enough articles")
	err := export.Each(ctx, st, export.Options{}, func(a *storyline.Article) error {
		if l.Articles == mapEventArticles {
			l.Capped = true
			return errEnough
		}
		l.Articles++
		for i, e := range a.Analysis.Events {
			places.Add(e, a.ID, i)
		}
		return nil
	})
	if err != nil && !errors.Is(err, errEnough) {
		return mapEventList{}, err
	}
	for _, x := range places.List {
		p := x.Place
		// Articles come newest first: the first event seen is the latest.
		l.Places = append(l.Places, eventPlace{Name: p.Name, Where: placeText(p), Lon: p.Lon, Lat: p.Lat, Events: x.Events, Fatalities: x.Fatalities, Weight: x.Weight,
			Types: typeSummary(x.Types), Latest: fmt.Sprintf("/articles/%d#e%d", x.First.Article, x.First.Index)})
	}
	sort.SliceStable(l.Places, func(i, j int) bool { return l.Places[i].Weight > l.Places[j].Weight })
	return l, nil
}

// typeSummary lists event types by count: "Violent demonstration ×3,
// Peaceful protest".
func typeSummary(m map[string]int) string {
	type tc struct {
		t string
		n int
	}
	var list []tc
	for t, n := range m {
		list = append(list, tc{t, n})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].n != list[j].n {
			return list[i].n > list[j].n
		}
		return list[i].t < list[j].t
	})
	parts := make([]string, len(list))
	for i, x := range list {
		parts[i] = x.t
		if x.n > 1 {
			parts[i] += fmt.Sprintf(" ×%d", x.n)
		}
	}
	return strings.Join(parts, ", ")
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
