package events

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// The kind of a demonstration follows who does what in it: the codebook's
// violent demonstration is a demonstration whose own people engage in
// violence or vandalism; force used on them is an intervention. These rules
// read the deed's doer, in the sentence or in the demonstration told just
// before in the block.

// countryOfProtest reports a later sentence of a demonstration whose only
// place is the country named as whose forces met it: "Protesters rallied
// in Osorno. Demonstrators and police forces of Chile clashed." The
// country says whose police they were, not where: it is no other place,
// and the clash is the demonstration's. A country named as a place
// ("security forces on Venezuela's borders") stays one.
func (x *extractor) countryOfProtest(prev, e *storyline.Event) bool {
	if prev.EventType != storyline.EventProtests && prev.EventType != storyline.EventRiots {
		return false
	}
	if e.Place.Kind != "country" || e.Place.Country == "" || e.Place.Country != prev.Place.Country {
		return false
	}
	w := x.wordBefore(e.LocationSpan.Start, 2)
	return len(w) == 2 && w[0] == "of" && (stateForceWords[w[1]] || w[1] == "forces")
}

// demonstratorsViolence codes the violence or vandalism of demonstrators
// as a violent demonstration: "Demonstrators attacked a teacher", "the
// group destroyed a statue" or "a police station was attacked with rocks"
// right after a demonstration in the block. The doer is the demonstrators
// when they are the deed's subject, or when the demonstration was told just
// before and the deed names no other doer ("the group", "they", a passive
// without an agent). A deed whose subject is the police or armed men, or
// whose victims are the demonstrators, stays theirs. A clash of the
// demonstrators with the police makes the demonstration violent even when
// the police disperse it: "The group clashed against police forces when
// they attempted to disperse it".
func (x *extractor) demonstratorsViolence(si *sentInfo, evs []coded) {
	prev := x.prevEvent()
	after := prev != nil && prev.NonEvent == "" && (prev.EventType == storyline.EventProtests || prev.SubEventType == storyline.SubViolentDemonstration)
	for i := range evs {
		e := &evs[i]
		switch e.sub {
		case storyline.SubPeacefulProtest, storyline.SubProtestIntervention:
		case storyline.SubAttack, storyline.SubLootingDestruction, storyline.SubMobViolence:
			if !after || e.trig < 0 || x.hits[e.trig].c == cMob {
				continue // a lynching is a mob's whatever came before
			}
		default:
			continue
		}
		if x.demonstratorsDeed(si, after || si.has(cProtest)) || e.sub == storyline.SubProtestIntervention && x.demonstratorsClash(si) {
			e.typ, e.sub = storyline.EventRiots, storyline.SubViolentDemonstration
		}
	}
}

// demonstratorsDeed reports a deed of violence or vandalism in the
// sentence done by the demonstrators: their subject ("Demonstrators
// attacked a teacher"), or, when anaphoric (a demonstration is told),
// "the group" or "they", or a passive told with no doer ("a police station
// was attacked with rocks", "objects were burnt"; an attack so told only
// on property: "a prisoner was stabbed" is a victim's). A deed told as a noun
// ("the attack", "reject the attacks") is a topic, not a deed; one told in
// the perfect ("businesses have been robbed") is what the demonstrators
// complain of; one with armed men or the police named before it is theirs.
func (x *extractor) demonstratorsDeed(si *sentInfo, anaphoric bool) bool {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		switch h.c {
		case cAttack, cDestroy, cLoot:
		default:
			continue
		}
		if i < len(si.status) && si.status[i] != stOK || h.a > 0 && deedAsNoun[toks[h.a-1].lw] {
			continue
		}
		switch x.doerOf(h, anaphoric) {
		case aProtesters, aRioters:
			return true
		case aNone:
			if anaphoric && x.passiveAt(h.a) && !x.perfectPassive(h.a) && !x.armedBefore(h.a) && (h.c != cAttack || x.propertyAttacked(h.a)) {
				return true
			}
		}
	}
	return false
}

// doerOf is the kind of who does the deed of hit h: the agent of a passive
// ("was attacked by rioters"), else the actor nearest before it in its
// clause, else, when anaphoric, the demonstrators' anaphors ("the group",
// "they"). Another trigger between them ends the look-back: the actor
// before it is that deed's ("Police dispersed the group and destroyed
// their tents"). A passive's subject is its victim: "protesters were
// beaten" has no doer named (aCivilians stands for a victim named, so that
// the deed is not the demonstrators'). An actor word owning a thing ("a
// police station was attacked") names no one, and an actor right after
// another verb is its object ("Police pushed protesters, and fired
// shots": the look-back goes on to the police). aNone: no doer named.
func (x *extractor) doerOf(h *hit, anaphoric bool) actorKind {
	for _, a := range x.actors {
		if a.agent && a.a > h.b && a.a <= h.b+2 && x.toks[a.a-1].lw == "by" {
			return a.kind
		}
	}
	passive := x.passiveAt(h.a)
	toks := x.toks
	for k := h.a - 1; k >= 0; k-- {
		if boundary(&toks[k]) && toks[k].lw != "," {
			break
		}
		for _, a := range x.actors {
			if a.b-1 == k && !a.agent && (a.b >= len(toks) || !ownedThings[toks[a.b].lw]) && !x.objectOfVerb(h, a) {
				if passive {
					return aCivilians // the victims: "protesters were beaten"
				}
				return a.kind
			}
		}
		if !passive && anaphoric && demonstratorAnaphors[toks[k].lw] {
			// "they", "the group" as a subject, not an object ("dispersed
			// the group")
			if toks[k].lw == "they" || k > 0 && toks[k-1].lw == "the" && (k < 2 || !x.otherTriggerAt(h, k-2)) {
				return aProtesters
			}
		}
		if x.otherTriggerAt(h, k) {
			break
		}
	}
	return aNone
}

// otherTriggerAt reports a token of a trigger other than h at token k.
func (x *extractor) otherTriggerAt(h *hit, k int) bool {
	for i := range x.hits {
		g := &x.hits[i]
		if g != h && g.c != cNone && g.c < cNumCues && g.a <= k && k < g.b {
			return true
		}
	}
	return false
}

// perfectPassive reports a passive in the perfect at token a: "have been
// robbed", "had been attacked".
func (x *extractor) perfectPassive(a int) bool {
	for k := a - 1; k >= 1 && k >= a-3; k-- {
		if x.toks[k].lw == "been" {
			switch x.toks[k-1].lw {
			case "have", "has", "had":
				return true
			}
		}
	}
	return false
}

// armedBefore reports police, soldiers or armed men named before token a,
// or after "from" ("impacted with bullets from the police").
func (x *extractor) armedBefore(a int) bool {
	for _, ac := range x.actors {
		if !ac.kind.armed() || ac.b < len(x.toks) && ownedThings[x.toks[ac.b].lw] {
			continue
		}
		if ac.a < a || ac.a > 0 && x.toks[ac.a-1].lw == "from" || ac.a > 1 && x.toks[ac.a-2].lw == "from" {
			return true
		}
	}
	return false
}

// propertyAttacked reports a passive attack at token a whose subject is
// property: "a police station was attacked", "the bus was attacked".
func (x *extractor) propertyAttacked(a int) bool {
	k := a - 1
	for k >= 0 && (x.passiveAt(k+1) && (x.toks[k].lw == "was" || x.toks[k].lw == "were" || x.toks[k].lw == "been" || strings.HasSuffix(x.toks[k].lw, "ly"))) {
		k--
	}
	return k >= 0 && (ownedThings[x.toks[k].lw] || propertyTargets[x.toks[k].lw])
}

// objectOfVerb reports the actor a as the object of a verb right before
// it, other than h: another trigger, or a past tense ("pushed
// protesters"), not an adjective opening the phrase ("Masked
// demonstrators", "the hooded rioters").
func (x *extractor) objectOfVerb(h *hit, a actorHit) bool {
	k := a.a - 1
	for k >= 0 && objectDeterminers[x.toks[k].lw] {
		k--
	}
	if k < 0 || k < a.a-1 && x.toks[k].lw == "of" {
		return false
	}
	if x.otherTriggerAt(h, k) {
		return true
	}
	w := x.toks[k].lw
	return k > 0 && strings.HasSuffix(w, "ed") && !actorAdjectives[w] && !deedAsNoun[x.toks[k-1].lw]
}

// demonstratorsClash reports a clash in the sentence between the
// demonstrators (named, or "the group") and the police or the army, with
// no armed group among them: "Police forces and demonstrators clashed".
func (x *extractor) demonstratorsClash(si *sentInfo) bool {
	if !si.has(cClash) {
		return false
	}
	demonstrators, forces := false, false
	for _, a := range x.actors {
		switch {
		case a.kind == aProtesters || a.kind == aRioters:
			demonstrators = true
		case a.kind.state():
			forces = true
		case a.kind.armed():
			return false
		}
	}
	for k := 1; k < len(x.toks); k++ {
		demonstrators = demonstrators || demonstratorAnaphors[x.toks[k].lw] && x.toks[k-1].lw == "the"
	}
	return demonstrators && forces
}
