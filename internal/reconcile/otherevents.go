package reconcile

import (
	"fmt"
	"math"

	storyline "github.com/storyline-news/storyline"
)

// A story often tells more than one deed: a bombing and, days later, a
// smaller blast in the same city ("Six killed in Aleppo bombing as
// evacuation resumes" in the story of the convoy bombing that killed
// 126). The dead of both read as "people killed", so without the events
// they fall into one figure group, and the later, smaller count reads as
// the latest value of the convoy's toll: "conflicting, best 6". The
// story's merged events say which deed each count belongs to. A count
// the event extractor gave to another event of the story, one on a day
// more than a day away from the group's own event (the window within
// which reports of one event are merged), is that other event's and not
// a competing value: it is marked like an incident and kept out of the
// relations and the summary.

// eventCounts finds, for a figure, the story event whose report counts it.
type eventCounts struct {
	events    []storyline.StoryEvent
	byArticle map[int64][]eventCount
}

// eventCount is one report's number of dead or injured in its sentence.
type eventCount struct {
	event    int
	sentence storyline.Span
	count    int
}

func newEventCounts(evs []storyline.StoryEvent) *eventCounts {
	ec := &eventCounts{events: evs, byArticle: map[int64][]eventCount{}}
	for i := range evs {
		for _, r := range evs[i].Reports {
			for _, n := range []int{r.Fatalities, r.Injured} {
				if n > 0 {
					ec.byArticle[r.Article] = append(ec.byArticle[r.Article], eventCount{event: i, sentence: r.Sentence, count: n})
				}
			}
		}
	}
	return ec
}

// of returns the index of the event whose report in the figure's sentence
// counts the figure's number, or -1.
func (ec *eventCounts) of(c cand) int {
	if ec == nil {
		return -1
	}
	for _, r := range ec.byArticle[c.art.ID] {
		if r.sentence.Start <= c.f.Span.Start && c.f.Span.End <= r.sentence.End && countsFigure(r.count, c.f) {
			return r.event
		}
	}
	return -1
}

// countsFigure reports whether an event's count n is the figure's number:
// its best reading or, for "at least 43" and "more than 120", its bound.
func countsFigure(n int, f *storyline.Figure) bool {
	v := float64(n)
	return v == f.Best || v == f.Low && !f.LowOpen || v == f.High && !f.HighOpen
}

// markOtherEvents marks the points of g that count another event of the
// story than the one most of the group's points count (the story's main
// event when they tie), when that event's day is more than a day from
// the group's event's day.
func markOtherEvents(fg *storyline.FigureGroup, g []cand, ec *eventCounts) {
	if ec == nil || len(ec.events) < 2 {
		return
	}
	of := make([]int, len(g))
	votes := map[int]int{}
	for i, c := range g {
		of[i] = ec.of(c)
		if of[i] >= 0 {
			votes[of[i]]++
		}
	}
	own := -1
	for e, n := range votes {
		if own < 0 || n > votes[own] || n == votes[own] && betterEvent(&ec.events[e], &ec.events[own], e, own) {
			own = e
		}
	}
	if own < 0 || len(votes) < 2 {
		return
	}
	ownEv := &ec.events[own]
	for i := range fg.Points {
		e := of[i]
		if e < 0 || e == own || !daysApart(ownEv.Date, ec.events[e].Date) {
			continue
		}
		p := &fg.Points[i]
		p.Incident, p.IncidentOf = true, -1
		p.IncidentReason = fmt.Sprintf("another event of the story: %s, not the %s this group counts", eventText(&ec.events[e]), eventText(ownEv))
	}
}

// betterEvent breaks a tie between two events counted by as many points:
// the story's main event, then the most sources, then the first.
func betterEvent(a, b *storyline.StoryEvent, ai, bi int) bool {
	if a.Main != b.Main {
		return a.Main
	}
	if a.Sources != b.Sources {
		return a.Sources > b.Sources
	}
	return ai < bi
}

// daysApart reports whether two known days are more than a day apart.
func daysApart(a, b storyline.Date) bool {
	if a.IsZero() || b.IsZero() {
		return false
	}
	return math.Abs(a.Time().Sub(b.Time()).Hours()) > 24
}

func eventText(e *storyline.StoryEvent) string {
	s := e.SubEventType
	if s == "" {
		s = e.EventType
	}
	if e.Place != nil && e.Place.Name != "" {
		s += " at " + e.Place.Name
	}
	return s + " on " + e.Date.String()
}
