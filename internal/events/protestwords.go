package events

import (
	"strings"
	"unicode"

	"github.com/storyline-news/storyline"
)

// dropOtherSensesOfProtest drops protest words used in another sense: a
// siege ("trapped in the town under a blockade", "broke the blockade
// around the city"), a showing ("the attack demonstrated the risks",
// "Russia's actions demonstrate it is insistent"), support gathered
// ("Assad has rallied the minorities behind his regime"), a parade of a
// feast ("the Thanksgiving Day parade"), armed men on the march ("the
// troops marched into the town").
func (x *extractor) dropOtherSensesOfProtest() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cProtest || h.b != h.a+1 {
			continue
		}
		switch w := toks[h.a].lw; {
		case strings.HasPrefix(w, "blockade"):
			if x.stateBlockade(h.a) || !x.blockadeByProtesters() {
				h.c = cNone
			}
		case w == "demonstrate" || w == "demonstrates" || w == "demonstrated" || w == "demonstrating":
			if h.b < len(toks) && shownObject(toks[h.b].lw) {
				h.c = cNone
			}
		case w == "protested" || w == "protests" || w == "protest":
			if x.stateProtests(h) {
				h.c = cNone // "The US involvement has been protested by Damascus": a government's objection
			}
		case w == "march" || w == "marched" || w == "marches" || w == "marching":
			if x.armedMarchers(h.a) {
				h.c = cNone // "its fighters marched about 3 kilometers": an advance, not a demonstration
			}
		case w == "parade":
			if h.a > 0 && festivities[toks[h.a-1].lw] {
				h.c = cNone // "the St. Patrick's Day Parade", "a homecoming parade": a feast, not a demand
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

// stateBlockade reports a blockade a state keeps, named right before it:
// "the regime's blockade of most of the roads", "the army blockade": a
// siege, whatever roads it closes.
func (x *extractor) stateBlockade(i int) bool {
	k := i - 1
	for k > 0 && (x.toks[k].lw == "s" || x.toks[k].lw == "'" || x.toks[k].lw == "’") {
		k--
	}
	if k < 0 {
		return false
	}
	switch strings.TrimSuffix(x.toks[k].lw, "s") {
	case "regime", "government", "army", "military":
		return true
	}
	for _, a := range x.actors {
		if a.b == k+1 && a.kind.state() {
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

// gatheringWithoutCause drops a bare gathering ("gathered outside the
// hospital", "gathered at the mosque for the evening meal") that names no
// protest: a crowd, a family waiting, fighters meeting. A gathering is a
// demonstration when its sentence holds another protest word or a cause
// or demand ("gathered outside the court to demand justice", "gathered in
// the square against the reform"), or when the next sentence tells it as
// one ("Residents gathered at the plaza. They were protesting the
// closure"). Protesters named as its subject make the sentence a protest
// anyway (their actor).
func (x *extractor) gatheringWithoutCause() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cProtest || h.b-h.a != 2 || toks[h.a].lw != "gathered" || !gatheringPlacePrepositions[toks[h.a+1].lw] {
			continue
		}
		if x.protestBesides(h) || x.nextSentenceProtests() {
			continue
		}
		h.c = cNone
	}
}

// protestBesides reports another protest word, or a cause or demand, in
// the sentence of the gathering h.
func (x *extractor) protestBesides(h *hit) bool {
	for j := range x.hits {
		g := &x.hits[j]
		if g != h && (g.c == cProtest || g.c == cProtestWeak || g.c == cRiotAct) {
			return true
		}
	}
	for _, a := range x.actors {
		if a.kind == aProtesters {
			return true
		}
	}
	for k := range x.toks {
		if gatheringCauseWords[x.toks[k].lw] {
			return true
		}
	}
	return false
}

// nextSentenceProtests reports a protest word in the sentence after the
// one being coded, within its paragraph.
func (x *extractor) nextSentenceProtests() bool {
	for _, w := range x.nextSentenceWords() {
		if gatheringCauseWords[w] {
			return true
		}
		for _, p := range protestStems {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
	}
	return false
}

// livesClaimed reads "claiming the lives of", "claimed the lives of" as a
// killing, not a claim made by protesters: "the strike hit the camp,
// claiming the lives of ten civilians". The lives are the object of the
// deed before it; with aircraft named in the sentence, that deed is an air
// strike.
func (x *extractor) livesClaimed() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cProtestWeak || h.b-h.a != 1 || !strings.HasPrefix(toks[h.a].lw, "claim") {
			continue
		}
		k := h.b
		if k < len(toks) && toks[k].lw == "the" {
			k++
		}
		if k < len(toks) && (toks[k].lw == "lives" || toks[k].lw == "life") {
			h.c = cKill
			if x.namesAircraft() {
				h.c = cAir // "aircraft of the coalition bombed the tents, claiming the lives of ten"
			}
		}
	}
}

// protestDissolved reads "dissolved the protest", "arrived to dissolve a
// demonstration" as a dispersal, force short of lethal used on the protest
// (protest with intervention), not a group dissolving itself. Only with a
// protest, its people or its place as the object right after the verb.
func (x *extractor) protestDissolved() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cGroupChange || h.b-h.a != 1 || !strings.HasPrefix(toks[h.a].lw, "dissolv") {
			continue
		}
		for k := h.b; k < len(toks) && k <= h.b+2; k++ {
			if dissolvedObjects[toks[k].lw] {
				h.c = cIntervention
				break
			}
		}
	}
}

// nextSentenceWords returns the lower-cased words of the sentence after
// the one being coded, when it is in the same paragraph, else nil.
func (x *extractor) nextSentenceWords() []string {
	sents := x.in.doc().Sentences
	k := x.sentIdx + 1
	if k >= len(sents) || sents[k].Start >= x.blockSpan.End {
		return nil
	}
	s := sents[k]
	return strings.FieldsFunc(strings.ToLower(x.in.Text[s.Start:s.End]), func(r rune) bool {
		return !unicode.IsLetter(r)
	})
}

// stateProtests reports a protest whose agent ("protested by Damascus",
// "drew protests from Moscow") or subject ("Moscow protested", "Russia protests") is a country or a
// capital standing for its government: a diplomatic objection, not a
// demonstration.
func (x *extractor) stateProtests(h *hit) bool {
	toks := x.toks
	k := -1
	switch {
	case h.b+1 < len(toks) && toks[h.b].lw == "by":
		k = h.b + 1
	case h.b+1 < len(toks) && toks[h.b].lw == "from" && h.a > 0 && responseVerbs[toks[h.a-1].lw] || h.a > 0 && toks[h.a-1].lw == "drew":
		// "the announcement drew protests from Damascus and its allies"
		if toks[h.b].lw != "from" || h.b+1 >= len(toks) {
			return false
		}
		k = h.b + 1
	case h.a > 0 && toks[h.a].lw != "protest":
		k = h.a - 1
		for k > 0 && (perfectAux(toks[k].lw) || toks[k].lw == "also") {
			k--
		}
	}
	if k < 0 || !toks[k].cap {
		return false
	}
	for _, m := range x.in.Mentions {
		if m.Type != storyline.LOC || m.Span.Start > toks[k].s || m.Span.End < toks[k].e {
			continue
		}
		if k < h.a && m.Span.Start > toks[0].s {
			return false // the subject opens the sentence: not "residents of Caracas protested"
		}
		if _, ok := x.gazetteer().Country(m.Text); ok {
			return true
		}
		for _, p := range x.gazetteer().Lookup(m.Text) {
			if x.gazetteer().CapitalNamed(p.Name, p.Country) {
				return true
			}
		}
	}
	return false
}

// armedMarchers reports armed men as who marches at token k: a soldiers'
// or fighters' word right before the verb, or before an adverb before it
// ("the fighters then marched"), as its subject, not a prepositional
// object ("relatives of men killed by soldiers marched to the court")
// and alone, not beside other marchers.
func (x *extractor) armedMarchers(k int) bool {
	j := k - 1
	if j > 0 && (strings.HasSuffix(x.toks[j].lw, "ly") || sequenceAdverbs[x.toks[j].lw]) {
		j--
	}
	if j < 0 || !marchingArms[x.toks[j].lw] {
		return false
	}
	if j == 0 {
		return true
	}
	// "supporters of the regime and soldiers marched to reject …": armed
	// men among others who march are a demonstration's
	before := x.toks[j-1].lw
	return !objectPrepositions[before] && before != "and" && before != ","
}
