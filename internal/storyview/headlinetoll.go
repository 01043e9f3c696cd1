package storyview

import (
	"strconv"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/reconcile"
)

// tollKilled and tollInjured count the main event's dead and wounded as
// the story list writes them: "1 person killed", "5 people injured"
// (HeadlineFigure.Counted).
const (
	tollKilled  = "people killed"
	tollInjured = "people injured"
)

// tollHeadline is the headline figure of a story whose main event has dead
// while no count of the dead heads its figures (headed is the action of
// the figures' headline, "" for none): the main event's number, stated by
// the outlets whose reports of it give that number. A report of one man
// shot and killed states no count ("a man was shot and killed"), so the
// figures of such a story held only its side counts — "2 others injured",
// "2 men charged", "2 children kidnapped" — or none, and the story list
// showed a shooting's wounded or its arrests as its main fact. A main event
// with wounded and no dead heads a story whose figures give no headline at
// all ("a man was shot in the leg"). A count of the dead heads the story
// but falls short of the main event's dead when it counts a part of them:
// "Three children and two adults were found dead" is a count of two adults
// beside three children, the event's five; then the event's number, stated
// by a report of it, heads the story too. nil otherwise.
func (v *View) tollHeadline(headed string, headedKilled *storyline.FigurePoint) *storyline.HeadlineFigure {
	m := v.MainEvent
	if m == nil || headed == reconcile.ActionKilled && !partOfToll(headedKilled, m) {
		return nil
	}
	label, n, count := tollKilled, m.Fatalities, func(r storyline.EventMention) int { return r.Fatalities }
	if n <= 0 {
		if headed != "" || m.Injured <= 0 {
			return nil
		}
		label, n, count = tollInjured, m.Injured, func(r storyline.EventMention) int { return r.Injured }
	}
	outlets := map[string]bool{}
	for _, r := range m.Reports {
		if count(r) == n && !r.Copy {
			outlets[r.Outlet] = true
		}
	}
	f := float64(n)
	return &storyline.HeadlineFigure{Label: label, Value: strconv.Itoa(n), Low: f, Best: f, High: f,
		AsOf: m.Date, Sources: max(len(outlets), 1)}
}

// partOfToll reports whether the headline count of the dead p is a part
// of the main event's dead: below them, in a sentence where a report of
// the event states them. A larger toll told elsewhere is no sum of p's
// parts: it may be another day's or another place's.
func partOfToll(p *storyline.FigurePoint, m *StoryEvent) bool {
	if p == nil || p.HighOpen || m.Fatalities <= 0 || float64(m.Fatalities) <= p.Best {
		return false
	}
	for _, r := range m.Reports {
		if r.Fatalities == m.Fatalities && r.Article == p.Article && r.Sentence.Start <= p.Span.Start && p.Span.End <= r.Sentence.End {
			return true
		}
	}
	return false
}

// HeadlineIsToll reports whether the headline figure is the main event's
// dead rather than one of the story's figure groups (see tollHeadline).
func (s Summary) HeadlineIsToll() bool { return s.headlineToll != nil }
