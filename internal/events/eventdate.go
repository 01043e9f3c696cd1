package events

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// An event's day: the time expression of its own clause, not the
// report's, an arrest's or a court step's (docs/events.md).

// date sets the event's date from the time expressions of its sentence:
// the one nearest before the trigger (after it when none), skipping the
// dates of attributions ("said on Tuesday") when there is another; else the
// date of the event before it in the block; else the reference date.
func (x *extractor) date(si *sentInfo, e *storyline.Event) {
	var cands []int
	for i, t := range x.in.TimeExprs {
		if t.Span.Start >= si.span.Start && t.Span.End <= si.span.End && (t.Type == storyline.TimexDate || t.Type == storyline.TimexTime || t.Type == storyline.TimexDuration) {
			if _, _, p, ok := timexDate(t); ok && p > 0 {
				cands = append(cands, i)
			}
		}
	}
	dayAmong, dayNamed := false, false
	for _, i := range cands {
		if _, _, p, _ := timexDate(x.in.TimeExprs[i]); p == 1 {
			dayAmong = true
		}
		dayNamed = dayNamed || namesDay(x.in.Text, x.in.TimeExprs[i].Span)
	}
	best, bestScore := -1, 0
	for _, i := range cands {
		t := &x.in.TimeExprs[i]
		score := 100
		d := t.Span.Start - e.TriggerSpan.Start
		if d < 0 {
			score -= (-d) / 20
		} else {
			score -= 20 + d/20
		}
		if x.attribution(t.Span) && len(cands) > 1 {
			score -= 60
		}
		if d > 0 && x.placeClauseBetween(e.TriggerSpan.End, t.Span.Start) {
			// "The strikes hit the town of Douma which lies in the
			// Eastern Ghouta region where a truce … has been in place
			// since July": a place's own clause, not the strikes' time
			continue
		}
		if e.DisorderType == storyline.DisorderPoliticalViolence && x.procedural(*t) {
			// "appeared in court Monday", "was arrested Friday": the
			// day of the case, not of the attack it is about (the
			// arrests of a protest are the protest's)
			if len(cands) == 1 {
				continue
			}
			score -= 60
		}
		if len(cands) > 1 && x.startingTime(t.Span) {
			// "announced a deal Saturday that would establish a
			// nationwide cease-fire starting on Monday": the day a
			// state begins, not the day of the deed
			score -= 60
		}
		if len(cands) > 1 && x.stampTime(t.Span) {
			// "UPDATE July 16, 3:03 p.m.: Police said … the July 15
			// death": the page's date, not the event's (datestamp.go)
			score -= 60
		}
		if dayNamed && t.Type == storyline.TimexTime && !namesDay(x.in.Text, t.Span) {
			// "about 7 p.m. last Friday (April 10)": a time of the
			// article's day says nothing of the day another names
			score -= 60
		}
		if _, _, p, _ := timexDate(*t); p == 3 && dayAmong {
			// "A violent end to February … on Saturday afternoon":
			// the month holds the day the sentence names
			score -= 60
		}
		if d < 0 && x.clauseAfter(t.Span.End, e.TriggerSpan.Start) && x.in.TimeExprs[cands[len(cands)-1]].Span.Start > e.TriggerSpan.Start {
			// "died Friday after being shot Thursday": the day before
			// "after" is the death's, the one in the trigger's clause
			// the shooting's
			score -= 60
		}
		if best < 0 || score > bestScore {
			best, bestScore = i, score
		}
	}
	if best >= 0 {
		t := x.in.TimeExprs[best]
		d, end, p, _ := timexDate(t)
		if day, sp, ok := x.wireStampWeekday(t, d, cands); ok && p == 1 {
			t.Span, d = sp, day
		} else if own, ok := x.reportDay(); ok && t.Anchor == x.in.Ref && own != x.in.Ref && BareWeekday(x.in.Text[t.Span.Start:t.Span.End]) {
			d = weekdayFrom(own, d, d.Time().Sub(t.Anchor.Time()) > 0)
		} else if day, ok := dayAfterReport(t, d, x.in.Ref, x.in.Text[t.Span.Start:t.Span.End]); ok {
			d = day // "shot Friday" in a report dated Thursday
		}
		if night, ok := overnightDay(t, d); ok {
			d = night // "an overnight shooting" told the next morning
		}
		if days := x.daysAfter(e.TriggerSpan.Start); days > 0 && p == 1 {
			// "resumed on Wednesday four days after a deadly attack on a
			// convoy": the attack's day is that many days before the day
			// the sentence names
			d = storyline.DateOf(d.Time().AddDate(0, 0, -days))
		}
		e.Date, e.DateEnd, e.TimePrecision, e.DateSpan = d, end, p, t.Span
		return
	}
	if prev := x.prevEvent(); prev != nil && !prev.Date.IsZero() {
		if v := x.violenceBefore(); e.DisorderType == storyline.DisorderPoliticalViolence && prev.SubEventType == storyline.SubAgreement && v != nil {
			// "… were bombed on Wednesday hours after the regime announced
			// a nationwide ceasefire" then "Three children were killed in
			// five separate air raids": the raids are the bombing's day,
			// not the agreement's (an arrest or a charge told between is
			// the incident's story, and the deeds after it often its day)
			prev = v
		}
		e.Date, e.DateEnd, e.TimePrecision = prev.Date, prev.DateEnd, prev.TimePrecision
		return
	}
	e.Date = x.in.Ref
	e.TimePrecision = x.in.RefPrecision
	if e.TimePrecision == 0 {
		e.TimePrecision = 2
	}
}

// violenceBefore is the latest event of political violence coded before
// the sentence, nil when none.
func (x *extractor) violenceBefore() *storyline.Event {
	for i := len(x.out) - 1; i >= 0; i-- {
		if e := &x.out[i]; e.NonEvent == "" && e.DisorderType == storyline.DisorderPoliticalViolence && !e.Date.IsZero() {
			return e
		}
	}
	return nil
}

// reportDay is the date the text opens with ("August 22 2013 Assad's
// forces bombard …", "Published April 19 2017 …"): the report's own day,
// which a weekday of the text counts from when the stored publication
// date is another (a feed's or an archive's). Only a date within a month
// of that publication date is taken for it.
func (x *extractor) reportDay() (storyline.Date, bool) {
	return openingDay(x.in.TimeExprs, x.in.Ref)
}

// openingDay is the date a text opens with, within a month of ref, the
// stored date (reportDay).
func openingDay(exprs []storyline.TimeExpr, ref storyline.Date) (storyline.Date, bool) {
	for _, t := range exprs {
		if t.Span.Start > 30 {
			break
		}
		d, _, p, ok := timexDate(t)
		if !ok || p != 1 || !strings.ContainsAny(t.Text, "0123456789") {
			continue
		}
		gap := d.Time().Sub(ref.Time())
		if gap < 0 {
			gap = -gap
		}
		if !ref.IsZero() && gap <= 31*24*time.Hour {
			return d, true
		}
	}
	return storyline.Date{}, false
}

// BareWeekday reports whether a time expression names a weekday and no
// month or number: "on Wednesday", "last Friday night".
func BareWeekday(s string) bool {
	weekday := false
	for _, w := range strings.Fields(text.Fold(s)) {
		if strings.ContainsAny(w, "0123456789") {
			return false
		}
		if _, ok := text.Months[w]; ok {
			return false
		}
		_, ok := text.Weekdays[strings.TrimSuffix(w, "s")]
		weekday = weekday || ok
	}
	return weekday
}

// weekdayFrom is the day of d's weekday nearest before own (or on it),
// or nearest after it when ahead: "on Wednesday" told on Thursday 22
// August is the 21st.
func weekdayFrom(own, d storyline.Date, ahead bool) storyline.Date {
	diff := (int(d.Time().Weekday()) - int(own.Time().Weekday()) + 7) % 7
	if !ahead {
		diff = -((7 - diff) % 7)
	} else if diff == 0 {
		diff = 7
	}
	return storyline.DateOf(own.Time().AddDate(0, 0, diff))
}

// daysAfter is the number of days a span told as the time of another
// deed lies before it: "four days after a deadly attack", "two weeks
// after the bombing" give 4 and 14 for the attack or bombing at off; 0
// when the words before off say no such thing.
func (x *extractor) daysAfter(off int) int {
	ws := x.wordBefore(off, 6)
	for i, w := range ws {
		if w != "after" {
			continue
		}
		if i > 3 || i+2 >= len(ws) {
			return 0
		}
		n, ok := text.NumberWords[ws[i+2]]
		if v, err := strconv.Atoi(ws[i+2]); err == nil {
			n, ok = v, true
		}
		switch {
		case !ok:
			return 0
		case ws[i+1] == "day" || ws[i+1] == "days":
			return n
		case ws[i+1] == "week" || ws[i+1] == "weeks":
			return 7 * n
		}
		return 0
	}
	return 0
}

// clauseAfter reports an "after" or "following" right after the time
// expression ending at from (within three words) and before the trigger
// at to: "died Friday after being shot", "was in critical condition
// Tuesday after he was shot". The trigger's clause tells what came before
// that time.
func (x *extractor) clauseAfter(from, to int) bool {
	n := 0
	for i := range x.toks {
		t := &x.toks[i]
		if t.s < from || !t.word {
			continue
		}
		if t.e > to || n == 3 {
			return false
		}
		if t.lw == "after" || t.lw == "following" {
			return true
		}
		n++
	}
	return false
}

// procedural reports a time expression that dates an arrest, a step of
// a court case or a rite for the dead: "was arrested Friday", "appeared
// in court Monday", "was apprehended and booked Monday", "made his first
// appearance in Bibb County Magistrate court, Wednesday", "entered the
// plea Wednesday", "Eddie's funeral is Saturday". A day set before the
// incident's noun dates the incident whatever step the sentence tells
// ("arrested a man in the weekend shooting", "charged in Thursday night's
// killing"); a month so set is too coarse to tell the incident's day
// ("arrested in a September shooting").
func (x *extractor) procedural(t storyline.TimeExpr) bool {
	sp := t.Span
	if _, after := wordsAround(x.in.Text, sp, 0, 3); incidentsDay(x.in.Text, sp, after) {
		if _, _, p, _ := timexDate(t); p <= 2 {
			return false
		}
	}
	ws := x.wordBefore(sp.Start, 6)
	return caseStepBefore(ws)
}

// caseStepBefore reports words right before a time (nearest first) that
// make it the day of a case step (caseStepWords, within four words) or of
// a court ("in court", not "on a basketball court").
func caseStepBefore(ws []string) bool {
	for i, w := range ws {
		switch {
		case caseStepWords[w] && i < 4:
			return true
		case w == "court" && slices.Contains(ws[i+1:], "in"):
			return true
		}
	}
	return false
}

// attribution reports a time expression that dates a report: "said on
// Tuesday", "told reporters Monday", "Authorities Saturday said", "police
// on Monday identified the girl slain … Sunday night".
func (x *extractor) attribution(sp storyline.Span) bool {
	for _, w := range x.wordBefore(sp.Start, 3) {
		if saidBefore[w] {
			return true
		}
	}
	for i := range x.toks {
		if x.toks[i].s >= sp.End {
			return saidAfter[x.toks[i].lw]
		}
	}
	return false
}

// timexDate reads a time expression as a date with ACLED time precision.
func timexDate(t storyline.TimeExpr) (d, end storyline.Date, precision int, ok bool) {
	if !t.RangeStart.IsZero() && !t.RangeEnd.IsZero() && (t.Granularity == "duration" || t.Mod == "SINCE" || t.Type == storyline.TimexDuration) {
		days := int(t.RangeEnd.Time().Sub(t.RangeStart.Time()) / (24 * time.Hour))
		p := 2
		if days > 7 {
			p = 3
		}
		return t.RangeStart, t.RangeEnd, p, true
	}
	v := t.Value
	if t.Type == storyline.TimexTime && len(v) >= 10 {
		v = v[:10]
	}
	switch {
	case len(v) == 10 && v[4] == '-' && v[7] == '-':
		if tm, err := time.Parse("2006-01-02", v); err == nil {
			return storyline.DateOf(tm), storyline.Date{}, 1, true
		}
	case len(v) == 8 && v[4] == '-' && v[5] == 'W':
		if !t.RangeStart.IsZero() {
			return t.RangeStart, t.RangeEnd, 2, true
		}
	case len(v) == 7 && v[4] == '-':
		if tm, err := time.Parse("2006-01", v); err == nil {
			if from, to, ok := partOfMonth(tm, t.Mod); ok {
				return from, to, 3, true
			}
			return storyline.DateOf(tm), t.RangeEnd, 3, true
		}
	case strings.HasSuffix(v, "WE") && !t.RangeStart.IsZero():
		return t.RangeStart, t.RangeEnd, 2, true
	}
	return storyline.Date{}, storyline.Date{}, 0, false
}

// placeClauseBetween reports a relative clause that describes a place
// opening between byte offsets from and to: "which" or "where" right
// after a capitalized name or a place noun ("the town of Douma which
// lies in the region where a truce has been in place since July"). What
// it tells, and when, is the place's; a clause on the deed itself ("the
// bombing, which took place on Monday") follows the deed's own noun.
func (x *extractor) placeClauseBetween(from, to int) bool {
	for k := x.tokenAt(from); k < len(x.toks) && x.toks[k].s < to; k++ {
		if w := x.toks[k].lw; w != "which" && w != "where" || k == 0 {
			continue
		}
		p := &x.toks[k-1]
		if p.lw == "," && k > 1 {
			p = &x.toks[k-2]
		}
		if p.word && (p.cap || placeNouns[p.lw] || p.lw == "region" || p.lw == "province") {
			return true
		}
	}
	return false
}

// startingTime reports a time expression told as when a state begins:
// "starting on Monday", "beginning Friday", "effective from midnight".
func (x *extractor) startingTime(sp storyline.Span) bool {
	for _, w := range x.wordBefore(sp.Start, 2) {
		switch w {
		case "starting", "beginning", "effective":
			return true
		}
	}
	return false
}

// partOfMonth returns the days of the part of month m that a modifier
// names: "early October" the 1st to the 10th, "mid-October" the 11th to
// the 20th, "late October" the 21st to its last day. A deed "in early
// October" is not the car bomb of October 29.
func partOfMonth(m time.Time, mod string) (from, to storyline.Date, ok bool) {
	last := m.AddDate(0, 1, -1).Day()
	var a, b int
	switch mod {
	case "START":
		a, b = 1, 10
	case "MID":
		a, b = 11, 20
	case "END":
		a, b = 21, last
	default:
		return storyline.Date{}, storyline.Date{}, false
	}
	day := func(d int) storyline.Date {
		return storyline.DateOf(time.Date(m.Year(), m.Month(), d, 0, 0, 0, 0, time.UTC))
	}
	return day(a), day(b), true
}
