package events

import (
	"strconv"
	"strings"

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
		x.tallyOverPeriod()
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

// alternativesForgone drops the deeds named as what was not done:
// "precision weapons rather than the barrel bombs that the regime has
// deployed", "instead of an air strike". Only a noun phrase opened by a
// determiner is the alternative forgone: a verb after it is often what a
// side is doing ("should have allowed access rather than continuing to
// attack the area"). The phrase runs to the end of its clause, to a
// relative word ("that", "which") or to an auxiliary, eight words at
// most: a deed after a comma or in the clause's own verb ("Instead of
// fleeing they were shelled") is the one that happened.
func (x *extractor) alternativesForgone() {
	toks := x.toks
	for i := 0; i+2 < len(toks); i++ {
		if !(toks[i].lw == "rather" && toks[i+1].lw == "than" || toks[i].lw == "instead" && toks[i+1].lw == "of") || !determiner(toks[i+2].lw) {
			continue
		}
		end := i + 2
		for end < len(toks) && end < i+10 && !boundary(&toks[end]) && !habitEnds[toks[end].lw] && toks[end].lw != "that" && !beAuxiliaries[toks[end].lw] && !presentAux[toks[end].lw] {
			end++
		}
		x.dropHitsIn(i+2, end)
	}
}

// freedCaptives drops a capture told in a relative clause on the people a
// side freed: "The opposition forces freed 150 civilians who were captured
// at a school" tells the release; the capture is who they were, at an
// earlier time.
func (x *extractor) freedCaptives() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if (h.c != cArrest && h.c != cAbduct) || h.a < 3 {
			continue
		}
		k := h.a - 1
		for k > 0 && (passiveBefore[toks[k].lw] || toks[k].lw == "had") { // "who had been captured"
			k--
		}
		if k == h.a-1 || toks[k].lw != "who" && toks[k].lw != "that" {
			continue
		}
		for j := k - 1; j >= 0 && j >= k-6; j-- {
			if freeingVerbs[toks[j].lw] {
				h.c = cNone
				break
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
// date; a date later in a sentence dates only that sentence, but in a
// text split into paragraphs the paragraph goes on with it.
func (x *extractor) timelineBackground(s storyline.Span) bool {
	if x.oldTime(s) {
		if len(x.in.Blocks) > 1 && x.lastBlock >= 0 {
			// a paragraph of its own that tells a deed of long ago goes on
			// with it ("… the Slaughter of 8 Nurses … July 13, 1966" then
			// "After leaving 8 student nurses dead in his wake …")
			x.timelineSent, x.timelineBlock = x.sentIdx+1, x.lastBlock
		}
		for _, t := range x.in.TimeExprs {
			if t.Span.Start == x.toks[0].s {
				x.timelineSent, x.timelineBlock = x.sentIdx+1, x.lastBlock
			}
		}
		return true
	}
	if x.timelineSent == x.sentIdx && x.sentIdx > 0 && x.timelineBlock == x.lastBlock && !x.dayNamedSentence() {
		x.timelineSent++
		return true
	}
	return false
}

// pastYearDeeds drops a deed dated by the whole year before the report's,
// pointed back to from it ("severed ties with al Qaeda last year and
// rebranded", "pulled out of the Kurdish areas a year ago"): a
// report can date it no closer than the year, and ACLED codes an event
// from the reports of its days, as an opening "Last year, …" already
// tells background (earlier.go). The year must be the deed's own: a time
// expression of its clause, no relative word between ("the city which the
// army took last year" dates the taking, not the deed before it), and no
// day, week or month in that clause ("on Monday … the town it lost last
// year" is Monday's).
func (x *extractor) pastYearDeeds() {
	if x.in.Ref.Year <= 0 {
		return
	}
	for i := range x.hits {
		h := &x.hits[i]
		if h.c == cNone || h.c >= cNumCues {
			continue
		}
		lo, hi := x.deedClause(h.a, h.b)
		past, finer := false, false
		for _, t := range x.in.TimeExprs {
			if t.Type != storyline.TimexDate || t.Span.Start < x.toks[lo].s || t.Span.End > x.toks[hi-1].e || x.purposeBetween(h.b, t.Span.Start) {
				continue
			}
			if t.Granularity != "year" || len(t.Value) < 4 {
				finer = true
				continue
			}
			y, err := strconv.Atoi(t.Value[:4])
			if err != nil {
				continue
			}
			// a year pointed back to from the report ("last year", "a
			// year ago"); a year by its number ("in 2020") is left to
			// the dates, as the dead of "attacked the garrison in 2020
			// and killed nine" are; two years back or more, the whole
			// sentence is background (oldTime)
			said := strings.ToLower(x.in.Text[t.Span.Start:t.Span.End])
			pointer := false
			for _, w := range strings.Fields(said) {
				pointer = pointer || earlierWords[w] || w == "last" || w == "previous"
			}
			if !pointer {
				continue
			}
			if y == x.in.Ref.Year-1 {
				past = true
			}
		}
		if past && !finer {
			h.c = cNone
		}
	}
}

// deedClause returns the tokens [lo, hi) of the clause around a trigger
// at [a, b): up to a boundary or a relative word each side, 15 words at
// most.
func (x *extractor) deedClause(a, b int) (lo, hi int) {
	toks := x.toks
	lo, hi = a, b
	for lo > 0 && a-lo < 15 && !boundary(&toks[lo-1]) && !habitEnds[toks[lo-1].lw] && !relativeWords[toks[lo-1].lw] {
		lo--
	}
	for hi < len(toks) && hi-b < 15 && !boundary(&toks[hi]) && !habitEnds[toks[hi].lw] && !relativeWords[toks[hi].lw] {
		hi++
	}
	return lo, hi
}

// tallyOverPeriod drops the deeds of a perfect counted over months or
// years after them: "more than 4000 schools have been damaged … in nearly
// six years of conflict", "the alliance has been locked in battle for more
// than a month", "have destroyed 300 homes over the past two years", "has
// claimed 21 lives in the border town this year". As
// with "since" (tallySince), the deeds are a running count over the
// period, not an event of one day; a period of days ("in the past two
// days") is news of the report's week and stays.
func (x *extractor) tallyOverPeriod() {
	toks := x.toks
	for p := range toks {
		// "has claimed 21 lives … this year": the year so far
		thisYear := toks[p].lw == "this" && p+1 < len(toks) && (toks[p+1].lw == "year" || toks[p+1].lw == "month")
		if !thisYear && (!periodPrepositions[toks[p].lw] || !x.longPeriodAfter(p)) {
			continue
		}
		fronted, from := !thisYear && (p == 0 || boundary(&toks[p-1])), p+1
		for from < len(toks) && (periodQualifiers[toks[from].lw] || isCount(toks[from].lw) || longUnits[toks[from].lw]) {
			from++
		}
		if from < len(toks) && toks[from].lw == "," {
			from++ // "In recent months, dozens have defected"
		}
		for i := range x.hits {
			h := &x.hits[i]
			if fronted && h.a >= from && h.a-p <= 15 && x.perfectDeed(h.a) && !x.clauseEndBetween(from, h.a) {
				// "In recent months other areas have surrendered": the
				// period opens the clause whose perfect it counts over
				h.c = cNone
				continue
			}
			if h.c == cNone || h.c >= cNumCues || h.a > p || p-h.a > 20 {
				continue
			}
			if (h.a > 0 && x.perfectDeed(h.a) || x.perfectOfSubject(h.b) || x.countedPlural(h.a)) && !x.clauseEndBetween(h.b, p) {
				h.c = cNone
			}
		}
	}
}

// countedPlural reports a trigger that is a plural noun right after its
// count ("up to at least 99 homicides this year", "12 shootings over the
// past two years"): the deeds are counted, not told, so with a period
// after them they are a tally, whatever the verb of the clause.
func (x *extractor) countedPlural(a int) bool {
	w := x.toks[a].lw
	return a > 0 && isCount(x.toks[a-1].lw) && len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss")
}

// longPeriodAfter reports a stretch of months or longer right after the
// preposition at p, counted or qualified: "in near six years", "for more
// than a month", "over the past two years", "during years of war".
func (x *extractor) longPeriodAfter(p int) bool {
	toks := x.toks
	for k := p + 1; k < len(toks) && k <= p+5; k++ {
		w := toks[k].lw
		if longUnits[w] {
			return k > p+1 || w == "years" || w == "months" || w == "decades"
		}
		if !periodQualifiers[w] && !isCount(w) {
			return false
		}
	}
	return false
}

// perfectDeed reports a perfect tense right before a trigger at a, or
// before the participles coordinated with it: "have been damaged", "has
// also destroyed", "have been damaged destroyed and looted", "has been
// locked in battle".
func (x *extractor) perfectDeed(a int) bool {
	toks := x.toks
	k := a - 1
	for k > 0 && a-k <= 6 && (toks[k].lw == "been" || toks[k].lw == "in" || subjectAdverbs[toks[k].lw] || toks[k].lw == "and" || toks[k].lw == "or" || toks[k].lw == "," || strings.HasSuffix(toks[k].lw, "ed")) {
		k--
	}
	if toks[k].lw == "has" || toks[k].lw == "have" {
		return true
	}
	// a second participle of one perfect: "has claimed 21 lives and
	// wounded dozens"
	and := false
	for k := a - 1; k >= 0 && k >= a-8 && !boundary(&toks[k]); k-- {
		switch toks[k].lw {
		case "and":
			and = true
		case "has", "have":
			return and
		}
	}
	return false
}

// clauseEndBetween reports a clause end among tokens [a, b).
func (x *extractor) clauseEndBetween(a, b int) bool {
	for k := a; k < b && k < len(x.toks); k++ {
		if clauseEnd(&x.toks[k]) {
			return true
		}
	}
	return false
}

// purposeBetween reports an infinitive or a purpose between the end of a
// trigger at token b and offset off: "protested to demand the wages owed
// in 2019" dates the wages, not the protest.
func (x *extractor) purposeBetween(b, off int) bool {
	for k := b; k < len(x.toks) && x.toks[k].s < off; k++ {
		if w := x.toks[k].lw; w == "to" || w == "for" {
			return true
		}
	}
	return false
}

// perfectOfSubject reports a perfect tense whose subject is the trigger
// ending before token b: "Rocket fire from across the border has
// claimed", the words between it and "has" no verb of another clause
// ("protested since they have not had water" is not the protest's
// perfect).
func (x *extractor) perfectOfSubject(b int) bool {
	toks := x.toks
	for k := b; k < len(toks) && k < b+6; k++ {
		w := toks[k].lw
		if w == "has" || w == "have" {
			return true
		}
		if !toks[k].word || subjectBreaks[w] || strings.HasSuffix(w, "ed") {
			return false
		}
	}
	return false
}

// progressiveCampaigns are a side's operations as one undertaking, pressed
// or waged (campaignUnderWay).
var progressiveCampaigns = wordSet("battle", "offensive", "campaign", "assault", "fight", "war")

// campaignUnderWay reports a campaign told in the present progressive
// ("the forces of Syria's President … are pressing a battle to retake
// IS-controlled areas", "is waging an offensive") in a sentence that names
// no day: a side described by what it is doing, not a day's deed. "are
// pressing an offensive on the town and killed 12 rebels on Monday"
// stays.
func (x *extractor) campaignUnderWay() bool {
	toks := x.toks
	for i := 1; i+2 < len(toks); i++ {
		if w := toks[i].lw; w != "pressing" && w != "waging" || toks[i-1].lw != "is" && toks[i-1].lw != "are" {
			continue
		}
		k := i + 1
		if determiner(toks[k].lw) {
			k++
		}
		if k < len(toks) && progressiveCampaigns[toks[k].lw] {
			return !x.daySentence()
		}
	}
	return false
}

// dayNamedSentence reports a time expression of the sentence that names a
// day, a month or a year ("on Saturday", "July 13", "in 1969"), not a time
// of day alone ("until 6 a.m."), which dates nothing anew.
func (x *extractor) dayNamedSentence() bool {
	s, e := x.toks[0].s, x.toks[len(x.toks)-1].e
	for _, t := range x.in.TimeExprs {
		if t.Span.Start >= s && t.Span.End <= e && (namesDay(x.in.Text, t.Span) || hasYear(t.Text)) {
			return true
		}
	}
	return false
}
