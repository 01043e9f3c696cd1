package events

import "strings"

// Plans, schedules and aims: triggers that name what is meant to happen,
// not what happened; and deeds that describe a thing (docs/events.md,
// "Only what happened").

// scheduledAfter reports a trigger that is the subject of a schedule:
// "peace negotiations are due to begin", "the offensive is set to resume",
// "talks are scheduled for Monday", "a vigil will be held Saturday". A modal before a trigger is read by
// modal; these come after it.
func (x *extractor) scheduledAfter(h *hit) bool {
	toks := x.toks
	k := h.b
	if k >= len(toks) {
		return false
	}
	if k+1 < len(toks) && conditionalWords[toks[k].lw] && toks[k+1].lw == "be" {
		switch h.c {
		case cOvertake, cRegain, cArrest, cTransfer:
			// "Its capture would be a strategic prize": a taking
			// weighed, not done
			return true
		}
	}
	switch toks[k].lw {
	case "is", "are", "was", "were":
		k++
	case "will", "shall":
		// "a candlelight vigil will be held at the home Saturday", "the
		// march will take place on Friday": a gathering announced
		return k+1 < len(toks) && (toks[k+1].lw == "be" || toks[k+1].lw == "take")
	default:
		return false
	}
	if k < len(toks) && (toks[k].lw == "now" || toks[k].lw == "also" || toks[k].lw == "still") {
		k++
	}
	if k+1 >= len(toks) {
		return false
	}
	switch toks[k].lw {
	case "due", "set", "scheduled", "slated", "planned", "expected":
		return toks[k+1].lw == "to" || toks[k+1].lw == "for"
	}
	return false
}

// dropAims drops a territorial change or a fight named as an aim, not a
// deed. "launched an assault to recapture the east", "an offensive to
// retake the city", "in a bid to seize the town": the infinitive is what
// the assault is for, and the assault is the event. "a militant fighting
// to unseat the government", "its fight to seize territory", "the fight
// against terrorism": a fight with its purpose describes a side. "managed
// to recapture" and "fighting in the area" stay.
func (x *extractor) dropAims() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		switch h.c {
		case cAttack, cAir, cShell, cIED, cSuicide, cChem:
			// "used this hub to launch attacks on the cities", "to carry
			// out attacks": attacks as an aim, not made
			if x.launchedAsAim(h.a) || x.stoppedAsAim(h.a) {
				h.c = cNone
			}
		case cRegain, cOvertake:
			if h.a >= 2 && toks[h.a-1].lw == "to" && !succeeded(toks[h.a-2].lw) {
				h.c = cNone
			}
		case cProtest:
			// "a local group that supports protest and resistance": a
			// stance, a bare noun after a verb of backing; "backed the
			// protest" tells one
			if h.a >= 1 && endorsingVerbs[toks[h.a-1].lw] || x.marchedCaptives(h) || x.foundedToProtest(h.a) {
				h.c = cNone
			}
		case cGroupChange:
			// "in talks … to form a coalition", "agreed to merge": an
			// alliance aimed at; "began to recruit" is under way
			if h.a >= 2 && toks[h.a-1].lw == "to" && !succeeded(toks[h.a-2].lw) && !begun(toks[h.a-2].lw) || x.purposeGerund(h.a) {
				h.c = cNone
			}
		case cClash:
			w := toks[h.a].lw
			if w != "fight" && w != "fighting" || h.b != h.a+1 || h.b+1 >= len(toks) {
				continue
			}
			next := toks[h.b].lw
			purpose := next == "to" && toks[h.b+1].word && !toks[h.b+1].cap && toks[h.b+1].lw != "the"
			campaign := w == "fight" && (next == "against" || next == "for") && h.a > 0 && determiner(toks[h.a-1].lw)
			// "sent reinforcements to the base on Friday to fight
			// Islamic State": the fight is what the troops were sent
			// for; "managed to fight", "began to fight" tell one
			aim := w == "fight" && h.a >= 2 && toks[h.a-1].lw == "to" && !succeeded(toks[h.a-2].lw) && !begun(toks[h.a-2].lw)
			if purpose || campaign || aim {
				h.c = cNone
			}
		}
	}
}

// succeeded reports a verb before "to" after which the infinitive is done:
// "managed to recapture".
func succeeded(w string) bool {
	switch w {
	case "managed", "succeeded", "able":
		return true
	}
	return false
}

// foundedToProtest reports a protest at token a that a group was founded
// for: "The Stop the War group was co-founded by … to protest against the
// wars in Afghanistan and Iraq" tells why the group exists, not a
// protest held.
func (x *extractor) foundedToProtest(a int) bool {
	toks := x.toks
	if a < 2 || toks[a-1].lw != "to" {
		return false
	}
	for k := a - 2; k >= 0 && k >= a-12 && !boundary(&toks[k]); k-- {
		if foundingVerbs[toks[k].lw] {
			return true
		}
	}
	return false
}

// marchedCaptives reports "marched" with captives as its object, up to
// four words after it: "terrorists marched at least 18 prisoners by a
// wooden box" is no march of protest.
func (x *extractor) marchedCaptives(h *hit) bool {
	toks := x.toks
	if !strings.HasPrefix(toks[h.a].lw, "march") {
		return false
	}
	for k := h.b; k < len(toks) && k <= h.b+4; k++ {
		if captiveNouns[toks[k].lw] {
			return true
		}
	}
	return false
}

var captiveNouns = wordSet("prisoners", "prisoner", "captives", "captive", "hostages", "hostage", "detainees", "detainee")

// endorsingVerbs before a bare noun of protest tell a stance, not a
// protest held.
var endorsingVerbs = wordSet("supports", "support", "supported", "supporting", "backs", "backed", "backing",
	"endorses", "endorsed", "advocates", "advocated", "advocating", "encourages", "encouraged", "encouraging")

// begun reports a verb before "to" after which the infinitive is under
// way: "began to recruit", "continued to deploy".
func begun(w string) bool {
	switch w {
	case "began", "begun", "begin", "begins", "started", "start", "starts", "continued", "continue", "continues", "continuing":
		return true
	}
	return false
}

// determiner reports an article or a possessive before a noun.
func determiner(w string) bool {
	switch w {
	case "the", "a", "an", "its", "their", "his", "her", "our", "this", "that":
		return true
	}
	return false
}

// dropDescriptions drops a deed told in a clause that describes a noun:
// "agreeing how to share the territory they have captured", "the towns
// which it had seized". An object relative clause in a perfect tense (the
// noun after its determiner, "that" or "which" or nothing, a pronoun as
// its subject, then has/have/had) says what the noun is, a state of
// things, not what happened: the sentence's deed is its own verb. "They
// have captured the town" (no noun before it) stays.
func (x *extractor) dropDescriptions() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c == cNone || h.c >= cNumCues || h.a < 4 {
			continue
		}
		k := h.a - 1
		switch toks[k].lw {
		case "has", "have", "had":
		default:
			continue
		}
		k--
		switch toks[k].lw {
		case "they", "it", "he", "she", "we":
		default:
			continue
		}
		k--
		if toks[k].lw == "that" || toks[k].lw == "which" {
			k--
		}
		if k < 1 || !toks[k].word || toks[k].cap || determiner(toks[k].lw) {
			continue
		}
		// the noun's determiner, past up to two modifiers: "the western
		// neighbourhoods it has captured"
		for j := k - 1; j >= 0 && j >= k-3; j-- {
			if determiner(toks[j].lw) {
				h.c = cNone
				break
			}
			if !toks[j].word || toks[j].cap {
				break
			}
		}
	}
}

// launchedAsAim reports "to launch", "to carry out" (and up to two words
// of determiner or adjective) right before token a, the verb before "to"
// not one that tells the deed done ("managed to launch an attack").
func (x *extractor) launchedAsAim(a int) bool {
	toks := x.toks
	for k := a - 1; k >= 1 && k >= a-5; k-- {
		if toks[k-1].lw == "to" && launchVerbs[toks[k].lw] {
			if toks[k].lw == "carry" && (k+1 >= a || toks[k+1].lw != "out") {
				return false
			}
			return k < 2 || !succeeded(toks[k-2].lw)
		}
		if boundary(&toks[k]) {
			return false
		}
	}
	return false
}

// stopVerbs end what follows them: "to stop the attack", "an end to the
// bombing".
var stopVerbs = wordSet("stop", "end", "halt", "prevent", "avert", "cease")

// stoppedAsAim reports an attack named as what is to be stopped, not as
// what happened: "Action must be taken to stop the barbaric attack on the
// civilians in Aleppo", "efforts to end the bombardment", "calls for an
// end to the shelling". The words between are a determiner or adjectives
// (up to three). "failed to stop the attack", "managed to halt the
// assault" tell the attack made and stay.
func (x *extractor) stoppedAsAim(a int) bool {
	toks := x.toks
	for k := a - 1; k >= 1 && k >= a-4; k-- {
		if toks[k-1].lw == "to" && stopVerbs[toks[k].lw] {
			return k < 2 || !succeeded(toks[k-2].lw) && toks[k-2].lw != "failed" && toks[k-2].lw != "unable"
		}
		if toks[k].lw == "to" && (toks[k-1].lw == "end" || toks[k-1].lw == "halt" || toks[k-1].lw == "stop") {
			return true
		}
		if (toks[k].lw == "on" || toks[k].lw == "in") && (toks[k-1].lw == "moratorium" || toks[k-1].lw == "pause" || toks[k-1].lw == "freeze") {
			return true // "a moratorium on Russian air strikes", "a pause in the bombing"
		}
		if boundary(&toks[k]) || !toks[k].word {
			return false
		}
	}
	return false
}

// calledToAct drops a deed that someone is called on to do: "called for
// anti-war campaigners to protest outside the embassy", "urged residents
// to leave". A call made by an official names a deed wished for; none
// took place. The call's own subject is not a social group that would be
// protesting (cProtestWeak's reading of "residents called for").
func (x *extractor) calledToAct() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cProtest || h.a < 3 || toks[h.a-1].lw != "to" {
			continue
		}
		for k := h.a - 2; k >= 0 && k >= h.a-7; k-- {
			if boundary(&toks[k]) {
				break
			}
			if callWords[toks[k].lw] {
				h.c = cNone
				break
			}
		}
	}
}

// calledOnToAct drops the deeds of a call on someone ("calls on rights
// organizations to take action to support the people's demands", "urged
// the council to stop the bombing"): from the call to the end of its
// clause, what is asked is not done.
func (x *extractor) calledOnToAct() {
	toks := x.toks
	for i := 0; i+1 < len(toks); i++ {
		if !callVerbs[toks[i].lw] || toks[i+1].lw != "on" && toks[i+1].lw != "upon" || i+2 < len(toks) && x.timeAt(i+2) {
			continue // "called on Wednesday for a meeting": a day, no addressee
		}
		end := i + 2
		for end < len(toks) && !boundary(&toks[end]) {
			end++
		}
		x.dropHitsIn(i+2, end)
	}
}

// timeAt reports a time expression starting at token k.
func (x *extractor) timeAt(k int) bool {
	for _, t := range x.in.TimeExprs {
		if t.Span.Start == x.toks[k].s {
			return true
		}
	}
	return false
}

// demandsAsNoun drops "demands" or "demand" named as a noun ("to support
// the Syrian people's demands for freedom", "their demands"): what a people
// wants is no act of demanding, which a social group's verb tells
// ("residents demanded water").
func (x *extractor) demandsAsNoun() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cProtestWeak || h.a == 0 || h.b-h.a != 1 {
			continue
		}
		if w := toks[h.a].lw; w != "demands" && w != "demand" {
			continue
		}
		p := toks[h.a-1].lw
		if determiner(p) || strings.HasSuffix(p, "'s") || p == "'" || p == "s" || peopleNouns[p] {
			h.c = cNone
		}
	}
}

// usedToStrike drops a strike named as what something is used for ("The
// allies use the air base in the south to bomb positions in the north",
// "drones are used to strike convoys"): a violent verb right after "to",
// a form of "use" before it in its clause, and no date in the sentence. A
// dated use ("used jets to bomb the town on Monday") tells the strike.
func (x *extractor) usedToStrike() {
	if x.datedSentence() {
		return
	}
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if !violentCue(h.c) || h.a < 2 || toks[h.a-1].lw != "to" {
			continue
		}
		for k := h.a - 2; k >= 0 && k >= h.a-10; k-- {
			if boundary(&toks[k]) {
				break
			}
			if useVerbs[toks[k].lw] {
				h.c = cNone
				break
			}
		}
	}
}

// purposeGerund reports a gerund at k that tells what something is for:
// "the sources of financing for purchasing weapons and ammunition and
// recruiting mercenaries", "funds for recruiting fighters" — "for" and a
// gerund before it, the words between a list of what the first gerund
// governs, no verb of its own.
func (x *extractor) purposeGerund(k int) bool {
	toks := x.toks
	if !strings.HasSuffix(toks[k].lw, "ing") {
		return false
	}
	for j := k - 1; j >= 1 && j >= k-8; j-- {
		if clauseEnd(&toks[j]) || passiveBefore[toks[j].lw] {
			return false
		}
		if toks[j].lw == "for" {
			return j+1 <= k && strings.HasSuffix(toks[j+1].lw, "ing")
		}
	}
	return false
}
