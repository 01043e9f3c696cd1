package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/places"
)

// syPlace is the gazetteer's place of name in Syria of kind.
func syPlace(t *testing.T, name, kind string) *storyline.Place {
	t.Helper()
	for _, p := range places.Default().Lookup(name) {
		if p.Country == "SY" && p.Kind == kind {
			return &p
		}
	}
	t.Fatalf("no %s %q in Syria", kind, name)
	return nil
}

// mergedBombs merges two outlets' reports of a bombing on one day, at
// places a and b with deadA and deadB killed.
func mergedBombs(a *storyline.Place, deadA int, b *storyline.Place, deadB int) []storyline.StoryEvent {
	bomb := func(p *storyline.Place, killed int) storyline.Event {
		return storyline.Event{EventType: storyline.EventExplosions, SubEventType: storyline.SubRemoteExplosive, Place: p,
			Date: storyline.Date{Year: 2016, Month: 5, Day: 3}, TimePrecision: 1, DateSpan: storyline.Span{Start: 1, End: 2}, Fatalities: killed}
	}
	report := func(id int64, outlet string, e storyline.Event) *storyline.Article {
		return &storyline.Article{ID: id, Outlet: outlet, Published: storyline.Published{Time: time.Date(2016, 5, 3, 0, 0, 0, 0, time.UTC)},
			Analysis: storyline.Analysis{Events: []storyline.Event{e}}}
	}
	return events.Merge([]*storyline.Article{report(1, "A", bomb(a, deadA)), report(2, "B", bomb(b, deadB))})
}

// A capital said loosely ("a Damascus suburb", "east of Damascus", the
// capital's division) and a town of its countryside division are one
// event's places; the capital named plainly is the city alone.
func TestMergeCapitalCountryside(t *testing.T) {
	city := syPlace(t, "Damascus", "city")
	near := *city
	near.Precision = 2                   // "a Damascus suburb"
	town := syPlace(t, "Rankus", "city") // some 30 km from the capital
	countryside := syPlace(t, "Rif Dimashq", "admin1")
	cityDivision := syPlace(t, "Damascus Governorate", "admin1")
	aleppo := syPlace(t, "Aleppo", "city")
	for _, c := range []struct {
		name         string
		capital, fit *storyline.Place
		want         int
	}{
		{"a suburb of the capital and a town of its countryside", &near, town, 1},
		{"a suburb of the capital and its countryside", &near, countryside, 1},
		{"the capital's division and a town of its countryside", cityDivision, town, 1},
		{"the capital itself and a town of its countryside", city, town, 2},
		{"the capital itself and its countryside", city, countryside, 2},
		{"a suburb of the capital and another province's town", &near, aleppo, 2},
	} {
		if got := mergedBombs(c.capital, 4, c.fit, 5); len(got) != c.want {
			t.Errorf("%s: %d events, want %d", c.name, len(got), c.want)
		}
	}
}

// A town of the capital's countryside and the capital named plainly are
// one bombing's places when both reports count tens dead of one day
// within twice each other ("Damascus car bomb kills 70 people" of the
// blast at Rankus); a few dead, or tolls far apart, stay two deeds.
func TestMergeNearbyTolls(t *testing.T) {
	city := syPlace(t, "Damascus", "city")
	town := syPlace(t, "Rankus", "city")
	aleppo := syPlace(t, "Aleppo", "city")
	for _, c := range []struct {
		name         string
		a, b         *storyline.Place
		deadA, deadB int
		want         int
	}{
		{"tens dead each, close", city, town, 60, 70, 1},
		{"a few dead each", city, town, 4, 5, 2},
		{"tolls far apart", city, town, 12, 70, 2},
		{"far towns", city, aleppo, 60, 70, 2},
	} {
		if got := mergedBombs(c.a, c.deadA, c.b, c.deadB); len(got) != c.want {
			t.Errorf("%s: %d events, want %d", c.name, len(got), c.want)
		}
	}
}
