package events

import (
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
)

// This file holds classes of sentence parts that report no event of their
// own, and the readings that tell two armed sides apart from an armed side
// and its civilian victims.

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

// campaignNouns are the words of an operation that lasts: a count "as the
// offensive continues" is its running toll.
var campaignNouns = map[string]bool{
	"offensive": true, "campaign": true, "operation": true, "operations": true, "battle": true,
	"assault": true, "siege": true, "bombardment": true, "fighting": true, "war": true,
}

// ongoingCampaign reports a sentence that says its operation goes on or
// grows: "as the offensive against the terrorists … continues", "as
// troops … stepped up attacks on Douma", "during a rebel offensive on the
// province". A count in a perfect tense in such a sentence is the
// campaign's running toll.
func (x *extractor) ongoingCampaign() bool {
	toks := x.toks
	for i := 0; i+1 < len(toks); i++ {
		switch toks[i].lw {
		case "as", "amid":
		case "during", "throughout":
			// "during a rebel offensive", "during the regime's campaign"
			for j := i + 1; j < len(toks) && j <= i+4; j++ {
				if campaignNouns[toks[j].lw] && toks[j].lw != "operation" && toks[j].lw != "operations" {
					return true
				}
			}
			continue
		default:
			continue
		}
		for j := i + 1; j < len(toks); j++ {
			switch toks[j].lw {
			case "continues", "continue", "continued", "continuing", "rages", "drags", "goes":
				if campaignNouns[toks[i+1].lw] || i+2 < len(toks) && campaignNouns[toks[i+2].lw] || i+3 < len(toks) && campaignNouns[toks[i+3].lw] {
					return true
				}
			case "intensified", "intensify", "intensifies", "intensifying", "escalated", "escalate", "escalates", "escalating":
				return true
			case "up":
				switch toks[j-1].lw {
				case "stepped", "step", "steps", "stepping", "ramped", "ramp", "ramps", "ramping":
					return true
				}
			}
		}
	}
	return false
}

// repeatedAttacks are attacks named in the plural: many of them, over days.
var repeatedAttacks = map[string]bool{
	"bombings": true, "clashes": true, "airstrikes": true, "raids": true, "strikes": true,
	"bombardments": true, "attacks": true, "battles": true, "shellings": true,
}

// repeatedAttacksAfter reports "in" and attacks in the plural in the
// clause after token j: "have been killed in clashes", "in regime and
// Russian bombings".
func (x *extractor) repeatedAttacksAfter(j int) bool {
	in := false
	for k := j; k < len(x.toks) && k < j+16 && !clauseEnd(&x.toks[k]); k++ {
		switch w := x.toks[k].lw; {
		case w == "in":
			in = true
		case in && repeatedAttacks[w]:
			return true
		}
	}
	return false
}

// perfectBefore reports a perfect tense right before token i ("have
// killed 304"): a count that has kept growing.
func (x *extractor) perfectBefore(i int) bool {
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		switch x.toks[k].lw {
		case "has", "have", "had":
			return true
		}
	}
	return false
}

// perfectAfter reports a perfect tense in the clause right after token j
// ("120 people have been killed").
func (x *extractor) perfectAfter(j int) bool {
	for k := j; k < len(x.toks) && k < j+6 && !clauseEnd(&x.toks[k]); k++ {
		switch x.toks[k].lw {
		case "has", "have", "had":
			return true
		}
	}
	return false
}

// runningCount reports a count in a perfect tense around tokens [i, j) in
// a sentence whose operation goes on ("Air strikes have killed 304
// militants as the offensive continues"), of attacks told in the plural
// with no day ("At least 502 civilians have been killed … in regime and
// Russian bombings", "327 people have also been killed in clashes in the
// neighbouring province"), or executions told in the
// perfect ("ISIS has executed around 367 people in the town"): a tally of
// killings over weeks, not one event.
func (x *extractor) runningCount(i, j int) bool {
	if !x.perfectBefore(i) && !x.perfectAfter(j) {
		return false
	}
	if x.ongoingCampaign() || x.repeatedAttacksAfter(j) && !x.datedSentence() {
		return true
	}
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		switch x.toks[k].lw {
		case "has", "have":
			return false
		case "executed":
			return true
		}
	}
	return false
}

// armedSides reports two armed sides named apart: state forces and another
// armed group, or two non-state groups ("Hezbollah fighters killed 23
// Nusra militants"). Unidentified gunmen are not a side, and actors named
// next to each other ("ISIS fighters") are one.
func (x *extractor) armedSides() bool {
	var state bool
	others := x.sideBuf[:0]
	for _, a := range x.actors {
		switch {
		case a.kind.state():
			state = state || !x.answeringOnly(a) // "police say a gunman opened fire": no side
		case a.kind.armed() && x.toks[a.a].lw != "unidentified" && x.toks[a.a].lw != "unknown":
			if n := len(others); n > 0 && a.a-others[n-1].b <= 1 {
				others[n-1].b = a.b // "ISIS fighters": one side
				continue
			}
			others = append(others, a)
		}
	}
	x.sideBuf = others
	return state && len(others) > 0 || len(others) > 1
}

// armedVictims reports armed people as the ones a killing befell: "Some 40
// ISIS fighters were killed", "125 terrorists were killed". Fighters
// killed are a battle's dead, not civilians attacked.
func (x *extractor) armedVictims(h *hit) bool {
	toks := x.toks
	if h.a < 2 || toks[h.a-1].lw != "killed" && toks[h.a].lw != "killed" {
		return false
	}
	k := h.a - 1
	if toks[h.a].lw == "killed" {
		k = h.a
	}
	if p := toks[k-1].lw; p != "were" && p != "was" && p != "been" {
		// a headline drops the auxiliary: "Over 20 Nusra Terrorists
		// Killed in Hama" (capitalized, the participle before a
		// preposition) counts the armed men named right before it
		if !headlinePassive(toks, k) {
			return false
		}
		for _, a := range x.actors {
			if a.kind.armed() && a.b == k {
				return true
			}
		}
		return false
	}
	for _, a := range x.actors {
		if a.kind.armed() && a.b <= k-1 && a.b >= k-5 {
			return true
		}
	}
	return false
}

// headlinePassive reports a capitalized participle with no auxiliary
// followed by a preposition or nothing: a headline's passive ("Militants
// Killed in Hama"), not an active verb with its object.
func headlinePassive(toks []token, k int) bool {
	if !toks[k].cap {
		return false
	}
	if k+1 >= len(toks) || !toks[k+1].word {
		return true
	}
	switch toks[k+1].lw {
	case "in", "at", "near", "as", "during", "on", "across", "around", "by":
		return true
	}
	return false
}

// armedTargetWords are the posts of armed forces: an attack on one is a
// battle, whoever else dies in it.
var armedTargetWords = map[string]bool{
	"checkpoint": true, "checkpoints": true, "position": true, "positions": true, "outpost": true, "outposts": true,
	"barracks": true, "garrison": true, "airbase": true, "base": true, "bases": true,
}

// armedTarget reports an armed post as the object of the trigger at h: "rebels
// attacked a pro-regime militia checkpoint".
func (x *extractor) armedTarget(h *hit) bool {
	for k := h.b; k < len(x.toks) && k < h.b+6; k++ {
		if clauseEnd(&x.toks[k]) {
			break
		}
		if armedTargetWords[x.toks[k].lw] {
			return true
		}
	}
	return false
}

// militaryObjectWords are the things of an armed force that destroying is
// fighting, not property destruction.
var militaryObjectWords = map[string]bool{
	"vehicles": true, "vehicle": true, "tanks": true, "tank": true, "positions": true, "gatherings": true,
	"hideouts": true, "hideout": true, "dens": true, "fortifications": true, "launchers": true, "launcher": true,
	"ammunition": true, "arsenal": true, "depot": true, "depots": true, "trucks": true, "carriers": true,
	"headquarters": true, "center": true, "centre": true, "post": true, "posts": true, "tunnel": true, "tunnels": true,
	"warehouse": true, "warehouses": true, "weapons": true, "storehouses": true,
}

// militaryDestruction reports state forces destroying an armed group's
// means in the clause of the trigger at h: "Army units destroyed gatherings
// and vehicles of Jaish al-Fateh terrorists", "destroyed a command center
// of al-Nusra". That is a battle; the codebook's property destruction is
// not part of fighting.
func (x *extractor) militaryDestruction(h *hit) bool {
	if x.armsDestroyed(h) {
		return true
	}
	var state, enemy bool
	for _, a := range x.actors {
		switch {
		case a.kind.state() && a.a < h.a:
			state = true
		case (a.kind == aRebels || a.kind == aArmed || a.kind == aMilitia) && a.a > h.a:
			enemy = true
		}
	}
	if state && enemy {
		for k := h.b; k < len(x.toks) && k < h.b+8; k++ {
			if militaryObjectWords[x.toks[k].lw] {
				return true
			}
		}
	}
	return x.militaryDestroyedPassive(h)
}

// militaryDestroyedPassive reports an armed group's means told destroyed
// in the passive, its destroyer the forces of the report: "Nine buildings
// used by the terrorists as a base … and an ammunition depot were also
// destroyed".
func (x *extractor) militaryDestroyedPassive(h *hit) bool {
	toks := x.toks
	passive := false
	for k := h.a - 1; k >= 0 && k >= h.a-2; k-- {
		if w := toks[k].lw; w == "was" || w == "were" {
			passive = true
		}
	}
	if !passive {
		return false
	}
	enemy := false
	for _, a := range x.actors {
		if (a.kind == aRebels || a.kind == aArmed || a.kind == aMilitia) && a.a < h.a {
			enemy = true
		}
	}
	for k := 0; enemy && k < h.a; k++ {
		if militaryObjectWords[toks[k].lw] {
			return true
		}
	}
	return false
}

// activityChange reports a base set up that the codebook counts as a
// change of a group's activity: state forces setting up a base or
// checkpoints, or any group setting up bases or camps across a region
// ("established new bases in the south of the state"); one base of a
// non-state group is a base established.
func (x *extractor) activityChange(h *hit) bool {
	if x.foreignForces(h.a) {
		return false
	}
	if w := x.toks[h.b-1].lw; w == "bases" || w == "camps" {
		return true
	}
	return !x.nonStateDoes(h.a)
}

// foreignForces reports the forces of another country than the text's
// named before token i ("Turkish forces have set up a new observation post
// in Idlib"): an external actor's base is a base established.
func (x *extractor) foreignForces(i int) bool {
	toks := x.toks
	for k := i - 1; k > 0 && k >= i-6; k-- {
		switch toks[k].lw {
		case "forces", "troops", "army", "military":
		default:
			continue
		}
		for j := k - 1; j >= 0 && j >= k-2; j-- {
			if !toks[j].cap {
				continue
			}
			if cc, ok := x.gazetteer().Country(x.in.Text[toks[j].s:toks[j].e]); ok && cc != x.country {
				return true
			}
		}
	}
	return false
}

// arrestWord reports a word that arrests: "arrested", "detained".
func arrestWord(w string) bool {
	return strings.HasPrefix(w, "arrest") || strings.HasPrefix(w, "detain")
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
	talked := -1
	for i := range x.hits {
		switch h := &x.hits[i]; h.c {
		case cAttack:
			if talked >= 0 || !strings.HasPrefix(toks[h.a].lw, "attack") || h.b-h.a != 1 || toks[h.a].lw == "attacked" || toks[h.a].lw == "attacking" {
				return
			}
			talked = i
		case cKill, cKillWeak, cInjure, cClash, cAbduct, cSexual, cAir, cShell, cIED, cGrenade, cSuicide, cChem, cRiotAct, cMob, cLethalForce:
			return
		}
	}
	if talked < 0 {
		return
	}
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
	for k := 0; determined && k < a; k++ {
		if talkWords[toks[k].lw] {
			x.hits[talked].c = cNone
			return
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

// oldTime reports a time expression in s long before the reference date:
// a past decade or century, or a year two or more years back.
func (x *extractor) oldTime(s storyline.Span) bool {
	for _, t := range x.in.TimeExprs {
		if t.Span.Start < s.Start || t.Span.End > s.End || t.Type != storyline.TimexDate {
			continue
		}
		if i := x.spanTok(t.Span); i >= 0 && x.address(i+1) {
			continue // "1815 Kings Bridge Road" is no year
		}
		if t.Granularity == "decade" || t.Granularity == "century" {
			return true
		}
		if len(t.Value) >= 4 && x.in.Ref.Year > 0 {
			if y, err := strconv.Atoi(t.Value[:4]); err == nil && y < x.in.Ref.Year-1 {
				return true
			}
		}
	}
	return false
}

// timelineBackground reports a sentence s of long ago: one with a time
// expression long before the reference date, or an undated sentence that
// goes on with a timeline's old entry in its paragraph ("March 15 2011
// Unprecedented protests demand civil liberties … The regime repressed
// demonstrations using brutal force in Damascus"). An entry opens with its
// date; a date later in a sentence dates only that sentence.
func (x *extractor) timelineBackground(s storyline.Span) bool {
	if x.oldTime(s) {
		for _, t := range x.in.TimeExprs {
			if t.Span.Start == x.toks[0].s {
				x.timelineSent, x.timelineBlock = x.sentIdx+1, x.lastBlock
			}
		}
		return true
	}
	if x.timelineSent == x.sentIdx && x.sentIdx > 0 && x.timelineBlock == x.lastBlock && !x.datedSentence() {
		x.timelineSent++
		return true
	}
	return false
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
		for k := h.b; k < len(toks) && k < h.b+12 && !clauseEnd(&toks[k]); k++ {
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

// inViolentHit reports token k inside the words of an act of violence:
// "gas" of "gas attack".
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
