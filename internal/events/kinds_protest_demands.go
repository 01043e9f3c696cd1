package events

import "github.com/storyline-news/storyline"

// What a demonstration asks for, and what a measure permits, are not
// deeds done: "the group demands a curfew", "calling for tougher penalties
// for attacks on drivers", "a state of emergency allowing the army to
// intervene in the demonstrations".

// demandedThings drops a curfew, a lockdown, or a deed named as a noun
// ("attacks", "the looting") that is the object of a demand earlier in its
// clause: "The group demands the reinforcement of curfew measures",
// "demanded tougher penalties for people involved in attacks against truck
// drivers". What the demonstrators ask for did not happen there; told as
// an event of its own it would split the demonstration from what followed
// it.
func (x *extractor) demandedThings() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		switch h.c {
		case cCurfew:
		case cAttack, cKill, cLoot, cDestroy:
			if h.a == 0 || !deedAsNoun[toks[h.a-1].lw] && !nounPrepositions[toks[h.a-1].lw] {
				continue // a verb: "demanded water and attacked the office"
			}
		default:
			continue
		}
		for k := h.a - 1; k >= 0; k-- {
			if boundary(&toks[k]) {
				break
			}
			if demandWords[toks[k].lw] {
				h.c = cNone
				break
			}
		}
	}
}

// permittedDeeds drops the deeds of an infinitive after a verb of
// permission: "declared a state of emergency, allowing the military to
// intervene in the demonstrations" permits an intervention, and names the
// demonstrations it would meet; the sentence's deed is the declaration.
// The clause runs from the permission word to the end of its sentence or
// its clause (a comma, a semicolon, a stop the sentence splitter missed).
// Only a demonstration's words are dropped: "allow inspectors to
// investigate the chemical attack" names an attack told elsewhere, which
// the sentence still refers to.
func (x *extractor) permittedDeeds() {
	toks := x.toks
	for i := range toks {
		if !permissionWords[toks[i].lw] {
			continue
		}
		to := -1
		for k := i + 1; k < len(toks) && k <= i+8; k++ {
			if toks[k].lw == "to" {
				to = k
				break
			}
			if boundary(&toks[k]) {
				break
			}
		}
		if to < 0 {
			continue
		}
		end := len(toks)
		for k := to + 1; k < len(toks); k++ {
			if toks[k].lw == ";" || toks[k].lw == "," || toks[k].lw == "." || toks[k].lw == "but" {
				end = k
				break
			}
		}
		for k := range x.hits {
			if h := &x.hits[k]; h.a > to && h.a < end && demonstrationCue(h.c) {
				h.c = cNone
			}
		}
	}
}

// measureImposed codes a curfew, a state of emergency or a lockdown
// declared, imposed or extended as a change to the state's activity, as
// the codebook's change to group/activity does for the authorities'
// measures against a wave of demonstrations ("the government declared a
// state of emergency in the region", "a curfew was imposed"). A measure
// lifted or ended ("announced the end of the curfew") is no new activity,
// and stays other; so does one told as the setting of another deed
// ("during the lockdown", "to enforce the curfew", "in violation of the
// curfew").
func (x *extractor) measureImposed(evs []coded) {
	for i := range evs {
		e := &evs[i]
		if e.sub != storyline.SubOther || len(e.tags) == 0 || e.tags[len(e.tags)-1] != "curfew" {
			continue
		}
		ended := false
		for k := range x.toks {
			ended = ended || measureEndWords[x.toks[k].lw]
		}
		if !ended && !x.measureAsSetting(&x.hits[e.trig]) {
			e.sub = storyline.SubChangeToGroup
		}
	}
}

// measureAsSetting reports a measure named as when or against what another
// deed took place, a few words before it: "during the lockdown", "amid a
// curfew", "to enforce lockdown measures".
func (x *extractor) measureAsSetting(h *hit) bool {
	for k := h.a - 1; k >= 0 && k >= h.a-4; k-- {
		if measureSettings[x.toks[k].lw] {
			return true
		}
	}
	return false
}

// burnedAsDescription drops a participle of burning or damage that
// describes a thing shown or named ("displayed burned vehicles", "the
// torched cars"): right after a determiner or a verb of showing, and
// right before its noun, it tells what the thing is, not what was done
// there.
func (x *extractor) burnedAsDescription() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cRiotAct && h.c != cDestroy || h.a == 0 || h.b-h.a != 2 || !burnedParticiples[toks[h.a].lw] {
			continue
		}
		if deedAsNoun[toks[h.a-1].lw] || showingVerbs[toks[h.a-1].lw] {
			h.c = cNone
		}
	}
}

// demonstrationCue reports the cues of a demonstration and the force used
// on it.
func demonstrationCue(c cue) bool {
	switch c {
	case cProtest, cProtestWeak, cRiotAct, cIntervention, cLethalForce:
		return true
	}
	return false
}
