package events

import "strings"

// Agreements named but not reached: an agreement told as the setting of
// something else, as a lasting state, or as an aim (docs/events-syria.md,
// "Fourteenth pass"). The codebook's agreement is the day one is reached or
// comes into force.

// agreementNouns name an agreement, as opposed to the verbs of reaching one.
var agreementNouns = map[string]bool{
	"agreement": true, "agreements": true, "ceasefire": true, "truce": true, "deal": true, "accord": true,
	"pact": true, "reconciliation": true, "negotiations": true, "negotiation": true, "talks": true,
	"fire": true, // the end of "cease - fire": only an agreement's hit is asked
}

// agreementNoun reports a word that names an agreement: "truce",
// "talks", "negotiations".
func agreementNoun(w string) bool {
	return agreementNouns[w] || strings.HasPrefix(w, "negotiat")
}

// notAgreements drops an agreement named as the setting of something else
// rather than reached: its violations ("accusations of truce violations",
// "blamed each other for ceasefire violations", "despite a ceasefire"), a
// delay in it, one side blamed for breaking it ("blamed their foes for
// breaking the ceasefire"), or its failure ("the negotiations failed to bear fruit",
// "talks hit deadlock", "walked out of negotiations").
func (x *extractor) notAgreements() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cAgreement || !agreementNoun(toks[h.b-1].lw) {
			continue
		}
		for k := h.b; k < len(toks) && k <= h.b+2; k++ {
			switch toks[k].lw {
			case "violation", "violations", "breach", "breaches", "failed", "collapsed", "stalled", "faltered", "foundered",
				"deadlock", "deadlocked", "impasse", "stalemate", "suspended":
				h.c = cNone
			}
		}
		// six words back: "after the collapse of a short-lived truce"
		for k := max(0, h.a-6); k < h.a; k++ {
			switch toks[k].lw {
			case "violation", "violations", "violating", "violated", "violate", "breach", "breaching", "breaking", "broke", "broken", "despite", "delay", "collapse", "terms",
				// "walked out of negotiations", "quit the talks"
				"walked", "walkout", "quit", "boycotted", "boycotting", "abandoned", "suspended", "breached":
				h.c = cNone
			}
		}
	}
}

// agreementDescribed drops an agreement told as a standing thing, the
// setting of something else, or an aim, not as reached:
//   - a present tense or a state right after its noun: "The agreement is
//     regularly violated", "The talks are sponsored by …", "The truce
//     appeared largely to be holding" (what the agreement is, not the day
//     it was made);
//   - its noun after a preposition of setting ("a zone under an agreement
//     between the three powers", "its commitments towards the agreement")
//     or after a noun of chance or role and "of"/"for" ("the chances of a
//     truce", "a guarantor of the agreement");
//   - its noun as the object of an infinitive of making ("struggling to
//     broker a ceasefire", "efforts to reach a deal"), unless the verb
//     before "to" tells it done ("managed to reach a truce");
//   - "agreed under": a participle describing a noun ("a zone agreed under
//     a deal last year");
//   - no verb of its making near its noun (agreementMade).
//
// "The two sides agreed a truce on Monday" and "a truce came into force"
// stay.
func (x *extractor) agreementDescribed() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cAgreement {
			continue
		}
		last := toks[h.b-1].lw
		if last == "agreed" && h.b < len(toks) && toks[h.b].lw == "under" || x.agreedParticiple(h) || x.agreedToDescribing(h) || x.agreeAsAim(h) || x.agreementCalledFor(h.a) || x.agreedToConfer(h) || x.asAgreed(h) {
			h.c = cNone
			continue
		}
		if !agreementNoun(last) {
			continue
		}
		if x.agreementAsState(h.b) || x.agreementAsSetting(h.a) || x.agreementObserved(h.a) || x.economicAgreement(h.a, h.b-1) || !x.agreementMade(h) {
			h.c = cNone
		}
	}
}

// agreementAsState reports a present tense or a state verb right after an
// agreement's noun ending before token b.
func (x *extractor) agreementAsState(b int) bool {
	toks := x.toks
	k := b
	if k < len(toks) && subjectAdverbs[toks[k].lw] {
		k++
	}
	if k < len(toks) && (toks[k].lw == "is" || toks[k].lw == "are" || toks[k].lw == "does" || toks[k].lw == "do") {
		return true // "the truce does not include the areas": what it is
	}
	if k+1 < len(toks) && toks[k].lw == "in" && inForceWords[toks[k+1].lw] {
		return true // "a truce in force since Monday": a state ("came into force" stays)
	}
	for k := b; k < len(toks) && k <= b+4; k++ {
		if boundary(&toks[k]) {
			break
		}
		if agreementStates[toks[k].lw] {
			return true
		}
	}
	return false
}

// agreementAsSetting reports an agreement's noun starting at token a told
// after a preposition of setting, a noun of chance or role, a party to it,
// or an
// infinitive of making (up to six words back, within its clause).
func (x *extractor) agreementAsSetting(a int) bool {
	toks := x.toks
	for k := a - 1; k >= 0 && k >= a-6; k-- {
		w := toks[k].lw
		if boundary(&toks[k]) {
			return false
		}
		switch {
		case settingPrepositions[w]:
			return true
		case (w == "of" || w == "for") && k > 0 && agreementRoles[toks[k-1].lw]:
			return true
		case w == "to" && k > 0 && agreementParties[toks[k-1].lw]:
			// "HTS is not party to the de-escalation agreement", "the
			// signatories to the truce": who is bound, not a deal made
			return true
		case makingVerbs[w] && k > 1 && toks[k-1].lw == "to" && !succeeded(toks[k-2].lw):
			return true
		}
	}
	return false
}

// agreementObserved reports an agreement's noun starting at token a after
// a participle of keeping it ("military figures observing this truce",
// "respecting the ceasefire"), a determiner between: a state, not a deal
// made.
func (x *extractor) agreementObserved(a int) bool {
	toks := x.toks
	k := a - 1
	if k >= 0 && determiner(toks[k].lw) {
		k--
	}
	return k >= 0 && keepingParticiples[toks[k].lw]
}

// agreedParticiple reports "agreed" describing the noun before it, a
// complement of a copula or a share ("is one of four zones agreed at the
// May talks", "the areas were among those agreed under the deal"): the
// participle says what the noun is, not that anything was agreed. "The
// two sides agreed at the talks to …" (a subject before it) stays.
func (x *extractor) agreedParticiple(h *hit) bool {
	toks := x.toks
	a := h.a
	if toks[h.b-1].lw != "agreed" || h.b-h.a != 1 || a < 2 || h.b >= len(toks) || !agreedPlaces[toks[h.b].lw] {
		return false
	}
	if p := toks[a-1]; !p.word || p.cap || !plural(p.lw) {
		return false
	}
	for k := a - 2; k >= 0 && k >= a-6; k-- {
		if boundary(&toks[k]) {
			return false
		}
		if copulas[toks[k].lw] || toks[k].lw == "of" && k+1 < a-1 && (isCount(toks[k+1].lw) || toks[k+1].lw == "those") {
			return true
		}
	}
	return false
}

// agreedToDescribing reports "agreed to" or "agreed upon" as a participle
// describing the noun before it, the place or time of the agreement
// after: "The de-escalation zones agreed to in Astana have reduced the
// violence" tells what the zones are, not an agreement made. A subject's
// verb ("Russia and Turkey agreed to …") has a name or a pronoun before
// it, not a common noun.
func (x *extractor) agreedToDescribing(h *hit) bool {
	toks := x.toks
	a, b := h.a, h.b
	if toks[b-1].lw != "agreed" || b-a != 1 || a < 1 || b+1 >= len(toks) {
		return false
	}
	if w := toks[b].lw; w != "to" && w != "upon" && w != "on" {
		return false
	}
	switch toks[b+1].lw {
	case "in", "at", "during", "under", "by", "last", "earlier":
	default:
		return false
	}
	p := toks[a-1]
	return p.word && !p.cap && plural(p.lw)
}

// agreeAsAim reports "to agree" after a verb that does not tell it done
// ("had been meeting to agree on the details", "failed to agree"): an
// aim, not an agreement reached. "managed to agree" stays.
func (x *extractor) agreeAsAim(h *hit) bool {
	toks := x.toks
	if toks[h.a].lw != "agree" || h.a < 2 || toks[h.a-1].lw != "to" {
		return false
	}
	return !succeeded(toks[h.a-2].lw)
}

// agreedToConfer reports "agreed" followed by talk or cooperation to come:
// "agreed to consult about potential responses", "both sides agreed on
// coordinating political standpoints" — a promise of talks between
// governments, not the deal, truce or exchange the codebook's agreement
// is. "agreed to a ceasefire", "agreed to exchange prisoners" stay.
func (x *extractor) agreedToConfer(h *hit) bool {
	toks := x.toks
	k := h.b
	switch toks[h.b-1].lw {
	case "agreed", "agree", "agrees":
	default:
		return false
	}
	if k+1 >= len(toks) || toks[k].lw != "to" && toks[k].lw != "on" {
		return false
	}
	return conferWords[toks[k+1].lw]
}

// asAgreed reports "agreed" in a comparison with what was agreed before:
// "fewer fighters had left the villages than was agreed", "as had been
// agreed" — a deal referred to, not one reached.
func (x *extractor) asAgreed(h *hit) bool {
	toks := x.toks
	if toks[h.a].lw != "agreed" {
		return false
	}
	k := h.a - 1
	for k >= 0 && (toks[k].lw == "was" || toks[k].lw == "had" || toks[k].lw == "been" || toks[k].lw == "is" || toks[k].lw == "previously" || toks[k].lw == "originally") {
		k--
	}
	return k >= 0 && k < h.a && (toks[k].lw == "than" || toks[k].lw == "as")
}

// conferWords, after "agreed to" or "agreed on", name talks or
// cooperation to come.
var conferWords = wordSet("consult", "discuss", "meet", "talk", "hold", "continue", "coordinate", "coordinating", "cooperate",
	"cooperating", "cooperation", "work", "working", "strengthen", "strengthening", "study", "consider", "keep", "stay")

// agreementCalledFor reports an agreement's noun starting at token a as
// the object of a call or a need, up to ten words back within its clause
// ("a draft resolution calling for the imposition of a seven-day
// cease-fire", "stressed the urgent need for the resumption of
// negotiations"): an agreement wanted, not reached.
func (x *extractor) agreementCalledFor(a int) bool {
	toks := x.toks
	for k := a - 1; k >= 1 && k >= a-10; k-- {
		if boundary(&toks[k]) {
			return false
		}
		if toks[k].lw == "for" && callNouns[toks[k-1].lw] {
			return true
		}
	}
	return false
}

// agreementMade reports an agreement's noun told with a verb of its making
// in its sentence, within ten words before it or sixteen after. News names
// truces and talks far more often than it reports one made ("Nusra Front
// has used a March ceasefire to recruit thousands", "A truce between the
// regime and local representatives had kept the town calm", "the
// neighbourhoods are covered by a truce with the regime"); the codebook's
// agreement is the day one is reached, signed, announced or comes into
// force ("a ceasefire brokered by Russia took effect", "the regime
// announced a ceasefire", "three towns joined the cessation of hostilities
// agreement"), or talks are held ("is in Tehran for talks with Iran's
// leadership on … the nuclear agreement"). Verbs of agreeing are hits of
// their own and stay.
func (x *extractor) agreementMade(h *hit) bool {
	// sixteen words on: the noun's own phrase may be long before its
	// verb ("The cease-fire agreement between government and rebel
	// forces in Syria's civil war is set to take effect tomorrow")
	for k := max(0, h.a-10); k < min(len(x.toks), h.b+16); k++ {
		if agreementMadeVerbs[x.toks[k].lw] {
			return true
		}
	}
	return false
}

// economicAgreement reports an agreement's noun at token n, in a hit
// starting at token a, named by what it trades: a word of commerce between
// them or within the three words before the hit ("a new Iranian credit
// line agreement", "signed a trade deal", "an oil pact"). The codebook's
// agreements end or pause fighting; a state's commerce is none.
func (x *extractor) economicAgreement(a, n int) bool {
	for k := n - 1; k >= 0 && k >= a-3; k-- {
		if economicWords[x.toks[k].lw] {
			return true
		}
		if !x.toks[k].word {
			return false
		}
	}
	return false
}
