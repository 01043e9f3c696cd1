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
	if e.NonEvent == "" && x.toll(h, e.DisorderType) {
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
		prev.Interaction = interaction(prev)
		return
	}
	if prev := x.prevEvent(); prev != nil && !loc && e.NonEvent == "" {
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

// location picks the place of e: a geocoded place named in the sentence
// (a town before a division or a country, "near" lowering the precision),
// else the place of the event before it in the block, else the article's
// main country at region precision. It reports whether the sentence named
// the place.
func (x *extractor) location(si *sentInfo, e *storyline.Event) bool {
	if e.SubEventType == storyline.SubAgreement {
		if sp, ok := x.countryWideTruce(); ok {
			if cp, ok := x.countryPlace(x.country); ok {
				e.Place, e.Location, e.LocationSpan = &cp, cp.Name, sp // placetruce.go
				return true
			}
		}
	}
	if p, name, sp, ok := x.qualifiedPlace(); ok {
		e.Place, e.Location, e.LocationSpan = p, name, sp
		return true
	}
	if p, name, sp, ok := x.commaQualifiedPlace(); ok {
		e.Place, e.Location, e.LocationSpan = p, name, sp
		return true
	}
	var best *placeMention
	rank := func(p *placeMention) int {
		switch {
		case p.place.Kind == "city" && !x.countrysideAfter(p.span) && !x.capitalCountryside(p) && !namesakeTown(p.place) && !x.referencePoint(p.span) && !x.originOfFire(p.span):
			// a town named like its province ("in Idlib") often means the
			// province: another town the sentence names is finer
			return 3
		case p.place.Kind == "city" || p.place.Kind == "admin1":
			return 2
		}
		return 1
	}
	for i := range x.places {
		p := &x.places[i]
		if p.span.Start < si.span.Start {
			continue
		}
		if p.span.End > si.span.End {
			break
		}
		if x.inNameOf(p.span) || x.whereSaid(p.span) || x.whereabouts(p.span) || x.actorPlace(p) || x.besideOwnCountry(p) || x.countryOfUnnamedTown(p) || !x.inEventClause(e, p.span) {
			continue
		}
		if best != nil && rank(p) > rank(best) && namesakeTown(best.place) && outsideOf(p.place, best.place) {
			continue // "attacks in Aleppo … casualties reported in Damascus": elsewhere, not finer (placeoutside.go)
		}
		if p.place.Kind == "city" && x.originOfFireListed(p.span) || x.vantagePoint(p.span) {
			continue // where fire came from, where it was heard from (placeref.go)
		}
		// the most specific: a town before a division; of two towns the
		// smaller ("Chacao, Caracas")
		if best == nil || rank(p) > rank(best) || rank(p) == rank(best) && rank(p) == 3 && p.place.Population > 0 && p.place.Population < best.place.Population {
			best = p
		}
	}
	if best != nil {
		// "Eastern Ghouta near Damascus": the capital's country around (placecountryside.go)
		if p, name, sp, ok := x.suburbBesideCapital(best); ok && x.inEventClause(e, sp) {
			e.Place, e.Location, e.LocationSpan = p, name, sp
			return true
		}
	}
	if best != nil && rank(best) < 3 {
		// a village the name tagger missed, located from the town named:
		// "al-Dumayr in the Damascus countryside" (placecountryside.go)
		if p, name, sp, ok := x.townBeforeAnchor(best); ok && x.inEventClause(e, sp) {
			e.Place, e.Location, e.LocationSpan = p, name, sp
			return true
		}
	}
	if best == nil || rank(best) < 3 {
		// a town the name tagger missed is finer than a division or a country
		if p, name, sp, ok := x.townAfterPreposition(); ok && x.inEventClause(e, sp) {
			if v, vname, vsp, ok := x.villageOfSeat(e, p, name, sp); ok {
				p, name, sp = v, vname, vsp // "al-Foaa town in Idleb": not the city (placevillage.go)
			}
			e.Place, e.Location, e.LocationSpan = p, name, sp
			return true
		}
		if p, name, sp, ok := x.townOfCountry(si); ok && x.inEventClause(e, sp) {
			e.Place, e.Location, e.LocationSpan = p, name, sp // "northern Syria's Afrin"
			return true
		}
		if p, name, sp, ok := x.townNamedWithKind(e, best); ok {
			e.Place, e.Location, e.LocationSpan = p, name, sp // "al-Sqeilbiyeh city" (placevillage.go)
			return true
		}
		named := ""
		if best != nil {
			named = best.place.Country
		}
		if p, name, sp, ok := x.landmarkPlace(named); ok {
			e.Place, e.Location, e.LocationSpan = p, name, sp
			return true
		}
	}
	if best != nil {
		pl := *best.place
		if best.place.Kind == "country" && x.country != "" && pl.Country != x.country && (x.borderBefore(best.span) || x.counterpartBefore(best.span)) {
			// "at the border with Brazil": the event is on our side
			if cp, ok := x.countryPlace(x.country); ok {
				pl = cp
			}
		} else if d, ok := x.villageDivision(e, best); ok {
			pl = *d // "al-Foaa town in Idleb": a village of the province (placevillage.go)
		} else if c, ok := x.capitalOfDivision(best); ok {
			pl = *c // "a visit to Moscow": the city, not its federal division (placestated.go)
		} else if d, ok := x.countrysideOf(best); ok {
			pl = *d // "in the Damascus countryside": Rif Dimashq (placecountryside.go)
		} else if d := x.provinceOf(&pl); d != nil && x.provinceOfNamed(best.span) {
			pl = *d // "in the northern province of Aleppo"
		} else if d := x.provinceOf(&pl); d != nil && x.distanceFrom(best.span) {
			pl = *d // "within 12 miles of Qardaha": the province
		} else if (x.nearBefore(best.span) || x.referencePoint(best.span) || x.suburbsNamed(best.span)) && pl.Precision < 2 {
			pl.Precision = 2
		}
		e.Place, e.Location, e.LocationSpan = &pl, best.text, best.span
		return true
	}
	if p, name, sp, ok := x.divisionNamed(e); ok {
		e.Place, e.Location, e.LocationSpan = p, name, sp
		return true
	}
	if prev := x.prevEvent(); prev != nil && prev.Place != nil {
		p := *prev.Place
		e.Place, e.Location, e.LocationSpan = &p, prev.Location, prev.LocationSpan
		return false
	}
	// a place named elsewhere in the block
	for i := range x.places {
		p := &x.places[i]
		if p.span.Start >= x.blockSpan.Start && p.span.End <= si.span.Start {
			if p.place.Kind == "country" && !x.statedAsPlace(p) {
				continue // "heavy U.S. raids": the country that struck, no place (actorplace.go)
			}
			pl := *p.place
			if pl.Precision < 2 {
				pl.Precision = 2
			}
			e.Place, e.Location, e.LocationSpan = &pl, p.text, p.span
			return false
		}
	}
	if x.country != "" {
		if cp, ok := x.countryPlace(x.country); ok {
			e.Place, e.Location = &cp, cp.Name
		}
	}
	return false
}

func (x *extractor) countryPlace(cc string) (storyline.Place, bool) {
	name := x.countryName(cc)
	if name == "" {
		return storyline.Place{}, false
	}
	for i := range x.places {
		if p := x.places[i].place; p.Kind == "country" && p.Country == cc {
			return *p, true
		}
	}
	// The country the article is about but never names (a nationality, a
	// dateline's state): the gazetteer's country, with its coordinates,
	// so that no map puts the event at 0°, 0°.
	if p, ok := x.gazetteer().CountryPlace(cc); ok {
		return p, true
	}
	return storyline.Place{Name: name, Country: cc, Precision: 3, Kind: "country"}, true
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

func (x *extractor) nearBefore(sp storyline.Span) bool {
	for _, w := range x.wordBefore(sp.Start, 3) {
		switch w {
		case "near", "outside", "around", "nearby", "between":
			return true
		}
	}
	return false
}

// countrysideAfter reports a town named for the country around it: "in
// Lattakia countryside" is the province, no finer than the next province
// the sentence names.
func (x *extractor) countrysideAfter(sp storyline.Span) bool {
	for _, t := range x.toks {
		if t.s >= sp.End {
			return t.lw == "countryside" || t.lw == "province" || t.lw == "governorate"
		}
	}
	return false
}

// originOfFire reports a town named as where fire came from ("fired
// rockets from Douma on Damascus", "terrorists positioned in Binnesh
// shelled al-Fouaa"): the event is where the fire lands, so another town
// the sentence names is its place.
func (x *extractor) originOfFire(sp storyline.Span) bool {
	before := x.wordBefore(sp.Start, 6)
	if len(before) < 2 {
		return false
	}
	switch {
	case before[0] == "in" && (before[1] == "positioned" || before[1] == "stationed" || before[1] == "entrenched"):
		return true
	case before[0] == "in" && (before[1] == "located" || before[1] == "based"):
		return x.firesAfter(sp) // "terrorists located in Binnish fired mortar shells on al-Fouaa"
	case before[0] != "from":
		return false
	}
	for _, w := range before[1:] {
		switch w {
		case "fired", "launched", "shelled", "rockets", "rocket", "shells", "mortars", "missiles", "missile", "fire":
			return true
		}
	}
	return false
}

// counterpartBefore reports a country named as a counterpart or an origin:
// "relations with Colombia", "aid from Brazil".
func (x *extractor) counterpartBefore(sp storyline.Span) bool {
	w := x.wordBefore(sp.Start, 1)
	return len(w) == 1 && (w[0] == "with" || w[0] == "from" || w[0] == "against")
}

func (x *extractor) borderBefore(sp storyline.Span) bool {
	for _, w := range x.wordBefore(sp.Start, 4) {
		if w == "border" || w == "frontier" {
			return true
		}
	}
	return false
}

// passiveAt reports a passive verb at token i: "were shot", "was fatally
// shot", "had been beaten". The phrase before it is its patient, not its doer.
func (x *extractor) passiveAt(i int) bool {
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
		} else if g, ok := pick(named, isArmed); ok && holders == 0 {
			e.Actor1 = mkActor(g)
		}
		for _, g := range all {
			if e.Actor1 != nil && g.a == x.spanTok(e.Actor1.Span) {
				continue
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
	e.Interaction = interaction(e)
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

// qualifiedPlace reads the convention "Town (Municipality, State)" or
// "Town (State)" in the sentence: the last part of the parenthesis is a
// first-level division, and the name before it a town in that division.
// It returns the place (the town when the gazetteer knows it there, else
// the division at precision 2) with the name's span.
func (x *extractor) qualifiedPlace() (*storyline.Place, string, storyline.Span, bool) {
	toks := x.toks
	for i := 1; i+2 < len(toks); i++ {
		if toks[i].lw != "(" || !toks[i-1].word || !toks[i-1].cap {
			continue
		}
		close := -1
		for j := i + 1; j < len(toks) && j < i+12; j++ {
			if toks[j].lw == ")" {
				close = j
				break
			}
		}
		if close < 0 {
			continue
		}
		// the division: the capitalized words after the last comma
		ds := i + 1
		for j := close - 1; j > i; j-- {
			if toks[j].lw == "," {
				ds = j + 1
				break
			}
		}
		if ds >= close {
			continue
		}
		div := x.in.Text[toks[ds].s:toks[close-1].e]
		// the name: capitalized words before the parenthesis
		ns := i - 1
		for ns > 0 && i-ns < 4 && (toks[ns-1].cap || toks[ns-1].lw == "de" || toks[ns-1].lw == "del" || toks[ns-1].lw == "la" || toks[ns-1].lw == "los" || toks[ns-1].lw == "las" || toks[ns-1].lw == "el") && toks[ns-1].word {
			ns--
		}
		for ns < i-1 && !toks[ns].cap {
			ns++
		}
		span := storyline.Span{Start: toks[ns].s, End: toks[i-1].e}
		name := span.In(x.in.Text)
		adm := x.lookupAdmin1(div)
		if adm == nil {
			continue
		}
		g := x.gazetteer()
		for _, c := range g.Lookup(name) {
			if c.Kind == "city" && c.Country == adm.Country && c.Admin1 == adm.Name {
				p := c
				return &p, name, span, true
			}
		}
		p := *adm
		p.Precision = 2
		return &p, name, span, true
	}
	return nil, "", storyline.Span{}, false
}

// lookupAdmin1 finds a first-level division by name, in the hinted or main
// country first.
func (x *extractor) lookupAdmin1(name string) *storyline.Place {
	var first *storyline.Place
	for _, c := range x.gazetteer().Lookup(name) {
		if c.Kind != "admin1" {
			continue
		}
		c := c
		if c.Country == x.in.Country || x.in.Country == "" && c.Country == x.country {
			return &c
		}
		if first == nil {
			first = &c
		}
	}
	if x.in.Country != "" {
		return nil
	}
	return first
}

// divisionNamed finds a first-level division of the main country named in
// the sentence by capitalized words the name tagger may have missed
// ("Lara state", "in Falcon"), at region precision, in the clause of e.
func (x *extractor) divisionNamed(e *storyline.Event) (*storyline.Place, string, storyline.Span, bool) {
	if x.country == "" {
		return nil, "", storyline.Span{}, false
	}
	toks := x.toks
	for i := 1; i < len(toks); i++ {
		if !toks[i].word || !toks[i].cap || x.inSurname(i) {
			continue // "Clarence Washington shot his wife": a name, not the state
		}
		for n := 3; n >= 1; n-- {
			if i+n > len(toks) {
				continue
			}
			ok := true
			for k := i; k < i+n; k++ {
				if !toks[k].word || !toks[k].cap && toks[k].lw != "de" && toks[k].lw != "del" {
					ok = false
				}
			}
			if !ok {
				continue
			}
			sp := storyline.Span{Start: toks[i].s, End: toks[i+n-1].e}
			name := sp.In(x.in.Text)
			for _, c := range x.gazetteer().Lookup(name) {
				if c.Kind == "admin1" && c.Country == x.country {
					if x.sidePrefix(sp) || x.actorSuffix(sp) || x.gazetteer().CapitalNamed(name, c.Country) && (x.governmentNamed(sp) || x.partyCapital(sp) || x.speaks(sp, true)) {
						break // "pro-Damascus media": a side, not the division (actorplace.go)
					}
					if !x.inEventClause(e, sp) || x.whereabouts(sp) {
						break // "… as fighters advanced towards the Raqqa stronghold", "evacuees from … Idlib province" (placeref.go)
					}
					c.Precision = 3
					return &c, name, sp, true
				}
			}
		}
	}
	return nil, "", storyline.Span{}, false
}

// holderOfPlace reports an actor named as the side that holds a place:
// "rebel-held", "IS-controlled", "opposition-run".
func (x *extractor) holderOfPlace(a actorHit) bool {
	b := a.b
	if b+1 < len(x.toks) && x.toks[b].lw == "-" {
		b++
	}
	return b < len(x.toks) && heldWords[x.toks[b].lw]
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
