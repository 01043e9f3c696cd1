package figures

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// isPlural guesses a plural noun from its form.
func isPlural(w string) bool {
	if pluralHeads[w] {
		return true
	}
	n := len(w)
	return n > 3 && w[n-1] == 's' && w[n-2] != 's' && w[n-2] != 'u' && w[n-2] != 'i' && !strings.HasSuffix(w, "'s") && !functionWords[w]
}

func edIng(w string) bool {
	return len(w) > 4 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing"))
}

// verbLike reports a word that can head a verb group.
func verbLike(w string) bool {
	return irregularVerbs[w] || cueVerbs[w] || linkingVerbs[w] || edIng(w) || strings.HasSuffix(w, "en") && len(w) > 4
}

// nounModifier reports a word ending in -ly that is no adverb but a noun or
// adjective before the plural noun it qualifies: "four family members",
// "two elderly residents" ("reportedly killed", "allegedly stolen" are
// adverbs before a verb).
func (x *ext) nounModifier(k, b int) bool {
	if k+1 >= b || x.toks[k+1].kind != tWord {
		return false
	}
	nx := x.toks[k+1].lw
	return isPlural(nx) && !functionWords[nx] && !verbLike(nx)
}

// nounPhrase reads a noun phrase from token j in [j, b): determiners are not
// taken; adjectives, names and nouns are, up to the first plural noun
// (with one coordination: "migrants and refugees"). It returns the end and
// the head token, or head -1 when there is none.
func (x *ext) nounPhrase(j, b int) (int, int) {
	k, head, taken := j, -1, 0
	for k < b && taken < 7 {
		t := x.toks[k]
		if t.kind != tWord {
			// "low-ranking", "anti-government"
			if x.isHyphen(k) && taken > 0 && x.adj(k) && x.adj(k+1) && k+1 < b && x.toks[k+1].kind == tWord {
				k += 2
				head = k - 1
				if isPlural(x.toks[k-1].lw) {
					break
				}
				continue
			}
			break
		}
		w := t.lw
		if functionWords[w] && !(t.cap && len(w) <= 3 && strings.ToUpper(x.text[t.s:t.e]) == x.text[t.s:t.e] && taken == 0) {
			if (w == "and" || w == "or") && head >= 0 && isPlural(x.lw(head)) && k+1 < b {
				nx := x.toks[k+1]
				if nx.kind == tWord && !functionWords[nx.lw] && !verbLike(nx.lw) && (isPlural(nx.lw) || nx.cap) {
					e, h := x.nounPhrase(k+1, b)
					if h >= 0 {
						return e, h
					}
				}
			}
			break
		}
		if !t.cap && (irregularVerbs[w] || cueVerbs[w]) {
			break
		}
		if strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s") {
			break
		}
		if !t.cap && edIng(w) {
			if taken > 0 {
				break
			}
			if k+1 >= b || x.toks[k+1].kind != tWord || functionWords[x.toks[k+1].lw] || verbLike(x.toks[k+1].lw) && !isPlural(x.toks[k+1].lw) {
				break
			}
		}
		if !t.cap && strings.HasSuffix(w, "ly") && taken == 0 && !x.nounModifier(k, b) {
			break
		}
		if taken > 0 && x.lw(k+1) == "by" { // "a shelter run by a priest"
			break
		}
		taken++
		head = k
		k++
		if isPlural(w) && k < b && x.toks[k].kind == tWord && isPlural(x.toks[k].lw) && !functionWords[x.toks[k].lw] && !verbLike(x.toks[k].lw) && !x.toks[k].cap {
			continue // "police officers"
		}
		if isPlural(w) && !(k < b && x.toks[k].cap && t.cap) {
			// stop after a plural unless a coordination follows
			if nx := x.lw(k); (nx == "and" || nx == "or") && k+1 < b {
				continue
			}
			break
		}
	}
	if head < 0 {
		return j, -1
	}
	return head + 1, head
}

// counted fills the counted thing of f; e is the token after the number and
// its qualifiers, [us, ue) the unit tokens if any. It returns the token after
// the counted phrase.
func (x *ext) counted(si *sentInfo, f *storyline.Figure, n numRes, e, us, ue int) int {
	b := si.b
	switch f.Kind {
	case storyline.FigureMoney:
		f.Category = "money"
		if us >= 0 {
			f.Counted, f.CountedSpan, f.CountedHead = x.text[x.toks[us].s:x.toks[ue-1].e], x.span(us, ue), x.lw(ue-1)
			return ue
		}
		f.Counted, f.CountedHead = f.Unit, f.Unit
		return e
	case storyline.FigurePercent, storyline.FigureWeight, storyline.FigureMeasure:
		f.Category = string(f.Kind)
		if f.Kind == storyline.FigurePercent {
			f.Category = "percent"
		}
		end := ue
		if x.lw(ue) == "of" {
			j := ue + 1
			for j < b && determiners[x.lw(j)] {
				j++
			}
			if e2, h := x.nounPhrase(j, b); h >= 0 {
				end = e2
			}
		}
		f.CountedSpan = x.span(us, end)
		f.Counted = f.CountedSpan.In(x.text)
		f.CountedHead = x.text[x.toks[us].s:x.toks[ue-1].e]
		return end
	case storyline.FigureDuration, storyline.FigureAge:
		f.Category = string(f.Kind)
		if us >= 0 {
			f.CountedSpan = x.span(us, ue)
			f.Counted = f.CountedSpan.In(x.text)
			f.CountedHead = f.Counted
			return ue
		}
		return e
	}
	j := e
	if x.lw(j) == "of" && (n.vague || determiners[x.lw(j+1)] || x.lw(j+1) == "them" || x.lw(j+1) == "whom") {
		j++
		for j < b && determiners[x.lw(j)] {
			j++
		}
	}
	if x.lw(j) == "them" || x.lw(j) == "whom" || x.lw(j) == "those" {
		j = e
	}
	end, head := x.nounPhrase(j, b)
	if head < 0 {
		if f.Kind == storyline.FigureIdiom {
			return e
		}
		// a bare figure: take the counted thing from context
		if x.hasLast && int(x.toks[n.s].sent)-x.lastSent <= contextSentences && !x.bareNotSubject(e, b) {
			f.Counted, f.CountedSpan, f.CountedHead, f.Category = x.last.Counted, x.last.CountedSpan, x.last.CountedHead, x.last.Category
			f.CountedFromContext = true
			if stateHeads[strings.ToLower(x.last.CountedHead)] {
				// "One dead, six injured": the six are people, not
				// "dead"; the state is the earlier figure's own
				f.Counted, f.CountedSpan, f.CountedHead = "", storyline.Span{}, ""
			}
		}
		return e
	}
	// a participle modifier before the verb: "trucks carrying aid from
	// Brazil are stuck"
	if edIng(x.lw(end)) && !auxWords[x.lw(end)] {
		for k := end + 1; k < b && k-end < 10; k++ {
			w := x.lw(k)
			if x.toks[k].kind == tPunct {
				break
			}
			if w == "is" || w == "are" || w == "was" || w == "were" || w == "have" || w == "has" || w == "had" || w == "will" {
				end = k
				break
			}
		}
	}
	f.CountedSpan = x.span(j, end)
	f.Counted = f.CountedSpan.In(x.text)
	f.CountedHead = x.text[x.toks[head].s:x.toks[head].e]
	f.Category = x.category(j, end, head)
	return end
}

// bareNotSubject reports that a bare number is not followed by a verb
// group: "the score was 3" rather than "18 have been injured".
func (x *ext) bareNotSubject(e, b int) bool {
	w := x.lw(e)
	if e >= b || x.toks[e].kind != tWord {
		return true
	}
	return !(auxWords[w] || irregularVerbs[w] || edIng(w)) || w == "that" || w == "which"
}

var determiners = toSet(`the a an their his her its our your my these those this that all`)

// category normalizes the counted phrase [s, e) with head h.
func (x *ext) category(s, e, h int) string {
	hw := x.lw(h)
	for k := s; k < e; k++ {
		if x.lw(k) == "police" {
			return "police"
		}
	}
	if c, ok := categories[hw]; ok {
		if hw == "officers" || hw == "officials" {
			for k := s; k < e; k++ {
				if c2, ok := categories[x.lw(k)]; ok && k != h {
					return c2
				}
			}
		}
		return c
	}
	if c, ok := categories[strings.TrimSuffix(hw, "s")]; ok {
		return c
	}
	if x.toks[h].cap && (strings.HasSuffix(hw, "ans") || strings.HasSuffix(hw, "ese") || strings.HasSuffix(hw, "is")) {
		return "people"
	}
	if hw == "officials" || hw == "members" || hw == "leaders" {
		return "people"
	}
	return "other"
}

// action finds the verb group a figure counts. [fs, end) is the figure and
// its counted phrase.
func (x *ext) action(si *sentInfo, f *storyline.Figure, fs, end int, n numRes) {
	if f.Kind == storyline.FigureIdiom || f.Kind == storyline.FigureAge {
		return
	}
	b := si.b
	k := end
	if w := x.lw(k); w == "who" || w == "that" || w == "which" {
		k++
	} else if k == end {
		k = x.pastOfPhrase(k, b)
	}
	aux := false
	for k < b && x.toks[k].kind == tWord && (auxWords[x.lw(k)] || strings.HasSuffix(x.lw(k), "ly") && !x.toks[k].cap) {
		if w := x.lw(k); w != "so" && w != "far" && w != "all" && w != "both" && w != "each" {
			aux = true
		}
		if x.lw(k) == "since" {
			break
		}
		k++
	}
	if k < b && x.toks[k].kind == tWord && !x.toks[k].cap && !functionWords[x.lw(k)] && !si.inTime(k) {
		w := x.lw(k)
		if aux || verbLike(w) || (f.CountedHead != "" && isPlural(strings.ToLower(f.CountedHead)) && !isPlural(w)) && k == end {
			if !cueVerbs[w] || w == "reported" && aux {
				x.setAction(si, f, k, k+1+x.complement(si, k+1, b))
				return
			}
		}
	}
	// the figure is an object: "to collect at least 200 tons", "lead a
	// caravan with thousands of volunteers", "expected to reach 10 million
	// percent"
	if x.definiteBefore(fs) && forceCategory[f.Category] {
		return
	}
	for v := fs - 1; v >= si.a && fs-v <= 6; v-- {
		t := x.toks[v]
		if t.kind != tWord {
			if x.isHyphen(v) {
				continue
			}
			return
		}
		w := t.lw
		if cueVerbs[w] || t.cap || si.inTime(v) {
			return
		}
		if x.lw(v-1) == "to" && !functionWords[w] || irregularVerbs[w] || linkingVerbs[w] && !auxWords[w] || edIng(w) && !determiners[x.lw(v-1)] && x.lw(v-1) != "-" {
			if functionWords[w] {
				continue
			}
			e := v + 1
			if p := x.lw(fs - 1); functionWords[p] && !determiners[p] && fs-1 > v {
				e = fs - 1
			}
			s := v
			if linkingVerbs[w] {
				// take the subject: "hyperinflation expected to reach"
				for s2 := v - 1; s2 >= si.a && v-s2 <= 4; s2-- {
					w2 := x.lw(s2)
					if w2 == "to" || auxWords[w2] || edIng(w2) || w2 == "expected" || w2 == "likely" {
						continue
					}
					if x.toks[s2].kind == tWord && !functionWords[w2] {
						s = s2
					}
					break
				}
			}
			x.setAction(si, f, s, e)
			return
		}
	}
}

// complement returns how many tokens after k complete the verb: a
// particle, then an object noun phrase or one prepositional phrase that is
// not a time expression.
func (x *ext) complement(si *sentInfo, k, b int) int {
	start := k
	if w := x.lw(k); w == "up" || w == "out" || w == "off" || w == "down" || w == "away" || w == "back" {
		k++
	}
	w := x.lw(k)
	if k < b && x.toks[k].kind == tWord && !si.inTime(k) {
		switch {
		case determiners[w] && w != "that" && w != "all":
			e, h := x.nounPhrase(k+1, b)
			if h >= 0 && !si.inTime(e-1) {
				return e - start
			}
		case x.toks[k].cap:
			e := k
			for e < b && x.toks[e].kind == tWord && x.toks[e].cap {
				e++
			}
			return e - start
		case w == "in" || w == "at" || w == "into" || w == "across" || w == "from" || w == "on" || w == "to" || w == "toward" || w == "near":
			j := k + 1
			if si.inTime(j) || j >= b {
				break
			}
			for j < b && determiners[x.lw(j)] {
				j++
			}
			e, h := x.nounPhrase(j, b)
			if h >= 0 && !si.inTime(e-1) {
				return e - start
			}
		}
	}
	return k - start
}

func (x *ext) setAction(si *sentInfo, f *storyline.Figure, s, e int) {
	if e <= s {
		return
	}
	f.ActionSpan = x.span(s, e)
	f.Action = f.ActionSpan.In(x.text)
}

// when ties f to a time expression of its sentence and sets its as-of date.
func (x *ext) when(si *sentInfo, f *storyline.Figure, fs, fe int) {
	f.Stated, f.StatedIndex = x.ref, -1
	if si.cueTime >= 0 {
		t := x.times[si.cueTime]
		f.StatedIndex = si.cueTime
		if d := timeEnd(t); !d.IsZero() {
			f.Stated = d
		}
	}
	pick := -1
	for k, r := range si.timeToks {
		if si.times[k] == si.cueTime || r[0] < 0 {
			continue
		}
		if r[0] >= fe {
			pick = k
			break
		}
	}
	if pick < 0 {
		for k := len(si.timeToks) - 1; k >= 0; k-- {
			r := si.timeToks[k]
			if si.times[k] == si.cueTime || r[0] < 0 {
				continue
			}
			if r[1] <= fs {
				pick = k
				break
			}
		}
	}
	if pick < 0 || f.Stock {
		f.AsOf, f.AsOfSource = f.Stated, storyline.AsOfStatedDate
		return
	}
	ti := si.times[pick]
	t := x.times[ti]
	f.TimeIndex, f.TimeSpan = ti, t.Span
	f.WindowStart, f.WindowEnd = t.RangeStart, t.RangeEnd
	since := t.Mod == "SINCE" || x.lw(si.timeToks[pick][0]-1) == "since"
	switch {
	case since && f.StatedIndex >= 0:
		f.WindowEnd = f.Stated
		f.AsOf = f.Stated
	case since:
		f.WindowEnd = x.ref
		if !t.Anchor.IsZero() {
			f.WindowEnd = t.Anchor
		}
		f.AsOf = f.WindowEnd
	case !t.RangeEnd.IsZero():
		f.AsOf = t.RangeEnd
	case strings.HasSuffix(t.Value, "_REF") && !t.Anchor.IsZero():
		f.AsOf = t.Anchor
		f.WindowEnd = t.Anchor
	default:
		f.AsOf, f.AsOfSource = f.Stated, storyline.AsOfStatedDate
		return
	}
	f.AsOfSource = storyline.AsOfWindowEnd
}

// timeEnd returns the last day a time expression covers, or its anchor.
func timeEnd(t storyline.TimeExpr) storyline.Date {
	if !t.RangeEnd.IsZero() {
		return t.RangeEnd
	}
	return t.Anchor
}

// place finds "in/at/near (the) Capitalized Words" after the figure in the
// same clause.
func (x *ext) place(si *sentInfo, f *storyline.Figure, from int) {
	for k := from; k < si.b && k-from < 16; k++ {
		w := x.lw(k)
		if w == ";" {
			return
		}
		if w != "in" && w != "at" && w != "near" && w != "outside" && w != "inside" {
			continue
		}
		j := k + 1
		if x.lw(j) == "the" {
			j++
		}
		e := j
		for e < si.b && x.toks[e].kind == tWord && x.toks[e].cap && !si.inTime(e) && !monthish[x.toks[e].lw] {
			if strings.HasSuffix(x.toks[e].lw, "'s") || strings.HasSuffix(x.toks[e].lw, "’s") {
				e = j
				break
			}
			e++
			if x.lw(e) == "," && e+1 < si.b && x.toks[e+1].cap && e+2 < si.b && (x.lw(e+2) == "," || x.lw(e+2) == "." || e+2 == si.b) && !si.inTime(e+1) {
				e += 2 // "La Parada, Colombia"
			}
		}
		if e > j && e < si.b && x.toks[e].kind == tWord && !functionWords[x.toks[e].lw] {
			continue // an adjective: "the Venezuelan border"
		}
		if e > j {
			f.PlaceSpan = x.span(j, e)
			f.Place = f.PlaceSpan.In(x.text)
			return
		}
	}
}
