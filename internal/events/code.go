package events

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// hit status
const (
	stOK = iota
	stNegated
	stModal
	stOpinion
)

// sentInfo is what one sentence says, for coding.
type sentInfo struct {
	span       storyline.Span
	first      [cNumCues]int // first valid hit of each trigger cue, -1
	any        [cNumCues]int // first hit of each trigger cue whatever its status
	status     []uint8       // per hit
	background bool
	protestCtx bool
	inherited  bool // protest context from the previous sentence
}

func (si *sentInfo) has(c cue) bool { return si.first[c] >= 0 }

// boundary reports a token that ends a clause for the look-back windows.
func boundary(t *token) bool {
	if t.quote {
		return true
	}
	switch t.lw {
	case ";", ":", ",", "(", ")", "but", "while", "although", "after", "before", "as", "when":
		return true
	}
	return false
}

func (x *extractor) sentence(s storyline.Span, ts []text.Token) {
	x.toks = viewOf(x.in.Text, ts, x.toks)
	toks := x.toks
	if len(toks) == 0 {
		return
	}
	x.hits = x.words.scan(toks, x.hits)
	x.actors = x.words.findActors(toks, x.actors)
	x.nationsForces()
	si := &sentInfo{span: s}
	for c := range si.first {
		si.first[c], si.any[c] = -1, -1
	}
	hits := x.hits
	// months read as words: "in March", "May 2018"
	for i := range hits {
		h := &hits[i]
		t := &toks[h.a]
		if (t.lw == "march" || t.lw == "may") && t.cap && h.a > 0 {
			h.c = cNone
		}
	}
	// a trend in a subordinate clause ("as confrontations with protesters
	// grow more violent by the day") is background, not an event
	x.dropTrend()
	x.cutFrom, x.cutTo = len(toks), 0
	x.dropRelatedHeadlines()
	x.dropCreditTeaser()
	x.dropEarlierEvent()
	// protest context: a protest trigger not inside a weapon phrase ("air
	// strike"), a lethal-force phrase, or protesters or rioters named.
	for i := range hits {
		h := &hits[i]
		if h.c != cProtest {
			continue
		}
		for j := range hits {
			g := &hits[j]
			if (g.c == cAir || g.c == cShell || g.c == cSuicide || g.c == cIED || g.c == cChem || g.c == cGrenade) && g.a <= h.a && g.b >= h.b {
				h.c = cNone
				break
			}
		}
	}
	x.protestAsCause()
	x.dropOtherSensesOfProtest()
	x.livesClaimed()
	x.protestDissolved()
	x.gatheringAsTarget()
	x.gatheringWithoutCause()
	x.calledToAct()
	x.shellsByTheirWords()
	x.militaryStrikes()
	x.bombersOnTheGround()
	x.airBombing()
	x.droppedBombs()
	x.groundBombings()
	x.ammunition()
	x.carriedOut()
	x.aircraftSeen()
	x.notAgreements()
	x.agreementDescribed()
	x.desertedPlaces()
	x.heldChemicalWeapons()
	x.chemicalsStruck()
	x.weaponsHeld()
	x.cueInAName()
	x.attackTalkedOf()
	x.talkOfAttacks()
	x.sidesDescribed()
	x.earlierChemicalAttack()
	x.possibleEffects()
	x.actInquiredInto()
	x.placeByAttack()
	x.earlierOfSeries()
	x.dropAims()
	x.dropDescriptions()
	x.agreementAsBackground()
	x.tallySince()
	x.longBefore()
	x.eitherOr()
	x.alternativesForgone()
	x.freedCaptives()
	x.requestedDeeds()
	x.habitualDeeds()
	x.pastYearDeeds()
	x.deedComesAmid()
	x.settingOfTheDeed()
	x.causeOfTheDeed()
	x.fightingAlongside()
	x.agreementLeftOut()
	x.pastOfTheDescribed()
	x.reportsTally()
	x.meansInSupport()

	x.demandedThings()
	x.burnedAsDescription()
	x.permittedDeeds()
	x.calledOnToAct()
	x.demandsAsNoun()
	x.usedToStrike()
	x.closedAsState()
	x.deniedDeeds()
	x.thingsNamed()
	x.destroyedPeople()
	x.destructionByItsMeans()
	x.aircraftKills()
	x.sortiesStrike()
	x.fightingAsTime()
	x.foiledAssault()
	x.desertAsLand()
	x.civiliansRefuge()
	x.describedDefector()
	x.capturedTerritory()
	x.damageOfTheAttack()
	x.ruinsWithoutDoer()
	x.raidsOfTheStrikes()
	x.deadOfTheBlast()
	x.spoilsOfBattle()
	x.spoilsInTheSentence()
	// "to release an arrested individual": a participle before its noun
	// describes someone, it reports no arrest
	for i := range hits {
		h := &hits[i]
		if h.c == cArrest && h.b-h.a == 1 && h.a > 0 && h.b < len(toks) && toks[h.b].word {
			switch toks[h.a-1].lw {
			case "a", "an", "the":
				h.c = cNone
			}
		}
	}
	for i := range hits {
		switch hits[i].c {
		case cProtest:
			si.protestCtx = true
		case cLethalForce:
			// "shot at protesters" is a protest; "opened fire at drones" is not
			if x.protesterIn(&hits[i]) {
				si.protestCtx = true
			} else {
				hits[i].c = cAttack
			}
		case cRiotAct:
			// riots, and road blocks of burning tires, are demonstrations
			// whoever is named
			if w := toks[hits[i].a].lw; strings.HasPrefix(w, "riot") || w == "violent" || strings.HasPrefix(w, "barricade") || strings.HasPrefix(w, "burn") && !x.vehicleObject(&hits[i]) {
				si.protestCtx = true
			}
		}
	}
	for _, a := range x.actors {
		if a.kind == aProtesters || a.kind == aRioters && a.name == "" && toks[a.a].lw != "mob" && toks[a.a].lw != "mobs" {
			si.protestCtx = true
		}
	}
	// "residents demanded water": a social group demanding, denouncing or
	// rejecting, with no violence in the sentence, is a protest
	for i := range hits {
		if hits[i].c != cProtestWeak {
			continue
		}
		hits[i].c = cNone
		if si.protestCtx || x.violentHits() {
			continue
		}
		for _, a := range x.actors {
			if a.a < hits[i].a && (a.kind == aCivilians || a.kind == aProtesters) {
				hits[i].c = cProtest
				si.protestCtx = true
				break
			}
		}
	}
	prev := x.prevEvent()
	if !si.protestCtx && prev != nil && (prev.EventType == storyline.EventProtests || prev.EventType == storyline.EventRiots && prev.SubEventType == storyline.SubViolentDemonstration) && !x.armedSides() {
		// "clashes resumed today between regime forces and rebel
		// fighters" after a protest is a battle of two armed sides
		for i := range hits {
			switch hits[i].c {
			case cIntervention, cLethalForce, cRiotAct, cArrest, cClash:
				si.protestCtx, si.inherited = true, true
			}
		}
	}
	if !si.protestCtx {
		for i := range hits {
			switch h := &hits[i]; {
			case h.c == cRiotAct:
				h.c = cNone
			case h.c == cIntervention && arrestWord(toks[h.b-1].lw):
				h.c = cArrest // "two men were detained": an arrest, with no protest to intervene in
			}
		}
	}
	// a hit inside a longer hit of another cue is the longer one's word
	for i := range hits {
		h := &hits[i]
		if h.c == cNone || h.c > cNumCues {
			continue
		}
		for j := range hits {
			g := &hits[j]
			if j == i || g.c == cNone || g.c == h.c || g.c > cNumCues {
				continue
			}
			if g.c == cClaim && meansCue(h.c) {
				// "claimed a suicide attack": the claim tags the deed
				// inside it, whose weapon it does not replace ("claimed
				// the attack" stays the claim's: an attack told before)
				continue
			}
			if g.a <= h.a && g.b >= h.b && g.b-g.a > h.b-h.a {
				h.c = cNone
				break
			}
		}
	}
	// in a protest, violence after "against", "over", "the killing of" is
	// what the protest is about, not what happened at it
	if si.protestCtx {
		for i := range hits {
			switch hits[i].c {
			case cKill, cKillWeak, cInjure, cAttack, cIntervention, cArrest, cAbduct, cSexual, cLoot, cDestroy, cClash:
				if x.topicBefore(hits[i].a) {
					hits[i].c = cNone
				}
			}
		}
	}
	// statuses
	si.status = make([]uint8, len(hits))
	inQuote := quoteMask(toks)
	x.reportedQuotes(inQuote)
	opinionAt := -1
	for i := range hits {
		switch hits[i].c {
		case cBackground:
			si.background = true
		case cOpinion:
			if h := &hits[i]; h.b+1 < len(toks) && toks[h.b].lw == "to" && toks[h.b+1].lw == "be" {
				// "died from what it believed to be a neurotoxic agent": a
				// hedge on what the weapon was, not an opinion on whether
				// anyone died
				continue
			}
			if x.hedgedMeans(&hits[i]) || x.accusedOfTheTold(&hits[i]) {
				continue
			}
			if opinionAt < 0 {
				opinionAt = hits[i].a
			}
			if commentary[toks[hits[i].a].lw] {
				// "X illustrates the conflict": the whole sentence is comment
				opinionAt = -2
			}
		}
	}
	if x.timelineBackground(s) || x.earlierOpening() || x.campaignUnderWay() {
		si.background = true
	}
	for i := range hits {
		h := &hits[i]
		if h.c == cNone || h.c >= cNumCues {
			continue
		}
		st := stOK
		switch {
		case inQuote[h.a]:
			st = stOpinion
		case opinionAt >= 0 && opinionAt < h.a || opinionAt == -2:
			st = stOpinion
		case x.negated(h):
			st = stNegated
		case x.modal(h):
			st = stModal
		}
		si.status[i] = uint8(st)
		if si.any[h.c] < 0 {
			si.any[h.c] = i
		}
		if st == stOK && si.first[h.c] < 0 {
			si.first[h.c] = i
		}
	}
	evs := x.code(si, si.first)
	nonEvent := ""
	if len(evs) == 0 {
		// code what the sentence would say, flagged
		evs = x.code(si, si.any)
		for _, e := range evs {
			switch si.status[e.trig] {
			case stNegated:
				nonEvent = storyline.NonEventNegated
			case stModal:
				nonEvent = storyline.NonEventHypothetical
			case stOpinion:
				nonEvent = storyline.NonEventOpinion
			}
			break
		}
		if nonEvent == "" {
			nonEvent = storyline.NonEventHypothetical
		}
	}
	if si.background && nonEvent == "" {
		nonEvent = storyline.NonEventBackground
	}
	if nonEvent == "" && (toks[len(toks)-1].lw == "?" || askedThenSaid(toks)) {
		nonEvent = storyline.NonEventQuestion // "Was the convoy attacked?"
	}
	x.demonstratorsViolence(si, evs)
	x.measureImposed(evs)
	x.riotsWithoutDemonstration(si, evs)
	x.roadBlockedWithBarricades(evs)
	x.headlineMeans(si, evs, nonEvent)
	for _, c := range evs {
		x.emit(si, c, nonEvent)
	}
	for i := range hits {
		if hits[i].c == cToll {
			x.tollSent = x.sentIdx // for the parts of its toll in the next sentence
			break
		}
	}
}

// aircraftKills reads a killing, or a strike ("the air force had targeted
// militants across the province"), whose subject is aircraft or an air
// force as an air strike: "The air force also killed at least 10 people in
// rebel areas", "Russian jets killed 12 civilians". ACLED codes the deed by its
// means; a killing from the air is an air strike whoever dies. "Twelve
// people were killed when the air force pounded the town" (the air force
// is another verb's subject) is left to the sentence's other words.
func (x *extractor) aircraftKills() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c == cKill && x.airForceStruck(h.a) {
			h.c = cAir // "Syrian Air Force Targets ISIS in Deir El-Zour 25 Terrorist Killed"
			continue
		}
		if h.c != cKill && !(h.c == cAttack && airStrikeVerbs[toks[h.a].lw]) || h.a < 1 || headlinePassive(toks, h.a, false) {
			continue // "Six Drones Killed": a headline's passive
		}
		k := h.a - 1
		for k > 0 && (subjectAdverbs[toks[k].lw] || perfectAux(toks[k].lw)) {
			k--
		}
		if k >= 4 && toks[k].cap && toks[k-1].lw == "be" && toks[k-2].lw == "to" && hedgedBeliefs[toks[k-3].lw] {
			k -= 4 // "Military jets believed to be Russian killed at least 60 civilians"
		}
		if aircraftSubjects[toks[k].lw] || airForce(toks, k) {
			h.c = cAir
		}
	}
}

// airForceStruck reports an air force striking before token end with no
// clause boundary between: a headline's "Air Force Targets ISIS in Deir
// El-Zour 25 Terrorist Killed" counts the strike's dead.
func (x *extractor) airForceStruck(end int) bool {
	toks := x.toks
	for k := end - 1; k > 0; k-- {
		if boundary(&toks[k]) {
			return false
		}
		if airStrikeVerbs[toks[k].lw] && airForce(toks, k-1) {
			return true
		}
	}
	return false
}

// hedgedBeliefs open a reduced clause that says whose the subject is
// believed to be: "jets believed to be Russian".
var hedgedBeliefs = wordSet("believed", "thought", "said", "suspected", "reported", "understood")

// airForce reports an air force ending at token k: "the air force", "the
// Russian Aerospace Forces".
func airForce(toks []token, k int) bool {
	if w := toks[k].lw; (w == "force" || w == "forces") && k > 0 {
		return toks[k-1].lw == "air" || toks[k-1].lw == "aerospace"
	}
	return false
}

// vehicleObject reports a burning whose object is a vehicle or building,
// which is not by itself a demonstration.
func (x *extractor) vehicleObject(h *hit) bool {
	switch x.toks[h.b-1].lw {
	case "vehicles", "vehicle", "cars", "car", "buses", "bus", "trucks", "truck", "building", "buildings", "station", "office", "offices", "police", "property":
		return true
	}
	return false
}

// topicBefore reports a word that makes what follows the topic of a
// protest: "protested against the arrest of", "demanding justice for the
// killing of".
func (x *extractor) topicBefore(a int) bool {
	for i := a - 1; i >= 0 && i >= a-4; i-- {
		switch x.toks[i].lw {
		case "against", "over", "denounce", "denounced", "denouncing", "demand", "demanded", "demanding", "justice",
			"condemn", "condemned", "condemning", "reject", "rejected", "rejecting", "following", "after", "about", "alleged", "release", "protest", "protested", "protesting",
			"who", "whose", "which", "for":
			return true
		case "that":
			// "relatives of victims that were killed by police": a
			// relative clause describes who the protest is for
			if i+1 < a && relativeAuxiliaries[x.toks[i+1].lw] {
				return true
			}
		case ",", ";":
			return false
		}
	}
	return false
}

// coded is an event type chosen for a sentence, before its arguments.
type coded struct {
	typ, sub string
	trig     int // hit index
	tags     []string
	// roles
	perp, victim actorKind
}

// code applies the codebook's priority order to the cues of a sentence
// (first gives the hit of each cue to use) and returns the events.
func (x *extractor) code(si *sentInfo, first [cNumCues]int) []coded {
	has := func(c cue) bool { return first[c] >= 0 }
	var out []coded
	var tags []string
	if has(cClaim) {
		tags = append(tags, "claim of responsibility")
	}
	if has(cCrime) {
		tags = append(tags, "crime")
	}
	armedActor, civVictim := false, false
	for _, a := range x.actors {
		if a.kind.armed() {
			armedActor = true
		}
		if x.civilianVictim(a) {
			civVictim = true
		}
	}
	mk := func(typ, sub string, c cue) coded {
		return coded{typ: typ, sub: sub, trig: first[c], tags: tags}
	}
	violent := has(cKill) || has(cAttack) || has(cClash) || has(cAbduct) || has(cSexual) || has(cAir) || has(cSuicide) || has(cChem) || has(cGrenade)
	disaster := (has(cNatural) || has(cManMade)) && !armedActor && !has(cAttack) && !has(cProtest) && !has(cAbduct) && !has(cSexual) && !has(cAir) && !has(cSuicide) && !has(cGrenade) && !has(cClash) &&
		!(has(cManMade) && !has(cNatural) && x.gunFired())
	if disaster {
		c := cNatural
		tag := "natural disaster"
		if !has(cNatural) || has(cManMade) && first[cManMade] < first[cNatural] {
			c, tag = cManMade, "man-made disaster"
		}
		e := mk("", "", c)
		e.tags = append(append([]string(nil), tags...), tag)
		return append(out, e)
	}
	main := coded{trig: -1}
	weakIED := func() bool {
		h := &x.hits[first[cIED]]
		w := x.toks[h.a].lw
		return strings.HasPrefix(w, "explosi") || strings.HasPrefix(w, "blast") || w == "planted"
	}
	switch {
	case has(cDisrupt) && (x.aircraftDowned(&x.hits[first[cDisrupt]]) || x.assaultRepelled(&x.hits[first[cDisrupt]])):
		main = mk(storyline.EventBattles, storyline.SubArmedClash, cDisrupt)
	case has(cDisrupt) && !has(cKill) && !has(cInjure) && !has(cKillWeak):
		main = mk(storyline.EventStrategic, storyline.SubDisruptedWeapons, cDisrupt)
	case has(cChem):
		main = mk(storyline.EventExplosions, storyline.SubChemicalWeapon, cChem)
	case has(cSuicide):
		main = mk(storyline.EventExplosions, storyline.SubSuicideBomb, cSuicide)
	case has(cAir):
		main = mk(storyline.EventExplosions, storyline.SubAirStrike, cAir)
	case has(cShell) && !si.protestCtx:
		main = mk(storyline.EventExplosions, storyline.SubShelling, cShell)
	case has(cGrenade) && !si.protestCtx:
		main = mk(storyline.EventExplosions, storyline.SubGrenade, cGrenade)
	case has(cIED) && !si.protestCtx && (!weakIED() || violent || has(cInjure) || has(cKillWeak) || armedActor):
		main = mk(storyline.EventExplosions, storyline.SubRemoteExplosive, cIED)
	case si.protestCtx && (has(cProtest) || has(cRiotAct) || has(cLethalForce) || has(cIntervention) || si.inherited || has(cArrest)):
		trig := first[cProtest]
		if trig < 0 {
			for _, c := range []cue{cRiotAct, cLethalForce, cIntervention, cClash, cArrest} {
				if first[c] >= 0 {
					trig = first[c]
					break
				}
			}
		}
		killed := (has(cKill) || has(cInjure) || has(cKillWeak) || has(cAttack)) && x.armedAtProtest()
		firearm := has(cInjure) && x.firearm()
		switch {
		case has(cRiotAct) || has(cLoot) && !has(cIntervention) || has(cClash) && !has(cIntervention) && !has(cLethalForce) && x.protestersDo():
			main = coded{typ: storyline.EventRiots, sub: storyline.SubViolentDemonstration, trig: trig, tags: tags}
			if has(cRiotAct) {
				main.trig = first[cRiotAct]
				if has(cProtest) && first[cProtest] < main.trig {
					main.trig = first[cProtest]
				}
			}
		case has(cLethalForce) || killed && (has(cKill) || has(cKillWeak) || firearm):
			main = coded{typ: storyline.EventProtests, sub: storyline.SubExcessiveForce, trig: trig, tags: tags}
		case has(cIntervention) || has(cArrest) || has(cClash) || killed:
			main = coded{typ: storyline.EventProtests, sub: storyline.SubProtestIntervention, trig: trig, tags: tags}
		default:
			main = coded{typ: storyline.EventProtests, sub: storyline.SubPeacefulProtest, trig: trig, tags: tags}
		}
	case has(cMob) && x.mobCue(&x.hits[first[cMob]]):
		main = mk(storyline.EventRiots, storyline.SubMobViolence, cMob)
	case has(cRegain) && x.doerKind(x.hits[first[cRegain]].a) != aNone && !x.doerKind(x.hits[first[cRegain]].a).state():
		// rebels retaking a village overtake it: the codebook's regaining
		// is the government's
		main = mk(storyline.EventBattles, storyline.SubNonStateOvertakes, cRegain)
	case has(cRegain):
		main = mk(storyline.EventBattles, storyline.SubGovRegainsTerritory, cRegain)
	case has(cOvertake) && x.doerKind(x.hits[first[cOvertake]].a) != aNone:
		// taking a place by fighting: the government regains it, anyone
		// else overtakes it
		sub := storyline.SubNonStateOvertakes
		if x.doerKind(x.hits[first[cOvertake]].a).state() {
			sub = storyline.SubGovRegainsTerritory
		}
		main = mk(storyline.EventBattles, sub, cOvertake)
	case has(cSexual):
		main = mk(storyline.EventViolenceCivilians, storyline.SubSexualViolence, cSexual)
	case has(cAbduct) && !has(cKill):
		main = mk(storyline.EventViolenceCivilians, storyline.SubAbduction, cAbduct)
	case has(cClash) && !x.armedSides() && (x.crowd() || !armedActor) && !x.armedFighting(first[cClash]):
		// residents clashing with police or with each other are rioters
		main = mk(storyline.EventRiots, storyline.SubMobViolence, cClash)
	case has(cClash) && (x.armedSides() || armedActor && !si.protestCtx || has(cKill) || has(cAttack) || x.armedFighting(first[cClash])):
		main = mk(storyline.EventBattles, storyline.SubArmedClash, cClash)
	case has(cKill) || has(cAttack) || has(cInjure) && !has(cArrest) || has(cKillWeak) && (armedActor || has(cInjure) || x.prevViolent()):
		c := cKill
		for _, k := range []cue{cKill, cAttack, cInjure, cKillWeak} {
			if has(k) && (first[c] < 0 || first[k] < first[c]) {
				c = k
			}
		}
		if x.mobDoes(x.hits[first[c]].a) {
			main = mk(storyline.EventRiots, storyline.SubMobViolence, c)
		} else if h := &x.hits[first[c]]; x.armedSides() && (!civVictim || x.armedTarget(h)) || !civVictim && (x.armedVictims(h) || x.postAssaulted(h) || x.offensiveOf(h)) || x.battleToldBack() {
			main = mk(storyline.EventBattles, storyline.SubArmedClash, c)
		} else {
			main = mk(storyline.EventViolenceCivilians, storyline.SubAttack, c)
		}
	case has(cLoot) || has(cDestroy):
		c := cLoot
		if !has(cLoot) || has(cDestroy) && first[cDestroy] < first[cLoot] {
			c = cDestroy
		}
		switch {
		case x.mobDoes(x.hits[first[c]].a):
			main = mk(storyline.EventRiots, storyline.SubMobViolence, c)
		case c == cDestroy && x.militaryDestruction(&x.hits[first[c]]):
			main = mk(storyline.EventBattles, storyline.SubArmedClash, c)
		default:
			main = mk(storyline.EventStrategic, storyline.SubLootingDestruction, c)
		}
	case has(cArrest) && x.nonStateDoes(x.hits[first[cArrest]].a):
		// detained by colectivos or a gang: an abduction
		main = mk(storyline.EventViolenceCivilians, storyline.SubAbduction, cArrest)
	case has(cArrest):
		main = mk(storyline.EventStrategic, storyline.SubArrests, cArrest)
	case has(cTransfer) && (x.armedNamed() || !leavingWords[x.toks[x.hits[first[cTransfer]].a].lw]):
		// ground handed over or ceded, or left by armed men; "the
		// student withdrew from the district", "the senator pulled out
		// of the race" leave none
		main = mk(storyline.EventStrategic, storyline.SubNonViolentTransfer, cTransfer)
	}
	if main.trig >= 0 {
		out = append(out, main)
	}
	// strategic developments that stand on their own
	type strat struct {
		c        cue
		sub, tag string
		weak     bool
	}
	for _, s := range []strat{
		{cDefect, storyline.SubDefection, "", false},
		{cBorder, storyline.SubOther, "border closure", false},
		{cDiplomatic, storyline.SubOther, "diplomatic", false},
		{cAidBlock, storyline.SubOther, "aid blocked", false},
		{cCurfew, storyline.SubOther, "curfew", true},
		{cHQ, storyline.SubHeadquarters, "", true},
		{cAgreement, storyline.SubAgreement, "", true},
		{cGroupChange, storyline.SubChangeToGroup, "", true},
	} {
		if !has(s.c) || s.weak && len(out) > 0 {
			continue
		}
		if s.c == cDefect && main.trig >= 0 && main.typ != storyline.EventStrategic && !x.stateSubject() {
			continue
		}
		e := mk(storyline.EventStrategic, s.sub, s.c)
		if s.c == cHQ && x.activityChange(&x.hits[first[cHQ]]) {
			e.sub = storyline.SubChangeToGroup
		}
		if s.tag != "" {
			e.tags = append(append([]string(nil), tags...), s.tag)
		}
		out = append(out, e)
	}
	if len(out) == 0 {
		switch {
		case has(cCrime):
			out = append(out, mk("", "", cCrime))
		case has(cDiplo):
			e := mk("", "", cDiplo)
			e.tags = append(append([]string(nil), tags...), "diplomatic")
			out = append(out, e)
		case has(cClaim):
			out = append(out, mk("", "", cClaim))
		}
	}
	return out
}

// prevViolent reports a violent event before the sentence in its block:
// "He died at the hospital" after a shooting.
func (x *extractor) prevViolent() bool {
	p := x.prevEvent()
	return p != nil && (p.EventType == storyline.EventViolenceCivilians || p.EventType == storyline.EventBattles || p.EventType == storyline.EventExplosions || p.EventType == storyline.EventRiots)
}

// violentHits reports a violent trigger among the sentence's hits.
func (x *extractor) violentHits() bool {
	for _, h := range x.hits {
		switch h.c {
		case cKill, cAttack, cClash, cAbduct, cSexual, cAir, cShell, cIED, cGrenade, cSuicide, cChem, cRiotAct, cMob:
			return true
		}
	}
	return false
}

// firearm reports shots or bullets in the sentence, rubber bullets aside.
func (x *extractor) firearm() bool {
	for i := range x.toks {
		switch x.toks[i].lw {
		case "shot", "gunshot", "gunshots", "firearm", "firearms", "gunfire":
			return true
		case "bullet", "bullets":
			if i == 0 || x.toks[i-1].lw != "rubber" && x.toks[i-1].lw != "plastic" {
				return true
			}
		}
	}
	return false
}

// gunFired reports a person shot in the sentence (firearm, or a verb of
// shooting): "fatally shot in a hunting accident", "accidentally shoots
// himself". A shooting by accident is coded as one on purpose is, as
// "an accidental shooting" is: who was shot, where and when, which incident
// data count whatever the intent; a crash or a fire by accident stays a
// disaster.
func (x *extractor) gunFired() bool {
	return x.firearm() || x.hasWord("shoots", "shooting", "shootings")
}

// hasWord reports one of the words in the sentence.
func (x *extractor) hasWord(ws ...string) bool {
	for i := range x.toks {
		for _, w := range ws {
			if x.toks[i].lw == w {
				return true
			}
		}
	}
	return false
}

// dropTrend drops the triggers of a clause that states a trend: from
// "as", "amid" or "while" to a trend word ("grow", "increasingly", "by
// the day").
func (x *extractor) dropTrend() {
	toks := x.toks
	for i := range toks {
		w := toks[i].lw
		trend := w == "grow" || w == "grows" || w == "growing" || w == "increasingly" || w == "escalating" ||
			w == "day" && i >= 2 && toks[i-1].lw == "the" && toks[i-2].lw == "by"
		if !trend {
			continue
		}
		for j := i - 1; j > 0 && j >= i-15; j-- {
			if l := toks[j].lw; l == "as" || l == "amid" || l == "while" {
				for k := range x.hits {
					if x.hits[k].a > j && x.hits[k].c < cNumCues {
						x.hits[k].c = cNone
					}
				}
				return
			}
		}
	}
}
