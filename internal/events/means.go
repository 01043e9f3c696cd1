package events

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/text"
)

// A deed coded by its means: a killing told with a verb of destroying, an
// attack named by the air force that made it (docs/events-syria.md,
// "Fourteenth pass").

// destroyedPeople reads "destroyed" with a count of people as its object
// as a killing: "The air force destroyed some 80 militants trying to flee
// the city", "destroyed 40 terrorists and their vehicles". Military
// reports say a force destroys the men it kills; a destruction of
// property needs a thing destroyed. A killing whose subject is aircraft or
// an air force is then an air strike (aircraftKills).
func (x *extractor) destroyedPeople() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cDestroy || toks[h.a].lw != "destroyed" || h.b-h.a != 1 {
			continue
		}
		k := h.b
		for k < len(toks) && k < h.b+3 && countQualifiers[toks[k].lw] {
			k++
		}
		if k+1 >= len(toks) || !isCount(toks[k].lw) {
			continue
		}
		k++
		if k < len(toks) && (toks[k].lw == "of" || toks[k].lw == "armed") {
			k++
		}
		if k < len(toks) && peopleWords[toks[k].lw] {
			h.c = cKill
		}
	}
}

// isCount reports a number written in digits or a small number in words.
func isCount(w string) bool {
	if w == "" {
		return false
	}
	if w[0] >= '0' && w[0] <= '9' {
		return true
	}
	return numberWords[w]
}

// destructionByItsMeans reads a destruction by the means that made it:
//   - by aircraft or an air force ("Government aircraft destroyed two sites
//     containing weapons", "Russian jets destroyed a bridge"): an air
//     strike, as a killing by them is (aircraftKills);
//   - by a strike, a raid, a blast or shells named as its subject ("The
//     raids also destroyed several shops", "The blast destroyed three
//     buildings", "the strike which heavily damaged four buildings", "The
//     explosion caused much destruction"): the damage of that strike or
//     blast, which is the event; bare strikes and raids that destroy are
//     air strikes and air raids;
//   - drones after the destruction are what was destroyed;
//   - a participle that describes its noun ("videos of the destroyed
//     church", "under the rubble of destroyed buildings", "at least one
//     destroyed incubator"): it names no deed, as "an arrested man" names
//     no arrest.
func (x *extractor) destructionByItsMeans() {
	toks := x.toks
	// "destroyed radio-controlled drones", "destroyed a mortar and a
	// bulldozer used by insurgents": the drones and the mortar are what
	// was destroyed, not the means ("destroyed by mortar fire" names the
	// means)
	for i := range x.hits {
		g := &x.hits[i]
		if !(g.c == cAir && strings.HasPrefix(toks[g.a].lw, "drone") || g.c == cShell) {
			continue
		}
		for k := g.a - 1; k >= 0 && k >= g.a-4 && !boundary(&toks[k]) && !meansPrepositions[toks[k].lw]; k-- {
			if h := x.hitAt(k); h != nil && h.c == cDestroy {
				g.c = cNone
				break
			}
		}
	}
	for i := range x.hits {
		d := &x.hits[i]
		if d.c != cDestroy {
			continue
		}
		if d.b-d.a == 1 && describingParticiple(toks, d.a) {
			d.c = cNone
			continue
		}
		k := d.a - 1
		for k > 0 && (subjectAdverbs[toks[k].lw] || perfectAux(toks[k].lw) || damageFillers[toks[k].lw]) {
			k--
		}
		if k < 0 || boundary(&toks[k]) {
			continue
		}
		if aircraftSubjects[toks[k].lw] || airForce(toks, k) {
			d.c = cAir
			continue
		}
		if !weaponNouns[toks[k].lw] {
			continue
		}
		g := x.hitAt(k)
		switch {
		case g != nil && (g.c == cAir || g.c == cShell || g.c == cIED || g.c == cSuicide || g.c == cChem):
			// the damage is the weapon's: a blast told with its damage is
			// the blast's event, not one of the weak words of an accident
			d.c, g.c = g.c, cNone
		case strikeNouns[toks[k].lw]:
			d.c = cAir
			if g != nil {
				g.c = cNone
			}
		}
	}
}

// hitAt returns the hit that covers token k, nil when none.
func (x *extractor) hitAt(k int) *hit {
	for i := range x.hits {
		if h := &x.hits[i]; h.a <= k && k < h.b && h.c != cNone {
			return h
		}
	}
	return nil
}

// describingParticiple reports "destroyed" or "damaged" at token i used
// as an adjective: after a determiner, "of", a count or "one", and before
// a word.
func describingParticiple(toks []token, i int) bool {
	if i == 0 || i+1 >= len(toks) || !toks[i+1].word || !strings.HasSuffix(toks[i].lw, "ed") {
		return false
	}
	switch next := toks[i+1].lw; next {
	case "by", "in", "on", "at", "and", "or", "the", "a", "an", "its", "their", "when", "after", "during", "as", "with":
		return false // "destroyed by the blast", "destroyed the bridge"
	}
	prev := toks[i-1].lw
	return determiner(prev) && prev != "that" || prev == "of" || prev == "one" || isCount(prev)
}

// armsDestroyed reports a destruction at h whose object, in its clause,
// is an armed force's means whoever is named: tanks, launchers, depots,
// positions, armoured or machinegun-equipped vehicles, weapons ("Army
// units destroyed … machinegun-equipped vehicles belonging to terrorist
// groups", "A total of 15 trucks with heavy weapons were also destroyed").
// Destroying them is part of fighting, not the codebook's property
// destruction. The object follows the verb, or comes first in a passive.
func (x *extractor) armsDestroyed(h *hit) bool {
	toks := x.toks
	for k := h.b; k < len(toks) && k < h.b+10; k++ {
		if boundary(&toks[k]) {
			break
		}
		if armsWords[toks[k].lw] {
			return true
		}
	}
	passive := h.a >= 1 && (toks[h.a-1].lw == "were" || toks[h.a-1].lw == "was" || toks[h.a-1].lw == "been" ||
		h.a >= 2 && subjectAdverbs[toks[h.a-1].lw] && (toks[h.a-2].lw == "were" || toks[h.a-2].lw == "was" || toks[h.a-2].lw == "been"))
	for k := h.a - 1; passive && k >= 0 && k >= h.a-10; k-- {
		if boundary(&toks[k]) {
			break
		}
		if armsWords[toks[k].lw] {
			return true
		}
	}
	return false
}

// otherMeans reports a later sentence whose deed was done by other means
// than prev's, one of them a suicide bomber: a bomber on the ground is not
// the weapon of an air strike or a shelling, nor of a gas attack ("Russian
// jets pounded the east of the city killing 26 people" … "At least 10
// people were also killed when a suicide bomber blew himself up in a
// village"). It reports its own event, with its own dead.
func otherMeans(prev, e *storyline.Event) bool {
	remote := func(s string) bool {
		return s == storyline.SubAirStrike || s == storyline.SubShelling || s == storyline.SubChemicalWeapon
	}
	return prev.SubEventType == storyline.SubSuicideBomb && remote(e.SubEventType) ||
		e.SubEventType == storyline.SubSuicideBomb && remote(prev.SubEventType)
}

// aircraftDowned reports a manned aircraft shot down ("5 Killed as
// Russian Military Chopper Shot down", "their helicopter was shot down
// east of the city", "rebels shot down a government warplane"): its crew
// are combatants and the downing a battle, not an attack on civilians nor
// the interception of a drone or a missile (disrupted weapons use).
func (x *extractor) aircraftDowned(h *hit) bool {
	toks := x.toks
	if toks[h.a].lw != "shot" || h.b-h.a != 2 {
		return false
	}
	for k := h.a - 1; k >= 0 && k >= h.a-4 && !boundary(&toks[k]); k-- {
		if mannedAircraft[toks[k].lw] {
			return true
		}
	}
	for k := h.b; k < len(toks) && k < h.b+5 && !boundary(&toks[k]); k++ {
		if mannedAircraft[toks[k].lw] {
			return true
		}
	}
	return false
}

// otherDeed reports two reports of a story, one of a suicide bombing and
// one of a deed of remote means (otherMeans), that count other dead: the
// jets' 26 dead and the bomber's 10 of one day in one province are two
// events. The same dead tell one event told two ways ("Bombs kill 22 at
// army checkpoint" over "a double suicide bomb attack" killing 22). A gas
// attack is never a bomber's, whatever the counts: "a suicide bomber …
// killed 25 soldiers" and "activists claimed the army carried out a
// chlorine gas attack in another part of the city" are two events. So are
// a blast on the ground and a strike told in two towns, whatever they
// count (blastAndStrikeApart).
func otherDeed(a, b *storyline.Event) bool {
	if blastAndStrikeApart(a, b) || blastAndStrikeApart(b, a) {
		return true
	}
	if !otherMeans(a, b) {
		return false
	}
	if a.SubEventType == storyline.SubChemicalWeapon || b.SubEventType == storyline.SubChemicalWeapon {
		return true
	}
	return a.Fatalities > 0 && b.Fatalities > 0 && a.Fatalities != b.Fatalities
}

// blastAndStrikeApart reports a blast on the ground (a bomb, a bomber)
// and an air strike or shelling told in two towns: "The blast took place in
// al-Mashi … around the city of Manbij" and "Russian jets pounded …
// eastern Aleppo" are two deeds, though Aleppo names its province too.
func blastAndStrikeApart(ground, remote *storyline.Event) bool {
	switch ground.SubEventType {
	case storyline.SubRemoteExplosive, storyline.SubSuicideBomb:
	default:
		return false
	}
	if remote.SubEventType != storyline.SubAirStrike && remote.SubEventType != storyline.SubShelling {
		return false
	}
	p, q := ground.Place, remote.Place
	if p == nil || q == nil || placeRank(p) < 2 || placeRank(q) < 2 || p.Country != q.Country {
		return false
	}
	return text.Fold(p.Name) != text.Fold(q.Name) && places.DistanceKm(p, q) > nearKm
}

// shellsByTheirWords reads two namings of shells the lexicon's words miss:
//   - an explosive that is a round fired ("fired explosive rounds at the
//     neighborhood", "explosive shells"): a shell, not a bomb planted;
//   - an attack named by its rockets as an adjective ("terrorists' rocketry
//     attacks on the suburbs"): a shelling;
//   - bombs, shells or rockets said to be chemical ("the air strike dropped
//     chemical bombs onto the town"): a chemical weapon, which the codebook
//     codes whatever delivered it.
func (x *extractor) shellsByTheirWords() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		switch h.c {
		case cIED, cShell:
			if h.c == cIED && h.b-h.a == 1 && strings.HasPrefix(toks[h.a].lw, "explosive") && h.b < len(toks) && firedRounds[toks[h.b].lw] {
				h.c = cShell
			}
			if h.a > 0 && toks[h.a-1].lw == "chemical" {
				h.c = cChem // "dropped chemical bombs", "chemical rockets"
			}
		case cAttack:
			if h.a > 0 && shellingAdjectives[toks[h.a-1].lw] {
				h.c = cShell
			}
		}
	}
}
