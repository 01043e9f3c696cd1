package events

import (
	"strings"

	"github.com/storyline-news/storyline/internal/text"
)

// This file holds classes of sentence parts that report no event of their
// own: other articles' headlines, an earlier event compared to, an attack
// talked of, a place located by an attack. The readings that tell two
// armed sides apart are in armedsides.go, running counts in
// runningcount.go, old times in background.go.

// cutTail drops the triggers from token i to the end of the sentence and
// keeps the counts there from the event: the rest of the sentence is not
// about an event of this article.
func (x *extractor) cutTail(i int) {
	for k := range x.hits {
		if x.hits[k].a >= i && x.hits[k].c < cNumCues {
			x.hits[k].c = cNone
		}
	}
	x.cutFrom = min(x.cutFrom, i)
}

// dropRelatedHeadlines cuts a list of other articles' headlines that a
// page runs into its text ("Related News Death toll rises to 70 as …",
// "Read more …"): a line of headlines reports no event of its own.
func (x *extractor) dropRelatedHeadlines() {
	toks := x.toks
	for i := 0; i+1 < len(toks); i++ {
		w, next := toks[i].lw, toks[i+1].lw
		switch {
		case w == "related" && toks[i].cap && (toks[i+1].cap || next == "news" || next == "articles" || next == "stories" || next == "posts"),
			w == "read" && toks[i].cap && (next == "more" || next == "also"),
			w == "see" && toks[i].cap && next == "also",
			w == "most" && toks[i].cap && next == "read":
			x.cutTail(i)
			return
		}
	}
	x.dropTagsLine()
}

// dropCreditTeaser drops the triggers of another article's headline that
// a page runs into a sentence after a photo's credit: "AP Photo Syrian
// Kurds Set Up Body to Govern Raqqa After Daesh Defeat MOSCOW (Sputnik)
// According to …", "Sputnik Mikhail Alayeddin Syrian Army Reportedly
// Engaged in Fierce Fighting Against Daesh in Homs The day before a
// source told Sputnik that …". The headline is the run of capitalized
// words, numbers and a headline's small words after the credit; the
// sentence's own words begin at its first other word, or after a
// dateline ("MOSCOW (Sputnik)"). A run of fewer than five words is a
// photographer's name and the sentence's first words ("REUTERS/Stringer
// The Syrian army sent reinforcements").
func (x *extractor) dropCreditTeaser() {
	toks := x.toks
	if len(toks) < 6 || !photoCredits[toks[0].lw] || !toks[0].cap && toks[0].lw != "©" {
		return
	}
	end := 1
	for end < len(toks) {
		t := &toks[end]
		if t.word && (t.cap || headlineSmallWords[t.lw] || t.lw[0] >= '0' && t.lw[0] <= '9') || t.lw == "/" || t.lw == "-" {
			end++
			continue
		}
		break
	}
	// a dateline inside the run ends the teaser there
	for k := 1; k+3 < len(toks) && k < end+3; k++ {
		if toks[k].word && toks[k].cap && text.AllCaps(x.in.Text[toks[k].s:toks[k].e]) && toks[k+1].lw == "(" && toks[k+3].lw == ")" {
			end = max(end, k+4)
			break
		}
	}
	if end < 6 {
		return
	}
	for i := range x.hits {
		if x.hits[i].a < end && x.hits[i].c < cNumCues {
			x.hits[i].c = cNone
		}
	}
	x.cutTo = end
}

// dropTagsLine cuts a page's line of keywords ("Tags Syria Aleppo
// ceasefire truce sniper fire."): a list of words with no verb reports no
// event. A line of tags run into the text's first sentence ("Tags Syria
// Rebels Airstrikes At least 19 civilians were killed …") has verbs and
// stays.
func (x *extractor) dropTagsLine() {
	toks := x.toks
	if len(toks) < 2 || toks[0].lw != "tags" || !toks[0].cap {
		return
	}
	for k := 1; k < len(toks); k++ {
		w := toks[k].lw
		if finiteVerbs[w] || len(w) > 4 && w[len(w)-2:] == "ed" {
			return
		}
	}
	x.cutTail(0)
}

// dropEarlierEvent cuts the clause of an earlier event a sentence compares
// its own to, when that clause gives no date of its own: "The assault comes
// less than two weeks after IS killed 270 guards at a gas field" reports
// the assault; the 270 dead are the gas field's. With a date ("came after
// a car bombing killed 100 people on Tuesday") the clause is an event of
// that day and stays.
func (x *extractor) dropEarlierEvent() {
	toks := x.toks
	for i := range toks {
		switch toks[i].lw {
		case "comes", "came", "come", "coming":
		default:
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+6; j++ {
			if toks[j].lw != "after" {
				continue
			}
			for _, t := range x.in.TimeExprs {
				if t.Span.Start >= toks[j].e && t.Span.End <= toks[len(toks)-1].e {
					return
				}
			}
			x.cutTail(j)
			return
		}
	}
}

// placeNouns are places a "deserted" describes.
var placeNouns = map[string]bool{
	"street": true, "streets": true, "road": true, "roads": true, "town": true, "towns": true, "city": true,
	"village": true, "villages": true, "area": true, "areas": true, "neighbourhood": true, "neighborhood": true,
	"neighbourhoods": true, "neighborhoods": true, "market": true, "markets": true, "square": true, "squares": true,
}

// desertedPlaces drops "deserted" describing a place ("deserted streets",
// "the streets of the city were deserted"): empty streets are no desertion.
func (x *extractor) desertedPlaces() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cDefect || toks[h.a].lw != "deserted" {
			continue
		}
		// "a largely deserted refugee camp": an adjective between a
		// determiner (or an adverb of degree) and its noun
		if h.a > 0 && (determiner(toks[h.a-1].lw) || degreeAdverbs[toks[h.a-1].lw]) && h.b < len(toks) && toks[h.b].word && !determiner(toks[h.b].lw) && toks[h.b].lw != "by" && toks[h.b].lw != "their" {
			h.c = cNone
			continue
		}
		for k := max(0, h.a-5); k < len(toks) && k <= h.b+1; k++ {
			if placeNouns[toks[k].lw] {
				h.c = cNone
				break
			}
		}
	}
}

// talkWords name what is said or done about an event told elsewhere: a
// comment, a condemnation, a report, a meeting, an inquiry.
var talkWords = map[string]bool{
	"comment": true, "comments": true, "aftermath": true, "reports": true, "discuss": true, "discussed": true,
	"condemned": true, "condemns": true, "condemn": true, "condemnation": true, "concerned": true, "concern": true,
	"response": true, "responded": true, "reaction": true, "reacted": true, "investigation": true, "investigate": true,
	"probe": true, "inquiry": true, "blamed": true, "blames": true, "blame": true, "outrage": true,
	// "described the attack as a war crime", "called the attack a crime"
	"described": true, "describes": true, "describing": true, "termed": true, "labelled": true, "labeled": true,
}

// attackTalkedOf drops an attack a sentence only talks about ("There was
// no comment from the regime in Damascus … in the immediate aftermath of
// the attack", "The White House condemned what it said was a
// 'reprehensible' attack", "concerned by reports of the attack"): the
// attack word is a noun after a determiner, a word of comment or inquiry
// comes before it, and the sentence has no other trigger of violence and
// no dead or wounded; so is an attack that "comes" after another or that
// dates the sentence ("following the attack"). It reports no event; the
// attack is the one the story tells elsewhere.
func (x *extractor) attackTalkedOf() {
	toks := x.toks
	var buf [8]int
	talked := buf[:0]
	for i := range x.hits {
		switch h := &x.hits[i]; h.c {
		case cAttack:
			if !strings.HasPrefix(toks[h.a].lw, "attack") || h.b-h.a != 1 || toks[h.a].lw == "attacked" || toks[h.a].lw == "attacking" {
				return
			}
			// each attack noun in turn: "expressed its outrage at attacks
			// in Syria … stressing that these attacks may amount to war
			// crimes"
			talked = append(talked, i)
		case cChem:
			// "U.N. chief pushes Syria to allow for chemical attack
			// probe": the attack's noun with its inquiry after it
			if w := toks[h.b-1].lw; (w == "attack" || w == "attacks") && h.b < len(toks) && talkWords[toks[h.b].lw] {
				talked = append(talked, i)
				continue
			}
			return
		case cKill, cKillWeak, cInjure, cClash, cAbduct, cSexual, cAir, cShell, cIED, cGrenade, cSuicide, cRiotAct, cMob, cLethalForce:
			return
		}
	}
	for _, i := range talked {
		x.attackNounTalkedOf(i)
	}
}

// attackNounTalkedOf drops the attack noun of hit talked when the
// sentence only talks of it (attackTalkedOf).
func (x *extractor) attackNounTalkedOf(talked int) {
	toks := x.toks
	a := x.hits[talked].a
	determined := false
	for k := max(0, a-4); k < a; k++ {
		switch toks[k].lw {
		case "the", "this", "that", "a", "an", "such":
			determined = true
		}
	}
	if toks[a].lw == "attacks" && a > 0 && (toks[a-1].lw == "at" || toks[a-1].lw == "over") {
		determined = true // "expressed its outrage at attacks in Syria": attacks in general
	}
	if b := x.hits[talked].b; b < len(toks) && talkWords[toks[b].lw] {
		x.hits[talked].c = cNone // "a chemical attack probe", "the attack investigation"
		return
	}
	for k := 0; determined && k < a; k++ {
		if talkWords[toks[k].lw] {
			x.hits[talked].c = cNone
			return
		}
	}
	// "The terrorist group said the attack was 'a response to the crimes
	// …'": what the attack was, its motive, told of the story's attack
	if b := x.hits[talked].b; determined && b+1 < len(toks) && (toks[b].lw == "was" || toks[b].lw == "is") {
		for k := b + 1; k < len(toks) && k <= b+4; k++ {
			if talkWords[toks[k].lw] || toks[k].lw == "retaliation" || toks[k].lw == "revenge" {
				x.hits[talked].c = cNone
				return
			}
		}
	}
	// "The attack comes only days after …": the sentence sets the
	// story's attack in time against another
	if b := x.hits[talked].b; determined && b < len(toks) && (toks[b].lw == "comes" || toks[b].lw == "came") {
		x.hits[talked].c = cNone
	}
	// "… were heard over Raqqa following the air base attack": the
	// attack is the time of what the sentence tells
	for k := max(0, a-5); k+1 < a; k++ {
		if w := toks[k].lw; (w == "after" || w == "following") && determiner(toks[k+1].lw) {
			x.hits[talked].c = cNone
		}
	}
}

// protestAsCause drops a protest named as the cause of something else
// ("sacks the governor of the province over mass demonstrations", "resigned
// over the protests"): "over" before it makes the protest the reason for
// the sentence's act, which is no demonstration of its own.
func (x *extractor) protestAsCause() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cProtest {
			continue
		}
		for k := h.a - 1; k >= 0 && k >= h.a-3; k-- {
			if toks[k].lw == "over" {
				h.c = cNone
				break
			}
			if !toks[k].word {
				break
			}
		}
	}
}

// foiledAssault reads an attack on an armed post that forces "foiled" or
// "thwarted" as the battle it was: "An army unit … foiled an attack
// attempt by al-Nusra terrorists on a military post"; so is an
// infiltration or an advance foiled ("thwarted an infiltration attempt by
// the militants towards the villages"). A device defused or
// a plot foiled before any fighting stays disrupted weapons use.
func (x *extractor) foiledAssault() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cDisrupt || toks[h.a].lw != "foiled" && toks[h.a].lw != "thwarted" {
			continue
		}
		attack := false
		// the attackers may be named at length before the target: "foiled
		// an attack launched by terrorist groups affiliated to A and B on
		// military posts"
		for k := h.b; k < len(toks) && k < h.b+22 && !clauseEnd(&toks[k]); k++ {
			switch w := toks[k].lw; {
			case k < h.b+4 && infiltrationWords[w]:
				// "thwarted an infiltration attempt by terrorist groups":
				// fighters pushing into held ground were fought off
				h.c = cClash
			case k < h.b+4 && (w == "attack" || w == "attacks" || w == "assault"):
				attack = true
			case attack && (armedTargetWords[w] || w == "post" || w == "posts"):
				h.c = cClash
			}
		}
	}
}

// violentCue reports the cues of an act of violence.
func violentCue(c cue) bool {
	switch c {
	case cKill, cKillWeak, cInjure, cAttack, cClash, cAbduct, cSexual, cAir, cShell, cIED, cGrenade, cSuicide, cChem, cLethalForce:
		return true
	}
	return false
}

// possibleEffects drops an act named as the subject of a modal of
// possibility ("the suspected use of chemical weapons could derail the
// talks", "strikes might push more people to flee"): the sentence tells
// what the act may bring about, not the act. A hedge on the act itself
// ("the attack may have killed 50") reports it and stays.
func (x *extractor) possibleEffects() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if !violentCue(h.c) {
			continue
		}
		for k := h.b; k < len(toks) && k <= h.b+1; k++ {
			switch toks[k].lw {
			case "could", "might", "may", "would", "can":
				if k+1 < len(toks) && toks[k+1].word && toks[k+1].lw != "have" && !(toks[k].lw == "may" && toks[k].cap) {
					h.c = cNone
				}
			}
			if h.c == cNone {
				break
			}
		}
	}
}

// inquiryWords start an inquiry into something.
var inquiryWords = map[string]bool{
	"investigating": true, "investigate": true, "investigates": true, "investigated": true, "investigation": true,
	"investigations": true, "probe": true, "probing": true, "inquiry": true,
}

// doubtWords mark an act as claimed, not established.
var doubtWords = map[string]bool{"alleged": true, "allegations": true, "suspected": true, "possible": true, "claims": true}

// actInquiredInto drops an act an inquiry looks into as alleged ("it had
// begun investigating the alleged use of chemical weapons", "a probe into
// suspected torture"): an inquiry is no event of the act it is about, which
// the story tells elsewhere. Without a word of doubt between the inquiry
// and the act, "police are investigating the shooting" or "reports of a
// shooting" is the day's report of the act and stays.
func (x *extractor) actInquiredInto() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if !violentCue(h.c) {
			continue
		}
		doubt := false
		for k := h.a - 1; k >= 0 && k >= h.a-6; k-- {
			if boundary(&toks[k]) {
				break
			}
			if doubtWords[toks[k].lw] {
				doubt = true
			}
			if inquiryWords[toks[k].lw] && doubt {
				h.c = cNone
				break
			}
		}
	}
}

// pastAttackWords may come between "close to" and an attack that names a
// place: "close to yesterday's chemical attack", "near the site of last
// week's suspected attack".
var pastAttackWords = map[string]bool{
	"the": true, "a": true, "an": true, "this": true, "that": true, "'s": true, "'": true, "s": true,
	"yesterday": true, "yesterdays": true, "last": true, "week": true, "weeks": true, "week's": true, "earlier": true,
	"recent": true, "previous": true, "suspected": true, "alleged": true, "deadly": true, "apparent": true, "site": true, "of": true,
	// the weapon of the attack: "gas attack", "car bombing"
	"gas": true, "chemical": true, "chlorine": true, "sarin": true, "toxic": true, "poison": true, "car": true, "suicide": true,
}

// fightingAsTime drops a battle named as the time of a deed that is not
// violence ("agreed a ceasefire after the worst fighting in decades",
// "captured Sarrin after several weeks of intense clashes", "looted and
// destroyed after fighting on October 16"): the sentence reports the
// deed; the fighting is told as its time. With a death ("five soldiers
// were killed after fierce fighting") the fighting stays the event.
func (x *extractor) fightingAsTime() {
	toks := x.toks
	deed := false
	for _, g := range x.hits {
		if g.c != cNone && g.c < cNumCues && g.c != cClash && !violentCue(g.c) {
			deed = true
		}
		if violentCue(g.c) && g.c != cClash {
			return
		}
	}
	if !deed {
		return
	}
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cClash {
			continue
		}
		for k := h.a - 1; k >= 0 && k >= h.a-5 && toks[k].word; k-- {
			w := toks[k].lw
			if w == "after" || w == "following" {
				h.c = cNone
				break
			}
			if !fightingModifiers[w] {
				break // "after trying to stop a fight": the fight is the deed's object
			}
		}
	}
}

// fightingModifiers are the words between "after" and a battle named as a
// time: "after the worst fighting", "after several weeks of intense
// clashes".
var fightingModifiers = map[string]bool{
	"the": true, "a": true, "several": true, "weeks": true, "days": true, "months": true, "hours": true, "of": true,
	"intense": true, "heavy": true, "fierce": true, "worst": true, "deadly": true, "renewed": true, "fresh": true,
	"recent": true, "bloody": true, "violent": true, "two": true, "three": true, "four": true, "five": true,
}

// inViolentHit reports token k inside the words of an act of violence:
// "gas" of "gas attack".
func (x *extractor) inViolentHit(k int) bool {
	for _, g := range x.hits {
		if violentCue(g.c) && g.a <= k && k < g.b {
			return true
		}
	}
	return false
}

// placeByAttack drops an attack that describes a place ("an area close to
// yesterday's chemical attack", "a village near the site of last week's
// attack"): it locates the sentence's event by another one, told
// elsewhere.
func (x *extractor) placeByAttack() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if !violentCue(h.c) {
			continue
		}
		for k := h.a - 1; k >= 0 && k >= h.a-10; k-- {
			w := toks[k].lw
			if w == "near" || w == "nearby" || (w == "to" || w == "from") && k > 0 && (toks[k-1].lw == "close" || toks[k-1].lw == "next" || toks[k-1].lw == "far") {
				for g := range x.hits { // and the hits inside it
					if x.hits[g].a >= h.a && x.hits[g].b <= h.b {
						x.hits[g].c = cNone
					}
				}
				break
			}
			if !pastAttackWords[w] && !strings.HasSuffix(w, "days") && !x.inViolentHit(k) {
				break
			}
		}
	}
}

// earlierOfSeries drops attacks recounted as earlier ones of a series
// ("The first two attacks were reported in Hama province", "the previous
// attacks hit the same town") in a sentence with no date: they are events
// of days the sentence does not give, told as the story's background.
func (x *extractor) earlierOfSeries() {
	if x.datedSentence() {
		return
	}
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if !violentCue(h.c) || !repeatedAttacks[toks[h.b-1].lw] {
			continue
		}
		for k := h.a - 1; k > 0 && k >= h.a-3; k-- {
			switch toks[k].lw {
			case "first", "previous", "earlier", "prior", "other":
				if toks[k-1].lw == "the" {
					h.c = cNone
				}
			}
		}
	}
}

// thingsNamed drops a trigger's word that is part of a thing's name:
// "weapons of mass destruction" is a class of weapons, not property
// destroyed; "detention centres" are places, not arrests.
func (x *extractor) thingsNamed() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		switch {
		case h.c == cDestroy && toks[h.a].lw == "destruction" && h.a > 0 && toks[h.a-1].lw == "mass",
			h.c == cArrest && toks[h.b-1].lw == "detention" && h.b < len(toks) && detentionPlaces[toks[h.b].lw]:
			h.c = cNone
		}
	}
}
