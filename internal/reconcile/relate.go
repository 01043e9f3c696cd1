package reconcile

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
)

// span is a value range; an open side has no limit.
type span struct {
	lo, hi         float64
	loOpen, hiOpen bool
}

func rangeOf(p *storyline.FigurePoint) span {
	return span{lo: p.Low, hi: p.High, loOpen: p.LowOpen, hiOpen: p.HighOpen}
}

func (r span) min() float64 {
	if r.loOpen {
		return 0
	}
	return r.lo
}

func (r span) max() float64 {
	if r.hiOpen {
		return math.Inf(1)
	}
	return r.hi
}

func overlap(a, b span) bool { return a.min() <= b.max() && b.min() <= a.max() }

// bucket is the non-incident points of a group at one as-of date.
type bucket struct {
	asOf   storyline.Date
	points []int // indexes into the group's Points
	// conflict is set when two of the points' ranges do not overlap; else
	// both is the range every point allows (their intersection) and best
	// its best value, rep the point that gives it.
	conflict bool
	both     span
	best     float64
	rep      int
}

// allVague reports whether every point of the bucket is a vague count.
func (b bucket) allVague(fg *storyline.FigureGroup) bool {
	for _, i := range b.points {
		if !fg.Points[i].Vague {
			return false
		}
	}
	return true
}

// buckets splits the group's non-incident points by as-of date, in date
// order (unknown date last).
func buckets(fg *storyline.FigureGroup) []*bucket {
	var bs []*bucket
	for i := range fg.Points {
		p := &fg.Points[i]
		if p.Incident {
			continue
		}
		if len(bs) == 0 || bs[len(bs)-1].asOf != p.AsOf {
			bs = append(bs, &bucket{asOf: p.AsOf})
		}
		b := bs[len(bs)-1]
		b.points = append(b.points, i)
	}
	for _, b := range bs {
		combine(fg, b)
	}
	return bs
}

// combine sets a bucket's intersection and best value: the largest lower
// bound, the smallest upper bound, and as best the highest stated best that
// every figure allows (450 for "more than 320" and "more than 450"), else
// the intersection's lower end.
func combine(fg *storyline.FigureGroup, b *bucket) {
	b.both = span{loOpen: true, hiOpen: true}
	for _, i := range b.points {
		r := rangeOf(&fg.Points[i])
		if !r.loOpen && (b.both.loOpen || r.lo > b.both.lo) {
			b.both.lo, b.both.loOpen = r.lo, false
		}
		if !r.hiOpen && (b.both.hiOpen || r.hi < b.both.hi) {
			b.both.hi, b.both.hiOpen = r.hi, false
		}
	}
	if b.both.min() > b.both.max() {
		b.conflict, b.rep = true, b.points[0]
		return
	}
	b.rep = -1
	for _, i := range b.points {
		p := &fg.Points[i]
		if p.Best >= b.both.min() && p.Best <= b.both.max() && (b.rep < 0 || p.Best > b.best) {
			b.best, b.rep = p.Best, i
		}
	}
	if b.rep < 0 {
		b.best, b.rep = b.both.min(), b.points[0]
		if b.both.loOpen {
			b.best = b.both.hi
		}
	}
}

// relate labels the group's relations: within each as-of date (consistent
// or conflicting, with discrepancies), between consecutive as-of dates
// (rising, falling, consistent or unclear), and overall.
func relate(fg *storyline.FigureGroup) {
	bs := buckets(fg)
	n := 0
	for _, b := range bs {
		n += len(b.points)
		if !b.asOf.IsZero() {
			if fg.From.IsZero() {
				fg.From = b.asOf
			}
			fg.To = b.asOf
		}
	}
	if n <= 1 {
		fg.Relation = storyline.RelationSingle
		fg.RelationReason = "one figure"
		if n == 0 {
			fg.RelationReason = "no figure outside incidents"
		}
		return
	}
	seen := map[storyline.FigureRelation]bool{}
	for _, b := range bs {
		sameDate(fg, b, seen)
	}
	var ups, downs, unclear []string
	for k := 1; k < len(bs); k++ {
		e, l := bs[k-1], bs[k]
		st := between(fg, e, l)
		fg.Steps = append(fg.Steps, st)
		seen[st.Relation] = true
		desc := fmt.Sprintf("%s to %s", dateText(e.asOf), dateText(l.asOf))
		switch st.Relation {
		case storyline.RelationRising:
			ups = append(ups, desc)
		case storyline.RelationFalling:
			downs = append(downs, desc)
		case storyline.RelationUnclear:
			unclear = append(unclear, desc+" ("+st.Reason+")")
		}
	}
	switch {
	case seen[storyline.RelationConflicting]:
		fg.Relation = storyline.RelationConflicting
		fg.RelationReason = conflictReason(fg)
	case len(unclear) > 0:
		// The first unclear change, and how many more: one per pair of
		// dates would be a wall on a long story.
		fg.Relation = storyline.RelationUnclear
		fg.RelationReason = "unclear: " + unclear[0]
		if more := len(unclear) - 1; more > 0 {
			fg.RelationReason += fmt.Sprintf("; %d more change%s between dates unclear", more, plural(more, "", "s"))
		}
	case len(ups) > 0 && len(downs) > 0:
		fg.Relation = storyline.RelationUnclear
		fg.RelationReason = "unclear: rising " + strings.Join(ups, ", ") + " but falling " + strings.Join(downs, ", ")
	case len(ups) > 0:
		fg.Relation = storyline.RelationRising
		fg.RelationReason = fmt.Sprintf("rising from %s to %s: %s", dateText(fg.From), dateText(fg.To), path(fg, bs))
	case len(downs) > 0:
		fg.Relation = storyline.RelationFalling
		fg.RelationReason = fmt.Sprintf("falling from %s to %s: %s", dateText(fg.From), dateText(fg.To), path(fg, bs))
	default:
		fg.Relation = storyline.RelationConsistent
		if len(bs) == 1 {
			fg.RelationReason = "consistent: the ranges overlap as of " + dateText(bs[0].asOf)
		} else {
			fg.RelationReason = fmt.Sprintf("consistent: the same value from %s to %s", dateText(fg.From), dateText(fg.To))
		}
	}
	if len(fg.Discrepancies) > 0 && fg.Relation != storyline.RelationConflicting {
		fg.RelationReason += fmt.Sprintf("; %d discrepanc%s", len(fg.Discrepancies), plural(len(fg.Discrepancies), "y", "ies"))
	}
}

// pathDates bounds the dates a path names: the first and the last ones,
// the dates between counted.
const pathDates = 4

// path lists each date's values: "2019-02-23 "At least five" (unattributed)
// → 2019-02-26 "More than 450" (unattributed), "more than 320" (…)"; of
// more than pathDates dates, the first two and the last two, with the
// number of dates between.
func path(fg *storyline.FigureGroup, bs []*bucket) string {
	var parts []string
	for k, b := range bs {
		if len(bs) > pathDates && k >= pathDates/2 && k < len(bs)-pathDates/2 {
			if k == pathDates/2 {
				n := len(bs) - pathDates
				parts = append(parts, fmt.Sprintf("(%d date%s between)", n, plural(n, "", "s")))
			}
			continue
		}
		var vs []string
		for _, i := range b.points {
			vs = append(vs, who(&fg.Points[i]))
		}
		parts = append(parts, dateText(b.asOf)+" "+strings.Join(vs, ", "))
	}
	return strings.Join(parts, " → ")
}

// sameDate relates the points of one as-of date: each point to the first
// earlier one it conflicts with, else to the previous one (consistent). It
// flags discrepancies between the distinct values, in value order (n
// distinct values give n-1 flags, not every pair), plus the widest
// conflicting pair when the neighbours all overlap.
func sameDate(fg *storyline.FigureGroup, b *bucket, seen map[storyline.FigureRelation]bool) {
	for x := 1; x < len(b.points); x++ {
		i := b.points[x]
		pi := &fg.Points[i]
		st := storyline.FigureStep{Relation: storyline.RelationConsistent, From: b.points[x-1], To: i, FromDate: b.asOf, ToDate: b.asOf}
		for y := 0; y < x; y++ {
			j := b.points[y]
			if !overlap(rangeOf(&fg.Points[j]), rangeOf(pi)) {
				st.Relation, st.From = storyline.RelationConflicting, j
				break
			}
		}
		pf := &fg.Points[st.From]
		if st.Relation == storyline.RelationConflicting {
			st.Reason = fmt.Sprintf("%s and %s as of %s cannot both be true", who(pf), who(pi), dateText(b.asOf))
		} else {
			st.Reason = fmt.Sprintf("%s and %s overlap as of %s", who(pf), who(pi), dateText(b.asOf))
		}
		seen[st.Relation] = true
		fg.Steps = append(fg.Steps, st)
	}
	// One point per distinct value, the first told.
	type value struct {
		r    span
		best float64
	}
	firstOf := map[value]int{}
	var distinct []int
	for _, i := range b.points {
		p := &fg.Points[i]
		v := value{rangeOf(p), p.Best}
		if _, ok := firstOf[v]; !ok {
			firstOf[v] = i
			distinct = append(distinct, i)
		}
	}
	if len(distinct) < 2 {
		return
	}
	slices.SortStableFunc(distinct, func(x, y int) int {
		px, py := &fg.Points[x], &fg.Points[y]
		if px.Best != py.Best {
			return cmpFloat(px.Best, py.Best)
		}
		return cmpFloat(rangeOf(px).min(), rangeOf(py).min())
	})
	flagged := map[[2]int]bool{}
	flag := func(x, y int) {
		if x > y {
			x, y = y, x
		}
		if flagged[[2]int{x, y}] {
			return
		}
		flagged[[2]int{x, y}] = true
		fg.Discrepancies = append(fg.Discrepancies, discrepancy(fg, x, y, b.asOf))
	}
	conflictFlagged := false
	for k := 1; k < len(distinct); k++ {
		flag(distinct[k-1], distinct[k])
		conflictFlagged = conflictFlagged || fg.Discrepancies[len(fg.Discrepancies)-1].Conflicting
	}
	if b.conflict && !conflictFlagged {
		lowHigh, highLow := distinct[0], distinct[0]
		for _, i := range distinct {
			r := rangeOf(&fg.Points[i])
			if r.max() < rangeOf(&fg.Points[lowHigh]).max() {
				lowHigh = i
			}
			if r.min() > rangeOf(&fg.Points[highLow]).min() {
				highLow = i
			}
		}
		flag(lowHigh, highLow)
	}
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// discrepancy describes two different values for the same count and date.
func discrepancy(fg *storyline.FigureGroup, a, b int, asOf storyline.Date) storyline.FigureDiscrepancy {
	pa, pb := &fg.Points[a], &fg.Points[b]
	d := storyline.FigureDiscrepancy{A: a, B: b, AsOf: asOf, Conflicting: !overlap(rangeOf(pa), rangeOf(pb))}
	where := "in two articles"
	if pa.Article == pb.Article && pa.CopyOf == pb.CopyOf {
		d.Article = pa.Article
		where = "in one article"
	}
	sources := "from different sources"
	if pa.Attribution == pb.Attribution {
		sources = "from the same source"
		if !pa.Attributed() {
			sources = "both unattributed"
		}
	} else if !pa.Attributed() || !pb.Attributed() {
		sources = "one unattributed"
	}
	verdict := "both can hold, but they differ"
	switch {
	case d.Conflicting:
		verdict = "they cannot both be true"
	case pa.HighOpen && pb.HighOpen:
		verdict = "both lower bounds, so both can hold, but they differ"
	}
	d.Reason = fmt.Sprintf("%s and %s for the same count as of %s, %s, %s: %s",
		who(pa), who(pb), dateText(asOf), where, sources, verdict)
	return d
}

// between relates the values of two consecutive as-of dates.
func between(fg *storyline.FigureGroup, e, l *bucket) storyline.FigureStep {
	st := storyline.FigureStep{FromDate: e.asOf, ToDate: l.asOf, From: e.points[0], To: l.points[0]}
	if !e.conflict {
		st.From = e.rep
	}
	if !l.conflict {
		st.To = l.rep
	}
	pe, pl := &fg.Points[st.From], &fg.Points[st.To]
	unclear := func(why string) storyline.FigureStep {
		st.Relation, st.Reason = storyline.RelationUnclear, why
		return st
	}
	switch {
	case l.asOf.IsZero():
		return unclear("the as-of date of " + who(pl) + " is unknown")
	case e.conflict || l.conflict:
		return unclear("the sources conflict at one of the dates, so the change cannot be read")
	case !pe.Cumulative && !pl.Cumulative && cmpDate(pl.WindowStart, pe.WindowEnd) > 0:
		return unclear(fmt.Sprintf("%s and %s count separate periods (%s, %s), not one count revised", who(pe), who(pl), windowText(pe), windowText(pl)))
	}
	eb, lb := e.both, l.both
	switch {
	case l.best == e.best && overlap(eb, lb):
		st.Relation = storyline.RelationConsistent
		st.Reason = fmt.Sprintf("%s then %s: the same value", who(pe), who(pl))
	case l.best > e.best && lb.min() >= eb.min():
		st.Relation = storyline.RelationRising
		st.Reason = fmt.Sprintf("%s as of %s, then %s as of %s: a cumulative count revised upwards", who(pe), dateText(e.asOf), who(pl), dateText(l.asOf))
	case l.best < e.best && lb.max() < eb.min():
		// The later range excludes the earlier value: a count that cannot
		// fall was revised down, if the same source says so.
		if sameVoice(pe, pl) {
			st.Relation = storyline.RelationFalling
			st.Reason = fmt.Sprintf("%s as of %s, then %s as of %s: revised downwards by the same source", who(pe), dateText(e.asOf), who(pl), dateText(l.asOf))
			return st
		}
		return unclear(fmt.Sprintf("%s later gives less than %s earlier: a correction or a disagreement", who(pl), who(pe)))
	case l.best < e.best:
		return unclear(fmt.Sprintf("%s later is lower than %s earlier, but its range still allows the earlier value", who(pl), who(pe)))
	default:
		return unclear(fmt.Sprintf("%s then %s: the ranges do not say whether the count moved", who(pe), who(pl)))
	}
	return st
}

// sameVoice reports whether two points come from the same source: the same
// named source, the same article, or the same (known) outlet.
func sameVoice(a, b *storyline.FigurePoint) bool {
	if a.Attributed() && a.Attribution == b.Attribution {
		return true
	}
	return a.Article == b.Article && a.CopyOf == b.CopyOf || a.Outlet != "" && a.Outlet != "unknown" && a.Outlet == b.Outlet
}

// summarize sets the group's low / best / high from the latest as-of date's
// non-incident figures (earlier values are superseded or, when the group is
// not a revision, said so in the reasons).
func summarize(fg *storyline.FigureGroup) {
	bs := buckets(fg)
	if len(bs) == 0 {
		return
	}
	b := bs[len(bs)-1]
	if b.asOf.IsZero() && len(bs) > 1 {
		b = bs[len(bs)-2]
	}
	// A vague count ("dozens", "hundreds") revises no number: the latest
	// date with a number states the count when there is one ("dozens" a
	// day after "at least 58" and "86" left the strike's dead at 12).
	vagueLater := false
	if b.allVague(fg) {
		for i := len(bs) - 1; i >= 0; i-- {
			if !bs[i].asOf.IsZero() && !bs[i].allVague(fg) {
				b, vagueLater = bs[i], true
				break
			}
		}
	}
	s := &fg.Summary
	s.AsOf = b.asOf
	at := "as of " + dateText(b.asOf)
	earlier := ""
	if len(bs) > 1 {
		switch fg.Relation {
		case storyline.RelationRising, storyline.RelationFalling:
			earlier = "; earlier figures are superseded (" + string(fg.Relation) + ")"
		case storyline.RelationConsistent:
		default:
			earlier = "; earlier figures differ and the change is " + string(fg.Relation)
		}
	}
	if vagueLater {
		earlier = "; later counts are vague and revise no number"
	}
	if len(b.points) == 1 {
		p := &fg.Points[b.points[0]]
		s.Low, s.LowOpen, s.Best, s.High, s.HighOpen = p.Low, p.LowOpen, p.Best, p.High, p.HighOpen
		s.LowReason = "the only figure " + at + ": " + who(p) + earlier
		if p.LowOpen {
			s.LowReason = "open: " + who(p) + " is an upper bound" + earlier
		}
		s.BestReason = "the lowest value the words support: " + who(p)
		s.HighReason = "the figure's upper bound: " + who(p)
		if p.HighOpen {
			s.HighReason = "open: " + who(p) + " is a lower bound"
		}
		return
	}
	if !b.conflict {
		s.Low, s.LowOpen = b.both.lo, b.both.loOpen
		s.Best = b.best
		s.High, s.HighOpen = b.both.hi, b.both.hiOpen
		s.LowReason = "the largest lower bound " + at + ": " + who(bound(fg, b, true)) + earlier
		if s.LowOpen {
			s.LowReason = "open: every figure " + at + " is an upper bound" + earlier
		}
		s.BestReason = "the highest stated value every figure " + at + " allows: " + who(&fg.Points[b.rep])
		if s.HighOpen {
			s.HighReason = "open: every figure " + at + " is a lower bound"
		} else {
			s.HighReason = "the smallest upper bound " + at + ": " + who(bound(fg, b, false))
		}
		return
	}
	// Conflicting sources: the lowest and highest any of them gives, and
	// the lower median as best.
	lo, hi := math.Inf(1), 0.0
	hiOpen, loOpen := false, false
	var bests []float64
	var loP, hiP *storyline.FigurePoint
	for _, i := range b.points {
		p := &fg.Points[i]
		r := rangeOf(p)
		if r.min() < lo {
			lo, loOpen, loP = r.min(), p.LowOpen, p
		}
		if p.HighOpen {
			hiOpen, hiP = true, p
		} else if !hiOpen && p.High > hi {
			hi, hiP = p.High, p
		}
		bests = append(bests, p.Best)
	}
	slices.Sort(bests)
	s.Low, s.LowOpen = lo, loOpen
	s.LowReason = "the lowest value any source gives " + at + " (the sources conflict): " + who(loP) + earlier
	s.Best = bests[(len(bests)-1)/2]
	s.BestReason = fmt.Sprintf("the median of the %d conflicting values %s (the lower one when even)", len(bests), at)
	s.High, s.HighOpen = hi, hiOpen
	if hiOpen {
		s.High = 0
		s.HighReason = "open: " + who(hiP) + " is a lower bound (the sources conflict)"
	} else {
		s.HighReason = "the highest value any source gives " + at + " (the sources conflict): " + who(hiP)
	}
}

// bound returns the point that gives a bucket's lower (or upper) bound.
func bound(fg *storyline.FigureGroup, b *bucket, low bool) *storyline.FigurePoint {
	for _, i := range b.points {
		p := &fg.Points[i]
		if low && !p.LowOpen && p.Low == b.both.lo || !low && !p.HighOpen && p.High == b.both.hi {
			return p
		}
	}
	return &fg.Points[b.points[0]]
}

// who names a point: its words and its source, "more than 320 (Colombian
// immigration officials)", "at least 86 (TRT World's own reporting)" for
// one the outlet states on its own.
func who(p *storyline.FigurePoint) string {
	return fmt.Sprintf("%q (%s)", p.Text, sourceName(p))
}

func dateText(d storyline.Date) string {
	if d.IsZero() {
		return "an unknown date"
	}
	return d.String()
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Value formats a figure value: "450", "3,000,000", "1.5".
func Value(v float64) string {
	if v != math.Trunc(v) || math.Abs(v) >= 1e15 {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	s := strconv.FormatInt(int64(v), 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
