package events

import "strings"

// Readings that tell two armed sides apart from an armed side and its
// civilian victims, and the armed deeds that are fighting rather than
// property destruction.

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
		if !headlinePassive(toks, k, x.headlineEnd > 0 && toks[k].s < x.headlineEnd) {
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

// headlinePassive reports a participle with no auxiliary followed by a
// preposition or nothing, capitalized or in a headline (title): a
// headline's passive ("Militants Killed in Hama", "More than 100 ISIS
// terrorists killed in Deir Ezzor"), not an active verb with its object
// ("Gunman killed 5") nor one coordinated with another ("Police shot and
// killed a man").
func headlinePassive(toks []token, k int, title bool) bool {
	if !toks[k].cap && !title {
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

// participle reports a word that may be a past participle of a deed:
// "killed", "wounded", "shot".
func participle(w string) bool {
	return strings.HasSuffix(w, "ed") || w == "shot" || w == "hurt" || w == "slain"
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
	"truck": true, "pickup": true, "pickups": true, "convoy": true, "convoys": true, "base": true, "bases": true,
	"checkpoint": true, "checkpoints": true, "bunker": true, "bunkers": true, "position": true,
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
		// the object may come after where the deed was done: "destroyed
		// in an operation in al-Arbaeen neighborhood in Daraa al-Balad
		// area a command center of al-Nusra"
		for k := h.b; k < len(x.toks) && k < h.b+20 && !boundary(&x.toks[k]); k++ {
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
		if w := toks[k].lw; w == "was" || w == "were" || w == "been" { // "had been destroyed"
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
