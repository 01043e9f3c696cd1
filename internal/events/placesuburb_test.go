package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A gas attack on a suburb of the capital: most reports place it near
// the capital ("a gas attack near Damascus", "the eastern suburbs of
// Damascus"); one names the capital as where its witnesses live
// ("residents of Damascus said …") before another names the suburb
// (Kafr Batna). The suburb is the event's place, not the city. Where most
// reports place the deed in the capital, the capital stays.
func TestMergeSuburbOfCapital(t *testing.T) {
	city := syPlace(t, "Damascus", "city")
	near := *city
	near.Precision = 2
	suburb := syPlace(t, "Kafr Batna", "city")
	gas := func(p *storyline.Place) storyline.Event {
		return storyline.Event{EventType: storyline.EventExplosions, SubEventType: storyline.SubChemicalWeapon, Place: p,
			Date: storyline.Date{Year: 2014, Month: 3, Day: 5}, TimePrecision: 1, DateSpan: storyline.Span{Start: 1, End: 2}, Fatalities: 60}
	}
	for _, c := range []struct {
		name  string
		order []*storyline.Place
		want  string
	}{
		{"mostly near the capital", []*storyline.Place{&near, city, &near, suburb}, suburb.Name},
		{"the suburb before the city", []*storyline.Place{&near, suburb, city, &near}, suburb.Name},
		{"mostly in the capital", []*storyline.Place{&near, city, city, suburb}, city.Name},
	} {
		var arts []*storyline.Article
		for i, p := range c.order {
			arts = append(arts, &storyline.Article{ID: int64(i + 1), Outlet: string(rune('A' + i)), Published: storyline.Published{Time: time.Date(2014, 3, 5, 0, 0, 0, 0, time.UTC)},
				Analysis: storyline.Analysis{Events: []storyline.Event{gas(p)}}})
		}
		got := events.Merge(arts)
		if len(got) != 1 {
			t.Errorf("%s: %d events, want 1", c.name, len(got))
			continue
		}
		if p := got[0].Place; p == nil || p.Name != c.want {
			t.Errorf("%s: place %+v, want %s", c.name, p, c.want)
		}
	}
}
