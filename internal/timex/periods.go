// Periods of a year: fiscal years, quarters and halves ("third quarter",
// "first half of 1990"), seasons, and recurring periods ("every week",
// "each Thursday").

package timex

import (
	"strconv"

	storyline "github.com/storyline-news/storyline"
)

// fiscalForm: "fiscal 1989", "fiscal year 1989", "fiscal 1990 first quarter".
func (e *ext) fiscalForm(s, i int) (cmatch, bool) {
	k := i + 1
	if e.lw(k) == "year" || e.lw(k) == "-" && e.lw(k+1) == "year" {
		if e.lw(k) == "-" {
			k++
		}
		k++
		if y, ok := e.yearTok(k); ok {
			return e.afterYear(s, k, y)
		}
		// "fiscal year" alone
		return cmatch{}, false
	}
	if y, ok := e.yearTok(k); ok {
		return e.afterYear(s, k, y)
	}
	if w := e.lw(k); len(w) == 2 && isDigits(w) && e.lw(k-1) == "'" {
		return cmatch{}, false
	}
	if q, ok := ordWords[e.lw(k)]; ok {
		return e.quarterForm(s, k, q, 0)
	}
	return cmatch{}, false
}

// quarterForm: "third quarter", "third-quarter", "first half", "first
// nine months", with an optional year "of 1990" / "1990".
func (e *ext) quarterForm(s, i, q, year int) (cmatch, bool) {
	k := i + 1
	if e.lw(k) == "-" && e.adj(k) {
		k++
	}
	if e.lw(k) == "fiscal" {
		k++
	}
	w := e.lw(k)
	half := false
	switch w {
	case "quarter", "quarters", "period":
		if q > 4 {
			return cmatch{}, false
		}
		if w == "period" && q > 4 {
			return cmatch{}, false
		}
	case "half":
		if q > 2 {
			return cmatch{}, false
		}
		half = true
	default:
		// "the first nine months", "first six months"
		if n, _, nk, ok := e.parseNum(k); ok && q == 1 && n > 0 {
			if u, ok := unitWords[e.lw(nk)]; ok && pluralUnit[e.lw(nk)] {
				m, _ := e.durMatch(s, nk+1, n, false, u, nk+1)
				if e.lw(nk+1) == "of" {
					if y, ok := e.yearTok(nk + 2); ok {
						m.e = nk + 3
						_ = y
					}
				}
				return m, true
			}
		}
		return cmatch{}, false
	}
	k++
	if year == 0 {
		if e.lw(k) == "of" {
			if y, ok := e.yearTok(k + 1); ok {
				year = y
				k += 2
			} else if e.lw(k+1) == "this" || e.lw(k+1) == "next" || e.lw(k+1) == "last" {
				if e.lw(k+2) == "year" {
					year = e.ref.Year()
					if e.lw(k+1) == "next" {
						year++
					} else if e.lw(k+1) == "last" {
						year--
					}
					k += 3
				}
			}
		} else if y, ok := e.yearTok(k); ok {
			year = y
			k++
		}
	}
	if year == 0 {
		rq := quarterOf(e.ref.Month())
		year = e.ref.Year()
		if half {
			if q > (rq+1)/2 && e.tenseAt(s, k) != tFuture {
				year--
			}
		} else if q > rq && e.tenseAt(s, k) == tPast {
			year--
		}
	}
	if half {
		return cmatch{match: match{s: s, e: k, typ: storyline.TimexDate, val: vYear(year) + "-H" + strconv.Itoa(q), gran: "half"}}, true
	}
	return cmatch{match: match{s: s, e: k, typ: storyline.TimexDate, val: vQuarter(year, q), gran: "quarter"}}, true
}

// seasonForm: "summer", "summer of 1998", "summer 1998".
func (e *ext) seasonForm(s, i int, se, det string) (cmatch, bool) {
	w := e.lw(i)
	k := i + 1
	year := 0
	if e.lw(k) == "of" {
		if y, n, ok := e.yearAt(k + 1); ok {
			year = y
			k = n
		}
	} else if y, n, ok := e.yearAt(k); ok {
		year = y
		k = n
	}
	if year == 0 && det == "" {
		// a bare season word: only after "in", "this", "the", "last", …
		p := e.lw(s - 1)
		if w == "fall" || w == "spring" {
			if p != "in" && p != "the" && p != "this" && p != "during" && p != "until" && p != "since" && p != "by" && p != "next" && p != "last" && p != "early" && p != "late" {
				return cmatch{}, false
			}
			if e.lw(s) != "the" && p == "the" {
				// "the fall of the Berlin Wall"
				if e.lw(k) == "of" {
					return cmatch{}, false
				}
			}
		}
		if e.lw(k) == "of" {
			return cmatch{}, false
		}
	}
	a := e.ref
	si := seasonIndex[se]
	cur := seasonOf(a.Month())
	cy := a.Year()
	if a.Month() <= 2 {
		cy-- // winter of the previous year
	}
	if year == 0 {
		year = cy
		switch det {
		case "last":
			if si >= cur {
				year--
			}
		case "next":
			if si <= cur {
				year++
			}
		case "this", "":
			if det == "" && si > cur && e.tenseAt(s, k) == tPast {
				year--
			}
		}
	}
	return cmatch{match: match{s: s, e: k, typ: storyline.TimexDate, val: vYear(year) + "-" + se, gran: "season"}}, true
}

// everyForm: "every week", "each Thursday", "every two years".
func (e *ext) everyForm(i int) (cmatch, bool) {
	k := i + 1
	w := e.lw(k)
	if u, ok := unitWords[w]; ok && !pluralUnit[w] {
		return cmatch{match: match{s: i, e: k + 1, typ: storyline.TimexSet, val: "P1" + u.code, gran: "duration"}}, true
	}
	if wd, ok := weekdayWords[w]; ok {
		return cmatch{match: match{s: i, e: k + 1, typ: storyline.TimexSet, val: "XXXX-WXX-" + strconv.Itoa(wd), gran: "day"}}, true
	}
	if mo, ok := monthWords[w]; ok && e.toks[k].cap {
		return cmatch{match: match{s: i, e: k + 1, typ: storyline.TimexSet, val: "XXXX-" + pad(mo, 2), gran: "month"}}, true
	}
	if se, ok := seasonWords[w]; ok {
		return cmatch{match: match{s: i, e: k + 1, typ: storyline.TimexSet, val: "XXXX-" + se, gran: "season"}}, true
	}
	if p, ok := partOfDay[w]; ok {
		return cmatch{match: match{s: i, e: k + 1, typ: storyline.TimexSet, val: "TXX" + p, gran: "time"}}, true
	}
	if n, vague, nk, ok := e.parseNum(k); ok && !vague && e.lw(k) != "a" {
		if u, ok := unitWords[e.lw(nk)]; ok {
			return cmatch{match: match{s: i, e: nk + 1, typ: storyline.TimexSet, val: durValue(n, false, u), gran: "duration"}}, true
		}
	}
	if q, ok := ordWords[w]; ok || w == "other" {
		_ = q
		if u, ok := unitWords[e.lw(k+1)]; ok && !pluralUnit[e.lw(k+1)] {
			return cmatch{match: match{s: i, e: k + 2, typ: storyline.TimexSet, val: "P2" + u.code, gran: "duration"}}, true
		}
	}
	return cmatch{}, false
}
