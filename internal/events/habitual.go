package events

// Habits: a deed told as what happens again and again ("Idlib is regularly
// targeted in air strikes", "tensions have sometimes led to armed clashes",
// "the town has been hit by rockets more than 70 times this year") is the
// lot of a place or a side over months, not an event of the report's day
// (docs/events-syria.md, "Twenty-fifth pass"). A frequency adverb with a
// past tense ("repeatedly shelled the town on Monday") tells one day's
// deed and stays.

// habitualDeeds drops the deeds of a clause that tells a habit: a
// frequency adverb in a present or perfect tense, the deeds from up to
// three words before it to the end of its clause; or a count of times
// ("more than 70 times", "several times", "more than once") after a
// present or perfect, the deeds of its clause before it.
func (x *extractor) habitualDeeds() {
	toks := x.toks
	for f := range toks {
		w := toks[f].lw
		switch {
		case frequencyAdverbs[w]:
			start := x.clauseStart(f, 3)
			if !x.presentBefore(x.clauseStart(f, 4), f) && !presentVerb(toks, f+1) || x.speechAfter(f) {
				continue
			}
			x.dropHitsIn(start, x.habitEnd(f))
		case (w == "continues" || w == "continue") && f+1 < len(toks) && toks[f+1].lw == "to" && !x.inTitle(f):
			// "the regime continues to wreak havoc in residential
			// neighbourhoods": a deed going on, not one of a day; a time
			// in the clause ("continue to shell the town on Monday")
			// dates one and keeps it
			start := x.clauseStart(f, 4)
			if !x.timeAmong(start, len(toks)) {
				x.dropHitsIn(start, x.habitEnd(f+1))
			}
		case (w == "continue" || w == "persist") && f > 0 && deedPlurals[toks[f-1].lw] && !x.inTitle(f):
			// "though deadly air strikes and battles continue in some
			// areas": deeds going on in the present, told as a state;
			// a time in the clause ("clashes continue on Monday") dates
			// one and keeps it
			start := x.clauseStart(f, 8)
			if !x.timeAmong(start, len(toks)) {
				x.dropHitsIn(start, x.habitEnd(f))
			}
		case w == "basis" && f >= 2 && frequencyBases[toks[f-1].lw] && x.articleBefore(f-2):
			// "continued airstrikes on a near-daily basis": a habit in
			// any tense, the deeds of its clause before it
			x.dropHitsIn(x.clauseStart(f, 14), f)
			if f+1 < len(toks) && toks[f+1].lw == "with" {
				// "… on a near-daily basis with reports of 865 people
				// killed": the habit's tally
				k := f + 2
				for k < len(toks) && !boundary(&toks[k]) {
					k++
				}
				x.dropHitsIn(f+1, k)
			}
		case w == "per" && f+1 < len(toks) && (toks[f+1].lw == "day" || toks[f+1].lw == "week") && f > 0 && x.countOfDeeds(f-1):
			// "Russia's Aerospace Forces carry out up to 150 strikes per
			// day": a rate of deeds, no day's deed
			x.dropHitsIn(x.clauseStart(f, 12), f)
		case w == "times" && f > 0 && (isCount(toks[f-1].lw) || repeatCounts[toks[f-1].lw]),
			w == "once" && f >= 2 && toks[f-1].lw == "than" && toks[f-2].lw == "more":
			start := x.clauseStart(f, 12)
			if x.presentBefore(start, f) {
				x.dropHitsIn(start, f)
			}
		}
	}
}

// countOfDeeds reports a count of deeds ending at token k: "150
// strikes", "dozens of raids".
func (x *extractor) countOfDeeds(k int) bool {
	switch x.toks[k].lw {
	case "strikes", "airstrikes", "raids", "sorties", "attacks", "missions", "flights":
		return k > 0 && (isCount(x.toks[k-1].lw) || x.toks[k-1].lw == "of")
	}
	return false
}

// articleBefore reports an indefinite article at token k, hedges of a
// frequency between: "a near-daily basis", "an almost weekly basis".
func (x *extractor) articleBefore(k int) bool {
	for k > 0 && frequencyHedges[x.toks[k].lw] {
		k--
	}
	return x.toks[k].lw == "a" || x.toks[k].lw == "an"
}

// inTitle reports token k in the text's headline, whose present tells
// the news of the day ("Army Continues to Advance in Hama").
func (x *extractor) inTitle(k int) bool {
	return x.headlineEnd > 0 && x.toks[k].s < x.headlineEnd || x.sentIdx == 0
}

// clauseStart returns the first token of the clause of token f, at most n
// words back: the clause opens after a boundary ("but", "as", a comma) or
// a relative word ("the city which has been targeted multiple times").
func (x *extractor) clauseStart(f, n int) int {
	k := f
	for k > 0 && f-k < n && !boundary(&x.toks[k-1]) && !habitEnds[x.toks[k-1].lw] {
		k--
	}
	return k
}

// habitEnd returns one past the last token of the clause a habit's adverb
// at f governs: up to a boundary, a word that starts another clause, or
// an "and" that opens one with a subject or a time of its own ("and a
// rocket killed five", "and on Monday"; not "Syrian and Russian air
// strikes"), 14 words at most.
func (x *extractor) habitEnd(f int) int {
	toks := x.toks
	k := f + 1
	for k < len(toks) && k <= f+14 && !boundary(&toks[k]) && !habitEnds[toks[k].lw] && !x.newClauseAt(k) {
		k++
	}
	return k
}

// newClauseAt reports an "and" at token k before a subject or a time of
// its own: a determiner, a count, a preposition of time, or a time
// expression right after it.
func (x *extractor) newClauseAt(k int) bool {
	toks := x.toks
	if toks[k].lw != "and" || k+1 >= len(toks) {
		return false
	}
	n := toks[k+1].lw
	if determiner(n) || isCount(n) || n == "on" || n == "in" || n == "at" {
		return true
	}
	for _, t := range x.in.TimeExprs {
		if t.Span.Start == toks[k+1].s {
			return true
		}
	}
	return false
}

// presentBefore reports an auxiliary of a present or perfect tense among
// tokens [a, b): "is regularly targeted", "have sometimes led".
func (x *extractor) presentBefore(a, b int) bool {
	for k := a; k < b; k++ {
		if presentAux[x.toks[k].lw] {
			return true
		}
	}
	return false
}

// presentVerb reports a verb in the present at token k: a lower-case word
// that is no past form ("regularly carry out attacks"; not "repeatedly
// shelled", "repeatedly struck").
func presentVerb(toks []token, k int) bool {
	if k >= len(toks) || !toks[k].word || toks[k].cap {
		return false
	}
	w := toks[k].lw
	if len(w) < 3 || irregularPasts[w] || determiner(w) {
		return false
	}
	return w[len(w)-2:] != "ed"
}

// dropHitsIn drops the triggers that start among tokens [a, b).
func (x *extractor) dropHitsIn(a, b int) {
	for i := range x.hits {
		if h := &x.hits[i]; h.a >= a && h.a < b && h.c < cNumCues {
			h.c = cNone
		}
	}
}

// speechAfter reports a verb of saying within two words after token f:
// "has repeatedly said that its jets killed 30 fighters on Monday" tells
// a habit of saying; what is said is an event of its own.
func (x *extractor) speechAfter(f int) bool {
	for k := f + 1; k < len(x.toks) && k <= f+2; k++ {
		if saidBefore[x.toks[k].lw] || speechVerbs[x.toks[k].lw] {
			return true
		}
	}
	return false
}
