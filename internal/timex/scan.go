// The scan: which tokens can start an expression (starters), the prefixes
// kept in an expression's extent ("about", "the end of"), and the dispatch
// from a starting token to the form that matches there.

package timex

import (
	"strconv"
	"time"

	storyline "github.com/storyline-news/storyline"
)

func (e *ext) run() {
	n := len(e.toks)
	for i := 0; i < n; {
		if !e.canStart(i) {
			i++
			continue
		}
		m, ok := e.at(i)
		if !ok || m.e <= i {
			i++
			continue
		}
		e.anchorDuration(&m)
		e.emit(m)
		i = m.e
	}
}

func (e *ext) canStart(i int) bool {
	t := &e.toks[i]
	switch t.kind {
	case kNum:
		return true
	case kPunct:
		return t.lw == "'"
	}
	if starters[t.lw] {
		return true
	}
	c := t.lw[0]
	return c >= '0' && c <= '9' // "1990s", "25th"
}

var starters = map[string]bool{}

func init() {
	for _, tab := range []map[string]int{monthWords, weekdayWords, numWords, ordWords} {
		for k := range tab {
			starters[k] = true
		}
	}
	for k := range unitWords {
		starters[k] = true
	}
	for k := range seasonWords {
		starters[k] = true
	}
	for k := range setWords {
		starters[k] = true
	}
	for k := range holidays {
		starters[k] = true
	}
	for _, w := range []string{
		"the", "this", "last", "next", "past", "previous", "coming", "following", "current", "latest",
		"recent", "early", "late", "mid", "earlier", "later", "about", "around", "nearly", "almost",
		"approximately", "roughly", "more", "less", "fewer", "at", "no", "up", "over", "some", "a", "an",
		"every", "each", "today", "yesterday", "tomorrow", "tonight", "now", "currently", "recently",
		"fiscal", "noon", "midday", "midnight", "several", "few",
		"many", "that", "nowadays", "lately", "soon", "future", "previously", "once", "present",
		"overnight", "half", "some", "within", "nineties", "eighties", "seventies", "sixties",
		"fifties", "forties", "thirties", "twenties", "mid-", "end", "beginning", "start", "middle",
		"these", "right", "formerly", "later", "shortly", "year-earlier", "year-ago", "just", "only",
		"immediately", "annual", "couple", "longer", "shorter", "numerous", "countless",
	} {
		starters[w] = true
	}
}

// at tries to match an expression starting at token i, with its modifiers.
func (e *ext) at(i int) (match, bool) {
	w := e.toks[i].lw
	// Approximation and comparison prefixes, kept in the extent.
	if amod, k := e.approxPrefix(i); k > i {
		if m, ok := e.core(k); ok && (m.typ == storyline.TimexDuration || m.typ == storyline.TimexTime || m.ago) {
			m.s = i
			if m.mod == "" {
				m.mod = amod
			}
			return m.match, true
		}
		if w != "about" && w != "around" && w != "some" && w != "over" {
			return match{}, false
		}
	}
	// Positional prefixes: early, late, mid, earlier, later, the end of …
	if pmod, k := e.posPrefix(i); k > i {
		if m, ok := e.core(k); ok && m.typ != storyline.TimexDuration && m.typ != storyline.TimexSet && !m.vague {
			m.s = i
			m.mod = pmod
			if m.ago {
				m.mod = pmod
			}
			return m.match, true
		}
		if w == "the" {
			if m, ok := e.core(i); ok {
				return m.match, true
			}
		}
		return match{}, false
	}
	m, ok := e.core(i)
	return m.match, ok
}

// approxPrefix recognizes "about", "nearly", "more than", "at least", …
func (e *ext) approxPrefix(i int) (string, int) {
	switch e.lw(i) {
	case "about", "around", "approximately", "roughly", "some":
		return "APPROX", i + 1
	case "nearly", "almost":
		return "LESS_THAN", i + 1
	case "over":
		if n := e.lw(i + 1); n == "a" || n == "an" || numWords[n] > 0 || i+1 < len(e.toks) && e.toks[i+1].kind == kNum {
			return "MORE_THAN", i + 1
		}
	case "more", "longer":
		if e.lw(i+1) == "than" {
			return "MORE_THAN", i + 2
		}
	case "less", "fewer", "shorter":
		if e.lw(i+1) == "than" {
			return "LESS_THAN", i + 2
		}
	case "at":
		switch e.lw(i + 1) {
		case "least":
			return "EQUAL_OR_MORE", i + 2
		case "most":
			return "EQUAL_OR_LESS", i + 2
		}
	case "no":
		if e.lw(i+2) == "than" {
			switch e.lw(i + 1) {
			case "more", "longer":
				return "EQUAL_OR_LESS", i + 3
			case "less", "fewer":
				return "EQUAL_OR_MORE", i + 3
			}
		}
	case "up":
		if e.lw(i+1) == "to" {
			return "EQUAL_OR_LESS", i + 2
		}
	}
	return "", i
}

// posPrefix recognizes "early", "late", "mid-", "earlier", "later" and
// "the end of", "the beginning of", "the middle of".
func (e *ext) posPrefix(i int) (string, int) {
	switch e.lw(i) {
	case "early", "earlier":
		return "START", i + 1
	case "late", "later":
		if e.lw(i+1) == "-" && e.adj(i+1) {
			return "END", i + 2
		}
		return "END", i + 1
	case "mid":
		if e.lw(i+1) == "-" && e.adj(i+1) {
			return "MID", i + 2
		}
		return "MID", i + 1
	case "the":
		k := i + 1
		if e.lw(k) == "very" {
			k++
		}
		mod := ""
		switch e.lw(k) {
		case "end", "close":
			mod = "END"
		case "beginning", "start", "dawn", "outset":
			mod = "START"
		case "middle":
			mod = "MID"
		case "first", "second", "last":
			if e.lw(k+1) == "half" && e.lw(k+2) == "of" {
				// handled by quarter forms
				return "", i
			}
		}
		if mod != "" && e.lw(k+1) == "of" {
			return mod, k + 2
		}
	case "end", "beginning", "start", "middle":
		if e.lw(i+1) == "of" {
			switch e.lw(i) {
			case "end":
				return "END", i + 2
			case "middle":
				return "MID", i + 2
			}
			return "START", i + 2
		}
	}
	return "", i
}

// cmatch is a match with flags the prefix logic needs.
type cmatch struct {
	match
	ago   bool // a date obtained from a duration ("two years ago")
	vague bool // a vague reference (PAST_REF …)
}

func (e *ext) core(i int) (cmatch, bool) {
	if i >= len(e.toks) {
		return cmatch{}, false
	}
	t := &e.toks[i]
	w := t.lw
	switch t.kind {
	case kNum:
		if hs, ok := holidays[e.lw(i+1)]; ok {
			if m, ok := e.holidayForm(i+1, hs); ok && m.s == i {
				return m, true // a year before a holiday: "2017 St. Patrick's Day"
			}
		}
		return e.numForm(i)
	case kPunct:
		if w == "'" && e.adj(i+1) {
			// '90s
			if m, ok := e.decadeTok(i+1, i); ok {
				return m, true
			}
		}
		return cmatch{}, false
	}
	if c := w[0]; c >= '0' && c <= '9' {
		if m, ok := e.decadeTok(i, i); ok {
			return m, true
		}
		if m, ok := e.ordDayForm(i); ok {
			return m, true
		}
		return cmatch{}, false
	}
	if mo, ok := monthWords[w]; ok {
		if m, ok := e.monthForm(i, mo); ok {
			return cmatch{match: m}, true
		}
	}
	if wd, ok := weekdayWords[w]; ok {
		return e.weekdayForm(i, wd)
	}
	if hs, ok := holidays[w]; ok {
		if m, ok := e.holidayForm(i, hs); ok {
			return m, true
		}
	}
	switch w {
	case "the":
		return e.theForm(i)
	case "this", "last", "next", "past", "previous", "coming", "following", "current", "latest", "recent", "that", "these":
		return e.relForm(i, i)
	case "today":
		a := e.anchorFor(i)
		if m, ok := e.partOfDayAfter(i+1, i, a); ok {
			return m, true
		}
		return e.dayMatch(i, i+1, a, a), true
	case "yesterday":
		a := e.anchorFor(i)
		d := a.AddDate(0, 0, -1)
		if m, ok := e.partOfDayAfter(i+1, i, d); ok {
			return m, true
		}
		return e.dayMatch(i, i+1, d, a), true
	case "tomorrow":
		a := e.anchorFor(i)
		d := a.AddDate(0, 0, 1)
		if m, ok := e.partOfDayAfter(i+1, i, d); ok {
			return m, true
		}
		return e.dayMatch(i, i+1, d, a), true
	case "tonight":
		a := e.anchorFor(i)
		return cmatch{match: match{s: i, e: i + 1, typ: storyline.TimexTime, val: vDay(a) + "TNI", gran: "time", anchor: a}}, true
	case "overnight":
		if e.lw(i-1) == "the" || e.lw(i+1) == "-" {
			return cmatch{}, false
		}
		a := e.anchorFor(i)
		return cmatch{match: match{s: i, e: i + 1, typ: storyline.TimexTime, val: vDay(a.AddDate(0, 0, -1)) + "TNI", gran: "time", anchor: a}}, true
	case "now", "currently", "nowadays":
		return e.refMatch(i, i+1, "PRESENT_REF"), true
	case "right":
		if e.lw(i+1) == "now" {
			return e.refMatch(i, i+2, "PRESENT_REF"), true
		}
	case "recently", "lately":
		return e.refMatch(i, i+1, "PAST_REF"), true
	case "soon":
		if e.lw(i-1) == "as" || e.lw(i+1) == "after" || e.lw(i+1) == "before" {
			return cmatch{}, false
		}
		return e.refMatch(i, i+1, "FUTURE_REF"), true
	case "future":
		if e.lw(i-1) == "in" || e.lw(i-1) == "near" {
			return e.refMatch(i, i+1, "FUTURE_REF"), true
		}
	case "once":
		// too ambiguous ("once a week", conjunction)
	case "fiscal":
		return e.fiscalForm(i, i)
	case "noon", "midday", "midnight":
		return e.clockWord(i, i)
	case "every", "each":
		return e.everyForm(i)
	case "year":
		// "year-earlier", "year-ago", "year-end", "year end", "year's end"
		if e.lw(i+1) == "-" && e.adj(i+1) && e.adj(i+2) {
			switch e.lw(i + 2) {
			case "earlier", "ago", "before":
				if q, ok := ordWords[e.lw(i+3)]; ok {
					if m, ok := e.quarterForm(i, i+3, q, 0); ok && m.gran == "quarter" {
						y, _ := strconv.Atoi(m.val[:4])
						m.val = vYear(y-1) + m.val[4:]
						m.derived = true
						return m, true
					}
				}
				return e.yearEarlier(i, i+3), true
			case "end":
				return e.yearEnd(i, i+3), true
			}
		}
		if e.lw(i+1) == "end" {
			return e.yearEnd(i, i+2), true
		}
		if e.lw(i+1) == "'" && e.lw(i+2) == "s" && e.lw(i+3) == "end" {
			return e.yearEnd(i, i+4), true
		}
	case "nineties", "eighties", "seventies", "sixties", "fifties", "forties", "thirties", "twenties":
		return e.decadeWord(i, i)
	case "nineteen":
		if y, n, ok := e.yearAt(i); ok {
			m, _ := e.afterYear(i, n-1, y)
			return m, true
		}
	}
	if v, ok := setWords[w]; ok {
		if w == "quarterly" || w == "annual" {
			return cmatch{}, false
		}
		return cmatch{match: match{s: i, e: i + 1, typ: storyline.TimexSet, val: v, gran: "duration"}}, true
	}
	if s, ok := seasonWords[w]; ok {
		return e.seasonForm(i, i, s, "")
	}
	if q, ok := ordWords[w]; ok {
		if m, ok := e.quarterForm(i, i, q, 0); ok {
			return m, true
		}
	}
	return e.durationForm(i, i)
}

func (e *ext) dayMatch(s, en int, d, anchor time.Time) cmatch {
	return cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: vDay(d), gran: "day", anchor: anchor, abs: d}}
}

func (e *ext) refMatch(s, en int, v string) cmatch {
	return cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: v, gran: "ref"}, vague: true}
}

// partOfDayAfter matches "morning", "night", … after a day word at i-1
// ("yesterday morning", "Tuesday night").
func (e *ext) partOfDayAfter(i, s int, d time.Time) (cmatch, bool) {
	p, ok := partOfDay[e.lw(i)]
	if !ok || e.lw(i) == "overnight" {
		return cmatch{}, false
	}
	return cmatch{match: match{s: s, e: i + 1, typ: storyline.TimexTime, val: vDay(d) + "T" + p, gran: "time", anchor: e.anchorFor(s), abs: d}}, true
}
