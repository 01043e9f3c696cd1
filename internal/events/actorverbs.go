package events

import "strings"

// A force named before an attack's word is its doer only when nothing else
// is its verb. Crime news names the police first as the ones who answer an
// attack: "Memphis police are investigating a shooting", "Police arrested a
// man suspected of shooting his neighbour", "Police say a gunman opened
// fire". Read by position alone, each made the police the attackers (a
// state force's attack on civilians, ACLED's interaction 17) of a shooting
// they investigate, answer or tell.

// actsOtherwise reports an actor before the trigger at token trig that is
// the subject of a verb of its own between them: a verb of investigating,
// arresting, searching, answering a call, finding or telling
// (answerVerbs).
func (x *extractor) actsOtherwise(a actorHit, trig int) bool {
	if a.kind != aPolice && a.kind != aMilitary {
		return false
	}
	if x.sharedSubject(trig) {
		return false // "troops arrested five and killed two"
	}
	if trig < len(x.toks) && a.b <= trig && trig-a.b <= answerVerbReach && answerVerbs[x.toks[trig].lw] {
		return true // "Police found Belford dead": the trigger's own verb is the finding
	}
	// The verb must be the actor's own: right after it, past at most a
	// few lower-case words ("police on Friday arrested", "deputies are
	// searching") and a name or title ("Police Chief Tim O'Sullivan
	// said", "the Sheriff's Office is searching"), not a verb of another
	// subject further on ("forces took villages, state media said"). A
	// colon after the force ("Police: 4 hit in shooting") attributes.
	small := 0
	negated := false // "police did not immediately have more information about the shooting"
	for j := a.b; j < trig && j < len(x.toks) && j <= a.b+answerVerbSpan; j++ {
		t := &x.toks[j]
		w := t.lw
		if j-a.b <= answerVerbReach && (w == "not" || w == "no") {
			negated = true
		}
		switch {
		case w == ":" && j == a.b:
			return true
		case w == "'" && j+1 < len(x.toks) && (x.toks[j+1].lw == "s" || x.toks[j+1].cap):
			continue // "Sheriff's", "O'Sullivan"
		case !t.word:
			return false
		case t.cap && !answerVerbs[w]:
			continue
		}
		if !answerVerbs[w] && !answerVerbsES[w] {
			if small++; small > answerVerbReach {
				// a force's own verb negated, the deed a noun after it: what
				// the force has not, or has no, is no deed of its own
				return negated && trig > 0 && nounDeterminers[x.toks[trig-1].lw]
			}
			continue
		}
		// "the army said it killed 70 fighters", "police said they
		// shot the man": the force tells its own deed
		k := j + 1
		if k < trig && (complementizers[x.toks[k].lw] || complementizersES[x.toks[k].lw]) {
			k++
		}
		if k < trig && (ownDeedPronouns[x.toks[k].lw] || ownDeedPronounsES[x.toks[k].lw]) {
			// unless what they tell is another answer: "police said
			// they arrested a suspect in the shooting"
			for m := k + 1; m < trig && m <= k+3; m++ {
				if answerVerbs[x.toks[m].lw] || answerVerbsES[x.toks[m].lw] {
					return true
				}
			}
			// or the deed is a noun further on, what they tell of it
			// another thing: "Police say they still have no suspects in
			// Saturday night's shooting"
			return trig-k > ownDeedReach
		}
		return true
	}
	return false
}

// sharedSubject reports a trigger coordinated with an earlier verb ("and
// killed", "and then shot", "y mataron"): it shares that verb's subject.
func (x *extractor) sharedSubject(trig int) bool {
	for j := trig - 1; j >= 0 && j >= trig-3; j-- {
		switch w := x.toks[j].lw; {
		case coordinators[w] || coordinatorsES[w]:
			return true
		case !x.toks[j].word || !strings.HasSuffix(w, "ly") && !sequenceAdverbs[w] && !sequenceAdverbsES[w]:
			return false // "and then shot", "and fatally shot"
		}
	}
	return false
}

// answerVerbReach is how many words may stand between a force and its own
// verb: an auxiliary, an adverb, a day ("police have not yet arrested",
// "police on Friday arrested").
const answerVerbReach = 3

// ownDeedReach bounds the tokens between the pronoun of a force that
// tells its own deed and the deed's word: "police said they fatally shot
// the man", "the army said it had killed 70 fighters".
const ownDeedReach = 4

// answerVerbSpan bounds the tokens, names and titles included, between a
// force and its own verb.
const answerVerbSpan = 8

// tokenAt is the index of the first token that starts at or after byte
// offset off (len(x.toks) when none does).
func (x *extractor) tokenAt(off int) int {
	for i := range x.toks {
		if x.toks[i].s >= off {
			return i
		}
	}
	return len(x.toks)
}

// answeringOnly reports a state force that only answers the sentence's
// first violence after it: "Police say a gunman opened fire on a crowd" is
// a gunman's attack, not a clash of the gunman with the police.
func (x *extractor) answeringOnly(a actorHit) bool {
	for _, h := range x.hits {
		switch h.c {
		case cKill, cKillWeak, cAttack, cInjure, cClash:
			if h.a >= a.b {
				return x.actsOtherwise(a, h.a)
			}
		}
	}
	return false
}

// tellsTheNews reports a reporter named as the one who tells or hears the
// report, not as one it befell: the subject of a telling verb right after
// it ("journalists said"), or told ("a field source told SANA reporter",
// "said to reporters"). "Units of the army
// killed 15 terrorists … a field source told SANA reporter" is a battle;
// the reporter is no civilian victim that would make it an attack.
func (x *extractor) tellsTheNews(a actorHit) bool {
	toks := x.toks
	if !newsTradeWords[toks[a.b-1].lw] {
		return false // "activists said" may name the victims' side
	}
	if a.b < len(toks) && tellingVerbs[toks[a.b].lw] {
		return true
	}
	for k := a.a - 1; k >= 0 && k >= a.a-4; k-- {
		if !toks[k].word {
			return false
		}
		if toks[k].lw == "told" || toks[k].lw == "to" && k > 0 && tellingVerbs[toks[k-1].lw] {
			return true
		}
	}
	return false
}
