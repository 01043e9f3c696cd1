// Package timex finds time expressions in English news text and normalizes
// them to TIMEX3 values relative to a reference date (the publication date).
//
// The recognizer is a hand-written scanner over a token stream with lookup
// tables: each token is checked against a small set of starter words and,
// when it can start an expression, a few procedural patterns are tried from
// it. There is no regular expression and no backtracking beyond a constant
// number of tokens, so the time is linear in the input.
package timex

import (
	"strconv"
	"time"

	storyline "github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Options tune Extract.
type Options struct {
	// NoTense resolves weekdays and month names without looking at the verb
	// tense of the clause (always to the latest one not after the anchor).
	NoTense bool
}

// Extract finds the time expressions in text and normalizes them against
// ref, the reference (publication) date. Spans are byte offsets into text,
// in order and not overlapping.
func Extract(text string, ref time.Time) []storyline.TimeExpr {
	return ExtractWith(text, ref, Options{})
}

// ExtractWith is Extract with options.
func ExtractWith(txt string, ref time.Time, opt Options) []storyline.TimeExpr {
	d := text.NewDoc(txt)
	return ExtractTokens(d.Text, d.Tokens, ref, opt)
}

// ExtractTokens finds the time expressions among toks, tokens of txt as
// text.NewDoc gives them (the pipeline passes those of one block of an
// article). Spans are byte offsets into txt.
func ExtractTokens(txt string, toks []text.Token, ref time.Time, opt Options) []storyline.TimeExpr {
	if ref.IsZero() {
		ref = time.Now()
	}
	e := &ext{text: txt, opt: opt}
	y, m, d := ref.Date()
	e.ref = mkDate(y, m, d)
	e.toks = viewOf(toks, make([]tok, 0, len(toks)))
	e.findSentenceDates()
	e.run()
	return e.out
}

// tense of a clause.
const (
	tNone = iota
	tPast
	tFuture
)

type match struct {
	s, e   int // token range [s, e)
	typ    storyline.TimexType
	val    string
	gran   string
	mod    string
	rs, re storyline.Date
	anchor time.Time
	// full marks an explicit calendar date with its year, which may anchor
	// later relative expressions.
	full bool
	// abs holds the resolved date of a day-granular value, for discourse.
	abs time.Time
	// derived marks values computed from the discourse (the last quarter
	// mentioned), which must not feed it back.
	derived bool
}

type ext struct {
	text string
	toks []tok
	ref  time.Time
	opt  Options
	out  []storyline.TimeExpr
	// sentDates maps a sentence to the explicit full date it states.
	sentDates []sentDate
	// last quarter mentioned (for "a year earlier") and its sentence.
	lastQ     string
	lastQSent int
	// last absolute day mentioned in narration, for "the next day".
	lastDay     time.Time
	lastDaySent int
}

type sentDate struct {
	sent int
	d    time.Time
}

func (e *ext) lw(i int) string {
	if i < 0 || i >= len(e.toks) {
		return ""
	}
	return e.toks[i].lw
}

// adj reports that token i exists and follows the previous one without space.
func (e *ext) adj(i int) bool { return i < len(e.toks) && i > 0 && !e.toks[i].sp }

// dot skips an adjacent abbreviation period at i.
func (e *ext) dot(i int) int {
	if i < len(e.toks) && e.toks[i].lw == "." && !e.toks[i].sp {
		return i + 1
	}
	return i
}

// findSentenceDates records the explicit full dates ("Feb. 25, 2019") each
// sentence states, so weekdays in the sentence resolve against them.
func (e *ext) findSentenceDates() {
	for i := range e.toks {
		if mo, ok := monthWords[e.toks[i].lw]; ok && e.toks[i].cap {
			if m, ok := e.monthForm(i, mo); ok && m.full {
				// a stated date anchors its sentence when it is a recent past
				// date (a caption's), not a far or future one ("due Oct. 15, 1999")
				if d := e.ref.Sub(m.abs); d >= -24*time.Hour && d <= 400*24*time.Hour {
					e.sentDates = append(e.sentDates, sentDate{e.toks[i].sent, m.abs})
				}
			}
		}
	}
}

// anchorFor returns the date relative expressions at token i resolve
// against: a full date stated in the same sentence, else the reference.
func (e *ext) anchorFor(i int) time.Time {
	s := e.toks[i].sent
	lo, hi := 0, len(e.sentDates)
	for lo < hi {
		mid := (lo + hi) / 2
		if e.sentDates[mid].sent < s {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo < len(e.sentDates) && e.sentDates[lo].sent == s {
		return e.sentDates[lo].d
	}
	return e.ref
}

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
	for _, w := range []string{
		"the", "this", "last", "next", "past", "previous", "coming", "following", "current", "latest",
		"recent", "early", "late", "mid", "earlier", "later", "about", "around", "nearly", "almost",
		"approximately", "roughly", "more", "less", "fewer", "at", "no", "up", "over", "some", "a", "an",
		"every", "each", "today", "yesterday", "tomorrow", "tonight", "now", "currently", "recently",
		"fiscal", "noon", "midday", "midnight", "christmas", "thanksgiving", "new", "several", "few",
		"many", "that", "nowadays", "lately", "soon", "future", "previously", "once", "present",
		"overnight", "half", "some", "within", "nineties", "eighties", "seventies", "sixties",
		"fifties", "forties", "thirties", "twenties", "mid-", "end", "beginning", "start", "middle",
		"these", "right", "formerly", "later", "shortly", "year-earlier", "year-ago", "just", "only",
		"immediately", "annual", "couple",
	} {
		starters[w] = true
	}
}

func (e *ext) emit(m match) {
	st, en := e.toks[m.s].start, e.toks[m.e-1].end
	te := storyline.TimeExpr{
		Span:        storyline.Span{Start: st, End: en},
		Text:        e.text[st:en],
		Type:        m.typ,
		Value:       m.val,
		Granularity: m.gran,
		Mod:         m.mod,
		RangeStart:  m.rs,
		RangeEnd:    m.re,
	}
	if m.anchor.IsZero() {
		te.Anchor = dateOf(e.ref)
	} else {
		te.Anchor = dateOf(m.anchor)
	}
	if (m.typ == storyline.TimexDate || m.typ == storyline.TimexTime) && te.RangeStart.IsZero() && te.RangeEnd.IsZero() {
		te.RangeStart, te.RangeEnd = rangeOf(m.val)
		if m.mod == "SINCE" {
			te.RangeEnd = te.Anchor
		}
	}
	if len(m.val) >= 7 && m.val[4] == '-' && m.val[5] == 'Q' && !m.derived {
		e.lastQ = m.val
		e.lastQSent = e.toks[m.s].sent
	}
	if !m.abs.IsZero() {
		e.lastDay = m.abs
		e.lastDaySent = e.toks[m.s].sent
	}
	e.out = append(e.out, te)
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
	case "christmas", "thanksgiving", "new":
		return e.holidayForm(i)
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

// weekdayForm: "Tuesday", "Tuesday morning", "Monday, Feb. 25, 2019".
func (e *ext) weekdayForm(i, wd int) (cmatch, bool) {
	t := &e.toks[i]
	if !t.cap {
		return cmatch{}, false
	}
	w := t.lw
	if w[len(w)-1] == 's' { // "Mondays": a set
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

// holidayForm: "Christmas", "Christmas Day", "Thanksgiving", "New Year's Day".
func (e *ext) holidayForm(i int) (cmatch, bool) {
	t := &e.toks[i]
	if !t.cap {
		return cmatch{}, false
	}
	a := e.anchorFor(i)
	y := a.Year()
	k := i + 1
	var mo time.Month
	var d int
	switch t.lw {
	case "christmas":
		if e.lw(k) == "day" || e.lw(k) == "eve" {
			if e.lw(k) == "eve" {
				mo, d = 12, 24
			} else {
				mo, d = 12, 25
			}
			k++
		} else {
			mo, d = 12, 25
		}
		if e.lw(k) != "" && (e.lw(k) == "tree" || e.lw(k) == "trees" || e.lw(k) == "gifts" || e.lw(k) == "card" || e.lw(k) == "cards") {
			return cmatch{}, false
		}
	case "thanksgiving":
		mo = 11
		if e.lw(k) == "day" {
			k++
		}
		// fourth Thursday of November
		f := mkDate(y, 11, 1)
		d = 1 + (4-isoWeekday(f)+7)%7 + 21
	case "new":
		if e.lw(k) == "year" && e.lw(k+1) == "'" && e.lw(k+2) == "s" {
			switch e.lw(k + 3) {
			case "day":
				mo, d = 1, 1
				k += 4
				if a.Month() > 1 || a.Day() > 7 {
					y++
				}
			case "eve":
				mo, d = 12, 31
				k += 4
				if a.Month() == 1 && a.Day() < 15 {
					y--
				}
			default:
				return cmatch{}, false
			}
		} else {
			return cmatch{}, false
		}
	default:
		return cmatch{}, false
	}
	if mo == 12 && a.Month() == 1 {
		y--
	}
	explicit := false
	if y2, ok := e.yearTok(k); ok {
		y = y2
		k++
		explicit = true
	}
	if !explicit && t.lw != "new" {
		if p := e.lw(i - 1); p == "last" {
			if !mkDate(y, mo, d).Before(a) {
				y--
			}
		} else if mkDate(y, mo, d).Sub(a) > 7*24*time.Hour && e.tenseAt(i, k) != tFuture {
			y--
		}
		if t.lw == "thanksgiving" {
			f := mkDate(y, 11, 1)
			d = 1 + (4-isoWeekday(f)+7)%7 + 21
		}
	}
	if e.lw(i-1) == "last" {
		i--
	}
	dt := mkDate(y, mo, d)
	return cmatch{match: match{s: i, e: k, typ: storyline.TimexDate, val: vDay(dt), gran: "day", anchor: a, abs: dt}}, true
}
