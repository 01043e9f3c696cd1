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

// reportsTally drops the deeds of a perfect count a written report sums
// up: "Some 50 civilians in Syria have been killed in airstrikes by the
// coalition, a report from the UN Secretary General says". A report (one;
// "reports" is the wires' word for news) adds up the months it covers;
// with no day and no place finer than a country in the deed's clause, the
// count is its tally, not one strike. "At least 12 people have been killed
// in air strikes on the market of Aleppo, a report said" names its place
// and stays.
func (x *extractor) reportsTally() {
	if !x.writtenReport() {
		return
	}
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if !meansCue(h.c) && h.c != cKill || !(h.a > 0 && x.perfectDeed(h.a) || x.perfectOfSubject(h.b)) {
			continue // the dead of strikes and bombs, not the abducted
		}
		start, end := x.clauseStart(h.a, 12), x.habitEnd(h.a)
		if x.timeAmong(start, end) || x.finePlaceAmong(toks[start].s, toks[end-1].e) {
			continue
		}
		h.c = cNone
	}
}

// finePlaceAmong reports a place finer than a country between offsets lo
// and hi.
func (x *extractor) finePlaceAmong(lo, hi int) bool {
	for _, p := range x.places {
		if p.place != nil && p.place.Kind != "country" && p.span.Start >= lo && p.span.End <= hi {
			return true
		}
	}
	return false
}

// writtenReport reports a written report as a source of the sentence: "a
// report from the UN says", "according to a new report", "the report
// released on Tuesday found".
func (x *extractor) writtenReport() bool {
	toks := x.toks
	for k := 1; k < len(toks); k++ {
		if toks[k].lw != "report" || !reportDeterminers[toks[k-1].lw] {
			continue
		}
		if k >= 3 && toks[k-2].lw == "to" && toks[k-3].lw == "according" {
			return true
		}
		for j := k + 1; j < len(toks) && j <= k+6 && toks[j].word; j++ {
			if reportSourceVerbs[toks[j].lw] {
				return true
			}
		}
	}
	return false
}
