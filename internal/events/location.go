package events

import (
	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Where an event happened: the place its sentence names, read from the
// sentence, the paragraph and the names the analysis found.

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
		if p.span.Start < si.span.Start || x.inHead(p.span) {
			continue // before the sentence, or in another article's headline (dropCreditTeaser)
		}
		if p.span.End > si.span.End {
			break
		}
		if x.inNameOf(p.span) || x.whereSaid(p.span) || x.whereabouts(p.span) || x.actorPlace(p) || x.besideOwnCountry(p) || x.countryOfUnnamedTown(p) || !x.inEventClause(e, p.span) {
			continue
		}
		if x.datelineElsewhere(si, p) {
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
		if p, name, sp, ok := x.suburbBesideCapital(best); ok && x.inEventClause(e, sp) && !x.inHead(sp) {
			e.Place, e.Location, e.LocationSpan = p, name, sp
			return true
		}
	}
	if best != nil && rank(best) < 3 {
		// a village the name tagger missed, located from the town named:
		// "al-Dumayr in the Damascus countryside" (placecountryside.go)
		if p, name, sp, ok := x.townBeforeAnchor(best); ok && x.inEventClause(e, sp) && !x.inHead(sp) {
			e.Place, e.Location, e.LocationSpan = p, name, sp
			return true
		}
	}
	if best == nil || rank(best) < 3 {
		// a town the name tagger missed is finer than a division or a country
		if p, name, sp, ok := x.townAfterPreposition(); ok && x.inEventClause(e, sp) && !x.inHead(sp) {
			if v, vname, vsp, ok := x.villageOfSeat(e, p, name, sp); ok {
				p, name, sp = v, vname, vsp // "al-Foaa town in Idleb": not the city (placevillage.go)
			}
			e.Place, e.Location, e.LocationSpan = p, name, sp
			return true
		}
		if p, name, sp, ok := x.townOfCountry(si); ok && x.inEventClause(e, sp) && !x.inHead(sp) {
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
		if best.place.Kind == "country" && x.country != "" && pl.Country != x.country && (x.borderBefore(best.span) || x.counterpartBefore(best.span) && !x.struckCountry(e, best.span)) {
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
	// "an attack on a Syrian air base": the struck post's country, when
	// what follows would place the deed in another (a dateline abroad)
	struck, struckSpan, struckOK := x.struckNationality(si, e)
	elsewhere := func(p *storyline.Place) bool { return struckOK && (p == nil || p.Country != struck.Country) }
	if prev := x.prevEvent(); prev != nil && prev.Place != nil && !elsewhere(prev.Place) {
		p := *prev.Place
		e.Place, e.Location, e.LocationSpan = &p, prev.Location, prev.LocationSpan
		return false
	}
	if p, ok := x.blockPlace(si); ok && !elsewhere(p.place) {
		pl := *p.place
		if pl.Precision < 2 {
			pl.Precision = 2
		}
		e.Place, e.Location, e.LocationSpan = &pl, p.text, p.span
		return false
	}
	if struckOK {
		e.Place, e.Location, e.LocationSpan = &struck, struck.Name, struckSpan
		return true
	}
	if x.country != "" {
		if cp, ok := x.countryPlace(x.country); ok {
			e.Place, e.Location = &cp, cp.Name
		}
	}
	return false
}

// blockPlace returns the first place named in the block before sentence
// si that is stated as a place (a country named as who struck is none:
// "heavy U.S. raids", actorplace.go).
func (x *extractor) blockPlace(si *sentInfo) (*placeMention, bool) {
	for i := range x.places {
		p := &x.places[i]
		if p.span.Start >= x.blockSpan.Start && p.span.End <= si.span.Start {
			if p.place.Kind == "country" && !x.statedAsPlace(p) {
				continue
			}
			return p, true
		}
	}
	return nil, false
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

// struckCountry reports a country named as what an armed deed was made
// against: "strikes against Syria", "an offensive against Ukraine" happen
// there, while a protest against a country or a border with it is on the
// article's side.
func (x *extractor) struckCountry(e *storyline.Event, sp storyline.Span) bool {
	switch e.EventType {
	case storyline.EventBattles, storyline.EventExplosions, storyline.EventViolenceCivilians:
	default:
		return false
	}
	w := x.wordBefore(sp.Start, 1)
	return len(w) == 1 && w[0] == "against"
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
		if ns > 0 && toks[ns-1].lw == "from" {
			// an origin, not a place: "foreign combatants from Chechnya
			// China (Xinjiang Province) and Turkey"
			continue
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
			if text.StreetsAfter(x.in.Text[sp.End:]) {
				continue // "in the area of Vermont and Manchester avenues": a street, not the state
			}
			for _, c := range x.gazetteer().Lookup(name) {
				if c.Kind == "admin1" && c.Country == x.country {
					if x.sidePrefix(sp) || x.actorSuffix(sp) || x.gazetteer().CapitalNamed(name, c.Country) && (x.governmentNamed(sp) || x.partyCapital(sp) || x.speaks(sp, true)) {
						break // "pro-Damascus media": a side, not the division (actorplace.go)
					}
					if !x.inEventClause(e, sp) || x.whereabouts(sp) || x.inHead(sp) {
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

// inHead reports a span in the head of the sentence that reports no event
// of this article (cutTo: another article's headline after a photo's
// credit).
func (x *extractor) inHead(sp storyline.Span) bool {
	return x.cutTo > 0 && x.cutTo <= len(x.toks) && sp.Start < x.toks[x.cutTo-1].e
}
