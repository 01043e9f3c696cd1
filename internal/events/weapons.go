package events

import (
	"slices"
	"strings"
	"unicode"
)

// This file reads weapons and aircraft: which strike a word names (an air
// strike, shelling, a walkout), and sentences that name aircraft without a
// strike.

// militaryStrikes reads a bare "strike" or "strikes" as a raid, not a
// protest, when the sentence names no workers, union or wages: in war news
// "the strikes hit the village" and "deadly strikes" are air strikes.
func (x *extractor) militaryStrikes() {
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cProtest || h.b-h.a != 1 || x.toks[h.a].lw != "strike" && x.toks[h.a].lw != "strikes" {
			continue
		}
		// "general strike", "nationwide strike"; the general of an army
		// names no walkout
		labor := h.a > 0 && strikeKinds[x.toks[h.a-1].lw]
		for j := range x.toks {
			if laborWords[x.toks[j].lw] && !x.rescuers(j) {
				labor = true
				break
			}
		}
		switch {
		case labor:
		case x.violentWords():
			h.c = cAir
		default:
			h.c = cNone // "in the context of the feminist strike": a word, not the event
		}
	}
}

// violentWords reports a word of armed violence in the sentence.
func (x *extractor) violentWords() bool {
	for i := range x.toks {
		switch x.toks[i].lw {
		case "hit", "hits", "targeted", "targeting", "killed", "killing", "kill", "kills", "deadly", "warplanes",
			"jets", "bombed", "bombing", "raids", "coalition", "military", "missile", "missiles", "carried",
			"launched", "dead", "wounded", "injured", "destroyed", "pounded", "struck":
			return true
		}
	}
	return false
}

// rescuers reports workers at token j who come to a scene ("rescue
// workers", "emergency workers", "civil defence workers"): they are not on
// strike, they follow an air strike.
func (x *extractor) rescuers(j int) bool {
	if w := x.toks[j].lw; w != "workers" && w != "worker" || j == 0 {
		return false
	}
	switch x.toks[j-1].lw {
	case "rescue", "emergency", "defence", "defense", "aid", "relief", "humanitarian":
		return true
	}
	return false
}

// strikeKinds are the words right before "strike" that make it a walkout.
var strikeKinds = map[string]bool{"general": true, "nationwide": true, "national": true, "indefinite": true}

// laborWords name who strikes or what a strike is about.
var laborWords = map[string]bool{
	"workers": true, "worker": true, "union": true, "unions": true, "unionists": true, "employees": true,
	"staff": true, "teachers": true, "doctors": true, "nurses": true, "miners": true, "truckers": true,
	"transporters": true, "labor": true, "labour": true, "wage": true, "wages": true, "salary": true, "salaries": true, "pay": true,
	"pensioners": true, "students": true, "professors": true, "merchants": true,
	"shopkeepers": true, "traders": true, "farmers": true, "fishermen": true, "physicians": true,
	"protest": true, "protesters": true, "demonstrators": true, "hunger": true,
}

// aircraftWords name the aircraft of an air strike.
var aircraftWords = map[string]bool{
	"jet": true, "jets": true, "warplane": true, "warplanes": true, "aircraft": true, "aircrafts": true,
	"planes": true, "helicopter": true, "helicopters": true, "bombers": true, "aviation": true, "drone": true, "drones": true,
}

// airBombing reads bombing, bombardment and raids as air strikes when the
// sentence or its paragraph names aircraft or an air force ("heavy
// bombardment and raids by Russian and Syrian warplanes", "intense bombing
// of Aleppo by Russian jets"), when the bombing is a campaign's ("the
// relentless bombing campaign", "bombing raids"), or when the sentence
// names a state at war that bombs from the air ("regime and Russian
// bombing", "the US-led coalition's bombing of Raqqa"): ACLED codes
// bombing by aircraft as an air strike. Artillery, mortars and rockets
// fired from the ground stay shelling, and a car or roadside bomb is the
// explosive's.
func (x *extractor) airBombing() {
	if !slices.ContainsFunc(x.hits, mayBeAirBombing) {
		return // most sentences: no need to look for aircraft
	}
	air := x.namesAircraft() || x.paragraphNamesAircraft()
	bomber := false
	for i := range x.toks {
		if airBombers[x.toks[i].lw] && !x.bomberAsSource(i) {
			bomber = true
			break
		}
	}
	for i := range x.hits {
		h := &x.hits[i]
		if h.b-h.a != 1 {
			continue
		}
		w, prev, next := x.toks[h.a].lw, "", ""
		if h.a > 0 {
			prev = x.toks[h.a-1].lw
		}
		if h.b < len(x.toks) {
			next = x.toks[h.b].lw
		}
		bombing := w == "bombing" || w == "bombings" || w == "bombed"
		campaign := next == "campaign" || next == "campaigns" || next == "raid" || next == "raids"
		switch {
		case carriers[prev]: // "a double car bombing", "a truck bomb": on the ground
		case h.c == cIED && (w == "bomb" || w == "bombs") && aerialWords[prev]:
			h.c = cAir // "an aerial bomb hit their home"
		case h.c == cIED && !x.namesAircraft() && x.groundBomb(h):
			// "bomb blasts rocked the capital", "twin bombings", "his
			// bomb": aircraft named elsewhere in the paragraph drop no
			// bomb that blasts, comes in a pair or is a bomber's
		case h.c == cShell && w == "bombardment" && air,
			h.c == cIED && (w == "bomb" || w == "bombs" || bombing) && air,
			h.c == cIED && bombing && (campaign || bomber),
			h.c == cAttack && (w == "raid" || w == "raids" || w == "raided") && (air || prev == "bombing"),
			// "US Air Force attacks on a village": an attack named by the
			// air force or aircraft that made it
			h.c == cAttack && (w == "attack" || w == "attacks") && h.a > 0 && (aircraftWords[prev] || airForce(x.toks, h.a-1)):
			h.c = cAir
		}
	}
}

// groundBomb reports a bomb or bombing told as one set off on the ground:
// followed by its blast or called an attack ("bomb blasts", "a bomb
// attack", "the bomb went off"), one of a set ("twin bombings",
// "simultaneous bomb blasts"), or a bomber's ("his bomb", "their bombs").
// ACLED codes such bombs as remote explosives or suicide bombs; an air
// strike drops its bombs.
func (x *extractor) groundBomb(h *hit) bool {
	toks := x.toks
	for i := range toks {
		if airDropWords[toks[i].lw] {
			return false // "a vacuum bomb attack aerially dropped"
		}
	}
	if h.a > 0 && (setOfBombings[toks[h.a-1].lw] || bombersOwn[toks[h.a-1].lw]) {
		return true
	}
	for k := h.b; k < len(toks) && k <= h.b+1; k++ {
		if groundBlastWords[toks[k].lw] {
			return true
		}
	}
	return false
}

// carriers are what carries a bomb on the ground: a car bomb is no air
// strike whatever the paragraph names.
var carriers = map[string]bool{
	"car": true, "cars": true, "truck": true, "trucks": true, "vehicle": true, "motorcycle": true, "bus": true,
	"roadside": true, "suicide": true,
}

// mayBeAirBombing reports whether airBombing may recode hit h: a one-word
// shelling, explosive or attack.
func mayBeAirBombing(h hit) bool {
	return h.b-h.a == 1 && (h.c == cShell || h.c == cIED || h.c == cAttack)
}

// airBombers are doers whose bombing in a war report is from the air:
// the Syrian regime's, Russia's and the coalitions' air forces.
// bomberAsSource reports a state that bombs from the air named at token
// i as a source or a territory's holder, not as a doer: "regime media
// saying one person had been killed in that bombing", "regime-held
// districts", "Russian officials".
func (x *extractor) bomberAsSource(i int) bool {
	k := i + 1
	if k+1 < len(x.toks) && x.toks[k].lw == "-" {
		k++ // "regime-held"
	}
	return k < len(x.toks) && bomberSourceWords[x.toks[k].lw]
}

var airBombers = map[string]bool{
	"regime": true, "russian": true, "russia": true, "russians": true, "coalition": true, "coalitions": true,
	"coalition's": true, "us-led": true, "u.s.-led": true,
}

// namesAircraft reports aircraft or an air force or base in the sentence.
func (x *extractor) namesAircraft() bool {
	for i := range x.toks {
		w := x.toks[i].lw
		if aircraftWords[w] || (w == "force" || w == "forces" || w == "base" || w == "bases") && i > 0 && x.toks[i-1].lw == "air" {
			return true
		}
	}
	return false
}

// paragraphNamesAircraft reports aircraft named elsewhere in the
// sentence's paragraph (the whole text when it has no paragraphs):
// "Russian warplanes pounded the town. The bombing killed 12" is an air
// strike.
func (x *extractor) paragraphNamesAircraft() bool {
	b := x.blockSpan
	if b != x.airBlock {
		x.airBlock = b
		words := strings.FieldsFunc(strings.ToLower(x.in.Text[b.Start:b.End]), func(r rune) bool {
			return !unicode.IsLetter(r) && r != '-'
		})
		x.airInBlock = false
		for i, w := range words {
			if aircraftWords[w] || (w == "force" || w == "forces" || w == "base" || w == "bases") && i > 0 && words[i-1] == "air" {
				x.airInBlock = true
				break
			}
		}
	}
	return x.airInBlock
}

// aircraftSeen drops an aircraft named as seen or heard, not striking:
// "warplanes were heard over Raqqa", "drones circling the town".
func (x *extractor) aircraftSeen() {
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cAir || !aircraftWords[x.toks[h.b-1].lw] {
			continue
		}
		for k := h.b; k < len(x.toks) && k <= h.b+2; k++ {
			switch x.toks[k].lw {
			case "heard", "seen", "spotted", "flew", "flying", "flown", "circling", "circled", "hovering", "hovered", "overflew", "overflying":
				h.c = cNone
			}
		}
	}
}

// useWords tell a chemical weapon used, not held.
var useWords = map[string]bool{
	"use": true, "used": true, "uses": true, "using": true, "attack": true, "attacks": true, "attacked": true,
	"fired": true, "dropped": true, "launched": true, "struck": true, "hit": true, "strike": true, "strikes": true,
	"with": true, "killed": true, "killing": true, "kills": true, "gassed": true, "deployed": true, "carried": true,
	"massacre": true, "victims": true,
}

// stockWords name chemical weapons as a stock next to them: "a stockpile
// of chemical weapons", "the chemical weapons convention".
var stockWords = map[string]bool{
	"stockpile": true, "stockpiles": true, "arsenal": true, "stocks": true, "destruction": true, "removal": true,
	"convention": true, "watchdog": true, "prohibition": true, "programme": true, "program": true, "inspectors": true,
}

// heldChemicalWeapons drops "chemical weapons" named as a stock, not a use:
// "all chemical weapons in Syria had been destroyed", "a stockpile of
// chemical weapons", "the chemical weapons convention". Without a word of
// use or attack in the sentence, or with a word of stock next to them
// ("a stockpile of chemical weapons … that can be used to make weapons"),
// they are no chemical attack, and their destruction no property
// destroyed; an announcement of it is at most a strategic development.
func (x *extractor) heldChemicalWeapons() {
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cChem || !strings.HasPrefix(x.toks[h.a].lw, "chemical") || !strings.HasPrefix(x.toks[h.b-1].lw, "weapon") {
			continue
		}
		used, stock := false, false
		for k, t := range x.toks {
			switch {
			case useWords[t.lw]:
				used = true
			case stockWords[t.lw] && k >= h.a-3 && k <= h.b+1:
				stock = true
			}
		}
		if used && !stock {
			continue
		}
		h.c = cNone
		for k := range x.hits { // their destruction is no property destroyed
			if x.hits[k].c == cDestroy {
				x.hits[k].c = cNone
			}
		}
	}
}

// earlierChemicalAttack drops a chemical attack a sentence names as a time
// or a place, not as its event: "just days after a deadly chemical attack
// a woman was killed on a bus", "the Syria chemical attack town", "Khan
// Sheikhun, site of a suspected chemical weapons attack earlier this
// week". The attack is another event, told elsewhere.
func (x *extractor) earlierChemicalAttack() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cChem {
			continue
		}
		named := false
		if k := h.b; k < len(toks) && (toks[k].lw == "attack" || toks[k].lw == "attacks") {
			k++ // "chemical weapons attack"
			if k < len(toks) && (toks[k].lw == "town" || toks[k].lw == "site" || toks[k].lw == "village") {
				named = true
			}
		} else if k < len(toks) && (toks[k].lw == "town" || toks[k].lw == "site" || toks[k].lw == "village") {
			named = true
		}
		for k := max(0, h.a-6); k < h.a && !named; k++ {
			switch {
			case toks[k].lw == "site" && k+1 < h.a && toks[k+1].lw == "of":
				named = true
			case toks[k].lw == "after" && k > 0 && timeUnits[toks[k-1].lw]:
				named = true // "just days after"
			}
		}
		if named {
			for k := range x.hits { // and the "attack" inside it
				if g := &x.hits[k]; g.a >= h.a && g.b <= h.b {
					g.c = cNone
				}
			}
		}
	}
}

// timeUnits are the units of "days after", "a week after".
var timeUnits = map[string]bool{
	"hours": true, "day": true, "days": true, "week": true, "weeks": true, "month": true, "months": true,
}

// weaponsHeld drops a weapon named as what someone holds, stores or is
// supplied with: "the regime keeps rockets with chemical warheads in a
// mountainous area", "the group possesses anti-tank missiles", "Washington
// supplied missiles to the rebels". A weapon owned is no attack; its use
// is told by a verb of firing or striking, or by a toll.
func (x *extractor) weaponsHeld() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		switch h.c {
		case cShell, cAir, cChem, cIED, cGrenade:
		default:
			continue
		}
		if h.b < len(toks) && attackNouns[toks[h.b].lw] {
			continue // "delivered missile strikes": the strikes are the deed
		}
		for k := h.a - 1; k >= 0 && k >= h.a-4; k-- {
			w := toks[k].lw
			if holdingVerbs[w] {
				h.c = cNone
				break
			}
			if boundary(&toks[k]) || !toks[k].word || clauseWords[w] || strings.HasSuffix(w, "ing") {
				break // "keeps firing rockets": the gerund uses them
			}
		}
	}
}

// sortiesStrike reads the killing, destruction or attack of a sentence
// whose doer is sorties as an air strike: "The sorties destroyed two
// vehicles and killed ten fighters", "the sorties resulted in killing 17
// militants". A sortie is a combat flight of aircraft; what it destroys,
// artillery pieces included, it destroys from the air.
func (x *extractor) sortiesStrike() {
	toks := x.toks
	at := -1
	for i := range toks {
		if sortieWords[toks[i].lw] {
			at = i
			break
		}
	}
	if at < 0 {
		return
	}
	for i := range x.hits {
		if c := x.hits[i].c; c == cAir || c == cSuicide || c == cIED || c == cChem || c == cGrenade {
			return
		}
	}
	for i := range x.hits {
		h := &x.hits[i]
		if h.a > at && (h.c == cKill || h.c == cDestroy || h.c == cAttack || h.c == cShell) {
			h.c = cAir
		}
	}
}
