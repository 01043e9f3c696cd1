package events_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// A day still to come, a victim's death told before its cause, the
// police's search or their update is no day of the incident: the event
// takes the day its article gives the incident, or the day another of
// its sentences names (a report of Saturday 12 June 2021).
func TestOtherDeedsDaysAreNotTheIncidents(t *testing.T) {
	sat := time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct{ class, text, day string }{
		{"a funeral still to come", "Funeral services will be held Tuesday in Dayton for a chubby-cheeked 4-year-old boy who picked up a handgun his father had left on a couch and shot himself with it.\n\nHis mother had come home from work on Wednesday, police said.", "2021-06-09"},
		{"a death told before its cause", "A Dayton eighth-grader died Friday after being accidentally shot at his home Wednesday, according to the school district.", "2021-06-09"},
		{"a search's day", "Police were searching late Friday for two men in a shooting that wounded four people outside a nightclub in Dayton.\n\nThe men pulled guns around 10:45 p.m. Tuesday in front of the club, police said.", "2021-06-08"},
		{"an update's day", "A police update Friday included photos of two cars seen at the shooting in Dayton that wounded a 10-year-old boy.\n\nWhen his grandmother came home Wednesday night, she found the boy bleeding.", "2021-06-09"},
		{"a hunting accident's day", "A ten-year-old boy is recovering after getting hit by shotgun pellets in a hunting accident Friday afternoon in Dayton.", "2021-06-11"},
	} {
		if got := mainDay(t, c.text, sat); got != c.day {
			t.Errorf("%s: %q: dated %s, want %s", c.class, c.text, got, c.day)
		}
	}
}

// A day a sentence gives the incident stands over a day more articles
// give the police's search (reports of Saturday 12 June 2021).
func TestOwnDayOverADeedsDay(t *testing.T) {
	sat := time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC)
	search := "Police were searching Friday for the gunman who shot a man outside a bar on Elm Street in Dayton."
	texts := []string{search, search, "A man was shot outside a bar on Elm Street in Dayton on Thursday night, police said."}
	if got := mainDayOf(t, texts, sat); got != "2021-06-10" {
		t.Errorf("%q: dated %s, want 2021-06-10", texts, got)
	}
}

// A day a sentence of the incident names stays when another article
// gives it to a statement, even as more articles name another day.
func TestOwnDayKeepsADayTheIncidentHas(t *testing.T) {
	sat := time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC)
	said := "Police said Friday that a gunman shot a man outside a bar on Elm Street in Dayton."
	own := "A man was shot outside a bar on Elm Street in Dayton on Friday."
	other := "A man was shot outside a bar on Elm Street in Dayton on Thursday night, police said."
	texts := []string{said, said, own, other, other}
	if got := mainDayOf(t, texts, sat); got != "2021-06-11" {
		t.Errorf("%q: dated %s, want 2021-06-11", texts, got)
	}
}

// A full date after the article's is the text's own, not a day to come: a
// page stored before the day its stamp and its text give.
func TestFullDateAfterTheArticlesIsTheTexts(t *testing.T) {
	stored := time.Date(2021, 6, 12, 9, 0, 0, 0, time.UTC)
	txt := "Car bomb kills 34 in Hama AFP Friday 18 Jun 2021 A car bomb killed at least 34 people on Friday in a village of Hama province, state media reported."
	if got := mainDay(t, txt, stored); got != "2021-06-18" {
		t.Errorf("%q: dated %s, want 2021-06-18", txt, got)
	}
}

// mainDayOf is the day of the main event merged from one article per text,
// each published at day from its own outlet.
func mainDayOf(t *testing.T, texts []string, day time.Time) string {
	t.Helper()
	var arts []*storyline.Article
	for i, txt := range texts {
		a := &storyline.Article{
			ID:         int64(i + 1),
			Outlet:     fmt.Sprintf("outlet%d.example", i),
			Text:       txt,
			Language:   "en",
			Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(txt)}}},
			Published:  storyline.Published{Time: day, Source: storyline.DateFromMetadata},
		}
		a.Analysis = pipeline.Analyze(a)
		arts = append(arts, a)
	}
	merged := events.Merge(arts)
	m := events.MainEvent(merged)
	if m < 0 {
		return "no event"
	}
	return merged[m].Date.String()
}
