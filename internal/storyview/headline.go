package storyview

import (
	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/figures"
	"github.com/storyline-news/storyline/internal/reconcile"
	"github.com/storyline-news/storyline/internal/text"
)

// A story's headline figure is its main fact: what the outlets put in
// their headlines and leads, not a side count a few of them repeat
// further down ("3 people killed" in a story whose outlets lead with "at
// least 9 civilians"). Summarize picks the group (see headline) and its
// value (see headlineValue) by the outlets that state them in a title or a
// lead, then by the story's own title, then by the outlets that state them
// anywhere.

// leadSentences is how many sentences of an article make its lead: the
// first is often a dateline or a scene, the second the toll.
const leadSentences = 2

// HeadlineFigure is the summary's headline figure in a line, for the story
// list and the summary block: the headline group's value chosen by
// Summarize (see headlineValue), written by reconcile.ValueText with the
// words of a figure stating it, with its label and the outlets that state
// it; nil when the story has no headline figure or none of its figures
// states a bound. Where the outlets disagree is the story page's to show
// (the group's relation and chart), not the list's line.
//
// Not the reconciler's summary: that is the group's latest state, and a
// war-long toll stated in passing ("at least 3000 killed this year") or
// another attack's toll becomes the latest state of a story about one
// strike that three outlets report as killing 18.
func (s Summary) HeadlineFigure() *storyline.HeadlineFigure {
	if s.headlineToll != nil {
		return s.headlineToll
	}
	if s.Headline == nil || s.headlineValue == nil {
		return nil
	}
	p := s.headlineValue
	return &storyline.HeadlineFigure{Label: headlineLabel(s.Headline.Group, p), Value: reconcile.ValueText(p, reconcile.Value),
		Low: p.Low, LowOpen: p.LowOpen, Best: p.Best, High: p.High, HighOpen: p.HighOpen,
		AsOf: p.AsOf, Sources: s.headlineSources}
}

// prominence knows where each article of a story puts its main facts: the
// end of its lead, and the counts its title states.
type prominence struct {
	// leadEnd is the end of each article's lead in its text.
	leadEnd map[int64]int
	// titleCounts are the counts each independent article's title states
	// (a syndicated copy's title is its original's).
	titleCounts map[int64][]titleCount
	outlet      map[int64]string
	// storyTitle are the counts the story's own title states.
	storyTitle []titleCount
}

// titleCount is a count a title states: its value, and what it counts as
// far as the title's few words say (reconcile.KeyOf).
type titleCount struct {
	best             float64
	category, action string
}

func newProminence(v *View) prominence {
	pr := prominence{leadEnd: map[int64]int{}, titleCounts: map[int64][]titleCount{}, outlet: map[int64]string{},
		storyTitle: titleCounts(v.Story.Title)}
	for _, a := range v.Articles {
		pr.leadEnd[a.ID] = leadEnd(a.Text)
		if a.NearDuplicateOf == 0 && !a.TitleDerived {
			pr.titleCounts[a.ID] = titleCounts(a.Title)
			pr.outlet[a.ID] = a.Outlet
		}
	}
	return pr
}

// leadEnd is the end of the first leadSentences sentences of s.
func leadEnd(s string) int {
	const window = 2000 // bytes that hold any lead; the rest is not split
	sents := text.Sentences(s[:min(len(s), window)])
	if len(sents) == 0 {
		return 0
	}
	return sents[min(len(sents), leadSentences)-1].End
}

// titleCounts are the counts a title states ("kill at least 9
// civilians"), not its other numbers ("24 hours of bombardment") nor a
// vague "kill dozens", which would match any group's "dozens".
func titleCounts(title string) []titleCount {
	var out []titleCount
	for _, f := range figures.Extract(title, nil, storyline.Date{}) {
		if f.Kind.Reported() && !f.Vague && !(f.LowOpen && f.HighOpen) {
			k, _ := reconcile.KeyOf(&f)
			out = append(out, titleCount{best: f.Best, category: k.Category, action: k.Action})
		}
	}
	return out
}

// statesValue reports whether one of counts states value best of a group
// keyed k: the same value, of a compatible category and the same action
// class where the title says them. An uncounted "kills 20" may count
// anything, and so may an "other": a title's few words often leave the
// counted thing out ("death toll … at least 126 Observatory").
func statesValue(counts []titleCount, k storyline.FigureKey, best float64) bool {
	for _, c := range counts {
		if c.best == best && (c.category == "" || c.category == "other" || k.Category == "" || reconcile.CategoriesCompatible(k.Category, c.category)) &&
			(!reconcile.Classified(c.action) || c.action == k.Action) {
			return true
		}
	}
	return false
}

// leadOutlets are the outlets that state value best of g (every value
// when all is set) in a lead or a title; a copy is not one.
func (pr prominence) leadOutlets(g *storyline.FigureGroup, best float64, all bool) map[string]bool {
	out := map[string]bool{}
	for i := range g.Points {
		p := &g.Points[i]
		if !stated(p) || p.CopyOf != 0 || !all && p.Best != best {
			continue
		}
		if end, ok := pr.leadEnd[p.Article]; ok && p.Sentence.Start < end {
			out[p.Outlet] = true
		}
	}
	for id, counts := range pr.titleCounts {
		for i := range g.Points {
			p := &g.Points[i]
			if stated(p) && (all || p.Best == best) && statesValue(counts, g.Key, p.Best) {
				out[pr.outlet[id]] = true
				break
			}
		}
	}
	return out
}

// headline picks the summary's headline group among ranked (RankFigures'
// order) and its value; nil when no group counts something reported.
// The group is the story's main fact: first a count of the story's own
// incident (not a war-long toll or an earlier event's) whose action is one
// of the reconciler's classes (killed, injured, displaced…, not "sides
// continued") and whose counted thing is not that action's own verb ("7
// killed killed in …", an extraction's slip) counting people; then the
// dead of a title that states several counts ("2 Killed, 2 Injured"); then
// the one the most outlets state in a headline or a lead; then one whose
// value the story's title states; then a death toll over the other
// counts; then the ranked order. A count of no class is a candidate only
// when a title states it (titleStates).
func (v *View) headline(ranked []RankedFigure) (*RankedFigure, *storyline.FigurePoint, int) {
	pr := newProminence(v)
	type candidate struct {
		rf                           *RankedFigure
		incident, classified, titled bool
		killed                       bool
		leads                        int
	}
	var best *candidate
	for i := range ranked {
		g := ranked[i].Group
		if !g.Key.Kind.Reported() {
			continue
		}
		// A counted thing of no category whose head is the action's verb
		// ("killed killed") was no thing; "16 dead" counts people.
		verbAsThing := (g.Key.Category == "" || g.Key.Category == "other") && reconcile.ActionClass(g.Key.Head, "", "") == g.Key.Action
		classified := reconcile.Classified(g.Key.Action) && !verbAsThing && reconcile.CountsPeople(g.Key)
		if !classified && !pr.titleStates(g) {
			// A count of no class of what happens to people is a
			// story's main fact only when a headline says it ("$2
			// billion pledged"): "2 guns found", "911 called" or "2
			// counties" further down are no headline.
			continue
		}
		c := &candidate{rf: &ranked[i], incident: g.Key.Scope == "", classified: classified,
			killed: g.Key.Action == reconcile.ActionKilled, leads: len(pr.leadOutlets(g, 0, true))}
		for j := range g.Points {
			c.titled = c.titled || statesValue(pr.storyTitle, g.Key, g.Points[j].Best)
		}
		if best == nil {
			best = c
			continue
		}
		better := false
		switch {
		case c.incident != best.incident:
			better = c.incident
		case c.classified != best.classified:
			better = c.classified
		case c.titled && best.titled && c.killed != best.killed:
			// "2 Killed, 2 Injured in …": the title's dead first.
			better = c.killed
		case c.leads != best.leads:
			better = c.leads > best.leads
		case c.titled != best.titled:
			better = c.titled
		case c.killed != best.killed:
			better = c.killed
		}
		if better {
			best = c
		}
	}
	if best == nil {
		return nil, nil, 0
	}
	p, sources := pr.headlineValue(best.rf.Group)
	return best.rf, p, sources
}

// titleStates reports whether the title of the story or of one of its
// independent articles states a value of g, counting a thing of a known
// category ("5 people", "$2 billion"), not a bare number or "other".
func (pr prominence) titleStates(g *storyline.FigureGroup) bool {
	if g.Key.Category == "" || g.Key.Category == "other" {
		return false
	}
	for i := range g.Points {
		p := &g.Points[i]
		if !stated(p) {
			continue
		}
		if statesValue(pr.storyTitle, g.Key, p.Best) {
			return true
		}
		for _, counts := range pr.titleCounts {
			if statesValue(counts, g.Key, p.Best) {
				return true
			}
		}
	}
	return false
}

// stated reports whether a figure states a bound to count by.
func stated(p *storyline.FigurePoint) bool { return !(p.LowOpen && p.HighOpen) }

// later reports whether a falls after b; an unknown date is the earliest.
func later(a, b storyline.Date) bool { return a.Time().After(b.Time()) }

// headlineValue returns the figure of g whose value is the story's main
// fact, and the number of the group's independent outlets (a syndicated
// copy is not one) that state it, in their text or their title. Of a
// count revised over time, only the values of its latest date compete.
// The value is a number where some outlet gives one ("126", not
// "dozens"); then the one the most outlets state in a headline or a lead;
// then the one the story's title
// states; then the one
// the most outlets state anywhere; then the one stated as of the latest
// day, the most mentioned, the higher (a toll that rose). Of the figures
// stating it, the latest speaks for it, one not counted as another
// incident's first.
func (pr prominence) headlineValue(g *storyline.FigureGroup) (*storyline.FigurePoint, int) {
	type value struct {
		outlets      map[string]bool
		leads        map[string]bool
		vague        bool
		inStoryTitle bool
		mentions     int
		rep          *storyline.FigurePoint
	}
	// A count revised over time (rising, falling) is its latest state: an
	// outlet's first "at least five" in its lead is superseded by its
	// "more than 320" two days on. A vague count revises no number ("18
	// members killed" on Tuesday is not superseded by "the deaths of
	// hundreds of people" another report recalls on Thursday): the latest
	// state is that of the numbers, when there are any.
	revised := g.Relation == storyline.RelationRising || g.Relation == storyline.RelationFalling
	latest := storyline.Date{}
	for _, vagueToo := range []bool{false, true} {
		for i := range g.Points {
			if p := &g.Points[i]; revised && stated(p) && p.CopyOf == 0 && !p.Incident && (vagueToo || !p.Vague) && later(p.AsOf, latest) {
				latest = p.AsOf
			}
		}
		if !latest.IsZero() {
			break
		}
	}
	values := map[float64]*value{}
	var order []float64
	for i := range g.Points {
		p := &g.Points[i]
		if !stated(p) || p.CopyOf != 0 || revised && (p.Incident || p.AsOf != latest) {
			continue
		}
		v := values[p.Best]
		if v == nil {
			v = &value{outlets: map[string]bool{}, leads: pr.leadOutlets(g, p.Best, false),
				inStoryTitle: statesValue(pr.storyTitle, g.Key, p.Best)}
			values[p.Best] = v
			order = append(order, p.Best)
		}
		v.outlets[p.Outlet] = true
		v.vague = v.vague || p.Vague
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
		case v.vague != best.vague:
			if !v.vague {
				best = v
			}
		case len(v.leads) != len(best.leads):
			if len(v.leads) > len(best.leads) {
				best = v
			}
		case v.inStoryTitle != best.inStoryTitle:
			if v.inStoryTitle {
				best = v
			}
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
	// An outlet of the group whose title states the value, though its
	// text does not, states it too; one that gives none of the group's
	// figures is not among the group's sources the summary counts from.
	reporting := map[string]bool{}
	for i := range g.Points {
		reporting[g.Points[i].Outlet] = true
	}
	for o := range best.leads {
		if reporting[o] {
			best.outlets[o] = true
		}
	}
	return best.rep, len(best.outlets)
}
