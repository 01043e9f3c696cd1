// Times of day: clock times ("10:35 a.m.", "14:30 GMT", "noon") and the
// day they are on ("3 p.m. Wednesday").

package timex

import (
	storyline "github.com/storyline-news/storyline"
)

// clockForm: "10:35 a.m.", "3 p.m. EST Wednesday", "14:30 GMT".
func (e *ext) clockForm(s, i int) (cmatch, bool) {
	t := &e.toks[i]
	if t.nd > 2 || t.num > 24 {
		return cmatch{}, false
	}
	h, mi := t.num, -1
	k := i + 1
	if (e.lw(k) == ":" || e.lw(k) == ".") && e.adj(k) && e.adj(k+1) && k+1 < len(e.toks) && e.toks[k+1].kind == kNum && e.toks[k+1].nd == 2 && e.toks[k+1].num < 60 {
		mi = e.toks[k+1].num
		k += 2
	}
	ampm := ""
	switch e.lw(k) {
	case "a", "p":
		if e.lw(k+1) == "." && e.adj(k+1) && e.lw(k+2) == "m" && e.adj(k+2) {
			ampm = e.lw(k)
			k += 3
			if e.lw(k) == "." && e.adj(k) {
				// the closing period; keep it unless it ends the sentence
				if !(k+1 < len(e.toks) && e.toks[k+1].sent != e.toks[k].sent) {
					k++
				} else {
					k++
				}
			}
		}
	case "am", "pm":
		ampm = e.lw(k)[:1]
		k++
	case "o":
		if e.lw(k+1) == "'" && e.lw(k+2) == "clock" {
			k += 3
			ampm = "?"
		}
	}
	if ampm == "" {
		if mi < 0 || h > 23 {
			return cmatch{}, false
		}
		// 24-hour clock needs a zone or "at" before it
		if !zones[e.lw(k)] && e.lw(i-1) != "at" {
			return cmatch{}, false
		}
	} else if h > 12 || h == 0 && ampm != "?" {
		return cmatch{}, false
	}
	if ampm == "p" && h < 12 {
		h += 12
	}
	if ampm == "a" && h == 12 {
		h = 0
	}
	if e.lw(k) == "in" && e.lw(k+1) == "the" {
		switch e.lw(k + 2) {
		case "morning":
			k += 3
		case "afternoon", "evening":
			if h < 12 {
				h += 12
			}
			k += 3
		}
	}
	if zones[e.lw(k)] {
		k++
	}
	tm := "T" + pad(h, 2) + ":" + pad(max(mi, 0), 2)
	return e.clockDate(s, k, tm)
}

// clockDate attaches the day a clock time is on: "3 p.m. Wednesday",
// "noon today", "midnight Friday"; otherwise the anchor day.
func (e *ext) clockDate(s, k int, tm string) (cmatch, bool) {
	a := e.anchorFor(s)
	kk := k
	if e.lw(kk) == "," || e.lw(kk) == "on" {
		kk++
	}
	if kk < len(e.toks) {
		w := e.lw(kk)
		if wd, ok := weekdayWords[w]; ok && e.toks[kk].cap && w[len(w)-1] != 's' {
			m, _ := e.weekdayForm(kk, wd)
			if m.gran == "day" {
				return cmatch{match: match{s: s, e: m.e, typ: storyline.TimexTime, val: m.val + tm, gran: "time", anchor: a}}, true
			}
		}
		if mo, ok := monthWords[w]; ok && e.toks[kk].cap {
			if m, ok := e.monthForm(kk, mo); ok && m.gran == "day" {
				return cmatch{match: match{s: s, e: m.e, typ: storyline.TimexTime, val: m.val + tm, gran: "time", anchor: a}}, true
			}
		}
		switch w {
		case "today", "tonight":
			return cmatch{match: match{s: s, e: kk + 1, typ: storyline.TimexTime, val: vDay(a) + tm, gran: "time", anchor: a}}, true
		case "yesterday":
			return cmatch{match: match{s: s, e: kk + 1, typ: storyline.TimexTime, val: vDay(a.AddDate(0, 0, -1)) + tm, gran: "time", anchor: a}}, true
		case "tomorrow":
			return cmatch{match: match{s: s, e: kk + 1, typ: storyline.TimexTime, val: vDay(a.AddDate(0, 0, 1)) + tm, gran: "time", anchor: a}}, true
		}
	}
	return cmatch{match: match{s: s, e: k, typ: storyline.TimexTime, val: vDay(a) + tm, gran: "time", anchor: a}}, true
}

func (e *ext) clockWord(s, i int) (cmatch, bool) {
	tm := "T12:00"
	if e.lw(i) == "midnight" {
		tm = "T24:00"
	}
	return e.clockDate(s, i+1, tm)
}
