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

// A follow-up whose sentences of the shooting give only the day a
// sentence opens for an arrest or a testimony, the day of an
// arraignment or the first of a span the shooting came within, takes the
// day it names for the shooting elsewhere (a report of Saturday 12 June
// 2021).
func TestFrontedDeedsDayIsNotTheIncidents(t *testing.T) {
	sat := time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct{ class, text, day string }{
		{"an arrest a sentence opens with", "A 6-year-old boy shot his 12-year-old brother with a pistol at their Dayton home. On Friday, Montgomery County sheriff's deputies arrested the adult who was watching the boys at the time of the shooting. The brother was shot in the chest and is in stable condition. Deputies say the May 28 shooting happened while the boys were alone.", "2021-05-28"},
		{"a testimony a sentence opens with", "A teenager shot and killed his girlfriend inside their Dayton home. But on Thursday, a county medical examiner told a grand jury that the gun was pressed against the girl's head when it was fired. She was shot in the head and died at a hospital. The girl was shot May 20, prosecutors said.", "2021-05-20"},
		{"the start of a span", "Three men were shot at a barbecue on Elm Street in Dayton, one of five shootings in the city between Wednesday night and Friday morning. The men were hit in the legs and are recovering. Neighbours heard about 10 shots on Thursday about 2 a.m., police said.", "2021-06-10"},
		{"an arraignment's day", "A teenager shot a clerk during a robbery at a store on Elm Street in Dayton. The teenager who shot the clerk pleaded not guilty at his Thursday arraignment, the prosecutor said. The clerk was hit twice and is recovering. The robbery happened on May 30 at about 9 p.m.", "2021-05-30"},
	} {
		if got := mainDay(t, c.text, sat); got != c.day {
			t.Errorf("%s: %q: dated %s, want %s", c.class, c.text, got, c.day)
		}
	}
}
