package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A headline's count of the wounded is the main event's when no sentence
// counts any; a headline of several shootings counts a round-up's.
func TestHeadlineWounded(t *testing.T) {
	town := &storyline.Place{Name: "Dayton", Admin1: "Ohio", Country: "US", Lat: 39.76, Lon: -84.19, Precision: 1, Kind: "city"}
	ev := storyline.Event{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack, Place: town,
		Date: storyline.Date{Year: 2015, Month: 5, Day: 2}, TimePrecision: 1}
	for _, c := range []struct {
		class, title string
		injured      int
		stated       int
	}{
		{"a count of the wounded", "Three injured in drive-by shooting outside bar", 3, 0},
		{"the dead and the wounded apart", "1 dead, 4 wounded in Dayton shooting", 4, 0},
		{"others hurt", "Man killed, 2 others hurt after party", 2, 0},
		{"a round-up", "1 killed, 6 wounded in weekend shootings", 0, 0},
		{"a sentence's count stands", "Five injured in drive-by shooting", 2, 2},
		{"no count", "Teen shot in leg on east side", 0, 0},
	} {
		e := ev
		e.Injured = c.stated
		got := events.Merge([]*storyline.Article{{ID: 1, Title: c.title, Analysis: storyline.Analysis{Events: []storyline.Event{e}}}})
		if len(got) != 1 || got[0].Injured != c.injured {
			t.Errorf("%s: %q: %d events, first with %d injured; want one with %d", c.class, c.title, len(got), got[0].Injured, c.injured)
		}
	}
}
