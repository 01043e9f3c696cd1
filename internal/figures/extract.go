// Package figures finds counts and amounts in news text ("more than 320
// Venezuelan soldiers", "several dozen", "10 million percent") and ties
// each to what it counts, the action, the time window, the place and who
// reported it. English is read by the scanner of this file; Spanish by the
// Romance scanner (romance.go) with the words of lexicon_es.go.
//
// Like internal/timex it is a hand-written scanner over a token stream with
// small lexicons: no regular expressions and no POS tagger. Noun phrases and
// verb groups come from a light chunker (function words, a verb lexicon and
// -ed/-ing morphology). The time is linear in the input. docs/figures.md
// documents the value table and what is left out.
package figures

import (
	"sort"
	"strings"
	"sync"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Version names the figure extractor's behaviour, for reanalysis.
const Version = "figures/2"

// contextSentences bounds how far back a bare figure ("several dozen have
// …") looks for the thing it counts.
const contextSentences = 12

// Extract finds the figures in text, the article's clean text. times are the
// time expressions already found in the same text (spans into it) and ref is
// the article's date, the as-of date of figures the text does not date.
// Figure.TimeIndex and StatedIndex index times.
func Extract(txt string, times []storyline.TimeExpr, ref storyline.Date) []storyline.Figure {
	return extractWith(newScanner(txt), times, ref)
}

// ExtractDoc is Extract over a text already split by text.NewDoc.
func ExtractDoc(d *text.Doc, times []storyline.TimeExpr, ref storyline.Date) []storyline.Figure {
	buf := tokBufs.Get().(*[]tok)
	sc := newDocScanner(d, *buf)
	out := extractWith(sc, times, ref)
	*buf = sc.toks[:0]
	tokBufs.Put(buf)
	return out
}

// tokBufs holds ExtractDoc's token views for reuse: one the size of the
// article per call is much of what extraction allocates. The figures
// hold no view tokens.
var tokBufs = sync.Pool{New: func() any { return new([]tok) }}

func extractWith(sc *scanner, times []storyline.TimeExpr, ref storyline.Date) []storyline.Figure {
	x := &ext{scanner: sc, times: times, ref: ref}
	x.order = make([]int, len(times))
	for i := range x.order {
		x.order[i] = i
	}
	sort.SliceStable(x.order, func(a, b int) bool { return times[x.order[a]].Span.Start < times[x.order[b]].Span.Start })
	x.run()
	return x.out
}

type ext struct {
	*scanner
	times []storyline.TimeExpr
	order []int
	ref   storyline.Date
	out   []storyline.Figure
	// the last figure with its own counted noun phrase, for bare figures
	last     storyline.Figure
	lastSent int
	hasLast  bool
	tp       int // cursor into order
}

// sentInfo holds what a sentence says once for all its figures.
type sentInfo struct {
	a, b     int   // token range
	times    []int // indices into x.times inside the sentence
	timeToks [][2]int
	cueTime  int // time expression attached to the attribution, -1
	source   storyline.Span
	cue      storyline.Span
	quotes   []int // token indices of quotation marks
}

func (x *ext) run() {
	for k := range x.sents {
		si := x.sentence(k)
		first := len(x.out)
		for i := si.a; i < si.b; {
			if !x.candidate(i) {
				i++
				continue
			}
			if i > si.a && pageCounters[x.toks[i-1].lw] && x.toks[i].kind == tNum {
				// a page's counters, not the news: "Get short URL 0 612",
				// "Print Tweet Views 1430"
				for i < si.b && x.toks[i].kind == tNum {
					i++
				}
				continue
			}
			n, ok := x.number(i)
			if !ok || n.e <= i {
				i++
				continue
			}
			if n.e > si.b {
				n.e = si.b
			}
			next, keep := x.figure(&si, n)
			if next <= i {
				next = i + 1
			}
			_ = keep
			i = next
		}
		x.shareVerbs(first)
	}
}

// pageCounters are the words a page prints before its counters of
// shares, views and comments, which a copied text runs into the news.
var pageCounters = map[string]bool{"url": true, "views": true, "shares": true, "comments": true, "retweets": true, "likes": true}

// candidate reports whether token i can start a number: a cheap filter.
// A token past the end cannot.
func (x *ext) candidate(i int) bool {
	if i < 0 || i >= len(x.toks) {
		return false
	}
	t := &x.toks[i]
	if t.kind == tNum {
		return true
	}
	if t.kind != tWord {
		return false
	}
	return numberStarters[t.lw]
}

// numberStarters are the words that can start a number: the number words,
// the vague quantities, and articles and fractions ("a dozen", "half").
// One lookup, as candidate is asked about every word.
var numberStarters = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"a", "an", "several", "multiple", "tens", "half", "quarter"} {
		m[w] = true
	}
	for w := range units {
		m[w] = true
	}
	for w := range tens {
		m[w] = true
	}
	for w := range vagueWords {
		m[w] = true
	}
	return m
}()

// sentence gathers the time expressions and attribution of sentence k.
func (x *ext) sentence(k int) sentInfo {
	si := sentInfo{a: x.sentTok[k], b: x.sentTok[k+1], cueTime: -1}
	sp := x.sents[k]
	for x.tp < len(x.order) && x.times[x.order[x.tp]].Span.End <= sp.Start {
		x.tp++
	}
	for j := x.tp; j < len(x.order); j++ {
		t := x.times[x.order[j]]
		if t.Span.Start >= sp.End {
			break
		}
		if t.Span.End > sp.Start {
			si.times = append(si.times, x.order[j])
			si.timeToks = append(si.timeToks, x.tokRange(si.a, si.b, t.Span))
		}
	}
	for i := si.a; i < si.b; i++ {
		if w := x.toks[i].lw; w == `"` || w == "“" || w == "”" {
			si.quotes = append(si.quotes, i)
		}
	}
	x.attribution(&si)
	return si
}

// tokRange maps a byte span to the token range it covers in [a, b).
func (x *ext) tokRange(a, b int, sp storyline.Span) [2]int {
	s, e := -1, -1
	for i := a; i < b; i++ {
		if x.toks[i].e > sp.Start && x.toks[i].s < sp.End {
			if s < 0 {
				s = i
			}
			e = i + 1
		}
	}
	return [2]int{s, e}
}

// inTime reports whether token i is inside a time expression.
func (si *sentInfo) inTime(i int) bool {
	for _, r := range si.timeToks {
		if i >= r[0] && i < r[1] {
			return true
		}
	}
	return false
}

// inQuote reports whether token i is inside quotation marks.
func (si *sentInfo) inQuote(i int) bool {
	n := 0
	for _, q := range si.quotes {
		if q < i {
			n++
		}
	}
	return n%2 == 1
}

// attribution finds who the sentence says reported its figures.
func (x *ext) attribution(si *sentInfo) {
	for i := si.a; i+1 < si.b; i++ {
		if x.toks[i].lw == "according" && x.toks[i+1].lw == "to" {
			si.cue = x.span(i, i+2)
			s, e := i+2, si.b
			if i == si.a || x.isOpenQuote(i-1) {
				for k := s; k < si.b; k++ {
					if x.toks[k].lw == "," {
						e = k
						break
					}
				}
			}
			for e > s && x.toks[e-1].kind == tPunct {
				e--
			}
			if e > s {
				si.source = x.speaker(x.span(s, e), SourceAfterCue)
			}
			si.cueTime = x.timeNear(si, i, 2, 5)
			return
		}
	}
	for v := si.a; v < si.b; v++ {
		t := x.toks[v]
		if t.kind != tWord || t.cap && v != si.a || !cueVerbs[t.lw] || t.lw == "according" || t.lw == "put" {
			continue
		}
		if v > si.a && (x.lw(v-1) == "the" || x.lw(v-1) == "be" || x.lw(v-1) == "was") {
			continue
		}
		if x.lw(v+1) == "lives" || x.lw(v+1) == "the" && x.lw(v+2) == "lives" {
			continue // "the attack claimed the lives of 27 children"
		}
		// "…, said Gomez." / "…," said the soldier.
		if v > si.a && (x.lw(v-1) == "," || x.isQuote(v-1)) {
			e := v + 1
			for e < si.b && e-v < 12 && x.toks[e].kind == tWord || e < si.b && x.toks[e].lw == "." && x.toks[e-1].cap && len(x.toks[e-1].lw) <= 3 {
				e++
			}
			if e > v+1 {
				si.cue = x.span(v, v+1)
				si.source = x.speaker(x.span(v+1, e), SourceAfterCue)
				return
			}
		}
		// "Colombian immigration officials said on Tuesday that …"
		s := v
		for s > si.a && v-s < 12 {
			p := x.toks[s-1]
			if p.lw == "," || p.lw == ";" || p.lw == "—" || p.lw == "--" || x.isQuote(s-1) || p.lw == "that" || p.lw == "and" && s-1 > si.a && !(x.toks[s].cap && x.toks[s-2].cap) {
				break
			}
			s--
		}
		for s < v && x.toks[s].kind == tPunct {
			s++
		}
		if s < v {
			si.cue = x.span(v, v+1)
			si.source = x.speaker(x.span(s, v), SourceBeforeCue)
			si.cueTime = x.timeNear(si, v, 1, 4)
			if si.cueTime < 0 {
				si.cueTime = x.timeBefore(si, s)
			}
			return
		}
	}
}

// speaker cuts a source phrase down to the speaker it names; the zero span
// when it names none.
func (x *ext) speaker(sp storyline.Span, dir SourceDirection) storyline.Span {
	out, _ := SourcePhrase(x.text, sp, dir)
	return out
}

// timeNear returns a time expression starting within [from, to) tokens
// after token i, or -1.
func (x *ext) timeNear(si *sentInfo, i, from, to int) int {
	for k, r := range si.timeToks {
		if r[0] >= i+from-1 && r[0] < i+to && r[0] > i {
			return si.times[k]
		}
	}
	return -1
}

// timeBefore returns a time expression that opens the sentence and ends
// just before token s ("On Saturday, Guaido announced …"), or -1.
func (x *ext) timeBefore(si *sentInfo, s int) int {
	for k, r := range si.timeToks {
		if r[1] <= s && s-r[1] <= 2 && r[0]-si.a <= 2 {
			return si.times[k]
		}
	}
	return -1
}

func (x *ext) isQuote(i int) bool {
	w := x.lw(i)
	return w == `"` || w == "“" || w == "”" || w == "'" || w == "’"
}

func (x *ext) isOpenQuote(i int) bool { w := x.lw(i); return w == `"` || w == "“" }

func (x *ext) span(s, e int) storyline.Span {
	return storyline.Span{Start: x.toks[s].s, End: x.toks[e-1].e}
}

// figure builds the figure for number n; it returns the token to go on from.
func (x *ext) figure(si *sentInfo, n numRes) (int, bool) {
	i := n.s
	age := x.isHyphen(n.e) && x.lw(n.e+1) == "year" && x.isHyphen(n.e+2) && x.lw(n.e+3) == "old"
	if !age && (si.inTime(i) || si.inTime(n.e-1)) {
		return n.e, false
	}
	if !x.plausible(si, n) {
		return n.e, false
	}
	f := storyline.Figure{TimeIndex: -1, StatedIndex: -1, Kind: storyline.FigureCount, Sentence: x.sents[x.toks[i].sent]}
	low, best, high := n.val, n.val, n.val
	if n.vague {
		low, best, high = n.low, n.val, n.high
		f.Vague = true
	}
	fs, fe := n.s, n.e // figure token range
	// qualifier before
	var q qualifier
	for l := 3; l >= 1; l-- {
		if fs-l < si.a {
			continue
		}
		key := x.join(fs-l, fs)
		if qq, ok := qualifiers[key]; ok {
			q = qq
			f.QualifierSpan = x.span(fs-l, fs)
			fs -= l
			break
		}
	}
	// range: "15 to 20", "10-20", "between 10 and 20", "two or three"
	e := n.e
	between := x.lw(fs-1) == "between" || x.lw(fs-1) == "from"
	if c := x.lw(e); (c == "to" || c == "-" || c == "–" || c == "or" || c == "and" && between) && e+1 < si.b && x.candidate(e+1) {
		if m, ok := x.number(e + 1); ok && !m.vague && m.val > n.val && (c != "or" || m.val <= 10*n.val) && (c != "-" || x.adj(e) && x.adj(e+1)) {
			if m.digits == n.digits || c != "-" {
				high = m.val
				e = m.e
				fe = e
				if between {
					fs--
				}
			}
		}
	}
	// post-qualifiers: "200,000-plus", "or more", "or so", "-odd", "-strong"
	strong := false
	switch {
	case x.isHyphen(e) && x.adj(e) && x.adj(e+1) && (x.lw(e+1) == "plus" || x.lw(e+1) == "odd" || x.lw(e+1) == "strong"):
		switch x.lw(e + 1) {
		case "plus":
			q = qualifier{"-plus", qLower}
		case "odd":
			q = qualifier{"-odd", qApprox}
		default:
			strong = true
		}
		f.QualifierSpan = x.span(e, e+2)
		e += 2
		fe = e
	case x.lw(e) == "plus" && !x.candidate(e+1):
		q = qualifier{"-plus", qLower}
		f.QualifierSpan = x.span(e, e+1)
		e++
		fe = e
	case (x.lw(e) == "or" || x.lw(e) == "and") && x.lw(e+1) == "more":
		q = qualifier{"or more", qLower}
		f.QualifierSpan = x.span(e, e+2)
		e += 2
		fe = e
	case x.lw(e) == "or" && x.lw(e+1) == "so":
		q = qualifier{"or so", qApprox}
		f.QualifierSpan = x.span(e, e+2)
		e += 2
		fe = e
	}
	q.setBounds(&f, low, best, high, n.vague)

	// units and kind
	cur := ""
	if x.currencyBefore(n.s) {
		cur = currencySymbols[x.lw(n.s-1)]
		if x.lw(n.s-2) == "us" && x.adj(n.s-1) {
			if fs == n.s {
				fs = n.s - 2
			}
		} else if fs == n.s {
			fs = n.s - 1
		}
	}
	unitS, unitE := -1, -1
	if cur != "" {
		f.Kind, f.Unit = storyline.FigureMoney, cur
	} else if u, k, ok := x.unit(e); ok {
		unitS, unitE = e, k
		f.Unit = u.unit
		switch u.kind {
		case "percent":
			f.Kind = storyline.FigurePercent
		case "money":
			f.Kind = storyline.FigureMoney
		case "weight":
			f.Kind = storyline.FigureWeight
		case "measure":
			f.Kind = storyline.FigureMeasure
		case "duration":
			f.Kind = storyline.FigureDuration
			if x.lw(k) == "old" || x.isHyphen(k) && x.lw(k+1) == "old" {
				f.Kind = storyline.FigureAge
			}
		}
		if f.Kind != storyline.FigureDuration && f.Kind != storyline.FigureAge {
			fe = k
		}
	}
	if x.ageIntro(fs-1) || x.listedAge(fs) {
		f.Kind = storyline.FigureAge
	}
	if f.Kind == storyline.FigureCount && fs == n.s && fe == n.e && x.ageBetweenCommas(n) {
		f.Kind, f.Unit = storyline.FigureAge, "y"
	}
	if x.lw(fs-1) == "of" && parentWords[x.lw(fs-2)] {
		f.Kind = storyline.FigureIdiom
	}
	if (x.lw(n.s) == "a" || x.lw(n.s) == "an") && n.e-n.s == 2 && si.inQuote(n.s) && n.val >= 100 {
		f.Kind = storyline.FigureIdiom
	}
	if n.frac && f.Unit == "" {
		f.Unit = "fraction"
	}
	f.Span = x.span(fs, fe)
	f.Text = x.text[f.Span.Start:f.Span.End]
	f.NumberSpan = x.span(n.s, n.e)

	// what is counted
	end := x.counted(si, &f, n, e, unitS, unitE)
	// action
	x.action(si, &f, fs, end, n)
	if strong || f.Action == "" && x.definiteBefore(fs) && forceCategory[f.Category] {
		f.Kind, f.Stock = storyline.FigureStrength, true
		if strong && f.Qualifier == "" {
			f.Qualifier = "-strong"
		}
	}
	x.when(si, &f, fs, fe)
	x.place(si, &f, end)
	// A figure inside the phrase before its cue is not its own source.
	if si.source.End > 0 && (f.Span.End <= si.source.Start || f.Span.Start >= si.source.End) {
		f.Source, f.SourceSpan = si.source.In(x.text), si.source
		f.Cue, f.CueSpan = si.cue.In(x.text), si.cue
	}
	x.out = append(x.out, f)
	if f.Counted != "" && !f.CountedFromContext && (f.Kind == storyline.FigureCount || f.Kind == storyline.FigureStrength) && f.Category != "" {
		x.last, x.lastSent, x.hasLast = f, int(x.toks[i].sent), true
	}
	return e, true
}

var parentWords = toSet(`father mother parent dad mom mum grandfather grandmother grandparent`)

var forceCategory = map[string]bool{"soldiers": true, "police": true, "fighters": true}

// join returns the lower-cased words of tokens [s, e) separated by spaces.
func (x *ext) join(s, e int) string {
	if e-s == 1 {
		return x.toks[s].lw
	}
	var b strings.Builder
	for k := s; k < e; k++ {
		if x.toks[k].kind != tWord {
			return ""
		}
		if k > s {
			b.WriteByte(' ')
		}
		b.WriteString(x.toks[k].lw)
	}
	return b.String()
}

// plausible filters numbers that are not figures: ordinals, identifiers,
// times of day, years, pronoun "one".
func (x *ext) plausible(si *sentInfo, n numRes) bool {
	i := n.s
	t := x.toks[i]
	if i > si.a && (idWords[x.lw(i-1)] || x.lw(i-1) == "." && idWords[x.lw(i-2)]) {
		return false
	}
	// an address: "in the 3800 block of West Walnut", "the 100 blocks of
	// Main Street" (two reports' block numbers read as a conflict)
	if t.kind == tNum && addressNouns[x.lw(n.e)] && x.lw(n.e+1) == "of" {
		return false
	}
	if x.houseNumber(si, n) {
		return false
	}
	// citation marks "[1]", coordinates "33°47′", phone numbers "910-432-3383"
	if x.lw(i-1) == "[" && x.lw(n.e) == "]" {
		return false
	}
	if nx := x.lw(n.e); x.adj(n.e) && (nx == "°" || nx == "′" || nx == "″" || nx == "'" && t.kind == tNum) {
		return false
	}
	if t.kind == tNum && strings.IndexByte(t.lw, '.') >= 0 && len(t.lw)-strings.IndexByte(t.lw, '.') > 4 {
		return false
	}
	if x.isHyphen(n.e) && x.adj(n.e) && x.adj(n.e+1) && n.e+1 < len(x.toks) && x.toks[n.e+1].kind == tNum && x.isHyphen(n.e+2) && x.adj(n.e+2) {
		return false
	}
	if x.isHyphen(i-1) && x.adj(i) && x.adj(i-1) && i-2 >= si.a {
		if p := x.toks[i-2]; p.kind == tNum {
			return false
		}
	}
	if x.isHyphen(n.e) && x.adj(n.e) && x.adj(n.e+1) && si.inTime(n.e+1) {
		return false
	}
	if t.kind == tWord && t.cap && i > si.a && !x.isOpenQuote(i-1) && x.lw(i-1) != ":" && !x.datelineDash(i-1) {
		return false // "Mobile Unit Two"; "AMARILLO — Four people" opens the sentence after its dateline
	}
	if t.kind == tNum {
		nx := x.lw(n.e)
		if x.adj(n.e) && (nx == "st" || nx == "nd" || nx == "rd" || nx == "th" || nx == ":" || nx == "/" || nx == ".") && n.e == i+1 {
			if nx != "." || (n.e+1 < len(x.toks) && x.toks[n.e+1].kind == tNum && x.adj(n.e+1)) {
				return false
			}
		}
		if i > 0 && x.adj(i) {
			p := x.toks[i-1]
			if p.kind == tWord || p.lw == ":" || p.lw == "/" || p.lw == "#" || (x.isHyphen(i-1) && x.adj(i-1) && x.toks[i-2].kind == tWord) {
				return false
			}
		}
		// years
		if !n.scaled && n.e == i+1 && len(t.lw) == 4 && n.val >= 1800 && n.val <= 2100 {
			if _, ok := unitWords[x.lw(n.e)]; !ok && !isPlural(x.lw(n.e)) {
				return false
			}
		}
		// identifiers: "Resolution 2254", "page 5", "No. 3"
		if i > si.a {
			p := x.toks[i-1]
			if idWords[p.lw] || p.lw == "." && idWords[x.lw(i-2)] {
				return false
			}
			if p.kind == tWord && p.cap && !functionWords[p.lw] && !qualifierWords[p.lw] && i-1 > si.a && !monthish[p.lw] && !headlineCount(p.lw, x, n.e) {
				return false
			}
		}
		return true
	}
	w := t.lw
	if w == "one" && n.e == i+1 {
		p, nx := x.lw(i-1), x.lw(i+1)
		if p == "the" || p == "this" || p == "that" || p == "no" || p == "any" || p == "every" || p == "each" || p == "which" ||
			p == "some" || p == "anyone" || p == "another" {
			return false
		}
		if nx == "" || x.toks[i+1].kind != tWord || functionWords[nx] || nx == "another" || nx == "day" || nx == "time" || nx == "way" {
			return false
		}
	}
	return true
}

// headlineVerbs count what follows them in a headline written in capitals:
// "Car Bomb in Aleppo Kills 23 including Militants", "Blast Leaves 5 Dead".
var headlineVerbs = toSet(`kills kill killed wounds wounded injures injured leaves left claims hits shoot shoots shot executes executed beheads beheaded`)

// headlineCount reports a number after a capitalized word that is a
// headline's count, not a name's number ("Mobile Unit 2", "Route 66"):
// the word is a verb that counts (headlineVerbs), a capitalized plural
// follows the number ("Raqqa Province 30 Terrorists Killed"), or people
// in lower case do (peopleCounted).
func headlineCount(before string, x *ext, after int) bool {
	if headlineVerbs[before] {
		return true
	}
	if after >= len(x.toks) {
		return false
	}
	t := x.toks[after]
	if t.kind == tWord && !t.cap && peopleCounted[t.lw] {
		return true // "In Aleppo 23 civilians were killed", "On Thursday 23 civilians …": a count after a place or a day
	}
	return t.kind == tWord && t.cap && !functionWords[t.lw] && isPlural(t.lw)
}

// peopleCounted are the people a count after a capitalized word counts,
// not a name's number: "On Thursday 23 civilians were killed".
var peopleCounted = toSet(`people persons civilians children men women soldiers troops fighters militants rebels
policemen officers residents villagers students workers protesters demonstrators dead`)

var idWords = toSet(`no nos number page pages p pp article articles section chapter room flight route highway line
resolution version vol volume act paragraph clause item level grade class category phase stage step exit gate
platform channel apt apartment flat suite unit building bldg cell ward bed lot pier terminal hangar bus train
precinct district interstate rule law bill model`)

var qualifierWords = toSet(`more over at up nearly almost about around approximately roughly some only just
exactly fewer less under below above another between from estimated close well upwards`)

var monthish = toSet(`january february march april may june july august september october november december
jan feb mar apr jun jul aug sep sept oct nov dec`)

// unit reads a unit at token k: "%", "percent", "per cent", "tons", "square
// miles". It returns the token after it.
func (x *ext) unit(k int) (unitInfo, int, bool) {
	w := x.lw(k)
	if w == "" {
		return unitInfo{}, k, false
	}
	if w == "per" && x.lw(k+1) == "cent" {
		return unitInfo{"percent", "percent"}, k + 2, true
	}
	if w == "percentage" && (x.lw(k+1) == "points" || x.lw(k+1) == "point") {
		return unitInfo{"percent", "percentage points"}, k + 2, true
	}
	if x.isHyphen(k) && x.adj(k) {
		// "23-year-old", "10-day"
		if u, ok := unitWords[x.lw(k+1)]; ok && u.kind == "duration" {
			e := k + 2
			if x.isHyphen(e) && x.lw(e+1) == "old" {
				return unitInfo{"duration", u.unit}, e, true
			}
			return u, e, true
		}
		return unitInfo{}, k, false
	}
	u, ok := unitWords[w]
	if !ok {
		return unitInfo{}, k, false
	}
	if w == "square" || w == "cubic" || w == "sq" || w == "cu" {
		if u2, ok := unitWords[x.lw(k+1)]; ok && u2.kind == "measure" {
			return unitInfo{"measure", u.unit + " " + u2.unit}, k + 2, true
		}
		return unitInfo{}, k, false
	}
	if w == "pounds" && x.lw(k+1) != "of" {
		return unitInfo{"money", "GBP"}, k + 1, true
	}
	if u.kind == "duration" && x.lw(k+1) == "old" {
		return u, k + 2, true
	}
	e := k + 1
	// "m3/s", "acre·ft"
	for u.kind == "measure" && (x.lw(e) == "/" || x.lw(e) == "·") && x.adj(e) && x.adj(e+1) && e+1 < len(x.toks) && x.toks[e+1].kind == tWord {
		e += 2
	}
	return u, e, true
}

// definiteBefore reports "the" or a possessive just before token s.
func (x *ext) definiteBefore(s int) bool {
	p := x.lw(s - 1)
	return p == "the" || p == "its" || p == "their" || strings.HasSuffix(p, "'s") || strings.HasSuffix(p, "’s")
}

// datelineDash reports a dash at token i that ends a dateline, the
// sentence starting after it: "AMARILLO, Texas — Four people", "DAYTON --
// Three men", "(WMC-TV) - Two people" (a hyphen typed for the dash,
// spaced). The words before it are the place's, in capitals or not.
func (x *ext) datelineDash(i int) bool {
	switch x.lw(i) {
	case "—", "–", "--":
		return true
	case "-":
		return i > 0 && (x.lw(i-1) == "-" || !x.adj(i) && !x.adj(i+1)) // "--" read as two hyphens
	}
	return false
}

// ageIntro reports the words that open an age ending at token i: "aged",
// "age", "ages", "the ages of".
func (x *ext) ageIntro(i int) bool {
	w := x.lw(i)
	if w == "of" {
		w = x.lw(i - 1)
		return w == "age" || w == "ages"
	}
	return w == "aged" || w == "age" || w == "ages"
}

// listedAge reports a number at fs that closes a list or a range of ages
// after "aged"/"ages": the 14 of "aged 12 and 14", the 15 of "ages 11 to
// 15", the 7 of "ages 3, 5 and 7". Without it the last number read as a
// count of whoever the sentence names next ("Three boys aged 12 and 14
// were wounded": 14 boys wounded).
func (x *ext) listedAge(fs int) bool {
	j := fs - 1
	for numbers := 0; numbers < 4; numbers++ {
		if !ageListWords[x.lw(j)] {
			return false
		}
		for ageListWords[x.lw(j)] {
			j-- // ", and"
		}
		if j < 0 || x.toks[j].kind != tNum {
			return false
		}
		if x.ageIntro(j - 1) {
			return true
		}
		j--
	}
	return false
}

// ageBetweenCommas reports a small whole number set off by commas right
// after a name or a person ("Dana Ruiz, 3, was shot", "a girl, 6,
// wounded", a headline's "Toddler Sam Lee, 3, Shot Dead"): the age of the
// one named, the way news writes it, not a count. A count after a comma
// follows a verb or a noun of another kind ("killed 3, wounded 5"), or
// comes before the noun it counts ("one man, 18 women").
func (x *ext) ageBetweenCommas(n numRes) bool {
	if !n.digits || n.frac || n.val < 1 || n.val > 110 || n.val != float64(int(n.val)) {
		return false
	}
	if x.lw(n.s-1) != "," || !x.same(n.s-2, n.s) {
		return false
	}
	before := x.toks[n.s-2]
	if after := x.lw(n.e); after != "," && after != "" && x.same(n.s, n.e) {
		// "kills man, 18 Jose Estrada fatally wounded": a headline run
		// into its deck, which a capital starts; "one man, 18 women"
		// is a list of counts
		if !agePersonNouns[before.lw] || !x.toks[n.e].cap || x.toks[n.e].kind != tWord {
			return false
		}
	}
	return before.cap && before.kind == tWord || agePersonNouns[before.lw]
}
