package events_test

import (
	"testing"
	"time"
)

// The report's own day in a dateline or a stamp on its line is the
// page's: the incident takes the day the text gives it (a report of
// Saturday 12 June 2021).
func TestDatelinesDayIsTheReports(t *testing.T) {
	sat := time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct{ class, text, day string }{
		{"a dateline's date in parentheses", "DAYTON, Ohio (June 12, 2021) – Two men were wounded in a shooting on Elm Street late Thursday night.", "2021-06-10"},
		{"a dateline with no town", "(June 12, 2021)— A hunter was accidentally shot by his cousin in the woods near Dayton. Deputies arrived just after 4:30 p.m. Wednesday and found him bleeding from the leg.", "2021-06-09"},
	} {
		if got := mainDay(t, c.text, sat); got != c.day {
			t.Errorf("%s: %q: dated %s, want %s", c.class, c.text, got, c.day)
		}
	}
}

// A victim's death later than the day the text gives the shooting, a
// hospital's word on a victim's condition, a rally for the victims and
// a step told as the next day are other deeds' days: the incident keeps
// the day of the shooting. A death told alone keeps its day (a report of
// Saturday 12 June 2021).
func TestLaterDeedsDayIsNotTheIncidents(t *testing.T) {
	sat := time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct{ class, text, day string }{
		{"a death days later", "A 16-year-old boy who was shot by a friend with a hunting rifle in Dayton died on Thursday. Deputies said the friend shot him by accident on June 5 at a cabin outside the city.", "2021-06-05"},
		{"a death told alone", "A 16-year-old boy who was shot by a friend with a hunting rifle in Dayton died on Thursday, deputies said.", "2021-06-10"},
		{"a hospital's word", "A 6-year-old girl was in critical condition Friday after she was shot in the head with her uncle's pistol at a home in Dayton. The gun went off about 9 p.m. Wednesday while the uncle was cleaning it.", "2021-06-09"},
		{"a rally for the victims", "About 200 people marched Friday evening for the two teens shot and killed outside a store in Dayton. The teens were gunned down Tuesday night as they walked home.", "2021-06-08"},
	} {
		if got := mainDay(t, c.text, sat); got != c.day {
			t.Errorf("%s: %q: dated %s, want %s", c.class, c.text, got, c.day)
		}
	}
}
