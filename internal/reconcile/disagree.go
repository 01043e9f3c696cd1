package reconcile

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/storyline-news/storyline"
)

// A big story's group holds dozens of discrepancies, one for each pair of
// neighbouring values on each date, and each repeats its sources: a wall
// of "cannot both be true" an analyst does not read. Disagreements folds
// them into one line per pair of values, with every source that gives
// each value, the strongest first, so that the few first lines say where
// the sources disagree.

// Disagreement is one pair of values for the same count and as-of date
// that the sources disagree on.
type Disagreement struct {
	AsOf storyline.Date
	// Low and High are the two values' points (the first figure giving
	// each), the lower value first; LowSources and HighSources name
	// everyone who gives each value (see sourceName).
	Low, High               int
	LowSources, HighSources []string
	// Conflicting is set when the two values cannot both be true.
	Conflicting bool
	// Discrepancies counts the group's discrepancies folded into this one.
	Discrepancies int
}

// maxNamed bounds the sources a disagreement's text names for one value.
const maxNamed = 2

// Text writes the disagreement in a line: `"dozens" (the Idlib Media
// Center) against "at least 100" (unattributed in Al Arabiya and 2 more)
// as of 2017-04-04: they cannot both be true`.
func (d Disagreement) Text(g *storyline.FigureGroup) string {
	verdict := "both can hold, but they differ"
	if d.Conflicting {
		verdict = "they cannot both be true"
	}
	return fmt.Sprintf("%q (%s) against %q (%s) as of %s: %s", g.Points[d.Low].Text, namesText(d.LowSources),
		g.Points[d.High].Text, namesText(d.HighSources), dateText(d.AsOf), verdict)
}

// namesText names at most maxNamed sources, and counts the others.
func namesText(names []string) string {
	if len(names) <= maxNamed {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:maxNamed], ", "), len(names)-maxNamed)
}

// Disagreements folds a group's discrepancies into one per pair of values
// and as-of date, strongest first: those that cannot both be true, then
// those given by the most sources, then those furthest apart (the ratio of
// the values), then in the reconciler's order.
func Disagreements(g *storyline.FigureGroup) []Disagreement {
	type pairKey struct {
		asOf      storyline.Date
		low, high string
	}
	var out []Disagreement
	index := map[pairKey]int{}
	for _, d := range g.Discrepancies {
		lo, hi := d.A, d.B
		if g.Points[lo].Best > g.Points[hi].Best {
			lo, hi = hi, lo
		}
		k := pairKey{d.AsOf, ValueText(&g.Points[lo], Value), ValueText(&g.Points[hi], Value)}
		if i, ok := index[k]; ok {
			out[i].Discrepancies++
			out[i].Conflicting = out[i].Conflicting || d.Conflicting
			continue
		}
		index[k] = len(out)
		out = append(out, Disagreement{AsOf: d.AsOf, Low: lo, High: hi, Conflicting: d.Conflicting, Discrepancies: 1,
			LowSources: valueSources(g, lo), HighSources: valueSources(g, hi)})
	}
	slices.SortStableFunc(out, func(a, b Disagreement) int {
		if a.Conflicting != b.Conflicting {
			if a.Conflicting {
				return -1
			}
			return 1
		}
		if c := cmp.Compare(len(b.LowSources)+len(b.HighSources), len(a.LowSources)+len(a.HighSources)); c != 0 {
			return c
		}
		return cmp.Compare(spread(g, b), spread(g, a))
	})
	return out
}

// spread is how far apart a disagreement's values are: the ratio of the
// higher to the lower.
func spread(g *storyline.FigureGroup, d Disagreement) float64 {
	lo, hi := g.Points[d.Low].Best, g.Points[d.High].Best
	if lo <= 0 {
		return hi
	}
	return hi / lo
}

// valueSources names everyone who gives point i's value at its as-of date
// (incidents aside), each once, in the group's order.
func valueSources(g *storyline.FigureGroup, i int) []string {
	p := &g.Points[i]
	value := ValueText(p, Value)
	var names []string
	for j := range g.Points {
		q := &g.Points[j]
		if q.Incident || q.AsOf != p.AsOf || ValueText(q, Value) != value {
			continue
		}
		if n := sourceName(q); !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return names
}

// sourceName is who gives a figure: its attribution, or for an
// unattributed one the outlet's own reporting ("Al Arabiya's own
// reporting").
func sourceName(p *storyline.FigurePoint) string {
	if !p.Attributed() {
		if p.Outlet == "" {
			return storyline.Unattributed
		}
		if strings.HasSuffix(p.Outlet, "s") {
			return p.Outlet + "' own reporting"
		}
		return p.Outlet + "'s own reporting"
	}
	return clip(p.Attribution, 80)
}

// conflictReason is a conflicting group's reason: its strongest
// disagreement, and how many more pairs of values cannot both be true.
func conflictReason(g *storyline.FigureGroup) string {
	ds := Disagreements(g)
	if len(ds) == 0 || !ds[0].Conflicting {
		return "conflicting"
	}
	more := 0
	for _, d := range ds[1:] {
		if d.Conflicting {
			more++
		}
	}
	s := "conflicting: " + ds[0].Text(g)
	if more > 0 {
		s += fmt.Sprintf("; %d more pair%s of values cannot both be true", more, plural(more, "", "s"))
	}
	return s
}
