package events

import (
	"github.com/storyline-news/storyline"
)

// A page's own date beside the event's day (docs/events-incidents.md,
// "Fourteenth step: dates").
//
// Station copy sets an update's stamp inside its text, "UPDATE July 16,
// 3:03 p.m.: Police said Thursday the July 15 death of a 3-year-old girl
// …", as pages set "Posted: Monday, June 22, 2015" (postingWords). That
// date is the page's: the sentence's other time is the event's.

// stampTime reports a time expression that dates the page rather than
// the event: right after an update word ("UPDATE July 16") or after a
// posting word ("Posted: Monday, June 22", "Updated: Tuesday").
func (x *extractor) stampTime(sp storyline.Span) bool {
	for i, w := range x.wordBefore(sp.Start, 2) {
		if postingWords[w] || w == "update" && i == 0 {
			return true
		}
	}
	return false
}
