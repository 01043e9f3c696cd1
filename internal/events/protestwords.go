package events

import "strings"

// dropOtherSensesOfProtest drops protest words used in another sense: a
// siege ("trapped in the town under a blockade", "broke the blockade
// around the city"), a showing ("the attack demonstrated the risks",
// "Russia's actions demonstrate it is insistent"), support gathered
// ("Assad has rallied the minorities behind his regime").
func (x *extractor) dropOtherSensesOfProtest() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cProtest || h.b != h.a+1 {
			continue
		}
		switch w := toks[h.a].lw; {
		case strings.HasPrefix(w, "blockade"):
			if !x.blockadeByProtesters() {
				h.c = cNone
			}
		case w == "demonstrate" || w == "demonstrates" || w == "demonstrated" || w == "demonstrating":
			if h.b < len(toks) && shownObject(toks[h.b].lw) {
				h.c = cNone
			}
		case w == "rally" || w == "rallied" || w == "rallies" || w == "rallying":
			for k := h.b + 1; k < len(toks) && k <= h.b+5; k++ {
				if toks[k].lw == "behind" || toks[k].lw == "around" {
					h.c = cNone
					break
				}
			}
		}
	}
}

// blockadeByProtesters reports a blockade set up by people who protest —
// protesters, strikers, workers — or of a road: what the
// codebook calls a demonstration. Otherwise a blockade is a siege.
func (x *extractor) blockadeByProtesters() bool {
	for _, a := range x.actors {
		if a.kind == aProtesters || a.kind == aRioters {
			return true
		}
	}
	for i := range x.toks {
		w := x.toks[i].lw
		if laborWords[w] && !x.rescuers(i) {
			return true
		}
		switch w {
		case "road", "roads", "highway", "highways", "street", "streets", "route", "routes", "bridge", "access", "entrance":
			return true
		}
	}
	return false
}

// shownObject reports the word after "demonstrate" that makes it mean
// "show": "demonstrated the risks", "demonstrate that", "demonstrated how"
// ("demonstrated their support", "demonstrated to demand" are protests).
func shownObject(w string) bool {
	switch w {
	case "that", "the", "how", "it", "what":
		return true
	}
	return false
}

// gatheringAsTarget drops a gathering told as where, or among whom, a
// bomb or a strike fell: "a car bomb attack … at a location where displaced
// families were gathered", "a shell hit people who had gathered in the
// square". A weapon earlier in the sentence is the deed; the people
// gathered, in a relative clause or with a passive auxiliary, are its
// victims, not a demonstration.
func (x *extractor) gatheringAsTarget() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cProtest || !strings.HasPrefix(toks[h.a].lw, "gathered") {
			continue
		}
		weapon := false
		for _, g := range x.hits {
			switch g.c {
			case cAir, cShell, cIED, cSuicide, cGrenade, cChem:
				weapon = weapon || g.a < h.a
			}
		}
		if !weapon {
			continue
		}
		for k := h.a - 1; k >= 0 && k >= h.a-5; k-- {
			w := toks[k].lw
			if boundary(&toks[k]) && w != "when" {
				break
			}
			if relativeWords[w] || w == "where" || k == h.a-1 && gatheredAuxiliaries[w] {
				h.c = cNone
				break
			}
		}
	}
}
