package figures

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// numRes is a number found at a token: tokens [s, e), its value and, for
// vague quantities, its conservative range.
type numRes struct {
	s, e            int
	val             float64
	low, high       float64
	vague, frac     bool
	digits          bool
	scaled          bool // a scale word or suffix followed ("3 million")
	vaguePrefixWord string
}

// Number is a number found in text, for scoring number normalization.
type Number struct {
	Span  storyline.Span `json:"span"`
	Text  string         `json:"text"`
	Value float64        `json:"value"`
	Vague bool           `json:"vague,omitempty"`
}

// Numbers returns every number the figure scanner reads in s, in digits or
// words, with its value (the best value of vague quantities). It does not
// decide what the numbers count; Extract does.
func Numbers(s string) []Number {
	sc := newScanner(s)
	var out []Number
	for i := 0; i < len(sc.toks); {
		n, ok := sc.number(i)
		if !ok || sc.pronounOne(n) {
			i++
			continue
		}
		sp := storyline.Span{Start: sc.toks[n.s].s, End: sc.toks[n.e-1].e}
		out = append(out, Number{Span: sp, Text: s[sp.Start:sp.End], Value: n.val, Vague: n.vague})
		i = n.e
	}
	return out
}

type scanner struct {
	text, lower string
	toks        []tok
	sents       []storyline.Span
	sentTok     []int // first token of each sentence, plus len(toks)
}

func newScanner(s string) *scanner {
	return newDocScanner(text.NewDoc(s), nil)
}

// newDocScanner reads the shared tokens of d, sentence by sentence, into
// buf's storage (which may be nil).
func newDocScanner(d *text.Doc, buf []tok) *scanner {
	sc := &scanner{text: d.Text, lower: d.Lower, sents: d.Sentences}
	sc.toks = slices.Grow(buf[:0], len(d.Tokens))
	ts := d.Tokens
	for k := range sc.sents {
		sc.sentTok = append(sc.sentTok, len(sc.toks))
		n := 0
		for n < len(ts) && ts[n].Sent == k {
			n++
		}
		sc.toks = appendSentence(d.Text, d.Lower, ts[:n], int32(k), sc.toks)
		ts = ts[n:]
	}
	sc.sentTok = append(sc.sentTok, len(sc.toks))
	return sc
}

func (sc *scanner) lw(i int) string {
	if i < 0 || i >= len(sc.toks) {
		return ""
	}
	return sc.toks[i].lw
}

// adj reports that token i exists and touches the one before it.
func (sc *scanner) adj(i int) bool { return i > 0 && i < len(sc.toks) && !sc.toks[i].sp }

// same reports that tokens i and j exist and are in the same sentence.
func (sc *scanner) same(i, j int) bool {
	return i >= 0 && j >= 0 && i < len(sc.toks) && j < len(sc.toks) && sc.toks[i].sent == sc.toks[j].sent
}

func (sc *scanner) isHyphen(i int) bool {
	w := sc.lw(i)
	return w == "-" || w == "‐" || w == "–"
}

// digitsValue parses "200,000" or "1.5" (commas as thousands separators).
func digitsValue(s string) (float64, bool) {
	if strings.IndexByte(s, ',') >= 0 {
		parts := strings.Split(s, ",")
		for k, p := range parts[1:] {
			if len(p) != 3 && !(k == len(parts)-2 && len(p) > 3 && p[3] == '.') {
				return 0, false
			}
		}
		s = strings.ReplaceAll(s, ",", "")
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

// number reads a number starting at token i.
func (sc *scanner) number(i int) (numRes, bool) {
	t := sc.toks[i]
	switch t.kind {
	case tNum:
		return sc.digitNumber(i)
	case tWord:
		return sc.wordNumber(i)
	}
	return numRes{}, false
}

func (sc *scanner) digitNumber(i int) (numRes, bool) {
	t := sc.toks[i]
	v, ok := digitsValue(t.lw)
	if !ok {
		return numRes{}, false
	}
	n := numRes{s: i, e: i + 1, val: v, digits: true}
	// "3/4", "2 1/4"; not dates ("5/17/2018")
	if sc.lw(i+1) == "/" && sc.adj(i+1) && sc.adj(i+2) && i+2 < len(sc.toks) && sc.toks[i+2].kind == tNum &&
		!(sc.lw(i+3) == "/" && sc.adj(i+3)) && !(sc.lw(i-1) == "/" && sc.adj(i)) {
		d, _ := digitsValue(sc.lw(i + 2))
		if d > v {
			n.val, n.e, n.frac = v/d, i+3, true
			return n, true
		}
	}
	if sc.same(i, i+3) && sc.toks[i+1].kind == tNum && sc.lw(i+2) == "/" && sc.adj(i+2) && sc.adj(i+3) &&
		sc.toks[i+3].kind == tNum && v == float64(int(v)) {
		a, _ := digitsValue(sc.lw(i + 1))
		d, _ := digitsValue(sc.lw(i + 3))
		if d > a && a > 0 {
			n.val, n.e, n.frac = v+a/d, i+4, true
			return n, true
		}
	}
	// "3 million", "1.5 billion", "3 dozen", "2bn"
	j := i + 1
	if j < len(sc.toks) && sc.same(i, j) {
		w := sc.lw(j)
		if s, ok := scales[w]; ok {
			n.val *= s
			n.e, n.scaled = j+1, true
			if s2, ok := scales[sc.lw(j+1)]; ok && s2 > s && sc.same(i, j+1) { // "322 hundred thousand"
				n.val *= s2
				n.e++
				s = s2
			}
			// "4 thousand 3 hundred and 21"
			for k := n.e; k < len(sc.toks) && sc.same(i, k); {
				if sc.lw(k) == "and" {
					k++
				}
				if k >= len(sc.toks) || !sc.same(i, k) || sc.toks[k].kind != tNum {
					break
				}
				m, ok := sc.digitNumber(k)
				if !ok || m.val >= s || m.frac {
					break
				}
				n.val += m.val
				n.e = m.e
				if !m.scaled {
					break
				}
				s = m.val
			}
		} else if w == "dozen" || w == "dozens" {
			n.val *= 12
			n.e = j + 1
		} else if sc.adj(j) && (w == "k" || w == "m" || w == "b") && sc.currencyBefore(i) {
			n.val *= map[string]float64{"k": 1e3, "m": 1e6, "b": 1e9}[w]
			n.e, n.scaled = j+1, true
		}
		if f, e, ok := sc.andFraction(n.e, lastScaleOf(n)); ok && (n.scaled || v < 1000) {
			n.val, n.e, n.frac = n.val+f, e, true
		}
	}
	return n, true
}

// lastScaleOf returns the scale a fraction after n is of: the number's
// own magnitude when it was scaled ("3 million and a half"), else 1.
func lastScaleOf(n numRes) float64 {
	if !n.scaled {
		return 1
	}
	s := 1.0
	for s*1000 <= n.val {
		s *= 1000
	}
	return s
}

// wordNumber reads spelled numbers, fractions and vague quantities.
func (sc *scanner) wordNumber(i int) (numRes, bool) {
	w := sc.lw(i)
	// vague plural scales: "dozens", "hundreds of thousands", "tens of thousands"
	if v, ok := vagueWords[w]; ok {
		n := numRes{s: i, e: i + 1, val: v.best, low: v.low, high: v.high, vague: true}
		if sc.lw(i+1) == "of" {
			if s, ok := scales[strings.TrimSuffix(sc.lw(i+2), "s")]; ok && s >= 1000 && strings.HasSuffix(sc.lw(i+2), "s") {
				n.val, n.low, n.high, n.e = v.best*s, v.low*s, (v.high+1)*s-1, i+3
			}
		}
		return n, true
	}
	if w == "tens" && sc.lw(i+1) == "of" {
		if s, ok := scales[strings.TrimSuffix(sc.lw(i+2), "s")]; ok && s >= 1000 && strings.HasSuffix(sc.lw(i+2), "s") {
			return numRes{s: i, e: i + 3, val: 10 * s, low: 10 * s, high: 100*s - 1, vague: true}, true
		}
		return numRes{}, false
	}
	// "several dozen", "a few hundred", "a couple of", "several"
	pre, k := "", i
	switch w {
	case "several", "multiple":
		pre, k = w, i+1
	case "a":
		if p := sc.lw(i + 1); p == "few" || p == "couple" || p == "handful" {
			pre, k = "a "+p, i+2
		}
	}
	if pre != "" {
		v := vaguePrefixes[pre]
		if s, ok := scales[sc.lw(k)]; ok && pre != "multiple" {
			return numRes{s: i, e: k + 1, val: v.best * s, low: v.low * s, high: v.high * s, vague: true, vaguePrefixWord: pre}, true
		}
		if sc.lw(k) == "dozen" && pre != "multiple" {
			return numRes{s: i, e: k + 1, val: v.best * 12, low: v.low * 12, high: v.high * 12, vague: true, vaguePrefixWord: pre}, true
		}
		e := k
		if sc.lw(k) == "of" && pre != "several" && pre != "multiple" {
			e = k // "a couple of": the "of" is left for the noun phrase
		}
		return numRes{s: i, e: e, val: v.best, low: v.low, high: v.high, vague: true, vaguePrefixWord: pre}, true
	}
	// "a dozen", "a hundred", "a million", "a third of", "a half"
	if w == "a" || w == "an" {
		nx := sc.lw(i + 1)
		if nx == "dozen" {
			return numRes{s: i, e: i + 2, val: 12}, true
		}
		if s, ok := scales[nx]; ok && nx != "bn" && nx != "mn" {
			n := numRes{s: i, e: i + 2, val: s}
			if s2, ok := scales[sc.lw(i+2)]; ok && s2 > s {
				n.val *= s2
				n.e++
			}
			return n, true
		}
		// "a quarter of a million"
		if d, ok := denominators[nx]; ok && sc.lw(i+2) == "of" && (sc.lw(i+3) == "a" || sc.lw(i+3) == "an") {
			if s, ok := scales[sc.lw(i+4)]; ok && s >= 1000 {
				return numRes{s: i, e: i + 5, val: s / d}, true
			}
		}
		if d, ok := denominators[nx]; ok && d <= 10 && !strings.HasSuffix(nx, "s") &&
			(sc.lw(i+2) == "of" || sc.lw(i+2) == "" || sc.toks[i+2].kind == tPunct || nx == "half" && sc.lw(i+2) != "hour") {
			return numRes{s: i, e: i + 2, val: 1 / d, frac: true}, true
		}
		return numRes{}, false
	}
	// "half a million", "half a dozen", "half million", "quarter million", "half of"
	if w == "half" || w == "quarter" {
		f := 0.5
		if w == "quarter" {
			f = 0.25
		}
		if sc.lw(i+1) == "a" && sc.lw(i+2) == "dozen" {
			return numRes{s: i, e: i + 3, val: 12 * f}, true
		}
		if sc.lw(i+1) == "a" {
			if s, ok := scales[sc.lw(i+2)]; ok {
				return numRes{s: i, e: i + 3, val: s * f}, true
			}
		}
		if s, ok := scales[sc.lw(i+1)]; ok && s >= 1000 {
			return numRes{s: i, e: i + 2, val: s * f}, true
		}
		if w == "half" && !sc.isHyphen(i+1) && !sc.isHyphen(i-1) {
			p := sc.lw(i - 1)
			if p != "first" && p != "second" && p != "the" && p != "a" && p != "and" && p != "one" {
				return numRes{s: i, e: i + 1, val: 0.5, frac: true}, true
			}
		}
		return numRes{}, false
	}
	return sc.spelled(i)
}

// spelled reads a spelled cardinal ("three hundred and two", "twenty-one
// trillion"), with an optional fraction ("two thirds", "one and a half").
func (sc *scanner) spelled(i int) (numRes, bool) {
	var total, cur float64
	lastScale := 1.0
	j, any := i, false
	last := "" // unit, teen, tens, hundred, scale
	for j < len(sc.toks) && sc.same(i, j) {
		w := sc.lw(j)
		if v, ok := units[w]; ok {
			if last == "unit" || last == "teen" || (last == "tens" && v >= 10) {
				break
			}
			cur += v
			last = "unit"
			if v >= 10 {
				last = "teen"
			}
			any = true
			j++
			continue
		}
		if v, ok := tens[w]; ok {
			if last == "unit" || last == "teen" || last == "tens" {
				break
			}
			cur += v
			last = "tens"
			any = true
			j++
			// "twenty-one", "fifty - two"
			if sc.isHyphen(j) {
				if u, ok := units[sc.lw(j+1)]; ok && u < 10 && u > 0 {
					cur += u
					last = "unit"
					j += 2
				}
			}
			continue
		}
		if !any {
			break
		}
		if w == "hundred" && last != "hundred" && cur < 100 {
			if cur == 0 {
				cur = 1
			}
			cur *= 100
			last = "hundred"
			j++
			continue
		}
		if s, ok := scales[w]; ok && s >= 1000 && len(w) > 3 {
			if cur == 0 {
				cur = 1
			}
			total += cur * s
			cur = 0
			last = "scale"
			lastScale = s
			j++
			continue
		}
		if w == "dozen" || w == "dozens" {
			if cur == 0 {
				cur = 1
			}
			cur = cur - math.Mod(cur, 100) + math.Mod(cur, 100)*12
			if cur >= 100 && math.Mod(cur, 100) == 0 && last == "hundred" {
				cur = cur / 100 * 1200
			}
			last = "scale"
			j++
			continue
		}
		if w == "and" && (last == "hundred" || last == "scale") {
			nx := sc.lw(j + 1)
			if denominators[sc.lw(j+2)] > 0 {
				break // "and three quarters": a fraction, read below
			}
			if _, ok := units[nx]; ok {
				j++
				continue
			}
			if _, ok := tens[nx]; ok {
				j++
				continue
			}
		}
		break
	}
	if !any {
		return numRes{}, false
	}
	// "one hundred and three quarters": the last unit after "and" is a numerator
	if j >= i+3 && sc.lw(j-2) == "and" && denominators[sc.lw(j)] > 0 && denominators[sc.lw(j)] <= 10 {
		if u, ok := units[sc.lw(j-1)]; ok && u > 1 && strings.HasSuffix(sc.lw(j), "s") {
			return numRes{s: i, e: j + 1, val: total + cur - u + u/denominators[sc.lw(j)], frac: true}, true
		}
	}
	n := numRes{s: i, e: j, val: total + cur}
	// fractions: "two thirds", "two-thirds", "one and a half"
	k := j
	if sc.isHyphen(k) && sc.adj(k) && sc.adj(k+1) {
		k++
	}
	if d, ok := denominators[sc.lw(k)]; ok && total == 0 && cur > 0 && cur < 100 {
		dw := sc.lw(k)
		plural := strings.HasSuffix(dw, "s")
		if (cur == 1) != plural || dw == "half" {
			n.val, n.e, n.frac = cur/d, k+1, true
			if sc.lw(k+1) == "of" && sc.lw(k+2) == "a" { // "two thirds of a million"
				if s, ok := scales[sc.lw(k+3)]; ok {
					n.val, n.e = n.val*s, k+4
				}
			}
			return n, true
		}
	}
	if f, e, ok := sc.andFraction(j, lastScale); ok {
		n.val, n.e, n.frac = n.val+f, e, true
	}
	return n, true
}

// andFraction reads "and a half", "and three quarters", "and a half
// million" at token j after a number whose last scale word was scale: the
// fraction is of the scale ("3 million and a half" is 3.5 million) or of the
// scale word after it.
func (sc *scanner) andFraction(j int, scale float64) (float64, int, bool) {
	if sc.lw(j) != "and" {
		return 0, j, false
	}
	num := 1.0
	switch w := sc.lw(j + 1); w {
	case "a", "one":
	default:
		u, ok := units[w]
		if !ok || u < 2 || u > 9 {
			return 0, j, false
		}
		num = u
	}
	d := denominators[sc.lw(j+2)]
	if d == 0 || d > 10 {
		return 0, j, false
	}
	e := j + 3
	if s, ok := scales[sc.lw(e)]; ok && s >= 1000 {
		scale = s
		e++
	}
	return num / d * scale, e, true
}

// pronounOne reports the pronoun "one" ("the one you mentioned", "which
// one do you prefer").
func (sc *scanner) pronounOne(n numRes) bool {
	if sc.lw(n.s) != "one" || n.e != n.s+1 {
		return false
	}
	switch sc.lw(n.s - 1) {
	case "the", "this", "that", "which", "no", "any", "every", "each", "some", "another", "anyone":
		return true
	}
	return false
}

// currencyBefore reports a currency symbol just before token i.
func (sc *scanner) currencyBefore(i int) bool {
	_, ok := currencySymbols[sc.lw(i-1)]
	return ok && sc.adj(i)
}
