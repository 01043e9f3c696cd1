package storyview

import (
	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/reconcile"
)

// HeadlineFigure is the summary's headline figure in a line, for the story
// list and the summary block: of the headline group's values, the one the
// most independent outlets state (see headlineValue), written by reconcile.ValueText
// with the words of a figure stating it, with its label and the outlets
// that state it; nil when the story has no headline figure or none of its
// figures states a bound. Where the outlets disagree is the story page's
// to show (the group's relation and chart), not the list's line.
//
// Not the reconciler's summary: that is the group's latest state, and a
// war-long toll stated in passing ("at least 3000 killed this year") or
// another attack's toll becomes the latest state of a story about one
// strike that three outlets report as killing 18.
func (s Summary) HeadlineFigure() *storyline.HeadlineFigure {
	if s.Headline == nil {
		return nil
	}
	g := s.Headline.Group
	p, sources := headlineValue(g)
	if p == nil {
		return nil
	}
	f := &storyline.HeadlineFigure{Label: g.Label, Value: reconcile.ValueText(p, reconcile.Value),
		Low: p.Low, LowOpen: p.LowOpen, Best: p.Best, High: p.High, HighOpen: p.HighOpen,
		AsOf: p.AsOf, Sources: sources}
	return f
}

// later reports whether a falls after b; an unknown date is the earliest.
func later(a, b storyline.Date) bool { return a.Time().After(b.Time()) }

// stated reports whether a figure states a bound to count by.
func stated(p *storyline.FigurePoint) bool { return !(p.LowOpen && p.HighOpen) }

// headlineValue returns the figure of g whose value the most independent
// outlets state (a syndicated copy is not one), and their number. Ties go
// to the value stated as of the latest day, then to the most mentioned,
// then to the higher (a toll that rose); of the figures stating it, the
// latest speaks for it, one not counted as another incident's first.
func headlineValue(g *storyline.FigureGroup) (*storyline.FigurePoint, int) {
	type value struct {
		outlets  map[string]bool
		mentions int
		rep      *storyline.FigurePoint
	}
	values := map[float64]*value{}
	var order []float64
	for i := range g.Points {
		p := &g.Points[i]
		if !stated(p) || p.CopyOf != 0 {
			continue
		}
		v := values[p.Best]
		if v == nil {
			v = &value{outlets: map[string]bool{}}
			values[p.Best] = v
			order = append(order, p.Best)
		}
		v.outlets[p.Outlet] = true
		v.mentions += 1 + len(p.Copies)
		if r := v.rep; r == nil || later(p.AsOf, r.AsOf) || p.AsOf == r.AsOf && r.Incident && !p.Incident {
			v.rep = p
		}
	}
	var best *value
	for _, b := range order {
		v := values[b]
		if best == nil {
			best = v
			continue
		}
		switch a, c := len(v.outlets), len(best.outlets); {
		case a != c:
			if a > c {
				best = v
			}
		case v.rep.AsOf != best.rep.AsOf:
			if later(v.rep.AsOf, best.rep.AsOf) {
				best = v
			}
		case v.mentions != best.mentions:
			if v.mentions > best.mentions {
				best = v
			}
		case v.rep.Best > best.rep.Best:
			best = v
		}
	}
	if best == nil {
		return nil, 0
	}
	return best.rep, len(best.outlets)
}
