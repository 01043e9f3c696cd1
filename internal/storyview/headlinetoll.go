package storyview

import (
	"strconv"

	"github.com/storyline-news/storyline"
)

// tollLabel counts the main event's dead as the story list writes them:
// "1 person killed", "5 people killed" (HeadlineFigure.Counted).
const tollLabel = "people killed"

// tollHeadline is the headline figure of a story whose main event has dead
// while no count of the dead heads its figures: the main event's number,
// stated by the outlets whose reports of it give that number. A report of
// one man shot and killed states no count ("a man was shot and killed"),
// so the figures of such a story held only its side counts — "2 others
// injured", "2 men charged", "2 children kidnapped" — or none, and the
// story list showed a shooting's wounded or its arrests as its main fact.
// nil when the main event has no dead.
func (v *View) tollHeadline() *storyline.HeadlineFigure {
	m := v.MainEvent
	if m == nil || m.Fatalities <= 0 {
		return nil
	}
	outlets := map[string]bool{}
	for _, r := range m.Reports {
		if r.Fatalities == m.Fatalities && !r.Copy {
			outlets[r.Outlet] = true
		}
	}
	n := float64(m.Fatalities)
	return &storyline.HeadlineFigure{Label: tollLabel, Value: strconv.Itoa(m.Fatalities), Low: n, Best: n, High: n,
		AsOf: m.Date, Sources: max(len(outlets), 1)}
}

// HeadlineIsToll reports whether the headline figure is the main event's
// dead rather than one of the story's figure groups (see tollHeadline).
func (s Summary) HeadlineIsToll() bool { return s.headlineToll != nil }
