package reconcile

import (
	"fmt"
	"strings"

	"github.com/storyline-news/storyline"
)

// describedDisagreements bounds the disagreements Describe writes: the
// strongest come first, and the rest only count.
const describedDisagreements = 3

// Describe writes a group as text: its label and verdict, its timeline one
// point a line (as-of date, words, range, source, outlet, article, and the
// incident and copy notes), its strongest disagreements (see
// Disagreements), and its summary. Values are written as a reader writes
// them ("450+", "≥ 5"); RangeText's interval notation stays for the
// alerts' digests, which compare it.
func Describe(g *storyline.FigureGroup) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s — %s\n", g.Label, g.RelationReason)
	for i := range g.Points {
		p := &g.Points[i]
		fmt.Fprintf(&b, "  %-10s %-22q %-14s %s · %s · article %d",
			dateText(p.AsOf), p.Text, ValueText(p, Value), p.Attribution, p.Outlet, p.Article)
		if p.WindowStart != p.WindowEnd && !p.WindowStart.IsZero() {
			fmt.Fprintf(&b, " · window %s", windowText(p))
		}
		if p.Caption {
			b.WriteString(" · caption")
		}
		if len(p.Copies) > 0 {
			fmt.Fprintf(&b, " · copies %v", p.Copies)
		}
		if p.CopyOf != 0 {
			fmt.Fprintf(&b, " · from a copy of %d", p.CopyOf)
		}
		b.WriteByte('\n')
		if p.Incident {
			fmt.Fprintf(&b, "             incident, not a competing value: %s\n", p.IncidentReason)
		}
	}
	ds := Disagreements(g)
	if len(ds) > 0 && strings.Contains(g.RelationReason, ds[0].Text(g)) {
		ds = ds[1:] // a conflicting group's reason already states it
	}
	for i, d := range ds {
		if i == describedDisagreements {
			fmt.Fprintf(&b, "  … %d more disagreement%s\n", len(ds)-i, plural(len(ds)-i, "", "s"))
			break
		}
		fmt.Fprintf(&b, "  disagreement: %s\n", d.Text(g))
	}
	s := g.Summary
	fmt.Fprintf(&b, "  low %s — %s\n", boundText(s.Low, s.LowOpen), s.LowReason)
	fmt.Fprintf(&b, "  best %s — %s\n", Value(s.Best), s.BestReason)
	fmt.Fprintf(&b, "  high %s — %s\n", boundText(s.High, s.HighOpen), s.HighReason)
	return b.String()
}

// ValueText writes a figure's value as a reader says it, each number by
// num: "≥ 5" (at least five), "450+" (more than 450), "≤ 10" (up to ten),
// "< 10" (fewer than ten), "5–10", "~40" (about 40), "450"; never the
// interval notation of RangeText ("[450, open)"). The charts, the
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

// RangeText formats a value range: "[320, open)", "[5, 5]", "(open, 50]".
func RangeText(low, high float64, lowOpen, highOpen bool) string {
	if !lowOpen && !highOpen && low == high {
		return Value(low)
	}
	l, h := "["+Value(low), Value(high)+"]"
	if lowOpen {
		l = "(open"
	}
	if highOpen {
		h = "open)"
	}
	return l + ", " + h
}

func boundText(v float64, open bool) string {
	if open {
		return "open"
	}
	return Value(v)
}

// Find returns the group and point that hold figure fi of article id (a
// copy's figure is found on the original's point), or -1, -1.
func Find(groups []storyline.FigureGroup, id int64, fi int) (group, point int) {
	for gi := range groups {
		for pi := range groups[gi].Points {
			p := &groups[gi].Points[pi]
			if p.Article == id && p.Figure == fi {
				return gi, pi
			}
		}
	}
	return -1, -1
}
