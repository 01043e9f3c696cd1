package storyview

import (
	"testing"

	"github.com/storyline-news/storyline"
)

func TestEventPlaces(t *testing.T) {
	town := &storyline.Place{Name: "Ureña", Lat: 7.9186, Lon: -72.4471}
	again := *town
	other := &storyline.Place{Name: "Caracas", Lat: 10.5, Lon: -66.9}
	var p EventPlaces
	p.Add(storyline.Event{Place: town, EventType: "Riots", SubEventType: "Violent demonstration", Fatalities: 2}, 7, 0)
	p.Add(storyline.Event{Place: other, EventType: "Protests"}, 7, 1)
	p.Add(storyline.Event{Place: &again, EventType: "Riots", SubEventType: "Violent demonstration"}, 9, 3)
	p.Add(storyline.Event{Place: town, NonEvent: "negated"}, 9, 4)
	p.Add(storyline.Event{EventType: "Protests"}, 9, 5)
	if len(p.List) != 2 {
		t.Fatalf("%d places, want 2", len(p.List))
	}
	u := p.List[0]
	if u.Place != town || u.Events != 2 || u.Fatalities != 2 || u.Weight != 3 || u.Types["Violent demonstration"] != 2 {
		t.Errorf("Ureña: %+v", u)
	}
	if u.Last != (EventAt{9, 3}) {
		t.Errorf("Ureña's last event: %v", u.Last)
	}
	if c := p.List[1]; c.Place != other || c.Weight != 1 || c.Types["Protests"] != 1 {
		t.Errorf("Caracas: %+v", c)
	}
}
