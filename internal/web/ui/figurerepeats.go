package ui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// A figure many outlets repeat ("at least five" as of 23 Feb, from AP,
// Reuters, BBC, …) is one statement: drawn once a report, a big story's
// chart had 73 points at four places and its page was 64 KB for one group.
// A chart draws each statement once, its outlets named together.

// repeatKey is what makes two figure points the same statement.
type repeatKey struct {
	asOf              storyline.Date
	low, best, high   float64
	lowOpen, highOpen bool
	incident          bool
	text, attribution string
}

// maxOutletsNamed bounds the outlets a merged point names; the rest are
// counted.
const maxOutletsNamed = 3

// mergeRepeats returns g with the points that make the same statement
// merged into the first of them (its Outlet naming them all, its Copies
// the other articles), the steps, discrepancies and incidents pointing at
// the merged points; g itself when no two points repeat each other.
func mergeRepeats(g *storyline.FigureGroup) *storyline.FigureGroup {
	first := map[repeatKey]int{}
	to := make([]int, len(g.Points)) // old point index -> new one
	var keep []int                   // old indices kept, in order
	for i := range g.Points {
		p := &g.Points[i]
		k := repeatKey{p.AsOf, p.Low, p.Best, p.High, p.LowOpen, p.HighOpen, p.Incident, text.Fold(p.Text), text.Fold(p.Attribution)}
		if j, ok := first[k]; ok {
			to[i] = to[j]
			continue
		}
		first[k] = i
		to[i] = len(keep)
		keep = append(keep, i)
	}
	if len(keep) == len(g.Points) {
		return g
	}
	m := *g
	m.Points = make([]storyline.FigurePoint, len(keep))
	outlets := make([][]string, len(keep))
	for i := range g.Points {
		p := &g.Points[i]
		n := to[i]
		if keep[n] == i {
			m.Points[n] = *p
			m.Points[n].Copies = append([]int64(nil), p.Copies...)
		} else {
			m.Points[n].Copies = append(m.Points[n].Copies, p.Article)
			m.Points[n].Copies = append(m.Points[n].Copies, p.Copies...)
		}
		if !slices.Contains(outlets[n], p.Outlet) {
			outlets[n] = append(outlets[n], p.Outlet)
		}
	}
	for n := range m.Points {
		m.Points[n].Outlet = outletList(outlets[n])
		if p := &m.Points[n]; p.Incident && p.IncidentOf >= 0 && p.IncidentOf < len(to) {
			p.IncidentOf = to[p.IncidentOf]
		}
	}
	m.Steps = nil
	seenStep := map[[2]int]bool{}
	for _, s := range g.Steps {
		if s.From < 0 || s.To < 0 || s.From >= len(to) || s.To >= len(to) {
			continue
		}
		s.From, s.To = to[s.From], to[s.To]
		if k := [2]int{s.From, s.To}; s.From != s.To && !seenStep[k] {
			seenStep[k] = true
			m.Steps = append(m.Steps, s)
		}
	}
	m.Discrepancies = nil
	seenDisc := map[[2]int]bool{}
	for _, d := range g.Discrepancies {
		if d.A < 0 || d.B < 0 || d.A >= len(to) || d.B >= len(to) {
			continue
		}
		d.A, d.B = to[d.A], to[d.B]
		k := [2]int{min(d.A, d.B), max(d.A, d.B)}
		if d.A != d.B && !seenDisc[k] {
			seenDisc[k] = true
			m.Discrepancies = append(m.Discrepancies, d)
		}
	}
	return &m
}

// outletList names outlets: "AP", "AP and Reuters", "AP, Reuters, BBC and
// 7 more".
func outletList(outlets []string) string {
	switch n := len(outlets); {
	case n <= 1:
		return strings.Join(outlets, "")
	case n <= maxOutletsNamed:
		return strings.Join(outlets[:n-1], ", ") + " and " + outlets[n-1]
	default:
		return fmt.Sprintf("%s and %d more", strings.Join(outlets[:maxOutletsNamed], ", "), n-maxOutletsNamed)
	}
}
