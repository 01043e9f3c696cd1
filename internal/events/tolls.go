package events

import (
	"slices"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// This file decides which numbers of a sentence are the dead of its event:
// a count of people killed in the event's own clause, never a running or
// cumulative toll, an address, a year, a date run into a number, animals,
// or a count of the displaced, the injured or the arrested.

// tollWindow is how far, in tokens, a toll phrase ("since the war began")
// reaches from a number or a trigger inside one clause.
const tollWindow = 16

// figureToks returns the tokens [a, b) of the sentence that a figure's
// number covers, or -1, -1 when the figure is not in the sentence.
func (x *extractor) figureToks(f *storyline.Figure) (int, int) {
	sp := f.NumberSpan
	if sp.End == 0 {
		sp = f.Span
	}
	a, b := -1, -1
	for i := range x.toks {
		t := &x.toks[i]
		if t.s >= sp.Start && t.e <= sp.End {
			if a < 0 {
				a = i
			}
			b = i + 1
		}
	}
	return a, b
}

// clauseEnd reports a token no toll phrase reaches across: a comma, a
// semicolon, a colon, or a verb that starts a new count ("bringing the toll
// since Friday to 40").
func clauseEnd(t *token) bool {
	switch t.lw {
	case ",", ";", ":", "(", ")", "bringing", "raising", "taking", "pushing", "but", "while":
		return true
	}
	return false
}

// tollNear reports a toll phrase in the clause around tokens [a, b).
func (x *extractor) tollNear(a, b int) bool {
	lo, hi := a, b
	for lo > 0 && a-lo < tollWindow && !clauseEnd(&x.toks[lo-1]) {
		lo--
	}
	for hi < len(x.toks) && hi-b < tollWindow && !clauseEnd(&x.toks[hi]) && x.toks[hi].lw != "whose" {
		// "fought street battles on Tuesday with militants whose
		// three-week assault has left hundreds dead": the toll is the
		// clause of "whose", with a subject and a verb of its own
		hi++
	}
	for i := range x.hits {
		h := &x.hits[i]
		if h.c == cToll && h.a < hi && h.b > lo && !x.dayLong(h) && !x.rankedSince(h) {
			return true
		}
	}
	return false
}

// rankedSince reports a "since" that dates a ranking, not a count: "the
// first report of significant civilian casualties since the start of the
// operation", "the deadliest attack since 2015", "the worst fighting
// since the truce". A first or a superlative within six words before it
// is what the period measures.
func (x *extractor) rankedSince(h *hit) bool {
	if x.toks[h.a].lw != "since" {
		return false
	}
	for k := h.a - 1; k >= 0 && k >= h.a-6 && !clauseEnd(&x.toks[k]); k-- {
		if w := x.toks[k].lw; w == "first" || rankWords[w] {
			return true
		}
	}
	return false
}

// dayLong reports a toll phrase whose period is a day ("during the past 24
// hours", "over the last day"): a day's operations are that day's event.
// Hours that run past a day ("in the last 48 hours", "over the past 72
// hours") are days of a campaign, its toll no one event's.
func (x *extractor) dayLong(h *hit) bool {
	for i := h.b - 1; i < len(x.toks) && i <= h.b+1; i++ {
		switch x.toks[i].lw {
		case "hours":
			if i > 0 && text.AllDigits(x.toks[i-1].lw) {
				if n, err := strconv.Atoi(x.toks[i-1].lw); err == nil && n > 24 {
					return false
				}
			}
			return true
		case "day", "night":
			return true
		}
	}
	return false
}

// toll reports a trigger that reports a count over a period rather than
// one event: violence with a toll phrase in its clause ("the war has
// killed", "killed so far"), or whose sentence counts its dead only over a
// period, in the trigger's clause.
func (x *extractor) toll(h *hit, disorder string) bool {
	if disorder == storyline.DisorderPoliticalViolence && (x.tollNear(h.a, h.b) || x.runningCount(h.a, h.b) || x.campaignToll(h.b-1) || x.campaignSpanToll() || x.runningTollReached()) {
		return true
	}
	return x.tollOnly && (h.c == cKill || h.c == cKillWeak || x.sameClause(h.a, x.tollAt))
}

// campaignOps are the plural nouns of a side's operations over time.
var campaignOps = map[string]bool{
	"raids": true, "strikes": true, "airstrikes": true, "bombings": true, "operations": true, "attacks": true, "sorties": true,
}

// campaignSpans are the nouns of a side's operations as one stretch of
// days: "This outrageous escalation in Aleppo has killed more than 670",
// "the offensive has killed 300 people".
var campaignSpans = map[string]bool{
	"escalation": true, "onslaught": true, "offensive": true, "campaign": true, "crackdown": true, "siege": true,
}

// campaignSpanToll reports a sentence that sums a stretch of operations:
// one of campaignSpans, after a determiner and up to one adjective, is the
// subject of a killing within six words ("This outrageous escalation in
// Aleppo has killed more than 670 … destroyed 11 hospitals and known the
// use of the chlorine gas four times"), and the sentence names no day.
// Every deed it lists is part of the sum.
func (x *extractor) campaignSpanToll() bool {
	toks := x.toks
	for k := 1; k < len(toks); k++ {
		if !campaignSpans[toks[k].lw] || !determiner(toks[k-1].lw) && (k < 2 || !determiner(toks[k-2].lw)) {
			continue
		}
		for j := k + 1; j < len(toks) && j <= k+6 && !boundary(&toks[j]); j++ {
			switch toks[j].lw {
			case "killed", "kill", "kills":
				return !x.daySentence()
			}
		}
	}
	return false
}

// campaignToll reports a killing whose trigger ends at token i, told of
// a side's operations as a whole in a sentence that names no day: "the
// coalition said its raids there and in Iraq killed at least 220
// civilians", "their air strikes have killed 300 people". Such a count sums the campaign; "its
// raids on Raqqa killed 20 civilians on Friday" is that day's event. So
// is a count of "hundreds" killed in operations, or of a month the
// sentence opens with, with no owner named ("The group has reported
// hundreds of civilians killed in operations against IS", "In May more
// than 60 civilians were killed by barrel bomb attacks"), and
// "extended its airstrikes into Syria", with no dead, is no count.
func (x *extractor) campaignToll(i int) bool {
	own := false
	for k := i; k >= 0 && k >= i-12; k-- {
		if !campaignOps[x.toks[k].lw] {
			continue
		}
		for j := k - 1; j >= 0 && j >= k-2; j-- {
			if w := x.toks[j].lw; w == "its" || w == "their" {
				own = true
			}
		}
	}
	from := i
	if !own {
		if !(x.hundredsCounted() || x.monthFramed()) || !x.opsNear(i) && !x.opsNearKilling() {
			return false
		}
		from = 0 // "hundreds of civilians killed in operations against IS"
	}
	if x.daySentence() {
		return false
	}
	for _, t := range x.toks[from:] {
		switch t.lw {
		case "killed", "kill", "kills", "killing", "dead", "deaths":
			return true
		}
	}
	return false
}

// opsNear reports one of campaignOps within six words of token i in
// its clause: "killed in operations against IS".
func (x *extractor) opsNear(i int) bool {
	for k := i; k < len(x.toks) && k <= i+6 && !clauseEnd(&x.toks[k]); k++ {
		if campaignOps[x.toks[k].lw] {
			return true
		}
	}
	for k := i; k >= 0 && k >= i-6 && !clauseEnd(&x.toks[k]); k-- {
		if campaignOps[x.toks[k].lw] {
			return true
		}
	}
	return false
}

// opsNearKilling reports one of campaignOps within six words of a
// killing's word: "has reported hundreds of civilians killed in
// operations against IS … where the SDF is fighting" (the trigger the
// last deed).
func (x *extractor) opsNearKilling() bool {
	for k, t := range x.toks {
		switch t.lw {
		case "killed", "kill", "kills", "killing", "dead", "deaths":
			if x.opsNear(k) {
				return true
			}
		}
	}
	return false
}

// monthFramed reports a sentence that opens with a month as its frame,
// "In May …", "In early March …": with deeds in the plural it sums the
// month's ("In May more than 60 civilians were killed by barrel bomb
// attacks on the town"). A month said after the deed ("strikes killed
// at least 37 civilians in Maaret al-Numan in April", "A string of
// bombings near the shrine in February left 134 people dead") dates one
// deed loosely and is left alone.
func (x *extractor) monthFramed() bool {
	toks := x.toks
	if len(toks) < 3 || toks[0].lw != "in" {
		return false
	}
	k := 1
	switch toks[k].lw {
	case "early", "late", "mid":
		k++
	}
	_, ok := text.Months[toks[k].lw]
	return ok
}

// hundredsCounted reports dead counted as "hundreds": a sum over many
// operations when no day is named, as "thousands" is a war's.
func (x *extractor) hundredsCounted() bool {
	for _, t := range x.toks {
		if t.lw == "hundreds" {
			return true
		}
	}
	return false
}

// daySentence reports a time expression of the sentence being coded that
// dates a day.
func (x *extractor) daySentence() bool {
	s, e := x.toks[0].s, x.toks[len(x.toks)-1].e
	for _, t := range x.in.TimeExprs {
		if t.Span.Start >= s && t.Span.End <= e {
			if _, _, p, ok := timexDate(t); ok && p == 1 {
				return true
			}
		}
	}
	return false
}

// sameClause reports no clause end between tokens i and j.
func (x *extractor) sameClause(i, j int) bool {
	if i > j {
		i, j = j, i
	}
	for k := i; k < j; k++ {
		if clauseEnd(&x.toks[k]) || k > i && x.toks[k].lw == "whose" {
			return false // "… with militants whose assault has left hundreds dead"
		}
	}
	return true
}

// cumulative reports a count over a period rather than of one event: a toll
// phrase in its clause, or a time window of more than a week.
func (x *extractor) cumulative(f *storyline.Figure, a, b int) bool {
	if f.TimeIndex >= 0 && f.TimeIndex < len(x.in.TimeExprs) && !f.WindowStart.IsZero() && !f.WindowEnd.IsZero() {
		// a period ("the past five years", "since March"), not a calendar
		// date ("in 2020"), which only dates the event loosely
		t := &x.in.TimeExprs[f.TimeIndex]
		period := t.Type == storyline.TimexDuration || t.Mod == "SINCE" || t.Granularity == "duration"
		if period && f.WindowEnd.Time().Sub(f.WindowStart.Time()).Hours() > 8*24 {
			return true
		}
	}
	switch {
	case x.toks[0].lw == "since":
		// "Since Sept. 19 when the ceasefire ended at least 359 civilians
		// have been killed": the opening "since" dates the whole count
		return true
	case len(x.toks) > 2 && x.toks[0].lw == "as" && x.toks[1].lw == "of":
		// "As of July 15, 126 people had been murdered in the city this
		// year": a count up to a day, not that day's event
		return true
	case vagueThousands(x.toks[a:b]):
		// "thousands killed": no one event of a war is counted so
		return true
	case x.partOfToll(a, b), x.runningCount(a, b):
		return true
	}
	return x.tollNear(a, b)
}

// vagueThousands reports a number given as "thousands", "tens of
// thousands" or "hundreds of thousands".
func vagueThousands(toks []token) bool {
	for i := range toks {
		switch toks[i].lw {
		case "thousands", "millions":
			return true
		}
	}
	return false
}

// partOfToll reports a count at tokens [a, b) that counts some of the toll
// of the sentence before ("60000 have died in government jails during the
// conflict. More than 20000 of them had died at Sednaya"), adds to it ("At
// least 327 people have also been killed", "Another 327 civilians …"), or
// goes on with it in a perfect tense and no time of its own ("… have
// intensified since rebels launched a campaign on July 31. The strikes have
// killed 122 civilians"): a part of a toll is a toll.
func (x *extractor) partOfToll(a, b int) bool {
	if x.tollSent < 0 || x.tollSent != x.sentIdx-1 {
		return false
	}
	toks := x.toks
	if b+1 < len(toks) && toks[b].lw == "of" && (toks[b+1].lw == "them" || toks[b+1].lw == "those" || toks[b+1].lw == "these") {
		return true
	}
	for i := max(0, a-2); i < a; i++ {
		if toks[i].lw == "another" {
			return true
		}
	}
	for i := b; i < len(toks) && i < b+8 && !clauseEnd(&toks[i]); i++ {
		switch toks[i].lw {
		case "also", "more", "further", "additional":
			return true
		}
	}
	return (x.perfectBefore(a) || x.perfectAfter(b)) && !x.datedSentence()
}

// datedSentence reports a time expression in the sentence being coded.
func (x *extractor) datedSentence() bool {
	s, e := x.toks[0].s, x.toks[len(x.toks)-1].e
	for _, t := range x.in.TimeExprs {
		if t.Span.Start >= s && t.Span.End <= e {
			return true
		}
	}
	return false
}

// retoldTolls marks as tolls the coded events whose dead are the count of
// a toll the text states elsewhere: a headline ("Infighting in Eastern
// Ghouta Killed More than 350 Militia") tells the toll its text gives over
// a period ("… in less than one month have killed over 350 militants").
func retoldTolls(evs []storyline.Event) {
	for i := range evs {
		e := &evs[i]
		if e.NonEvent != "" || e.Fatalities <= 0 || e.FatalitiesImplied {
			continue
		}
		for j := range evs {
			t := &evs[j]
			if t.NonEvent == storyline.NonEventToll && t.Fatalities == e.Fatalities && t.Sentence != e.Sentence {
				e.NonEvent = storyline.NonEventToll
				break
			}
		}
	}
}

// notACount reports a number that counts nothing of an event: a year, a
// date or a time run into a number ("Oct 262016", "2015 190703"), a street
// address ("the 7500 block of", "7050 Old State Road"), a number that names
// something ("apartment 304", "a 911 call", "Image 7 of 14"), animals or
// things ("two knives", "four counts of murder"), or some of the dead
// counted again ("Among those killed were 105 children").
func (x *extractor) notACount(f *storyline.Figure, a, b int) bool {
	toks := x.toks
	if toks[a].lw == "911" {
		return true // the emergency number, not 911 dead
	}
	if a > 0 {
		p := toks[a-1].lw
		if numberNames[p] || p == "of" && a > 2 && numberNames[toks[a-3].lw] {
			return true
		}
		if _, ok := text.Months[p]; ok {
			return true
		}
		if _, ok := text.MonthAbbrevs[p]; ok {
			return true
		}
		if len(p) == 4 && (strings.HasPrefix(p, "19") || strings.HasPrefix(p, "20")) && text.AllDigits(p) && !(a > 1 && (toks[a-2].lw == "-" || toks[a-2].lw == ".")) {
			return true // not the year of a page's stamp: "25-12-2014 30 ISIL Militants Killed"
		}
	}
	if w := toks[a].lw; len(w) == 4 && (strings.HasPrefix(w, "19") || strings.HasPrefix(w, "20")) && text.AllDigits(w) && b < len(toks) && !peopleWord(toks[b].lw) {
		return true
	}
	if x.age(a, b) || x.breakdown(a) || x.partAmongDead(b) || x.earlierDeedCount(a) || x.familyOfVictims(f, a, b) {
		return true
	}
	if x.address(b) || b < len(toks) && animals[toks[b].lw] {
		return true
	}
	h := lower(f.CountedHead)
	if (h == "wound" || h == "wounds") && x.objectRole(a) == roleFatal {
		return false // "kills 12 wounds 50": the next count's verb, not 12 wounds
	}
	return animals[h] || things[h]
}

// breakdown reports a number that counts some of the dead a report
// counted before: "Among those killed were 105 children and 76 women",
// "among the dead were two children".
func (x *extractor) breakdown(a int) bool {
	toks := x.toks
	if a < 1 || toks[a-1].lw != "were" && toks[a-1].lw != "are" {
		return false
	}
	for k := a - 2; k >= 0 && k >= a-5; k-- {
		if toks[k].lw == "among" {
			return true
		}
	}
	return false
}

// partAmongDead reports a number ending before token b that counts some of
// the dead its clause then counts whole or refers to: "2 medics among 31
// dead" (the dead are the 31), "two medics were among the dead", "three
// children are among those killed". Read as the toll, the part made 31 dead
// two, and gave an undated bombardment before it two dead.
func (x *extractor) partAmongDead(b int) bool {
	toks := x.toks
	for k := b; k < len(toks) && k < b+5 && !clauseEnd(&toks[k]); k++ {
		if toks[k].lw != "among" {
			continue
		}
		for j := k + 1; j < len(toks) && j <= k+3; j++ {
			if deadGroupWords[toks[j].lw] {
				return true
			}
		}
		return false
	}
	return false
}

// earlierDeedCount reports a number at token a in a clause that dates the
// sentence's news by an earlier deed: "the evacuation resumed Wednesday
// days after a bombing killed more than 120 evacuees", "weeks after an
// attack that left 30 dead". Those dead are that deed's, told in passing:
// taken, they gave a bomb of six dead 120.
func (x *extractor) earlierDeedCount(a int) bool { return x.earlierDeedAt(a) >= 0 }

// earlierDeedAt returns the token of the "after" that makes token a part
// of an earlier deed's clause (earlierDeedCount), or -1.
func (x *extractor) earlierDeedAt(a int) int {
	toks := x.toks
	for k := a - 1; k >= 1 && k >= a-8 && !clauseEnd(&toks[k]); k-- {
		if toks[k].lw == "after" && spanUnits[toks[k-1].lw] {
			return k
		}
	}
	return -1
}

// spanUnits are the units of a span of time before "after": "days after",
// "a week after".
var spanUnits = map[string]bool{
	"hours": true, "days": true, "weeks": true, "months": true, "years": true, "day": true, "week": true, "month": true, "year": true,
}

// deadGroupWords name the dead as a group a part is counted among.
var deadGroupWords = map[string]bool{
	"dead": true, "killed": true, "victims": true, "fatalities": true, "casualties": true, "bodies": true,
}

// includedIn finds the count a number is part of: "killed 31 people
// including two medics", "12 dead, among them 3 children", "270 dead
// bodies of which at least 96 were children" — the token of
// a number told before it in its clause, -1 when none is.
func (x *extractor) includedIn(a int) int {
	toks := x.toks
	i := a - 1
	for i >= 0 && countQualifiers[toks[i].lw] {
		i--
	}
	if i < 1 {
		return -1
	}
	ofWhich := (toks[i].lw == "which" || toks[i].lw == "whom") && toks[i-1].lw == "of"
	if toks[i].lw != "including" && !(toks[i].lw == "them" && toks[i-1].lw == "among") && !ofWhich {
		return -1
	}
	for k := i - 1; k >= 0 && k >= i-8 && !clauseEnd(&toks[k]); k-- {
		if x.numberAt(k) {
			return k
		}
	}
	return -1
}

// address reports a number ending before token b that is a house or block
// number: "the 7500 block of", "3100 blk of", "7050 Old State Road", "302
// E. Reed".
func (x *extractor) address(b int) bool {
	toks := x.toks
	if b >= len(toks) {
		return false
	}
	if toks[b].lw == "block" || toks[b].lw == "blocks" || toks[b].lw == "blk" {
		return true
	}

	if text.CompassPoints[strings.TrimSuffix(toks[b].lw, ".")] && toks[b].cap && b > 0 && text.AllDigits(toks[b-1].lw) {
		return true // "302 E. Reed", "1200 N Main": a house number before the street's side
	}
	for i := b; i < len(toks) && i < b+5; i++ {
		// "7050 Old State Road", and a road's word in lower case after
		// its name: "13812 State highway 27".
		if text.StreetWords[toks[i].lw] && (toks[i].cap || i > b) {
			return true
		}
		if !toks[i].cap {
			break
		}
	}
	return false
}

// fatalFigure reports a count of the dead: a killing action, a head noun
// for the dead ("deaths", "bodies"), "dead" or "killed" right after the
// counted words, or a killing right before the number ("killing 4", "the
// death toll rose to 12"). Counts of the dead and wounded together are
// casualties, not the dead.
func (x *extractor) fatalFigure(f *storyline.Figure, a, b int) bool {
	toks := x.toks
	after := ""
	for i := b; i < len(toks) && i < b+8 && !clauseEnd(&toks[i]); i++ {
		after += toks[i].lw + " "
	}
	if containsAny(after, "dead and wounded", "dead and injured", "killed and wounded", "killed or wounded", "killed and injured", "killed or injured", "dead or wounded", "dead or injured", "casualties") {
		return false
	}
	if a > 0 && toks[a-1].lw == "by" {
		return false // "killed by five officers": the doers
	}
	if a > 1 && toks[a-1].lw == "of" && x.numberAt(a-2) {
		return false // "one of four women wounded … has died": the group, not the dead
	}
	if h := lower(f.CountedHead); h == "others" || h == "other" || h == "more" || b < len(toks) && (toks[b].lw == "other" || toks[b].lw == "more") {
		// a second group: "one dead and three others in the hospital",
		// "four killed and 53 other people — including a girl — wounded"
		return x.fateAfter(b) == roleFatal
	}
	// "100 killed and 500 more injured": the words right after the number
	// say what it counts before the figure's action does; a verb of
	// suffering is read past to what was suffered ("eight people were
	// killed and 80 sustained injuries": 80 wounded, not dead)
	for i := b; i < len(toks) && i < b+3; i++ {
		w := toks[i].lw
		if w == "more" || w == "others" || w == "other" || w == "people" || w == "were" || w == "have" || w == "been" || woundVerbs[w] {
			continue
		}
		if startsAny(w, "injur", "wound", "hurt", "hospitali", "displac", "arrest", "detain", "missing") {
			return false
		}
		break
	}
	action := lower(f.Action)
	if i := strings.IndexAny(action, ",;"); i >= 0 {
		action = action[:i]
	}
	if startsAny(action, "displac", "injur", "wound", "hurt", "arrest", "detain", "fled", "flee", "liv", "evacuat", "rescued", "missing", "trapped", "besieged") {
		return false
	}
	if containsAny(action, "kill", "dead", "died", "die ", "murder", "slain", "lost their lives", "execut", "massacr", "lifeless", "shot dead", "perish", "martyr", "behead", "decapitat") {
		return true
	}
	if livesTaken(action) || x.livesOf(a) {
		return true // "claiming the lives of at least 40 people"
	}
	if f.CountedHead == "" && f.Action == "" && x.deathTollOf(a) {
		return true // "Death toll from Aleppo bomb attack at least 112"
	}
	if slices.ContainsFunc(strings.Fields(action), func(w string) bool { return tollRises[w] }) && x.deathTollWithin(a, deathTollRiseWindow) {
		return true // "The death toll from Thursday's attack on the village reached 51 people"
	}
	switch lower(f.CountedHead) {
	case "fatalities", "fatality", "deaths", "dead", "bodies", "corpses", "martyrs":
		return true
	case "lives":
		// "claimed five lives", "claimed more than 100 civilian lives", not
		// "one lives in Charleston" nor "saved 20 lives"
		v := a - 1
		if v >= 2 && (toks[v].lw == "than" || toks[v].lw == "least") {
			v -= 2 // "more than", "at least"
		}
		if v >= 0 {
			switch toks[v].lw {
			case "claimed", "claiming", "claims", "took", "taken", "taking", "cost", "costing", "lost", "losing":
				return true
			}
		}
	}
	// a shooting that killed them: "two men were shot and killed", "three
	// were fatally shot"
	if containsAny(" "+after, " shot and killed", " shot dead", " shot to death", " fatally ", " stabbed to death", " beaten to death") {
		return true
	}
	// the words after the counted noun: "35 dead", "12 civilians killed"
	words := strings.Fields(after)
	for i, w := range words {
		if i > 7 { // "50 civilians in the north have been killed"
			break
		}
		if w == "dead" || w == "killed" || w == "died" || w == "deaths" || strings.HasPrefix(w, "fatalit") {
			return true
		}
		if w == "injured" || w == "wounded" || w == "displaced" || w == "arrested" || w == "and" {
			break
		}
		// another verb or a relative clause between the count and the
		// killing: "100 citizens protested when police killed a boy",
		// "members of patients who died"
		if w == "who" || w == "that" || w == "which" || w == "when" || w == "after" || strings.HasSuffix(w, "ed") && w != "reported" {
			break
		}
	}
	// the words before the number: "killing 4", "a toll of 12"
	for i := a - 1; i >= 0 && i >= a-4; i-- {
		w := toks[i].lw
		if clauseEnd(&toks[i]) || w == "and" || w == "or" {
			break
		}
		switch w {
		case "killing", "killed", "kills", "kill", "toll", "massacred", "executed":
			return true
		case "dead":
			if i > 0 && x.toks[i-1].lw == "shot" { // "shot dead two men"
				return true
			}
		}
	}
	return false
}

// fateAfter reads what the words after a count ending before token b say
// befell the people counted, up to the sentence's end: roleFatal,
// roleInjured ("two killed and eight others … wounded", "three others in
// the hospital") or roleNone.
func (x *extractor) fateAfter(b int) int {
	for i := b; i < len(x.toks) && i < b+15; i++ {
		w := x.toks[i].lw
		switch {
		case w == "." || w == ";":
			return roleNone
		case startsAny(w, "injur", "wound", "hurt", "hospital", "critical", "stable"):
			return roleInjured
		case startsAny(w, "kill", "dead", "died", "murder", "slain", "behead", "decapitat"), (w == "fatally" || w == "mortally") && i < b+3:
			return roleFatal // "found the seven others fatally shot"
		}
	}
	return roleNone
}

// numberAt reports a token that is a number, in digits or words.
func (x *extractor) numberAt(i int) bool {
	w := x.toks[i].lw
	if text.AllDigits(w) {
		return true
	}
	switch w {
	case "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "dozens", "hundreds":
		return true
	}
	return false
}

func startsAny(s string, pres ...string) bool {
	for _, p := range pres {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// peopleWord reports a noun that counts people.
func peopleWord(w string) bool {
	switch w {
	case "people", "persons", "civilians", "soldiers", "troops", "fighters", "militants", "rebels", "children", "women", "men", "others", "protesters", "dead", "killed":
		return true
	}
	return false
}

// numberNames are the words a number names something after: "apartment
// 304", "Image 7 (of 14)", "Route 9".
var numberNames = map[string]bool{
	"apartment": true, "apt": true, "unit": true, "suite": true, "room": true, "no": true, "number": true, "#": true,
	"image": true, "photo": true, "photos": true, "slide": true, "picture": true, "page": true, "chapter": true,
	"route": true, "interstate": true, "highway": true, "channel": true, "flight": true, "bus": true, "precinct": true,
	"district": true, "ward": true, "lot": true, "gate": true, "floor": true, "level": true, "exit": true, "pier": true,
}

// things are counted nouns that are not people: no count of them is a
// count of dead, whatever the verb ("the two knives used to kill", "four
// counts of murder", "a 911 call").
var things = map[string]bool{
	"call": true, "calls": true, "count": true, "counts": true, "charge": true, "charges": true,
	"wound": true, "wounds": true, // "multiple gunshot wounds", "15 stab wounds": on one body

	"shot": true, "shots": true, "round": true, "rounds": true, "bullet": true, "bullets": true,
	"casing": true, "casings": true, "shell": true, "shells": true, "magazine": true, "magazines": true,
	"gun": true, "guns": true, "handgun": true, "handguns": true, "pistol": true, "pistols": true,
	"rifle": true, "rifles": true, "shotgun": true, "shotguns": true, "weapon": true, "weapons": true,
	"firearm": true, "firearms": true, "knife": true, "knives": true, "car": true, "cars": true,
	"vehicle": true, "vehicles": true, "house": true, "houses": true, "home": true, "homes": true,
	"building": true, "buildings": true, "time": true, "times": true, "year": true, "years": true,
	"month": true, "months": true, "week": true, "weeks": true, "day": true, "days": true,
	"hour": true, "hours": true, "minute": true, "minutes": true, "mile": true, "miles": true,
	"feet": true, "foot": true, "dollar": true, "dollars": true, "percent": true, "sentence": true,
	"sentences": true, "life": true, "images": true, "photo": true, "photos": true, "story": true, "stories": true,
	// deeds counted, not their dead: "50 people were killed in two bomb
	// attacks"
	"attack": true, "attacks": true, "strike": true, "strikes": true, "airstrike": true, "airstrikes": true,
	"raid": true, "raids": true, "bombing": true, "bombings": true, "explosion": true, "explosions": true,
	"blast": true, "blasts": true, "bomb": true, "bombs": true, "shooting": true, "shootings": true,
	"incident": true, "incidents": true, "massacre": true, "massacres": true,
	// places struck: "attacks on two villages near Jerablus 40 civilian
	// killed"
	"village": true, "villages": true, "town": true, "towns": true, "city": true, "cities": true,
	"area": true, "areas": true, "neighbourhood": true, "neighbourhoods": true, "neighborhood": true,
	"neighborhoods": true, "districts": true, "provinces": true, "locations": true, "sites": true,
	"positions": true,
}

var animals = map[string]bool{
	"deer": true, "animals": true, "animal": true, "cattle": true, "cows": true, "sheep": true, "goats": true, "pigs": true, "hogs": true,
	"horses": true, "dogs": true, "cats": true, "birds": true, "chickens": true, "poultry": true, "fish": true, "livestock": true,
	"camels": true, "elephants": true, "wolves": true, "bears": true, "ducks": true, "geese": true, "turkeys": true, "rabbits": true,
	"rats": true, "mice": true, "bees": true, "whales": true, "dolphins": true, "sharks": true, "rhinos": true, "lions": true,
}
