// Windows of the Romance scanner: a date after "desde" or "a partir de"
// opens an interval that runs to the anchor ("desde el sábado": from
// Saturday to the report date), and a count of units after "desde hace",
// "durante" or "en" covers the days back from the anchor ("han desertado
// en cuatro días"), as "since", "for" and "in" do in English.

package timex

import (
	storyline "github.com/storyline-news/storyline"
)

// window marks the interval match m opens or covers, from the words
// before it.
func (r *rext) window(m *match) {
	switch m.typ {
	case storyline.TimexDate, storyline.TimexTime:
		r.since(m)
	case storyline.TimexDuration:
		r.durationWindow(m)
	}
}

// since marks a date after a word of rSince ("desde el sábado", "a partir
// de enero") as SINCE, its range running to the anchor. A closed interval
// ("desde el sábado hasta el lunes") and a date after the anchor ("desde
// el próximo lunes") keep their own range.
func (r *rext) since(m *match) {
	if m.mod != "" || m.gran == "ref" || !r.roleEndsAt(m.s, rSince) {
		return
	}
	if ro, _ := r.role(m.e); ro == rAtMost || ro == rAt || r.lw(m.e) == "al" {
		return
	}
	start, _ := rangeOf(m.val)
	if m.anchor.IsZero() {
		m.anchor = r.anchorFor(m.s)
	}
	if start.IsZero() || start.Time().After(m.anchor) {
		return
	}
	m.mod, m.rs, m.re = "SINCE", start, dateOf(m.anchor)
}

// durationWindow gives a definite count of units the calendar range it
// covers: back from the anchor after "desde hace" ("desde hace cuatro
// días", whatever the tense), and after "durante" or "en" back in a past
// clause and forward in a future one ("en apenas cuatro días", the
// modifier in the match).
func (r *rext) durationWindow(m *match) {
	if !m.rs.IsZero() {
		return
	}
	k := m.s
	det := ""
	switch {
	case r.roleEndsAt(k, rSince) && r.w.roles[r.lw(k)] == rAgo:
		det, k = "past", k+1 // the match starts at "hace"
	case r.roleEndsAt(k, rDuring) || r.roleEndsAt(k, rIn):
		switch r.tense(m.s, m.e) {
		case tPast:
			det = "past"
		case tFuture:
			det = "next"
		}
	}
	if det == "" {
		return
	}
	if ro, e := r.role(k); ro == rOnly {
		k = e // "en apenas cuatro días"
	}
	n, vague, j, ok := r.count(k)
	if !ok || vague {
		return
	}
	u, ok := r.unitAt(j)
	if !ok || j+1 != m.e {
		return // "dos años y tres meses": no one unit to count back
	}
	if m.anchor.IsZero() {
		m.anchor = r.anchorFor(m.s)
	}
	m.rs, m.re = durRange(m.anchor, det, n, u)
}

// roleEndsAt reports whether a word or phrase of role ro ends just before
// token s: "desde" before "el sábado", "a partir de" before "enero".
func (r *rext) roleEndsAt(s int, ro role) bool {
	for k := s - 1; k >= 0 && k >= s-r.w.phraseLen; k-- {
		if got, e := r.role(k); e == s && got == ro {
			return true
		}
	}
	return false
}
