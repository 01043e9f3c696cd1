package events_test

import (
	"testing"
	"time"
)

// A week or a month a sentence names holds the day a time of the report
// gives ("over the weekend" and "at 1:31 a.m." in a report of Sunday 13
// June 2021): the day is the event's. A time outside that week leaves it.
func TestDayWithinTheWeekNamed(t *testing.T) {
	sun := time.Date(2021, 6, 13, 9, 0, 0, 0, time.UTC)
	mon := time.Date(2021, 6, 14, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		class, text string
		on          time.Time
		day         string
	}{
		{"a time inside the weekend", "The man who died in the shooting at the mall in Dayton over the weekend has been identified as John Smith. Officers responded to a call of gunshots at 1:31 a.m. and found two men shot.", sun, "2021-06-13"},
		{"a time outside the weekend", "The man who died in the shooting at the mall in Dayton over the weekend has been identified as John Smith. Officers responded to a call of gunshots at 1:31 a.m. and found two men shot.", mon, "2021-06-12"},
	} {
		if got := mainDay(t, c.text, c.on); got != c.day {
			t.Errorf("%s: %q: dated %s, want %s", c.class, c.text, got, c.day)
		}
	}
}

// An update's stamp dates the page, not the event the sentence tells
// (a report of Saturday 12 June 2021).
func TestUpdateStampIsThePages(t *testing.T) {
	sat := time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct{ class, text, day string }{
		{"an update's stamp", "DAYTON, Ohio - UPDATE June 12, 3:03 p.m.: Police said a 3-year-old girl was shot and killed June 10 in a home on Elm Street.", "2021-06-10"},
		{"the stamp alone", "DAYTON, Ohio - UPDATE June 12, 3:03 p.m.: A 3-year-old girl was shot and killed in a home on Elm Street.", "2021-06-12"},
	} {
		if got := mainDay(t, c.text, sat); got != c.day {
			t.Errorf("%s: %q: dated %s, want %s", c.class, c.text, got, c.day)
		}
	}
}
