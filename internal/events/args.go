package events

import (
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
)

// prevEvent returns the last event coded in the current block, or nil.
func (x *extractor) prevEvent() *storyline.Event {
	if x.last < 0 || x.last >= len(x.out) {
		return nil
	}
	return &x.out[x.last]
}

// subRank orders the sub-types of demonstrations by the codebook's
// priority: a later one replaces an earlier one when a sentence adds to the
// event before it.
var subRank = map[string]int{
	storyline.SubPeacefulProtest:      1,
	storyline.SubProtestIntervention:  2,
	storyline.SubExcessiveForce:       3,
	storyline.SubViolentDemonstration: 4,
}

func disorderOf(typ string) string {
	switch typ {
	case storyline.EventProtests, storyline.EventRiots:
		return storyline.DisorderDemonstrations
	case storyline.EventStrategic:
		return storyline.DisorderStrategic
	case "":
		return ""
	}
	return storyline.DisorderPoliticalViolence
}

// emit builds the event of c in sentence si, or merges it into the event
// before it in the same block when it only says more about that one.
func (x *extractor) emit(si *sentInfo, c coded, nonEvent string) {
	h := &x.hits[c.trig]
	toks := x.toks
	e := storyline.Event{
		EventType:    c.typ,
		SubEventType: c.sub,
		DisorderType: disorderOf(c.typ),
		Trigger:      x.in.Text[toks[h.a].s:toks[h.b-1].e],
		TriggerSpan:  storyline.Span{Start: toks[h.a].s, End: toks[h.b-1].e},
		Sentence:     si.span,
		NonEvent:     nonEvent,
		Tags:         c.tags,
	}
	e.ACLEDSubEventType = e.SubEventType
	if e.SubEventType == storyline.SubDefection {
		e.ACLEDSubEventType = storyline.SubChangeToGroup
	}
	if c.typ == "" && nonEvent == "" {
		e.NonEvent = storyline.NonEventNotConflict
	}
	x.counts(si, &e)
	if e.NonEvent == "" && (x.toll(h, e.DisorderType) || warScale(&e)) {
		// the sentence reports a toll over a period: kept, with its count,
		// as a non-event
		e.NonEvent = storyline.NonEventToll
		x.tollSent = x.sentIdx // for the parts of its toll in the next sentence
		if e.Fatalities == 0 && x.tollOnly {
			e.Fatalities, e.FatalitiesSpan = x.tollFatal, x.tollFig.Span
			if e.Source == "" {
				e.Source, e.SourceSpan = x.tollFig.Source, x.tollFig.SourceSpan
			}
		}
	}
	loc := x.location(si, &e)
	x.date(si, &e)
	x.assignActors(&e)
	e.Confidence = x.confidence(&e, loc)

	// a later sentence far from prev that tells a deed of its own (a
	// weapon, an attack, a killing: not a bare "died") and counts dead
	// prev has none of tells its own event: merged, its dead would be lost
	// ("in the wake of a bombing" … two sentences on … "a bomb attack hit
	// the convoy killing more than 120 people")
	farDead := x.sentIdx-x.lastSent > 2 && e.Fatalities > 0 && !e.FatalitiesImplied && !x.statedTotal && h.c != cKillWeak && h.c != cInjure
	if prev := x.prevEvent(); prev != nil && e.NonEvent == "" && prev.NonEvent == "" && !(farDead && prev.Fatalities == 0) && x.continues(si, prev, &e, loc) {
		// the dead of a later sentence are the event's only close to it (an
		// article without paragraphs is one block), or when stated as its
		// total ("2 fatalities.")
		near := x.sentIdx-x.lastSent <= 2
		whole := prev.Fatalities // the dead before this sentence's
		x.lastSent = x.sentIdx
		if prev.EventType == storyline.EventProtests && e.EventType == storyline.EventViolenceCivilians && (si.has(cKill) || si.has(cKillWeak) || si.has(cInjure) && x.firearm()) && !x.statedTotal {
			// a protester killed after the protest: excessive force
			e.EventType, e.SubEventType, e.ACLEDSubEventType, e.DisorderType = storyline.EventProtests, storyline.SubExcessiveForce, storyline.SubExcessiveForce, storyline.DisorderDemonstrations
		}
		if subRank[e.SubEventType] > subRank[prev.SubEventType] && subRank[prev.SubEventType] > 0 {
			if prev.EventType == storyline.EventProtests && e.EventType == storyline.EventRiots && prev.Actor1 != nil {
				// the protesters turned rioters
				a := *prev.Actor1
				a.Name, a.Inter = strings.Replace(a.Name, "Protesters", "Rioters", 1), storyline.InterRioters
				prev.Actor1 = &a
			}
			prev.EventType, prev.SubEventType, prev.ACLEDSubEventType, prev.DisorderType = e.EventType, e.SubEventType, e.ACLEDSubEventType, e.DisorderType
			if e.Actor2 != nil && prev.Actor2 == nil {
				prev.Actor2 = e.Actor2
			}
		}
		if meansOfTheAttack(x.in.Text, prev, &e) {
			prev.EventType, prev.SubEventType, prev.ACLEDSubEventType, prev.DisorderType = e.EventType, e.SubEventType, e.ACLEDSubEventType, e.DisorderType
		}
		switch {
		case x.statedTotal:
			// "2 fatalities.": the total the report states
			prev.Fatalities, prev.FatalitiesSpan, prev.FatalitiesImplied = e.Fatalities, e.FatalitiesSpan, false
		case !near:
		case prev.Fatalities == 0:
			prev.Fatalities, prev.FatalitiesSpan, prev.FatalitiesImplied = e.Fatalities, e.FatalitiesSpan, e.FatalitiesImplied
		case x.hasWord("toll"):
			// "another monitoring group put the death toll at 30": another
			// report of the same dead
			prev.Fatalities = max(prev.Fatalities, e.Fatalities)
		case x.inHeadline(prev.FatalitiesSpan) && e.Fatalities < prev.Fatalities:
			// "Syrian Army Kills over 100 ISIS Terrorists" then "Four more
			// … were killed": a headline counts the article's dead, the
			// text's counts are parts of it
		case e.Fatalities != prev.Fatalities && !x.parts.whole(x.last, prev, &e) && x.addedDead(e.FatalitiesSpan):
			prev.Fatalities += e.Fatalities // "another man died later"
			prev.FatalitiesImplied = prev.FatalitiesImplied && e.FatalitiesImplied
		}
		x.parts.tell(x.last, whole, prev.Fatalities > whole, &e)
		prev.Injured = max(prev.Injured, e.Injured)
		prev.Victims = max(prev.Victims, e.Victims)
		prev.Dead = append(prev.Dead, e.Dead...)
		prev.Hit = append(prev.Hit, e.Hit...)
		prev.Arrested = max(prev.Arrested, e.Arrested)
		prev.CrowdSize = max(prev.CrowdSize, e.CrowdSize)
		if prev.Place == nil && e.Place != nil {
			prev.Place, prev.Location, prev.LocationSpan = e.Place, e.Location, e.LocationSpan
		}
		if prev.DateSpan.End == 0 && e.DateSpan.End > 0 && e.TimePrecision == 1 && loc && sameTown(prev.Place, e.Place) && e.Date.Time().Before(prev.Date.Time().AddDate(0, 0, -minRetoldDays+1)) {
			// the deed's own day, told after it in its town and days
			// before the report's ("Samples obtained from Khan Sheikhun
			// where the attack took place" … "a sarin attack on Khan
			// Sheikhun on the 4th of April" in a report of the 13th),
			// dates it rather than the report; a day or two before may be
			// another deed told "also on Wednesday", one in no town "a
			// similar bombing in the same square on July 25"
			prev.Date, prev.DateEnd, prev.TimePrecision, prev.DateSpan = e.Date, e.DateEnd, e.TimePrecision, e.DateSpan
		}
		prev.Interaction = interaction(prev)
		return
	}
	if prev := x.prevEvent(); prev != nil && (!loc || e.Place != nil && placeRank(e.Place) == 0) && e.NonEvent == "" {
		if sp, ok := x.ownDeedElsewhere(prev, &e); ok {
			// "about 70 rebels were killed in clashes … in an eastern
			// province" after a blast in Idlib: not Idlib (placeunnamed.go)
			if cp, ok := x.countryPlace(prev.Place.Country); ok {
				e.Place, e.Location, e.LocationSpan = &cp, x.in.Text[sp.Start:sp.End], sp
			}
		}
	}
	if prev := x.prevEvent(); prev != nil && !loc && e.NonEvent == "" && ownDayDead(prev, &e) && prev.Place != nil && placeRank(prev.Place) > 0 {
		// the deed of another day names no place: the place of the one
		// before it is that deed's ("On Tuesday in a chemical attack
		// blamed on the regime some 100 civilians were killed" after a
		// bus bomb in Hassia), its country is all the sentence says
		if cp, ok := x.countryPlace(prev.Place.Country); ok {
			e.Place, e.Location, e.LocationSpan = &cp, cp.Name, storyline.Span{}
		}
	}
	x.out = append(x.out, e)
	if e.NonEvent == "" {
		x.last, x.lastSent = len(x.out)-1, x.sentIdx
		x.parts = partsTold{event: x.last}
		if e.Fatalities > 0 && !e.FatalitiesImplied {
			x.parts.sum, x.parts.n = x.includedParts(si, e.FatalitiesSpan)
		}
	}
}

// sameTown reports two places that are one town.
func sameTown(a, b *storyline.Place) bool {
	return a != nil && b != nil && a.Precision == 1 && b.Precision == 1 && a.Name == b.Name && a.Country == b.Country
}

// minRetoldDays is the fewest days before the report's day that a later
// sentence's own day must lie to date the deed told before it.
const minRetoldDays = 3

// continues reports whether e, from a later sentence of the block, says
// more about prev rather than reporting a new event: no date of its own,
// no other place, and a kind that fits (tear gas after a protest, the dead
// after a clash, "2 fatalities." after anything violent).
func (x *extractor) continues(si *sentInfo, prev, e *storyline.Event, ownPlace bool) bool {
	if ownPlace && prev.Place != nil && e.Place != nil && e.Place.Name != prev.Place.Name && !x.countryOfProtest(prev, e) {
		return false
	}
	if e.DateSpan.End > 0 && prev.DateSpan.End > 0 && e.Date != prev.Date || otherMeans(prev, e) || ownDayDead(prev, e) || x.opensOtherDeed() {
		return false
	}
	if e.DateSpan.End > 0 && prev.DateSpan.End == 0 && !e.Date.IsZero() && !prev.Date.IsZero() && daysApart(e.Date, prev.Date) > 7 && !x.definiteTrigger(e) {
		// "In March two blasts occurred near the cemetery …, claiming
		// the lives of at least 40" after an undated report of today's
		// shelling: a deed of its own time, not more of today's. "the
		// sarin attack on Khan Sheikhun on the 4th" names the deed
		// told before, and dates it.
		return false
	}
	violent := func(t string) bool {
		return t == storyline.EventViolenceCivilians || t == storyline.EventBattles || t == storyline.EventExplosions
	}
	switch prev.EventType {
	case storyline.EventProtests, storyline.EventRiots:
		if prev.SubEventType == storyline.SubMobViolence {
			return violent(e.EventType) || e.EventType == storyline.EventRiots
		}
		if e.EventType == storyline.EventProtests || e.EventType == storyline.EventRiots && e.SubEventType == storyline.SubViolentDemonstration {
			return true
		}
		if e.EventType == storyline.EventViolenceCivilians && (si.has(cInjure) || si.has(cKillWeak) || si.has(cKill)) && !x.armedSides() {
			return true
		}
	case storyline.EventViolenceCivilians, storyline.EventBattles, storyline.EventExplosions:
		return violent(e.EventType) || e.EventType == storyline.EventRiots && e.SubEventType == storyline.SubMobViolence
	}
	return false
}

// whereSaid reports a place that says where a statement was made, not
// where the event happened: "said in Turkey the attack had killed 1300",
// "speaking in Geneva".
func (x *extractor) whereSaid(sp storyline.Span) bool {
	w := x.wordBefore(sp.Start, 2)
	if len(w) < 2 || w[0] != "in" && w[0] != "from" {
		return false
	}
	switch w[1] {
	case "said", "says", "told", "speaking", "spoke", "announced", "declared", "stated":
		return true
	}
	return false
}

// inNameOf reports a place named as the end of a longer proper name,
// "<Capitalized words> of <place>": "Police Forces of Chile", "University
// of Texas" name an actor or a body, not where the event happened.
func (x *extractor) inNameOf(sp storyline.Span) bool {
	i := x.spanTok(sp)
	// "the District of Douma", "the City of Aleppo" name the place itself
	return i >= 2 && x.toks[i-1].lw == "of" && x.toks[i-2].word && x.toks[i-2].cap && !townWords[x.toks[i-2].lw] && !divisionWords[x.toks[i-2].lw]
}

func (x *extractor) confidence(e *storyline.Event, loc bool) float64 {
	c := 0.55
	if loc {
		c += 0.15
	}
	if e.Actor1 != nil {
		c += 0.1
	}
	if e.DateSpan.End > 0 {
		c += 0.1
	}
	if e.NonEvent != "" {
		c -= 0.3
	}
	return c
}

// wordsBefore returns the folded words just before offset off in the text.
func (x *extractor) wordBefore(off int, n int) []string {
	var out []string
	for i := len(x.toks) - 1; i >= 0 && len(out) < n; i-- {
		if x.toks[i].e <= off {
			out = append(out, x.toks[i].lw)
		}
	}
	return out
}

// passiveAt reports a passive verb at token i: "were shot", "was fatally
// shot", "had been beaten". The phrase before it is its patient, not its doer.
func (x *extractor) passiveAt(i int) bool {
	if i > 0 && x.toks[i-1].word && participle(x.toks[i].lw) && headlinePassive(x.toks, i, x.headlineEnd > 0 && x.toks[i].s < x.headlineEnd) {
		return true // "More than 100 ISIS terrorists killed in Deir Ezzor"
	}
	for j := i - 1; j >= 0 && j >= i-2; j-- {
		switch w := x.toks[j].lw; {
		case w == "was" || w == "were" || w == "been" || w == "being" || w == "be" || w == "is" || w == "are":
			return true
		case !strings.HasSuffix(w, "ly") && w != "also" && w != "all" && w != "later":
			return false // "were also killed", "were all killed"
		}
	}
	return false
}

// assignActors names the actors of e from the actor phrases of its
// sentence, by the event's type: protesters and the forces that met them,
// perpetrators and victims (the agent of a passive verb is the doer).
func (x *extractor) assignActors(e *storyline.Event) {
	cc := x.country
	if e.Place != nil && e.Place.Country != "" {
		cc = e.Place.Country
	}
	country := x.countryName(cc)
	mkActor := func(h actorHit) *storyline.EventActor {
		c := country
		if h.kind.state() {
			if cc := x.nationalityBefore(h.a); cc != "" {
				c = x.countryName(cc) // "Russia's aerospace group", "Turkish troops"
			}
		}
		if h.kind == aRebels && h.name == "" && x.initialsIS(h.a) {
			h.name = "Islamic State" // "IS fighters", "IS group fighters": the initials in capitals, not the verb
		}
		name, inter := actorName(h, c)
		sp := storyline.Span{Start: x.toks[h.a].s, End: x.toks[h.b-1].e}
		return &storyline.EventActor{Name: name, Text: sp.In(x.in.Text), Span: sp, Inter: inter}
	}
	var doers, victims, answering []actorHit
	holders := 0
	trig := e.TriggerSpan.Start
	trigTok := x.tokenAt(trig)
	passive := trigTok < len(x.toks) && x.passiveAt(trigTok)
	for _, a := range x.actors {
		if a.a > trigTok && a.b < len(x.toks) && saidBefore[x.toks[a.b].lw] {
			continue // "… on an air base in the east, the Russian army said": the source, not a side
		}
		if x.accordingTo(a.a) {
			continue // "According to a police news release, the shooting happened …": the source, not a side
		}
		if a.a > trigTok && x.whileBetween(trigTok, a.a) {
			continue // "Other air raids took place in Aleppo while clashes between rebels and regime fighters continued": the clashes' sides
		}
		before := x.toks[a.a].s < trig
		switch {
		case x.holderOfPlace(a):
			// "the rebel-held district was pounded": the side that holds
			// the place struck, not the striker
			victims = append(victims, a)
			holders++
		case a.agent:
			doers = append(doers, a)
		case before && !passive && x.actsOtherwise(a, trigTok):
			answering = append(answering, a) // "police are investigating a shooting"
		case before && !passive, !before && passive && a.agent:
			doers = append(doers, a)
		default:
			victims = append(victims, a)
		}
	}
	pick := func(hs []actorHit, ok func(actorKind) bool) (actorHit, bool) {
		for _, h := range hs {
			if ok(h.kind) {
				return h, true
			}
		}
		return actorHit{}, false
	}
	named := append(append([]actorHit(nil), doers...), victims...)
	all := append(named, answering...)
	isState := func(k actorKind) bool { return k.state() }
	isArmed := func(k actorKind) bool { return k.armed() }
	switch e.EventType {
	case storyline.EventProtests, storyline.EventRiots:
		k := aProtesters
		if e.EventType == storyline.EventRiots {
			k = aRioters
		}
		h := actorHit{kind: k}
		if g, ok := pick(all, func(k actorKind) bool { return k == aProtesters || k == aRioters || k == aCivilians }); ok {
			h.a, h.b = g.a, g.b
			e.Actor1 = mkActor(h)
			if n, ok := groupNames[g.group]; ok && country != "" {
				e.AssocActors1 = append(e.AssocActors1, storyline.EventActor{Name: n + " (" + country + ")", Text: e.Actor1.Text, Span: e.Actor1.Span, Inter: storyline.InterCivilians})
			}
		} else {
			name, inter := actorName(h, country)
			e.Actor1 = &storyline.EventActor{Name: name, Inter: inter}
		}
		if g, ok := pick(all, isState); ok && e.SubEventType != storyline.SubPeacefulProtest {
			e.Actor2 = mkActor(g)
		} else if e.SubEventType == storyline.SubMobViolence {
			if g, ok := pick(victims, func(k actorKind) bool { return k == aCivilians }); ok {
				e.Actor2 = mkActor(g)
			}
		}
	case storyline.EventViolenceCivilians:
		if g, ok := pick(doers, isArmed); ok {
			e.Actor1 = mkActor(g)
		} else if g, ok := pick(all, func(k actorKind) bool { return k.armed() && k != aPolice && k != aMilitary }); ok {
			e.Actor1 = mkActor(g)
		} else {
			name, inter := actorName(actorHit{kind: aArmed}, country)
			e.Actor1 = &storyline.EventActor{Name: name, Inter: inter}
		}
		if g, ok := pick(victims, func(k actorKind) bool { return k == aCivilians || k == aProtesters }); ok {
			g.kind = aCivilians
			e.Actor2 = mkActor(g)
		} else {
			name, inter := actorName(actorHit{kind: aCivilians}, country)
			e.Actor2 = &storyline.EventActor{Name: name, Inter: inter}
		}
		e.CivilianTargeting = true
	default:
		// Civilians are never the side that shells, bombs or fights
		// (ACLED codes them as the second actor only): "Five civilians
		// were killed in rocket attacks" names the victims before the
		// attack's noun.
		if g, ok := pick(doers, func(k actorKind) bool { return k != aNone && k != aCivilians }); ok {
			e.Actor1 = mkActor(g)
		} else if g, ok := pick(named, func(k actorKind) bool { return k.armed() && !(k.state() && bombMeans(e)) }); ok && holders == 0 && !(passive && len(doers) == 0 && len(named) == 1) {
			// "Five rebels were killed in clashes with the army": a side
			// of the clash; but "More than 100 ISIS terrorists killed in
			// Deir Ezzor", the only side named, is the side struck. A
			// state's forces named with a bomb and not as its doers are
			// what it struck: "a double suicide bomb attack at an army
			// checkpoint", "blew themselves up near the main police
			// headquarters"
			e.Actor1 = mkActor(g)
		}
		for _, g := range all {
			if e.Actor1 != nil && g.a == x.spanTok(e.Actor1.Span) {
				continue
			}
			if x.armedAmong(g) {
				continue // "left 270 people dead including soldiers": the soldiers are the side struck
			}
			if e.Actor1 != nil && e.EventType == storyline.EventStrategic {
				break
			}
			a2 := mkActor(g)
			if e.Actor1 != nil && a2.Name == e.Actor1.Name && !(e.SubEventType == storyline.SubArmedClash && nonStateArmed(a2.Inter)) {
				// a second mention of the first side ("civilians … children",
				// "army units … troops"): only two armed groups of one kind
				// (rival rebels, militias) clash under one name
				continue
			}
			e.Actor2 = a2
			break
		}
	}
	x.countryDoer(e)
	x.airStrikeDoer(e)
	e.Interaction = interaction(e)
}

// accordingReach bounds the words between "according to" and the source
// it names ("according to a police news release"): a longer reach takes
// the subject of the clause after the source ("According to Syrian
// government sources the army captured crossroads").
const accordingReach = 4

// accordingTo reports an actor at token a inside an "according to" phrase
// ("according to a police news release", "according to the army"): the
// source of the report, no side of its deed.
func (x *extractor) accordingTo(a int) bool {
	for k := a - 1; k >= 1 && k >= a-accordingReach; k-- {
		t := x.toks[k]
		if !t.word {
			return false
		}
		if t.lw == "to" && x.toks[k-1].lw == "according" {
			return true
		}
	}
	return false
}

// whileBetween reports "while" or "whereas" between tokens i and j: what
// follows opens a clause of another deed.
func (x *extractor) whileBetween(i, j int) bool {
	for k := i + 1; k < j && k < len(x.toks); k++ {
		if w := x.toks[k].lw; w == "while" || w == "whereas" {
			return true
		}
	}
	return false
}

// initialsIS reports "IS" in capitals right before token a, or before a
// "group" right before it: "IS fighters", "IS group fighters".
func (x *extractor) initialsIS(a int) bool {
	k := a - 1
	if k > 0 && x.toks[k].lw == "group" {
		k--
	}
	return k >= 0 && x.in.Text[x.toks[k].s:x.toks[k].e] == "IS"
}

// warScaleCount is the number of dead or wounded no single event of
// political violence reaches: the deadliest attacks of a war count their
// dead in the hundreds or a thousand or two, their wounded in the
// thousands. A sentence that counts more tells a war's or a campaign's
// toll ("the conflict has claimed the lives of over 470000 people injured
// 1.9 million others"), whatever words it tells it with.
const warScaleCount = 20000

// warScale reports an event whose counted dead or wounded are of a war's
// scale (warScaleCount).
func warScale(e *storyline.Event) bool {
	return e.Fatalities >= warScaleCount || e.Injured >= warScaleCount
}

// armedAmong reports a generic count of people ("270 people", "dozens of
// persons") that "including" then names as armed: "left 270 people dead
// including soldiers and pro-regime fighters". The side struck is the
// armed one the sentence names after it.
func (x *extractor) armedAmong(g actorHit) bool {
	if g.kind != aCivilians || g.group != "people" && g.group != "persons" && g.group != "person" {
		return false
	}
	for k := g.b; k < len(x.toks) && k <= g.b+2; k++ {
		if x.toks[k].lw != "including" {
			continue
		}
		for _, h := range x.actors {
			if h.a > k && h.a <= k+3 && h.kind.armed() {
				return true
			}
		}
	}
	return false
}

// nonStateArmed reports an ACLED inter code of armed groups that are not
// a state's: rebels and militias.
func nonStateArmed(inter int) bool {
	return inter == storyline.InterRebels || inter == storyline.InterPoliticalMilitia || inter == storyline.InterIdentityMilitia
}

func (x *extractor) spanTok(sp storyline.Span) int {
	for i := range x.toks {
		if x.toks[i].s == sp.Start {
			return i
		}
	}
	return -1
}

// interaction is ACLED's interaction code: the two inter codes, lower
// first (60 for protesters alone).
func interaction(e *storyline.Event) int {
	a, b := 0, 0
	if e.Actor1 != nil {
		a = e.Actor1.Inter
	}
	if e.Actor2 != nil {
		b = e.Actor2.Inter
	}
	if a == 0 {
		a, b = b, 0
	}
	if b != 0 && b < a {
		a, b = b, a
	}
	v, _ := strconv.Atoi(strconv.Itoa(a) + strconv.Itoa(b))
	return v
}

// holderOfPlace reports an actor named as the side that holds a place:
// "rebel-held", "IS-controlled", "opposition-run", "territory controlled by
// Daesh".
func (x *extractor) holderOfPlace(a actorHit) bool {
	b := a.b
	if b+1 < len(x.toks) && x.toks[b].lw == "-" {
		b++
	}
	if b < len(x.toks) && heldWords[x.toks[b].lw] {
		return true
	}
	// "territory controlled by Daesh", "areas under the control of the
	// rebels"
	k := a.a - 1
	if k > 0 && determiner(x.toks[k].lw) {
		k--
	}
	switch {
	case k > 0 && x.toks[k].lw == "by":
		return heldWords[x.toks[k-1].lw]
	case k > 1 && x.toks[k].lw == "of":
		return x.toks[k-1].lw == "control" && (x.toks[k-2].lw == "the" || x.toks[k-2].lw == "under")
	}
	return false
}

// ownDayDead reports a later sentence that counts dead of a day it names
// for itself, other than prev's, when prev states neither a day nor a
// count: "Also you dont know when the jets might bomb … including a recent
// alleged poison gas attack" and, sentences on, "On Saturday a deadly
// explosion killed at least 100"; "the bomb had gone off on a bus" and "On
// Tuesday in a chemical attack some 100 civilians were killed". The dead
// are the named day's deed, not the undated one's: taken by it, they gave
// the gas attack the blast's 100. A day one apart from prev's (the
// report's) is left to the merge, which joins the two again when the rest
// agrees.
func ownDayDead(prev, e *storyline.Event) bool {
	if prev.DateSpan.End > 0 || prev.Fatalities > 0 || e.DateSpan.End == 0 || e.TimePrecision != 1 {
		return false
	}
	if e.Fatalities == 0 || e.FatalitiesImplied || prev.Date.IsZero() || e.Date.IsZero() {
		return false
	}
	gap := e.Date.Time().Sub(prev.Date.Time()).Hours() / 24
	return gap >= 2 || gap <= -2
}

// daysApart returns how many days lie between two dates.
func daysApart(a, b storyline.Date) int {
	d := a.Time().Sub(b.Time()).Hours() / 24
	if d < 0 {
		d = -d
	}
	return int(d)
}

// definiteTrigger reports an event's trigger named with a definite
// determiner among the three words before it, in its clause: "the sarin
// attack", "this bombing" refer to a deed already told.
func (x *extractor) definiteTrigger(e *storyline.Event) bool {
	for _, w := range x.wordBefore(e.TriggerSpan.Start, 3) {
		switch w {
		case "the", "this", "that", "these", "those", "its":
			return true
		case ".", ",", ";", ":":
			return false
		}
	}
	return false
}
