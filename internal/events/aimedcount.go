package events

// aimedCount reports a count starting at token a that is the object of a
// deed told as an aim, not as done: "hoped to kill hundreds", "threatened
// to kill 50 employees", "planned to shoot dozens of people", "enough
// explosives to kill thousands". An infinitive under a wish, a plan, a
// threat or an attempt (the modals with "to" of the lexicon) reports what
// someone meant to do; its count is no event's dead or wounded, whichever
// trigger of the sentence the event is coded from ("had planned the
// attack and hoped to kill hundreds": the attack took place, the hundreds
// did not die). A deed done stays: "went on to kill 4 students",
// "killed 3 shoppers".
func (x *extractor) aimedCount(a int) bool {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c == cNone || h.c >= cNumCues || h.b > a || a-h.b > 3 || h.a < 2 || toks[h.a-1].lw != "to" {
			continue
		}
		switch h.c {
		case cKill, cKillWeak, cInjure, cAttack:
		default:
			continue
		}
		// only the count's qualifiers between: "to kill as many as 20",
		// "to kill at least 10"; a count after other words ("to attack
		// Efrin fighters dozens of terrorists killed") may be another
		// clause's subject
		object := true
		for k := h.b; k < a; k++ {
			if w := toks[k].lw; !countQualifiers[w] && w != "as" && w != "many" {
				object = false
				break
			}
		}
		if !object {
			continue
		}
		if x.enoughBefore(h.a-1) || x.modal(h) {
			return true
		}
	}
	return false
}

// enoughBefore reports "enough" in the clause a few words before token to
// ("enough explosives in the garage to kill"): a means sufficient for a
// deed, not the deed.
func (x *extractor) enoughBefore(to int) bool {
	for k := to - 1; k >= 0 && k >= to-6 && !boundary(&x.toks[k]); k-- {
		if x.toks[k].lw == "enough" {
			return true
		}
	}
	return false
}
