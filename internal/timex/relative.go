package timex

import (
	"strconv"
	"time"

	storyline "github.com/storyline-news/storyline"
)

// theForm: expressions led by "the": "the weekend", "the past three
// years", "the third quarter", "the future", "the 1990s", "the year".
func (e *ext) theForm(i int) (cmatch, bool) {
	k := i + 1
	w := e.lw(k)
	if k >= len(e.toks) {
		return cmatch{}, false
	}
	switch w {
	case "past", "last", "next", "coming", "previous", "following", "latest", "current", "same", "prior",
		"preceding", "final", "recent", "ensuing", "present":
		if m, ok := e.relForm(i, k); ok {
			return m, true
		}
		switch w {
		case "past":
			if isBoundary(e.lw(k+1)) || e.lw(k+1) == "and" || e.lw(k+1) == "when" || e.lw(i-1) == "in" && e.toks[k+1].kind == kWord && numWords[e.lw(k+1)] == 0 && !vagueNum[e.lw(k+1)] {
				return e.refMatch(i, k+1, "PAST_REF"), true
			}
		case "present":
			if isBoundary(e.lw(k + 1)) {
				return e.refMatch(i, k+1, "PRESENT_REF"), true
			}
		}
		return cmatch{}, false
	case "future":
		return e.refMatch(i, k+1, "FUTURE_REF"), true
	case "near", "short", "long", "foreseeable", "distant", "immediate":
		switch e.lw(k + 1) {
		case "future":
			if w == "distant" {
				return e.refMatch(i, k+2, "FUTURE_REF"), true
			}
			return e.refMatch(i, k+2, "FUTURE_REF"), true
		case "term":
			if w == "long" {
				return cmatch{}, false
			}
			return e.refMatch(i, k+2, "FUTURE_REF"), true
		case "past":
			return e.refMatch(i, k+2, "PAST_REF"), true
		}
		return cmatch{}, false
	case "weekend":
		return e.weekendAt(i, k+1, "", e.tenseAt(i, k+1)), true
	case "fiscal":
		if q, ok := ordWords[e.lw(k+1)]; ok {
			return e.quarterForm(i, k+1, q, 0)
		}
		if e.lw(k+1) == "year" {
			return e.yearNoun(i, k+2, true), true
		}
		if y, ok := e.yearTok(k + 1); ok {
			return e.afterYear(i, k+1, y)
		}
		return cmatch{}, false
	case "full", "entire", "whole":
		if e.lw(k+1) == "year" {
			a := e.anchorFor(i)
			if e.lw(k+2) == "ended" || e.lw(k+2) == "ending" {
				return cmatch{match: match{s: i, e: k + 2, typ: storyline.TimexDuration, val: "P1Y", gran: "duration"}}, true
			}
			return cmatch{match: match{s: i, e: k + 2, typ: storyline.TimexDate, val: vYear(a.Year()), gran: "year", anchor: a}}, true
		}
		return cmatch{}, false
	case "year":
		if e.lw(k+1) == "-" && e.adj(k+1) {
			switch e.lw(k + 2) {
			case "end":
				m := e.yearEnd(k, k+3)
				m.s = i
				return m, true
			case "earlier", "ago":
				if q, ok := ordWords[e.lw(k+3)]; ok {
					if m, ok := e.quarterForm(i, k+3, q, 0); ok && m.gran == "quarter" {
						y, _ := strconv.Atoi(m.val[:4])
						m.val = vYear(y-1) + m.val[4:]
						return m, true
					}
				}
				end := k + 3
				switch e.lw(end) {
				case "quarter", "period", "level", "levels", "results", "figure", "figures", "months":
					if e.lw(end) == "quarter" || e.lw(end) == "period" {
						end++
					}
				}
				return e.yearEarlier(i, end), true
			}
			return cmatch{}, false
		}
		if y, ok := e.yearTok(k + 1); ok {
			return cmatch{match: match{s: i, e: k + 2, typ: storyline.TimexDate, val: vYear(y), gran: "year"}}, true
		}
		return e.yearNoun(i, k+1, false), true
	case "quarter":
		if e.lw(k+1) == "-" {
			return cmatch{}, false
		}
		return e.latestQuarter(i, k+1), true
	case "period":
		if e.lastQ != "" && e.toks[i].sent-e.lastQSent <= 3 {
			return cmatch{match: match{s: i, e: k + 1, typ: storyline.TimexDate, val: e.lastQ, gran: "quarter", derived: true}}, true
		}
		return cmatch{}, false
	case "month":
		if e.lw(i-1) != "of" || e.lw(k+1) == "-" {
			return cmatch{}, false // only "the end of the month" and the like
		}
		a := e.anchorFor(i)
		return cmatch{match: match{s: i, e: k + 1, typ: storyline.TimexDate, val: vMonth(a.Year(), a.Month()), gran: "month", anchor: a}}, true
	case "week":
		if e.lw(k+1) == "of" {
			if mo, ok := monthWords[e.lw(k+2)]; ok && e.toks[k+2].cap {
				if m, ok := e.monthForm(k+2, mo); ok && m.gran == "day" {
					return cmatch{match: match{s: i, e: m.e, typ: storyline.TimexDate, val: vWeek(m.abs), gran: "week", anchor: m.anchor}}, true
				}
			}
			return cmatch{}, false
		}
		if e.lw(k+1) == "-" {
			return cmatch{}, false
		}
		a := e.anchorFor(i)
		return cmatch{match: match{s: i, e: k + 1, typ: storyline.TimexDate, val: vWeek(a), gran: "week", anchor: a}}, true
	case "nineties", "eighties", "seventies", "sixties", "fifties", "forties", "thirties", "twenties":
		return e.decadeWord(i, k)
	case "'":
		if e.adj(k + 1) {
			return e.decadeTok(k+1, i)
		}
		return cmatch{}, false
	case "mid", "early", "late":
		// "the mid-1990s", "the early 1990s", "the early summer"
		pm, kk := e.posPrefix(k)
		if kk > k {
			if m, ok := e.core(kk); ok && m.typ == storyline.TimexDate && (m.gran == "decade" || m.gran == "season" || m.gran == "year" || m.gran == "month" || m.gran == "century") {
				m.s = i
				m.mod = pm
				return m, true
			}
		}
		return cmatch{}, false
	}
	if se, ok := seasonWords[w]; ok {
		if w == "fall" && e.lw(k+1) == "of" {
			if _, ok := e.yearTok(k + 2); !ok {
				return cmatch{}, false
			}
		}
		return e.seasonForm(i, k, se, "the")
	}
	if q, ok := ordWords[w]; ok {
		return e.quarterForm(i, k, q, 0)
	}
	t := &e.toks[k]
	if t.kind == kNum {
		if y, ok := e.yearTok(k); ok {
			m, ok := e.afterYear(i, k, y)
			if ok && m.gran != "year" {
				return m, true
			}
			return cmatch{}, false // "the 1990 budget": the year alone is matched later
		}
		// "the nine months", "the 12 months"
		n, vague, nk, ok := e.parseNum(k)
		if ok && !vague {
			if u, ok := unitWords[e.lw(nk)]; ok && pluralUnit[e.lw(nk)] {
				return e.durMatch(i, nk+1, n, false, u, nk+1)
			}
		}
		return cmatch{}, false
	}
	if c := w[0]; c >= '0' && c <= '9' {
		return e.decadeTok(k, i)
	}
	if _, ok := numWords[w]; ok {
		n, vague, nk, ok := e.parseNum(k)
		if ok && !vague {
			if u, ok := unitWords[e.lw(nk)]; ok && pluralUnit[e.lw(nk)] {
				return e.durMatch(i, nk+1, n, false, u, nk+1)
			}
		}
	}
	return cmatch{}, false
}

func isBoundary(w string) bool {
	switch w {
	case "", ".", ",", ";", ":", "!", "?", "\"", "'", ")", "-":
		return true
	}
	return false
}

// yearNoun: "the year" / "the fiscal year": a duration when it is the span
// of accounts ("for the year ended …"), else the reference year.
func (e *ext) yearNoun(s, k int, fiscal bool) cmatch {
	switch e.lw(k) {
	case "ended", "ending", "ends", "end", "through", "to", "earlier", "ago":
		if e.lw(k) == "earlier" || e.lw(k) == "ago" {
			break
		}
		return cmatch{match: match{s: s, e: k, typ: storyline.TimexDuration, val: "P1Y", gran: "duration"}}
	}
	a := e.anchorFor(s)
	return cmatch{match: match{s: s, e: k, typ: storyline.TimexDate, val: vYear(a.Year()), gran: "year", anchor: a}}
}

// latestQuarter: "the quarter", "the latest quarter": the quarter last
// mentioned, else the one before the reference date's.
func (e *ext) latestQuarter(s, en int) cmatch {
	if e.lastQ != "" && e.toks[s].sent-e.lastQSent <= 6 {
		return cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: e.lastQ, gran: "quarter", derived: true}}
	}
	t := mkDate(e.ref.Year(), e.ref.Month()-3, 1)
	return cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: vQuarter(t.Year(), quarterOf(t.Month())), gran: "quarter"}}
}

// weekendAt resolves "the weekend" (det "") or "this/last/next weekend".
func (e *ext) weekendAt(s, en int, det string, tense int) cmatch {
	a := e.anchorFor(s)
	wd := isoWeekday(a)
	var sat time.Time
	switch det {
	case "last", "past":
		sat = a.AddDate(0, 0, -((wd-6+7)%7)-7)
		if wd == 7 {
			sat = a.AddDate(0, 0, -8)
		}
	case "next", "coming":
		sat = a.AddDate(0, 0, (6-wd+7)%7)
		if wd >= 6 {
			sat = sat.AddDate(0, 0, 7)
		}
		if wd == 7 {
			sat = a.AddDate(0, 0, 6)
		}
	case "this":
		sat = a.AddDate(0, 0, 6-wd)
	default:
		if tense == tFuture {
			sat = a.AddDate(0, 0, (6-wd+7)%7)
			if wd == 7 {
				sat = a.AddDate(0, 0, -1)
			}
		} else {
			sat = a.AddDate(0, 0, -((wd - 6 + 7) % 7))
		}
	}
	m := cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: vWeek(sat) + "-WE", gran: "week", anchor: a}}
	if e.lw(s-1) == "since" {
		m.mod = "SINCE"
	}
	return m
}

// relForm: a deictic determiner at i ("this", "last", "next", "past", …)
// followed by a unit, weekday, month, season, part of day or a count of
// units. s is where the match starts ("the" or i).
func (e *ext) relForm(s, i int) (cmatch, bool) {
	det := e.lw(i)
	k := i + 1
	a := e.anchorFor(s)
	the := s < i
	if det == "this" && e.lw(k) == "coming" {
		det = "next"
		k++
		// "this coming Sunday" is the next Sunday
	}
	w := e.lw(k)
	if k >= len(e.toks) {
		return cmatch{}, false
	}
	if det == "these" {
		if w == "days" {
			return e.refMatch(s, k+1, "PRESENT_REF"), true
		}
		return cmatch{}, false
	}
	// counts: "the past three years", "last 10 days", "the next few weeks"
	if det != "this" && det != "that" && det != "current" && det != "same" {
		if n, vague, nk, ok := e.parseNum(k); ok && e.lw(k) != "a" && e.lw(k) != "an" && e.lw(k) != "some" && e.lw(k) != "many" {
			nk2 := nk
			if e.lw(nk2) == "-" {
				nk2++
			}
			if u, ok := unitWords[e.lw(nk2)]; ok && (pluralUnit[e.lw(nk2)] || n == 1 && !vague) {
				if det == "recent" && vague {
					return e.refMatch(s, nk2+1, "PAST_REF"), true
				}
				m := cmatch{match: match{s: s, e: nk2 + 1, typ: storyline.TimexDuration, val: durValue(n, vague, u), gran: "duration", anchor: a}}
				if !vague {
					m.rs, m.re = durRange(a, det, n, u)
				}
				if e.lw(nk2+1) == "or" && e.lw(nk2+2) == "so" {
					m.e = nk2 + 3
					m.mod = "APPROX"
				}
				return m, true
			}
		}
	}
	if p, ok := partOfDay[w]; ok && w != "overnight" && w[len(w)-1] != 's' {
		switch det {
		case "this":
			return cmatch{match: match{s: s, e: k + 1, typ: storyline.TimexTime, val: vDay(a) + "T" + p, gran: "time", anchor: a}}, true
		case "last":
			if w == "night" || w == "evening" {
				return cmatch{match: match{s: s, e: k + 1, typ: storyline.TimexTime, val: vDay(a.AddDate(0, 0, -1)) + "T" + p, gran: "time", anchor: a}}, true
			}
		}
		return cmatch{}, false
	}
	if u, ok := unitWords[w]; ok {
		if pluralUnit[w] {
			switch det {
			case "recent", "past", "last":
				if det != "recent" && !the {
					return cmatch{}, false
				}
				if det == "recent" {
					return e.refMatch(s, k+1, "PAST_REF"), true
				}
				return cmatch{match: match{s: s, e: k + 1, typ: storyline.TimexDuration, val: durValue(0, true, u), gran: "duration"}}, true
			case "coming", "next", "following":
				if det == "coming" {
					return e.refMatch(s, k+1, "FUTURE_REF"), true
				}
				return cmatch{match: match{s: s, e: k + 1, typ: storyline.TimexDuration, val: durValue(0, true, u), gran: "duration"}}, true
			}
			return cmatch{}, false
		}
		return e.relUnit(s, k, det, the, u, a)
	}
	if wd, ok := weekdayWords[w]; ok && e.toks[k].cap && w[len(w)-1] != 's' {
		var d time.Time
		cur := isoWeekday(a)
		switch det {
		case "last", "past", "previous":
			d = a.AddDate(0, 0, -((cur - wd + 7) % 7))
			if !d.Before(a) {
				d = d.AddDate(0, 0, -7)
			}
		case "next", "coming", "following":
			if det == "following" && !the {
				return cmatch{}, false // "treated following Thursday night's shooting": a preposition
			}
			d = a.AddDate(0, 0, (wd-cur+7)%7)
			if !d.After(a) {
				d = d.AddDate(0, 0, 7)
			}
		case "this":
			d = resolveWeekday(a, wd, tFuture)
			if e.tenseAt(s, k+1) == tPast {
				d = resolveWeekday(a, wd, tPast)
			}
		default:
			return cmatch{}, false
		}
		if m, ok := e.partOfDayAfter(k+1, s, d); ok {
			return m, true
		}
		return e.dayMatch(s, k+1, d, a), true
	}
	if mo, ok := monthWords[w]; ok && e.toks[k].cap {
		m := time.Month(mo)
		y := a.Year()
		kk := k + 1
		if monthAbbr[w] {
			kk = e.dot(kk)
		}
		switch det {
		case "last", "past", "previous":
			if m >= a.Month()-1 {
				y--
			}
		case "next", "coming":
			if m <= a.Month() {
				y++
			}
		case "this":
		default:
			return cmatch{}, false
		}
		if kk < len(e.toks) && e.toks[kk].kind == kNum && e.toks[kk].nd <= 2 && e.toks[kk].num >= 1 && e.toks[kk].num <= daysIn(y, m) {
			// "last Oct. 23": the latest such day before the anchor
			d := mkDate(a.Year(), m, e.toks[kk].num)
			switch det {
			case "next", "coming":
				if !d.After(a) {
					d = d.AddDate(1, 0, 0)
				}
			case "this":
			default:
				if !d.Before(a) {
					d = d.AddDate(-1, 0, 0)
				}
			}
			return e.dayMatch(s, kk+1, d, a), true
		}
		return cmatch{match: match{s: s, e: kk, typ: storyline.TimexDate, val: vMonth(y, m), gran: "month", anchor: a}}, true
	}
	if se, ok := seasonWords[w]; ok {
		switch det {
		case "last", "past", "next", "coming", "this":
			d := det
			if d == "past" {
				d = "last"
			} else if d == "coming" {
				d = "next"
			}
			return e.seasonForm(s, k, se, d)
		}
		return cmatch{}, false
	}
	if w == "fiscal" && (e.lw(k+1) == "year" || unitWords[e.lw(k+1)].code == "Q") {
		u := unitWords[e.lw(k+1)]
		m, ok := e.relUnit(s, k+1, det, the, u, a)
		return m, ok
	}
	if w == "period" && (det == "latest" || det == "same" || det == "comparable") {
		if e.lastQ != "" && e.toks[s].sent-e.lastQSent <= 6 || det == "latest" {
			return e.latestQuarter(s, k+1), true
		}
		return cmatch{}, false
	}
	if det == "current" || det == "recent" {
		if !the && (w == "account" || w == "accounts" || w == "affairs" || w == "events") {
			return cmatch{}, false
		}
	}
	// "this year's third quarter", "next year's first quarter"
	if q, ok := ordWords[w]; ok && (det == "latest" || det == "current") {
		return e.quarterForm(s, k, q, 0)
	}
	if det == "past" && !the && (w == "," || w == ".") {
		return cmatch{}, false
	}
	return cmatch{}, false
}

// durRange returns the calendar range of an anchored duration: "the past
// three days" at 2019-02-26 is 2019-02-24..2019-02-26.
func durRange(a time.Time, det string, n float64, u unit) (storyline.Date, storyline.Date) {
	var z storyline.Date
	if u.tm {
		return dateOf(a), dateOf(a)
	}
	k := int(n * float64(u.mult))
	if float64(k) != n*float64(u.mult) || k <= 0 {
		return z, z
	}
	add := func(t time.Time, sign int) time.Time {
		switch u.code {
		case "D":
			return t.AddDate(0, 0, sign*k)
		case "W":
			return t.AddDate(0, 0, sign*7*k)
		case "M":
			return t.AddDate(0, sign*k, 0)
		case "Q":
			return t.AddDate(0, sign*3*k, 0)
		}
		return t.AddDate(sign*k, 0, 0)
	}
	switch det {
	case "past", "last", "previous", "recent", "preceding", "prior", "in":
		return dateOf(add(a, -1).AddDate(0, 0, 1)), dateOf(a)
	case "next", "coming", "following", "ensuing":
		return dateOf(a), dateOf(add(a, 1).AddDate(0, 0, -1))
	}
	return z, z
}

// relUnit: "this week", "last month", "next year", "the past year",
// "that day", "the following year", "the latest quarter".
func (e *ext) relUnit(s, k int, det string, the bool, u unit, a time.Time) (cmatch, bool) {
	w := e.lw(k)
	end := k + 1
	if e.lw(k-1) == "fiscal" && w == "year" {
		// fine: "last fiscal year"
	}
	// "this year's third quarter"
	if w == "year" && e.lw(end) == "'" && e.lw(end+1) == "s" {
		if q, ok := ordWords[e.lw(end+2)]; ok {
			y := a.Year()
			switch det {
			case "last", "previous":
				y--
			case "next":
				y++
			}
			if m, ok := e.quarterForm(s, end+2, q, y); ok {
				return m, true
			}
		}
	}
	// durations: "the past year", "the next month", "past week"
	switch det {
	case "past", "coming", "final", "ensuing":
		if det == "coming" && !the {
			det = "next"
			break
		}
		if w == "weekend" {
			return e.weekendAt(s, end, "last", tPast), true
		}
		m := cmatch{match: match{s: s, e: end, typ: storyline.TimexDuration, val: durValue(1, false, u), gran: "duration", anchor: a}}
		m.rs, m.re = durRange(a, det, 1, u)
		return m, true
	case "last", "next":
		if the {
			if det == "next" && !e.lastDay.IsZero() && u.code == "D" && w == "day" {
				break
			}
			if w == "weekend" {
				return e.weekendAt(s, end, det, tNone), true
			}
			m := cmatch{match: match{s: s, e: end, typ: storyline.TimexDuration, val: durValue(1, false, u), gran: "duration", anchor: a}}
			m.rs, m.re = durRange(a, det, 1, u)
			return m, true
		}
	}
	base := a
	sign := 0
	switch det {
	case "this", "current", "present":
	case "last", "previous", "latest", "preceding", "prior":
		sign = -1
	case "next", "following", "coming", "ensuing":
		sign = 1
	case "that", "same":
		if !e.lastDay.IsZero() {
			base = e.lastDay
		}
	default:
		return cmatch{}, false
	}
	if det == "previous" || det == "following" || det == "prior" || det == "preceding" || (det == "next" && the) {
		if !e.lastDay.IsZero() {
			base = e.lastDay
		}
	}
	if w == "weekend" {
		d := det
		if sign < 0 {
			d = "last"
		} else if sign > 0 {
			d = "next"
		} else {
			d = "this"
		}
		return e.weekendAt(s, end, d, tNone), true
	}
	m := cmatch{match: match{s: s, e: end, typ: storyline.TimexDate, anchor: a}}
	switch u.code {
	case "D":
		if u.tm {
			return cmatch{}, false
		}
		if det == "this" || det == "current" {
			return cmatch{}, false
		}
		d := base.AddDate(0, 0, sign)
		m.val, m.gran, m.abs = vDay(d), "day", d
	case "W":
		m.val, m.gran = vWeek(base.AddDate(0, 0, 7*sign)), "week"
	case "M":
		if u.tm {
			return cmatch{}, false
		}
		t := mkDate(base.Year(), base.Month()+time.Month(sign), 1)
		m.val, m.gran = vMonth(t.Year(), t.Month()), "month"
	case "Q":
		if det == "latest" {
			return e.latestQuarter(s, end), true
		}
		t := mkDate(base.Year(), base.Month()+time.Month(3*sign), 1)
		m.val, m.gran = vQuarter(t.Year(), quarterOf(t.Month())), "quarter"
	case "Y":
		switch u.gran {
		case "decade":
			m.val, m.gran = strconv.Itoa(base.Year()/10+sign), "decade"
		case "century":
			m.val, m.gran = pad(base.Year()/100+sign, 2), "century"
		default:
			if det == "latest" {
				sign = -1
			}
			m.val, m.gran = vYear(base.Year()+sign), "year"
		}
	default:
		return cmatch{}, false
	}
	return m, true
}
