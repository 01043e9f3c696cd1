package events

import "github.com/storyline-news/storyline"

// retoldTrigger returns the span of the event's trigger word told again
// after the day that ends its clause and before the place at sp: a
// headline run into its lead in one sentence ("12 soldiers killed in
// ambush AFP Sunday 3 Aug 2014 At least 12 soldiers were killed as rebels
// stormed a post in the eastern province of Deir Ezzor"). The headline's
// day is the report's dateline, not the end of the deed's clause: the
// lead's "killed … as rebels stormed a post" is one scene, its place the
// deed's own.
func (x *extractor) retoldTrigger(e *storyline.Event, day int, sp storyline.Span) (storyline.Span, bool) {
	if e.TriggerSpan.End > len(x.in.Text) {
		return storyline.Span{}, false
	}
	i := x.spanTok(e.TriggerSpan)
	if i < 0 {
		return storyline.Span{}, false
	}
	word := x.toks[i].lw
	for _, t := range x.toks[i+1:] {
		if t.s >= sp.Start {
			break
		}
		if t.s >= day && t.lw == word {
			return storyline.Span{Start: t.s, End: t.e}, true
		}
	}
	return storyline.Span{}, false
}
