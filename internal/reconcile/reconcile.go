// Package reconcile puts side by side the figures of one story's articles
// that count the same thing: it groups them (action class, counted
// category, place, kind), orders each group by as-of date, tells a revision
// (rising, falling) from a conflict, flags discrepancies, keeps incident
// counts apart from totals and summarizes each group as low / best / high
// with the reason for each. docs/reconcile.md has the rules.
package reconcile

import (
	"fmt"
	"slices"
	"strings"

	"github.com/storyline-news/storyline"
)

// cand is one figure of one article, before grouping.
type cand struct {
	art   *storyline.Article
	order int // the article's position in the input
	fi    int
	f     *storyline.Figure
	key   storyline.FigureKey
	// copy is the original article when art is a near-duplicate of an
	// article of the story.
	copy *storyline.Article
}

// Reconcile groups the figures of the analyzed articles of one story and
// relates the figures of each group. Near-duplicates (NearDuplicateOf set
// to another article of arts, or sharing an original with an earlier one)
// count once: their figures are noted on the original's points. Groups come
// largest first (by articles, then points), then in text order.
func Reconcile(arts []*storyline.Article) []storyline.FigureGroup {
	return ReconcileEvents(arts, nil)
}

// ReconcileEvents is Reconcile with the story's merged events: a count one
// of them gives to another event of the story than the group's own, days
// away, is that event's and no competing value (see otherevents.go).
func ReconcileEvents(arts []*storyline.Article, evs []storyline.StoryEvent) []storyline.FigureGroup {
	ec := newEventCounts(evs)
	originals := originalsOf(arts)
	var cands, copies []cand
	for i, a := range arts {
		if a == nil {
			continue
		}
		for fi := range a.Analysis.Figures {
			f := &a.Analysis.Figures[fi]
			k, ok := keyIn(f, a.Text)
			if !ok {
				continue
			}
			if !k.Stock {
				k.Scope = scopeOf(a, f)
			}
			c := cand{art: a, order: i, fi: fi, f: f, key: k, copy: originals[a]}
			if c.copy != nil {
				copies = append(copies, c)
			} else {
				cands = append(cands, c)
			}
		}
	}
	spreadScopes(cands)
	spreadScopes(copies)
	groups := group(cands)
	byArticle := map[*storyline.Article][]cand{}
	for _, c := range cands {
		byArticle[c.art] = append(byArticle[c.art], c)
	}
	// A copy's figure the original repeats is noted on the original's
	// point; one the original lacks (an edited copy) joins as its own point.
	var extra []cand
	copiesOf := map[*storyline.Article][]cand{}
	for _, c := range copies {
		if repeats(byArticle, c) {
			copiesOf[c.copy] = append(copiesOf[c.copy], c)
		} else {
			extra = append(extra, c)
		}
	}
	groups = place(groups, extra)
	out := make([]storyline.FigureGroup, 0, len(groups))
	for _, g := range groups {
		out = append(out, build(g.members, copiesOf, ec))
	}
	slices.SortStableFunc(out, func(a, b storyline.FigureGroup) int {
		if d := articleCount(b) - articleCount(a); d != 0 {
			return d
		}
		return len(b.Points) - len(a.Points)
	})
	return out
}

// originalsOf maps each near-duplicate to the article of arts it copies:
// its NearDuplicateOf when that is in arts, else the first earlier article
// with the same original.
func originalsOf(arts []*storyline.Article) map[*storyline.Article]*storyline.Article {
	byID := map[int64]*storyline.Article{}
	for _, a := range arts {
		if a != nil && a.ID != 0 {
			if _, ok := byID[a.ID]; !ok {
				byID[a.ID] = a
			}
		}
	}
	out := map[*storyline.Article]*storyline.Article{}
	firstCopy := map[int64]*storyline.Article{}
	for _, a := range arts {
		if a == nil || a.NearDuplicateOf == 0 {
			continue
		}
		if o := byID[a.NearDuplicateOf]; o != nil && o != a {
			out[a] = o
		} else if o := firstCopy[a.NearDuplicateOf]; o != nil {
			out[a] = o
		} else {
			firstCopy[a.NearDuplicateOf] = a
		}
	}
	return out
}

// wider reports whether key w covers key x: compatible, with a place and a
// category as wide or wider.
func wider(w, x storyline.FigureKey) bool {
	if !Compatible(w, x) {
		return false
	}
	placeOK := w.Place == "" || containsPlace(x.Place, w.Place)
	catOK := w.Category == x.Category || w.Category == "people"
	return placeOK && catOK
}

// cluster is a group being built: its members and their distinct keys
// (many figures share a key, so joining tests keys, not members).
type cluster struct {
	members []cand
	keys    []storyline.FigureKey
}

func (g *cluster) add(c cand) {
	g.members = append(g.members, c)
	if !slices.Contains(g.keys, c.key) {
		g.keys = append(g.keys, c.key)
	}
}

// joins reports whether c may join the group: compatible with a member,
// and with every member either compatible or covered with c by a wider
// member (a total "in Venezuela" covers counts at two towns that are not
// compatible with each other).
func (g *cluster) joins(c cand) bool {
	some := false
	for _, k := range g.keys {
		if Compatible(k, c.key) {
			some = true
			continue
		}
		covered := false
		for _, w := range g.keys {
			if wider(w, c.key) && wider(w, k) {
				covered = true
				break
			}
		}
		if !covered {
			return false
		}
	}
	return some
}

// group puts candidates in groups, widest keys first (unknown place, then
// fewer place words; "people" before narrower categories) so that totals
// found the groups their components join.
func group(cs []cand) []*cluster {
	type ranked struct {
		c    cand
		rank int
	}
	rs := make([]ranked, len(cs))
	for i, c := range cs {
		rs[i] = ranked{c, 2*len(placeWords(c.key.Place)) + boolInt(c.key.Category != "people")}
	}
	slices.SortStableFunc(rs, func(a, b ranked) int { return a.rank - b.rank })
	sorted := make([]cand, len(rs))
	for i, r := range rs {
		sorted[i] = r.c
	}
	return place(nil, sorted)
}

// place adds each candidate to the first group it joins, or a new one.
func place(groups []*cluster, cs []cand) []*cluster {
	for _, c := range cs {
		placed := false
		for _, g := range groups {
			if g.joins(c) {
				g.add(c)
				placed = true
				break
			}
		}
		if !placed {
			g := &cluster{}
			g.add(c)
			groups = append(groups, g)
		}
	}
	return groups
}

// repeats reports whether the original of a copy's figure repeats it in a
// group (same values, compatible key): the copy then counts once, there.
func repeats(byArticle map[*storyline.Article][]cand, c cand) bool {
	for _, m := range byArticle[c.copy] {
		if sameValue(m.f, c.f) && Compatible(m.key, c.key) {
			return true
		}
	}
	return false
}

func sameValue(a, b *storyline.Figure) bool {
	return a.Low == b.Low && a.Best == b.Best && a.High == b.High && a.LowOpen == b.LowOpen && a.HighOpen == b.HighOpen
}

// groupKey is the key a group shows: the members' action and kind, their
// category when they agree (else "people", the only category that joins
// others), and the widest place all of them are in ("" when one has none).
func groupKey(g []cand) storyline.FigureKey {
	k := g[0].key
	for _, c := range g[1:] {
		if c.key.Category != k.Category {
			k.Category = "people"
		}
		switch {
		case k.Place == "" || c.key.Place == "":
			k.Place = ""
		case containsPlace(k.Place, c.key.Place):
			k.Place = c.key.Place
		case containsPlace(c.key.Place, k.Place):
		default:
			k.Place = ""
		}
	}
	return k
}

// build makes the storyline.FigureGroup of one group of candidates.
func build(g []cand, copiesOf map[*storyline.Article][]cand, ec *eventCounts) storyline.FigureGroup {
	slices.SortStableFunc(g, func(a, b cand) int {
		if c := cmpDate(a.f.AsOf, b.f.AsOf); c != 0 {
			return c
		}
		if c := cmpDate(a.f.Stated, b.f.Stated); c != 0 {
			return c
		}
		if a.order != b.order {
			return a.order - b.order
		}
		return a.f.Span.Start - b.f.Span.Start
	})
	key := groupKey(g)
	k := key
	if !Classified(key.Action) && g[0].f.Action != "" {
		// An action outside the classes reads better in its own words.
		k.Action = g[0].f.Action
	}
	fg := storyline.FigureGroup{Key: key, Label: Label(k, g[0].f.Counted)}
	for _, c := range g {
		p := point(c)
		if c.copy == nil {
			for _, cp := range copiesOf[c.art] {
				if sameValue(cp.f, c.f) && Compatible(cp.key, c.key) && !slices.Contains(p.Copies, cp.art.ID) {
					p.Copies = append(p.Copies, cp.art.ID)
				}
			}
		}
		fg.Points = append(fg.Points, p)
	}
	markOtherEvents(&fg, g, ec)
	markIncidents(&fg, g)
	relate(&fg)
	summarize(&fg)
	return fg
}

// point makes the FigurePoint of one candidate.
func point(c cand) storyline.FigurePoint {
	f, a := c.f, c.art
	p := storyline.FigurePoint{
		Article: a.ID, Outlet: a.Outlet, Figure: c.fi, Text: f.Text, Span: f.Span,
		Sentence: f.Sentence, SentenceText: strings.TrimSpace(f.Sentence.In(a.Text)),
		Low: f.Low, Best: f.Best, High: f.High, LowOpen: f.LowOpen, HighOpen: f.HighOpen,
		Qualifier: f.Qualifier, Vague: f.Vague,
		Counted: f.Counted, Category: f.Category, Action: f.Action, Place: f.Place,
		AsOf: f.AsOf, AsOfSource: f.AsOfSource, WindowStart: f.WindowStart, WindowEnd: f.WindowEnd,
		Stated: f.Stated, Cumulative: cumulative(a, f),
		Attribution: f.Source, Cue: f.Cue, Corrected: f.Corrected,
	}
	if p.Attribution == "" {
		p.Attribution = storyline.Unattributed
	}
	for _, cp := range a.Captions {
		if cp.Span.Start <= f.Span.Start && f.Span.End <= cp.Span.End {
			p.Caption = true
		}
	}
	if c.copy != nil {
		p.CopyOf = c.copy.ID
	}
	return p
}

// asOfWords before a time expression make a figure a count up to that date
// from an unknown start ("four people have been killed as of Friday").
var asOfWords = []string{"as of", "by", "until", "till", "through", "up to", "as at"}

// cumulative reports whether f counts up to its as-of date from an unknown
// start: no time window, an open start, "as of …", or "so far" / "to date"
// / "in total" in its clause.
func cumulative(a *storyline.Article, f *storyline.Figure) bool {
	if f.WindowStart.IsZero() || f.WindowEnd.IsZero() {
		return true
	}
	if f.TimeSpan.Len() > 0 && f.TimeSpan.Start <= len(a.Text) {
		before := strings.ToLower(strings.TrimRight(a.Text[max(0, f.TimeSpan.Start-12):f.TimeSpan.Start], " "))
		for _, w := range asOfWords {
			if strings.HasSuffix(before, " "+w) || before == w {
				return true
			}
		}
	}
	sent := strings.ToLower(f.Sentence.In(a.Text))
	for _, w := range []string{"so far", "to date", "in total", "in all,", "cumulative"} {
		if strings.Contains(sent, w) {
			return true
		}
	}
	return false
}

// floor is the smallest value a point allows: Low, or 0 for an open low.
func floor(p *storyline.FigurePoint) float64 {
	if p.LowOpen {
		return 0
	}
	return p.Low
}

// markIncidents marks the points that count one incident inside a total of
// the group (see docs/reconcile.md, "Incidents and totals").
func markIncidents(fg *storyline.FigureGroup, g []cand) {
	for i := range fg.Points {
		p := &fg.Points[i]
		if p.Incident || p.Cumulative || p.WindowStart.IsZero() {
			continue // a count up to a date is a total, not one incident
		}
		best := -1
		var bestWhy []string
		for j := range fg.Points {
			t := &fg.Points[j]
			if i == j || t.Incident {
				continue
			}
			why, ok := componentOf(p, t, g[i])
			if !ok {
				continue
			}
			if best < 0 || cmpDate(t.AsOf, fg.Points[best].AsOf) > 0 || floor(t) > floor(&fg.Points[best]) && t.AsOf == fg.Points[best].AsOf {
				best, bestWhy = j, why
			}
		}
		if best >= 0 {
			t := &fg.Points[best]
			p.Incident, p.IncidentOf = true, best
			p.IncidentReason = fmt.Sprintf("%s: %s, inside the total %q (%s, as of %s)",
				strings.Join(bestWhy, ", "), windowText(p), t.Text, t.Attribution, t.AsOf)
		}
	}
}

// componentOf reports whether p is one incident inside the total t, with
// the marks that say so.
func componentOf(p, t *storyline.FigurePoint, c cand) ([]string, bool) {
	if t.AsOf.IsZero() || (!t.Cumulative && t.WindowStart.IsZero()) {
		return nil, false
	}
	// t's period covers p's: t starts no later (or from an unknown start)
	// and holds at p's end or later.
	tStart := t.WindowStart
	if t.Cumulative {
		tStart = storyline.Date{}
	}
	if !tStart.IsZero() && cmpDate(tStart, p.WindowStart) > 0 || cmpDate(t.AsOf, p.WindowEnd) < 0 {
		return nil, false
	}
	narrowerPlace := p.Place != "" && (t.Place == "" || p.Place != t.Place && containsPlace(p.Place, t.Place))
	longer := tStart.IsZero() || cmpDate(tStart, p.WindowStart) < 0 || cmpDate(t.AsOf, p.WindowEnd) > 0
	if !longer && !narrowerPlace {
		return nil, false
	}
	// p must fit inside t: no more than t's lower bound.
	tf := floor(t)
	if t.LowOpen {
		tf = t.Best
	}
	if p.Best > tf || p.Best == 0 {
		return nil, false
	}
	var why []string
	if p.Caption {
		why = append(why, "caption")
	}
	if p.WindowStart == p.WindowEnd {
		why = append(why, "one day")
	}
	if narrowerPlace {
		why = append(why, "one place ("+p.Place+")")
	}
	if relativeClause(c) {
		why = append(why, "names its members (\""+strings.TrimSpace(clip(c.f.Text+" … "+c.f.Action, 60))+"\")")
	}
	if p.Best*10 <= tf {
		why = append(why, "small against the total")
	}
	// One day alone is no mark: "10 killed in Monday's clashes" and later
	// "the toll rose to 25" is one incident's toll revised.
	if len(why) == 0 || len(why) == 1 && why[0] == "one day" {
		return nil, false
	}
	return why, true
}

// relativeClause reports whether the figure's counted phrase is followed by
// a relative clause carrying the action: "two … Guardsmen who deserted their
// post" counts particular people, one incident.
func relativeClause(c cand) bool {
	f := c.f
	if f.CountedFromContext || f.CountedSpan.Len() == 0 || f.ActionSpan.Len() == 0 || f.ActionSpan.Start < f.CountedSpan.End {
		return false
	}
	between := " " + strings.ToLower(storyline.Span{Start: f.CountedSpan.End, End: f.ActionSpan.Start}.In(c.art.Text)) + " "
	return len(between) < 40 && (strings.Contains(between, " who ") || strings.Contains(between, " that ") || strings.Contains(between, " which "))
}

func windowText(p *storyline.FigurePoint) string {
	if p.WindowStart == p.WindowEnd {
		return p.WindowStart.String()
	}
	return p.WindowStart.String() + " to " + p.WindowEnd.String()
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

func cmpDate(a, b storyline.Date) int {
	// The zero date (unknown) sorts last.
	switch {
	case a == b:
		return 0
	case a.IsZero():
		return 1
	case b.IsZero():
		return -1
	}
	return a.Time().Compare(b.Time())
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func articleCount(g storyline.FigureGroup) int {
	seen := map[int64]bool{}
	for _, p := range g.Points {
		seen[p.Article] = true
	}
	return len(seen)
}
