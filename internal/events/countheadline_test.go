package events_test

import (
	"slices"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A headline's count of the dead or the wounded is the main event's when
// no sentence counts any; a headline of several shootings counts a
// round-up's.
func TestHeadlineCounts(t *testing.T) {
	town := &storyline.Place{Name: "Dayton", Admin1: "Ohio", Country: "US", Lat: 39.76, Lon: -84.19, Precision: 1, Kind: "city"}
	ev := storyline.Event{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack, Place: town,
		Date: storyline.Date{Year: 2015, Month: 5, Day: 2}, TimePrecision: 1}
	for _, c := range []struct {
		class, title     string
		statedK, statedI int
		killed, injured  int
	}{
		{"a count of the wounded", "Three injured in drive-by shooting outside bar", 0, 0, 0, 3},
		{"the dead and the wounded apart", "1 dead, 4 wounded in Dayton shooting", 0, 0, 1, 4},
		{"one killed, others hurt", "Man killed, 2 others hurt after party", 0, 0, 1, 2},
		{"the dead alone", "2 dead in east side house party shooting", 0, 0, 2, 0},
		{"a round-up", "1 killed, 6 wounded in weekend shootings", 0, 0, 0, 0},
		{"a sentence's counts stand", "Two dead, five injured in drive-by shooting", 1, 2, 1, 2},
		{"the wounded's gravity", "1 dead, 2 critically injured after store shooting", 0, 0, 1, 2},
		{"one of the wounded died", "One of five victims in drive-by shooting dies", 0, 5, 1, 4},
		{"a lone person after the verb", "Shooting that injured 11-year-old boy ruled accidental", 0, 0, 0, 1},
		{"a lone person killed after the verb", "Shooting that killed teen ruled accidental", 0, 0, 1, 0},
		{"a lone person shot", "Teen shot in leg on east side", 0, 0, 0, 1},
		{"a lone person after a town", "Springfield girl, 6, wounded by stray bullet", 0, 0, 0, 1},
		{"two persons joined", "Man and woman shot outside Dayton bar", 0, 0, 0, 2},
		{"one shot and others", "Woman shot, 3 others hurt at block party", 0, 0, 0, 4},
		{"a lone person shooting himself", "8-Year-Old Boy Shoots Himself In The Hand", 0, 0, 0, 1},
		{"a lone person's condition", "Dayton 3-year-old in critical condition after shooting", 0, 0, 0, 1},
		{"a lone person shot who died", "Teen shot at basketball court dies", 0, 0, 1, 0},
		{"a lone person killed", "Man gunned down outside corner store", 0, 0, 1, 0},
		{"a killing without a count", "Jury convicts man in April fatal shooting", 0, 0, 1, 0},
		{"a double killing", "Suspect arrested in double homicide on west side", 0, 0, 2, 0},
		{"a killing verb with its count", "Jets pound offensive in Hama killing 50 fighters", 0, 0, 0, 0},
		{"an attempted killing", "Man charged with attempted murder after shooting", 0, 0, 0, 0},
		{"a group is no lone person", "Teens shot near school", 0, 0, 0, 0},
		{"a lone person shot beside stated dead", "Teen shot in leg on east side", 1, 0, 1, 0},
	} {
		e := ev
		e.Fatalities, e.Injured = c.statedK, c.statedI
		got := events.Merge([]*storyline.Article{{ID: 1, Title: c.title, Analysis: storyline.Analysis{Events: []storyline.Event{e}}}})
		if len(got) != 1 || got[0].Fatalities != c.killed || got[0].Injured != c.injured {
			t.Errorf("%s: %q: %d events, first with %d dead, %d injured; want one with %d, %d", c.class, c.title, len(got), got[0].Fatalities, got[0].Injured, c.killed, c.injured)
		}
		// the dead a row carries are among the figures its reports
		// state, the headline's with them
		if len(got) == 1 && got[0].Fatalities > 0 && !slices.Contains(got[0].FatalitiesReported, got[0].Fatalities) {
			t.Errorf("%s: %q: %d dead not among the reported %v", c.class, c.title, got[0].Fatalities, got[0].FatalitiesReported)
		}
	}
}
