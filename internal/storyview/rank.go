package storyview

import (
	"sort"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// A big story holds hundreds of figure groups, events and quotes; a reader
// first wants the few that many outlets report. The rankings here order
// them by independent sources (outlets; a syndicated copy is not one of its
// own), then by mentions and articles, so a page can show the head of each
// list and leave the rest behind a link.

// RankedFigure is a figure group with what ranks it.
type RankedFigure struct {
	Group *storyline.FigureGroup
	// Sources counts the outlets that give a figure of the group, Articles
	// the articles, Mentions the figures (copies included).
	Sources, Articles, Mentions int
}

// RankFigures orders the view's figure groups for reading: the most
// independent sources first, then the most mentions and articles, then
// timelines (two points or more) before single figures; ties keep the
// reconciler's order.
func (v *View) RankFigures() []RankedFigure {
	out := make([]RankedFigure, len(v.Figures))
	for i := range v.Figures {
		out[i] = rankFigure(&v.Figures[i])
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch {
		case a.Sources != b.Sources:
			return a.Sources > b.Sources
		case a.Mentions != b.Mentions:
			return a.Mentions > b.Mentions
		case a.Articles != b.Articles:
			return a.Articles > b.Articles
		}
		return len(a.Group.Points) > 1 && len(b.Group.Points) <= 1
	})
	return out
}

func rankFigure(g *storyline.FigureGroup) RankedFigure {
	outlets := map[string]bool{}
	articles := map[int64]bool{}
	r := RankedFigure{Group: g}
	for _, p := range g.Points {
		articles[p.Article] = true
		if p.CopyOf == 0 {
			outlets[p.Outlet] = true
		}
		r.Mentions += 1 + len(p.Copies)
	}
	r.Sources, r.Articles = max(len(outlets), 1), len(articles)
	return r
}

// RankEvents orders the view's events for reading: the main event first,
// then the most independent sources, mentions and articles; ties keep the
// order of Events (by date).
func (v *View) RankEvents() []StoryEvent {
	out := append([]StoryEvent(nil), v.Events...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch {
		case a.Main != b.Main:
			return a.Main
		case a.Sources != b.Sources:
			return a.Sources > b.Sources
		case a.Mentions != b.Mentions:
			return a.Mentions > b.Mentions
		}
		return a.Articles > b.Articles
	})
	return out
}

// RankedSpeaker is a speaker with what ranks them; Quotes are all the
// speaker's quotes, the best first (see bestQuotes).
type RankedSpeaker struct {
	Speaker
	// Sources counts the outlets that quote the speaker, Articles the
	// articles.
	Sources, Articles int
}

// RankSpeakers orders the speakers for reading: named speakers before
// unnamed ones, then the most independent sources, quotes and articles;
// each speaker's quotes are ordered by bestQuotes.
func (v *View) RankSpeakers() []RankedSpeaker {
	copyOf := map[int64]bool{}
	for _, a := range v.Articles {
		copyOf[a.ID] = a.NearDuplicateOf != 0
	}
	out := make([]RankedSpeaker, len(v.Speakers))
	for i, sp := range v.Speakers {
		outlets := map[string]bool{}
		articles := map[int64]bool{}
		for _, q := range sp.Quotes {
			articles[q.Ref.Article] = true
			if !copyOf[q.Ref.Article] {
				outlets[q.Ref.Outlet] = true
			}
		}
		sp.Quotes = bestQuotes(sp.Quotes, copyOf)
		out[i] = RankedSpeaker{Speaker: sp, Sources: max(len(outlets), 1), Articles: len(articles)}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch {
		case a.Anonymous != b.Anonymous:
			return !a.Anonymous
		case a.Sources != b.Sources:
			return a.Sources > b.Sources
		case len(a.Quotes) != len(b.Quotes):
			return len(a.Quotes) > len(b.Quotes)
		}
		return a.Articles > b.Articles
	})
	return out
}

// bestQuotes orders a speaker's quotes so the first few say the most: a
// quote of some length (a sentence, not "yes") from an outlet not yet
// quoted first, then the other quotes in order; a quote whose words another
// quote already gave, or that comes from a copy (copyOf), goes last. The
// slice is a new one.
func bestQuotes(qs []Quote, copyOf map[int64]bool) []Quote {
	const short = 40 // characters below which a quote says little
	type scored struct {
		q    Quote
		tier int
	}
	seenText := map[string]bool{}
	seenOutlet := map[string]bool{}
	s := make([]scored, len(qs))
	for i, q := range qs {
		txt := strings.ToLower(strings.TrimSpace(q.ContentText))
		tier := 0
		switch {
		case seenText[txt] || copyOf[q.Ref.Article]:
			tier = 3
		case len(txt) < short:
			tier = 2
		case seenOutlet[q.Ref.Outlet]:
			tier = 1
		}
		if tier < 2 {
			seenOutlet[q.Ref.Outlet] = true
		}
		seenText[txt] = true
		s[i] = scored{q, tier}
	}
	sort.SliceStable(s, func(i, j int) bool { return s[i].tier < s[j].tier })
	out := make([]Quote, len(s))
	for i, x := range s {
		out[i] = x.q
	}
	return out
}

// Summary is what a story's page shows first.
type Summary struct {
	// Headline is the story's main figure group: of the groups that count
	// something reported, the one the most outlets state in a headline or
	// a lead, ties to RankFigures' order (see headline); nil when it has
	// none.
	Headline *RankedFigure
	// headlineValue is the figure of Headline that HeadlineFigure writes,
	// headlineSources the outlets that state its value.
	headlineValue   *storyline.FigurePoint
	headlineSources int
	// headlineToll is the main event's dead when no count of the dead
	// heads the story, or its wounded when nothing does (see
	// tollHeadline); HeadlineFigure writes it.
	headlineToll *storyline.HeadlineFigure
	// First and Last bound the dated articles' publication times.
	First, Last time.Time
	// Coverage counts the articles of each outlet, the most first (copies
	// included: they show how far the story went).
	Coverage []OutletCount
	// MainEvent is the event the story is about; nil when none.
	MainEvent *StoryEvent
	// Places and People are the names most articles give, at most
	// summaryNames each (credits left out).
	Places, People []Entity
}

// OutletCount is one outlet's number of articles in a story.
type OutletCount struct {
	Outlet   string
	Articles int
}

// summaryNames bounds the places and people of a summary.
const summaryNames = 5

// Summarize gives the summary of the view; figures is RankFigures' answer
// (passed in so a page ranks once).
func (v *View) Summarize(figures []RankedFigure) Summary {
	var s Summary
	s.Headline, s.headlineValue, s.headlineSources = v.headline(figures)
	headed := ""
	if s.Headline != nil {
		headed = s.Headline.Group.Key.Action
		if headed == "" {
			headed = "other"
		}
	}
	s.headlineToll = v.tollHeadline(headed, s.headlineValue)
	s.MainEvent = v.MainEvent
	perOutlet := map[string]int{}
	var order []string
	for _, a := range v.Articles {
		if _, ok := perOutlet[a.Outlet]; !ok {
			order = append(order, a.Outlet)
		}
		perOutlet[a.Outlet]++
		if t := a.Published.Time; !t.IsZero() {
			if s.First.IsZero() || t.Before(s.First) {
				s.First = t
			}
			if t.After(s.Last) {
				s.Last = t
			}
		}
	}
	for _, o := range order {
		s.Coverage = append(s.Coverage, OutletCount{Outlet: o, Articles: perOutlet[o]})
	}
	sort.SliceStable(s.Coverage, func(i, j int) bool { return s.Coverage[i].Articles > s.Coverage[j].Articles })
	places := placeNames(v.Entities)
	for _, e := range v.Entities {
		if e.Credit {
			continue
		}
		switch {
		case e.Type == storyline.PER && len(s.People) < summaryNames:
			if places[text.Fold(e.Name)] >= e.Articles || surnameOfListed(e.Name, s.People) || givenOfListed(e.Name, s.People) {
				continue
			}
			s.People = append(s.People, e)
		case e.Place != nil && len(s.Places) < summaryNames:
			s.Places = append(s.Places, e)
		}
	}
	return s
}

// placeNames counts, by folded name, the articles of the story's entities
// placed on the map. A town the name tagger reads as a person in a few
// reports ("Madaya", "Zabadani" of the evacuation deal) is a place where
// more reports read it so: the summary's people leave it out.
func placeNames(es []Entity) map[string]int {
	out := map[string]int{}
	for _, e := range es {
		if e.Place != nil {
			k := text.Fold(e.Name)
			out[k] = max(out[k], e.Articles)
		}
	}
	return out
}

// surnameOfListed reports a one-word name that ends the name of a person
// already listed: "Assad" after "Bashar al-Assad" is the same man.
func surnameOfListed(name string, listed []Entity) bool {
	if strings.ContainsRune(strings.TrimSpace(name), ' ') {
		return false
	}
	n := text.Fold(name)
	for _, p := range listed {
		f := text.Fold(p.Name)
		if f != n && (strings.HasSuffix(f, " "+n) || strings.HasSuffix(f, "-"+n)) {
			return true
		}
	}
	return false
}
