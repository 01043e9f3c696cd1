package ui

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

type mapData struct {
	Map     MapView
	Places  []storyline.EntityRecord
	Events  mapEventList
	World   bool
	Filter  filterForm
	Exports *exportLinks
	// WorldURL and FitURL are this view, of the whole world or fitted;
	// EventsURL its events as a list.
	WorldURL, FitURL, EventsURL string
	// Empty says why no event is drawn (see emptyState).
	Empty *emptyState
	// Unbuilt is set for a store whose stories' merged events are not all
	// kept yet (see eventsData).
	Unbuilt bool
}

// GET /map: every place named in the articles, sized by mentions, and the
// merged events by place, sized by fatalities (or 1 for each event): all
// of them, the rows the events exports write. With filters, the events
// they select, and no places: the filters select events, not the places
// the articles name.
func (h *Handler) pageMap(w http.ResponseWriter, r *http.Request) {
	v := r.URL.Query()
	ev := exportValues(v, "entity", "story")
	o, err := httpx.ExportOptions(r.Context(), h.st, ev)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	d := mapData{World: v.Get("view") == "world", Exports: eventExports("Export the events of this map", ev)}
	if d.Filter, err = h.newFilterForm(r.Context(), "/map", v, "entity", "story", "view"); err != nil {
		h.pageFail(w, r, err)
		return
	}
	d.WorldURL, d.FitURL, d.EventsURL = "/map"+queryString(withParam(ev, "view", "world")), "/map"+queryString(ev), "/events"+queryString(ev)
	if d.Events, err = h.mapEvents(r.Context(), o, len(ev) > 0); err != nil {
		h.pageFail(w, r, err)
		return
	}
	if d.Unbuilt, err = h.eventsUnbuilt(r.Context()); err != nil {
		h.pageFail(w, r, err)
		return
	}
	if d.Events.Events == 0 {
		if d.Empty, err = h.emptyState(r.Context(), "/map", v, "events", "entity", "story"); err != nil {
			h.pageFail(w, r, err)
			return
		}
	}
	var recs []storyline.EntityRecord
	if len(ev) == 0 {
		if recs, err = h.mapPlaces(r); err != nil {
			h.pageFail(w, r, err)
			return
		}
	}
	var pts []mapPoint
	for _, e := range recs {
		if p := e.Place; p != nil {
			d.Places = append(d.Places, e)
			pts = append(pts, mapPoint{Lon: p.Lon, Lat: p.Lat, Weight: e.Mentions, Label: e.Name, Href: fmt.Sprintf("/entities/%d", e.ID), Kind: "place", Area: areaOf(p)})
		}
	}
	nPlaces := len(pts)
	for _, ep := range d.Events.Places {
		pts = append(pts, mapPoint{Lon: ep.Lon, Lat: ep.Lat, Weight: ep.Weight, Label: ep.Name + ": " + ep.Types, Href: ep.Latest, Kind: "event",
			Detail: fmt.Sprintf("%d event(s), %s", ep.Events, fatalitiesText(ep.Fatalities)), Area: ep.Area})
	}
	box := worldBox
	if !d.World {
		box = viewAround(pts, 20)
	}
	if d.Map, err = renderMap(box, 960, pts); err != nil {
		h.pageFail(w, r, err)
		return
	}
	d.Map.Caption = fmt.Sprintf("%d places named in the articles (circles, sized by mentions); events at %d places (diamonds, sized by fatalities, or 1 per event).", nPlaces, len(d.Events.Places))
	h.render(w, r, http.StatusOK, "map", page{Title: "Map", Active: "map", Data: d})
}

// withParam is q and k=v.
func withParam(q url.Values, k, v string) url.Values {
	out := url.Values{k: {v}}
	for k2, vs := range q {
		if k2 != k {
			out[k2] = vs
		}
	}
	return out
}

// eventPlace is the coded events at one place, for the map page.
type eventPlace struct {
	Name, Where        string
	Country, Admin1    string
	Area               string // "region" or "country" for a place that is one (areaOf)
	Lon, Lat           float64
	Events, Fatalities int
	Weight             int    // the point's size: fatalities, or 1 per event without
	Types              string // "Violent demonstration ×3, Peaceful protest"
	Latest             string // the newest event's sentence: /articles/ID#eN
}

// mapEventList is the map page's events, by place, most weighty first.
type mapEventList struct {
	Places   []eventPlace
	Events   int // the events the filters select
	Unplaced int // of them, those without a place, which are not drawn
}

// mapEvents gathers the merged events o selects by place: every one, as
// the events exports write them, counted by the store. Unfiltered, they
// are kept until an article is added or half a minute passes.
func (h *Handler) mapEvents(ctx context.Context, o export.Options, filtered bool) (mapEventList, error) {
	if filtered {
		return gatherEventPlaces(ctx, h.st, o)
	}
	n, err := h.st.CountArticles(ctx)
	if err != nil {
		return mapEventList{}, err
	}
	c := &h.events
	c.Lock()
	if c.ok && c.articles == n && time.Since(c.at) < 30*time.Second {
		l := c.list
		c.Unlock()
		return l, nil
	}
	c.Unlock()
	l, err := gatherEventPlaces(ctx, h.st, o)
	if err != nil {
		return mapEventList{}, err
	}
	c.Lock()
	c.list, c.articles, c.at, c.ok = l, n, time.Now(), true
	c.Unlock()
	return l, nil
}

// gatherEventPlaces groups the merged events o selects by place (told
// apart by name and coordinates), most weighty first; each place links to
// the newest of its events.
func gatherEventPlaces(ctx context.Context, st storyline.Store, o export.Options) (mapEventList, error) {
	counts, err := export.EventPlaces(ctx, st, o)
	if err != nil {
		return mapEventList{}, err
	}
	var l mapEventList
	type at struct {
		place *eventPlace
		types map[string]int
		lead  int64
	}
	by := map[string]*at{}
	var order []string
	for _, c := range counts {
		l.Events += c.Events
		p := c.Place
		if p == nil {
			l.Unplaced += c.Events
			continue
		}
		key := fmt.Sprintf("%s|%.4f|%.4f", p.Name, p.Lat, p.Lon)
		x := by[key]
		if x == nil {
			x = &at{place: &eventPlace{Name: p.Name, Where: placeText(p), Country: p.Country, Admin1: p.Admin1, Area: areaOf(p), Lon: p.Lon, Lat: p.Lat}, types: map[string]int{}}
			by[key] = x
			order = append(order, key)
		}
		e := x.place
		e.Events += c.Events
		e.Fatalities += c.Fatalities
		e.Weight += c.Weight
		x.types[c.Type] += c.Events
		if c.Lead > x.lead {
			x.lead, e.Latest = c.Lead, fmt.Sprintf("/articles/%d#e%d", c.Article, c.Index)
		}
	}
	for _, k := range order {
		x := by[k]
		x.place.Types = typeSummary(x.types)
		l.Places = append(l.Places, *x.place)
	}
	sort.SliceStable(l.Places, func(i, j int) bool {
		if l.Places[i].Weight != l.Places[j].Weight {
			return l.Places[i].Weight > l.Places[j].Weight
		}
		return l.Places[i].Name < l.Places[j].Name
	})
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
func (h *Handler) mapPlaces(r *http.Request) ([]storyline.EntityRecord, error) {
	n, err := h.st.CountArticles(r.Context())
	if err != nil {
		return nil, err
	}
	c := &h.places
	c.Lock()
	if c.recs != nil && c.articles == n && time.Since(c.at) < 30*time.Second {
		recs := c.recs
		c.Unlock()
		return recs, nil
	}
	c.Unlock()
	recs, err := h.st.Entities(r.Context(), storyline.EntityQuery{Type: storyline.LOC, Limit: 1000})
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
