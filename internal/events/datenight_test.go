package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// mainDay is the date of the main event of a story of one article
// published on day.
func mainDay(t *testing.T, txt string, day time.Time) string {
	t.Helper()
	a := &storyline.Article{
		ID:         1,
		Text:       txt,
		Language:   "en",
		Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(txt)}}},
		Published:  storyline.Published{Time: day, Source: storyline.DateFromMetadata},
	}
	a.Analysis = pipeline.Analyze(a)
	merged := events.Merge([]*storyline.Article{a})
	m := events.MainEvent(merged)
	if m < 0 {
		return "no event"
	}
	return merged[m].Date.String()
}

// A shooting told "overnight" with no day, in the next morning's report,
// is on the report's day (the small hours); a night the text names keeps
// its day. The report is of Saturday 12 June 2021.
func TestOvernightIsTheReportsDay(t *testing.T) {
	sat := time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct{ class, text, day string }{
		{"an overnight shooting", "Four people were wounded in an overnight shooting on Hill Road in Dayton.", "2021-06-12"},
		{"overnight after the verb", "Two men were shot and killed overnight outside a bar in Dayton, police said.", "2021-06-12"},
		{"a night the text names", "Two men were shot and killed late Friday night outside a bar in Dayton.", "2021-06-11"},
		{"last night", "Two men were shot and killed last night outside a bar in Dayton.", "2021-06-11"},
	} {
		if got := mainDay(t, c.text, sat); got != c.day {
			t.Errorf("%s: %q: dated %s, want %s", c.class, c.text, got, c.day)
		}
	}
}

// A bare weekday that names the day after the article's date is the
// article's date, not the week before; "last Friday" is the week before
// as told, and the days before the report stay theirs. The report is
// dated Thursday 10 June 2021.
func TestWeekdayAfterTheArticlesDate(t *testing.T) {
	thu := time.Date(2021, 6, 10, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct{ class, text, day string }{
		{"the day after the report's date", "A 15-year-old boy was shot and killed Friday afternoon at a house on Spain Street in Dayton.", "2021-06-10"},
		{"the week before, as told", "A 15-year-old boy was shot and killed last Friday at a house on Spain Street in Dayton.", "2021-06-04"},
		{"the day before the report", "A 15-year-old boy was shot and killed Wednesday at a house on Spain Street in Dayton.", "2021-06-09"},
		{"the report's own weekday", "A 15-year-old boy was shot and killed Thursday at a house on Spain Street in Dayton.", "2021-06-10"},
		{"the day after, with a clock time", "A 15-year-old boy was found shot about 8 a.m. Friday at a house on Spain Street in Dayton.", "2021-06-10"},
		{"the week before with a clock time, as told", "A 15-year-old boy was found shot about 8 a.m. last Friday at a house on Spain Street in Dayton.", "2021-06-04"},
	} {
		if got := mainDay(t, c.text, thu); got != c.day {
			t.Errorf("%s: %q: dated %s, want %s", c.class, c.text, got, c.day)
		}
	}
}
