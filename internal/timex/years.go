// Years and decades: four-digit and spelled-out years, a year with a
// quarter or season after it, decades ("1990s", "the nineties"),
// centuries, and "a year earlier" / "year-end".

package timex

import (
	"strconv"

	storyline "github.com/storyline-news/storyline"
)

// yearTok reads a four-digit year at token k.
func (e *ext) yearTok(k int) (int, bool) {
	if k >= len(e.toks) {
		return 0, false
	}
	t := &e.toks[k]
	if t.kind != kNum || t.nd != 4 || t.num < 1000 || t.num > 2199 {
		return 0, false
	}
	// "1,990" or "1990.5"
	if e.lw(k+1) == "," && e.adj(k+1) && k+2 < len(e.toks) && e.toks[k+2].kind == kNum && e.adj(k+2) {
		return 0, false
	}
	if (e.lw(k+1) == "." || e.lw(k+1) == ":") && e.adj(k+1) && k+2 < len(e.toks) && e.toks[k+2].kind == kNum && e.adj(k+2) {
		return 0, false
	}
	return t.num, true
}

// yearAt reads a year at k: four digits or spelled out ("nineteen
// ninety-six", "two thousand"). It returns the year and the next token.
func (e *ext) yearAt(k int) (int, int, bool) {
	if y, ok := e.yearTok(k); ok {
		return y, k + 1, true
	}
	switch e.lw(k) {
	case "nineteen", "eighteen":
		c := 1900
		if e.lw(k) == "eighteen" {
			c = 1800
		}
		n := k + 1
		v, ok := numWords[e.lw(n)]
		if !ok || v < 10 || v >= 100 {
			return 0, k, false
		}
		n++
		if v >= 20 && v%10 == 0 {
			n2 := n
			if e.lw(n2) == "-" {
				n2++
			}
			if u, ok := numWords[e.lw(n2)]; ok && u < 10 {
				v += u
				n = n2 + 1
			}
		}
		return c + v, n, true
	case "two":
		if e.lw(k+1) == "thousand" {
			n := k + 2
			v := 0
			if e.lw(n) == "and" {
				n++
			}
			if u, ok := numWords[e.lw(n)]; ok && u < 20 {
				v = u
				n++
			} else if e.lw(k+2) == "and" {
				n--
			}
			return 2000 + v, n, true
		}
	}
	return 0, k, false
}

// isYearAt reports whether a bare four-digit number at k reads as a year.
func (e *ext) isYearAt(k int) (int, bool) {
	y, ok := e.yearTok(k)
	if !ok {
		return 0, false
	}
	p := e.lw(k - 1)
	switch p {
	case "$", "#", "£", "€", "no", "number", "nos", "flight", "route", "room", "highway", "interstate", "model", "rule", "article", "section", "chapter", "resolution", "page":
		return 0, false
	case ",", ".":
		if k >= 2 && e.toks[k-2].kind == kNum && e.adj(k) {
			return 0, false
		}
	}
	if notYearAfter[e.lw(k+1)] {
		return 0, false
	}
	if y < 1500 || y > 2100 {
		return 0, false
	}
	return y, true
}

// afterYear extends a year at token k (starting the match at s) with a
// following quarter ("1988 third quarter") or season.
func (e *ext) afterYear(s, k, y int) (cmatch, bool) {
	n := k + 1
	if e.lw(n) == "'" && e.lw(n+1) == "s" {
		n += 2
	}
	if q, ok := ordWords[e.lw(n)]; ok {
		if m, ok := e.quarterForm(s, n, q, y); ok {
			return m, true
		}
	}
	if e.lw(n) == "quarter" || e.lw(n) == "period" {
		// "the 1988 quarter": the quarter of that year like the last one
		q := quarterOf(e.ref.Month()) - 1
		if q == 0 {
			q = 4
		}
		if e.lastQ != "" {
			q = int(e.lastQ[len(e.lastQ)-1] - '0')
		}
		return cmatch{match: match{s: s, e: n + 1, typ: storyline.TimexDate, val: vQuarter(y, q), gran: "quarter"}}, true
	}
	if se, ok := seasonWords[e.lw(n)]; ok && e.lw(n) != "fall" {
		return cmatch{match: match{s: s, e: n + 1, typ: storyline.TimexDate, val: vYear(y) + "-" + se, gran: "season"}}, true
	}
	return cmatch{match: match{s: s, e: k + 1, typ: storyline.TimexDate, val: vYear(y), gran: "year"}}, true
}

// decadeTok reads "1990s", "90s" (after an apostrophe at s), "20th century".
func (e *ext) decadeTok(k, s int) (cmatch, bool) {
	w := e.lw(k)
	if len(w) == 5 && w[4] == 's' && isDigits(w[:4]) && w[3] == '0' {
		return e.decadeEnd(s, k+1, w[:3])
	}
	if len(w) == 3 && w[2] == 's' && isDigits(w[:2]) && w[1] == '0' {
		if e.ageDecade(s) {
			return cmatch{}, false
		}
		c := e.ref.Year() / 100
		d := int(w[0] - '0')
		dec := c*10 + d
		if dec*10 > e.ref.Year() {
			dec -= 10
		}
		return e.decadeEnd(s, k+1, strconv.Itoa(dec))
	}
	// "20th century"
	if len(w) >= 3 && e.lw(k+1) == "century" {
		if n, ok := ordinalDay(w); ok && n <= 21 {
			return cmatch{match: match{s: s, e: k + 2, typ: storyline.TimexDate, val: pad(n-1, 2), gran: "century"}}, true
		}
	}
	return cmatch{}, false
}

// ageDecade reports whether the decade at s is a person's age: after a
// possessive ("a man in his 30s", "in their early 20s", "her mid-40s"),
// not the years of a century ("in the 30s").
func (e *ext) ageDecade(s int) bool {
	j := s - 1
	for j >= 0 && (e.lw(j) == "early" || e.lw(j) == "mid" || e.lw(j) == "late" || e.lw(j) == "-") {
		j--
	}
	return j >= 0 && agePossessives[e.lw(j)]
}

func (e *ext) decadeEnd(s, en int, v string) (cmatch, bool) {
	return cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: v, gran: "decade"}}, true
}

var decadeWords = map[string]int{
	"twenties": 2, "thirties": 3, "forties": 4, "fifties": 5, "sixties": 6, "seventies": 7, "eighties": 8, "nineties": 9,
}

func (e *ext) decadeWord(s, k int) (cmatch, bool) {
	d := decadeWords[e.lw(k)]
	if e.lw(s) != "the" && e.lw(k-1) != "the" && !(e.lw(k-1) == "-" && e.lw(k-2) == "mid") {
		return cmatch{}, false
	}
	dec := 190 + d
	if dec*10 > e.ref.Year() {
		dec -= 10
	}
	return e.decadeEnd(s, k+1, strconv.Itoa(dec))
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// yearEarlier: "a year earlier", "year-earlier", "year-ago": the quarter
// last mentioned a year back when there is one nearby, else the year
// before the reference.
func (e *ext) yearEarlier(s, en int) cmatch {
	m := cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, gran: "year", derived: true}, ago: true}
	if e.lastQ != "" && e.toks[s].sent-e.lastQSent <= 4 {
		y, _ := strconv.Atoi(e.lastQ[:4])
		m.val = vYear(y-1) + e.lastQ[4:]
		m.gran = "quarter"
		return m
	}
	m.val = vYear(e.ref.Year() - 1)
	return m
}

// yearEnd: "year-end", "year end": the end of the reference year (of the
// year before when the clause looks back from early in the year).
func (e *ext) yearEnd(s, en int) cmatch {
	a := e.anchorFor(s)
	y := a.Year()
	if e.lw(s-1) == "since" || a.Month() <= 2 && e.tenseAt(s, en) == tPast {
		y--
	}
	return cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: vYear(y), gran: "year", mod: "END", anchor: a}}
}
