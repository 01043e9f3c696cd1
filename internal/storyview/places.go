package storyview

import (
	"fmt"

	"github.com/storyline-news/storyline"
)

// EventPlaces groups coded events by place, for a story's map (the map
// page counts the stored merged events: export.EventPlaces). The zero
// EventPlaces is ready to use.
type EventPlaces struct {
	// List holds the places in the order their first event was added.
	List []*EventsAt
	by   map[string]*EventsAt
}

// EventsAt is the coded events at one place.
type EventsAt struct {
	// Place is the place as the first event added resolved it.
	Place              *storyline.Place
	Events, Fatalities int
	// Weight sizes the place on a map: its fatalities, or 1 for each event
	// without.
	Weight int
	// Types counts the events by type: the sub-event type, or the event
	// type when there is none.
	Types map[string]int
	// Last is the last event added.
	Last EventAt
}

// EventAt names an article's event: the article and the event's index in
// its analysis.
type EventAt struct {
	Article int64
	Index   int
}

// Add counts event e, the index'th of article's; events without a place
// and non-events are left out. Places are told apart by name and
// coordinates.
func (p *EventPlaces) Add(e storyline.Event, article int64, index int) {
	pl := e.Place
	if pl == nil || e.NonEvent != "" {
		return
	}
	key := fmt.Sprintf("%s|%.4f|%.4f", pl.Name, pl.Lat, pl.Lon)
	x := p.by[key]
	if x == nil {
		if p.by == nil {
			p.by = map[string]*EventsAt{}
		}
		x = &EventsAt{Place: pl, Types: map[string]int{}}
		p.by[key] = x
		p.List = append(p.List, x)
	}
	x.Last = EventAt{article, index}
	x.Events++
	x.Fatalities += e.Fatalities
	x.Weight += max(e.Fatalities, 1)
	t := e.SubEventType
	if t == "" {
		t = e.EventType
	}
	x.Types[t]++
}
