package ui

import (
	"errors"
	"net/http"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// eventsPerPage is how many rows a page of events shows; the next link
// starts the next page at the story (and row) where this one stopped, and
// the exports have them all.
const eventsPerPage = 100

// eventsPageStories bounds the stories a page of events reads: filters
// that select few of a story's events (a type at a place) would otherwise
// read every story to fill a page. The next link goes on from there.
const eventsPageStories = 20

// eventsData is the events page: one row per merged event, as the events
// exports write them.
type eventsData struct {
	Filter  filterForm
	Rows    []eventListRow
	Exports *exportLinks
	Entity  *storyline.EntityRecord
	Story   *storyline.StorySummary
	// NextURL is the next page; FirstURL the first, on a later page.
	NextURL, FirstURL string
	// Partial is set when the page stopped at eventsPageStories stories
	// before it had eventsPerPage rows.
	Partial bool
	Stories int
	// Empty says why no row is shown (see emptyState).
	Empty   *emptyState
	PerPage int
}

// eventListRow is one merged event of the events page.
type eventListRow struct {
	export.EventRow
	Type, Place, Actors, Counts string
}

// GET /events: the events the filters select, one row per event a story's
// articles report (merged as the exports merge them), newest article
// first, eventsPerPage at a time; entity and story narrow them to the
// articles of one.
func (h *Handler) pageEvents(w http.ResponseWriter, r *http.Request) {
	v := r.URL.Query()
	ev := exportValues(v, "entity", "story")
	o, err := httpx.ExportOptions(r.Context(), h.st, ev)
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	start, err := httpx.EventCursor(v.Get("before"))
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	d := eventsData{PerPage: eventsPerPage, Stories: eventsPageStories}
	if id, _ := httpx.OptionalID(v, "entity", ""); id != 0 {
		if d.Entity, err = h.st.Entity(r.Context(), id); err != nil {
			h.pageFail(w, r, err)
			return
		}
	}
	if id, _ := httpx.OptionalID(v, "story", ""); id != 0 {
		if d.Story, err = h.st.Story(r.Context(), id); err != nil {
			h.pageFail(w, r, err)
			return
		}
	}
	if d.Filter, err = h.newFilterForm(r.Context(), "/events", v, "entity", "story"); err != nil {
		h.pageFail(w, r, err)
		return
	}
	errEnough := errors.New("enough rows")
	o.Kind = export.Events
	stop, err := export.EachEventFrom(r.Context(), h.st, o, start, eventsPageStories, func(row export.EventRow, at export.EventCursor) error {
		if len(d.Rows) == eventsPerPage {
			d.NextURL = "/events" + queryString(withParam(ev, "before", httpx.EventCursorString(at)))
			return errEnough
		}
		d.Rows = append(d.Rows, eventListRow{EventRow: row, Type: eventTypeText(row.Event), Place: eventPlaceText(row.Event),
			Actors: eventActors(row.Event), Counts: eventCounts(row.Event)})
		return nil
	})
	if err != nil && !errors.Is(err, errEnough) {
		h.pageFail(w, r, err)
		return
	}
	if err == nil && stop.Lead != 0 {
		d.NextURL, d.Partial = "/events"+queryString(withParam(ev, "before", httpx.EventCursorString(stop))), true
	}
	if start.Lead != 0 {
		d.FirstURL = "/events" + queryString(ev)
	}
	if len(d.Rows) == 0 && start.Lead == 0 && !d.Partial {
		if d.Empty, err = h.emptyState(r.Context(), "/events", v, "events", "entity", "story"); err != nil {
			h.pageFail(w, r, err)
			return
		}
	}
	d.Exports = eventExports("Export these events (every page)", ev)
	h.render(w, r, http.StatusOK, "events", page{Title: "Events", Active: "events", Data: d})
}

// eventTypeText is an event's sub-event type, or its type when it has none.
func eventTypeText(e storyline.Event) string {
	if e.SubEventType != "" {
		return e.SubEventType
	}
	return e.EventType
}

// eventPlaceText is "Aleppo, Aleppo, SY": the place, its region when it
// is another name, the country; the location the text gives when the
// event has no place.
func eventPlaceText(e storyline.Event) string {
	p := e.Place
	if p == nil {
		return e.Location
	}
	parts := []string{p.Name}
	if p.Admin1 != "" && p.Admin1 != p.Name {
		parts = append(parts, p.Admin1)
	}
	if p.Country != "" {
		parts = append(parts, p.Country)
	}
	return strings.Join(parts, ", ")
}
