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
// all ("a man was shot in the leg"). nil otherwise.
func (v *View) tollHeadline(headed string) *storyline.HeadlineFigure {
	m := v.MainEvent
	if m == nil || headed == reconcile.ActionKilled {
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

// HeadlineIsToll reports whether the headline figure is the main event's
// dead rather than one of the story's figure groups (see tollHeadline).
func (s Summary) HeadlineIsToll() bool { return s.headlineToll != nil }
