package events

import "strings"

// The status of a trigger in its sentence: quoted, under an opinion,
// negated or under a modal. A deed whose trigger is not stated as done is
// coded as what the sentence would say, flagged as no event (code.go).

// commentary verbs make a whole sentence a comment on events.
var commentary = map[string]bool{"illustrates": true, "illustrate": true, "symbol": true, "synonymous": true, "underscores": true, "reflects": true, "shows": true, "symbolizes": true}

// quoteMask marks the tokens inside quotation marks.
func quoteMask(toks []token) []bool {
	m := make([]bool, len(toks))
	in := false
	for i := range toks {
		t := &toks[i]
		if t.quote {
			switch t.lw {
			case "“", "«":
				in = true
			case "”", "»":
				in = false
			default:
				in = !in
			}
			continue
		}
		m[i] = in
	}
	return m
}

// negated reports a negation in the clause before h ("did not", "no one
// was"), or right after a passive auxiliary ("were not killed").
func (x *extractor) negated(h *hit) bool {
	toks := x.toks
	for i := h.a - 1; i >= 0 && i >= h.a-5; i-- {
		if boundary(&toks[i]) {
			return false
		}
		for j := range x.hits {
			g := &x.hits[j]
			if g.a != i {
				continue
			}
			if g.c == cNegation {
				return true
			}
			if g.c != cNone && g.c < cNumCues && g != h {
				// "did not disperse the march": the negation is the
				// nearer trigger's
				return false
			}
		}
	}
	return false
}

var annoucedCues = map[cue]bool{cBorder: true, cDiplomatic: true, cCurfew: true, cGroupChange: true, cAgreement: true, cHQ: true, cAidBlock: true}

// modal reports a modal or intention in the clause before h: "will",
// "planned to", "threatened to". An intention with "to" governs its whole
// infinitive ("threatening to strike the two villages with rockets").
// Under "announced" or "ordered", the announcement of a closure or a
// deployment is the event.
func (x *extractor) modal(h *hit) bool {
	if x.scheduledAfter(h) || x.anyDeed(h) {
		return true
	}
	toks := x.toks
	for i := h.a - 1; i >= 0; i-- {
		if boundary(&toks[i]) {
			return false
		}
		if h.a-i > 10 && !fearWord(toks[i].lw) {
			continue
		}
		for j := range x.hits {
			g := &x.hits[j]
			if g.c != cModal || g.a != i {
				continue
			}
			if h.a-i > 6 && toks[g.b-1].lw != "to" && (g.b >= len(toks) || toks[g.b].lw != "to") && !fearWord(toks[i].lw) {
				continue
			}
			if (toks[i].lw == "may" || toks[i].lw == "march") && toks[i].cap {
				continue
			}
			if annoucedCues[h.c] {
				for k := range x.hits {
					if x.hits[k].c == cAnnounce && x.hits[k].a < i {
						return false
					}
				}
			}
			return true
		}
	}
	return false
}

// anyDeed reports a deed named with "any", right before it or before one
// word of its kind: "reprisals for any military strike on Syria", "any
// attack on civilians is a crime" — a deed supposed, not one told.
func (x *extractor) anyDeed(h *hit) bool {
	toks := x.toks
	return h.a >= 1 && toks[h.a-1].lw == "any" || h.a >= 2 && toks[h.a-2].lw == "any" && toks[h.a-1].word && !toks[h.a-1].cap
}

// fearWord reports a word of fear or worry: what is feared is not what
// happened, however long the clause it governs ("She had feared her sons
// would be arrested or forced to join the forces and fight once troops
// moved into the town").
func fearWord(w string) bool {
	switch w {
	case "fear", "fears", "feared", "fearing", "concerns", "worries", "worried":
		return true
	}
	return false
}

// reportedQuotes clears from the mask m a quotation that reports a dated
// deed and is attributed by a verb of saying: `"On Tuesday 25 people were
// killed in air strikes on the town" the Observatory said`. A monitor's
// or an official's words of what happened on a day are its report, coded
// as the wires' reported speech is; a quote with no day ("We will crush
// them", "this is a massacre") stays the speaker's view.
func (x *extractor) reportedQuotes(m []bool) {
	toks := x.toks
	for a := 0; a < len(toks); {
		if !m[a] {
			a++
			continue
		}
		b := a
		for b < len(toks) && (m[b] || toks[b].quote && b+1 < len(toks) && m[b+1]) {
			b++
		}
		if (x.dayAmong(a, b) || b+1 < len(toks) && x.dayAmong(b, min(b+4, len(toks)))) && x.attributedAfter(b) && x.toldInQuote(a, b) {
			for k := a; k < b; k++ {
				m[k] = false
			}
		}
		a = b
	}
}

// toldInQuote reports a quotation among tokens [a, b) that tells what
// happened: a past verb or auxiliary, and no first person ("I would call
// on everyone to picket the embassy today" is the speaker's wish; "US"
// in capitals is a country).
func (x *extractor) toldInQuote(a, b int) bool {
	told := false
	for k := a; k < b; k++ {
		switch w := x.toks[k].lw; {
		case w == "i" || w == "we" || w == "our" || w == "my":
			return false
		case w == "us" && x.in.Text[x.toks[k].s:x.toks[k].e] != "US":
			return false // "the US assessment" is the United States
		case w == "was" || w == "were" || w == "had" || len(w) > 4 && strings.HasSuffix(w, "ed") && !x.toks[k].cap:
			told = true
		}
	}
	return told
}

// dayAmong reports a time expression of a day that starts among tokens
// [a, b).
func (x *extractor) dayAmong(a, b int) bool {
	lo, hi := x.toks[a].s, x.toks[b-1].e
	for _, t := range x.in.TimeExprs {
		if t.Span.Start >= lo && t.Span.Start < hi && t.Granularity == "day" {
			return true
		}
	}
	return false
}

// attributedAfter reports a verb of saying after the quotation that ends
// before token b, before any other quotation: `" the Syrian Observatory
// said`.
func (x *extractor) attributedAfter(b int) bool {
	for k := b; k < len(x.toks); k++ {
		if x.toks[k].quote && k > b {
			return false
		}
		if saidBefore[x.toks[k].lw] {
			return true
		}
	}
	return false
}
