// The Romance scanner: time expressions in languages that put the day
// before the month with a preposition ("23 de febrero"), the determiner
// before and the deictic adjective after the noun ("el año pasado",
// "la semana que viene") and "ago" first ("hace cuatro días"). It reads a
// language's words from a romanceWords (Spanish: lexicon_es.go) and shares
// the calendar, duration and tense helpers with the English scanner.

package timex

import (
	"strings"
	"time"
	"unicode/utf8"

	storyline "github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// role is what a function word (or phrase) does in an expression.
type role uint8

const (
	rNone      role = iota
	rArticle        // el, la, los, las
	rOf             // de, del
	rThis           // este, esta
	rThat           // ese, aquel, mismo
	rLast           // pasado: the one before
	rNext           // próximo, que viene: the one after
	rPrevious       // anterior: the one before the last date mentioned
	rFollowing      // siguiente: the one after the last date mentioned
	rLatest         // último
	rAgo            // hace
	rAfter          // después, más tarde
	rBefore         // antes
	rSince          // desde
	rDuring         // durante
	rEvery          // cada
	rAll            // todos
	rApprox         // unos, alrededor de
	rLessThan       // menos de, casi
	rMoreThan       // más de
	rAtLeast        // al menos
	rAtMost         // hasta
	rOnly           // solo
	rVague          // varios, algunos, unos pocos
	rStart          // principios (de)
	rMid            // mediados (de)
	rEnd            // finales (de)
	rToday          // hoy
	rYesterday      // ayer
	rTomorrow       // mañana
	rDayBefore      // anteayer
	rDayAfter       // pasado mañana
	rLastNight      // anoche
	rWeekend        // fin de semana
	rNoon           // mediodía
	rMidnight       // medianoche
	rHalf           // media, medio
	rTimes          // veces
	rPer            // al, por: "tres veces al día"
	rMinus          // menos: "las dos menos cinco"
	rTo             // para
	rAnd            // y
	rAt             // a
	rIn             // en
	rCentury        // siglo
	rHours          // horas, h: after a clock time
	rAM             // am
	rPM             // pm
	rZone           // UTC, GMT
	rInARow         // consecutivos, seguidos
)

// romanceWords are one language's words for the Romance scanner, folded.
type romanceWords struct {
	months    map[string]time.Month
	monthAbbr []string
	// weekdays map names, singular and plural, to ISO days (Monday 1).
	weekdays   map[string]int
	numbers    text.Cardinals
	ordinals   map[string]int
	units      map[string]unit
	seasons    map[string]string
	partsOfDay map[string]string
	// sets are adverbs and adjectives of frequency.
	sets map[string]string
	// refs are words and phrases with a vague reference value.
	refs map[string]string
	// roles are the function words and phrases.
	roles map[string]role
	// past and future are tense cues besides the verb endings;
	// goingTo are the forms of "go" that make a future with "a".
	past, future, goingTo      map[string]bool
	pastEndings, futureEndings []string
	romanNumerals              map[string]int
	// decades are the words of "los años setenta" (7).
	decades           map[string]int
	yearWord, dayWord string
	// phraseLen is the longest phrase of roles and refs, in words.
	phraseLen int
}

// rext is the extraction state of the Romance scanner.
type rext struct {
	*ext
	w *romanceWords
	// raw are the tokens lower-cased with their accents, for verb endings.
	raw []string
}

// romanceScanner returns the scanner of a Romance language.
func romanceScanner(w *romanceWords) func(e *ext, toks []text.Token) {
	for _, tab := range []map[string]string{w.refs} {
		for k := range tab {
			w.phraseLen = max(w.phraseLen, strings.Count(k, " ")+1)
		}
	}
	for k := range w.roles {
		w.phraseLen = max(w.phraseLen, strings.Count(k, " ")+1)
	}
	return func(e *ext, toks []text.Token) {
		e.toks = viewOf(toks, e.toks)
		r := &rext{ext: e, w: w, raw: make([]string, len(e.toks))}
		for i := range e.toks {
			t := &e.toks[i]
			r.raw[i] = strings.ToLower(t.lw)
			for j := 0; j < len(t.lw); j++ {
				if t.lw[j] >= utf8.RuneSelf {
					// "¡", "…" fold to nothing: they keep their form, as
					// every rule reads a token's first byte.
					if f := text.Fold(t.lw); f != "" {
						t.lw = f
					}
					break
				}
			}
		}
		r.run()
	}
}

func (r *rext) run() {
	for i := 0; i < len(r.toks); {
		m, ok := r.at(i)
		if !ok || m.e <= i {
			i++
			continue
		}
		r.window(&m)
		r.emit(m)
		i = m.e
	}
}

// phrase returns the longest phrase of tab starting at token i and the
// token after it.
func (r *rext) phrase(i int, has func(string) bool) (string, int) {
	best, end := "", i
	var b strings.Builder
	for k := i; k < len(r.toks) && k < i+r.w.phraseLen; k++ {
		if r.toks[k].kind == kPunct {
			break
		}
		if k > i {
			b.WriteByte(' ')
		}
		b.WriteString(r.toks[k].lw)
		if has(b.String()) {
			best, end = b.String(), k+1
		}
	}
	return best, end
}

// role returns the role of the word or phrase at i and the token after it.
func (r *rext) role(i int) (role, int) {
	p, k := r.phrase(i, func(s string) bool { _, ok := r.w.roles[s]; return ok })
	if p == "" {
		return rNone, i
	}
	return r.w.roles[p], k
}

// is reports whether the word or phrase at i has role ro, and the token
// after it.
func (r *rext) is(i int, ro role) (int, bool) {
	got, k := r.role(i)
	return k, got == ro
}

// unitAt returns the unit word at i.
func (r *rext) unitAt(i int) (unit, bool) {
	u, ok := r.w.units[r.lw(i)]
	return u, ok
}

// plural reports a plural noun: "años", "meses".
func plural(w string) bool { return len(w) > 3 && w[len(w)-1] == 's' }

// at matches an expression starting at token i with the modifiers kept in
// its extent ("unos", "más de", "finales de").
func (r *rext) at(i int) (match, bool) {
	if ro, k := r.role(i); k > i {
		switch ro {
		case rApprox, rLessThan, rMoreThan, rAtLeast, rAtMost, rOnly:
			if m, ok := r.core(k); ok && (m.typ == storyline.TimexDuration || m.typ == storyline.TimexTime) {
				m.s = i
				if m.mod == "" {
					m.mod = map[role]string{rApprox: "APPROX", rLessThan: "LESS_THAN", rMoreThan: "MORE_THAN",
						rAtLeast: "EQUAL_OR_MORE", rAtMost: "EQUAL_OR_LESS"}[ro]
				}
				return m.match, true
			}
		}
	}
	if mod, k := r.position(i); k > i {
		if m, ok := r.core(k); ok && m.typ == storyline.TimexDate && !m.vague {
			m.s, m.mod = i, mod
			return m.match, true
		}
		if u, ok := r.unitAt(k); ok && !plural(r.lw(k)) && !u.tm {
			// "a finales de año", "al final del día": the current one
			a := r.anchorFor(i)
			if v, gran, abs, ok := relValue(a, u, 0); ok {
				return match{s: i, e: k + 1, typ: storyline.TimexDate, val: v, gran: gran, mod: mod, anchor: a, abs: abs}, true
			}
		}
	}
	m, ok := r.core(i)
	return m.match, ok
}

// position recognizes "principios de", "a finales del", "al final de",
// returning the mod and the token after the preposition.
func (r *rext) position(i int) (string, int) {
	k := i
	switch r.lw(k) {
	case "al", "el":
		k++
	}
	ro, k2 := r.role(k)
	mod := map[role]string{rStart: "START", rMid: "MID", rEnd: "END"}[ro]
	if mod == "" {
		return "", i
	}
	if k3, ok := r.is(k2, rOf); ok {
		return mod, k3
	}
	return "", i
}

// core matches an expression at token i without the prefixes of at.
func (r *rext) core(i int) (cmatch, bool) {
	if i >= len(r.toks) {
		return cmatch{}, false
	}
	t := &r.toks[i]
	w := t.lw
	switch t.kind {
	case kNum:
		return r.numForm(i, i)
	case kPunct:
		return cmatch{}, false
	}
	if c := w[0]; c >= '0' && c <= '9' {
		return r.clockWord(i, i)
	}
	if p, k := r.phrase(i, func(s string) bool { _, ok := r.w.refs[s]; return ok }); p != "" {
		if p != "actual" || r.lw(i-1) == "la" || r.lw(i-1) == "el" {
			return r.refMatch(i, k, r.w.refs[p]), true
		}
	}
	if mo, ok := r.w.months[w]; ok {
		return r.monthForm(i, i, mo, 0)
	}
	if wd, ok := r.w.weekdays[w]; ok {
		return r.weekdayForm(i, i, wd, tNone)
	}
	if _, n := r.cardinal(i); n > 0 {
		if m, ok := r.numForm(i, i); ok {
			return m, true
		}
	}
	if v, ok := r.w.sets[w]; ok {
		return cmatch{match: match{s: i, e: i + 1, typ: storyline.TimexSet, val: v, gran: "duration"}}, true
	}
	if se, ok := r.w.seasons[w]; ok && (r.lw(i-1) == "en" || r.lw(i-1) == "de" || r.lw(i-1) == "durante") {
		return r.season(i, i, se, 0, r.tense(i, i+1))
	}
	ro, k := r.role(i)
	switch ro {
	case rArticle:
		return r.articleForm(i, k)
	case rOf, rPer:
		if w == "del" || w == "al" { // de + el, a + el: an article
			if w == "al" {
				if m, ok := r.perUnit(i); ok {
					return m, true
				}
			}
			return r.articleForm(i, k)
		}
	case rThis, rThat:
		return r.demonstrative(i, k, ro)
	case rLast, rNext, rLatest:
		return r.relForm(i, i)
	case rToday, rYesterday, rTomorrow, rDayBefore, rDayAfter:
		if ro == rTomorrow && (r.lw(i-1) == "la" || r.lw(i-1) == "esta" || r.lw(i-1) == "de" || r.lw(i-1) == "cada") {
			return cmatch{}, false // "la mañana": the morning
		}
		shift := map[role]int{rYesterday: -1, rTomorrow: 1, rDayBefore: -2, rDayAfter: 2}[ro]
		a := r.anchorFor(i)
		return r.dayAndTime(i, k, a.AddDate(0, 0, shift), a), true
	case rLastNight:
		a := r.anchorFor(i)
		return cmatch{match: match{s: i, e: k, typ: storyline.TimexTime, val: vDay(a.AddDate(0, 0, -1)) + "TNI", gran: "time", anchor: a}}, true
	case rAgo:
		return r.agoForm(i, k)
	case rSince:
		if k2, ok := r.is(k, rAgo); ok {
			if m, ok := r.durationAt(k, k2); ok {
				return m, true
			}
		}
	case rEvery:
		return r.everyForm(i, k)
	case rAll:
		if r.toks[i].lw == "todos" || r.toks[i].lw == "todas" {
			return r.everyForm(i, k+1)
		}
		if r.w.roles[r.lw(k)] == rArticle {
			if u, ok := r.unitAt(k + 1); ok && !plural(r.lw(k+1)) {
				return cmatch{match: match{s: i, e: k + 2, typ: storyline.TimexDuration, val: durValue(1, false, u), gran: "duration"}}, true
			}
		}
	case rWeekend:
		return cmatch{match: r.weekend(i, k, tNone)}, true
	case rNoon, rMidnight:
		tm := "T12:00"
		if ro == rMidnight {
			tm = "T24:00"
		}
		return r.timeOn(i, k, tm), true
	case rCentury:
		return r.century(i, k)
	case rVague, rHalf:
		return r.durationAt(i, i)
	}
	return r.durationAt(i, i)
}

func (r *rext) refMatch(s, en int, v string) cmatch {
	return cmatch{match: match{s: s, e: en, typ: storyline.TimexDate, val: v, gran: "ref"}, vague: true}
}

// weekend resolves "el fin de semana" in the tense of its clause, or as
// det ("last", "next", "this") says.
func (r *rext) weekend(s, en, det int) match {
	d := ""
	switch det {
	case tPast:
		d = "last"
	case tFuture:
		d = "next"
	case 3:
		d = "this"
	}
	m := r.weekendAt(s, en, d, r.tense(s, en)).match
	if r.lw(s-1) == "desde" {
		m.mod = "SINCE"
	}
	return m
}

// dayAndTime is day d named at [s, k): with a part of the day or a clock
// time after it ("ayer por la tarde", "hoy a las 12:00") a TIME, else the
// date.
func (r *rext) dayAndTime(s, k int, d, a time.Time) cmatch {
	if p, en, ok := r.partOfDayAfter(k); ok {
		return cmatch{match: match{s: s, e: en, typ: storyline.TimexTime, val: vDay(d) + "T" + p, gran: "time", anchor: a, abs: d}}
	}
	if r.lw(k) == "," {
		// "Hoy, 20 de diciembre de 2019"
		if m, ok := r.numForm(k+1, k+1); ok && m.gran == "day" {
			m.s = s
			return m
		}
	}
	if k2, ok := r.is(k, rAt); ok && (r.lw(k2) == "las" || r.lw(k2) == "la") {
		if h, mi, zone, en, ok := r.clockAt(k2+1, true); ok {
			return cmatch{match: match{s: s, e: en, typ: storyline.TimexTime, val: vDay(d) + clockValue(h, mi, zone), gran: "time", anchor: a, abs: d}}
		}
	}
	return cmatch{match: match{s: s, e: k, typ: storyline.TimexDate, val: vDay(d), gran: "day", anchor: a, abs: d}}
}

// partOfDayAfter matches "por la noche", "en la mañana", "de la tarde"
// at k.
func (r *rext) partOfDayAfter(k int) (string, int, bool) {
	switch r.lw(k) {
	case "por", "en", "de", "a":
	default:
		return "", k, false
	}
	if r.lw(k+1) != "la" {
		return "", k, false
	}
	p, ok := r.w.partsOfDay[r.lw(k+2)]
	if !ok || plural(r.lw(k+2)) {
		return "", k, false
	}
	return p, k + 3, true
}

// timeOn is the clock time tm at [s, k) on the day named after it ("del
// lunes", "de hoy"), else on the anchor day.
func (r *rext) timeOn(s, k int, tm string) cmatch {
	a := r.anchorFor(s)
	d, en := a, k
	if r.lw(k) == "del" || r.lw(k) == "de" {
		if m, ok := r.core(k); ok && m.gran == "day" && !m.abs.IsZero() {
			d, en = m.abs, m.e
		} else if m, ok := r.core(k + 1); ok && m.gran == "day" && !m.abs.IsZero() {
			d, en = m.abs, m.e
		}
	}
	return cmatch{match: match{s: s, e: en, typ: storyline.TimexTime, val: vDay(d) + tm, gran: "time", anchor: a}}
}

// century matches "siglo XX", "siglo 21" after the word at [s, k).
func (r *rext) century(s, k int) (cmatch, bool) {
	n, ok := r.w.romanNumerals[r.lw(k)]
	if !ok && r.toks[min(k, len(r.toks)-1)].kind == kNum && k < len(r.toks) {
		n, ok = r.toks[k].num, r.toks[k].num > 0 && r.toks[k].num < 30
	}
	if !ok {
		return cmatch{}, false
	}
	return cmatch{match: match{s: s, e: k + 1, typ: storyline.TimexDate, val: pad(n-1, 2), gran: "century"}}, true
}

// tense guesses the tense of the clause around [s, en) from the nearest
// verb cue, left first, then right.
func (r *rext) tense(s, en int) int {
	if r.opt.NoTense || s >= len(r.toks) {
		return tNone
	}
	sent := r.toks[s].sent
	for k := s - 1; k >= 0 && k >= s-14 && r.toks[k].sent == sent; k-- {
		if t := r.cue(k); t != tNone {
			return t
		}
	}
	for k := en; k < len(r.toks) && k < en+12 && r.toks[k].sent == sent; k++ {
		if t := r.cue(k); t != tNone {
			return t
		}
	}
	return tNone
}

// cue classifies token k as a tense cue: a past or future verb ending, an
// auxiliary ("ha", "va a"), or a cue word.
func (r *rext) cue(k int) int {
	t := &r.toks[k]
	if t.kind != kWord {
		return tNone
	}
	w := t.lw
	switch {
	case r.w.goingTo[w] && r.lw(k+1) == "a":
		return tFuture
	case r.w.past[w]:
		return tPast
	case r.w.future[w]:
		return tFuture
	}
	raw := r.raw[k]
	if len(raw) < 5 {
		return tNone
	}
	for _, end := range r.w.futureEndings {
		if strings.HasSuffix(raw, end) {
			return tFuture
		}
	}
	for _, end := range r.w.pastEndings {
		if strings.HasSuffix(raw, end) {
			return tPast
		}
	}
	return tNone
}
