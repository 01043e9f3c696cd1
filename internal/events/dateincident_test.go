package events_test

import (
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// An event none of whose sentences names its day takes the first day its
// article names elsewhere ("It happened Thursday night"), unless that day
// dates a statement, a court step or the page: the report was published
// on Saturday 12 June 2021.
func TestArticleNamesTheIncidentsDay(t *testing.T) {
	for _, c := range []struct{ class, text, day string }{
		{"the day told apart", "A 9-year-old girl was shot in the leg in Dayton. It happened Thursday night on Elm Street, where she was playing.", "2021-06-10"},
		{"a bare time on the day named", "A 7-year-old boy was shot in the head in Dayton. Deputies responded at about 7 a.m. Thursday to a home on Elm Street.", "2021-06-10"},
		{"a statement's day", "A man was shot in the arm on Elm Street in Dayton. On Friday, police identified the victim as John Smith.", "2021-06-12"},
		{"a passive report of the incident", "A 4-year-old boy shot himself in the neck at a home in Dayton. The incident was reported Thursday afternoon on Elm Street.", "2021-06-10"},
		{"a closing attribution", "Three people were hurt when a gun went off at a home in Dayton. The children were playing in a bedroom on Elm Street Thursday night, investigators said.", "2021-06-10"},
		{"a statement of when it happened", "A 15-year-old boy was injured in an accidental shooting in Dayton. The Sheriff's Office says it happened late Thursday night at a home on Elm Street.", "2021-06-10"},
		{"a statement told after the day", "A man was shot in the arm on Elm Street in Dayton. On Thursday, police said the victim was recovering.", "2021-06-12"},
		{"a week told with the event", "Seven men who were shot at a house in Dayton this week are expected to survive. Police received the first call around 11:50 p.m. Thursday from a neighbour on Elm Street.", "2021-06-10"},
		{"a day told in the lead", "The family was watching television in their home on Elm Street around 8 p.m. Thursday when the door opened. " + strings.Repeat("The neighbourhood has a school, a library and a small park by the river. ", 6) + "A man was shot in the leg in Dayton.", "2021-06-10"},
		{"a speaker's day in a quote", "A man was shot in the arm on Elm Street in Dayton. “I saw him on the porch Thursday night and he looked fine to me,” a neighbour said.", "2021-06-12"},
		{"a court step's day", "A man was shot in the arm on Elm Street in Dayton. The suspect appeared in court Friday.", "2021-06-12"},
		{"the page's day", "Posted: Thursday, June 10, 2021 4:50 PM\n\nA man was shot in the arm on Elm Street in Dayton.", "2021-06-12"},
		{"a day to come", "A man was shot in the arm on Elm Street in Dayton. His trial begins June 20.", "2021-06-12"},
		{"a possessive day of the incident", "A man was shot and killed shortly after 10 p.m. outside a store in Dayton. Deputies have arrested a suspect in Thursday night's fatal shooting.", "2021-06-10"},
		{"a day told far from the event", "A man was shot in the arm on Elm Street in Dayton. " + strings.Repeat("The neighbourhood has a school, a library and a small park by the river. ", 6) + "Neighbours met Thursday night at the library.", "2021-06-12"},
		{"the event's own day first", "A man was shot in the arm in Dayton on Wednesday. Neighbours met Thursday night on Elm Street.", "2021-06-09"},
	} {
		a := &storyline.Article{
			ID:         1,
			Text:       c.text,
			Language:   "en",
			Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(c.text)}}},
			Published:  storyline.Published{Time: time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC), Source: storyline.DateFromMetadata},
		}
		a.Analysis = pipeline.Analyze(a)
		merged := events.Merge([]*storyline.Article{a})
		m := events.MainEvent(merged)
		if m < 0 {
			t.Errorf("%s: %q: no event", c.class, c.text)
			continue
		}
		if got := merged[m].Date.String(); got != c.day {
			t.Errorf("%s: %q: dated %s, want %s", c.class, c.text, got, c.day)
		}
	}
}
