// The forms of the Romance scanner: dates, weekdays, clock times,
// durations, relative and deictic expressions, sets.

package timex

import (
	"strconv"
	"time"

	storyline "github.com/storyline-news/storyline"
)

// cardinal reads a number written in words at i.
func (r *rext) cardinal(i int) (int64, int) {
	var words [8]string
	n := 0
	for k := i; k < len(r.toks) && n < len(words) && r.toks[k].kind == kWord; k++ {
		words[n] = r.toks[k].lw
		n++
	}
	return r.w.numbers.Read(words[:n])
}

// count reads a count at k: digits ("2,5" with a decimal comma), number
// words, "media", or a vague quantity ("varios", "unos pocos").
func (r *rext) count(k int) (n float64, vague bool, next int, ok bool) {
	if k >= len(r.toks) {
		return 0, false, k, false
	}
	if t := &r.toks[k]; t.kind == kNum {
		n = float64(t.num)
		next = k + 1
		if r.lw(next) == "," && r.adj(next) && r.adj(next+1) && next+1 < len(r.toks) && r.toks[next+1].kind == kNum {
			f := r.toks[next+1]
			d := 1.0
			for range f.nd {
				d *= 10
			}
			n += float64(f.num) / d
			next += 2
		}
		return n, false, next, true
	}
	if v, c := r.cardinal(k); c > 0 {
		return float64(v), false, k + c, true
	}
	switch ro, j := r.role(k); ro {
	case rHalf:
		return 0.5, false, j, true
	case rVague:
		return 0, true, j, true
	case rApprox:
		if u, ok := r.unitAt(j); ok && plural(r.lw(j)) {
			_ = u
			return 0, true, j, true // "unas horas"
		}
	}
	return 0, false, k, false
}

// durationAt matches a duration starting with its count at k ("cuatro
// años", "dos años, tres meses y un día", "varios días") or a bare plural
// unit after "durante", "hace" or "tras" ("durante años"); s is where the
// match starts.
func (r *rext) durationAt(s, k int) (cmatch, bool) {
	n, vague, j, ok := r.count(k)
	if !ok {
		u, uok := r.unitAt(k)
		switch r.lw(k - 1) {
		case "durante", "hace", "tras":
		default:
			uok = false
		}
		if !uok || !plural(r.lw(k)) {
			return cmatch{}, false
		}
		n, vague, j = 0, true, k
		_ = u
	}
	type part struct {
		n float64
		u unit
	}
	var parts []part
	end := j
	weekends := false
	for {
		u, ok := r.unitAt(j)
		en := j + 1
		if !ok {
			if ro, j2 := r.role(j); ro == rWeekend {
				u, ok, en, weekends = unit{"WE", 1, false, "week"}, true, j2, true
			}
		}
		if !ok || (!vague && n == 1 && plural(r.lw(j)) && !weekends) || (!vague && n > 1 && !plural(r.lw(j)) && n == float64(int(n))) {
			break
		}
		// "dos horas y media", "tres días y cuarto"
		if r.lw(en) == "y" {
			switch r.lw(en + 1) {
			case "media", "medio":
				n += 0.5
				en += 2
			case "cuarto":
				n += 0.25
				en += 2
			}
		}
		parts = append(parts, part{n, u})
		end = en
		// another part: ", tres meses", "y un día"
		nk := en
		if r.lw(nk) == "," || r.lw(nk) == "y" {
			nk++
		}
		if nk == en {
			break
		}
		n2, v2, j2, ok2 := r.count(nk)
		if !ok2 || v2 || vague {
			break
		}
		if _, ok := r.unitAt(j2); !ok {
			break
		}
		n, j = n2, j2
	}
	if len(parts) == 0 {
		return cmatch{}, false
	}
	if ro, j2 := r.role(end); ro == rInARow || ro == rAfter || ro == rBefore && r.lw(j2) != "de" {
		end = j2
	}
	m := cmatch{match: match{s: s, e: end, typ: storyline.TimexDuration, gran: "duration"}, vague: vague}
	if len(parts) == 1 {
		p := parts[0]
		if weekends {
			m.val = "P" + strconv.Itoa(int(p.n)) + "WE"
			if vague {
				m.val = "PXWE"
			}
		} else {
			m.val = durValue(p.n, vague, p.u)
		}
		return m, true
	}
	// a compound duration: P2Y3MT2M
	amount := map[string]float64{}
	for _, p := range parts {
		code := p.u.code
		if p.u.tm {
			code = "T" + code
		}
		if code == "Q" {
			code, p.n = "M", p.n*3
		}
		amount[code] += p.n * float64(p.u.mult)
	}
	v := "P"
	for _, c := range []string{"Y", "M", "W", "D", "WE", "TH", "TM", "TS"} {
		x, ok := amount[c]
		if !ok {
			continue
		}
		if c[0] == 'T' {
			if v[len(v)-1] != 'T' && !containsT(v) {
				v += "T"
			}
			c = c[1:]
		}
		v += strconv.FormatFloat(x, 'f', -1, 64) + c
	}
	m.val = v
	return m, true
}

func containsT(v string) bool { return indexByte(v, 'T') >= 0 }

// numForm matches at a number (digits or words) at i: a day and month
// ("23 de febrero de 2019"), a numeric date, a clock time, a year, a
// frequency ("tres veces al día") or a duration. s is where the match
// starts (an article before i).
func (r *rext) numForm(s, i int) (cmatch, bool) {
	t := &r.toks[i]
	n, j := 0, i+1
	digits := t.kind == kNum
	if digits {
		n = t.num
	} else {
		v, c := r.cardinal(i)
		if c == 0 {
			return cmatch{}, false
		}
		n, j = int(v), i+c
	}
	if n >= 1 && n <= 31 && (!digits || t.nd <= 2) {
		if k, ok := r.is(j, rOf); ok {
			if mo, ok := r.w.months[r.lw(k)]; ok {
				return r.dayMonth(s, k, n, mo, tNone)
			}
		}
	}
	if digits && t.nd <= 2 && r.lw(j) == "/" && r.adj(j) && j+1 < len(r.toks) && r.toks[j+1].kind == kNum && r.lw(j+2) == "/" && r.adj(j+2) && j+3 < len(r.toks) && r.toks[j+3].kind == kNum {
		mo, y := r.toks[j+1].num, r.toks[j+3].num
		if r.toks[j+3].nd == 2 {
			y += 2000
			if y > r.ref.Year()+10 {
				y -= 100
			}
		}
		if mo >= 1 && mo <= 12 && n <= daysIn(y, time.Month(mo)) {
			d := mkDate(y, time.Month(mo), n)
			return cmatch{match: match{s: s, e: j + 4, typ: storyline.TimexDate, val: vDay(d), gran: "day", abs: d, full: true}}, true
		}
	}
	if digits {
		if h, mi, zone, en, ok := r.clockAt(i, r.lw(i-1) == "las" || r.lw(i-1) == "la"); ok {
			m := r.timeOn(s, en, clockValue(h, mi, zone))
			return m, true
		}
		if y, ok := r.yearNum(i); ok {
			return cmatch{match: match{s: s, e: i + 1, typ: storyline.TimexDate, val: vYear(y), gran: "year"}}, true
		}
	}
	// "tres veces al día"
	if ro, k := r.role(j); ro == rTimes {
		if ro2, k2 := r.role(k); ro2 == rPer || ro2 == rEvery {
			if u, ok := r.unitAt(k2); ok {
				return cmatch{match: match{s: s, e: k2 + 1, typ: storyline.TimexSet, val: durValue(1, false, u), gran: "duration"}}, true
			}
		}
	}
	return r.durationAt(s, i)
}

// yearNum reads a year written in four digits at i: a number from 1000 to
// 2100 that no noun follows ("en 2019", not "2019 soldados").
func (r *rext) yearNum(i int) (int, bool) {
	t := &r.toks[i]
	if t.kind != kNum || t.nd != 4 || t.num < 1000 || t.num > 2100 {
		return 0, false
	}
	if p := r.lw(i - 1); (p == "." || p == ",") && r.adj(i) {
		return 0, false // "4.500", "1,2000"
	}
	if nx := r.lw(i + 1); nx == "%" || (nx == "." || nx == ",") && r.adj(i+1) && i+2 < len(r.toks) && r.toks[i+2].kind == kNum && r.adj(i+2) {
		return 0, false
	}
	if i+1 < len(r.toks) && r.toks[i+1].kind == kWord && !r.toks[i+1].cap {
		if _, ok := r.w.roles[r.lw(i+1)]; !ok && !r.w.past[r.lw(i+1)] {
			if _, ok := r.w.units[r.lw(i+1)]; ok || len(r.lw(i+1)) > 3 {
				return 0, false
			}
		}
	}
	return t.num, true
}

// yearAfter reads the year of a date after its month at k: "de 2019",
// "del 2008", "de mil novecientos setenta y cuatro", "de este año", "del
// año pasado".
func (r *rext) yearAfter(k int, a time.Time) (int, int, bool) {
	j, ok := r.is(k, rOf)
	if !ok {
		return 0, k, false
	}
	if j < len(r.toks) && r.toks[j].kind == kNum {
		if r.toks[j].nd == 4 {
			return r.toks[j].num, j + 1, true
		}
		return 0, k, false
	}
	if v, c := r.cardinal(j); c > 0 && v >= 1000 && v <= 2100 {
		return int(v), j + c, true
	}
	if ro, _ := r.role(j); ro == rThis || ro == rArticle {
		j++
	}
	if r.lw(j) != r.w.yearWord {
		return 0, k, false
	}
	switch ro, j2 := r.role(j + 1); ro {
	case rLast, rPrevious:
		return a.Year() - 1, j2, true
	case rNext, rFollowing:
		return a.Year() + 1, j2, true
	}
	if ro, _ := r.role(j - 1); ro == rThis {
		return a.Year(), j + 1, true
	}
	return 0, k, false
}

// dayMonth is a day and month whose month word is at k ("el 23 de
// febrero", with the year after it or by tense).
func (r *rext) dayMonth(s, k, day int, mo time.Month, tense int) (cmatch, bool) {
	a := r.anchorFor(s)
	y, en, ok := r.yearAfter(k+1, a)
	if !ok {
		if tense == tNone {
			tense = r.tense(s, k+1)
		}
		y = resolveYear(a, mo, day, tense)
	}
	if day > daysIn(y, mo) {
		return cmatch{}, false
	}
	d := mkDate(y, mo, day)
	return cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: vDay(d), gran: "day", abs: d, full: ok, anchor: a}}, true
}

// monthForm is a month name at i: "octubre de 1982", "mayo" (its year by
// tense). Spanish writes months in lower case: a capitalized month inside
// a sentence with no year is a name ("Abril").
func (r *rext) monthForm(s, i int, mo time.Month, tense int) (cmatch, bool) {
	for _, ab := range r.w.monthAbbr {
		if r.lw(i) == ab {
			return cmatch{}, false
		}
	}
	a := r.anchorFor(s)
	if y, en, ok := r.yearAfter(i+1, a); ok {
		return cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: vMonth(y, mo), gran: "month", anchor: a}}, true
	}
	if s == i && r.toks[i].cap && i > 0 && r.toks[i-1].sent == r.toks[i].sent && r.toks[i-1].kind == kWord {
		return cmatch{}, false
	}
	if tense == tNone {
		tense = r.tense(s, i+1)
	}
	return cmatch{match: match{s: s, e: i + 1, typ: storyline.TimexDate, val: vMonth(resolveYear(a, mo, 0, tense), mo), gran: "month", anchor: a}}, true
}

// weekdayForm is a weekday at i: "el lunes", "lunes 3 de octubre", "el
// jueves por la noche", "el lunes pasado".
func (r *rext) weekdayForm(s, i, wd, tense int) (cmatch, bool) {
	k := i + 1
	if r.lw(k) == "," {
		k++
	}
	if k < len(r.toks) && r.toks[k].kind == kNum && r.toks[k].num >= 1 && r.toks[k].num <= 31 {
		if m, ok := r.numForm(s, k); ok && m.gran == "day" {
			return m, true
		}
	}
	k = i + 1
	switch ro, j := r.role(k); ro {
	case rLast:
		tense, k = tPast, j
	case rNext:
		tense, k = tFuture, j
	}
	if tense == tNone {
		tense = r.tense(s, k)
	}
	a := r.anchorFor(s)
	return r.dayAndTime(s, k, resolveWeekday(a, wd, tense), a), true
}

// clockAt reads a clock time whose hour is at k: "16:08", "10.30 horas",
// "las 3" (article says an article precedes), "las dos menos cinco", "las
// tres de la tarde", "la 1 pm", "las 18:00 UTC".
func (r *rext) clockAt(k int, article bool) (h, mi int, zone bool, en int, ok bool) {
	if k >= len(r.toks) {
		return
	}
	t := &r.toks[k]
	mi = -1
	en = k + 1
	switch {
	case t.kind == kNum && t.nd <= 2:
		h = t.num
	case t.kind == kWord && article:
		v, c := r.cardinal(k)
		if c == 0 {
			return
		}
		h, en = int(v), k+c
	default:
		return
	}
	if h > 24 {
		return
	}
	sure := false
	if p := r.lw(en); (p == ":" || p == ".") && r.adj(en) && en+1 < len(r.toks) && r.toks[en+1].kind == kNum && r.toks[en+1].nd == 2 && r.adj(en+1) && r.toks[en+1].num < 60 {
		mi = r.toks[en+1].num
		en += 2
		sure = p == ":"
	} else if article {
		switch r.lw(en) {
		case "y":
			switch nx := r.lw(en + 1); {
			case nx == "media":
				mi, en = 30, en+2
			case nx == "cuarto":
				mi, en = 15, en+2
			case en+1 < len(r.toks) && r.toks[en+1].kind == kNum && r.toks[en+1].num < 60:
				mi, en = r.toks[en+1].num, en+2
			}
		case "menos":
			switch nx := r.lw(en + 1); {
			case nx == "cuarto":
				h, mi, en = (h+23)%24, 45, en+2
			case en+1 < len(r.toks) && r.toks[en+1].kind == kNum && r.toks[en+1].num < 60:
				h, mi, en = (h+23)%24, 60-r.toks[en+1].num, en+2
			default:
				if v, c := r.cardinal(en + 1); c > 0 && v < 60 {
					h, mi, en = (h+23)%24, 60-int(v), en+1+c
				}
			}
		}
	}
	if ro, j := r.role(en); ro == rHours {
		if mi < 0 && !article {
			return // "10 horas" is a duration
		}
		if mi < 0 && r.lw(k-1) == "las" && r.lw(k-2) != "a" {
			return // "las 3 horas": a duration
		}
		sure, en = true, j
	}
	if (r.lw(en) == "de" || r.lw(en) == "por" || r.lw(en) == "en") && r.lw(en+1) == "la" {
		switch r.lw(en + 2) {
		case "manana", "madrugada":
			en += 3
		case "tarde", "noche":
			if h < 12 {
				h += 12
			}
			en += 3
		}
	} else if r.lw(en) == "del" && r.lw(en+1) == "mediodia" {
		en += 2
	}
	switch ro, j := r.role(en); ro {
	case rPM:
		if h < 12 {
			h += 12
		}
		sure, en = true, j
	case rAM:
		sure, en = true, j
	}
	if ro, j := r.role(en); ro == rZone {
		zone, en = true, j
	}
	if !sure && !article {
		return
	}
	if mi < 0 {
		mi = 0
	}
	return h, mi, zone, en, true
}

func clockValue(h, mi int, zone bool) string {
	v := "T" + pad(h, 2) + ":" + pad(mi, 2)
	if zone {
		v += "Z"
	}
	return v
}

// clockWord is a word of digits and letters at i: "12h", "12h50", "1pm".
func (r *rext) clockWord(s, i int) (cmatch, bool) {
	w := r.lw(i)
	d := 0
	for d < len(w) && w[d] >= '0' && w[d] <= '9' {
		d++
	}
	h, err := strconv.Atoi(w[:d])
	if err != nil || h > 24 {
		return cmatch{}, false
	}
	mi := 0
	switch rest := w[d:]; {
	case rest == "pm":
		if h < 12 {
			h += 12
		}
	case rest == "am":
	case rest == "h" || rest == "hs" || rest == "hrs":
		if s == i && r.lw(i-1) != "las" && r.lw(i-1) != "la" {
			u := r.w.units["horas"]
			return cmatch{match: match{s: s, e: i + 1, typ: storyline.TimexDuration, val: durValue(float64(h), false, u), gran: "duration"}}, true
		}
	case len(rest) == 3 && rest[0] == 'h':
		m, err := strconv.Atoi(rest[1:])
		if err != nil || m > 59 {
			return cmatch{}, false
		}
		mi = m
	default:
		return cmatch{}, false
	}
	return r.timeOn(s, i+1, clockValue(h, mi, false)), true
}

// articleForm is an expression led by an article at i ("el", "los", "del",
// "al"); k is the token after it.
func (r *rext) articleForm(i, k int) (cmatch, bool) {
	if k >= len(r.toks) {
		return cmatch{}, false
	}
	art := r.lw(i)
	pl := art == "los" || art == "las"
	w := r.lw(k)
	a := r.anchorFor(i)
	if wd, ok := r.w.weekdays[w]; ok {
		if pl {
			return cmatch{match: match{s: i, e: k + 1, typ: storyline.TimexSet, val: "XXXX-WXX-" + strconv.Itoa(wd), gran: "duration"}}, true
		}
		return r.weekdayForm(i, k, wd, tNone)
	}
	if r.toks[k].kind == kNum {
		return r.numForm(i, k)
	}
	if _, c := r.cardinal(k); c > 0 {
		if art == "las" || art == "la" {
			if h, mi, zone, en, ok := r.clockAt(k, true); ok {
				return r.timeOn(i, en, clockValue(h, mi, zone)), true
			}
		}
		return r.numForm(i, k)
	}
	if c := w[0]; c >= '0' && c <= '9' {
		return r.clockWord(i, k)
	}
	if w == r.w.dayWord {
		// "el día 2 de abril", "el día 10", "el día de hoy", "al día siguiente"
		j := k + 1
		if j < len(r.toks) && r.toks[j].kind == kNum || r.w.numbers.Values[r.lw(j)] > 0 {
			if m, ok := r.numForm(i, j); ok && m.gran == "day" {
				return m, true
			}
			if n := r.dayNum(j); n > 0 && n <= daysIn(a.Year(), a.Month()) {
				d := mkDate(a.Year(), a.Month(), n)
				return cmatch{match: match{s: i, e: j + 1, typ: storyline.TimexDate, val: vDay(d), gran: "day", abs: d, anchor: a}}, true
			}
		}
		if r.lw(j) == "de" {
			if m, ok := r.core(j + 1); ok && m.gran == "day" {
				m.s = i
				return m, true
			}
		}
		switch ro, j2 := r.role(j); ro {
		case rFollowing, rPrevious:
			base := a
			if !r.lastDay.IsZero() {
				base = r.lastDay
			}
			d := base.AddDate(0, 0, map[role]int{rFollowing: 1, rPrevious: -1}[ro])
			return cmatch{match: match{s: i, e: j2, typ: storyline.TimexDate, val: vDay(d), gran: "day", abs: d, anchor: a}}, true
		}
	}
	switch ro, j := r.role(k); ro {
	case rLast, rNext, rLatest:
		return r.relForm(i, k)
	case rThat:
		return r.demonstrative(i, j, rThat)
	case rWeekend:
		return cmatch{match: r.weekend(i, j, tNone)}, true
	case rCentury:
		return r.century(i, j)
	}
	if u, ok := r.unitAt(k); ok {
		if m, ok := r.unitAfterArticle(i, k, u, a); ok {
			return m, true
		}
	}
	if q, ok := r.w.ordinals[w]; ok {
		return r.periodForm(i, k+1, q, a)
	}
	if se, ok := r.w.seasons[w]; ok {
		return r.season(i, k, se, 0, r.tense(i, k+1))
	}
	if p, ok := r.w.partsOfDay[w]; ok && !plural(w) && (r.lw(k+1) == "del" || r.lw(k+1) == "de") {
		// "la noche del sábado", "la mañana del día 10"
		if m, ok := r.core(k + 1); ok && m.gran == "day" && !m.abs.IsZero() {
			return cmatch{match: match{s: i, e: m.e, typ: storyline.TimexTime, val: vDay(m.abs) + "T" + p, gran: "time", anchor: a, abs: m.abs}}, true
		}
	}
	return r.durationAt(i, k)
}

// dayNum reads a day of the month at j (digits or a word).
func (r *rext) dayNum(j int) int {
	if j < len(r.toks) && r.toks[j].kind == kNum && r.toks[j].nd <= 2 {
		return r.toks[j].num
	}
	if v, c := r.cardinal(j); c == 1 && v <= 31 {
		return int(v)
	}
	return 0
}

// unitAfterArticle is an article and a unit at k: "el año 2000", "el año
// pasado", "la semana que viene", "el año anterior", "los años setenta",
// "la década de los 90".
func (r *rext) unitAfterArticle(i, k int, u unit, a time.Time) (cmatch, bool) {
	w := r.lw(k)
	if w == r.w.yearWord {
		if k+1 < len(r.toks) && r.toks[k+1].kind == kNum && r.toks[k+1].nd <= 4 {
			return cmatch{match: match{s: i, e: k + 2, typ: storyline.TimexDate, val: vYear(r.toks[k+1].num), gran: "year"}}, true
		}
		if v, c := r.cardinal(k + 1); c > 0 && v >= 100 {
			return cmatch{match: match{s: i, e: k + 1 + c, typ: storyline.TimexDate, val: vYear(int(v)), gran: "year"}}, true
		}
	}
	if u.gran == "decade" || w == "anos" {
		// "los años setenta", "los años 90", "la década de los noventa"
		j := k + 1
		if r.lw(j) == "de" {
			j++
			if r.lw(j) == "los" {
				j++
			}
		}
		if dec, ok := r.w.decades[r.lw(j)]; ok {
			return cmatch{match: match{s: i, e: j + 1, typ: storyline.TimexDate, val: "19" + strconv.Itoa(dec), gran: "decade"}}, true
		}
		if j < len(r.toks) && r.toks[j].kind == kNum && (r.toks[j].nd == 2 && r.toks[j].num%10 == 0 || r.toks[j].nd == 4 && r.toks[j].num%10 == 0) {
			n := r.toks[j].num
			if n < 100 {
				n += 1900
			}
			return cmatch{match: match{s: i, e: j + 1, typ: storyline.TimexDate, val: strconv.Itoa(n / 10), gran: "decade"}}, true
		}
	}
	if plural(w) {
		return cmatch{}, false
	}
	base, sign := a, 0
	ro, j := r.role(k + 1)
	switch ro {
	case rLast:
		sign = -1
	case rNext:
		sign = 1
	case rPrevious, rFollowing:
		if !r.lastDay.IsZero() {
			base = r.lastDay
		}
		sign = 1
		if ro == rPrevious {
			sign = -1
		}
	default:
		return cmatch{}, false
	}
	v, gran, abs, ok := relValue(base, u, sign)
	if !ok {
		return cmatch{}, false
	}
	return cmatch{match: match{s: i, e: j, typ: storyline.TimexDate, val: v, gran: gran, abs: abs, anchor: a}}, true
}
