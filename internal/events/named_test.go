package events_test

import (
	"slices"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// Each case is a class of sentences: the people a sentence names as
// killed in its event.
func TestDeadNamed(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        []string
	}{
		{"the subject of a killing, with asides", "Gary Simpson, 61, Valerie Micheaelis' father, was shot and killed in the living room.", []string{"Gary Simpson"}},
		{"a name in apposition, not the possessive", "Simpson's grandson, 10-year-old Trekwan Covington, was shot and killed in a hallway.", []string{"Trekwan Covington"}},
		{"shot and pronounced dead", "Reshawna Hawkins was shot in the face and pronounced dead at the scene.", []string{"Reshawna Hawkins"}},
		{"a relative clause before the verb", "Lampkin, who friends say was at the party, was shot in the chest and died on Sunday.", []string{"Lampkin"}},
		{"the object of a killing, not the wounded", "Police said Parish fired multiple shots, killing Sarah Davidson at the scene and injuring Leanne Smith and Dustin Grey.", []string{"Sarah Davidson"}},
		{"a list of objects", "Thomas allegedly shot and killed Veondus Dennis and Antwan Wheeler on May 10 after a dispute.", []string{"Veondus Dennis", "Antwan Wheeler"}},
		{"a list of subjects with ages", "Montez Graves, 31, and Ronnie Graves, 54, were killed in the shooting.", []string{"Montez Graves", "Ronnie Graves"}},
		{"the one charged is not the dead", "John Smith was charged with killing Mary Jones on Friday.", []string{"Mary Jones"}},
		{"wounded is not dead", "John Smith was shot and wounded on Friday.", nil},
		{"who reports is not the dead", "Police said the man fired into the car, killing Maleki Parker, Biehl said.", []string{"Maleki Parker"}},
	} {
		var got []string
		for _, e := range codedEvents(t, c.text) {
			got = append(got, e.Dead...)
		}
		if !slices.Equal(got, c.dead) {
			t.Errorf("%s: %q: dead %q; want %q", c.class, c.text, got, c.dead)
		}
	}
}

// Each case is a class of sentences: the people a sentence names as
// wounded.
func TestWoundedNamed(t *testing.T) {
	for _, c := range []struct {
		class, text string
		hit         []string
	}{
		{"the objects of a wounding, not of the killing", "Police said Parish fired multiple shots, killing Sarah Davidson at the scene and injuring Leanne Smith and Dustin Grey.", []string{"Leanne Smith", "Dustin Grey"}},
		{"the subject of a wounding", "Police said Kendal Pinkerton was critically injured in the shooting at the apartments.", []string{"Kendal Pinkerton"}},
		{"a gunshot wound suffered", "Nastajah Taylor, 23, suffered four gunshot wounds in the shooting on Friday.", []string{"Nastajah Taylor"}},
		{"fatally wounded is no wounded", "Police said the man fired into the car, fatally wounding Maleki Parker on Friday.", nil},
	} {
		var got []string
		for _, e := range codedEvents(t, c.text) {
			got = append(got, e.Hit...)
		}
		if !slices.Equal(got, c.hit) {
			t.Errorf("%s: %q: wounded %q; want %q", c.class, c.text, got, c.hit)
		}
	}
}

// The wounded a story names one by one count when no sentence counts
// more: those named in full, not among the dead, named or not.
func TestMergeNamedWounded(t *testing.T) {
	town := &storyline.Place{Name: "Dayton", Admin1: "Ohio", Country: "US", Lat: 39.76, Lon: -84.19, Precision: 1, Kind: "city"}
	ev := func(killed, injured int, dead, hit []string) storyline.Event {
		return storyline.Event{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack, Place: town,
			Date: storyline.Date{Year: 2015, Month: 5, Day: 2}, TimePrecision: 1, Fatalities: killed, FatalitiesImplied: killed > 0, Injured: injured, Dead: dead, Hit: hit}
	}
	for _, c := range []struct {
		class   string
		evs     []storyline.Event
		injured int
	}{
		{"two named wounded beside a named dead", []storyline.Event{ev(1, 0, []string{"Sarah Davidson"}, []string{"Leanne Smith", "Dustin Grey"})}, 2},
		{"a named wounded who died later", []storyline.Event{ev(0, 0, nil, []string{"Kendal Pinkerton"}), ev(1, 0, []string{"Kendal Pinkerton"}, nil)}, 0},
		{"a named wounded may be the unnamed dead", []storyline.Event{ev(0, 0, nil, []string{"Kendal Pinkerton"}), ev(1, 0, nil, nil)}, 0},
		{"a first name alone counts none", []storyline.Event{ev(0, 0, nil, []string{"Issac"}), ev(0, 0, nil, []string{"Deemer"})}, 0},
		{"a stated count stands", []storyline.Event{ev(0, 3, nil, []string{"Leanne Smith"})}, 3},
	} {
		got := events.Merge([]*storyline.Article{{ID: 1, Analysis: storyline.Analysis{Events: c.evs}}})
		if len(got) != 1 || got[0].Injured != c.injured {
			t.Errorf("%s: %d events, first with %d injured; want one with %d", c.class, len(got), got[0].Injured, c.injured)
		}
	}
}

// The dead a story names one by one, each in a sentence of its own, add
// up when no sentence states their number: a person named in full and by
// the surname, or with and without an initial, is one.
func TestMergeNamedDead(t *testing.T) {
	town := &storyline.Place{Name: "Dayton", Admin1: "Ohio", Country: "US", Lat: 39.76, Lon: -84.19, Precision: 1, Kind: "city"}
	shot := func(killed int, implied bool, dead ...string) storyline.Event {
		return storyline.Event{EventType: storyline.EventViolenceCivilians, SubEventType: storyline.SubAttack, Place: town,
			Date: storyline.Date{Year: 2015, Month: 5, Day: 2}, TimePrecision: 1, Fatalities: killed, FatalitiesImplied: implied, Dead: dead}
	}
	for _, c := range []struct {
		class string
		evs   []storyline.Event
		dead  int
	}{
		{"two named one by one", []storyline.Event{shot(1, true, "Gary Simpson"), shot(1, true, "Trekwan Covington")}, 2},
		{"a full name and its surname", []storyline.Event{shot(1, true, "Trevor Andre Williams"), shot(1, true, "Williams")}, 1},
		{"a middle initial", []storyline.Event{shot(1, true, "Thomas F. Matusiewicz"), shot(1, true, "F. Matusiewicz")}, 1},
		{"a name run on after a full stop", []storyline.Event{shot(0, false, "Kirsten Williams.Memphis"), shot(1, true, "member.Kirsten Williams")}, 1},
		{"a stated number stands", []storyline.Event{shot(1, false, "Gary Simpson"), shot(0, false, "Trekwan Covington")}, 1},
		{"a named death without a count", []storyline.Event{shot(0, false, "Sarah Davidson")}, 1},
	} {
		got := events.Merge([]*storyline.Article{{ID: 1, Analysis: storyline.Analysis{Events: c.evs}}})
		if len(got) != 1 || got[0].Fatalities != c.dead {
			t.Errorf("%s: %d events, first with %d dead; want one with %d", c.class, len(got), got[0].Fatalities, c.dead)
		}
	}
}
