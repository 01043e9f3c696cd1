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

// queryString is "?" and q encoded, or "" when q is empty.
func queryString(q url.Values) string {
	if len(q) == 0 {
		return ""
	}
	return "?" + q.Encode()
}
