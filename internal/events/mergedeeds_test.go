package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A battle and a strike or a blast one report tells each with its own
// number of dead are two events; with the same number, or one of them
// without a number, or told by two reports, they may be one.
func TestMergeBattleAndBlast(t *testing.T) {
	province := &storyline.Place{Name: "Idlib", Admin1: "Idlib", Country: "SY", Lat: 35.93, Lon: 36.63, Precision: 1, Kind: "admin1"}
	ev := func(typ, sub string, killed int) storyline.Event {
		return storyline.Event{EventType: typ, SubEventType: sub, Place: province, Date: storyline.Date{Year: 2014, Month: 5, Day: 5},
			TimePrecision: 1, DateSpan: storyline.Span{Start: 1, End: 2}, Fatalities: killed}
	}
	blast := func(killed int) storyline.Event {
		return ev(storyline.EventExplosions, storyline.SubRemoteExplosive, killed)
	}
	battle := func(killed int) storyline.Event { return ev(storyline.EventBattles, storyline.SubArmedClash, killed) }
	art := func(id int64, evs ...storyline.Event) *storyline.Article {
		return &storyline.Article{ID: id, Outlet: "Outlet", Published: storyline.Published{Time: time.Date(2014, 5, 6, 0, 0, 0, 0, time.UTC)},
			Analysis: storyline.Analysis{Events: evs}}
	}
	for _, c := range []struct {
		name string
		arts []*storyline.Article
		want int
	}{
		{"one report, two counts", []*storyline.Article{art(1, blast(30), battle(70))}, 2},
		{"one report, the same count", []*storyline.Article{art(1, blast(30), battle(30))}, 1},
		{"one report, one count", []*storyline.Article{art(1, blast(30), battle(0))}, 1},
		{"two reports", []*storyline.Article{art(1, blast(30)), art(2, battle(70))}, 1},
		{"one report, two blasts", []*storyline.Article{art(1, blast(30), blast(70))}, 1},
	} {
		if got := events.Merge(c.arts); len(got) != c.want {
			t.Errorf("%s: %d events, want %d", c.name, len(got), c.want)
		}
	}
}
