package events

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
)

// This file holds the places a sentence names that are not where its
// event happened: a town a distance is measured from, a country abroad
// named beside the article's own, a town fire came from.

// distanceFrom reports a town named as the bound of an approach: "came
// within 12 miles of Qardaha", "within 5 km of the airport town of
// Kuweires". The event is somewhere short of that circle's edge, on no
// known side: the town's province is what the sentence says of its place,
// not the town. A located point ("20 km northeast of Aleppo", "60
// kilometres from Damascus") stays near the town (referencePoint).
func (x *extractor) distanceFrom(sp storyline.Span) bool {
	i := x.spanTok(sp)
	if i < 4 || x.toks[i-1].lw != "of" && x.toks[i-1].lw != "from" {
		return false
	}
	j := i - 2
	if x.toks[j].lw == ")" {
		for j > 0 && x.toks[j].lw != "(" {
			j-- // "12 miles (20 km) of"
		}
		j--
	}
	if j < 2 || !distanceUnits[x.toks[j].lw] {
		return false
	}
	j -= 2 // the number
	for j > 0 && (x.toks[j].lw == "some" || x.toks[j].lw == "about" || x.toks[j].lw == "just" || x.toks[j].lw == "only") {
		j--
	}
	return j >= 0 && x.toks[j].lw == "within"
}

// provinceOf returns the first-level division a town lies in, at region
// precision, or nil.
func (x *extractor) provinceOf(p *storyline.Place) *storyline.Place {
	if p.Kind != "city" || p.Admin1 == "" {
		return nil
	}
	for _, c := range x.gazetteer().Lookup(p.Admin1) {
		if c.Kind == "admin1" && c.Country == p.Country {
			c.Precision = 3
			return &c
		}
	}
	return nil
}

// besideOwnCountry reports a country abroad named in one phrase with the
// article's own: "the coalition fighting IS in Iraq and Syria", "across
// Syria and Iraq". The pair names where a group or a campaign is, and an
// event of the article is in its own country.
func (x *extractor) besideOwnCountry(p *placeMention) bool {
	if p.place.Kind != "country" || x.country == "" || p.place.Country == x.country {
		return false
	}
	for i := range x.places {
		o := &x.places[i]
		if o.place.Kind != "country" || o.place.Country != x.country {
			continue
		}
		var between string
		switch {
		case o.span.Start >= p.span.End && o.span.Start-p.span.End <= 12:
			between = x.in.Text[p.span.End:o.span.Start]
		case o.span.End <= p.span.Start && p.span.Start-o.span.End <= 12:
			between = x.in.Text[o.span.End:p.span.Start]
		default:
			continue
		}
		switch strings.Join(strings.Fields(strings.ToLower(between)), " ") {
		case "and", "or", "&", ",", "and the", "and in", "or in", "/":
			return true
		}
	}
	return false
}

// firesAfter reports a verb of firing within the few words after a place
// ("located in Binnish and Maaret Masrin fired mortar shells"): the men
// located there are the ones who fired, not the place hit.
func (x *extractor) firesAfter(sp storyline.Span) bool {
	i := x.spanTok(sp)
	if i < 0 {
		return false
	}
	for j := i + 1; j < len(x.toks) && j <= i+8; j++ {
		switch x.toks[j].lw {
		case "fired", "fire", "shelled", "shell", "launched", "targeted", "target", "pounded":
			return true
		}
	}
	return false
}

// clauseMarkers open a new report inside what the splitter took for one
// sentence, where a heading or a lost full stop ran two together: "… in
// Aleppo City Meanwhile in Damascus city one person was injured", "… in
// Idleb In the same context a civilian was killed". Written capitalized
// after the sentence's first word.
var clauseMarkers = [][]string{
	{"meanwhile"}, {"elsewhere"}, {"separately"}, {"in", "the", "same", "context"},
	{"in", "another", "development"}, {"in", "a", "related", "development"}, {"in", "the", "meantime"},
}

// clauseOf returns the part of the sentence, between the markers of
// clauseMarkers, that holds offset off.
func (x *extractor) clauseOf(off int) storyline.Span {
	sp := storyline.Span{Start: 0, End: len(x.in.Text)}
	if len(x.toks) > 0 {
		sp = storyline.Span{Start: x.toks[0].s, End: x.toks[len(x.toks)-1].e}
	}
	for i := 1; i < len(x.toks); i++ {
		if !x.toks[i].cap {
			continue
		}
		for _, m := range clauseMarkers {
			if i+len(m) > len(x.toks) {
				continue
			}
			ok := true
			for k, w := range m {
				if x.toks[i+k].lw != w {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			if x.toks[i].s <= off {
				sp.Start = x.toks[i].s
			} else if x.toks[i].s < sp.End {
				sp.End = x.toks[i].s
			}
		}
	}
	return sp
}

// inEventClause reports a place in the clause of e's trigger (clauseOf),
// or any place when e has no trigger.
func (x *extractor) inEventClause(e *storyline.Event, sp storyline.Span) bool {
	if e.TriggerSpan.End == 0 {
		return true
	}
	c := x.clauseOf(e.TriggerSpan.Start)
	return c.Start <= sp.Start && sp.End <= c.End && !x.laterClause(e, sp) && !x.butSaidBetween(e.TriggerSpan.End, sp.Start)
}

// butSaidBetween reports "but" and a verb of saying between byte offsets
// from and to: "did not say what agent was used in the attack but said
// the rebels had used the same chemical weapons in Aleppo last year" puts
// Aleppo in another deed's clause.
func (x *extractor) butSaidBetween(from, to int) bool {
	for i := range x.toks {
		t := &x.toks[i]
		if t.e > to {
			break
		}
		if t.s < from || t.lw != "but" {
			continue
		}
		for k := i + 1; k < len(x.toks) && k <= i+3 && x.toks[k].e <= to; k++ {
			if saidBefore[x.toks[k].lw] {
				return true
			}
		}
	}
	return false
}

// laterClause reports a place in a clause of its own after the event's
// trigger, opened by "as" or "while" with a subject and its verb: "a
// suicide car bomb killed 43 people on Saturday as US-backed fighters
// advanced in their push towards the Raqqa stronghold" tells where others
// fought at the time, not where the bomb went off. "such as", "as well
// as", "known as", "as part of" open no clause, nor does a pronoun's ("killed
// 14 civilians as they were crossing the river near Mayadin": the
// victims' own scene). Only after a deed told complete with its day
// after the trigger: "Clashes were continuing as the fighters sought to
// take a hill in Daraa" is the clashes' own aim.
func (x *extractor) laterClause(e *storyline.Event, sp storyline.Span) bool {
	day := -1 // the end of the first time expression after the trigger
	for _, tx := range x.in.TimeExprs {
		if tx.Span.Start >= e.TriggerSpan.End && tx.Span.End <= sp.Start {
			day = tx.Span.End
			break
		}
	}
	if day < 0 {
		day = x.cameAs(e, sp) // "Wednesday's explosion came as Kurdish forces pressed on Manbij"
	}
	if day < 0 {
		return false
	}
	if r, ok := x.retoldTrigger(e, day, sp); ok {
		// a headline run into its lead ("40 soldiers killed in rebel
		// push Reuters Sunday 3 Aug 2014 At least 40 soldiers were
		// killed as rebels stormed a base in Deir Ezzor province"): the
		// day is the report's, and the clause is read from the deed
		// told again (placeretold.go)
		re := *e
		re.TriggerSpan = r
		return x.laterClause(&re, sp)
	}
	for i, t := range x.toks {
		if t.s < day {
			continue // the deed's clause ends with its day: "killed 43 on Saturday as …"
		}
		if t.s >= sp.Start {
			return false
		}
		if !clauseConjunctions[t.lw] || i == 0 || i+2 >= len(x.toks) || notClauseBefore[x.toks[i-1].lw] || notClauseAfter[x.toks[i+1].lw] {
			continue
		}
		// a verb in the past within four words, the clause's own ("as
		// rebels were fighting" by its auxiliary); a participle alone
		// ("identified one of those slain as Abu Obaida adding that …")
		// opens no clause
		end := i + 5
		for j := i + 1; j < len(x.toks) && j <= end; j++ {
			if t := x.toks[j]; t.lw == "." || t.lw == "-" || x.toks[j-1].lw == "-" || x.toks[j-1].lw == "." && len(t.lw) == 1 {
				end++ // "U.S.-backed Kurdish forces pressed": an abbreviation's points, a compound's parts
			}
		}
		for j := i + 2; j < len(x.toks) && j <= end && x.toks[j].s < sp.Start; j++ {
			w := x.toks[j].lw
			if w == "-" || w == "." && j+1 < len(x.toks) && (x.toks[j+1].word || x.toks[j+1].lw == "-") {
				continue // "US-backed fighters advanced", "U.S.-backed"
			}
			if !x.toks[j].word || placePrepositions[w] {
				break
			}
			if len(w) > 4 && strings.HasSuffix(w, "ed") && x.toks[j-1].lw != "-" || clauseVerbs[w] {
				return true
			}
		}
	}
	return false
}

// originOfFireListed is originOfFire for each town of a list: "located in
// Binnish and Maaret Masrin fired mortar shells" names two towns fire
// came from.
func (x *extractor) originOfFireListed(sp storyline.Span) bool {
	if x.originOfFire(sp) {
		return true
	}
	i := x.spanTok(sp)
	if i < 2 || x.toks[i-1].lw != "and" && x.toks[i-1].lw != "," {
		return false
	}
	for k := range x.places {
		if p := x.places[k].span; p.End == x.toks[i-2].e && p.Start < sp.Start {
			return x.originOfFireListed(p)
		}
	}
	return false
}

// placeMentionAt reports a place mention of the sentence starting at
// offset off: a name the tagger found, which location has ranked already.
func (x *extractor) placeMentionAt(off int) bool {
	for i := range x.places {
		if x.places[i].span.Start == off {
			return true
		}
	}
	return false
}

// namedDivisions returns the first-level divisions the article's places
// lie in or are, by name: where a town it names in another spelling may
// lie.
func (x *extractor) namedDivisions() map[string]bool {
	out := map[string]bool{}
	for i := range x.places {
		switch p := x.places[i].place; p.Kind {
		case "admin1":
			out[p.Name] = true
		case "city":
			if p.Admin1 != "" {
				out[p.Admin1] = true
			}
		}
	}
	return out
}

// vantagePoint reports a place named as where something was heard or
// seen from ("explosions could be heard from the Turkish border town of
// Kilis about 30 miles north of the Syrian city of Azaz"): the
// onlookers' place and the points it is measured from, not the event's.
func (x *extractor) vantagePoint(sp storyline.Span) bool {
	i := x.spanTok(sp)
	for j := i - 1; j > 0 && i-j <= 24; j-- {
		switch x.toks[j].lw {
		case "from":
			switch x.toks[j-1].lw {
			case "heard", "seen", "visible", "audible", "watched", "observed", "filmed":
				return true
			}
		case ".", ";", "and", "but", "while":
			return false
		}
	}
	return false
}

// whereabouts reports a place that tells where a person stays, not where
// the deed was: "commanders hiding for a long time in Iraq were also
// killed during the strikes", "a militant who had been living in Turkey",
// "a Damascus-born commander killed in Idlib" is another reading and
// left to the name tagger. The verb comes within six words before the
// place's preposition, in its clause.
func (x *extractor) whereabouts(sp storyline.Span) bool {
	if x.moversOrigin(sp) || x.flightDestination(sp) || x.advanceAim(sp) {
		return true
	}
	i := x.spanTok(sp)
	if i >= 3 && x.toks[i-1].lw == "the" {
		i-- // "a monitoring group based in the UK"
	}
	if i < 2 || x.toks[i-1].lw != "in" && x.toks[i-1].lw != "inside" {
		return false
	}
	long := false
	for j := i - 2; j >= 0 && i-j <= 7; j-- {
		t := x.toks[j]
		if !t.word {
			return false
		}
		switch {
		case whereaboutsAlways[t.lw]:
			return true
		case whereaboutsVerbs[t.lw]:
			if long {
				return true
			}
			for k := j - 1; k >= 0 && j-k <= 2; k-- {
				if x.toks[k].word && whereaboutsLength[x.toks[k].lw] {
					return true // "who had been living in"
				}
			}
			return false
		case whereaboutsLength[t.lw]:
			long = true
		}
	}
	return false
}

// nearNamedKm is how far from a town the text names another romanization
// of a village's name may lie and still be read as that village.
const nearNamedKm = 50

// romanizedNearNamed returns the town of country cc whose name is another
// romanization of name and that lies near a town the sentence names, in
// whatever division: "the town of Dumeir east of Damascus" is Aḑ Ḑumayr of
// Rif Dimashq, around the capital's own small division, which the text
// names as "Damascus" only. A capital's suburbs and countryside often lie
// in another division than the city's.
func (x *extractor) romanizedNearNamed(name, cc string) *storyline.Place {
	cands := x.gazetteer().LookupRomanized(name, cc, nil)
	for i := range cands {
		c := &cands[i]
		if c.Kind != "city" {
			continue
		}
		for j := range x.places {
			p := x.places[j].place
			if p.Kind == "city" && p.Country == cc && places.DistanceKm(c, p) <= nearNamedKm {
				return c
			}
		}
	}
	return nil
}

// arabicArticleBefore reports a name part ending in an Arabic article
// ("Tariq al" of "Tariq al-Bab"): the hyphen joins the article to its
// word, and the word alone ("Bab") is another place.
func arabicArticleBefore(s string) bool {
	f := strings.Fields(strings.ToLower(s))
	if len(f) < 2 {
		return false // "al-Bab" itself is looked up whole
	}
	switch f[len(f)-1] {
	case "al", "el", "as", "ash", "ad", "ar", "az", "an", "at":
		return true
	}
	return false
}

// moversOrigin reports a place named as where people on the move came
// from: "109 evacuees, 13 of whom were women, from the villages of Foua
// and Kefraya in Idlib province", "refugees from Homs". The bus they were
// hit on, the camp they reached, is elsewhere. The place phrase runs back
// to "from", and a noun of people on the move comes within six words
// before it.
func (x *extractor) moversOrigin(sp storyline.Span) bool {
	i := x.spanTok(sp)
	j := i - 1
	for j >= 0 && i-j <= 16 && x.toks[j].lw != "from" && (x.toks[j].cap && x.toks[j].word || placePhraseWords[x.toks[j].lw] || townWords[x.toks[j].lw] || divisionWords[x.toks[j].lw] || sideWord(x.toks[j].lw)) {
		j--
	}
	if j < 1 || x.toks[j].lw != "from" {
		return false
	}
	for k := j - 1; k >= 0 && j-k <= 6; k-- {
		if moverNouns[x.toks[k].lw] {
			return true
		}
	}
	return false
}

// sideWord reports a compass word, hyphenated or not: "western",
// "north-western", "northwestern".
func sideWord(w string) bool {
	w = strings.ReplaceAll(w, "-", "")
	return compassWords[w] || locatives[w] && strings.HasSuffix(w, "ern")
}

// flightDestination reports a place named as where people flee to:
// "residents have sought to cross into Turkey", "families fled to
// Lebanon". The fighting they fled is elsewhere.
func (x *extractor) flightDestination(sp storyline.Span) bool {
	i := x.spanTok(sp)
	for i >= 2 && !destinationWords[x.toks[i-1].lw] && destinationListWord(x.toks[i-1]) {
		i-- // "their journey to regime-controlled Aleppo the coastal province of Latakia or Damascus"
	}
	if i < 2 || !destinationWords[x.toks[i-1].lw] {
		return false
	}
	for k := i - 2; k >= 0 && i-k <= 5; k-- {
		if !x.toks[k].word {
			return false
		}
		if flightVerbs[x.toks[k].lw] {
			return true
		}
	}
	return false
}

// cameAs returns the offset of the clause a deed "came as": "Wednesday's
// explosion came as Kurdish forces pressed ahead with their offensive on
// Manbij" tells, after the deed, what others did at the time; -1 when the
// sentence says no such thing before sp.
func (x *extractor) cameAs(e *storyline.Event, sp storyline.Span) int {
	for i := 1; i+1 < len(x.toks); i++ {
		t := x.toks[i]
		if t.s < e.TriggerSpan.End || t.s >= sp.Start {
			continue
		}
		if clauseConjunctions[t.lw] && cameWords[x.toks[i-1].lw] {
			return t.s
		}
	}
	return -1
}

// destinationListWord reports a word of a list of destinations after
// "to": the names, their articles and kinds ("the coastal province of
// Latakia or Damascus"), and who holds them ("regime-controlled Aleppo").
func destinationListWord(t token) bool {
	return t.cap && t.word || placePhraseWords[t.lw] || compassWords[t.lw] || destinationListWords[t.lw]
}

// outlawedIn reports a place named as where a group is outlawed, as
// agencies gloss its name: "the Islamic State (banned in Russia)". It is
// no place of the deed, nor of the article.
func (x *extractor) outlawedIn(sp storyline.Span) bool {
	w := strings.Fields(strings.ToLower(x.in.Text[max(0, sp.Start-24):sp.Start]))
	return len(w) >= 2 && w[len(w)-1] == "in" && bannedWords[strings.TrimLeft(w[len(w)-2], "(,")]
}

// missileModel reports a place name that names a missile, the word after
// it "missile" or "missiles": "Tomahawk missiles", "Kalibr cruise
// missiles" (Tomahawk is a town in Wisconsin).
func (x *extractor) missileModel(sp storyline.Span) bool {
	w := strings.Fields(strings.ToLower(x.in.Text[sp.End:min(len(x.in.Text), sp.End+24)]))
	if len(w) > 0 && w[0] == "cruise" {
		w = w[1:]
	}
	return len(w) > 0 && (strings.HasPrefix(w[0], "missile"))
}

// servedIn reports a country named where someone served, its sentence's
// words before it holding a word of service (servedWords: "Bowser told him
// he served in the 1990s in Operation Desert Shield in the Persian Gulf,
// as well as during operations in Haiti"): a past of a person's life, not
// where the news happens; a Dallas-area killing had been placed in Haiti.
// Troops "deployed" or "stationed" in a country are war news there, and
// stay.
func (x *extractor) servedIn(sp storyline.Span) bool {
	before := x.in.Text[max(0, sp.Start-200):sp.Start]
	if i := strings.LastIndexAny(before, ".\n"); i >= 0 {
		before = before[i+1:] // its sentence's words only
	}
	for _, w := range strings.Fields(strings.ToLower(before)) {
		if servedWords[strings.Trim(w, ",.;:\"'“”")] {
			return true
		}
	}
	return false
}
