package events

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// riotsWithoutDemonstration codes rioting that is part of no demonstration
// as mob violence: "rioters looted a pharmacy", "a group of rioters
// attacked the town hall". The codebook's violent demonstration is a
// demonstration turned violent; rioters who loot, burn or attack with no
// protest, no cause or demand and no road block named, in their sentence,
// the next one or the event before in the paragraph, are a mob. Rioters
// who "burned tires to demand fuel", who block a road with barricades or
// set a street on fire, who fight the police ("rioters fought with law
// enforcement officials"), or who riot at a protest stay a violent
// demonstration — unless they loot: rioters who clash with the police
// "when they attempted to loot a supermarket", told "amid demonstrations
// over the price of food", are a mob; only a protest they are part of
// (not its setting) makes their looting a demonstration's.
func (x *extractor) riotsWithoutDemonstration(si *sentInfo, evs []coded) {
	for i := range evs {
		e := &evs[i]
		if e.sub != storyline.SubViolentDemonstration || !x.riotersNamed() || si.inherited {
			continue
		}
		if si.has(cProtest) && (!x.lootingRioters() || x.protestOutsideSetting()) {
			continue
		}
		if x.lootingRioters() {
			// rioters out to loot are a mob, whoever they fight and
			// whatever wave of demonstrations is the setting
			if x.protestOutsideSetting() || x.nextSentenceOwnProtest() {
				continue
			}
		} else if x.demonstrationNamed() || x.fightWithForces() || x.nextSentenceProtests() {
			continue
		}
		if p := x.prevEvent(); p != nil && (p.EventType == storyline.EventProtests || p.SubEventType == storyline.SubViolentDemonstration) {
			continue
		}
		e.typ, e.sub = storyline.EventRiots, storyline.SubMobViolence
	}
}

// riotersNamed reports rioters, or a riot, named in the sentence, and no
// protesters.
func (x *extractor) riotersNamed() bool {
	named := false
	for _, a := range x.actors {
		switch {
		case a.kind == aProtesters:
			return false
		case a.kind == aRioters && strings.HasPrefix(x.toks[a.a].lw, "riot"):
			named = true
		}
	}
	for i := range x.toks {
		named = named || strings.HasPrefix(x.toks[i].lw, "riot")
	}
	return named
}

// demonstrationNamed reports a word of a demonstration in the sentence: a
// protest word, a cause or demand ("to demand fuel", "rejecting the
// reform", "against the government"), or a road block ("barricades",
// "burning tires", "blocked the avenue"), which the codebook counts among a
// demonstration's tactics.
func (x *extractor) demonstrationNamed() bool {
	for i := range x.toks {
		w := x.toks[i].lw
		if gatheringCauseWords[w] || riotCauseWords[w] {
			return true
		}
		for _, p := range demonstrationStems {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
	}
	return false
}

// roadBlockedWithBarricades codes a peaceful protest whose demonstrators
// block a road with barricade stuff ("residents blocked the avenue with
// tires and branches", "demonstrated with sticks and debris in the middle
// of the road") as a violent demonstration: the codebook names
// "road-blocking using barricades" among its tactics. A road blocked by
// people standing or sitting in it stays a peaceful protest.
func (x *extractor) roadBlockedWithBarricades(evs []coded) {
	for i := range evs {
		e := &evs[i]
		if e.sub != storyline.SubPeacefulProtest || !x.barricadeBlock() {
			continue
		}
		e.typ, e.sub = storyline.EventRiots, storyline.SubViolentDemonstration
	}
}

// barricadeBlock reports a blocking verb followed, within its clause, by
// "with" and barricade stuff: "blocked a road with tires", "closed the
// street with trash".
func (x *extractor) barricadeBlock() bool {
	toks := x.toks
	for i := range toks {
		if !blockingWords[toks[i].lw] {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+8 && !boundary(&toks[j]); j++ {
			if toks[j].lw != "with" {
				continue
			}
			for k := j + 1; k < len(toks) && k <= j+5; k++ {
				if barricadeStuff[toks[k].lw] {
					return true
				}
			}
			break
		}
	}
	return false
}

// fightWithForces reports rioters fighting the police or the army in the
// sentence: "rioters fought with law enforcement officials", "clashed with
// police". The street fight of a movement is its demonstrations'.
func (x *extractor) fightWithForces() bool {
	fight, forces := false, false
	for i := range x.toks {
		w := x.toks[i].lw
		fight = fight || fightWords[w]
		forces = forces || stateForceWords[w]
	}
	return fight && forces
}

// lootingRioters reports rioters who loot, or try to: a looting trigger
// whose doer is the rioters named, or that follows "attempt(ed) to".
func (x *extractor) lootingRioters() bool {
	for i := range x.hits {
		if x.hits[i].c == cLoot {
			return true
		}
		if x.hits[i].c == cRiotAct && strings.HasPrefix(x.toks[x.hits[i].a].lw, "loot") {
			return true
		}
	}
	return false
}

// protestOutsideSetting reports a protest word in the sentence that is not
// the setting of the deed: "during a day of demonstrations", "amid
// protests", "in the context of nationwide demonstrations" set the scene;
// "looted shops during a protest" is the rioters' own.
func (x *extractor) protestOutsideSetting() bool {
	toks := x.toks
	for i := range toks {
		w := toks[i].lw
		own := false
		for _, p := range protestStems {
			own = own || strings.HasPrefix(w, p)
		}
		if !own {
			continue
		}
		setting := false
		for k := i - 1; k >= 0 && k >= i-6; k-- {
			if protestSettings[toks[k].lw] {
				setting = true
				break
			}
		}
		if !setting {
			return true
		}
	}
	return false
}

// nextSentenceOwnProtest reports a protest word, or the group's demands,
// in the sentence after the one being coded, within its paragraph, that is
// not a setting: "Rioters looted a church. The group used the furniture to
// build barricades to demonstrate over the reform", "Their demands include
// …". "The event happened during a week of demonstrations" only sets the
// scene.
func (x *extractor) nextSentenceOwnProtest() bool {
	words := x.nextSentenceWords()
	for i, w := range words {
		own := strings.HasPrefix(w, "demand")
		for _, p := range protestStems {
			own = own || strings.HasPrefix(w, p)
		}
		if !own {
			continue
		}
		setting := false
		for j := i - 1; j >= 0 && j >= i-6; j-- {
			setting = setting || protestSettings[words[j]]
		}
		if !setting {
			return true
		}
	}
	return false
}
