// Calendar dates: weekdays, month names with a day or year ("Feb. 25,
// 2019", "February 2019"), numeric dates ("2019-02-25", "2/25/2019",
// "25 February") and ordinal days ("the 25th of February"); holidays are
// in holidays.go.

package timex

import (
	"strconv"
	"time"

	storyline "github.com/storyline-news/storyline"
)

// weekdayForm: "Tuesday", "Tuesday morning", "Monday, Feb. 25, 2019".
func (e *ext) weekdayForm(i, wd int) (cmatch, bool) {
	t := &e.toks[i]
	if !t.cap || e.holidayWord(i) {
		return cmatch{}, false
	}
	w := t.lw
	if w[len(w)-1] == 's' && !e.possessiveDay(i) { // "Mondays": a set
		return cmatch{match: match{s: i, e: i + 1, typ: storyline.TimexSet, val: "XXXX-WXX-" + strconv.Itoa(wd), gran: "day"}}, true
	}
	k := i + 1
	if e.lw(k) == "," {
		k++
	}
	if mo, ok := monthWords[e.lw(k)]; ok && e.toks[k].cap {
		if m, ok := e.monthForm(k, mo); ok && m.gran == "day" {
			m.s = i
			return cmatch{match: m}, true
		}
	}
	if e.toks[k-1].lw != "," && k < len(e.toks) && e.toks[k].kind == kNum && e.toks[k].num >= 1 && e.toks[k].num <= 31 && e.toks[k].nd <= 2 {
		// "Monday 25 February"
		if mo, ok := monthWords[e.lw(k+1)]; ok && e.toks[k+1].cap {
			_ = mo
			if m, ok := e.numForm(k); ok && m.gran == "day" {
				m.s = i
				return m, true
			}
		}
	}
	a := e.anchorFor(i)
	d := resolveWeekday(a, wd, e.tenseAt(i, i+1))
	if m, ok := e.partOfDayAfter(i+1, i, d); ok {
		m.anchor = a
		return m, true
	}
	return e.dayMatch(i, i+1, d, a), true
}

// monthForm: "Feb. 25", "Feb. 25, 2019", "February 2019", "February".
func (e *ext) monthForm(i, mo int) (match, bool) {
	t := &e.toks[i]
	if !t.cap {
		return match{}, false
	}
	k := i + 1
	abbr := monthAbbr[t.lw]
	if abbr {
		k = e.dot(k)
	}
	// day
	day := 0
	if k < len(e.toks) {
		nt := &e.toks[k]
		if nt.kind == kNum && nt.nd <= 2 && nt.num >= 1 && nt.num <= 31 && !((e.lw(k+1) == ":" || e.lw(k+1) == ".") && e.adj(k+1) && e.adj(k+2) && k+2 < len(e.toks) && e.toks[k+2].kind == kNum) {
			day = nt.num
			k++
		} else if d, ok := ordinalDay(nt.lw); ok {
			day = d
			k++
		} else if d, ok := ordWords[nt.lw]; ok && d <= 31 && !(e.lw(k+1) == "quarter" || e.lw(k+1) == "-") {
			day = d
			k++
		}
	}
	year := 0
	yk := k
	if e.lw(yk) == "," {
		yk++
	} else if e.lw(yk) == "of" && day == 0 {
		yk++
	}
	if yk < len(e.toks) {
		if y, nk, ok := e.yearAt(yk); ok {
			year = y
			k = nk
		} else if day == 0 || e.lw(k) != "," {
			// "July last year", "January this year"
			switch e.lw(k) {
			case "last", "this", "next":
				if e.lw(k+1) == "year" && e.lw(k+2) != "'" {
					year = e.anchorFor(i).Year()
					if e.lw(k) == "last" {
						year--
					} else if e.lw(k) == "next" {
						year++
					}
					k += 2
				}
			}
		}
	}
	if abbr && day == 0 && year == 0 {
		// a bare abbreviation needs its period and is still risky
		if k == i+1 || t.lw == "mar" || t.lw == "jun" || t.lw == "jul" {
			return match{}, false
		}
	}
	if day == 0 && year == 0 && (t.lw == "may" || t.lw == "march") {
		// "May" the modal verb, "March" the noun
		p := e.lw(i - 1)
		if !monthPrep[p] {
			return match{}, false
		}
	}
	m := time.Month(mo)
	a := e.anchorFor(i)
	if day > 0 {
		if year == 0 {
			year = resolveYear(a, m, day, e.tenseAt(i, k))
			if day > daysIn(year, m) {
				return match{}, false
			}
			d := mkDate(year, m, day)
			return match{s: i, e: k, typ: storyline.TimexDate, val: vDay(d), gran: "day", anchor: a, abs: d}, true
		}
		if day > daysIn(year, m) {
			return match{}, false
		}
		d := mkDate(year, m, day)
		return match{s: i, e: k, typ: storyline.TimexDate, val: vDay(d), gran: "day", anchor: a, full: true, abs: d}, true
	}
	if year > 0 {
		return match{s: i, e: k, typ: storyline.TimexDate, val: vMonth(year, m), gran: "month", anchor: a}, true
	}
	year = resolveYear(a, m, 0, e.tenseAt(i, k))
	return match{s: i, e: k, typ: storyline.TimexDate, val: vMonth(year, m), gran: "month", anchor: a}, true
}

var monthPrep = map[string]bool{
	"in": true, "since": true, "until": true, "by": true, "last": true, "next": true, "this": true,
	"early": true, "late": true, "mid": true, "of": true, "during": true, "from": true, "through": true,
	"to": true, "-": true, "before": true, "after": true, "till": true, "and": true, "or": true,
	"between": true, "on": true, "for": true, "end": true, "that": true,
}

// ordinalDay parses "25th", "1st", "2nd", "3rd".
func ordinalDay(w string) (int, bool) {
	n := 0
	j := 0
	for j < len(w) && w[j] >= '0' && w[j] <= '9' {
		n = n*10 + int(w[j]-'0')
		j++
	}
	if j == 0 || j > 2 || n < 1 || n > 31 {
		return 0, false
	}
	switch w[j:] {
	case "st", "nd", "rd", "th":
		return n, true
	}
	return 0, false
}

// numForm: forms that start with a number.
func (e *ext) numForm(i int) (cmatch, bool) {
	t := &e.toks[i]
	// ISO 2019-02-25
	if t.nd == 4 && e.lw(i+1) == "-" && e.adj(i+1) && e.adj(i+2) && i+4 < len(e.toks) && e.toks[i+2].kind == kNum && e.lw(i+3) == "-" && e.adj(i+3) && e.adj(i+4) && e.toks[i+4].kind == kNum {
		y, mo, d := t.num, e.toks[i+2].num, e.toks[i+4].num
		if mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, time.Month(mo)) && e.toks[i+2].nd <= 2 && e.toks[i+4].nd <= 2 {
			dt := mkDate(y, time.Month(mo), d)
			return cmatch{match: match{s: i, e: i + 5, typ: storyline.TimexDate, val: vDay(dt), gran: "day", full: true, abs: dt}}, true
		}
		return cmatch{}, false
	}
	// day first with dashes, 25-12-2014: a wire's or an agency's stamp
	// ("21-08-2014 Syrian Army Ambushes Kills 140 …"); the US writes
	// its month first with slashes, below
	if t.nd <= 2 && e.lw(i+1) == "-" && e.adj(i+1) && e.adj(i+2) && i+4 < len(e.toks) && e.toks[i+2].kind == kNum && e.toks[i+2].nd <= 2 && e.lw(i+3) == "-" && e.adj(i+3) && e.adj(i+4) && e.toks[i+4].kind == kNum && e.toks[i+4].nd == 4 {
		d, mo, y := t.num, e.toks[i+2].num, e.toks[i+4].num
		if mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, time.Month(mo)) {
			dt := mkDate(y, time.Month(mo), d)
			return cmatch{match: match{s: i, e: i + 5, typ: storyline.TimexDate, val: vDay(dt), gran: "day", full: true, abs: dt}}, true
		}
		return cmatch{}, false
	}
	// US 2/25/2019 or 10/25/89
	if t.nd <= 2 && e.lw(i+1) == "/" && e.adj(i+1) && e.adj(i+2) && i+4 < len(e.toks) && e.toks[i+2].kind == kNum && e.lw(i+3) == "/" && e.adj(i+3) && e.adj(i+4) && e.toks[i+4].kind == kNum {
		mo, d, y := t.num, e.toks[i+2].num, e.toks[i+4].num
		switch e.toks[i+4].nd {
		case 2:
			c := e.ref.Year() / 100 * 100
			y += c
			if y > e.ref.Year()+10 {
				y -= 100
			}
		case 4:
		default:
			return cmatch{}, false
		}
		if mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, time.Month(mo)) {
			dt := mkDate(y, time.Month(mo), d)
			return cmatch{match: match{s: i, e: i + 5, typ: storyline.TimexDate, val: vDay(dt), gran: "day", full: true, abs: dt}}, true
		}
		return cmatch{}, false
	}
	// clock times
	if m, ok := e.clockForm(i, i); ok {
		return m, true
	}
	// day month [year]: "25 February 2019"
	if t.nd <= 2 && t.num >= 1 && t.num <= 31 {
		k := i + 1
		if e.lw(k) == "of" {
			k++
		}
		if mo, ok := monthWords[e.lw(k)]; ok && e.toks[k].cap {
			k2 := k + 1
			if monthAbbr[e.lw(k)] {
				k2 = e.dot(k2)
			}
			a := e.anchorFor(i)
			yk := k2
			if e.lw(yk) == "," {
				yk++
			}
			if y, ok := e.yearTok(yk); ok {
				if t.num > daysIn(y, time.Month(mo)) {
					return cmatch{}, false
				}
				d := mkDate(y, time.Month(mo), t.num)
				return cmatch{match: match{s: i, e: yk + 1, typ: storyline.TimexDate, val: vDay(d), gran: "day", full: true, abs: d, anchor: a}}, true
			}
			y := resolveYear(a, time.Month(mo), t.num, e.tenseAt(i, k2))
			if t.num > daysIn(y, time.Month(mo)) {
				return cmatch{}, false
			}
			d := mkDate(y, time.Month(mo), t.num)
			return cmatch{match: match{s: i, e: k2, typ: storyline.TimexDate, val: vDay(d), gran: "day", anchor: a, abs: d}}, true
		}
	}
	// year
	if y, ok := e.isYearAt(i); ok {
		return e.afterYear(i, i, y)
	}
	return e.durationForm(i, i)
}

// ordDayForm: "25th of February", "the 25th".
func (e *ext) ordDayForm(i int) (cmatch, bool) {
	d, ok := ordinalDay(e.lw(i))
	if !ok {
		return cmatch{}, false
	}
	k := i + 1
	if e.lw(k) == "of" {
		k++
	}
	mo, ok := monthWords[e.lw(k)]
	if !ok || !e.toks[k].cap {
		return cmatch{}, false
	}
	m, ok := e.monthForm(k, mo)
	if !ok || m.gran != "month" {
		return cmatch{}, false
	}
	y, _ := strconv.Atoi(m.val[:4])
	if d > daysIn(y, time.Month(mo)) {
		return cmatch{}, false
	}
	dt := mkDate(y, time.Month(mo), d)
	return cmatch{match: match{s: i, e: m.e, typ: storyline.TimexDate, val: vDay(dt), gran: "day", abs: dt}}, true
}

// possessiveDay reports a plural weekday at i that is a possessive whose
// apostrophe was lost ("Saturdays convoy attack killed 126", "details on
// Wednesdays blast"; wire copy stripped of its punctuation): the weekday
// qualifies the lowercase noun right after it, a day, not a set. A set is
// followed by a function word or nothing ("on Mondays and Thursdays",
// "Fridays are quiet", "closed on Sundays.").
func (e *ext) possessiveDay(i int) bool {
	k := i + 1
	if k >= len(e.toks) || e.toks[k].kind != kWord || e.toks[k].cap || e.toks[k].sent != e.toks[i].sent || e.toks[k].start > e.toks[i].end+1 {
		return false
	}
	return !notPossessed[e.toks[k].lw]
}
