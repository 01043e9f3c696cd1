package ui

import (
	"context"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// The filters of the story list, the events, the map and the articles
// (httpx.ParseFilter): one form, and the export links that select what
// the filtered view shows.

// filterForm is the filter form as a page draws it: the values given, and
// the choices offered.
type filterForm struct {
	Action                                                    string // the page the form reloads
	Since, Until, Outlet, Country, Place, Type, Sources, Lang string
	Outlets                                                   []outletOption
	Types                                                     []eventTypeOption
	// Set is true when some filter is given.
	Set bool
	// Hidden are the page's other parameters (q, entity…), kept when the
	// form is submitted.
	Hidden url.Values
}

// eventTypeOption is a choice of the type filter: an event type, or one
// of its sub-event types (Sub).
type eventTypeOption struct {
	Name          string
	Sub, Selected bool
}

// outletOption is a choice of the outlet filter, with its count of
// articles (0 for an outlet given that no article has).
type outletOption struct {
	Name     string
	Articles int
	Selected bool
}

// newFilterForm reads the filter values of v for the form of the page at
// action; keep names the page's other parameters the form carries.
func (h *Handler) newFilterForm(ctx context.Context, action string, v url.Values, keep ...string) (filterForm, error) {
	f := filterForm{Action: action, Since: v.Get("since"), Until: v.Get("until"), Outlet: v.Get("outlet"),
		Country: v.Get("country"), Place: v.Get("place"), Type: v.Get("type"), Sources: v.Get("min_sources"), Lang: v.Get("lang"),
		Hidden: url.Values{}}
	f.Set = len(httpx.FilterQuery(v)) > 0
	for _, k := range keep {
		if s := strings.TrimSpace(v.Get(k)); s != "" {
			f.Hidden.Set(k, s)
		}
	}
	for _, t := range httpx.EventTypes {
		f.Types = append(f.Types, eventTypeOption{Name: t, Sub: !httpx.IsEventType(t), Selected: strings.EqualFold(t, strings.TrimSpace(f.Type))})
	}
	outlets, err := h.outletList(ctx)
	if err != nil {
		return f, err
	}
	given, found := strings.TrimSpace(f.Outlet), false
	for _, o := range outlets {
		sel := given != "" && strings.EqualFold(o.Outlet, given)
		found = found || sel
		f.Outlets = append(f.Outlets, outletOption{Name: o.Outlet, Articles: o.Articles, Selected: sel})
	}
	if given != "" && !found {
		f.Outlets = append([]outletOption{{Name: given, Selected: true}}, f.Outlets...)
	}
	return f, nil
}

// outletList lists the outlets with their counts for the outlet filter;
// grouping every article by outlet grows with the database, so the list
// is kept until an article is added or half a minute passes.
func (h *Handler) outletList(ctx context.Context) ([]storyline.OutletCount, error) {
	n, err := h.st.CountArticles(ctx)
	if err != nil {
		return nil, err
	}
	c := &h.outlets
	c.Lock()
	if c.list != nil && c.articles == n && time.Since(c.at) < 30*time.Second {
		l := c.list
		c.Unlock()
		return l, nil
	}
	c.Unlock()
	l, err := h.st.Outlets(ctx)
	if err != nil {
		return nil, err
	}
	c.Lock()
	c.list, c.articles, c.at = l, n, time.Now()
	c.Unlock()
	return l, nil
}

// outletCache keeps the outlet list (see outletList).
type outletCache struct {
	sync.Mutex
	list     []storyline.OutletCount
	articles int
	at       time.Time
}

// exportLinks are a filtered view's downloads: Label says what they hold.
type exportLinks struct {
	Label               string
	CSV, GeoJSON, JSONL string
	// GeoJSONLabel names the GeoJSON when it holds other rows than the
	// CSV and JSON Lines (the events of the articles listed).
	GeoJSONLabel string
}

// eventExports links the events exports of the parameters q.
func eventExports(label string, q url.Values) *exportLinks {
	qs := queryString(q)
	return &exportLinks{Label: label, CSV: "/api/events.csv" + qs, GeoJSON: "/api/events.geojson" + qs, JSONL: "/api/events.jsonl" + qs}
}

// exportValues keeps, of a page's parameters v, those an export of what
// it shows takes: the filters, and those named extra (entity, story).
func exportValues(v url.Values, extra ...string) url.Values {
	q := httpx.FilterQuery(v)
	for _, k := range extra {
		if s := strings.TrimSpace(v.Get(k)); s != "" {
			q.Set(k, s)
		}
	}
	return q
}

// emptyState is what a list page shows instead of rows it does not have:
// how to fill an empty database (Stored is 0), or which filter to drop
// (Drops), or, with no filter, why the stored articles give none.
type emptyState struct {
	Stored int
	// What the page lists: "events", "articles".
	What string
	// Drops are the filters given (and a search), each with the page
	// without it; Clear is the page without any, when there are several.
	Drops []filterDrop
	Clear string
	// Narrowed is set when the page shows one story's or entity's items.
	Narrowed bool
}

// filterDrop is a filter given and the page's address without it.
type filterDrop struct {
	Label, URL string
}

// filterLabels name the filters in an empty state's list.
var filterLabels = map[string]string{
	"since": "published from", "until": "published before", "outlet": "outlet", "lang": "language",
	"country": "country", "place": "place", "type": "event type", "min_sources": "at least this many outlets:", "q": "search",
}

// emptyState says why the page at action, of what, shows nothing, for
// its parameters v; keep names the parameters other than the filters that
// each way out keeps (entity, story; q is offered as one to drop).
func (h *Handler) emptyState(ctx context.Context, action string, v url.Values, what string, keep ...string) (*emptyState, error) {
	n, err := h.st.CountArticles(ctx)
	if err != nil {
		return nil, err
	}
	e := &emptyState{Stored: n, What: what}
	kept := url.Values{}
	for _, k := range keep {
		if s := strings.TrimSpace(v.Get(k)); s != "" {
			kept.Set(k, s)
			e.Narrowed = e.Narrowed || k == "entity" || k == "story"
		}
	}
	given := httpx.FilterQuery(v)
	if s := strings.TrimSpace(v.Get("q")); s != "" {
		given.Set("q", s)
	}
	if len(given) == 0 || n == 0 {
		return e, nil
	}
	page := func(drop string) string {
		q := url.Values{}
		for _, vs := range []url.Values{given, kept} {
			for k, x := range vs {
				if k != drop {
					q[k] = x
				}
			}
		}
		return action + queryString(q)
	}
	for _, k := range append([]string{"q"}, httpx.FilterParams...) {
		if given.Has(k) {
			e.Drops = append(e.Drops, filterDrop{Label: filterLabels[k] + " " + given.Get(k), URL: page(k)})
		}
	}
	if len(e.Drops) > 1 {
		e.Clear = action + queryString(kept)
	}
	return e, nil
}

// queryString is "?" and q encoded, or "" when q is empty.
func queryString(q url.Values) string {
	if len(q) == 0 {
		return ""
	}
	return "?" + q.Encode()
}
