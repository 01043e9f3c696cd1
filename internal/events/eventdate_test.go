package events_test

import (
	"strings"
	"testing"
)

// The day of an event is the one its own clause names: not the day of
// the report that tells it ("police on Monday identified", "Authorities
// Saturday said"), nor a month that holds the day the sentence names.
func TestEventDayNotTheReports(t *testing.T) {
	for _, c := range []struct{ class, text, day string }{
		{"an identification dated before the verb", "Police on Monday identified the girl slain in a drive-by shooting Sunday night as Machole Stewart.", "Sunday night"},
		{"an attribution dated before its verb", "Authorities Saturday said two people were killed Friday when a gunman opened fire on a group.", "Friday"},
		{"a report dated after a noun", "The coroner Tuesday identified the man who was shot and killed Sunday at a gas station.", "Sunday"},
		{"a month holding the day", "A violent end to February in Baltimore, with a quadruple shooting that left one dead on Saturday afternoon.", "Saturday afternoon"},
		{"the event's own day stays", "Two men were shot and killed on Saturday in Baltimore, police said Sunday.", "Saturday"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 {
			t.Errorf("%s: %q: no event", c.class, c.text)
			continue
		}
		e := evs[0]
		if got := e.DateSpan.In(c.text); !strings.Contains(got, c.day) {
			t.Errorf("%s: %q: dated by %q (%s), want %q", c.class, c.text, got, e.Date, c.day)
		}
	}
}
