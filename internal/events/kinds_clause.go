package events

import "strings"

// Kinds read from the sentence's own deed, not from a word of a clause
// that describes someone or names the deed back (docs/events-syria.md,
// "Thirtieth pass").

// pastOfTheDescribed drops a deed in a relative clause in the pluperfect
// when the sentence tells another: "the army established full control
// over the town after eliminating the terrorists who had infiltrated it
// earlier". The clause says who the terrorists were; the sentence's deed
// is the main clause's. Alone in its sentence ("the men who had
// infiltrated the base were killed" has its killing) nothing changes.
func (x *extractor) pastOfTheDescribed() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c == cNone || h.c >= cNumCues || h.a < 2 {
			continue
		}
		k := h.a - 1
		for k > 1 && subjectAdverbs[toks[k].lw] {
			k--
		}
		if toks[k].lw != "had" || !relativeWords[toks[k-1].lw] {
			continue
		}
		for j := range x.hits {
			if g := &x.hits[j]; j != i && g.c != cNone && g.c < cNumCues && (g.b <= k-1 || g.a >= h.b) {
				h.c = cNone
				break
			}
		}
	}
}

// meansInSupport drops a means named as the support of a side when the
// sentence tells another deed: "units of the army backed by the air force
// and artillery foiled an attack on military posts", "Iraqi forces aided
// by coalition airstrikes retook the town". The support says how the
// side fought; the deed is the battle or the taking, or whatever the
// clause's own verb tells ("an alliance supported by coalition air strikes
// surrounded Tabaqa"). With no other deed and no verb after the support
// ("troops backed by artillery" alone) the means is kept.
func (x *extractor) meansInSupport() {
	toks := x.toks
	for s := 1; s+1 < len(toks); s++ {
		if !supportWords[toks[s].lw] || toks[s+1].lw != "by" && toks[s+1].lw != "of" {
			continue
		}
		end := s + 2
		for end < len(toks) && end <= s+12 && (toks[end].word || toks[end].lw == "-") && !boundary(&toks[end]) && !x.verbAfterSupport(end) {
			end++
		}
		var means []*hit
		// the clause's own verb after the support ("an alliance
		// supported by coalition air strikes surrounded the town"): the
		// support describes the side, whatever the verb tells
		other := end < len(toks) && x.verbAfterSupport(end)
		for i := range x.hits {
			h := &x.hits[i]
			switch {
			case h.a > s && h.a < end && meansCue(h.c):
				means = append(means, h)
			case h.c != cNone && h.c < cNumCues && (h.a >= end || h.b <= s) && !meansCue(h.c):
				other = true
			}
		}
		if other {
			for _, h := range means {
				h.c = cNone
			}
		}
	}
}

// verbAfterSupport reports a past verb at token k that ends a support's
// phrase and starts the clause's own verb ("backed by artillery foiled",
// "aided by airstrikes retook"): a known deed word or a lower-case word in
// -ed after the support's noun.
func (x *extractor) verbAfterSupport(k int) bool {
	for i := range x.hits {
		if h := &x.hits[i]; h.a == k && h.c != cNone && h.c < cNumCues && !meansCue(h.c) {
			return true
		}
	}
	w := x.toks[k].lw
	return !x.toks[k].cap && len(w) > 4 && strings.HasSuffix(w, "ed")
}

// droppedBombs reads bombs dropped as an air strike: "accused of dropping
// phosphorous bombs on central Idlib", "drones dropped two bombs on the
// checkpoint". Only aircraft drop bombs; a bomb planted, hidden or
// detonated is the explosive's.
func (x *extractor) droppedBombs() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cIED || !bombWords[toks[h.b-1].lw] {
			continue
		}
		for k := h.a - 1; k >= 0 && k >= h.a-4; k-- {
			if dropVerbs[toks[k].lw] {
				h.c = cAir
				break
			}
			if !toks[k].word || boundary(&toks[k]) {
				break
			}
		}
	}
}

// groundBombings reads bombings a non-state group made, or a string of
// them, as bombs set off on the ground: "A string of Daesh bombings near
// the shrine left 134 people dead", "a wave of rebel bombings". An armed
// group has no aircraft; a series of blasts is set off, not dropped
// (airBombing reads a bare "bombing" in a story of aircraft as a strike).
// A sentence that names aircraft keeps the strike.
func (x *extractor) groundBombings() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cAir || h.b-h.a != 1 || !strings.HasPrefix(toks[h.a].lw, "bomb") || x.namesAircraft() {
			continue
		}
		ground := false
		for _, a := range x.actors {
			if a.b == h.a && (a.kind == aRebels || a.kind == aArmed) {
				ground = true // "Daesh bombings"
			}
		}
		if h.a >= 2 && toks[h.a-1].lw == "of" && seriesWords[toks[h.a-2].lw] ||
			h.a >= 3 && toks[h.a-2].lw == "of" && seriesWords[toks[h.a-3].lw] {
			ground = true // "a string of (Daesh) bombings"
		}
		if ground {
			h.c = cIED
		}
	}
}
