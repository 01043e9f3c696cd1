package export

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// TestDateFromReport: a story event is dated by its report when no
// mention states its day: no time expression and the report's day, or
// only the date the report opens with.
func TestDateFromReport(t *testing.T) {
	reportDay := storyline.Date{Year: 2017, Month: 4, Day: 19}
	earlier := storyline.Date{Year: 2017, Month: 4, Day: 15}
	text := "19 Apr 2017 A bus carrying evacuees was hit on Saturday by a car bomb. The recent bombing killed dozens."
	saturday := storyline.Span{Start: 47, End: 55}
	a := &storyline.Article{ID: 1, Text: text, Published: storyline.Published{Time: time.Date(2017, 4, 19, 8, 0, 0, 0, time.UTC)}}
	mention := func(d storyline.Date, sp storyline.Span) storyline.Event {
		return storyline.Event{Date: d, TimePrecision: 1, DateSpan: sp}
	}
	if got := text[saturday.Start:saturday.End]; got != "Saturday" {
		t.Fatalf("span reads %q", got)
	}
	for _, c := range []struct {
		name string
		m    storyline.Event
		want bool
	}{
		{"no time expression, the report's day", mention(reportDay, storyline.Span{}), true},
		{"the dateline", mention(reportDay, storyline.Span{Start: 0, End: 11}), true},
		{"a weekday of its own", mention(earlier, saturday), false},
		// "Fabius said on Saturday that …", told on Saturday
		{"the report's own weekday", mention(reportDay, saturday), true},
		{"no time expression, the day of the sentence before", mention(earlier, storyline.Span{}), false},
	} {
		a.Analysis.Events = []storyline.Event{c.m}
		e := storyline.StoryEvent{Event: c.m, Reports: []storyline.EventMention{{Article: 1, Index: 0}}}
		if got := dateFromReport(map[int64]*storyline.Article{1: a}, e); got != c.want {
			t.Errorf("%s: dateFromReport = %v, want %v", c.name, got, c.want)
		}
	}
	// An analyst's day is the event's, whatever the text says.
	fixed := mention(reportDay, storyline.Span{})
	fixed.Corrected = &storyline.Corrected{Original: map[string]json.RawMessage{"date": json.RawMessage(`"2017-04-20"`)}}
	a.Analysis.Events = []storyline.Event{fixed}
	if dateFromReport(map[int64]*storyline.Article{1: a}, storyline.StoryEvent{Event: fixed, Reports: []storyline.EventMention{{Article: 1}}}) {
		t.Error("a corrected date read as the report's")
	}
	// A week is no day: its range, not the report, says when.
	week := mention(reportDay, storyline.Span{})
	week.TimePrecision = 2
	a.Analysis.Events = []storyline.Event{week}
	if dateFromReport(map[int64]*storyline.Article{1: a}, storyline.StoryEvent{Event: week, Reports: []storyline.EventMention{{Article: 1}}}) {
		t.Error("a week's date read as the report's day")
	}
	// "Ghouta: On August 21 2013 …" opens a report of another day: the
	// event's own date.
	a.Analysis.Events = []storyline.Event{mention(earlier, storyline.Span{Start: 0, End: 11})}
	if dateFromReport(map[int64]*storyline.Article{1: a}, storyline.StoryEvent{Event: a.Analysis.Events[0], Reports: []storyline.EventMention{{Article: 1}}}) {
		t.Error("a date at the start of a report of another day read as its dateline")
	}
	// One mention of the day is enough: the story names it.
	told, dated := mention(reportDay, storyline.Span{}), mention(reportDay, storyline.Span{Start: 60, End: 71})
	a.Analysis.Events = []storyline.Event{told, dated}
	e := storyline.StoryEvent{Event: told, Reports: []storyline.EventMention{{Article: 1, Index: 0}, {Article: 1, Index: 1}}}
	if dateFromReport(map[int64]*storyline.Article{1: a}, e) {
		t.Error("a day one mention names read as the report's")
	}
}

// A day a sentence gives to a statement is no day of the deed it tells:
// "… was used in the chemical attack, the ambassador said on Wednesday"
// in a report of Thursday is dated by that saying.
func TestStatementDayIsNoOwnDay(t *testing.T) {
	text := "Scientists concluded that sarin was used in the chemical attack, the ambassador said on Wednesday."
	at := len("Scientists concluded that sarin was used in the chemical attack, the ambassador said on ")
	wednesday := storyline.Span{Start: at, End: at + len("Wednesday")}
	a := &storyline.Article{ID: 1, Text: text, Language: "en", Published: storyline.Published{Time: time.Date(2017, 4, 13, 8, 0, 0, 0, time.UTC)},
		Analysis: storyline.Analysis{TimeExprs: []storyline.TimeExpr{{Text: "Wednesday", Span: wednesday, Type: storyline.TimexDate, Value: "2017-04-12"}}}}
	m := storyline.Event{Date: storyline.Date{Year: 2017, Month: 4, Day: 12}, TimePrecision: 1, DateSpan: wednesday}
	a.Analysis.Events = []storyline.Event{m}
	e := storyline.StoryEvent{Event: m, Reports: []storyline.EventMention{{Article: 1, Index: 0}}}
	if !dateFromReport(map[int64]*storyline.Article{1: a}, e) {
		t.Error("a statement's day read as the attack's own")
	}
}
