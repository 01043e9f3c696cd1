package events

import "strings"

// Attacks talked of, not reported: a blame for a kind of attack, an
// attack that names a site, a massacre known by its name, an attack to
// investigate, a campaign's means and a place's lot
// (docs/events-syria.md, "Fourteenth pass").

// talkOfAttacks drops the violence triggers of three kinds of talk:
//   - a kind of attack blamed on someone: "the army has been responsible
//     for chlorine and other chemical attacks" — "responsible for" and a
//     bare plural (no determiner, no count) is a charge over many attacks,
//     not the report of one; "responsible for the attack on Monday", "for
//     air strikes that destroyed a hospital" and "for the Aramco attacks"
//     stay;
//   - the sites of attacks: "to visit the chemical attack sites", "the
//     sites where chemical attacks have been reported" — the attacks
//     describe the places, told as known or reported, not as news;
//   - a massacre known by its name: "the victims of the Ghouta Massacre",
//     "re-open the file of the Houla Massacre" — a capitalized name after
//     a capitalized place names an event of the past, in a sentence that
//     is not a headline in title case and gives it no count and no time.
func (x *extractor) talkOfAttacks() {
	named := false
	for i := range x.hits {
		h := &x.hits[i]
		if !talkableCue(h.c) {
			continue
		}
		if x.namedMassacre(h) {
			named = true
		}
		if x.blamedKind(h) || x.siteOfAttacks(h) || x.namedMassacre(h) || x.attackToInvestigate(h) || x.campaignMeans(h) || x.attacksUndergone(h) || x.topicOfDebate(h) || x.deedToStop(h) || x.causeOfReaction(h) {
			h.c = cNone
		}
	}
	if !named {
		return
	}
	// "… the Houla Massacre … to find the perpetrators of the massacre":
	// the massacre again is the named one
	for i := range x.hits {
		if h := &x.hits[i]; h.c == cKill && x.toks[h.a].lw == "massacre" && h.a > 0 && x.toks[h.a-1].lw == "the" {
			h.c = cNone
		}
	}
}

// talkableCue reports the cues of violence talk may name.
func talkableCue(c cue) bool {
	switch c {
	case cKill, cAttack, cAir, cShell, cIED, cSuicide, cChem:
		return true
	}
	return false
}

// blamedKind reports a trigger within the bare plural after "responsible
// for" (up to six words on, within its clause).
func (x *extractor) blamedKind(h *hit) bool {
	toks := x.toks
	for k := h.a - 1; k >= 1 && k >= h.a-6; k-- {
		w := toks[k].lw
		if boundary(&toks[k]) || determiner(w) || isCount(w) {
			return false
		}
		if w == "for" && toks[k-1].lw == "responsible" {
			// the plural ends the phrase: "chemical attacks"
			end := h.b - 1
			for end+1 < len(toks) && toks[end+1].word && !boundary(&toks[end+1]) && !clauseWords[toks[end+1].lw] {
				end++
			}
			if end+1 < len(toks) && (toks[end+1].lw == "that" || toks[end+1].lw == "which") {
				return false // "air strikes that destroyed a hospital": the ones meant
			}
			for j := k + 1; j <= end; j++ {
				if toks[j].cap {
					return false // "the Aramco attacks": named ones
				}
			}
			return plural(toks[end].lw)
		}
	}
	return false
}

// attackToInvestigate reports a trigger that is what an infinitive of
// inquiry is to look into, told as alleged or as a use ("will send a
// fact-finding mission to investigate the recent use of chlorine gas",
// "to probe the alleged attack"): an aim told of an attack in doubt, up
// to six words on within its clause, not the report of one. "Detectives
// continue to investigate the shooting" reports the shooting.
func (x *extractor) attackToInvestigate(h *hit) bool {
	toks := x.toks
	hedged := false
	for k := h.a - 1; k >= 1 && k >= h.a-6; k-- {
		if boundary(&toks[k]) || inquiryEnds[toks[k].lw] {
			return false // "began to investigate after a car bomb killed 12"
		}
		hedged = hedged || inquiryHedges[toks[k].lw]
		if inquiryVerbs[toks[k].lw] && toks[k-1].lw == "to" {
			return hedged
		}
	}
	return false
}

// campaignMeans reports a bare plural trigger after "with" in a clause
// whose verb is a present progressive ("a US-led coalition is also
// battling Daesh in Syria and Iraq with air strikes"): the means of a
// campaign going on, not one strike. "attacked the town with air strikes
// on Monday" stays.
func (x *extractor) campaignMeans(h *hit) bool {
	toks := x.toks
	if !plural(toks[h.b-1].lw) {
		return false
	}
	with := -1
	for k := h.a - 1; k >= 0 && k >= h.a-3; k-- {
		if boundary(&toks[k]) || determiner(toks[k].lw) || isCount(toks[k].lw) {
			return false
		}
		if toks[k].lw == "with" {
			with = k
			break
		}
	}
	for k := with - 1; with > 0 && k >= 1 && k >= with-12; k-- {
		if boundary(&toks[k]) {
			return false
		}
		if w := toks[k].lw; strings.HasSuffix(w, "ing") && len(w) > 5 {
			j := k - 1
			if j > 0 && subjectAdverbs[toks[j].lw] {
				j--
			}
			return toks[j].lw == "is" || toks[j].lw == "are"
		}
	}
	return false
}

// attacksUndergone reports a plural trigger after a present perfect of
// undergoing and a quantifier of many ("the city has faced multiple
// suicide bombings", "have seen repeated air strikes"): a place's lot
// over a time, not one event.
func (x *extractor) attacksUndergone(h *hit) bool {
	toks := x.toks
	if !plural(toks[h.b-1].lw) {
		return false
	}
	for k := h.a - 1; k >= 2 && k >= h.a-3; k-- {
		if manyWords[toks[k].lw] {
			return undergoVerbs[toks[k-1].lw] && (toks[k-2].lw == "has" || toks[k-2].lw == "have")
		}
	}
	return false
}

// siteOfAttacks reports a trigger naming a site ("chemical attack sites")
// or told within "site(s)/location(s) where …" with the attacks reported
// or alleged.
func (x *extractor) siteOfAttacks(h *hit) bool {
	toks := x.toks
	if h.b < len(toks) && siteWords[toks[h.b].lw] {
		return true
	}
	for k := h.a - 1; k >= 1 && k >= h.a-6; k-- {
		if boundary(&toks[k]) {
			return false
		}
		if toks[k].lw == "where" && siteWords[toks[k-1].lw] {
			for j := h.b; j < len(toks) && j <= h.b+4; j++ {
				switch toks[j].lw {
				case "reported", "alleged", "suspected", "claimed":
					return true
				}
			}
			return false
		}
	}
	return false
}

// namedMassacre reports "Massacre" capitalized after a capitalized word
// and "the", in a sentence that is not in title case.
func (x *extractor) namedMassacre(h *hit) bool {
	toks := x.toks
	a := h.a
	if h.c != cKill || a < 2 || !toks[a].cap || toks[a].lw != "massacre" || !toks[a-1].cap || toks[a-2].lw != "the" {
		return false
	}
	lower := 0
	for k := range toks {
		if isCount(toks[k].lw) {
			return false // "the Houla Massacre that killed 100": its report
		}
		if toks[k].word && !toks[k].cap {
			lower++
		}
	}
	if lower*2 <= len(toks) {
		return false
	}
	// "News of the Ghouta Massacre surfaced on Wednesday": a time of its
	// own makes it news
	first, last := toks[0].s, toks[len(toks)-1].e
	for _, t := range x.in.TimeExprs {
		if t.Span.Start >= first && t.Span.Start < last {
			return false
		}
	}
	return true
}

// plural reports an English plural noun form: "attacks", "strikes".
func plural(w string) bool {
	return len(w) > 3 && w[len(w)-1] == 's' && w[len(w)-2] != 's'
}

// sidesDescribed drops a fighting that describes a side or a tie that is
// no diplomacy:
//   - "fighting" right after the armed side it describes ("the US-backed
//     Kurdish forces fighting Daesh", "the coalition fighting IS in Iraq
//     and Syria"): a reduced relative clause says who the side is, the
//     sentence's verb tells what happened;
//   - a halt or a pause of fighting ("announced a three-hour daily halt of
//     fighting"): no battle;
//   - ties severed or broken with a group rather than a country ("Nusra
//     Front severed ties with al Qaeda"): a group's allegiance, not the
//     codebook's diplomatic break between states.
func (x *extractor) sidesDescribed() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		switch h.c {
		case cClash:
			if x.partTakenIn(h.a) {
				h.c = cNone // "one of the main rebel groups taking part in an offensive against …": who the side is
				continue
			}
			if toks[h.a].lw == "fighting" && h.b-h.a == 1 && h.a == 0 && len(toks) > 1 && (toks[1].lw == "under" || toks[1].lw == "alongside") {
				h.c = cNone // "Fighting under the banner of the SDF the YPG has emerged as …": who the side is
				continue
			}
			if toks[h.a].lw != "fighting" || h.b-h.a != 1 || h.a == 0 {
				continue
			}
			prev := toks[h.a-1].lw
			pair := h.a >= 3 && toks[h.a-1].cap && toks[h.a-2].lw == "and" && x.actorEndsAt(h.a-2) // "Syrian Kurds and Arabs fighting"
			if describedSides[prev] || x.actorEndsAt(h.a) || pair {
				h.c = cNone // "the Kurdish forces fighting Daesh", "Syrian Kurds fighting the IS group"
			}
			if (prev == "of" || prev == "in" || prev == "to") && h.a >= 2 && haltWords[toks[h.a-2].lw] ||
				prev == "the" && h.a >= 3 && haltWords[toks[h.a-3].lw] {
				h.c = cNone
			}
		case cDiplomatic:
			if toks[h.b-1].lw == "ties" && !x.countryAfter(h.b) {
				h.c = cNone
			}
		}
	}
}

// countryAfter reports a country named within four words after token b
// ("severed ties with Qatar").
func (x *extractor) countryAfter(b int) bool {
	toks := x.toks
	for k := b; k < len(toks) && k < b+4; k++ {
		if !toks[k].cap {
			continue
		}
		if _, ok := x.gazetteer().Country(x.in.Text[toks[k].s:toks[k].e]); ok {
			return true
		}
	}
	return false
}

// topicOfDebate reports a trigger that is what a debate or a meeting is
// about: "during a parliamentary debate on the bombing of Aleppo", "an
// emergency session over the chemical attack". The deliberation takes
// place where it sits; the attack is told, and placed, elsewhere.
func (x *extractor) topicOfDebate(h *hit) bool {
	toks := x.toks
	k := h.a - 1
	for k > 0 && (determiner(toks[k].lw) || toks[k].word && !toks[k].cap && adjectiveLike(toks[k].lw)) && k >= h.a-3 {
		k--
	}
	if k < 1 {
		return false
	}
	switch toks[k].lw {
	case "on", "about", "over":
		return deliberationNouns[toks[k-1].lw]
	}
	return false
}

// adjectiveLike reports a word that may qualify the attack named after it
// ("the recent bombing", "the deadly attack").
func adjectiveLike(w string) bool {
	return strings.HasSuffix(w, "ly") || strings.HasSuffix(w, "ent") || strings.HasSuffix(w, "ed")
}

// deedComesAmid drops a deed named as the subject of "comes" or "came"
// and a setting ("The new bombings come in the wake of army gains", "The
// strikes came amid talks", "The shelling comes two days after …"): the
// sentence sets the story's deed, told elsewhere, against something else;
// "the attack came on Monday" (its own day) stays, and so does a sentence
// that counts dead or wounded.
func (x *extractor) deedComesAmid() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if !violentCue(h.c) || h.b+1 >= len(toks) || h.a == 0 {
			continue
		}
		switch toks[h.b].lw {
		case "comes", "come", "came":
		default:
			continue
		}
		if !settingStarts[toks[h.b+1].lw] && !isCount(toks[h.b+1].lw) {
			continue
		}
		if counted, settingDeed := x.countsAround(h); counted && !settingDeed {
			continue // "the attack came as 12 people were killed": the counts are its own
		}
		// a determiner before the noun, qualifiers between: "the new
		// fatal bombings"
		for k := h.a - 1; k >= 0 && k >= h.a-3 && toks[k].word && (!toks[k].cap || k == 0); k-- {
			if p := toks[k].lw; determiner(p) || p == "these" || p == "those" {
				h.c = cNone
				break
			}
		}
	}
}

// countsAround reports whether the sentence of deed h counts dead or
// wounded, and whether a deed of its own follows "came" to which the
// counts belong ("The strikes came as a car bomb wounded at least 37
// people"): no count before "came" is h's then.
func (x *extractor) countsAround(h *hit) (counted, settingDeed bool) {
	before := false
	for _, g := range x.hits {
		switch {
		case g.c == cKill || g.c == cInjure:
			counted = true
			before = before || g.a < h.b
		case g.a > h.b && violentCue(g.c) && g.c != cKill && g.c != cInjure:
			settingDeed = true
		}
	}
	return counted, settingDeed && !before
}

// deniedDeeds drops the deeds a denial governs ("Syria and its ally deny
// Damascus carried out any such chemical attack", "denied that its jets
// had struck the market"): what is denied is told as not done; the deed
// the story tells is coded from its own report. The clause of the denial
// runs to a boundary, ten words at most; a denial of who did it ("denied
// its planes were responsible for the strikes") leaves the deed.
func (x *extractor) deniedDeeds() {
	toks := x.toks
	for i := range toks {
		if !denialVerbs[toks[i].lw] || i > 0 && passiveBefore[toks[i-1].lw] {
			continue // "an abortion law that was denied by the assembly": no denial of a deed
		}
		end, doerOnly := i+1, false
		for end < len(toks) && end <= i+10 && !boundary(&toks[end]) && toks[end].lw != "by" {
			// "denied its planes were responsible for air strikes that
			// destroyed a hospital": the doer is denied, not the deed
			doerOnly = doerOnly || doerWords[toks[end].lw]
			end++
		}
		if !doerOnly {
			x.dropHitsIn(i+1, end)
		}
	}
}

// partTakenIn reports a battle's noun at token a that a side is said to
// take part in ("taking part in an offensive", "participating in the
// battle"), a determiner and a modifier or two between: what the side is
// doing at large, with no count of the sentence's own.
func (x *extractor) partTakenIn(a int) bool {
	for _, g := range x.hits {
		if g.c == cKill || g.c == cInjure {
			return false
		}
	}
	k := a - 1
	for k >= 0 && a-k <= 3 && (determiner(x.toks[k].lw) || x.toks[k].word && !x.toks[k].cap && x.toks[k].lw != "in") {
		k--
	}
	if k < 1 || x.toks[k].lw != "in" {
		return false
	}
	switch x.toks[k-1].lw {
	case "participating", "participate", "participates", "participated", "involved":
		return true
	case "part":
		return k >= 2 && (x.toks[k-2].lw == "taking" || x.toks[k-2].lw == "take" || x.toks[k-2].lw == "takes" || x.toks[k-2].lw == "took")
	}
	return false
}

// deedToStop reports a deed named as what must stop: "the killing in
// Aleppo had to stop", "the bombing must end" — a call, not the report of
// a deed (up to three words of place between the noun and its modal).
func (x *extractor) deedToStop(h *hit) bool {
	toks := x.toks
	if h.a == 0 || !determiner(toks[h.a-1].lw) {
		return false
	}
	for k := h.b; k < len(toks) && k <= h.b+4; k++ {
		switch toks[k].lw {
		case "must", "should", "had", "has", "have", "needs", "need":
			j := k + 1
			if j < len(toks) && toks[j].lw == "to" {
				j++
			}
			return j < len(toks) && stopVerbs[toks[j].lw] // plans.go
		}
		if clauseEnd(&toks[k]) {
			return false
		}
	}
	return false
}

// causeOfReaction reports a trigger in the cause of another deed, a
// reaction: "Boris Johnson cancelled a visit to Moscow scheduled for April
// 10 after the poison gas attack in Syria", "recalled its ambassador
// following the massacre". The attack is told as known, by a definite
// noun after "after", "following" or "over", and the sentence reports the
// reaction (a verb of reactionVerbs before it in its clause): coded, it
// took the reaction's place and day (Moscow, April 10).
func (x *extractor) causeOfReaction(h *hit) bool {
	toks := x.toks
	k := h.a - 1
	for k >= 0 && k >= h.a-4 && !causePrepositions[toks[k].lw] {
		if clauseEnd(&toks[k]) {
			return false
		}
		k--
	}
	if k < 0 || k < h.a-4 || !causePrepositions[toks[k].lw] || k+1 >= h.a || !definite(toks[k+1].lw) {
		return false
	}
	for j := k - 1; j >= 0 && j >= k-14; j-- {
		if clauseEnd(&toks[j]) {
			return false
		}
		if reactionVerbs[toks[j].lw] {
			return true
		}
	}
	return false
}

// definite reports an article or a possessive that makes a noun one
// already known: "the", "this", "its".
func definite(w string) bool { return determiner(w) && w != "a" && w != "an" }
