package events_test

import (
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// mainDayInParagraphs is mainDay for a text of paragraphs apart by blank
// lines, as a page's text comes.
func mainDayInParagraphs(t *testing.T, txt string, day time.Time) string {
	t.Helper()
	a := &storyline.Article{ID: 1, Text: txt, Language: "en",
		Published: storyline.Published{Time: day, Source: storyline.DateFromMetadata}}
	at := 0
	for _, p := range strings.Split(txt, "\n\n") {
		a.Paragraphs = append(a.Paragraphs, storyline.Paragraph{Span: storyline.Span{Start: at, End: at + len(p)}})
		at += len(p) + 2
	}
	a.Analysis = pipeline.Analyze(a)
	merged := events.Merge([]*storyline.Article{a})
	if m := events.MainEvent(merged); m >= 0 {
		return merged[m].Date.String()
	}
	return "no event"
}

// A shooting told once by a month two or more before the report is the
// past the report recalls, not its news: the night's shooting its other
// sentences tell with no day stays the main event (a report of Saturday
// 12 June 2021).
func TestRecalledMonthIsNotTheNews(t *testing.T) {
	sat := time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct{ class, text, day string }{
		{"an earlier shooting on the same block", "Four people were wounded when a masked man opened fire on a group of friends on Elm Street in Dayton.\n\nThree of them were shot in the legs and one woman was hit in the chest.\n\nIn fact, police responded to another shooting on the exact same block back in March.", "2021-06-12"},
		{"a killing the report says it comes after", "Four people were shot inside the Roosevelt Bar in Dayton.\n\nA woman was shot in the neck and two men were hit in the legs.\n\nThis all comes after a man was killed in a shooting outside the same bar in November of 2020.", "2021-06-12"},
	} {
		if got := mainDayInParagraphs(t, c.text, sat); got != c.day {
			t.Errorf("%s: %q: dated %s, want %s", c.class, c.text, got, c.day)
		}
	}
}

// The day of a suspect's arrest on other charges, or of his custody, is
// no day of the incident: the event takes the day the text gives the
// shooting (reports of Monday 14 June 2021).
func TestChargeAndCustodyDaysAreNotTheIncidents(t *testing.T) {
	mon := time.Date(2021, 6, 14, 9, 0, 0, 0, time.UTC)
	if got := mainDay(t, "Police have arrested a man in the death of a teenager who was gunned down near a park in Dayton. The suspect had been arrested in a separate case on gun-possession charges on May 3, records show. Detectives said the teen was walking home at about 8:30 p.m. on June 9.", mon); got != "2021-06-09" {
		t.Errorf("a past arrest on other charges: dated %s, want 2021-06-09", got)
	}
	texts := []string{
		"A 9-month-old girl was shot and wounded in her Dayton home. Her father was behind bars at the 5th Precinct Sunday morning, police said.",
		"A baby girl was shot in the hip at an apartment in Dayton. The father was in jail Sunday on assault charges.",
		"An infant was wounded by a bullet in Dayton. Officers answered a 911 call Saturday afternoon and found the girl with a gunshot wound.",
	}
	if got := mainDayOf(t, texts, mon); got != "2021-06-12" {
		t.Errorf("custody told in two reports: dated %s, want 2021-06-12", got)
	}
}

// The day a report tells where things stood ("Cleanup was underway
// Sunday") is not the incident's: the event takes the day the text gives
// the deeds before it (a report of Monday 14 June 2021).
func TestStatusDayIsNotTheIncidents(t *testing.T) {
	mon := time.Date(2021, 6, 14, 9, 0, 0, 0, time.UTC)
	txt := "A 15-year-old boy was shot in the leg near a store in Dayton, police said.\n\nCleanup was underway Sunday after a crowd of teens smashed cars on Elm Street Saturday night."
	if got := mainDayInParagraphs(t, txt, mon); got != "2021-06-12" {
		t.Errorf("%q: dated %s, want 2021-06-12", txt, got)
	}
}

// An arrest told by its noun dates the arrest, and a quotation a page
// opens with a curly mark and closes with a straight one is closed: the
// day told after it is the report's own (a report of Saturday 12 June
// 2021).
func TestArrestsNounAndMixedQuotes(t *testing.T) {
	sat := time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct{ class, text, day string }{
		{"the arrests announced", "Three men have been arrested and charged in the murder of a 7-year-old girl in Dayton. Police Chief John Lee announced the first two arrests just after 4 p.m. Friday. It happened on June 4 while she was playing outside with friends.", "2021-06-04"},
		{"a quotation closed by a straight mark", "A 7-year-old girl was shot and killed in Dayton, and three men have been charged in her murder. “We turned this city upside down to find them,\" Chief John Lee said. It happened on June 4 while she was playing outside with friends.", "2021-06-04"},
	} {
		if got := mainDay(t, c.text, sat); got != c.day {
			t.Errorf("%s: %q: dated %s, want %s", c.class, c.text, got, c.day)
		}
	}
}
