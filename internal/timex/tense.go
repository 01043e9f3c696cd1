// Tense: the tense of the clause around an expression, guessed from nearby
// verb cues, and the resolution of weekdays and yearless dates by it.

package timex

import (
	"time"
)

// tense of a clause.
const (
	tNone = iota
	tPast
	tFuture
)

// tenseAt guesses the tense of the clause around token range [s, en) by the
// nearest verb-group cue, looking left first, then right.
func (e *ext) tenseAt(s, en int) int {
	if e.opt.NoTense {
		return tNone
	}
	switch e.lw(s - 1) {
	case "until", "till", "through":
		// "until Thursday, they had not …" looks back; "until Friday"
		// otherwise runs forward.
		sent := e.toks[s].sent
		for k := en; k < len(e.toks) && k < en+8 && e.toks[k].sent == sent; k++ {
			if e.toks[k].lw == "had" || e.toks[k].lw == "was" || e.toks[k].lw == "were" {
				return tPast
			}
		}
		return tFuture
	case "as":
		if e.lw(s-3) == "as" {
			return tFuture // "as early as Tuesday"
		}
	case "since":
		return tPast
	}
	sent := e.toks[s].sent
	for k := s - 1; k >= 0 && k >= s-14 && e.toks[k].sent == sent; k-- {
		if t := e.cue(k); t != tNone {
			return t
		}
		if w := e.toks[k].lw; w == ";" {
			break
		}
	}
	for k := en; k < len(e.toks) && k < en+12 && e.toks[k].sent == sent; k++ {
		if t := e.cue(k); t != tNone {
			return t
		}
	}
	return tNone
}

// cue classifies token k as a tense cue.
func (e *ext) cue(k int) int {
	w := e.toks[k].lw
	if e.toks[k].kind != kWord {
		return tNone
	}
	if w == "to" && (e.lw(k-1) == "is" || e.lw(k-1) == "are") {
		return tFuture
	}
	if futureCue[w] {
		switch w {
		case "ll":
			if e.lw(k-1) != "'" {
				return tNone
			}
		case "wo":
			if e.lw(k+1) != "n" {
				return tNone
			}
		case "going":
			if e.lw(k+1) != "to" {
				return tNone
			}
		case "set", "due":
			if e.lw(k+1) != "to" && e.lw(k+1) != "for" {
				return tNone
			}
		case "next", "until", "upcoming":
			return tNone
		}
		return tFuture
	}
	past := pastCue[w]
	if !past && len(w) >= 5 && w[len(w)-2:] == "ed" && !edNotVerb[w] {
		past = true
	}
	if !past {
		return tNone
	}
	if w == "last" || w == "earlier" || w == "ago" || w == "yesterday" {
		return tNone
	}
	// a participle after a modal or "be" is not a past tense: "will be held".
	for b := k - 1; b >= 0 && b >= k-3; b-- {
		switch e.toks[b].lw {
		case "will", "would", "shall", "ll", "to":
			if w == "said" || w == "told" {
				return tPast
			}
			return tFuture
		case "has", "have", "had", "was", "were", "been":
			return tPast
		case "is", "are", "am", "be", "being":
			return tNone
		}
	}
	return tPast
}

// resolveWeekday returns the date of weekday wd nearest to anchor in the
// direction the tense gives: the latest one not after anchor for the past
// (and by default), the earliest one not before it for the future.
func resolveWeekday(anchor time.Time, wd, tense int) time.Time {
	cur := isoWeekday(anchor)
	if tense == tFuture {
		return anchor.AddDate(0, 0, (wd-cur+7)%7)
	}
	return anchor.AddDate(0, 0, -((cur - wd + 7) % 7))
}

// resolveYear picks the year of a month (day 0) or month and day stated
// without one: the anchor's year, moved back when the clause is in the past
// (or has no tense) and the date lies well after the anchor, forward when
// it is in the future and the date lies well before it.
func resolveYear(a time.Time, m time.Month, day, tense int) int {
	y := a.Year()
	first, last := mkDate(y, m, 1), mkDate(y, m+1, 0)
	if day > 0 {
		first = mkDate(y, m, min(day, daysIn(y, m)))
		last = first
	}
	const d45 = 45 * 24 * time.Hour
	switch tense {
	case tPast:
		if first.Sub(a) > d45 {
			y--
		}
	case tFuture:
		if a.Sub(last) > d45 {
			y++
		}
	default:
		if first.Sub(a) > 4*d45 {
			y--
		}
	}
	return y
}
