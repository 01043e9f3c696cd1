package events_test

import (
	"testing"
	"time"
)

// A shooting whose sentences name only the day of a statement, a court
// step or the page takes the day its article gives the incident; such a
// day alone stays, and a date set before the incident's noun is the
// incident's (a report of Saturday 12 June 2021).
func TestStatementsDayIsNotTheIncidents(t *testing.T) {
	sat := time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct{ class, text, day string }{
		{"a charge's day", "Dayton police charged a man with murder Friday in connection with the fatal shooting of John Smith on Elm Street. The suspect is accused of shooting Smith late Tuesday at a house on Elm Street.", "2021-06-08"},
		{"a statement's day", "A man fatally shot his wife and two children before setting their house in Dayton on fire, prosecutors said Friday. Neighbours heard shots and saw smoke late Tuesday.", "2021-06-08"},
		{"a statement's day alone", "A man fatally shot his wife and two children before setting their house in Dayton on fire, prosecutors said Friday.", "2021-06-11"},
		{"the page's stamp", "Teen shot in the leg in Dayton Posted: Friday, June 11, 2021 4:50 PM\n\nA 14-year-old girl was shot in the leg on Elm Street in Dayton. It happened Wednesday night at a friend's house.", "2021-06-09"},
		{"a date before the incident's noun", "A 24-year-old man was shot and killed outside a store on Elm Street in Dayton. Police said the June 8 shooting was gang-related.", "2021-06-08"},
	} {
		if got := mainDay(t, c.text, sat); got != c.day {
			t.Errorf("%s: %q: dated %s, want %s", c.class, c.text, got, c.day)
		}
	}
}
