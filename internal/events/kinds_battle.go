package events

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// A battle is a fight of two armed, organized sides; an attack is an armed
// side's violence against civilians or the unarmed. The dead of an assault
// on a post held by troops or guards are combatants, however the report
// counts them, and the assault is a battle (docs/events-syria.md,
// "Thirty-sixth pass").

// civilianVictim reports a civilian named in the sentence as one the deed
// befell: not one who tells the news, not "people" whose list names armed
// men only, nor a group word that describes armed men ("indigenous
// militiamen").
func (x *extractor) civilianVictim(a actorHit) bool {
	return a.kind == aCivilians && !x.tellsTheNews(a) && !x.combatantsAmong(a) && !x.describesArmedMen(a)
}

// describesArmedMen reports a civilian group word right before armed men:
// "suspected indigenous militiamen ambushed a police unit". The word says
// who the armed men are; no civilian is named.
func (x *extractor) describesArmedMen(a actorHit) bool {
	for _, b := range x.actors {
		if b.a == a.b && b.kind.armed() {
			return true
		}
	}
	return false
}

// armedAtProtest reports armed men who may act at a protest: forces of
// the state, militias, gunmen. Insurgents named in a protest's sentence
// ("The protest followed a series of arson attacks carried out by
// militiamen", "justice for a man killed by militiamen") are what the
// protest is about; the codebook's intervention is the state's or its
// allies'.
func (x *extractor) armedAtProtest() bool {
	for _, a := range x.actors {
		if a.kind.armed() && a.kind != aRebels {
			return true
		}
	}
	return false
}

// combatantsAmong reports a generic count of the dead whose list names
// armed people only: "left 270 people dead including soldiers and
// pro-regime fighters", "30 people were killed, mostly guards". The people
// are the fighters the list names, not civilians; a list that names
// civilians too ("including 67 children") keeps them.
func (x *extractor) combatantsAmong(a actorHit) bool {
	toks := x.toks
	if a.kind != aCivilians || !genericVictims[toks[a.a].lw] {
		return false
	}
	k := a.b
	for k < len(toks) && k <= a.b+4 && !inclusionWords[toks[k].lw] {
		if clauseEnd(&toks[k]) && toks[k].lw != "," {
			return false // ", mostly guards" lists them
		}
		k++
	}
	if k >= len(toks) || !inclusionWords[toks[k].lw] {
		return false
	}
	armed := false
	for _, b := range x.actors {
		if b.a <= k || b.a > k+10 {
			continue
		}
		if b.kind.armed() {
			armed = true
		} else {
			return false // "including soldiers and civilians"
		}
	}
	return armed
}

// postAssaulted reports an attack on a post of armed forces by a group
// other than the state's forces, with no civilian named: "The groups
// launched an attack against army positions", "Ahrar al-Sham launched an
// attack on a regime military base". The post's guards fight back; two
// armed sides fight, whether or not the report names the guards. State
// forces attacking a post named with no other side ("soldiers attacked
// two military bases") may be a mutiny or a raid: left to other rules.
func (x *extractor) postAssaulted(h *hit) bool {
	return x.armedTarget(h) && !x.doerKind(h.a).state()
}

// offensiveNouns are the operations of an armed side against another:
// "Rebels launch assault in Syria's divided Aleppo".
var offensiveNouns = wordSet("assault", "assaults", "offensive", "offensives", "counteroffensive", "counter-offensive")

// offensiveOf reports an assault or an offensive whose doer is armed and
// which names no civilian victim: an armed side's operation is fought by
// the side it is launched against, a battle, whether or not the report
// names that side.
func (x *extractor) offensiveOf(h *hit) bool {
	return offensiveNouns[x.toks[h.a].lw] && x.doerKind(h.a).armed()
}

// battleToldBack reports a killing told with "the attack" or "the
// assault" in a sentence that names no armed side and no victims but
// generic people, right after a battle the block told: "Islamic State
// fighters captured the gas field, killing soldiers and guards. The
// monitor said 90 people were killed in the attack against the field."
// The definite noun refers to the deed told before, a battle, and its
// dead are that battle's.
func (x *extractor) battleToldBack() bool {
	p := x.prevEvent()
	if p == nil || p.EventType != storyline.EventBattles {
		return false
	}
	for _, a := range x.actors {
		if a.kind.armed() || a.kind != aCivilians || !genericVictims[x.toks[a.a].lw] {
			return false
		}
	}
	toks := x.toks
	for k := 1; k < len(toks); k++ {
		if toks[k-1].lw == "the" && refersBackNouns[toks[k].lw] {
			return true
		}
	}
	return false
}

// chemicalsStruck drops a chemical agent named as a stock a strike hit:
// "an air strike hit poison gas supplies belonging to the group", "the
// jets bombed a depot of chemical weapons". The deed is the strike; the
// gas it released is its effect, not a chemical weapon the striker used
// (a claim of such a strike is no chemical attack).
func (x *extractor) chemicalsStruck() {
	toks := x.toks
	struck := false
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cChem {
			continue
		}
		if h.b < len(toks) && chemicalStores[toks[h.b].lw] ||
			h.b+1 < len(toks) && chemicalStores[toks[h.b+1].lw] && toks[h.b].word && !boundary(&toks[h.b]) ||
			h.a >= 2 && toks[h.a-1].lw == "of" && chemicalStores[toks[h.a-2].lw] {
			struck = true
		}
	}
	if !struck {
		return
	}
	for i := range x.hits {
		if x.hits[i].c == cChem {
			x.hits[i].c = cNone // and the agent it released
		}
	}
}

// meansToldElsewhere codes an attack told with no means ("130 people were
// killed in a terrorist attack near the city on April 15") by the bomb the
// report names for a deed of that day and place ("On Saturday a suicide
// attacker detonated a car bomb near the convoy"): one deed, whose means
// the codebook codes, not two.
func meansToldElsewhere(txt string, evs []storyline.Event) {
	for i := range evs {
		e := &evs[i]
		if e.SubEventType != storyline.SubAttack || e.NonEvent != "" || e.Date.IsZero() || !namesGenericAttack(txt, e.Sentence) {
			continue
		}
		for j := range evs {
			f := &evs[j]
			if j == i || f.NonEvent != "" || f.Date != e.Date || f.DateEnd != e.DateEnd {
				continue
			}
			if !bombMeans(f) {
				continue
			}
			if e.Place == nil || f.Place == nil || e.Place.Name != f.Place.Name {
				continue
			}
			e.EventType, e.SubEventType = f.EventType, f.SubEventType
			break
		}
	}
}

// namesGenericAttack reports an attack noun with no means in the sentence
// at sp: "in a terrorist attack", "the attack".
func namesGenericAttack(txt string, sp storyline.Span) bool {
	if sp.Start < 0 || sp.End > len(txt) || sp.Start >= sp.End {
		return false
	}
	ws := strings.FieldsFunc(strings.ToLower(txt[sp.Start:sp.End]), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '-')
	})
	for k := 1; k < len(ws); k++ {
		if !genericAttackNouns[ws[k]] {
			continue
		}
		// "a terrorist attack", "the deadly assault"
		if attackDeterminers[ws[k-1]] || k >= 2 && attackDeterminers[ws[k-2]] && attackAdjectives[ws[k-1]] {
			return true
		}
	}
	return false
}

// meansOfTheAttack reports a later sentence of the deed told before as an
// attack with no means ("in a terrorist attack") that names its bomb ("A
// suicide bomber detonated a car bomb near the buses"): the deed's means.
func meansOfTheAttack(txt string, prev, e *storyline.Event) bool {
	return prev.SubEventType == storyline.SubAttack && bombMeans(e) && namesGenericAttack(txt, prev.Sentence)
}

// bombMeans reports a deed done by a bomb set off on the ground.
func bombMeans(e *storyline.Event) bool {
	return e.SubEventType == storyline.SubSuicideBomb || e.SubEventType == storyline.SubRemoteExplosive
}
