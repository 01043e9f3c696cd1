package ui

import (
	"errors"
	"net/http"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// eventsPageRows bounds the events page: it reads articles until it has
// this many rows; the exports have them all.
const eventsPageRows = 1000

// eventsData is the events page: one row per merged event, as the events
// exports write them.
type eventsData struct {
	Filter  filterForm
	Rows    []eventListRow
	Capped  bool
	Exports *exportLinks
	Entity  *storyline.EntityRecord
	Story   *storyline.StorySummary
}

// eventListRow is one merged event of the events page.
type eventListRow struct {
	export.EventRow
	Type, Place, Actors, Counts string
}

// GET /events: the events the filters select, one row per event a story's
// articles report (merged as the exports merge them), newest article
// first; entity and story narrow them to the articles of one.
func (h *Handler) pageEvents(w http.ResponseWriter, r *http.Request) {
	v := r.URL.Query()
	o, err := httpx.ExportOptions(r.Context(), h.st, exportValues(v, "entity", "story"))
	if err != nil {
		h.pageFail(w, r, err)
		return
	}
	d := eventsData{}
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
	err = export.EachEvent(r.Context(), h.st, o, func(row export.EventRow) error {
		if len(d.Rows) == eventsPageRows {
			d.Capped = true
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
	d.Exports = eventExports("Export these events", exportValues(v, "entity", "story"))
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
