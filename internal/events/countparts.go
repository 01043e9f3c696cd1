package events

import "github.com/storyline-news/storyline"

// partsTold are the counts the sentences after an event told of some of
// its dead: "At least 51 civilians were killed in air raids and shelling
// on Saturday" then "Air force raids left 15 people dead in the east",
// "Nine civilians died in rebel shelling on the west" and "Another 27
// people were killed in raids on a string of towns" — 15, 9 and 27 are the
// 51 told by place, and "another" is another part, not more dead.
type partsTold struct {
	event int // the index of the event the parts are of (extractor.last)
	sum   int // the dead the parts count
	n     int // how many parts were told
}

// tell records the count of e, a sentence that says more of event ev
// which counted whole dead before it, as a part when it counts fewer. Dead
// the sentence added (added) start over: the sentences after it tell more
// dead, not parts ("Another 14 were killed in the next district", "A
// further five died in a village").
func (p *partsTold) tell(ev, whole int, added bool, e *storyline.Event) {
	if p.event != ev || added {
		*p = partsTold{event: ev}
		return
	}
	if e.Fatalities > 0 && !e.FatalitiesImplied && e.Fatalities < whole {
		p.sum += e.Fatalities
		p.n++
	}
}

// whole reports a count e gives with an additive word ("another 27")
// that is one more part of prev's dead: parts were told before it, and
// with it they add up to no more than prev's count. A first "another"
// after the count ("two others died later") adds, as before.
func (p *partsTold) whole(ev int, prev, e *storyline.Event) bool {
	return p.event == ev && p.n > 0 && !prev.FatalitiesImplied && !e.FatalitiesImplied && p.sum+e.Fatalities <= prev.Fatalities
}

// includedParts sums the parts the sentence si tells its count of dead
// at sp to include: "at least 82 people including 58 civilians were
// killed" told 58 of them, so "It added that 24 other people were killed"
// is the rest of the 82, not 24 more.
func (x *extractor) includedParts(si *sentInfo, sp storyline.Span) (sum, n int) {
	if sp.End == 0 {
		return 0, 0
	}
	for i := range x.in.Figures {
		f := &x.in.Figures[i]
		if f.Span.Start < si.span.Start || f.Span.End > si.span.End || f.Kind != storyline.FigureCount {
			continue
		}
		a, _ := x.figureToks(f)
		if a < 0 {
			continue
		}
		if k := x.includedIn(a); k >= 0 && x.toks[k].s >= sp.Start && x.toks[k].e <= sp.End {
			sum += countOf(f)
			n++
		}
	}
	return sum, n
}
