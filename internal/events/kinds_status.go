package events

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
	if x.scheduledAfter(h) {
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
