package ui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

func TestHighlightNesting(t *testing.T) {
	txt := "On Monday in New York City, police said."
	mk := func(a, s, e int) *hlItem {
		return &hlItem{Anchor: fmt.Sprint("x", a), span: storyline.Span{Start: s, End: e}}
	}
	outer := mk(1, 13, 26) // New York City
	inner := mk(2, 13, 21) // New York
	cross := mk(3, 22, 34) // "City, police": crosses outer's edge
	mon := mk(4, 3, 9)
	placed := map[*hlItem]bool{}
	segs := nest(txt, storyline.Span{Start: 0, End: len(txt)}, []*hlItem{mon, outer, inner, cross}, placed, false)
	var flat func([]segment) string
	flat = func(ss []segment) string {
		var sb strings.Builder
		for _, s := range ss {
			if s.Item != nil {
				sb.WriteString("[" + flat(s.Children) + "]")
			} else {
				sb.WriteString(s.Text)
			}
		}
		return sb.String()
	}
	if got, want := flat(segs), "On [Monday] in [[New York] City], police said."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if placed[cross] || !placed[inner] || !placed[outer] {
		t.Errorf("placed: %v", placed)
	}
	if !segs[1].Link || segs[3].Children[0].Link {
		t.Error("only outermost items are links")
	}
}

func TestNumber(t *testing.T) {
	for f, want := range map[float64]string{0: "0", 320: "320", 3000000: "3,000,000", 200000: "200,000", 1234.5: "1,234.5", -4500: "-4,500"} {
		if got := number(f); got != want {
			t.Errorf("number(%v) = %q, want %q", f, got, want)
		}
	}
}

func TestWorldMap(t *testing.T) {
	cs, err := countries()
	if err != nil || len(cs) < 200 {
		t.Fatalf("%d countries, %v", len(cs), err)
	}
	pts := []mapPoint{{Lon: -72.4471, Lat: 7.9186, Weight: 5, Label: "Ureña"}, {Lon: -66.9, Lat: 10.5, Weight: 1, Label: "Caracas"}}
	v, err := renderMap(viewAround(pts, 12), 480, pts)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, c := range v.Countries {
		names[c.Name] = true
	}
	if !names["Venezuela"] || !names["Colombia"] || names["Australia"] {
		t.Errorf("regional map countries: %v", names)
	}
	for _, p := range v.Points {
		if p.X < 0 || p.X > float64(v.Width) || p.Y < 0 || p.Y > float64(v.Height) {
			t.Errorf("point %+v outside the %dx%d view", p, v.Width, v.Height)
		}
	}
	if v.Points[0].R <= v.Points[1].R {
		t.Error("points are not sized by weight")
	}
}

func TestChart(t *testing.T) {
	d := func(day int) storyline.Date { return storyline.Date{Year: 2024, Month: 3, Day: day} }
	g := &storyline.FigureGroup{Label: "people killed", Relation: storyline.RelationConflicting, Points: []storyline.FigurePoint{
		{Article: 1, Figure: 0, Text: "12", Low: 12, Best: 12, High: 12, AsOf: d(1), Attribution: "police"},
		{Article: 2, Figure: 3, Text: "between 20 and 30", Low: 20, Best: 20, High: 30, AsOf: d(1), Attribution: storyline.Unattributed},
		{Article: 3, Figure: 1, Text: "up to 50", Low: 0, LowOpen: true, High: 50, Qualifier: "up to", AsOf: d(4), Attribution: "medics"},
		{Article: 3, Figure: 2, Text: "about 40", Low: 40, Best: 40, High: 40, Qualifier: "about", Attribution: "medics"},
	}, Steps: []storyline.FigureStep{{Relation: storyline.RelationConflicting, From: 0, To: 1, Reason: "cannot both hold"}, {Relation: storyline.RelationFalling, From: 1, To: 2}},
		Discrepancies: []storyline.FigureDiscrepancy{{A: 0, B: 1, AsOf: d(1), Conflicting: true}}}
	c := buildChart(g, chartWidth)
	var labels, shapes []string
	for _, p := range c.Points {
		labels = append(labels, p.Label)
		shapes = append(shapes, p.Shape)
		if p.X < c.Left || p.X > float64(c.Width) || p.Y < 0 || p.Y > c.Base {
			t.Errorf("point %s off the plot: %v, %v", p.Label, p.X, p.Y)
		}
	}
	if got := strings.Join(labels, " "); got != "12 20–30 ≤ 50 ~40" {
		t.Errorf("labels %q", got)
	}
	if got := strings.Join(shapes, " "); got != "exact range upper exact" {
		t.Errorf("shapes %q", got)
	}
	if c.NoDateX == 0 || c.Points[3].X != c.NoDateX || c.XTicks[0].Label != "date?" {
		t.Errorf("the undated point is not in its column: %v %+v", c.NoDateX, c.XTicks)
	}
	if c.Points[0].X >= c.Points[1].X || c.Points[1].X >= c.Points[2].X {
		t.Error("points at one date are not side by side, or dates are out of order")
	}
	if c.Points[1].BarH <= 0 || c.Points[2].Y2 <= c.Points[2].Y {
		t.Error("no range bar, or the upper bound's arrow does not point down")
	}
	// The conflict of 1 March is drawn once, from its disagreement, not
	// again from the step between the two figures.
	if len(c.Links) != 2 || c.Links[0].Mark != "↓" || c.Links[1].Mark != "≠" {
		t.Fatalf("links %+v", c.Links)
	}
	// The two values of 1 March stand side by side, joined by a level
	// bracket above them, not a line that reads as a drop.
	if l := c.Links[1]; l.Y1 != l.Y2 || l.Y1 >= c.Points[0].Y || l.Y1 >= c.Points[1].Y || !strings.Contains(l.Class, "same-date") {
		t.Errorf("the same-date link is not a level bracket above its points: %+v", l)
	}
	if l := c.Links[0]; l.Y1 != c.Points[1].Y || l.Y2 != c.Points[2].Y {
		t.Errorf("the revision does not join its points: %+v", l)
	}
	if c.YUnit == "" || !strings.Contains(pointTitle(&g.Points[1]), "(own reporting)") {
		t.Errorf("no unit (%q), or an unattributed figure is not its outlet's own reporting: %q", c.YUnit, pointTitle(&g.Points[1]))
	}
	if c.Points[2].Href != "/articles/3#f1" {
		t.Errorf("href %q", c.Points[2].Href)
	}
	// Higher values sit higher.
	if !(c.Points[2].Y < c.Points[1].Y && c.Points[1].Y < c.Points[0].Y) {
		t.Error("the y scale is not monotonic")
	}
	if compact(3_000_000) != "3M" || compact(12_500) != "12.5k" || compact(450) != "450" || compact(999_999) != "1M" || compact(999_999_999) != "1B" {
		t.Error("compact")
	}
}

// TestChartReadableAlone: a chart says what its values count and credits
// an unattributed figure to its outlet (storyview.TestValueText: it
// writes bounds as a reader does).
func TestChartReadableAlone(t *testing.T) {
	own := storyline.FigurePoint{Attribution: storyline.Unattributed, Outlet: "Fox News"}
	if got := saidBy(&own); got != "Fox News (own reporting)" {
		t.Errorf("an unattributed figure is said by %q", got)
	}
	for _, c := range []struct {
		key         storyline.FigureKey
		want, label string
	}{
		{storyline.FigureKey{Category: "people", Action: "killed"}, "people killed", "civilians killed in Douma"},
		{storyline.FigureKey{Category: "other", Head: "soldiers", Action: "defected"}, "soldiers defected", "soldiers defected"},
		{storyline.FigureKey{Unit: "USD", Action: "pledged"}, "USD", "$300 pledged"},
		// A stem is never shown: the noun alone.
		{storyline.FigureKey{Category: "people", Action: "forc"}, "people", "people forced to flee"},
	} {
		if got := yUnit(&storyline.FigureGroup{Key: c.key, Label: c.label}); got != c.want {
			t.Errorf("y unit of %+v: %q, want %q", c.key, got, c.want)
		}
	}
	// Brackets between values of one date stack, one level each.
	day := storyline.Date{Year: 2017, Month: 4, Day: 4}
	three := &storyline.FigureGroup{Points: []storyline.FigurePoint{
		{Low: 50, Best: 50, High: 50, AsOf: day}, {Low: 58, Best: 58, High: 58, AsOf: day}, {Low: 72, Best: 72, High: 72, AsOf: day},
	}, Discrepancies: []storyline.FigureDiscrepancy{{A: 0, B: 1}, {A: 1, B: 2}}}
	if ls := buildChart(three, chartWidth).Links; len(ls) != 2 || ls[0].Y1 == ls[1].Y1 {
		t.Errorf("the brackets of one date overlap: %+v", ls)
	}
	// However many values disagree on one date, at most
	// chartBracketLevels brackets stand over it: the rest are listed.
	many := &storyline.FigureGroup{}
	for v := 10.0; v <= 60; v += 10 {
		many.Points = append(many.Points, storyline.FigurePoint{Low: v, Best: v, High: v, AsOf: day})
		if n := len(many.Points); n > 1 {
			many.Discrepancies = append(many.Discrepancies, storyline.FigureDiscrepancy{A: n - 2, B: n - 1, AsOf: day, Conflicting: true})
		}
	}
	if ls := buildChart(many, chartWidth).Links; len(ls) != chartBracketLevels {
		t.Errorf("%d brackets over one date, want %d", len(ls), chartBracketLevels)
	}
	// A strike's 9 dead beside a war's hundreds of thousands: a log
	// scale, so the 9 stands off the axis.
	far := &storyline.FigureGroup{Key: storyline.FigureKey{Category: "people", Action: "killed"}, Label: "people killed", Points: []storyline.FigurePoint{
		{Low: 9, Best: 9, High: 9, AsOf: day}, {Low: 100_000, Best: 100_000, High: 999_999, AsOf: day},
	}}
	lc := buildChart(far, chartWidth)
	if !strings.HasSuffix(lc.YUnit, "(log scale)") || lc.Base-lc.Points[0].Y < (lc.Base-lc.Top)/10 {
		t.Errorf("values far apart: unit %q, the 9 at %v over an axis at %v", lc.YUnit, lc.Points[0].Y, lc.Base)
	}
	if ticks := lc.YTicks; len(ticks) < 6 || ticks[1].Label != "10" {
		t.Errorf("log ticks %+v, want powers of ten", ticks)
	}
	// A single figure's chart dates it with the year: it is read alone.
	one := &storyline.FigureGroup{Points: []storyline.FigurePoint{{Low: 3, Best: 3, High: 3, AsOf: storyline.Date{Year: 2013, Month: 8, Day: 31}}}}
	if ticks := buildChart(one, chartWidth).XTicks; len(ticks) != 1 || ticks[0].Label != "31 Aug 2013" {
		t.Errorf("a single figure's ticks %+v, want 31 Aug 2013", ticks)
	}
	// A chart over two years dates its ticks with the year.
	g := &storyline.FigureGroup{Points: []storyline.FigurePoint{
		{Low: 3, Best: 3, High: 3, AsOf: storyline.Date{Year: 2016, Month: 12, Day: 30}},
		{Low: 5, Best: 5, High: 5, AsOf: storyline.Date{Year: 2017, Month: 1, Day: 2}},
	}}
	for _, tick := range buildChart(g, chartWidth).XTicks {
		if !strings.HasSuffix(tick.Label, "2016") && !strings.HasSuffix(tick.Label, "2017") {
			t.Errorf("tick %q of a chart over two years has no year", tick.Label)
		}
	}
}

// TestChartLabelsApart: no two value labels of a chart overlap, none runs
// into the y axis's numbers, and those that would overlap only at a
// narrow screen's larger text are marked for wide screens.
func TestChartLabelsApart(t *testing.T) {
	day := func(d int) storyline.Date { return storyline.Date{Year: 2017, Month: 4, Day: d} }
	g := &storyline.FigureGroup{}
	// Close values on close days of a month: their labels would run
	// into each other.
	for i, v := range []float64{100, 101, 99, 100, 102, 98, 100} {
		d := day(4 + i%2)
		if i == 6 {
			d = day(30)
		}
		g.Points = append(g.Points, storyline.FigurePoint{Text: "about", Low: v, Best: v, High: v, AsOf: d, Article: int64(i)})
	}
	c := buildChart(g, chartWidth)
	var shown []labelBox
	wideOnly := 0
	for i := range c.Points {
		p := &c.Points[i]
		if p.Unlabelled {
			continue
		}
		b := boxOf(p, 1)
		if b.x1 < c.Left {
			t.Errorf("label %q at %v runs into the y axis (%v)", p.Label, b.x1, c.Left)
		}
		for _, o := range shown {
			if b.overlaps(o) {
				t.Errorf("label %q overlaps another: %+v and %+v", p.Label, b, o)
			}
		}
		shown = append(shown, b)
		if p.WideOnly {
			wideOnly++
		}
	}
	if len(shown) == 0 || len(shown) == len(c.Points) {
		t.Errorf("%d of %d labels shown, want some left out", len(shown), len(c.Points))
	}
	if wideOnly >= len(shown) {
		t.Errorf("all %d labels are for wide screens only", len(shown))
	}
}

func TestPlaceText(t *testing.T) {
	for _, tc := range []struct {
		p    storyline.Place
		want string
	}{
		{storyline.Place{Name: "Damascus", Admin1: "Damascus Governorate", Country: "SY", Lat: 33.5102, Lon: 36.2913, Kind: "town", Precision: 1},
			"Damascus, Damascus Governorate, SY at 33.5102, 36.2913 (town, precision 1)"},
		// as the map reads it back from a store's columns
		{storyline.Place{Name: "Aleppo", Country: "SY", Lat: 36.2012, Lon: 37.1612}, "Aleppo, SY at 36.2012, 37.1612"},
	} {
		if got := placeText(&tc.p); got != tc.want {
			t.Errorf("placeText(%+v) = %q, want %q", tc.p, got, tc.want)
		}
	}
}
