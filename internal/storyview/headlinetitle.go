package storyview

import (
	"strings"
	"unicode"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/figures"
	"github.com/storyline-news/storyline/internal/reconcile"
)

// The count of the dead the reports' own titles state is what a reader
// reads first: "3 people shot to death at home", "2 People Dead, 2
// Officers Injured", "Five people found dead in home". A title's count is
// often in no figure group — the text says "finding the bodies of three
// people", or tells the victims one by one — so the headline fell to a
// part of the toll ("2 brothers shot" of a man who killed his brothers,
// his mother and a wife), or to a main event that read one victim of
// three. titleToll puts the titles' count at the head when the story
// backs it.

// titleDead is a count of the dead a title states, and the outlets whose
// titles state it.
type titleDead struct {
	best float64
	// counted are the values the titles count before the dead they name
	// beside them ("3" of "Gunman kills 3 musicians, self").
	counted map[float64]bool
	open    bool
	outlets map[string]bool
}

// titleToll is the headline figure of the count of the dead the most
// independent titles state, when it is above the count of the dead shown
// (toll, else the figures' headedValue of a headed action) and no title
// states that one, or no count of the dead is shown, and the story
// backs it: two outlets' titles state it, or it is the main event's
// dead, or it is more than those and a count of the dead of the incident
// in the text gives it (or the title's count before the dead it names
// beside it). Only a story whose main event
// has dead: a title's count alone heads no story of no deaths. nil
// otherwise, and on a tie between counts the main event does not break.
func (v *View) titleToll(headed string, headedValue *storyline.FigurePoint, toll *storyline.HeadlineFigure) *storyline.HeadlineFigure {
	m := v.MainEvent
	if m == nil || m.Fatalities <= 0 {
		return nil
	}
	counts := v.titleDeadCounts()
	var best *titleDead
	tie := false
	for _, c := range counts {
		switch {
		case best == nil || len(c.outlets) > len(best.outlets):
			best, tie = c, false
		case len(c.outlets) == len(best.outlets):
			switch {
			case c.best == float64(m.Fatalities):
				best, tie = c, false
			case best.best != float64(m.Fatalities):
				tie = true
			}
		}
	}
	if best == nil || tie {
		return nil
	}
	shown := -1.0
	switch {
	case toll != nil && toll.Label == tollKilled:
		shown = toll.Best
	case toll == nil && headed == reconcile.ActionKilled && headedValue != nil:
		shown = headedValue.Best
	}
	// The titles' count raises a count of the dead the figures head
	// with, a part of the toll ("2 children died" of a father and two
	// children), and not one a title states: where titles disagree
	// ("kills 18" and another's "38 killed"), the figures' leads decide.
	if shown >= 0 && (best.best <= shown || counts[shown] != nil) {
		return nil
	}
	// One title's count below the main event's dead is often a part the
	// title's end leaves out ("kills 2 teens then shoots his baby…").
	if len(best.outlets) < 2 && (best.best < float64(m.Fatalities) || best.best != float64(m.Fatalities) && !v.textBacks(best)) {
		return nil
	}
	n := best.best
	f := &storyline.HeadlineFigure{Label: tollKilled, Value: reconcile.ValueText(&storyline.FigurePoint{Low: n, Best: n, High: n, HighOpen: best.open}, reconcile.Value),
		Low: n, Best: n, High: n, HighOpen: best.open, AsOf: m.Date, Sources: len(best.outlets)}
	if best.open {
		f.High = 0
	}
	return f
}

// titleDeadCounts are the counts of the dead of people the titles of the
// story's independent articles state (a syndicated copy's title is its
// original's), by value: "3 people shot to death", "2 Dead"; not a
// war's or an earlier event's ("400000 killed since 2011"), a vague
// "dozens", nor an upper bound. The counts of one title are its parts:
// "2 adults, six children dead" states 8; a title that names one of the
// dead beside its counts ("Man kills 2 children, wife", "killing 2, then
// himself") states no whole.
func (v *View) titleDeadCounts() map[float64]*titleDead {
	out := map[float64]*titleDead{}
	for _, a := range v.Articles {
		if a.NearDuplicateOf != 0 || a.TitleDerived {
			continue
		}
		n, counted, open, ok := titleDeadCount(a.Title)
		if !ok {
			continue
		}
		c := out[n]
		if c == nil {
			c = &titleDead{best: n, outlets: map[string]bool{}, counted: map[float64]bool{}}
			out[n] = c
		}
		c.open = c.open || open
		c.counted[counted] = true
		c.outlets[a.Outlet] = true
	}
	return out
}

// titleDeadCount is the count of the dead a title states, the sum of its
// counts of the dead (see titleDeadCounts) and of the counts of people
// of no action coordinated with one ("4 adults, 2 children dead"); ok is
// unset when it states none or names one of the dead beside them.
func titleDeadCount(title string) (n, counted float64, open, ok bool) {
	type count struct {
		f    storyline.Figure
		dead bool
	}
	var counts []count
	for _, f := range figures.Extract(title, nil, storyline.Date{}) {
		if !f.Kind.Reported() || f.Vague || f.LowOpen {
			continue
		}
		k, _ := reconcile.KeyOf(&f)
		dead := k.Action == reconcile.ActionKilled || k.Action == foundAction && foundDead(title, f) ||
			!reconcile.Classified(k.Action) && killedBefore(title, f)
		// "4 deaths" counts the dead by the action's own noun.
		deaths := k.Action == reconcile.ActionKilled && reconcile.ActionClass(f.Counted, "", "") == reconcile.ActionKilled
		if k.Scope != "" || !reconcile.CountsPeople(k) && !deaths {
			continue
		}
		switch {
		case dead:
			counts = append(counts, count{f, true})
			ok = true
		case k.Action == "":
			counts = append(counts, count{f, false})
		}
	}
	if !ok {
		return 0, 0, false, false
	}
	// The dead a title names beside its counts are added when they are
	// joined to them ("Mother, 2 children found dead", "kills 2
	// children, wife", "killing 2, then himself"); named apart, they
	// leave the title no whole ("Father kills 2 children").
	first, last := counts[0].f, counts[len(counts)-1].f
	before := words(title[:first.Span.Start])
	after := words(title[min(len(title), max(last.Span.End, last.CountedSpan.End)):])
	joined := 0
	for len(before) >= 2 && joinWords[before[len(before)-1]] && otherDead[before[len(before)-2]] > 0 {
		joined += otherDead[before[len(before)-2]]
		before = before[:len(before)-2]
	}
	for len(after) >= 2 && joinWords[after[0]] && otherDead[after[1]] > 0 {
		joined += otherDead[after[1]]
		after = after[2:]
	}
	for len(after) >= 3 && joinWords[after[0]] && joinWords[after[1]] && otherDead[after[2]] > 0 {
		joined += otherDead[after[2]]
		after = after[3:]
	}
	for _, w := range append(before, after...) {
		if reflexives[w] {
			// "Father who killed himself had shot 2 daughters": his
			// death is no part of the count, the whole unsaid.
			return 0, 0, false, false
		}
	}
	for i, c := range counts {
		// A count of no action is one of the dead when it is joined to
		// a count next to it: "4 adults, 2 children dead", "killed 2
		// adults, 2 teens".
		if !c.dead && !(i+1 < len(counts) && coordinated(title, c.f, counts[i+1].f)) && !(i > 0 && coordinated(title, counts[i-1].f, c.f)) {
			continue
		}
		n += c.f.Best
		open = open || c.f.HighOpen
	}
	return n + float64(joined), n, open, true
}

// foundAction is the action of a count found ("five people found"),
// which a state after it may make a count of the dead.
const foundAction = "found"

// foundDead reports whether the words after a found count's counted thing
// say its state is death: "five people found dead", "Six people found shot
// to death".
func foundDead(s string, f storyline.Figure) bool {
	from := max(f.Span.End, f.CountedSpan.End)
	if from >= len(s) {
		return false
	}
	rest := s[from:]
	if i := strings.IndexAny(rest, ",;:-|"); i >= 0 {
		rest = rest[:i]
	}
	return reconcile.ActionClass(rest, "", "") == reconcile.ActionKilled
}

// killedBefore reports whether the verb right before a count of no
// action is one of killing: a title's present "Gunman kills 2 women",
// which the figure reader leaves without an action.
func killedBefore(s string, f storyline.Figure) bool {
	ws := words(s[:min(len(s), f.Span.Start)])
	return len(ws) > 0 && reconcile.ActionClass(ws[len(ws)-1], "", "") == reconcile.ActionKilled
}

// coordinated reports whether only a comma or an "and" stands between
// figure a and the next figure b of s.
func coordinated(s string, a, b storyline.Figure) bool {
	end := max(a.Span.End, a.CountedSpan.End)
	if end > b.Span.Start || b.Span.Start > len(s) {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(s[end:b.Span.Start])) {
	case ",", "and", "&", ", and":
		return true
	}
	return false
}

// words are the lower-case words of s (letters, digits, hyphens and
// apostrophes) and its commas.
func words(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '\'' || r == ',')
	}) {
		for {
			i := strings.IndexByte(w, ',')
			if i < 0 {
				break
			}
			if i > 0 {
				out = append(out, w[:i])
			}
			out = append(out, ",")
			w = w[i+1:]
		}
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// textBacks reports whether the story's text gives a title's count, or
// the count its titles state before the dead they name beside it.
func (v *View) textBacks(t *titleDead) bool {
	if v.textCountsDead(t.best) {
		return true
	}
	for n := range t.counted {
		if n > 0 && n != t.best && v.textCountsDead(n) {
			return true
		}
	}
	return false
}

// textCountsDead reports whether a count of the dead of the incident in
// the story's text gives n: a stated value of a group counting people
// killed, of no earlier event or war.
func (v *View) textCountsDead(n float64) bool {
	for i := range v.Figures {
		g := &v.Figures[i]
		if g.Key.Scope != "" || !reconcile.CountsPeople(g.Key) || !g.Key.Kind.Reported() {
			continue
		}
		for j := range g.Points {
			if p := &g.Points[j]; stated(p) && !p.Vague && p.Best == n {
				return true
			}
		}
	}
	return false
}
