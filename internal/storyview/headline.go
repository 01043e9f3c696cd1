package storyview

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/reconcile"
)

// ValueText writes a figure's value as a reader says it, each number by
// num: "≥ 5" (at least five), "450+" (more than 450), "≤ 10" (up to ten),
// "< 10" (fewer than ten), "5–10", "~40" (about 40), "450"; never the
// interval notation of the reconciler ("[450, open)"). The charts, the
// figures tables and the story list's headline figures all write values
// so.
func ValueText(p *storyline.FigurePoint, num func(float64) string) string {
	q := strings.ToLower(p.Qualifier)
	switch {
	case p.HighOpen && !p.LowOpen:
		switch q {
		case "at least", "no fewer than", "no less than", "a minimum of":
			return "≥ " + num(p.Low)
		}
		return num(p.Low) + "+"
	case p.LowOpen && !p.HighOpen:
		switch q {
		case "fewer than", "less than", "under", "below":
			return "< " + num(p.High)
		}
		return "≤ " + num(p.High)
	case p.LowOpen && p.HighOpen:
		return "?"
	case p.Low != p.High:
		return num(p.Low) + "–" + num(p.High)
	}
	switch q {
	case "about", "around", "nearly", "almost", "some", "approximately", "roughly", "close to", "an estimated", "estimated":
		return "~" + num(p.Best)
	}
	return num(p.Best)
}

// HeadlineFigure is the summary's headline figure in a line, for the story
// list: the summary of the group Summarize chose, its range written by
// ValueText, with its label and sources; nil when the story has no
// headline figure or its summary states no bound. When the best value is
// not an end of the range (the median of conflicting values), the value
// is the best and the range goes beside it.
func (s Summary) HeadlineFigure() *storyline.HeadlineFigure {
	if s.Headline == nil {
		return nil
	}
	g := s.Headline.Group
	sm := g.Summary
	if sm.LowOpen && sm.HighOpen {
		return nil
	}
	// The summary as a figure, with the words of a figure that states
	// its very range, so "at least 5" reads "≥ 5" as its chart has it.
	p := storyline.FigurePoint{Low: sm.Low, LowOpen: sm.LowOpen, Best: sm.Best, High: sm.High, HighOpen: sm.HighOpen}
	if w := statingSummary(g); w != nil {
		p.Qualifier = w.Qualifier
	}
	f := &storyline.HeadlineFigure{Label: g.Label, Value: ValueText(&p, reconcile.Value),
		Low: sm.Low, LowOpen: sm.LowOpen, Best: sm.Best, High: sm.High, HighOpen: sm.HighOpen,
		AsOf: sm.AsOf, Sources: s.Headline.Sources}
	atEnd := sm.Low == sm.High || (!sm.LowOpen && sm.Best == sm.Low) || (sm.LowOpen && sm.Best == sm.High)
	if !atEnd {
		f.Value, f.Range = reconcile.Value(sm.Best), f.Value
	}
	return f
}

// statingSummary returns the latest figure of the group (not about another
// incident) whose range is the summary's, one as of the summary's date
// first; nil when none is.
func statingSummary(g *storyline.FigureGroup) *storyline.FigurePoint {
	sm := g.Summary
	var found *storyline.FigurePoint
	for i := len(g.Points) - 1; i >= 0; i-- {
		p := &g.Points[i]
		if p.Incident || p.LowOpen != sm.LowOpen || p.HighOpen != sm.HighOpen ||
			(!sm.LowOpen && p.Low != sm.Low) || (!sm.HighOpen && p.High != sm.High) {
			continue
		}
		if p.AsOf == sm.AsOf {
			return p
		}
		if found == nil {
			found = p
		}
	}
	return found
}
