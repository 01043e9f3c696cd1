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
// by a report of it, heads the story too; so do the event's wounded where
// the headline counts a part of them ("three men and two women were
// hurt": the two women of the event's five). nil otherwise.
func (v *View) tollHeadline(headed string, headedValue *storyline.FigurePoint) *storyline.HeadlineFigure {
	toll := v.eventToll(headed, headedValue)
	if t := v.titleToll(headed, headedValue, toll); t != nil {
		return t
	}
	if t := v.diedLater(toll); t != nil {
		return t
	}
	return toll
}

// eventToll is the main event's toll of tollHeadline, before the titles'.
func (v *View) eventToll(headed string, headedValue *storyline.FigurePoint) *storyline.HeadlineFigure {
	m := v.MainEvent
	if m == nil {
		return nil
	}
	dead := func(r storyline.EventMention) int { return r.Fatalities }
	hurt := func(r storyline.EventMention) int { return r.Injured }
	switch {
	case m.Fatalities > 0 && (headed != reconcile.ActionKilled || partOfToll(headedValue, m, m.Fatalities, dead) || roundUpOver(headedValue, m.Fatalities)):
		return m.toll(tollKilled, m.Fatalities, dead)
	case m.Fatalities <= 0 && m.Injured > 0 && (headed == "" || headed == reconcile.ActionInjured && partOfToll(headedValue, m, m.Injured, hurt)):
		return m.toll(tollInjured, m.Injured, hurt)
	}
	return nil
}

// toll is the headline figure of the event's n dead or wounded, stated by
// the outlets whose reports of it give that number (count of a report).
func (m *StoryEvent) toll(label string, n int, count func(storyline.EventMention) int) *storyline.HeadlineFigure {
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

// partOfToll reports whether the headline count p is a part of the main
// event's n dead or wounded: below them, in a sentence where a report of
// the event states them (count of a report), or one that names others
// joined to it (namesOthersBeside). A larger toll told elsewhere
// is no sum of p's parts: it may be another day's or another place's.
func partOfToll(p *storyline.FigurePoint, m *StoryEvent, n int, count func(storyline.EventMention) int) bool {
	if p == nil || p.HighOpen || n <= 0 || float64(n) <= p.Best {
		return false
	}
	for _, r := range m.Reports {
		if count(r) == n && r.Article == p.Article && r.Sentence.Start <= p.Span.Start && p.Span.End <= r.Sentence.End {
			return true
		}
	}
	return namesOthersBeside(p)
}

// namesOthersBeside reports whether the sentence of a count names other
// people joined to it ("the shooting of his parents and three of their
// children", "the male and two females were dead"): the count is then a
// part of the toll of its sentence.
func namesOthersBeside(p *storyline.FigurePoint) bool {
	at := p.Span.Start - p.Sentence.Start
	if at <= 0 || at > len(p.SentenceText) {
		return false
	}
	before := words(p.SentenceText[:at])
	return len(before) >= 2 && joinWords[before[len(before)-1]] && before[len(before)-1] != "," && otherDead[before[len(before)-2]] > 0
}

// roundUpOver reports whether the headline count p is a round-up's toll
// above the main event's n dead: "Three people were killed and 22 others
// wounded in shootings across the city since Friday" heads a story of one
// of those shootings with the city's weekend, not its own dead.
func roundUpOver(p *storyline.FigurePoint, n int) bool {
	if p == nil || n <= 0 || p.Best <= float64(n) {
		return false
	}
	noun, spread := false, false
	for _, w := range words(p.SentenceText) {
		noun = noun || roundUpNouns[w]
		spread = spread || roundUpSpread[w]
	}
	return noun && spread
}

// HeadlineIsToll reports whether the headline figure is the main event's
// dead rather than one of the story's figure groups (see tollHeadline).
func (s Summary) HeadlineIsToll() bool { return s.headlineToll != nil }
