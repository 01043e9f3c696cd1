// Figures in a Romance language (Spanish: lexicon_es.go): a number with
// its qualifier, unit, counted noun phrase, verb group, time expression and
// "según" source. Romance languages write thousands with a point and
// decimals with a comma ("4.500", "2,5 millones") and put the counted noun
// after "de" for scales and vague quantities ("decenas de heridos").

package figures

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// romanceFigureWords are one language's words for the Romance figure
// scanner, folded.
type romanceFigureWords struct {
	numbers       text.Cardinals
	qualifiers    map[string]qualifier
	vague         map[string]vagueVal
	vaguePrefixes map[string]vagueVal
	units         map[string]unitInfo
	// stop ends a counted noun phrase; aux are the auxiliaries of a verb
	// group; verbEndings mark a finite verb or participle.
	stop, aux   map[string]bool
	verbEndings []string
	// cues are reporting verbs; according introduces a source ("según").
	cues       map[string]bool
	according  string
	categories map[string]string
}

// readers are the languages the figure extractor reads, by ISO 639-1 code.
var readers = map[string]func(d *text.Doc, times []storyline.TimeExpr, ref storyline.Date) []storyline.Figure{
	"":   ExtractDoc,
	"en": ExtractDoc,
	"es": func(d *text.Doc, times []storyline.TimeExpr, ref storyline.Date) []storyline.Figure {
		return romanceFigures(spanishWords, d, times, ref)
	},
}

// Supports reports whether the extractor reads language code (ISO 639-1).
func Supports(code string) bool {
	_, ok := readers[code]
	return ok
}

// ExtractDocLang is ExtractDoc for a text in language code; a language
// Supports does not report yields no figures.
func ExtractDocLang(code string, d *text.Doc, times []storyline.TimeExpr, ref storyline.Date) []storyline.Figure {
	if read, ok := readers[code]; ok {
		return read(d, times, ref)
	}
	return nil
}

// rfig is the state of one text's Romance figure scan.
type rfig struct {
	w     *romanceFigureWords
	d     *text.Doc
	toks  []text.Token
	words []string // folded
	times []storyline.TimeExpr
	ref   storyline.Date
	out   []storyline.Figure
}

func romanceFigures(w *romanceFigureWords, d *text.Doc, times []storyline.TimeExpr, ref storyline.Date) []storyline.Figure {
	x := &rfig{w: w, d: d, toks: d.Tokens, times: times, ref: ref, words: make([]string, len(d.Tokens))}
	for i, t := range d.Tokens {
		x.words[i] = t.Lower
		for j := 0; j < len(t.Lower); j++ {
			if t.Lower[j] >= utf8.RuneSelf {
				x.words[i] = text.Fold(t.Lower)
				break
			}
		}
	}
	for i := 0; i < len(x.toks); {
		if e, ok := x.figureAt(i); ok {
			i = e
			continue
		}
		i++
	}
	return x.out
}

func (x *rfig) lw(i int) string {
	if i < 0 || i >= len(x.words) {
		return ""
	}
	return x.words[i]
}

func (x *rfig) adj(i int) bool { return i > 0 && i < len(x.toks) && !x.toks[i].Space }

// phrase returns the longest key of has (words joined by spaces, up to
// four) starting at i and the token after it.
func (x *rfig) phrase(i int, has func(string) bool) (string, int) {
	best, end := "", i
	p := ""
	for k := i; k < len(x.toks) && k < i+4 && x.toks[k].Kind != text.Punct || k == i && x.lw(k) == "%"; k++ {
		if k > i {
			p += " "
		}
		p += x.lw(k)
		if has(p) {
			best, end = p, k+1
		}
	}
	return best, end
}

// inTime reports that token i lies in a time expression.
func (x *rfig) inTime(i int) bool {
	s, e := x.toks[i].Start, x.toks[i].End
	for _, t := range x.times {
		if t.Span.Start < e && s < t.Span.End {
			return true
		}
	}
	return false
}

// number reads a number at i: digits with points between groups of three
// and a decimal comma ("4.500", "1,5"), a scale after them ("2,5
// millones"), or number words ("cinco", "dos mil"). "un" and "una" alone
// are articles.
func (x *rfig) number(i int) (val float64, end int, ok bool) {
	t := x.toks[i]
	switch {
	case t.Kind == text.Number:
		val, end = float64(t.Num), i+1
		if t.Digits > 15 {
			return 0, i, false
		}
		for x.lw(end) == "." && x.adj(end) && x.adj(end+1) && end+1 < len(x.toks) && x.toks[end+1].Kind == text.Number && x.toks[end+1].Digits == 3 && t.Digits <= 3 {
			val = val*1000 + float64(x.toks[end+1].Num)
			end += 2
		}
		if x.lw(end) == "," && x.adj(end) && x.adj(end+1) && end+1 < len(x.toks) && x.toks[end+1].Kind == text.Number {
			f := x.toks[end+1]
			val += float64(f.Num) / math.Pow(10, float64(f.Digits))
			end += 2
		}
		if s, ok := x.w.numbers.Scales[x.lw(end)]; ok {
			val *= float64(s)
			end++
		}
		return val, end, true
	case t.Kind == text.Word:
		var ws [8]string
		n := 0
		for k := i; k < len(x.toks) && n < len(ws) && x.toks[k].Kind == text.Word; k++ {
			ws[n] = x.lw(k)
			n++
		}
		v, c := x.w.numbers.Read(ws[:n])
		if c == 0 || c == 1 && v == 1 {
			return 0, i, false
		}
		return float64(v), i + c, true
	}
	return 0, i, false
}

// figureAt reads a figure starting at token i, returning the token after it.
func (x *rfig) figureAt(i int) (int, bool) {
	if x.toks[i].Kind == text.Punct {
		return i, false
	}
	f := storyline.Figure{TimeIndex: -1, StatedIndex: -1, Kind: storyline.FigureCount}
	q := qualifier{kind: qExact}
	start, k := i, i
	if p, e := x.phrase(i, func(s string) bool { _, ok := x.w.qualifiers[s]; return ok }); p != "" {
		q, k = x.w.qualifiers[p], e
		f.QualifierSpan = storyline.Span{Start: x.toks[i].Start, End: x.toks[e-1].End}
	}
	var low, best, high float64
	var ns, ne int
	if p, e := x.phrase(k, func(s string) bool { _, ok := x.w.vaguePrefixes[s]; return ok }); p != "" {
		v := x.w.vaguePrefixes[p]
		low, best, high, ns, ne, f.Vague = v.low, v.best, v.high, k, e, true
	} else if v, ok := x.w.vague[x.lw(k)]; ok && x.lw(k+1) == "de" {
		low, best, high, ns, ne, f.Vague = v.low, v.best, v.high, k, k+1, true
	} else {
		if k >= len(x.toks) || x.inTime(k) {
			return i, false
		}
		val, e, ok := x.number(k)
		if !ok {
			return i, false
		}
		low, best, high, ns, ne = val, val, val, k, e
	}
	end := ne
	// unit
	if p, e := x.phrase(ne, func(s string) bool { _, ok := x.w.units[s]; return ok }); p != "" && !f.Vague {
		u := x.w.units[p]
		f.Kind, f.Unit = storyline.FigureKind(u.kind), u.unit
		end = e
	} else if x.lw(ne) == "de" && (f.Vague || best >= 1e6) {
		if p, e := x.phrase(ne+1, func(s string) bool { _, ok := x.w.units[s]; return ok }); p != "" {
			u := x.w.units[p]
			f.Kind, f.Unit = storyline.FigureKind(u.kind), u.unit
			end = e
		}
	}
	// counted noun phrase: after the number, or after "de" for scales
	cs := end
	if x.lw(cs) == "de" && (f.Vague || best >= 1000 && x.toks[ne-1].Kind == text.Word) {
		cs++
	}
	ce := cs
	if f.Kind == storyline.FigureCount {
		for ce < len(x.toks) && ce < cs+4 && x.toks[ce].Kind == text.Word && !x.w.stop[x.lw(ce)] && !x.w.aux[x.lw(ce)] && !x.w.cues[x.lw(ce)] && (!x.verbLike(ce) || x.w.categories[x.lw(ce)] != "") {
			ce++
		}
	}
	if ce > cs {
		f.Counted = x.d.Text[x.toks[cs].Start:x.toks[ce-1].End]
		f.CountedSpan = storyline.Span{Start: x.toks[cs].Start, End: x.toks[ce-1].End}
		f.CountedHead = x.lw(cs)
		f.Category = x.w.categories[f.CountedHead]
	} else if f.Kind == storyline.FigureCount && q.kind == qExact && !f.Vague {
		return i, false // a bare number: a year, a page, a score
	}
	if f.Kind == storyline.FigureCount && ce == cs && len(x.out) > 0 {
		// "unos 450": what the last figure counted
		last := x.out[len(x.out)-1]
		if last.Counted != "" && x.toks[ns].Sent-x.sentOf(last.Span.Start) <= 2 {
			f.Counted, f.CountedSpan, f.CountedHead, f.Category = last.Counted, last.CountedSpan, last.CountedHead, last.Category
			f.CountedFromContext = true
		}
	}
	// bounds
	q.setBounds(&f, low, best, high, f.Vague)
	f.NumberSpan = storyline.Span{Start: x.toks[ns].Start, End: x.toks[ne-1].End}
	f.Span = storyline.Span{Start: x.toks[start].Start, End: x.toks[end-1].End}
	f.Text = x.d.Text[f.Span.Start:f.Span.End]
	f.Sentence = text.SentenceOf(x.d.Sentences, f.Span)
	x.action(&f, max(ce, end))
	x.when(&f)
	x.source(&f, start)
	x.out = append(x.out, f)
	return max(end, ns+1), true
}

func (x *rfig) sentOf(off int) int {
	for i, t := range x.toks {
		if t.Start >= off {
			return x.toks[i].Sent
		}
	}
	return 0
}

// verbLike reports a word with a verb ending ("desertaron", "huido").
func (x *rfig) verbLike(i int) bool {
	w := x.lw(i)
	if len(w) < 5 {
		return false
	}
	for _, e := range x.w.verbEndings {
		if strings.HasSuffix(w, e) && (len(e) > 2 || len(w) > 6) {
			return true
		}
	}
	return strings.HasSuffix(x.toks[i].Lower, "ó")
}

// action is the verb group after the counted phrase at k: "han desertado",
// "huyeron", "resultaron heridos".
func (x *rfig) action(f *storyline.Figure, k int) {
	s := k
	for k < len(x.toks) && k < s+4 && x.w.aux[x.lw(k)] {
		k++
	}
	if k < len(x.toks) && x.toks[k].Kind == text.Word && x.toks[k].Sent == x.toks[s].Sent && (k > s || x.verbLike(k)) && !x.w.stop[x.lw(k)] {
		k++
	} else if k == s {
		return
	}
	if k-1 < s || x.toks[k-1].Kind != text.Word {
		return
	}
	f.ActionSpan = storyline.Span{Start: x.toks[s].Start, End: x.toks[k-1].End}
	f.Action = x.d.Text[f.ActionSpan.Start:f.ActionSpan.End]
}

// when ties f to the nearest time expression of its sentence, the one after
// it first.
func (x *rfig) when(f *storyline.Figure) {
	f.Stated = x.ref
	pick := -1
	for ti, t := range x.times {
		if t.Span.Start < f.Sentence.Start || t.Span.End > f.Sentence.End {
			continue
		}
		if pick < 0 || t.Span.Start >= f.Span.End && x.times[pick].Span.Start < f.Span.Start {
			pick = ti
		}
	}
	if pick < 0 {
		f.AsOf, f.AsOfSource = f.Stated, storyline.AsOfStatedDate
		return
	}
	t := x.times[pick]
	f.TimeIndex, f.TimeSpan = pick, t.Span
	f.WindowStart, f.WindowEnd = t.RangeStart, t.RangeEnd
	switch {
	case t.Mod == "SINCE":
		f.WindowEnd = t.Anchor
		f.AsOf = t.Anchor
	case !t.RangeEnd.IsZero():
		f.AsOf = t.RangeEnd
	default:
		f.AsOf, f.AsOfSource = f.Stated, storyline.AsOfStatedDate
		return
	}
	f.AsOfSource = storyline.AsOfWindowEnd
}

// source reads "según X" in the figure's sentence, before the figure or
// after it: X runs to the next comma or the sentence end.
func (x *rfig) source(f *storyline.Figure, from int) {
	k := -1
	for j := from - 1; j >= 0 && j >= from-30 && x.toks[j].End > f.Sentence.Start; j-- {
		if x.lw(j) == x.w.according {
			k = j
			break
		}
	}
	for j := from; k < 0 && j < len(x.toks) && x.toks[j].Start < f.Sentence.End; j++ {
		if x.lw(j) == x.w.according {
			k = j
		}
	}
	if k >= 0 {
		e := k + 1
		for e < len(x.toks) && x.toks[e].Start < f.Sentence.End && x.lw(e) != "," && x.lw(e) != "." && e < k+8 {
			e++
		}
		if e > k+1 {
			f.CueSpan = storyline.Span{Start: x.toks[k].Start, End: x.toks[k].End}
			f.Cue = x.d.Text[f.CueSpan.Start:f.CueSpan.End]
			f.SourceSpan = storyline.Span{Start: x.toks[k+1].Start, End: x.toks[e-1].End}
			f.Source = x.d.Text[f.SourceSpan.Start:f.SourceSpan.End]
		}
	}
}
