package events

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// The kind of a deed comes from what was done, its object and its means,
// not from one word of the sentence: "desert" as the land is no desertion,
// a victim described as a defector is no defection, a region captured is
// territory, and the ruins of an attack are the attack's.

// desertAsLand drops "desert" as the land ("a counterattack along supply
// lines through the desert", "the Syrian desert"): after a determiner, a
// preposition, a direction or a capitalized name, the word is a noun and
// names a place; the verb ("soldiers desert", "to desert") has none of
// these before it.
func (x *extractor) desertAsLand() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cDefect || toks[h.a].lw != "desert" || h.a == 0 {
			continue
		}
		if p := &toks[h.a-1]; desertNounBefore[p.lw] || p.cap && p.word {
			h.c = cNone
		}
	}
}

// civiliansRefuge drops a refuge sought as a defection when the sentence
// names no soldiers or police: "Soldiers who have sought refuge in
// Colombia" defected; civilians who "sought refuge in a clump of homes"
// fled a battle, which the codebook does not count as an event.
func (x *extractor) civiliansRefuge() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cDefect || h.b-h.a < 2 || toks[h.a+1].lw != "refuge" || x.stateSubject() {
			continue
		}
		h.c = cNone
	}
}

// describedDefector drops a defection told in a clause that describes a
// victim: "15 people were killed including a former officer who had
// defected from the army". The deed of the sentence is the killing or the
// arrest; the defection is who the victim was, at another time.
func (x *extractor) describedDefector() {
	toks := x.toks
	other := false
	for i := range x.hits {
		switch x.hits[i].c {
		case cKill, cKillWeak, cInjure, cArrest, cAbduct, cAttack, cAir, cShell, cIED, cSuicide:
			other = true
		}
	}
	if !other {
		return
	}
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cDefect {
			continue
		}
		for k := h.a - 1; k >= 0 && k >= h.a-3; k-- {
			if relativeWords[toks[k].lw] {
				h.c = cNone
				break
			}
			if !relativeAuxiliaries[toks[k].lw] {
				break
			}
		}
	}
}

// capturedTerritory reads "captured" or "seized", or the noun
// "capture", whose object is a territory as taking ground, not an arrest:
// a share of a named place ("captured most of Qalamun", "seized parts of
// Idlib"), a place the gazetteer resolves or the name tagger calls a
// location right after the verb ("captured Yabrud"), or a noun of
// territory heading the object ("captured most of the surrounding
// province", "captured the rebel stronghold of X"). The noun ("the
// capture of the district") is no arrest either, and tells the taking as
// known, not as the sentence's deed. People captured stay arrests.
func (x *extractor) capturedTerritory() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cArrest || h.b-h.a != 1 {
			continue
		}
		w := toks[h.a].lw
		if w != "captured" && w != "capture" && w != "seized" {
			continue
		}
		if w != "capture" && x.territorySubject(h.a) {
			h.c = cOvertake // "The town … was captured by rebels in May"
			continue
		}
		k := h.b
		if w == "capture" && k < len(toks) && toks[k].lw == "of" {
			k++ // "the capture of the district"
		}
		start := k
		for k < len(toks) && k < start+3 && partitiveWords[toks[k].lw] {
			k++
		}
		partitive := k > start && k < len(toks) && toks[k].lw == "of"
		if partitive {
			k++
		}
		if k < len(toks) && toks[k].lw == "the" {
			k++
		}
		if territoryHeaded(toks, k) {
			h.c = cOvertake
			if w == "capture" {
				// "killed after the capture of five villages": the noun
				// refers to the taking as known; the sentence's deed is
				// another one
				h.c = cNone
			}
			continue
		}
		if k >= len(toks) || !toks[k].cap || !toks[k].word {
			continue
		}
		if partitive || x.placeAt(toks[k].s) || x.locationNameAt(toks[k].s) {
			h.c = cOvertake
		}
	}
}

// territorySubject reports a passive at token a whose subject ends in a
// territory: "The town once a government stronghold was captured", "the
// village of Kafr Nabl was seized". The word before the auxiliary heads
// the subject, or ends a place's name; "A fighter from the town was
// captured" ends in the town but is headed by the fighter, and the
// preposition before the town tells so.
func (x *extractor) territorySubject(a int) bool {
	toks := x.toks
	k := a - 1
	if k >= 0 && (toks[k].lw == "been" || toks[k].lw == "being") {
		k--
	}
	if k < 1 || !passiveBefore[toks[k].lw] {
		return false
	}
	k--
	if toks[k].lw == "," && k > 0 {
		// "The town, once an army stronghold, was captured": the
		// apposition's end; its head or the subject's before it
		k--
		if !territoryNouns[toks[k].lw] {
			for j := k - 1; j > 0 && j >= k-6 && toks[j].lw != ","; j-- {
				if toks[j-1].lw == "," && territoryNouns[toks[j-2].lw] && j >= 2 {
					k = j - 2
					break
				}
			}
		}
	}
	if territoryNouns[toks[k].lw] {
		return k == 0 || !subjectPrepositions[toks[k-1].lw] && !(k >= 2 && subjectPrepositions[toks[k-2].lw])
	}
	for k > 0 && toks[k-1].cap && toks[k-1].word {
		k--
	}
	if !toks[k].cap || !x.placeAt(toks[k].s) {
		return false
	}
	if k >= 2 && toks[k-1].lw == "of" && territoryNouns[toks[k-2].lw] {
		return true // "the village of Kafr Nabl"
	}
	return k == 0 || !subjectPrepositions[toks[k-1].lw]
}

// territoryHeaded reports a noun of territory heading the phrase that
// starts at token k, within a few modifiers: "the surrounding province",
// "the rebel stronghold of X". A preposition or a clause boundary ends the
// phrase ("captured at a school" names where, not what).
func territoryHeaded(toks []token, k int) bool {
	for j := k; j < len(toks) && j < k+4; j++ {
		t := &toks[j]
		if territoryNouns[t.lw] {
			return true
		}
		if !t.word || boundary(t) || captureObjectEnds[t.lw] {
			return false
		}
	}
	return false
}

// locationNameAt reports a name the tagger calls a location starting at
// offset s, resolved by the gazetteer or not ("captured Sarrin").
func (x *extractor) locationNameAt(s int) bool {
	for _, m := range x.in.Mentions {
		if m.Span.Start == s {
			return m.Type == storyline.LOC
		}
	}
	return false
}

// placeAt reports a place mention of the text starting at offset s.
func (x *extractor) placeAt(s int) bool {
	for _, p := range x.places {
		if p.span.Start == s {
			return p.place.Kind != "country"
		}
	}
	return false
}

// damageOfTheAttack drops a destruction told as the effect of an attack
// referred back to: "victims trapped in a building which was demolished
// after the attack", "houses destroyed in the strike". The deed is the
// attack, which the story tells elsewhere; the ruins are no event of
// their own.
func (x *extractor) damageOfTheAttack() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cDestroy {
			continue
		}
		for k := h.b; k+2 < len(toks) && k <= h.b+1; k++ {
			switch toks[k].lw {
			case "after", "in", "during", "following", "by":
				if (toks[k+1].lw == "the" || toks[k+1].lw == "that" || toks[k+1].lw == "this") && attackNouns[toks[k+2].lw] {
					h.c = cNone
				}
			}
		}
	}
}

// raidsOfTheStrikes codes "the raids" or "the strikes" with no means in
// their sentence as the air or artillery strikes the block told just
// before: "A barrage of air strikes hit the town. The monitor said the
// raids targeted the town of X." The definite noun refers back; the means
// is the earlier sentence's, and an attack verb it is the subject of
// ("targeted") is the strikes' deed. So is a passive killing with no doer
// and no means of its own.
func (x *extractor) raidsOfTheStrikes() {
	p := x.prevEvent()
	if p == nil || p.EventType != storyline.EventExplosions {
		return
	}
	var c cue
	switch p.SubEventType {
	case storyline.SubAirStrike:
		c = cAir
	case storyline.SubShelling:
		c = cShell
	default:
		return
	}
	toks := x.toks
	for i := range x.hits {
		switch x.hits[i].c {
		case cAir, cShell, cIED, cSuicide, cChem, cGrenade, cClash:
			return
		}
	}
	// the definite noun, a hit of its own ("the raid") or the subject of
	// another attack verb ("the raids targeted the town")
	definite := false
	for k := 1; k < len(toks); k++ {
		switch toks[k-1].lw {
		case "the", "these", "those":
			switch toks[k].lw {
			case "raids", "raid", "strikes", "strike", "attacks":
				definite = true
			}
		}
	}
	if definite {
		for i := range x.hits {
			if h := &x.hits[i]; h.c == cAttack {
				h.c = c
			}
		}
		return
	}
	// "At Khan Sheikhun 15 people were killed": a passive killing with no
	// doer, no means and no other deed, right after the block's strikes,
	// is one more place of the strikes' toll
	for i := range x.hits {
		if x.hits[i].c == cAttack {
			return
		}
	}
	if x.doerKind(0) != aNone {
		return
	}
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cKill || h.a == 0 || toks[h.a].lw != "killed" {
			continue
		}
		switch toks[h.a-1].lw {
		case "were", "was", "been":
			h.c = c
			return
		}
	}
}

// spoilsOfBattle codes weapons seized or confiscated right after a battle
// told in the block as that battle: "An army unit ambushed the militants
// and killed dozens. The unit confiscated their weapons including machine
// guns." The weapons were taken from the fighters in the fight; it is no
// cache found nor a weapon's use prevented (disrupted weapons use).
func (x *extractor) spoilsOfBattle() {
	p := x.prevEvent()
	if p == nil || p.EventType != storyline.EventBattles || p.NonEvent != "" {
		return
	}
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cDisrupt {
			continue
		}
		switch toks[h.a].lw {
		case "seized", "seizure", "confiscated", "captured", "recovered":
			h.c = cClash
		}
	}
}

// spoilsInTheSentence drops weapons seized in the sentence that tells the
// fight or the ground taken where they were seized: "The villages were
// liberated and some ammunition was seized", "Troops captured the town
// and confiscated rifles and mortars." The seizure is what the fighters
// left, part of the battle or the territory taken, which is the deed; no
// weapons use was disrupted. A seizure alone ("police seized a cache of
// rifles") stays disrupted weapons use.
func (x *extractor) spoilsInTheSentence() {
	toks := x.toks
	fight := false
	for i := range x.hits {
		switch x.hits[i].c {
		case cRegain, cOvertake, cClash:
			fight = true
		}
	}
	for i := range toks {
		fight = fight || territoryTakenWords[toks[i].lw]
	}
	if !fight {
		return
	}
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cDisrupt {
			continue
		}
		for k := h.a; k < h.b; k++ {
			if spoilsVerbs[toks[k].lw] {
				h.c = cNone
				break
			}
		}
	}
}

// cueInAName drops a trigger that is a word of a body's name: "the High
// Negotiations Committee told the UN envoy", "the Russian Center for
// Reconciliation said". Capitalized, in a run of capitalized words that
// holds an organization's head noun right after it or before it (joined by
// "for" or "of"), the word names who speaks, not what was done.
func (x *extractor) cueInAName() {
	toks := x.toks
	if titleCaseToks(toks) {
		return // a headline capitalizes its verbs and nouns alike
	}
	for i := range x.hits {
		h := &x.hits[i]
		if h.c == cNone || h.c >= cNumCues || !toks[h.a].cap || !toks[h.b-1].cap {
			continue
		}
		named := false
		for k := h.b; k < len(toks) && k < h.b+3 && toks[k].cap && toks[k].word; k++ {
			if organizationHeads[toks[k].lw] {
				named = true
				break
			}
		}
		// "the Center for Reconciliation": the head before, joined by
		// "for" or "of" ("the Council Condemns Chemical Attack" is a
		// headline's verb between them)
		joined := false
		for k := h.a - 1; !named && k >= 0 && k >= h.a-5; k-- {
			t := &toks[k]
			if !t.word || !t.cap && t.lw != "for" && t.lw != "of" {
				break
			}
			joined = joined || !t.cap
			if t.cap && organizationHeads[t.lw] && joined {
				named = true
			}
		}
		if named {
			h.c = cNone
		}
	}
}

// titleCaseToks reports a sentence most of whose words are capitalized: a
// headline in title case.
func titleCaseToks(toks []token) bool {
	words, low := 0, 0
	for i := range toks {
		if toks[i].word {
			words++
			if !toks[i].cap {
				low++
			}
		}
	}
	return low*2 <= words
}

// deadOfTheBlast codes the dead named back as "the dead" or "those
// killed", with no means of their own, as the bombing or strike the block
// told just before: "A car bomb hit the convoy on Saturday. The dead
// included 109 evacuees." The sentence tells who the dead were; the deed,
// and its means, are the previous sentence's.
func (x *extractor) deadOfTheBlast() {
	p := x.prevEvent()
	if p == nil || p.EventType != storyline.EventExplosions || p.NonEvent != "" {
		return
	}
	c, ok := cueOfMeans[p.SubEventType]
	if !ok {
		return
	}
	toks := x.toks
	for i := range x.hits {
		switch x.hits[i].c {
		case cAir, cShell, cIED, cSuicide, cChem, cGrenade, cClash, cAttack:
			return
		}
	}
	for i := range x.hits {
		h := &x.hits[i]
		if (h.c != cKill && h.c != cKillWeak) || h.a == 0 {
			continue
		}
		w, before := toks[h.a].lw, toks[h.a-1].lw
		if w == "dead" && before == "the" || w == "killed" && before == "those" {
			h.c = c
			return
		}
	}
}

// cueOfMeans is the trigger cue of each sub-event type coded by its
// means (deadOfTheBlast).
var cueOfMeans = map[string]cue{
	storyline.SubAirStrike: cAir, storyline.SubShelling: cShell, storyline.SubRemoteExplosive: cIED,
	storyline.SubSuicideBomb: cSuicide, storyline.SubChemicalWeapon: cChem, storyline.SubGrenade: cGrenade,
}

// hedgedMeans reports an opinion word that hedges only what the means
// was: "two people were killed in what they believed were regime
// airstrikes", "in what appeared to be a drone strike". The killing is
// reported; "what" makes the opinion a clause about the weapon.
func (x *extractor) hedgedMeans(h *hit) bool {
	toks := x.toks
	for k := h.a - 1; k >= 0 && k >= h.a-3; k-- {
		if toks[k].lw == "what" {
			return true
		}
		if boundary(&toks[k]) {
			return false
		}
	}
	return false
}

// accusedOfTheTold reports an accusation, at the opinion hit h, of a deed
// the sentence tells before it, whose means the accusation names: "News
// of the Ghouta massacre surfaced on Wednesday with the opposition
// accusing the government of launching a chemical attack". The massacre is
// reported; what the accusation is about is who did it, and the means it
// names is the deed's. An accusation with no deed told before it ("the
// opposition accused the army of using chemical weapons") stays an
// opinion.
func (x *extractor) accusedOfTheTold(h *hit) bool {
	if !accusationWords[x.toks[h.a].lw] {
		return false
	}
	told, means := false, false
	for i := range x.hits {
		g := &x.hits[i]
		switch {
		case g.a < h.a && (g.c == cKill || g.c == cKillWeak || g.c == cAttack):
			told = true
		case g.a > h.a && g.a-h.a <= 10 && meansCue(g.c):
			means = true
		}
	}
	return told && means
}

// headlineMeans codes a headline's attack named with no means ("Assad
// Regime Intensifies Attacks on Damascus", "Hospitals out of Service as
// Bombardment Continues", "One Killed in Terrorist Attacks in Damascus") by
// the weapon the lead's first coded deed names: the strikes or shells the
// headline sums up. Called with the coded kinds of each sentence before
// they are emitted, so that a lead merged into the headline's event
// brings its weapon as well.
func (x *extractor) headlineMeans(si *sentInfo, evs []coded, nonEvent string) {
	if x.headlineEnd <= 0 || len(x.out) != 1 || len(evs) == 0 || nonEvent != "" || si.span.Start < x.headlineEnd {
		return
	}
	h := &x.out[0]
	if h.Sentence.Start >= x.headlineEnd || h.NonEvent != "" || x.sentIdx > leadSentences {
		return
	}
	// an attack on civilians told with no means, or shells read from
	// "bombardment" alone
	if h.SubEventType != storyline.SubAttack && (h.SubEventType != storyline.SubShelling || !genericDeedWords[lower(h.Trigger)]) {
		return
	}
	b := evs[0]
	if b.typ != storyline.EventExplosions || b.sub == h.SubEventType {
		return
	}
	if _, ok := cueOfMeans[b.sub]; ok {
		h.EventType, h.SubEventType, h.ACLEDSubEventType, h.DisorderType = b.typ, b.sub, b.sub, disorderOf(b.typ)
	}
}

// leadSentences is how many sentences after the headline make the lead
// whose weapon a headline sums up (headlineMeans): further on, a deed is
// another one ("From past month Turkey started shelling …" under "6 ISIS
// Bombers Killed").
const leadSentences = 2

// meansCue reports a cue that names the weapon of a deed.
func meansCue(c cue) bool {
	switch c {
	case cAir, cShell, cIED, cSuicide, cChem, cGrenade:
		return true
	}
	return false
}

// ruinsWithoutDoer drops a destruction told only as a state, with no doer,
// no means and no other deed in its sentence: "his home in the Syria
// quarter was completely destroyed", "Water stations have been badly
// damaged". The sentence tells what the war left; the deed that did it
// (a strike, a shelling) is told elsewhere or not at all, and the
// codebook's property destruction needs someone who destroyed.
func (x *extractor) ruinsWithoutDoer() {
	toks := x.toks
	if len(x.actors) > 0 && !x.onlyCivilians() {
		return
	}
	target := -1
	for i := range x.hits {
		switch x.hits[i].c {
		case cNone:
		case cDestroy:
			if target >= 0 {
				return
			}
			target = i
		default:
			if x.hits[i].c < cNumCues {
				return
			}
		}
	}
	if target < 0 {
		return
	}
	h := &x.hits[target]
	if h.b-h.a != 1 || (toks[h.a].lw != "destroyed" && toks[h.a].lw != "damaged") {
		return
	}
	k := h.a - 1
	for k >= 0 && strings.HasSuffix(toks[k].lw, "ly") {
		k-- // "completely", "badly"
	}
	if k < 0 || !stateAuxiliaries[toks[k].lw] {
		return
	}
	for j := h.b; j < len(toks) && j <= h.b+3; j++ {
		if meansPrepositions[toks[j].lw] || toks[j].lw == "in" || toks[j].lw == "when" || toks[j].lw == "after" {
			return // "destroyed by fire", "destroyed in the strike": a cause named
		}
	}
	h.c = cNone
}

// onlyCivilians reports a sentence whose actors are all civilians: the
// owners of what was destroyed, not its destroyers.
func (x *extractor) onlyCivilians() bool {
	for _, a := range x.actors {
		if a.kind != aCivilians {
			return false
		}
	}
	return true
}
