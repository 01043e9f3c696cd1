package quotes

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// Cues: the word or phrase that marks an attribution (said, told,
// according to, …), told apart from the same word used as a noun or
// adjective, and widened to its verb group. The cue lexicon itself is in
// lexicon.go.

// cueAt reports whether token i starts a cue, returning its entry and the
// token after the cue's words.
func (d *doc) cueAt(s sent, i int) (cueInfo, int, bool) {
	t := d.toks[i]
	if t.kind != tWord || t.inQuote || !cueStarts[t.lower] {
		return cueInfo{}, 0, false
	}
	if t.lower == "according" && d.low(i+1) == "to" {
		return markers["according to"], i + 2, true
	}
	if t.lower == "in" && (i == s.t0 || i == s.t0+1 && (d.low(s.t0) == "but" || d.low(s.t0) == "and")) && d.studyBefore(s, i+1) {
		// "In a CNN poll released Monday, 31% of Republicans …": the
		// poll is the source, as with "according to".
		return markers["in"], i + 1, true
	}
	if t.lower == "reportedly" && (!t.cap || i == s.t0 || d.titleCase(s)) && !d.cueFollows(s, i+1) {
		return markers["reportedly"], i + 1, true
	}
	if ci, end, ok := d.documentCue(s, i); ok {
		return ci, end, true
	}
	if ci, end, ok := d.stanceAdjective(s, i); ok {
		return ci, end, true
	}
	if ci, end, ok := d.lightVerbPhrase(s, i); ok {
		return ci, end, true
	}
	if sayingNouns[t.lower] && !t.cap && d.possessiveSource(s, i) >= 0 && nounComplements[d.low(i+1)] && !d.toks[i+1].inQuote &&
		!timeWords[d.low(i+2)] && !d.isAdjunctStart(i+1) {
		return markers["noun"], i + 1, true
	}
	// Multi-word cues first.
	if ps, ok := phrases[t.lower]; ok {
		best := -1
		var bi cueInfo
		for _, p := range ps {
			j := i
			ok := true
			for _, w := range p {
				if j >= s.t1 || d.toks[j].lower != w || d.toks[j].inQuote {
					ok = false
					break
				}
				j++
			}
			if ok && j > best {
				best, bi = j, lexicon[strings.Join(p, " ")]
			}
		}
		if best > 0 && d.verbContext(s, i, bi) {
			return bi, best, true
		}
	}
	ci, ok := lexicon[t.lower]
	if !ok {
		return cueInfo{}, 0, false
	}
	if (ci.lemma == "seem" || ci.lemma == "appear") && d.low(i+1) == "to" && i+2 < s.t1 && !d.toks[i+2].inQuote && !d.toks[i+2].cap {
		if inner, ok := lexicon[d.low(i+2)]; ok && inner.kind == storyline.QuoteSpeech && inner.flags&fNounish == 0 {
			// "he appeared to suggest that …", "Cruz seemed to mock
			// …": the verb of saying is the cue, the subject its
			// source, "appeared to" a hedge in its verb group.
			return inner, i + 3, true
		}
	}
	if t.cap && !(i == s.t0 && strings.HasSuffix(t.lower, "ed")) && !(i > s.t0 && d.titleCase(s)) {
		// A capitalized cue is a name ("Hope", "Trust") or starts the
		// sentence, except in a Title Case headline: "Francois Hollande
		// Says Trump …".
		return cueInfo{}, 0, false
	}
	if phrasalParticles[d.low(i+1)] {
		// "showed up", "backing down": a phrasal verb of doing.
		return cueInfo{}, 0, false
	}
	if !d.verbContext(s, i, ci) {
		return cueInfo{}, 0, false
	}
	return ci, i + 1, true
}

// verbContext tells a cue verb from the same word used as a noun or
// adjective, from its neighbours.
func (d *doc) verbContext(s sent, i int, ci cueInfo) bool {
	w := d.toks[i].lower
	prev := ""
	if i > s.t0 {
		prev = d.toks[i-1].lower
	}
	next := ""
	if i+1 < s.t1 {
		next = d.toks[i+1].lower
	}
	if nounContext[prev] {
		return false
	}
	if w == "said" && prev == "that" && next == "," && (i-1 == s.t0 || d.low(i-2) == "(") {
		// "That said, …" opens a sentence; nobody says anything.
		return false
	}
	if strings.HasSuffix(prev, "'s") || strings.HasSuffix(prev, "’s") || strings.HasSuffix(prev, "s'") {
		return false
	}
	if strings.HasSuffix(w, "ing") {
		switch {
		case prev == "," || prev == "and" || prev == "by" || prev == "while" || prev == "after" || prev == "before" ||
			prev == "without" || prev == "when" || prev == "--" || prev == "—" || prev == "–" || prev == "(":
		case d.isClose(i-1) && d.low(i-2) == ",": // `… “New York values,” saying …`
		case verbGroupLeft[prev] || strings.HasSuffix(prev, "n't") || strings.HasSuffix(prev, "n’t"):
		case i == s.t0:
		case d.reducedRelative(i, ci):
		default:
			return false
		}
		// "…, saying." is not a cue; "…, saying, “…”" is.
		if next == "." || next == "" || next == "," && !(i+2 < s.t1 && d.isOpen(i+2)) {
			return false
		}
	}
	if ci.kind == storyline.QuoteEvidence && evidenceNouns[prev] {
		// "polls show …", "court records show that …", "…, fundraising
		// reports show.": the record is the source.
		return true
	}
	if evidenceVerbs[ci.lemma] && !strings.HasSuffix(w, "ing") && d.evidenceSubject(s, i) {
		// "A Quinnipiac poll released Wednesday found Clinton leading
		// …", "The poll also shows a majority …": a record's finding
		// needs no "that".
		return true
	}
	if ci.flags&fNounish != 0 {
		if prev == "" || prev == "," || prev == "to" || prev == "and" || prev == "or" {
			return false
		}
		if d.toks[i-1].kind != tWord {
			return false
		}
		if !strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "ing") {
			// plans/calls/hopes or plan/call/hope: a noun unless a subject
			// or auxiliary precedes and an argument follows.
			// "…," she reports. / The Times reports: "…"
			postOK := (next == "." || next == "," || next == ":" && d.isOpen(i+2)) && strings.HasSuffix(w, "s") && (d.toks[i-1].cap || pronounSubjects[prev])
			switch next {
			case "", ".", ",", "of", "for", "and", "or", "is", "was", "are", "were", "have", "has", "had", "will",
				"would", "in", "on", "at", "from", "with", "by", ")", ";", ":", "could", "can", "may", "should", "as":
				if !postOK && (!(w == "calls" || w == "call") || next != "for") {
					return false
				}
			}
			if strings.HasSuffix(w, "s") {
				if !(d.toks[i-1].cap || pronounSubjects[prev] || d.singularHead(s, i-1)) {
					return false
				}
			} else if !(pronounSubjects[prev] || verbGroupLeft[prev] || strings.HasSuffix(prev, "n't") || strings.HasSuffix(prev, "n’t") || d.groupSubject(i-1)) {
				return false
			}
		}
	}
	switch w {
	case "like", "love", "see", "hate", "find", "feel", "hear", "back", "state", "post", "object", "figure", "order", "credit":
		// Too common outside attributions: only with a clear subject.
		if !(pronounSubjects[prev] || (i > s.t0 && d.toks[i-1].cap) || verbGroupLeft[prev]) {
			return false
		}
		if w == "like" && !(next == "to") {
			return false
		}
	}
	if (w == "called" || w == "dubbed") && d.namingParticiple(s, i) {
		return false
	}
	if ci.lemma == "call" && (next == "in" || next == "into") && d.low(i+2) != "question" && d.low(i+2) != "doubt" {
		// "called into Tom Joyner's radio program", "called in to a
		// town hall": a phone call, not a name or a demand ("called
		// into question" still is).
		return false
	}
	if ci.lemma == "call" && w != "calls" && d.phoneCall(s, i) {
		return false
	}
	if d.underNoSign(s, i) {
		return false
	}
	if ci.lemma == "appear" && appearancePreps[next] {
		// "appeared on a reality show", "appears before thousands of
		// delegates": showing up somewhere, not seeming.
		return false
	}
	if ci.lemma == "knock" && (physicalParticles[next] || next == "" || next == "." || next == ",") {
		// "knocked on the door", "knocked him out", "They knocked and
		// didn't get an answer": a blow, not a criticism.
		return false
	}
	if becomingVerbs[prev] && strings.HasSuffix(w, "ed") && ci.kind == storyline.QuoteBelief {
		// "their relatives had gotten worried, so …", "grew concerned":
		// a state the subject is in, not a belief it states.
		return false
	}
	if w == "states" && !pronounSubjects[prev] {
		// "Rust Belt states", "Southern states that …": the noun.
		return false
	}
	if ci.lemma == "continue" {
		// "she continued, “…”", not "support continues to grow".
		switch next {
		case ",", ":", "“", "\"", ".", "that", "":
		default:
			return false
		}
	}
	switch {
	case needThat[ci.lemma] && d.seenAs(s, i, ci):
	case needThat[ci.lemma]:
		if !(next == "that" || next == "“" || next == "\"" || whWords[next] || pronounSubjects[next] || next == "there") {
			return false
		}
	case needInf[ci.lemma]:
		infinitive := next == "to" || next == "not" && d.low(i+2) == "to"
		// "decide" also takes a question or a clause: "hasn't decided
		// which vision …", "decided against recommending …",
		// "decided she should share …".
		decision := ci.lemma == "decide" && (whWords[next] || next == "against" || subjectPronouns[next])
		if !infinitive && !decision {
			return false
		}
	}
	if ci.kind != storyline.QuoteSpeech && ci.kind != storyline.QuoteWritten && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && i > s.t0 {
		// "political disputes": a lower-case word before an -s form is
		// more often an adjective than a subject.
		pt := d.toks[i-1]
		if !(pt.cap || pronounSubjects[prev] || verbGroupLeft[prev] || isAdverb(prev) || d.singularHead(s, i-1)) {
			return false
		}
	}
	if w == "expected" || w == "known" {
		if !(i > s.t0 && (d.toks[i-1].cap || pronounSubjects[prev] || verbGroupLeft[prev])) {
			return false
		}
	}
	pp := i - 1
	for pp > s.t0 && (d.toks[pp].lower == "not" || isAdverb(d.toks[pp].lower) || d.toks[pp].lower == "also") {
		pp--
	}
	if pp >= s.t0 && pp < i {
		prev = d.toks[pp].lower
	}
	if (strings.HasSuffix(w, "ed") || w == "said" || w == "told" || w == "known" || w == "thought") && (prev == "is" || prev == "was" || prev == "are" || prev == "were" || prev == "be" || prev == "been" || prev == "being") {
		// Passive: "was asked", "is expected". Kept for a few cues only.
		switch ci.lemma {
		case "ask", "expect", "say", "tell", "know", "report", "announce", "quote", "call", "think", "believe":
		default:
			return false
		}
	}
	return true
}

// documentCue reads a verb of issuing a document and the participle
// that says what the document says, as one cue: "issued a statement
// Tuesday saying", "sent a letter this week urging" (the subject of the
// verb is the source).
func (d *doc) documentCue(s sent, i int) (cueInfo, int, bool) {
	if !issueVerbs[d.toks[i].lower] || d.toks[i].cap {
		return cueInfo{}, 0, false
	}
	doc := false
	for k := i + 1; k < s.t1 && k < i+9; k++ {
		t := d.toks[k]
		if t.inQuote || t.kind != tWord {
			return cueInfo{}, 0, false
		}
		if documentNouns[t.lower] {
			doc = true
			continue
		}
		if ci, ok := lexicon[t.lower]; ok && doc && strings.HasSuffix(t.lower, "ing") {
			return ci, k + 1, true
		}
	}
	return cueInfo{}, 0, false
}

// stanceAdjective reads an adjective of stance after a copula as a cue:
// "are concerned that …", "is eager to …", "was critical of …" (the
// preposition is the cue's, as with verbs). The copula joins the cue in
// frame; its subject is the source.
func (d *doc) stanceAdjective(s sent, i int) (cueInfo, int, bool) {
	t := d.toks[i]
	preps, ok := stanceAdjectives[t.lower]
	if !ok || t.cap || i+1 >= s.t1 || d.toks[i+1].inQuote {
		return cueInfo{}, 0, false
	}
	if d.copulaBefore(s, i) < 0 {
		return cueInfo{}, 0, false
	}
	next := d.low(i + 1)
	if reflexives[d.low(i+2)] {
		// "is very confident of himself": a trait, not a stance on
		// something said or believed.
		return cueInfo{}, 0, false
	}
	for _, p := range preps {
		if p != next {
			continue
		}
		ci := cueInfo{kind: storyline.QuoteStance, flags: fCopula, lemma: t.lower}
		switch p {
		case "that":
			return ci, i + 1, true
		case "to":
			if d.toks[i+2].kind == tWord && !determiners[d.low(i+2)] && !d.toks[i+2].cap && t.lower != "opposed" && t.lower != "hostile" && t.lower != "sympathetic" {
				ci.flags |= fInf
				return ci, i + 1, true
			}
		}
		return ci, i + 2, true
	}
	return cueInfo{}, 0, false
}

// lightVerbPhrase reads a light verb, at most two determiners or
// adjectives, a noun of saying and its preposition as one stance cue:
// "made the case for", "has made no secret of".
func (d *doc) lightVerbPhrase(s sent, i int) (cueInfo, int, bool) {
	t := d.toks[i]
	lemma, ok := lightVerbs[t.lower]
	if !ok || t.cap || t.inQuote {
		return cueInfo{}, 0, false
	}
	nouns := lightVerbNouns[lemma]
	for j := i + 1; j < s.t1-1 && j <= i+3; j++ {
		tj := d.toks[j]
		if tj.kind != tWord || tj.cap || tj.inQuote {
			return cueInfo{}, 0, false
		}
		preps, ok := nouns[tj.lower]
		if !ok {
			continue
		}
		next := d.low(j + 1)
		for _, p := range preps {
			if p == next && !d.toks[j+1].inQuote {
				ci := cueInfo{kind: storyline.QuoteStance, lemma: lemma + " " + tj.lower}
				if !d.verbContext(s, i, ci) {
					return cueInfo{}, 0, false
				}
				if p == "that" {
					return ci, j + 1, true
				}
				ci.flags |= fNounPhrase
				return ci, j + 2, true
			}
		}
		return cueInfo{}, 0, false
	}
	return cueInfo{}, 0, false
}

// copulaBefore returns the copula that links the adjective at token i to
// its subject, past degree words ("are not so sure"), or -1.
func (d *doc) copulaBefore(s sent, i int) int {
	k := i - 1
	for k > s.t0 && degreeWords[d.low(k)] {
		k--
	}
	if k <= s.t0 || !copulas[d.low(k)] {
		return -1
	}
	return k
}

// reflexives are the reflexive pronouns.
var reflexives = map[string]bool{"himself": true, "herself": true, "themselves": true, "itself": true,
	"myself": true, "ourselves": true, "yourself": true}

// degreeWords may stand between a copula and its adjective: "are not
// so sure", "was deeply skeptical".
var degreeWords = map[string]bool{"not": true, "also": true, "still": true, "very": true, "more": true,
	"less": true, "so": true, "too": true, "quite": true, "now": true, "just": true, "all": true,
	"both": true, "equally": true, "pretty": true, "fairly": true, "even": true, "already": true, "most": true,
	"highly": true, "somewhat": true, "far": true, "much": true, "increasingly": true, "deeply": true,
	"particularly": true, "extremely": true, "clearly": true, "openly": true, "long": true, "always": true,
	"never": true, "generally": true}

// issueVerbs put out a document that says something.
var issueVerbs = map[string]bool{"issued": true, "issues": true, "released": true, "releases": true, "sent": true,
	"sends": true, "posted": true, "published": true}

// documentNouns are what issueVerbs put out.
var documentNouns = map[string]bool{"statement": true, "statements": true, "letter": true, "letters": true,
	"message": true, "messages": true, "tweet": true, "tweets": true, "video": true, "note": true, "memo": true,
	"release": true, "email": true, "emails": true, "ad": true, "ads": true, "op-ed": true, "post": true}

// nounComplements join a noun of saying to what is said: "attacks on",
// "criticism of", "assertion that".
var nounComplements = map[string]bool{"on": true, "of": true, "for": true, "against": true, "to": true, "that": true, "about": true}

// possessiveSource returns where the possessive before the noun at token
// i starts ("his", "Mr. Trump's", "the Supreme Court's"), else -1.
func (d *doc) possessiveSource(s sent, i int) int {
	if i == s.t0 {
		return -1
	}
	t := d.toks[i-1]
	if possessives[t.lower] && t.lower != "its" {
		return i - 1
	}
	if !(strings.HasSuffix(t.lower, "'s") || strings.HasSuffix(t.lower, "’s")) || !t.cap {
		return -1
	}
	k := i - 1
	for k > s.t0 && (d.toks[k-1].cap && d.toks[k-1].kind == tWord || d.toks[k-1].lower == ".") && !d.toks[k-1].inQuote {
		k--
	}
	if k > s.t0 && d.low(k-1) == "the" {
		k--
	}
	return k
}

// cueFollows reports a cue verb at token k, after auxiliaries: in
// "reportedly said" the verb is the cue and "reportedly" an adverb of
// its group.
func (d *doc) cueFollows(s sent, k int) bool {
	for k < s.t1 && verbGroupLeft[d.low(k)] {
		k++
	}
	if k >= s.t1 {
		return false
	}
	_, _, ok := d.cueAt(s, k)
	return ok
}

// reducedRelative reports a participle cue at token i that modifies the
// noun before it, its source: "a group backing Huckabee", "30 percent of
// voters saying they …", "placards supporting Sanders". Only for cues
// that take a stance or report speech, after a noun that can speak: a
// capitalized word or a plural.
func (d *doc) reducedRelative(i int, ci cueInfo) bool {
	if !relativeParticiples[ci.lemma] || d.toks[i].cap || !strings.HasSuffix(d.toks[i].lower, "ing") || i == 0 {
		return false
	}
	t := d.toks[i-1]
	w := t.lower
	if t.kind != tWord || t.inQuote || sourceStop[w] || determiners[w] || verbGroupLeft[w] || adjunctPreps[w] || pronounSubjects[w] || subordinators[w] {
		return false
	}
	if _, cue := lexicon[w]; cue && !t.cap {
		return false
	}
	if strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ed") && !t.cap || gerundVerbs[strings.TrimSuffix(w, "s")] {
		// "Trump avoids condemning", "Keeps saying": a verb that takes
		// the participle as its object.
		return false
	}
	plural := strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "'s") && !strings.HasSuffix(w, "’s")
	return t.cap || plural || personNouns[w] || groupHeads[w] || orgNouns[w]
}

// singularHead reports a group or person noun at token k that heads a
// noun phrase opened by a determiner: "The Clinton campaign plans to
// …", "the spokesman says" (a subject, so the -s word after it is a
// verb).
func (d *doc) singularHead(s sent, k int) bool {
	w := d.low(k)
	if !(orgNouns[w] || personNouns[w] && !strings.HasSuffix(w, "s")) || d.toks[k].cap {
		return false
	}
	for j := k - 1; j >= s.t0 && j >= k-4; j-- {
		t := d.toks[j]
		if t.kind != tWord || t.inQuote {
			return false
		}
		if t.lower == "the" || t.lower == "a" || t.lower == "an" || possessives[t.lower] {
			return true
		}
		if !t.cap && !strings.Contains(t.lower, "-") {
			return false
		}
	}
	return false
}

// evidenceSubject reports a subject whose head, before token i, is a
// record, poll or study: "A poll from Marquette Law School released
// Wednesday found", "The poll also shows", "Polls there show". The
// head may have a short complement after it, but no clause.
func (d *doc) evidenceSubject(s sent, i int) bool {
	for k := i - 1; k >= s.t0 && k >= i-evidenceSubjectMaxWords; k-- {
		t := d.toks[k]
		if t.kind != tWord || t.inQuote || pronounSubjects[t.lower] || subordinators[t.lower] || t.lower == "and" || t.lower == "but" {
			return false
		}
		if evidenceNouns[t.lower] || studyNouns[t.lower] {
			return !possessives[d.low(k-1)]
		}
		if _, cue := lexicon[t.lower]; cue && !t.cap && k < i-1 {
			return false
		}
	}
	return false
}

// evidenceSubjectMaxWords bounds the words between a record and the verb
// that says what it shows.
const evidenceSubjectMaxWords = 8

// appearancePreps after "appear" place someone somewhere ("appeared on
// Fox News", "appeared with Warren").
var appearancePreps = map[string]bool{"on": true, "in": true, "before": true, "at": true, "with": true,
	"alongside": true, "onstage": true, "together": true}

// evidenceVerbs say what a record, poll or study shows (evidenceSubject).
var evidenceVerbs = map[string]bool{"show": true, "find": true, "suggest": true, "indicate": true, "reveal": true}

// namingParticiple reports "called" or "dubbed" at token i that gives
// the name of the indefinite thing before it: "a group called Black
// Votes Matter", "a firm called Cambridge Analytica", "a play called
// “Los Hijos de Trump”". Nobody says anything; a person named so ("a
// spokesman called the remarks …") still speaks.
func (d *doc) namingParticiple(s sent, i int) bool {
	if i+1 >= s.t1 || i == s.t0 {
		return false
	}
	next := d.toks[i+1]
	if !(next.cap || d.isOpen(i+1) || next.lower == "the" || next.lower == "#") {
		return false
	}
	head := d.toks[i-1]
	if head.kind != tWord || head.inQuote || personNouns[head.lower] || pronounSubjects[head.lower] || verbGroupLeft[head.lower] || isAdverb(head.lower) {
		return false
	}
	for k := i - 1; k >= s.t0 && k >= i-namingPhraseMaxWords; k-- {
		t := d.toks[k]
		if t.kind != tWord || t.inQuote {
			return false
		}
		if t.lower == "a" || t.lower == "an" || t.lower == "one" {
			return true
		}
		if _, cue := lexicon[t.lower]; (cue && !t.cap) || pronounSubjects[t.lower] || verbGroupLeft[t.lower] {
			return false
		}
	}
	return false
}

// namingPhraseMaxWords bounds the indefinite noun phrase before a naming
// participle.
const namingPhraseMaxWords = 6

// relativeParticiples are the cues whose participle can modify a noun as
// a reduced relative clause ("a super PAC supporting Jeb Bush").
var relativeParticiples = map[string]bool{"say": true, "support": true, "back": true, "oppose": true, "urge": true,
	"call for": true, "endorse": true, "claim": true, "suggest": true, "predict": true, "warn": true,
	"demand": true, "argue": true, "criticize": true, "condemn": true, "question": true}

// gerundVerbs take a participle as their object: "avoids condemning".
var gerundVerbs = map[string]bool{"avoid": true, "keep": true, "stop": true, "start": true, "begin": true,
	"quit": true, "risk": true, "spend": true, "finish": true, "enjoy": true, "mind": true, "resist": true,
	"practice": true, "imagine": true, "recall": true, "deny": true, "admit": true, "consider": true}

// orgNouns are singular heads of groups that take stances: "a group
// backing Huckabee".
var orgNouns = map[string]bool{"group": true, "pac": true, "committee": true, "campaign": true, "organization": true,
	"coalition": true, "party": true, "union": true, "majority": true, "ad": true, "letter": true, "petition": true}

// phrasalParticles turn a cue verb into a verb of doing: "showed up",
// "backing down". ("called out", "cried out" are still speech.)
var phrasalParticles = map[string]bool{"up": true, "down": true, "away": true}

// groupSubject reports a plural subject at token k that a poll or a
// report speaks for: "voters", "Republicans", "58 percent", "a majority".
func (d *doc) groupSubject(k int) bool {
	if k < 0 || d.toks[k].kind != tWord && d.toks[k].lower != "%" {
		return d.low(k) == "%"
	}
	w := d.toks[k].lower
	if groupHeads[w] {
		return true
	}
	plural := strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss")
	return plural && (personNouns[w] || d.toks[k].cap && !d.toks[k].inQuote)
}

// seenAs reports a belief cue that takes an object and "as": "Four in 10
// voters see the campaign as most unfair".
func (d *doc) seenAs(s sent, i int, ci cueInfo) bool {
	if ci.lemma != "see" && ci.lemma != "view" && ci.lemma != "regard" && ci.lemma != "consider" {
		return false
	}
	for k := i + 1; k < s.t1 && k < i+9; k++ {
		switch d.toks[k].lower {
		case "as":
			return k > i+1
		case ",", ".", ";":
			return false
		}
	}
	return false
}

// titleCase reports a sentence written in Title Case or capitals, as
// headlines are: nearly every longer word outside quotations is
// capitalized.
func (d *doc) titleCase(s sent) bool {
	n, caps := 0, 0
	for k := s.t0; k < s.t1; k++ {
		t := d.toks[k]
		if t.kind != tWord || t.inQuote || len(t.lower) < 4 {
			continue
		}
		n++
		if t.cap {
			caps++
		}
	}
	return n >= 3 && caps*5 >= n*4
}

// studyBefore reports whether the tokens from j to the next comma (a few
// words) name a poll, survey, study or report.
func (d *doc) studyBefore(s sent, j int) bool {
	study := false
	for k := j; k < s.t1 && k < j+16; k++ {
		w := d.toks[k].lower
		if w == "," {
			return study
		}
		study = study || k < j+14 && studyNouns[w]
	}
	return false
}

// verbGroup widens the cue at [i, end) to its auxiliaries, negation and
// adverbs, and to a colon that introduces the content.
func (d *doc) verbGroup(s sent, i, end int) (int, int) {
	c0 := i
	for c0 > s.t0 {
		w := d.toks[c0-1]
		if w.kind != tWord || w.inQuote || w.cap {
			break
		}
		if verbGroupLeft[w.lower] || strings.HasSuffix(w.lower, "n't") || strings.HasSuffix(w.lower, "n’t") || isAdverb(w.lower) {
			c0--
			continue
		}
		break
	}
	// Leading adverbs that are not attached to an auxiliary stay out when
	// the token before them is not a possible subject: keep it simple and
	// accept them.
	c1 := end
	if c1 < s.t1 && (isAdverb(d.toks[c1].lower) || postVerbAdverbs[d.toks[c1].lower]) && !d.toks[c1].inQuote && d.low(c1+1) != "that" && !d.modifiesNext(c1) {
		c1++
	}
	if c1 < s.t1 && d.toks[c1].lower == ":" {
		c1++
	}
	return c0, c1
}

// modifiesNext reports an adverb at token k, right after a cue, that
// belongs to the word after it rather than to the cue: a degree before
// a number ("proposed nearly $1 billion"), an adverb before a
// participle or a quantity ("has proposed temporarily banning",
// "called for immediately deducting", "have proposed jointly owned
// drones"), and any adverb after a copular cue ("seemed equally
// unperturbed", "seems increasingly likely").
func (d *doc) modifiesNext(k int) bool {
	if degreeAdverbs[d.low(k)] {
		return true
	}
	if ci, ok := lexicon[d.low(k-1)]; ok && (ci.lemma == "seem" || ci.lemma == "appear") {
		return true
	}
	if k+1 >= len(d.toks) || d.toks[k+1].kind != tWord {
		return false
	}
	n := d.toks[k+1].lower
	if isDigitByte(n[0]) {
		return true
	}
	if _, cue := lexicon[n]; cue {
		return false
	}
	return strings.HasSuffix(n, "ing") || strings.HasSuffix(n, "ed")
}

// degreeAdverbs qualify the quantity or the adjective after them.
var degreeAdverbs = map[string]bool{"nearly": true, "almost": true, "roughly": true, "approximately": true,
	"only": true, "barely": true, "fully": true, "equally": true, "increasingly": true, "shortly": true}

// postCueFollows reports a short post-posed attribution starting at token
// k: a few words then a cue that can follow its content, then the end of
// the sentence or a comma ("Sanders said.", "asked Sen. Cruz,").
func (d *doc) postCueFollows(k, end int) bool {
	for j := k; j < end && j < k+6; j++ {
		t := d.toks[j]
		if t.kind != tWord {
			return false
		}
		if ci, ok := lexicon[t.lower]; ok && ci.flags&fPost != 0 && !t.cap {
			return true
		}
	}
	return false
}

// phoneCall reports "called" at token i as a call on the telephone: a
// short object and a purpose of speaking follow ("Gomez called his father
// to tell him …", "called reporters to say …"). The purpose's own verb
// is the speech, if any; "called" names nothing and demands nothing.
func (d *doc) phoneCall(s sent, i int) bool {
	for k := i + 2; k <= i+4 && k+1 < s.t1; k++ {
		if d.toks[k-1].kind != tWord || d.toks[k-1].inQuote {
			return false
		}
		if d.toks[k].lower == "to" {
			return callPurposes[d.low(k+1)]
		}
	}
	return false
}

// callPurposes are the verbs after "called X to" that make the call one
// on the telephone.
var callPurposes = map[string]bool{"tell": true, "say": true, "ask": true, "inform": true, "warn": true, "explain": true,
	"complain": true, "apologize": true, "apologise": true, "thank": true, "congratulate": true, "let": true, "check": true}

// underNoSign reports a cue inside a clause the article itself denies or
// doubts: "Maduro, who has shown no sign that he intends to relinquish
// power", "there is little evidence that they plan …". The intention is
// the writer's assessment of what nobody said.
func (d *doc) underNoSign(s sent, i int) bool {
	for k := i - 1; k > s.t0+1 && k >= i-6; k-- {
		if d.toks[k].lower != "that" {
			continue
		}
		if !noSignNouns[d.toks[k-1].lower] {
			return false
		}
		for j := k - 2; j >= s.t0 && j >= k-4; j-- {
			switch d.toks[j].lower {
			case "no", "little", "scant", "any", "without":
				return true
			}
		}
		return false
	}
	return false
}

// noSignNouns are the nouns of evidence a denial names before "that".
var noSignNouns = map[string]bool{"sign": true, "signs": true, "indication": true, "indications": true, "evidence": true, "suggestion": true, "hint": true}
