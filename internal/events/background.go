package events

import (
	"strconv"

	"github.com/storyline-news/storyline"
)

// Background told in passing: a state of things, a tally over a period, a
// deed of years before, alternatives none of which is asserted. Each names
// no event of the report's time (docs/events-syria.md, "Thirteenth pass").

// agreementAsBackground drops an agreement told as a state or as the time
// of something else, not reached:
//   - the perfect of a state verb before it: "the two sides have enjoyed a
//     truce", "have largely observed the ceasefire" (a lasting state);
//   - the pluperfect after it: "The truce had come into force on the
//     evening of the 12th" (before the story's time, told as its setting);
//   - "since" or "after" right before it: "since the ceasefire came into
//     effect", "after the September truce collapsed" (the agreement dates
//     what follows).
//
// "The two sides agreed a truce on Monday" and "the truce came into force
// on Monday" stay.
func (x *extractor) agreementAsBackground() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cAgreement {
			continue
		}
		if h.b < len(toks) && toks[h.b].lw == "had" {
			h.c = cNone
			continue
		}
		for k := h.a - 1; k >= 1 && k >= h.a-4; k-- {
			w := toks[k].lw
			if stateVerbs[w] && perfectAux(toks[k-1].lw) || stateVerbs[w] && k >= 2 && subjectAdverbs[toks[k-1].lw] && perfectAux(toks[k-2].lw) {
				h.c = cNone
				break
			}
		}
		for k := h.a - 1; k >= 0 && k >= h.a-5; k-- {
			if toks[k].lw == "since" || toks[k].lw == "after" {
				h.c = cNone
				break
			}
		}
	}
}

// perfectAux reports an auxiliary of the perfect.
func perfectAux(w string) bool { return w == "has" || w == "have" || w == "had" }

// tallySince drops the deeds of a perfect counted since a month or a
// year: "Since March the group has recruited 3000 new fighters", "have
// detained 150 people since 2019". A perfect with "since" and a month or
// a year is a running count over the months, not an event of one day.
// Since a day or a weekend ("320 soldiers have defected since the
// weekend") the count is of days, news of the report's week, and stays.
// The time must follow "since" (a time expression of a month or longer,
// or a year, within three words); "since" as "because" names none. Only
// the deeds of the clause of "since" are counted over the period.
func (x *extractor) tallySince() {
	toks := x.toks
	since := -1
	for i := range toks {
		if toks[i].lw == "since" && x.timeAfter(i) {
			since = i
			break
		}
	}
	if since < 0 {
		return
	}
	for i := range x.hits {
		h := &x.hits[i]
		if h.c == cNone || h.c >= cNumCues || h.a < 1 || !sameClause(toks, since, h.a) {
			continue
		}
		k := h.a - 1
		for k > 0 && (toks[k].lw == "been" || subjectAdverbs[toks[k].lw]) {
			k--
		}
		if toks[k].lw == "has" || toks[k].lw == "have" {
			h.c = cNone
		}
	}
}

// sameClause reports tokens i and j in one clause: no clause end and no
// "and" between them ("… found since September, and four children have
// died in an explosion": the death is not counted since September).
func sameClause(toks []token, i, j int) bool {
	if i > j {
		i, j = j, i
	}
	for k := i + 1; k < j; k++ {
		if toks[k].lw == "and" || clauseEnd(&toks[k]) {
			return false
		}
	}
	return true
}

// timeAfter reports a time of a month or longer within three words after
// token i: a time expression the tagger found, or a year in digits.
func (x *extractor) timeAfter(i int) bool {
	toks := x.toks
	for k := i + 1; k < len(toks) && k <= i+3; k++ {
		if w := toks[k].lw; len(w) == 4 && w[0] >= '1' && w[0] <= '2' && w[1] >= '0' && w[1] <= '9' && w[2] >= '0' && w[2] <= '9' && w[3] >= '0' && w[3] <= '9' {
			return true
		}
		for _, t := range x.in.TimeExprs {
			if t.Span.Start <= toks[k].s && toks[k].s < t.Span.End {
				switch t.Granularity {
				case "month", "quarter", "season", "year", "decade", "century":
					return true
				}
				return false
			}
		}
	}
	return false
}

// longBefore drops a deed after "N years after" or "months after": "has
// not heard from her husband for nearly four years after he was arrested"
// tells the arrest as the start of a state years long, not news. The
// clause is the few words after "after" ("after he was arrested by the
// regime").
func (x *extractor) longBefore() {
	toks := x.toks
	for i := 1; i < len(toks); i++ {
		if toks[i].lw != "after" || !durationUnits[toks[i-1].lw] {
			continue
		}
		end := i + 1
		for end < len(toks) && end <= i+6 && !clauseEnd(&toks[end]) {
			end++
		}
		for k := range x.hits {
			if h := &x.hits[k]; h.a > i && h.a < end && h.c < cNumCues {
				h.c = cNone
			}
		}
	}
}

// eitherOr drops a deed offered as one of two alternatives when the other
// is no deed: "The rest have either been captured or are heading towards
// the border" asserts neither. "were either killed or wounded" (a deed on
// both sides) stays: something happened to them.
func (x *extractor) eitherOr() {
	toks := x.toks
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].lw != "either" || alternativeSides[toks[i+1].lw] {
			continue
		}
		or := -1
		for k := i + 1; k < len(toks) && k <= i+10; k++ {
			if toks[k].lw == "or" {
				or = k
				break
			}
		}
		if or < 0 {
			continue
		}
		end := or + 1
		for end < len(toks) && end <= or+6 && !clauseEnd(&toks[end]) {
			end++
		}
		first, second := false, false
		for k := range x.hits {
			h := &x.hits[k]
			if h.c == cNone || h.c >= cNumCues {
				continue
			}
			first = first || h.a > i && h.a < or
			second = second || h.a > or && h.a < end
		}
		if !first || second {
			continue
		}
		for k := range x.hits {
			if h := &x.hits[k]; h.a > i && h.a < or && h.c < cNumCues {
				h.c = cNone
			}
		}
	}
}

// requestedDeeds drops the deeds of a clause after a request and "that":
// "We ask that the team can be deployed very quickly" asks for a
// deployment; none took place. The doer of the request, and a deed before
// it ("Protesters who blocked the road demanded that …"), stay.
func (x *extractor) requestedDeeds() {
	toks := x.toks
	for i := 0; i+1 < len(toks); i++ {
		if !requestWords[toks[i].lw] || toks[i+1].lw != "that" {
			continue
		}
		for k := range x.hits {
			if h := &x.hits[k]; h.a > i+1 && h.c < cNumCues {
				h.c = cNone
			}
		}
		return
	}
}

// oldTime reports a time expression in s long before the reference date:
// a past decade or century, or a year two or more years back.
func (x *extractor) oldTime(s storyline.Span) bool {
	for _, t := range x.in.TimeExprs {
		if t.Span.Start < s.Start || t.Span.End > s.End || t.Type != storyline.TimexDate {
			continue
		}
		if i := x.spanTok(t.Span); i >= 0 && x.address(i+1) {
			continue // "1815 Kings Bridge Road" is no year
		}
		if t.Granularity == "decade" || t.Granularity == "century" {
			return true
		}
		if len(t.Value) >= 4 && x.in.Ref.Year > 0 {
			if y, err := strconv.Atoi(t.Value[:4]); err == nil && y < x.in.Ref.Year-1 {
				return true
			}
		}
	}
	return false
}

// timelineBackground reports a sentence s of long ago: one with a time
// expression long before the reference date, or an undated sentence that
// goes on with a timeline's old entry in its paragraph ("March 15 2011
// Unprecedented protests demand civil liberties … The regime repressed
// demonstrations using brutal force in Damascus"). An entry opens with its
// date; a date later in a sentence dates only that sentence.
func (x *extractor) timelineBackground(s storyline.Span) bool {
	if x.oldTime(s) {
		for _, t := range x.in.TimeExprs {
			if t.Span.Start == x.toks[0].s {
				x.timelineSent, x.timelineBlock = x.sentIdx+1, x.lastBlock
			}
		}
		return true
	}
	if x.timelineSent == x.sentIdx && x.sentIdx > 0 && x.timelineBlock == x.lastBlock && !x.datedSentence() {
		x.timelineSent++
		return true
	}
	return false
}
