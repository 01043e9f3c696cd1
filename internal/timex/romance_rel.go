// Relative and deictic forms of the Romance scanner: "el pasado lunes",
// "los últimos doce años", "esta semana", "hace cuatro días", "cada dos
// meses", seasons and quarters.

package timex

import (
	"strconv"
	"time"

	storyline "github.com/storyline-news/storyline"
)

// relValue is the unit u around base shifted by sign units: the week, month,
// quarter, half, year, decade or century.
func relValue(base time.Time, u unit, sign int) (val, gran string, abs time.Time, ok bool) {
	switch {
	case u.tm:
		return "", "", abs, false
	case u.code == "D" && u.mult == 1:
		d := base.AddDate(0, 0, sign)
		return vDay(d), "day", d, true
	case u.code == "W":
		return vWeek(base.AddDate(0, 0, 7*sign)), "week", abs, true
	case u.code == "M" && u.mult == 6:
		h := (int(base.Month())-1)/6 + sign
		y := base.Year()
		for h < 0 {
			h += 2
			y--
		}
		for h > 1 {
			h -= 2
			y++
		}
		return vYear(y) + "-H" + strconv.Itoa(h+1), "half", abs, true
	case u.code == "M":
		t := mkDate(base.Year(), base.Month()+time.Month(sign), 1)
		return vMonth(t.Year(), t.Month()), "month", abs, true
	case u.code == "Q":
		t := mkDate(base.Year(), base.Month()+time.Month(3*sign), 1)
		return vQuarter(t.Year(), quarterOf(t.Month())), "quarter", abs, true
	case u.gran == "decade":
		return strconv.Itoa(base.Year()/10 + sign), "decade", abs, true
	case u.gran == "century":
		return pad(base.Year()/100+sign, 2), "century", abs, true
	case u.code == "Y" && u.mult == 1:
		return vYear(base.Year() + sign), "year", abs, true
	}
	return "", "", abs, false
}

// relForm is a deictic adjective before its noun at k ("el pasado lunes",
// "el próximo 21 de diciembre", "la próxima semana", "los últimos doce
// años", "el último año"); s is where the match starts.
func (r *rext) relForm(s, k int) (cmatch, bool) {
	ro, j := r.role(k)
	tense, sign := tPast, -1
	if ro == rNext {
		tense, sign = tFuture, 1
	}
	a := r.anchorFor(s)
	w := r.lw(j)
	if wd, ok := r.w.weekdays[w]; ok && ro != rLatest {
		return r.weekdayForm(s, j, wd, tense)
	}
	if w == r.w.dayWord && j+1 < len(r.toks) && r.toks[j+1].kind == kNum {
		j++ // "el pasado día 21 de diciembre"
	}
	if j < len(r.toks) && r.toks[j].kind == kNum && r.toks[j].nd <= 2 && ro != rLatest {
		if k2, ok := r.is(j+1, rOf); ok {
			if mo, ok := r.w.months[r.lw(k2)]; ok {
				return r.dayMonth(s, k2, r.toks[j].num, mo, tense)
			}
		}
	}
	if mo, ok := r.w.months[w]; ok && ro != rLatest {
		return r.monthForm(s, j, mo, tense)
	}
	if se, ok := r.w.seasons[w]; ok && ro != rLatest {
		return r.season(s, j, se, sign, tense)
	}
	if ro2, j2 := r.role(j); ro2 == rWeekend && ro != rLatest {
		return cmatch{match: r.weekend(s, j2, tense)}, true
	}
	if u, ok := r.unitAt(j); ok {
		if plural(w) {
			// "los próximos días", "las últimas semanas"
			m := cmatch{match: match{s: s, e: j + 1, typ: storyline.TimexDuration, val: durValue(0, true, u), gran: "duration"}, vague: true}
			return m, true
		}
		if ro == rLatest {
			m := cmatch{match: match{s: s, e: j + 1, typ: storyline.TimexDuration, val: durValue(1, false, u), gran: "duration", anchor: a}}
			m.rs, m.re = durRange(a, "past", 1, u)
			return m, true
		}
		if v, gran, abs, ok := relValue(a, u, sign); ok {
			return cmatch{match: match{s: s, e: j + 1, typ: storyline.TimexDate, val: v, gran: gran, abs: abs, anchor: a}}, true
		}
		return cmatch{}, false
	}
	if q, ok := r.w.ordinals[w]; ok && ro == rLatest {
		_ = q
		return cmatch{}, false
	}
	// "los últimos doce años", "los próximos cuatro años"
	if m, ok := r.durationAt(s, j); ok && !m.vague {
		n, _, k2, _ := r.count(j)
		if u, ok := r.unitAt(k2); ok {
			det := "past"
			if ro == rNext {
				det = "next"
			}
			m.rs, m.re = durRange(a, det, n, u)
			m.anchor = a
		}
		return m, true
	}
	if ro == rLast && s < k && j == k+1 {
		switch r.lw(j) {
		case ",", ".", ";", ")", "":
			return r.refMatch(s, j, "PAST_REF"), true // "del pasado"
		}
	}
	return cmatch{}, false
}

// demonstrative is "este año", "esta mañana", "ese día", "este fin de
// semana", "el mismo día"; k is the token after the determiner at s.
func (r *rext) demonstrative(s, k int, ro role) (cmatch, bool) {
	a := r.anchorFor(s)
	base := a
	if ro == rThat && !r.lastDay.IsZero() {
		base = r.lastDay
	}
	w := r.lw(k)
	if ro == rThat && (w == "mismo" || w == "misma") {
		k++ // "ese mismo día"
		w = r.lw(k)
	}
	if p, ok := r.w.partsOfDay[w]; ok && !plural(w) {
		return cmatch{match: match{s: s, e: k + 1, typ: storyline.TimexTime, val: vDay(base) + "T" + p, gran: "time", anchor: a, abs: base}}, true
	}
	if wd, ok := r.w.weekdays[w]; ok && ro == rThis {
		return r.weekdayForm(s, k, wd, tNone)
	}
	if se, ok := r.w.seasons[w]; ok && ro == rThis {
		return r.season(s, k, se, 0, tNone)
	}
	if ro2, j := r.role(k); ro2 == rWeekend && ro == rThis {
		return cmatch{match: r.weekend(s, j, 3)}, true
	}
	u, ok := r.unitAt(k)
	if !ok || plural(w) {
		return cmatch{}, false
	}
	v, gran, abs, ok := relValue(base, u, 0)
	if !ok {
		return cmatch{}, false
	}
	return cmatch{match: match{s: s, e: k + 1, typ: storyline.TimexDate, val: v, gran: gran, abs: abs, anchor: a, derived: ro == rThat}}, true
}

// agoForm is "hace" at i and a duration at k: "hace cuatro días" is the
// date four days before the anchor; "hace un año y dos meses" and "hace
// varios días" stay durations.
func (r *rext) agoForm(i, k int) (cmatch, bool) {
	m, ok := r.durationAt(i, k)
	if !ok {
		return cmatch{}, false
	}
	n, vague, j, _ := r.count(k)
	u, uok := r.unitAt(j)
	if !uok && !vague {
		return m, true
	}
	if !uok {
		u, _ = r.unitAt(k)
	}
	a := r.anchorFor(i)
	if u.tm {
		// "hace unas horas": today
		return cmatch{match: match{s: i, e: m.e, typ: storyline.TimexDate, val: vDay(a), gran: "day", anchor: a}, ago: true}, true
	}
	if vague || len(m.val) > 2 && !isSimpleDuration(m.val) {
		return m, true
	}
	m.typ, m.anchor, m.ago = storyline.TimexDate, a, true
	m.val, m.gran = shiftValue(a, -1, n, u)
	return m, true
}

// isSimpleDuration reports a duration of one unit: "P4D", "P2Y".
func isSimpleDuration(v string) bool {
	letters := 0
	for i := 1; i < len(v); i++ {
		if c := v[i]; c >= 'A' && c <= 'Z' {
			letters++
		}
	}
	return letters == 1
}

// everyForm is "cada" at s with what follows at k: "cada dos meses", "cada
// lunes a las 10", and "todos los días" (k after the article).
func (r *rext) everyForm(s, k int) (cmatch, bool) {
	if wd, ok := r.w.weekdays[r.lw(k)]; ok {
		v := "XXXX-WXX-" + strconv.Itoa(wd)
		en := k + 1
		if r.lw(en) == "a" && (r.lw(en+1) == "las" || r.lw(en+1) == "la") {
			if h, mi, zone, e2, ok := r.clockAt(en+2, true); ok {
				v += clockValue(h, mi, zone)
				en = e2
			}
		}
		return cmatch{match: match{s: s, e: en, typ: storyline.TimexSet, val: v, gran: "duration"}}, true
	}
	if u, ok := r.unitAt(k); ok {
		if plural(r.lw(k)) && r.lw(s) == "cada" {
			return cmatch{}, false
		}
		return cmatch{match: match{s: s, e: k + 1, typ: storyline.TimexSet, val: durValue(1, false, u), gran: "duration"}}, true
	}
	if m, ok := r.durationAt(s, k); ok && !m.vague && r.lw(s) == "cada" {
		m.typ = storyline.TimexSet
		return m, true
	}
	return cmatch{}, false
}

// perUnit is "al año", "al día": a rate, unless a deictic word follows
// ("al día siguiente").
func (r *rext) perUnit(i int) (cmatch, bool) {
	u, ok := r.unitAt(i + 1)
	if !ok || plural(r.lw(i+1)) {
		return cmatch{}, false
	}
	switch ro, _ := r.role(i + 2); ro {
	case rFollowing, rPrevious, rLast, rNext, rOf:
		return cmatch{}, false
	}
	if i == 0 || r.toks[i-1].kind == kPunct && r.lw(i-1) != "%" {
		return cmatch{}, false
	}
	return cmatch{match: match{s: i, e: i + 2, typ: storyline.TimexSet, val: durValue(1, false, u), gran: "duration"}}, true
}

// season is a season word at k ("el verano de 1991", "el próximo
// verano"): its year after it, else shifted by sign, else by tense.
func (r *rext) season(s, k int, se string, sign, tense int) (cmatch, bool) {
	a := r.anchorFor(s)
	y, en, ok := r.yearAfter(k+1, a)
	if !ok {
		y, en = a.Year(), k+1
		cur := seasonOf(a.Month())
		idx := seasonIndex[se]
		switch {
		case sign != 0:
			if sign > 0 && idx <= cur {
				y++
			} else if sign < 0 && idx >= cur {
				y--
			}
		case tense == tPast && idx > cur:
			y--
		case tense == tFuture && idx < cur:
			y++
		}
	}
	return cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: vYear(y) + "-" + se, gran: "season", anchor: a}}, true
}

// periodForm is an ordinal and a quarter, half or week at k: "el tercer
// trimestre", "el primer semestre de 2019", "el cuarto trimestre del año
// pasado"; q is the ordinal.
func (r *rext) periodForm(s, k, q int, a time.Time) (cmatch, bool) {
	u, ok := r.unitAt(k)
	if !ok || plural(r.lw(k)) {
		return cmatch{}, false
	}
	y, en, ok := r.yearAfter(k+1, a)
	if !ok {
		y, en = a.Year(), k+1
	}
	switch {
	case u.code == "Q" && q <= 4:
		if !ok && mkDate(y, time.Month(3*q-2), 1).After(a) && r.tense(s, en) != tFuture {
			y--
		}
		return cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: vQuarter(y, q), gran: "quarter", anchor: a}}, true
	case u.code == "M" && u.mult == 6 && q <= 2:
		return cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: vYear(y) + "-H" + strconv.Itoa(q), gran: "half", anchor: a}}, true
	}
	return cmatch{}, false
}
