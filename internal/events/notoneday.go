package events

// Sentences that tell a side or a sum rather than a deed of one day
// (docs/events-syria.md, "Thirtieth pass").

// fightingAlongside drops a fight told as an alliance, or against a
// thing (fightAgainstThings): "The rebels are
// fighting alongside the Nusra Front", "Kurdish units fighting alongside
// US forces". Whom a side fights beside is what the side is, not a battle;
// a battle in the same sentence ("… clashed with IS on Monday") is coded
// from its own verb.
func (x *extractor) fightingAlongside() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cClash || h.b >= len(toks) {
			continue
		}
		if x.fightAgainstThings(h) || allianceWords[toks[h.b].lw] || toks[h.b].lw == "side" && h.b+2 < len(toks) && toks[h.b+1].lw == "by" && toks[h.b+2].lw == "side" {
			h.c = cNone
		}
	}
}

// agreementLeftOut drops an agreement a side is left out of or kept in:
// "the Nusra Front which was excluded from a February ceasefire", "groups
// exempt from the truce". The agreement describes the side; it is not
// reached in the sentence.
func (x *extractor) agreementLeftOut() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cAgreement {
			continue
		}
		for k := h.a - 1; k >= 1 && k >= h.a-5; k-- {
			if toks[k].lw == "from" && exclusionWords[toks[k-1].lw] {
				h.c = cNone
				break
			}
			if !toks[k].word {
				break
			}
		}
	}
}

// fightAgainstThings reports a fight whose foe is a thing, not a side:
// "Firefighters battled to extinguish the flames", "doctors fighting the
// cholera outbreak". Within the three words after the verb.
func (x *extractor) fightAgainstThings(h *hit) bool {
	for k := h.b; k < len(x.toks) && k <= h.b+3; k++ {
		if thingsFought[x.toks[k].lw] {
			return true
		}
	}
	return false
}
