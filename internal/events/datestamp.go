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

// wireStampWeekday returns, when the time expression at t is a wire's
// stamp (a full date right after the wire's name: "AFP Sunday 18 Sep
// 2016") and the sentence names a bare weekday after it, the day of that
// weekday before the stamp's, and the weekday's span; the stamp's own
// weekday leaves the stamp to date the deed. A headline
// run into its stamp and lead puts the stamp nearest the headline's
// trigger: "Russia says 62 Syrian troops killed in US-led strikes AFP
// Sunday 18 Sep 2016 More than 60 … were killed … Saturday" tells
// Saturday's strikes.
func (x *extractor) wireStampWeekday(t storyline.TimeExpr, stamp storyline.Date, cands []int) (storyline.Date, storyline.Span, bool) {
	if k := x.tokenBefore(t.Span.Start); k < 0 || !x.toks[k].cap || !newsAgencies[x.toks[k].lw] || !hasYear(t.Text) {
		return storyline.Date{}, storyline.Span{}, false // a wire's name in capitals, as agencyAfter reads it
	}
	for _, i := range cands {
		u := x.in.TimeExprs[i]
		if u.Span.Start <= t.Span.End || !BareWeekday(u.Text) {
			continue
		}
		d, _, p, ok := timexDate(u)
		if !ok || p != 1 {
			continue
		}
		if day := weekdayFrom(stamp, d, false); day != stamp {
			return day, u.Span, true
		}
		return storyline.Date{}, storyline.Span{}, false // the stamp's own day
	}
	return storyline.Date{}, storyline.Span{}, false
}

// hasYear reports four digits in s: a full date, as a stamp writes it.
func hasYear(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			run++
			if run == 4 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// tokenBefore is the index of the last token that ends at or before
// offset off, -1 when none.
func (x *extractor) tokenBefore(off int) int {
	for i := len(x.toks) - 1; i >= 0; i-- {
		if x.toks[i].e <= off {
			return i
		}
	}
	return -1
}
