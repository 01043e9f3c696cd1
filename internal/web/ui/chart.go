package ui

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/reconcile"
)

// A figure group's timeline is drawn as an SVG chart: x is the as-of date,
// y the value. Everything here is numbers and plain strings for the
// "figureChart" template, which escapes the strings; nothing builds markup.
//
// Shapes: an exact value is a dot; a lower bound ("more than 320") a dot
// with an arrow pointing up, the value being at least that; an upper bound
// ("up to 50") a dot with an arrow pointing down; a closed range ("several
// dozen") a bar from low to high with a tick at the best value; an
// incident (a component of a total, not a competing value) a hollow
// diamond, labelled as such. Revisions (rising, falling) are dashed lines
// from the earlier point to the later one; conflicts solid red lines
// marked ≠; discrepancies dotted orange lines marked !.

// Chart geometry, in SVG user units.
const (
	chartWidth         = 640
	chartPadL          = 58 // room for the y labels
	chartPadR          = 24 // room for labels of the rightmost points
	chartPadT          = 28 // room above the top tick, for the y unit
	chartPadB          = 36 // room for the x labels
	chartArrow         = 26 // length of a bound's arrow
	chartDodge         = 26 // horizontal gap between points at one date
	chartDodgeMin      = 7  // the least gap, when many values share a date
	chartBracketLevels = 3  // at most this many stacked brackets at one date
	chartNoDate        = 54 // width of the "date?" column for undated points
	chartTickMin       = 4  // at least this many y ticks
	chartLabelW        = 8  // rough width of a bold label character, for placement
	// chartLogSpan is the ratio of the largest value to the smallest from
	// which the y axis is a log scale.
	chartLogSpan = 500
)

// figureChart is one group's chart, ready for the template.
type figureChart struct {
	Width, Height          int
	Left, Right, Top, Base float64 // the plot area
	YTicks, XTicks         []chartTick
	Points                 []chartPoint
	Links                  []chartLink
	// NoDateX is the x of the undated points' column; 0 when none.
	NoDateX float64
	// YUnit says what the values count, over the y axis: "people killed".
	YUnit string
	// Desc says in words what the chart shows, for screen readers.
	Desc string
}

type chartTick struct {
	X, Y  float64
	Label string
}

// chartPoint is one figure on the chart.
type chartPoint struct {
	// Index is the point's index in the group.
	Index int
	// X, Y place the value: the stated value, or the bound.
	X, Y float64
	// Shape is exact, lower, upper or range; Class the CSS classes.
	Shape, Class string
	// Y2 is the other end of a range bar, or the tip of a bound's arrow;
	// Head is the arrow head's path.
	Y2   float64
	Head string
	// BarY and BarH are the range bar's rectangle.
	BarY, BarH float64
	// Diamond is an incident's shape.
	Diamond string
	// Label is the short value ("≥5", ">320", "36–108"); LabelX, LabelY
	// and Anchor place it.
	Label          string
	LabelX, LabelY float64
	Anchor         string
	// Unlabelled is set for a point whose label would overlap another's
	// (see unlabelOverlaps); WideOnly for one whose label would overlap
	// another's only at a narrow screen's larger text.
	Unlabelled, WideOnly bool
	// Note is a second line under the label ("incident"), NoteDY its
	// offset from the label.
	Note   string
	NoteDY float64
	// Href opens the figure's sentence on its article page.
	Href string
	// Title is the hover text: words, value, as-of date, source, outlet.
	Title string
	// Value is the value as a plain number, for tests and scripts.
	Value    string
	Incident bool
}

// chartLink relates two points: a revision, a conflict or a discrepancy.
type chartLink struct {
	X1, Y1, X2, Y2 float64
	Class          string
	// Mark is drawn at MX, MY: "↑", "↓", "≠", "!", "?".
	Mark   string
	MX, MY float64
	Title  string
}

// figureHref links a figure to its sentence on its article page.
func figureHref(p *storyline.FigurePoint) string {
	return fmt.Sprintf("/articles/%d#f%d", p.Article, p.Figure)
}

// valueLabel writes a point's value short for its chart label: "≥ 5",
// "320+", "~40", "36–108", "12.5k".
func valueLabel(p *storyline.FigurePoint) string { return reconcile.ValueText(p, compact) }

// saidBy is who gave a figure: its source, or for a figure the outlet
// states without attributing it, the outlet's own reporting ("Fox News
// (own reporting)").
func saidBy(p *storyline.FigurePoint) string {
	if p.Attributed() {
		return p.Attribution
	}
	if p.Outlet == "" {
		return "the outlet (own reporting)"
	}
	return p.Outlet + " (own reporting)"
}

// yUnit names what a group's values count, for its chart's y axis:
// "people killed", "soldiers defected", "USD", "troops (strength)"; the
// group's label when its key says nothing.
func yUnit(g *storyline.FigureGroup) string {
	k := g.Key
	if k == (storyline.FigureKey{}) {
		return g.Label
	}
	if k.Unit != "" {
		return k.Unit
	}
	noun := k.Category
	if noun == "" || noun == "other" {
		noun = k.Head
	}
	switch {
	case k.Action == "stock" || k.Stock:
		return strings.TrimSpace(noun + " (strength)")
	case !labelHasWord(g.Label, k.Action):
		// An action outside the classes is a stem ("forc"): the title,
		// written from a mention, says it.
		return noun
	}
	return strings.TrimSpace(noun + " " + k.Action)
}

// labelHasWord reports whether word is one of label's words, case aside.
func labelHasWord(label, word string) bool {
	if word == "" {
		return false
	}
	for _, w := range strings.Fields(strings.ToLower(label)) {
		if strings.Trim(w, ",.;:()") == word {
			return true
		}
	}
	return false
}

// compact writes a value for a chart label: 450, 12.5k, 3M.
func compact(f float64) string {
	a := math.Abs(f)
	trim := func(v float64, unit string) string {
		s := strconv.FormatFloat(v, 'f', 1, 64)
		return strings.TrimSuffix(s, ".0") + unit
	}
	// The unit is chosen on the value as written: 999,999 is "1M", not
	// "1000k".
	switch r := func(unit float64) float64 { return math.Round(a/unit*10) / 10 }; {
	case r(1e6) >= 1000:
		return trim(f/1e9, "B")
	case r(1e3) >= 1000:
		return trim(f/1e6, "M")
	case a >= 1e4:
		return trim(f/1e3, "k")
	}
	return number(math.Round(f*100) / 100)
}

// niceStep returns a round step (1, 2 or 5 × 10^k) that cuts [0, max] in
// about n ticks.
func niceStep(max float64, n int) float64 {
	if max <= 0 {
		return 1
	}
	raw := max / float64(n)
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if raw <= m*mag {
			return m * mag
		}
	}
	return 10 * mag
}

// smallestValue is the smallest value of g's figures that is at least 1
// (a best value, or a stated bound); 1 when none is.
func smallestValue(g *storyline.FigureGroup) float64 {
	least := math.Inf(1)
	for i := range g.Points {
		p := &g.Points[i]
		for _, v := range []float64{p.Best, p.Low, p.High} {
			if v >= 1 {
				least = math.Min(least, v)
			}
		}
	}
	if math.IsInf(least, 1) {
		return 1
	}
	return least
}

// dayOf counts days since the Unix epoch.
func dayOf(d storyline.Date) float64 {
	return math.Floor(float64(d.Time().Unix()) / 86400)
}

// buildChart lays out group g's chart, width units wide: chartWidth for a
// timeline, less for a single figure's small chart.
func buildChart(g *storyline.FigureGroup, width int) figureChart {
	c := figureChart{Width: width, Top: chartPadT, YUnit: yUnit(g)}
	height := 240
	if width < chartWidth {
		height = 170
	}
	c.Height = height
	c.Base = float64(height - chartPadB)
	c.Left, c.Right = chartPadL, float64(width-chartPadR)

	// The y domain: 0 to the largest finite value, with headroom for the
	// arrows and labels.
	maxV := 0.0
	for i := range g.Points {
		p := &g.Points[i]
		maxV = math.Max(maxV, p.Best)
		if !p.LowOpen {
			maxV = math.Max(maxV, p.Low)
		}
		if !p.HighOpen {
			maxV = math.Max(maxV, p.High)
		}
	}
	if maxV <= 0 {
		maxV = 1
	}
	var yOf func(float64) float64
	if minV := smallestValue(g); maxV/minV >= chartLogSpan {
		// Values orders of magnitude apart (a strike's 9 dead and a war's
		// hundreds of thousands): a log scale keeps the small ones off
		// the axis. Its ticks are powers of ten; 0 sits on the axis.
		c.YUnit += " (log scale)"
		top := math.Ceil(math.Log10(maxV * 1.15))
		yOf = func(v float64) float64 {
			return round1(c.Base - (c.Base-c.Top)*math.Log10(math.Max(v, 1))/top)
		}
		for e := 0.0; e <= top; e++ {
			c.YTicks = append(c.YTicks, chartTick{X: c.Left, Y: yOf(math.Pow(10, e)), Label: compact(math.Pow(10, e))})
		}
	} else {
		step := niceStep(maxV*1.15, chartTickMin)
		top := math.Ceil(maxV*1.15/step) * step
		yOf = func(v float64) float64 {
			return round1(c.Base - (c.Base-c.Top)*math.Max(v, 0)/top)
		}
		for v := 0.0; v <= top+step/2; v += step {
			c.YTicks = append(c.YTicks, chartTick{X: c.Left, Y: yOf(v), Label: compact(v)})
		}
	}

	// The x domain: the as-of dates, padded; undated points get a column
	// of their own at the left.
	undated := false
	minD, maxD := math.Inf(1), math.Inf(-1)
	var dates []storyline.Date
	seen := map[storyline.Date]bool{}
	for i := range g.Points {
		d := g.Points[i].AsOf
		if d.IsZero() {
			undated = true
			continue
		}
		minD, maxD = math.Min(minD, dayOf(d)), math.Max(maxD, dayOf(d))
		if !seen[d] {
			seen[d] = true
			dates = append(dates, d)
		}
	}
	sort.Slice(dates, func(i, j int) bool { return dates[i].Time().Before(dates[j].Time()) })
	plotL := c.Left + 8
	if undated {
		c.NoDateX = c.Left + chartNoDate/2
		plotL = c.Left + chartNoDate
		c.XTicks = append(c.XTicks, chartTick{X: c.NoDateX, Y: c.Base, Label: "date?"})
	}
	plotR := c.Right - math.Min(70, (c.Right-plotL)/4) // labels of the last date's points go right
	span := maxD - minD
	pad := math.Max(span*0.06, 0.5)
	xOf := func(d storyline.Date) float64 {
		if d.IsZero() {
			return c.NoDateX
		}
		if len(dates) == 1 {
			return round1((plotL + plotR) / 2)
		}
		return round1(plotL + (plotR-plotL)*(dayOf(d)-minD+pad)/(span+2*pad))
	}
	// A chart over one year leaves the year out of its dates, unless it
	// has a single date: a single figure's chart is read alone, an
	// earlier event's among the story's.
	sameYear := len(dates) > 1 && dates[0].Year == dates[len(dates)-1].Year
	dateLabel := func(d storyline.Date) string {
		if sameYear {
			return d.Time().Format("2 Jan")
		}
		return d.Time().Format("2 Jan 2006")
	}
	if len(dates) <= 7 {
		lastX := math.Inf(-1)
		for _, d := range dates {
			x := xOf(d)
			if x-lastX < 52 {
				continue // too close to the previous label
			}
			lastX = x
			c.XTicks = append(c.XTicks, chartTick{X: x, Y: c.Base, Label: dateLabel(d)})
		}
	} else {
		for i := 0; i <= 4; i++ {
			day := minD + span*float64(i)/4
			t := time.Unix(int64(day)*86400, 0).UTC()
			d := storyline.DateOf(t)
			c.XTicks = append(c.XTicks, chartTick{X: xOf(d), Y: c.Base, Label: dateLabel(d)})
		}
	}

	// Points at one date stand side by side.
	byDate := map[storyline.Date][]int{}
	var order []storyline.Date
	for i := range g.Points {
		d := g.Points[i].AsOf
		if _, ok := byDate[d]; !ok {
			order = append(order, d)
		}
		byDate[d] = append(byDate[d], i)
	}
	// Many values at one date share the room to the next date: they close
	// up, ordered by value, and only the lowest and the highest keep a
	// label (every point keeps its hover text).
	room := plotR - plotL
	xs := make([]float64, 0, len(order))
	for _, d := range order {
		xs = append(xs, xOf(d))
	}
	sort.Float64s(xs)
	for i := 1; i < len(xs); i++ {
		room = math.Min(room, xs[i]-xs[i-1])
	}
	c.Points = make([]chartPoint, len(g.Points))
	for _, d := range order {
		idx := byDate[d]
		n := len(idx)
		dodge := float64(chartDodge)
		if n > 1 {
			dodge = math.Max(math.Min(chartDodge, 0.8*room/float64(n-1)), chartDodgeMin)
			sort.SliceStable(idx, func(a, b int) bool { return g.Points[idx[a]].Best < g.Points[idx[b]].Best })
		}
		crowded := dodge < chartDodge
		for k, i := range idx {
			p := &g.Points[i]
			x := round1(xOf(d) + (float64(k)-float64(n-1)/2)*dodge)
			cp := chartPoint{Index: i, X: x, Href: figureHref(p), Label: valueLabel(p), Incident: p.Incident, Title: pointTitle(p)}
			cp.Unlabelled = crowded && k > 0 && k < n-1
			switch {
			case p.HighOpen && !p.LowOpen:
				cp.Shape, cp.Y, cp.Value = "lower", yOf(p.Low), strconv.FormatFloat(p.Low, 'f', -1, 64)
				cp.Y2 = math.Max(cp.Y-chartArrow, 2)
				cp.Head = fmt.Sprintf("M%g %gL%g %gL%g %gZ", x-5, cp.Y2+7, x, cp.Y2, x+5, cp.Y2+7)
			case p.LowOpen && !p.HighOpen:
				cp.Shape, cp.Y, cp.Value = "upper", yOf(p.High), strconv.FormatFloat(p.High, 'f', -1, 64)
				cp.Y2 = math.Min(cp.Y+chartArrow, c.Base-1)
				cp.Head = fmt.Sprintf("M%g %gL%g %gL%g %gZ", x-5, cp.Y2-7, x, cp.Y2, x+5, cp.Y2-7)
			case !p.LowOpen && !p.HighOpen && p.High > p.Low:
				cp.Shape, cp.Y, cp.Value = "range", yOf(p.Best), strconv.FormatFloat(p.Best, 'f', -1, 64)
				lo, hi := yOf(p.Low), yOf(p.High)
				cp.BarY, cp.BarH = hi, math.Max(lo-hi, 2)
			default:
				cp.Shape, cp.Y, cp.Value = "exact", yOf(p.Best), strconv.FormatFloat(p.Best, 'f', -1, 64)
			}
			cp.Class = "fpt " + cp.Shape
			if p.Incident {
				cp.Class += " incident"
				cp.Note = "incident"
				r := 7.0
				cp.Diamond = fmt.Sprintf("M%g %gL%g %gL%g %gL%g %gZ", x, cp.Y-r, x+r, cp.Y, x, cp.Y+r, x-r, cp.Y)
			}
			if p.Attributed() {
				cp.Class += " attributed"
			}
			// Labels go right of the point, except the first of several at
			// one date, and points near the right edge, whose go left.
			cp.Anchor, cp.LabelX = "start", x+10
			width := float64(len([]rune(cp.Label))) * chartLabelW
			if (n > 1 && k == 0) || x+10+width > float64(c.Width)-2 {
				cp.Anchor, cp.LabelX = "end", x-10
			}
			cp.LabelY = cp.Y + 4
			// A note under a label near the axis would hit the dates: it
			// goes above then.
			cp.NoteDY = 14
			if cp.Y > c.Base-22 {
				cp.NoteDY = -14
			}
			c.Points[i] = cp
		}
	}
	unlabelOverlaps(&c)

	// Revisions and conflicts between as-of dates; the disagreements
	// within a date, one bracket per pair of values (reconcile.
	// Disagreements, the strongest first), stacked one level each under
	// the top of the plot (the unit is above), at most chartBracketLevels
	// a date: the rest are in the group's list. The steps between the
	// points of one date are not drawn: they repeat the disagreements, a
	// bracket for every figure.
	brackets := map[storyline.Date]int{}
	for _, s := range g.Steps {
		if s.From < 0 || s.To < 0 || s.From >= len(c.Points) || s.To >= len(c.Points) || g.Points[s.From].AsOf == g.Points[s.To].AsOf {
			continue
		}
		var class, mark string
		switch s.Relation {
		case storyline.RelationRising:
			class, mark = "link revision rising", "↑"
		case storyline.RelationFalling:
			class, mark = "link revision falling", "↓"
		case storyline.RelationConflicting:
			class, mark = "link conflict", "≠"
		case storyline.RelationUnclear:
			class, mark = "link unclear", "?"
		default:
			continue // consistent: nothing to mark
		}
		c.Links = append(c.Links, link(c.Points[s.From], c.Points[s.To], -1, class, mark, string(s.Relation)+": "+s.Reason))
	}
	for _, d := range reconcile.Disagreements(g) {
		a, b := d.Low, d.High
		if a < 0 || b < 0 || a >= len(c.Points) || b >= len(c.Points) || brackets[d.AsOf] == chartBracketLevels {
			continue
		}
		level := brackets[d.AsOf]
		brackets[d.AsOf]++
		bracketY := math.Max(math.Min(c.Points[a].Y, c.Points[b].Y)-chartArrow-8-9*float64(level), c.Top-4)
		if g.Points[a].AsOf != g.Points[b].AsOf {
			bracketY = -1
		}
		class, mark := "link discrepancy", "!"
		if d.Conflicting {
			class, mark = "link conflict", "≠"
		}
		c.Links = append(c.Links, link(c.Points[a], c.Points[b], bracketY, class, mark, d.Text(g)))
	}

	var words []string
	for i := range g.Points {
		p := &g.Points[i]
		w := fmt.Sprintf("%s %q (%s, %s)", dateOr(p.AsOf, "undated"), p.Text, saidBy(p), p.Outlet)
		if p.Incident {
			w += " an incident"
		}
		words = append(words, w)
	}
	c.Desc = fmt.Sprintf("Timeline of %s (%s), %s: %s.", g.Label, c.YUnit, g.Relation, strings.Join(words, "; "))
	return c
}

// labelBox is the room a chart label takes.
type labelBox struct{ x1, y1, x2, y2 float64 }

func (a labelBox) overlaps(b labelBox) bool {
	return a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2
}

// narrowTextScale is how much larger a chart's labels are on a narrow
// screen (style.css: 22px for 13.5px), where the chart shrinks to fit.
const narrowTextScale = 22 / 13.5

// boxOf is the room of a point's value label (and its note under it),
// its text scale times its usual size.
func boxOf(p *chartPoint, scale float64) labelBox {
	w := float64(len([]rune(p.Label))) * chartLabelW * scale
	b := labelBox{x1: p.LabelX, y1: p.LabelY - 11*scale, x2: p.LabelX + w, y2: p.LabelY + 3*scale}
	if p.Anchor == "end" {
		b.x1, b.x2 = p.LabelX-w, p.LabelX
	}
	if p.Note != "" {
		nw := float64(len([]rune(p.Note))) * chartLabelW * scale
		b.x2 = max(b.x2, b.x1+nw)
		b.y1, b.y2 = min(b.y1, b.y1+p.NoteDY*scale), max(b.y2, b.y2+p.NoteDY*scale)
	}
	return b
}

// markerOf is the room a point's marker takes: its dot, its bound's
// arrow, its range's bar.
func markerOf(p *chartPoint) labelBox {
	b := labelBox{x1: p.X - 6, y1: p.Y - 6, x2: p.X + 6, y2: p.Y + 6}
	if p.Head != "" {
		b.y1, b.y2 = min(b.y1, p.Y2), max(b.y2, p.Y2)
	}
	if p.BarH > 0 {
		b.y1, b.y2 = min(b.y1, p.BarY), max(b.y2, p.BarY+p.BarH)
	}
	return b
}

// unlabelOverlaps keeps a chart's value labels apart: a label that would
// run left into the y axis's numbers goes right of its point, and one
// that would cover a label already placed or another point's marker is
// left out (its point keeps
// its hover text and its row in the table). Competing values come first,
// in the group's order (by date), then the incidents. The labels kept are
// placed again at a narrow screen's text size: those that would then
// overlap are shown on wide screens only.
func unlabelOverlaps(c *figureChart) {
	order := make([]int, len(c.Points))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return !c.Points[order[a]].Incident && c.Points[order[b]].Incident })
	var placed, narrow []labelBox
	covers := func(b labelBox, own int) bool {
		for j := range c.Points {
			if j != own && b.overlaps(markerOf(&c.Points[j])) {
				return true
			}
		}
		return false
	}
	for _, i := range order {
		p := &c.Points[i]
		if p.Unlabelled {
			continue
		}
		if b := boxOf(p, 1); p.Anchor == "end" && b.x1 < c.Left {
			p.Anchor, p.LabelX = "start", p.X+10
		}
		b := boxOf(p, 1)
		if slices.ContainsFunc(placed, b.overlaps) || covers(b, i) {
			p.Unlabelled = true
			continue
		}
		placed = append(placed, b)
		if n := boxOf(p, narrowTextScale); slices.ContainsFunc(narrow, n.overlaps) || covers(n, i) {
			p.WideOnly = true
		} else {
			narrow = append(narrow, n)
		}
	}
}

// link draws a relation between two points, its mark at the middle: on
// the line for discrepancies and conflicts (a halo keeps it legible),
// above it for revisions. Two values of one date, side by side, are
// joined by a level bracket above both at height bracketY (negative for
// values of two dates): a sloped line between them would read as a change
// over time.
func link(a, b chartPoint, bracketY float64, class, mark, title string) chartLink {
	l := chartLink{X1: a.X, Y1: a.Y, X2: b.X, Y2: b.Y, Class: class, Mark: mark, Title: title,
		MX: round1((a.X + b.X) / 2), MY: round1((a.Y+b.Y)/2 + 5)}
	switch {
	case bracketY >= 0:
		y := round1(bracketY)
		l.Y1, l.Y2, l.MY = y, y, y-3
		l.Class += " same-date"
	case strings.Contains(class, "revision"):
		l.MY = round1((a.Y+b.Y)/2 - 8)
	}
	return l
}

func dateOr(d storyline.Date, none string) string {
	if d.IsZero() {
		return none
	}
	return d.String()
}

// pointTitle is a point's hover text: "more than 320" · 320+ · as of
// 2019-02-26 · said by Colombian immigration officials · Fox News ·
// article 1.
func pointTitle(p *storyline.FigurePoint) string {
	parts := []string{
		strconv.Quote(p.Text),
		reconcile.ValueText(p, reconcile.Value),
		"as of " + dateOr(p.AsOf, "an unknown date"),
		"said by " + saidBy(p),
		p.Outlet,
		fmt.Sprintf("article %d", p.Article),
	}
	if p.Caption {
		parts = append(parts, "in a photo caption")
	}
	if p.Incident {
		parts = append(parts, "incident, not a competing value: "+p.IncidentReason)
	}
	if len(p.Copies) > 0 {
		parts = append(parts, fmt.Sprintf("repeated by %d copy(ies)", len(p.Copies)))
	}
	return strings.Join(parts, " · ")
}
