package ui

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/web/httpx"
)

// eventsPerPage is how many rows a page of events shows; the next link
// starts the next page after the last row shown, and the exports have
// them all.
const eventsPerPage = 100

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
	// Empty says why no row is shown (see emptyState).
	Empty   *emptyState
	PerPage int
	// Unbuilt is set for a store whose stories' merged events are not all
	// kept yet (made before they were): the page says what to run.
	Unbuilt bool
}

// eventListRow is one merged event of the events page. Outlets and
// Reported are its reports' outlets ("|"-joined) and publication times
// (RFC 3339, space-separated): what the outlet and date filters match.
type eventListRow struct {
	export.EventRow
	Type, Place, Actors, Counts string
	Outlets, Reported           string
}

// GET /events: the events the filters select, one row per event a story's
// articles report (the merged events the store keeps, as the exports
// write them), newest story first, eventsPerPage at a time; entity and
// story narrow them to the events of one.
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
	d := eventsData{PerPage: eventsPerPage}
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
	var last storyline.EventKey
	// One row past the page says whether there is a next one.
	o.Kind, o.PageSize = export.Events, eventsPerPage+1
	err = export.EachEventFrom(r.Context(), h.st, o, start, func(row export.EventRow, at storyline.EventKey) error {
		if len(d.Rows) == eventsPerPage {
			d.NextURL = "/events" + queryString(withParam(ev, "before", httpx.EventCursorString(last)))
			return errEnough
		}
		last = at
		d.Rows = append(d.Rows, eventListRow{EventRow: row, Type: eventTypeText(row.Event), Place: eventPlaceText(row.Event),
			Actors: eventActors(row.Event), Counts: eventCounts(row.Event), Outlets: reportOutlets(row), Reported: reportTimes(row)})
		return nil
	})
	if err != nil && !errors.Is(err, errEnough) {
		h.pageFail(w, r, err)
		return
	}
	if d.Unbuilt, err = h.eventsUnbuilt(r.Context()); err != nil {
		h.pageFail(w, r, err)
		return
	}
	if start.Lead != 0 {
		d.FirstURL = "/events" + queryString(ev)
	}
	if len(d.Rows) == 0 && start.Lead == 0 {
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

// reportOutlets is the outlets of a merged event's reports, "|"-joined,
// each once.
func reportOutlets(r export.EventRow) string {
	var out []string
	for _, x := range r.Reports {
		if !slices.Contains(out, x.Outlet) {
			out = append(out, x.Outlet)
		}
	}
	if len(out) == 0 {
		return r.Outlet
	}
	return strings.Join(out, "|")
}

// reportTimes is the publication times of a merged event's reports, RFC
// 3339, space-separated (the unknown ones left out).
func reportTimes(r export.EventRow) string {
	var out []string
	for _, x := range r.Reports {
		if !x.Published.IsZero() {
			out = append(out, x.Published.UTC().Format(time.RFC3339))
		}
	}
	if len(r.Reports) == 0 {
		return r.Published
	}
	return strings.Join(out, " ")
}

// eventsUnbuilt reports whether the store's merged events are not all
// kept yet (export.StoryEventsBuilt): a store made before they were.
func (h *Handler) eventsUnbuilt(ctx context.Context) (bool, error) {
	built, err := export.StoryEventsBuilt(ctx, h.st)
	return !built, err
}
