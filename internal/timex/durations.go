// Durations: counts ("three", "a couple of", "2 1/2") with units, their
// TIMEX3 values, the dates they shift to ("two years ago", "a week
// later"), and the calendar range a duration covers after "in" or "over".

package timex

import (
	"strconv"
	"time"

	storyline "github.com/storyline-news/storyline"
)

// anchorDuration gives a definite duration after "in", "over", "within",
// "during" or "for" the calendar range it covers, back from the anchor in a
// past-tense clause ("in just four days, 100 soldiers defected") and
// forward in a future one.
func (e *ext) anchorDuration(m *match) {
	if m.typ != storyline.TimexDuration || !m.rs.IsZero() || m.e <= m.s {
		return
	}
	p := m.s - 1
	if w := e.lw(p); w == "just" || w == "only" {
		p--
	}
	switch e.lw(p) {
	case "in", "over", "within", "during", "for":
	default:
		return
	}
	n, vague, k, ok := e.parseNum(m.s)
	if !ok || vague {
		return
	}
	if e.lw(k) == "-" {
		k++
	}
	u, ok := unitWords[e.lw(k)]
	if !ok {
		return
	}
	a := e.anchorFor(m.s)
	switch e.tenseAt(m.s, m.e) {
	case tPast:
		m.rs, m.re = durRange(a, "past", n, u)
	case tFuture:
		m.rs, m.re = durRange(a, "next", n, u)
	default:
		return
	}
	m.anchor = a
}

// parseNum reads a count at k: digits, number words ("twenty-five"), "a",
// "an", fractions ("2 1/2", "a half"), or vague quantities. It returns the
// value (times 2 for halves: see half), vague, and the next token.
func (e *ext) parseNum(k int) (n float64, vague bool, next int, ok bool) {
	if k >= len(e.toks) {
		return 0, false, k, false
	}
	t := &e.toks[k]
	w := t.lw
	switch {
	case t.kind == kNum:
		if t.nd > 6 {
			return 0, false, k, false
		}
		// reject thousands separators and decimals handled loosely
		v := float64(t.num)
		next = k + 1
		if (e.lw(next) == "." || e.lw(next) == ",") && e.adj(next) && e.adj(next+1) && next+1 < len(e.toks) && e.toks[next+1].kind == kNum {
			if e.lw(next) == "," {
				return 0, false, k, false
			}
			f := e.toks[next+1]
			frac := float64(f.num)
			for d := 0; d < f.nd; d++ {
				frac /= 10
			}
			v += frac
			next += 2
		}
		// "2 1/2"
		if next+2 < len(e.toks) && e.toks[next].kind == kNum && e.toks[next].num == 1 && e.lw(next+1) == "/" && e.lw(next+2) == "2" {
			v += 0.5
			next += 3
		}
		return v, false, next, true
	case w == "a" || w == "an":
		if e.lw(k+1) == "few" || e.lw(k+1) == "couple" {
			n := k + 2
			if e.lw(n) == "of" {
				n++
			}
			if e.lw(k+1) == "couple" {
				return 2, false, n, true
			}
			return 0, true, n, true
		}
		if e.lw(k+1) == "dozen" {
			return 12, false, k + 2, true
		}
		if e.lw(k+1) == "half" && (e.lw(k+2) == "-" || unitWords[e.lw(k+2)].code != "") {
			n := k + 2
			if e.lw(n) == "-" {
				n++
			}
			return 0.5, false, n, true
		}
		return 1, false, k + 1, true
	case vagueNum[w]:
		return 0, true, k + 1, true
	case w == "couple":
		if e.lw(k+1) == "of" {
			return 2, false, k + 2, true
		}
		return 2, false, k + 1, true
	case w == "half":
		if e.lw(k+1) == "a" || e.lw(k+1) == "an" {
			return 0.5, false, k + 2, true
		}
		return 0, false, k, false
	}
	v, ok := numWords[w]
	if !ok {
		return 0, false, k, false
	}
	next = k + 1
	if v >= 20 && v < 100 && v%10 == 0 {
		// "twenty-five", "twenty five"
		n2 := next
		if e.lw(n2) == "-" && e.adj(n2) {
			n2++
		}
		if u, ok := numWords[e.lw(n2)]; ok && u < 10 {
			v += u
			next = n2 + 1
		}
	}
	if e.lw(next) == "hundred" {
		v *= 100
		next++
	}
	if e.lw(next) == "and" && e.lw(next+1) == "a" && e.lw(next+2) == "half" {
		return float64(v) + 0.5, false, next + 3, true
	}
	return float64(v), false, next, true
}

// durationForm: "three years", "10-day", "a decade", "two weeks ago",
// "several months", "five-year-old".
func (e *ext) durationForm(s, i int) (cmatch, bool) {
	n, vague, k, ok := e.parseNum(i)
	if !ok {
		// bare plural units: "for years", "within days"
		if u, ok := unitWords[e.lw(i)]; ok && pluralUnit[e.lw(i)] && s == i {
			switch e.lw(i - 1) {
			case "for", "within", "in", "over", "after", "recent", "coming":
				if e.lw(i+1) == "of" || e.lw(i+1) == "-" {
					return cmatch{}, false
				}
				return e.durMatch(s, i+1, 0, true, u, i+1)
			}
		}
		return cmatch{}, false
	}
	startsWithA := e.lw(i) == "a" || e.lw(i) == "an"
	hyph := false
	if e.lw(k) == "-" && e.adj(k) && e.adj(k+1) {
		hyph = true
		k++
	}
	switch e.lw(k) {
	case "more", "additional", "full", "straight", "consecutive", "long", "trading", "business", "calendar", "working", "further", "other":
		if _, ok := unitWords[e.lw(k+1)]; ok {
			k++
		}
	}
	uw := e.lw(k)
	u, ok := unitWords[uw]
	if !ok {
		return cmatch{}, false
	}
	if uw == "second" && e.lw(k+1) == "quarter" {
		return cmatch{}, false
	}
	if startsWithA && pluralUnit[uw] {
		return cmatch{}, false
	}
	if startsWithA && uw == "weekend" && s == i && e.nounAfter(k+1) {
		// "a weekend shooting", "a weekend homicide": the weekend of the
		// report, as "the weekend" is, not a stretch of two days ("spent
		// a weekend in jail")
		m := e.weekendAt(i+1, k+1, "", e.tenseAt(i, k+1))
		m.s = i + 1
		return m, true
	}
	// sets: "twice a week", "$5 a year", "10% a year", "per year"
	if startsWithA && n == 1 && s == i && i > 0 {
		p := e.toks[i-1]
		if p.kind == kNum || p.lw == "%" || p.lw == "percent" || p.lw == "twice" || p.lw == "times" || p.lw == "once" || p.lw == "thrice" || p.lw == "million" || p.lw == "billion" || p.lw == "thousand" || p.lw == "hundred" {
			if !(e.lw(k+1) == "ago" || e.lw(k+1) == "earlier" || e.lw(k+1) == "later") {
				return cmatch{match: match{s: i, e: k + 1, typ: storyline.TimexSet, val: "P1" + u.code, gran: "duration"}}, true
			}
		}
	}
	end := k + 1
	if e.lw(end) == "and" && (e.lw(end+1) == "a" || e.lw(end+1) == "one") && e.lw(end+2) == "half" && !pluralUnit[uw] {
		n += 0.5
		end += 3
	}
	// hyphenated adjective continuation: "five-year-old", "decades-long"
	if e.lw(end) == "-" && e.adj(end) && e.adj(end+1) {
		switch e.lw(end + 1) {
		case "old":
			return cmatch{}, false // ages are not time expressions in TimeBank
		case "long":
			end += 2
		}
	}
	if hyph && pluralUnit[uw] && e.lw(i) != "a" {
		// "two-years" is not usual; accept anyway
	}
	return e.durMatch(s, end, n, vague, u, end)
}

// durMatch builds a duration match over [s, en) and applies the postfixes
// "ago", "earlier", "later", "from now", "or so".
func (e *ext) durMatch(s, en int, n float64, vague bool, u unit, k int) (cmatch, bool) {
	val := durValue(n, vague, u)
	m := cmatch{match: match{s: s, e: en, typ: storyline.TimexDuration, val: val, gran: "duration"}}
	if e.lw(k) == "or" && e.lw(k+1) == "so" {
		m.e = k + 2
		m.mod = "APPROX"
		k += 2
	}
	a := e.anchorFor(s)
	switch e.lw(k) {
	case "ago", "earlier", "before", "later", "after", "hence":
		w := e.lw(k)
		if w == "before" || w == "after" {
			// "two days before the vote" is a duration in TimeML
			nx := e.lw(k + 1)
			if nx != "." && nx != "," && nx != "" && nx != ";" && nx != "\"" {
				return m, true
			}
		}
		sign := -1
		if w == "later" || w == "after" || w == "hence" {
			sign = 1
		}
		base := a
		if (w == "later" || w == "after" || w == "earlier" || w == "before") && !e.lastDay.IsZero() {
			if w == "later" || w == "after" {
				base = e.lastDay
			} else if e.lw(s) == "a" || e.lw(s) == "an" {
				base = a
			}
		}
		if w == "earlier" && (u.code == "Y" && n == 1 && !vague) && e.lastQ != "" && e.toks[s].sent-e.lastQSent <= 3 {
			return e.yearEarlier(s, k+1), true
		}
		m.e = k + 1
		m.typ = storyline.TimexDate
		m.ago = true
		m.anchor = a
		if vague {
			if sign < 0 {
				m.val, m.gran = "PAST_REF", "ref"
			} else {
				m.val, m.gran = "FUTURE_REF", "ref"
			}
			return m, true
		}
		if w == "ago" && u.code == "Y" && n == 1 && e.lastQ != "" && e.toks[s].sent-e.lastQSent <= 2 {
			return e.yearEarlier(s, k+1), true
		}
		m.val, m.gran = shiftValue(base, sign, n, u)
		if m.gran == "day" {
			d, _ := time.Parse("2006-01-02", m.val)
			m.abs = d
		}
		return m, true
	case "from":
		if e.lw(k+1) == "now" {
			m.e = k + 2
			m.typ = storyline.TimexDate
			m.ago = true
			m.anchor = a
			if vague {
				m.val, m.gran = "FUTURE_REF", "ref"
			} else {
				m.val, m.gran = shiftValue(a, 1, n, u)
			}
			return m, true
		}
	}
	return m, true
}

// durValue formats a TIMEX3 duration value.
func durValue(n float64, vague bool, u unit) string {
	p := "P"
	if u.tm {
		p = "PT"
	}
	if vague {
		c := u.code
		switch u.gran {
		case "decade":
			c = "DE"
		case "century":
			c = "CE"
		}
		return p + "X" + c
	}
	v := n * float64(u.mult)
	if v != float64(int(v)) {
		// halves: move to the next smaller unit where it is exact
		w := int(v)
		lead := ""
		switch u.code {
		case "Y":
			if w > 0 {
				lead = strconv.Itoa(w) + "Y"
			}
			return p + lead + strconv.Itoa(int((v-float64(w))*12+0.5)) + "M"
		case "D":
			if w > 0 {
				lead = strconv.Itoa(w) + "D"
			}
			return p + lead + "T" + strconv.Itoa(int((v-float64(w))*24+0.5)) + "H"
		case "H":
			if w > 0 {
				lead = strconv.Itoa(w) + "H"
			}
			return p + lead + strconv.Itoa(int((v-float64(w))*60+0.5)) + "M"
		case "M":
			if u.tm {
				if w > 0 {
					lead = strconv.Itoa(w) + "M"
				}
				return p + lead + strconv.Itoa(int((v-float64(w))*60+0.5)) + "S"
			}
		case "W":
			return p + strconv.Itoa(int(v*7+0.5)) + "D"
		}
		return p + strconv.FormatFloat(v, 'f', -1, 64) + u.code
	}
	if u.code == "Q" {
		return p + strconv.Itoa(int(v)*3) + "M"
	}
	return p + strconv.Itoa(int(v)) + u.code
}

// shiftValue returns the date n units before (sign -1) or after base, at
// the unit's granularity.
func shiftValue(base time.Time, sign int, n float64, u unit) (string, string) {
	k := int(n * float64(u.mult))
	if float64(k) != n*float64(u.mult) {
		k = int(n*float64(u.mult) + 0.5)
	}
	k *= sign
	switch u.code {
	case "S", "H":
		return vDay(base), "day"
	case "M":
		if u.tm {
			return vDay(base), "day"
		}
		t := base.AddDate(0, k, 0)
		if base.Day() > 28 {
			t = mkDate(base.Year(), base.Month()+time.Month(k), 1)
		}
		return vMonth(t.Year(), t.Month()), "month"
	case "D":
		return vDay(base.AddDate(0, 0, k)), "day"
	case "W":
		return vWeek(base.AddDate(0, 0, 7*k)), "week"
	case "Q":
		t := mkDate(base.Year(), base.Month()+time.Month(3*k), 1)
		return vQuarter(t.Year(), quarterOf(t.Month())), "quarter"
	}
	y := base.Year() + k
	switch u.gran {
	case "decade":
		return vYear(y), "year"
	case "century":
		return vYear(y), "year"
	}
	return vYear(y), "year"
}

// nounAfter reports a word at k that a time before it modifies as a
// noun: not a function word, not punctuation ("a weekend shooting", not
// "a weekend in jail").
func (e *ext) nounAfter(k int) bool {
	if k >= len(e.toks) || e.toks[k].kind != kWord || e.toks[k].sent != e.toks[k-1].sent {
		return false
	}
	return !stretchAfter[e.lw(k)]
}
