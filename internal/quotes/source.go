package quotes

import "strings"

// Sources: the noun phrase that says who speaks, with its appositives and
// relative clauses, an inverted source after its cue, a sentence's
// subject, an addressee to skip, and a speaker label before a colon.

// sourceLeft returns the source noun phrase that ends just before token
// cue0, or -1 when there is none.
func (d *doc) sourceLeft(s sent, cue0 int) (int, int) {
	j := cue0 - 1
	if j < s.t0 {
		return -1, -1
	}
	t := d.toks[j]
	if t.inQuote {
		return -1, -1
	}
	switch t.lower {
	case "who", "which", "that":
		return j, j + 1
	case "--", "—":
		// "Democrats -- including Clinton -- say": the phrase before
		// the dashes and the aside between them.
		k := j - 1
		for k > s.t0 && k > j-30 && d.toks[k].lower != t.lower && !d.toks[k].inQuote {
			k--
		}
		if k <= s.t0 || d.toks[k].lower != t.lower || j-k < 3 {
			return -1, -1
		}
		if h0, _ := d.npLeft(s, k); h0 >= 0 && (h0 == s.t0 || d.isBoundaryBefore(h0-1)) {
			return h0, j + 1
		}
		return -1, -1
	}
	if t.lower == "," {
		// An appositive: "Mr. Rubio, a career politician …, hopes"; a
		// chain of them: "Chelsea Clinton, 35, the daughter of …, said".
		k := j - 1
		for k > s.t0 && d.toks[k].lower != "," && !d.toks[k].inQuote {
			k--
		}
		if k <= s.t0 || d.toks[k].lower != "," || j-k > 25 || j-k < 2 {
			return -1, -1
		}
		a := d.toks[k+1].lower
		h0, h1 := d.npLeft(s, k)
		for n := 0; n < 2 && (h0 < 0 || !d.isNameLike(h0, h1)) && a != "and" && a != "but" && !subordinators[a]; n++ {
			// One more segment to the left, when this one is not the head.
			m := k - 1
			for m > s.t0 && d.toks[m].lower != "," && !d.toks[m].inQuote {
				m--
			}
			if m <= s.t0 || d.toks[m].lower != "," || k-m > 25 || k-m < 2 {
				break
			}
			k = m
			h0, h1 = d.npLeft(s, k)
		}
		if h0 < 0 || !d.isNameLike(h0, h1) {
			return -1, -1
		}
		if m := d.lastComma(k, j); d.parentheticalAdjunct(m+1, j) {
			// "Sen. Marco Rubio, R-Fla., appearing on Fox News after the
			// speech, said", "Mr. Trump, almost unilaterally, decided":
			// the participle or the adverbs set off by commas are the
			// speaker's act, not who speaks.
			if m == k && h1 == k {
				return h0, h1
			}
			return h0, m + 1
		}
		if j-k == 2 && (isAdverb(a) || a == "however" || a == "too" || a == "meanwhile" || a == "though" || a == "instead" || a == "then" || a == "also" || a == "therefore" || a == "moreover") {
			// "Smith, however, said": the source is the name alone.
			return h0, h1
		}
		if adjunctPreps[a] && a != "of" && !d.toks[k+1].cap && (h0 == s.t0 || d.isBoundaryBefore(h0-1)) && d.toks[h0].cap {
			// "Corey Lewandowski, in a statement released on Thursday,
			// said": the name alone, the adjunct set off between commas.
			return h0, h1
		}
		if a == "and" || a == "but" || a == "or" || subordinators[a] || adjunctPreps[a] && a != "of" && !d.toks[k+1].cap {
			return -1, -1
		}
		return h0, j + 1
	}
	a, b := d.npLeft(s, cue0)
	if a >= 0 {
		b = d.trimTimeEnd(a, b)
		if w := d.low(a); b-a > 1 && (w == "perhaps" || w == "maybe") {
			a++ // "Perhaps the debate moderators will demand"
		}
	}
	if a >= 0 && b-a > 1 && subjectPronouns[d.toks[b-1].lower] {
		// "a wall, which he said …", "by the time he said": a subject
		// pronoun starts its own clause; the words before it are another's.
		return b - 1, b
	}
	return a, b
}

// lastComma returns the last comma in (k, j), else k.
func (d *doc) lastComma(k, j int) int {
	for m := j - 1; m > k; m-- {
		if d.toks[m].lower == "," {
			return m
		}
	}
	return k
}

// parentheticalAdjunct reports tokens [a, b) between commas that are a
// participle phrase ("speaking on condition of anonymity") or adverbs
// ("almost unilaterally").
func (d *doc) parentheticalAdjunct(a, b int) bool {
	if b <= a || d.toks[a].cap || d.toks[a].kind != tWord {
		return false
	}
	if w := d.toks[a].lower; strings.HasSuffix(w, "ing") && len(w) > 5 && !nounModifiers[w] {
		return true
	}
	for k := a; k < b; k++ {
		if w := d.toks[k].lower; !isAdverb(w) && w != "almost" && w != "very" {
			return false
		}
	}
	return b-a >= 2
}

// nounModifiers are -ing words that belong to a noun phrase, not a
// participle of the speaker's act: "including the AFL-CIO", "ranking
// member of …".
var nounModifiers = map[string]bool{"including": true, "representing": true, "ranking": true, "leading": true,
	"visiting": true, "outgoing": true, "governing": true, "founding": true, "managing": true, "presiding": true,
	"acting": true, "sitting": true, "reigning": true, "longstanding": true}

// isNameLike reports whether tokens [a, b) hold a capitalized word or a
// pronoun (the head of an appositive construction).
func (d *doc) isNameLike(a, b int) bool {
	for k := a; k < b; k++ {
		if d.toks[k].cap || pronounSubjects[d.toks[k].lower] {
			return true
		}
	}
	return false
}

// npLeft walks left from token end-1 over a noun phrase.
func (d *doc) npLeft(s sent, end int) (int, int) {
	k := end - 1
	n := 0
	sawRel, sawComp := false, false
walk:
	for k >= s.t0 {
		t := d.toks[k]
		if t.inQuote || t.kind == tQuote {
			break
		}
		if t.kind == tPunct {
			if t.lower == "%" && k > s.t0 && isDigitByte(d.toks[k-1].lower[0]) {
				// "42% say …": a poll's share of people.
				k--
				n++
				continue
			}
			if (t.lower == "-" || t.lower == "&" || t.lower == "/" || t.lower == "." || t.lower == "’") && k > s.t0 && k < end-1 {
				k--
				continue
			}
			if t.lower == ")" {
				// "Governor Mary Fallin (R-OK) said"
				m := k - 1
				for m > s.t0 && m > k-8 && d.toks[m].lower != "(" {
					m--
				}
				if m > s.t0 && d.toks[m].lower == "(" && d.toks[m-1].kind == tWord {
					n += k - m + 1
					k = m - 1
					continue
				}
			}
			break
		}
		w := t.lower
		if w == "who" && n > 0 && !sawRel {
			// a restrictive relative clause: "the soldiers who have defected say"
			sawRel = true
			k--
			n++
			continue
		}
		if w == "to" && n > 0 && k > s.t0 && (d.toks[k+1].cap || determiners[d.toks[k+1].lower]) && d.nounBefore(k) {
			// "advisers to Mr. Obama say", "her submission to the court
			// noted": a noun's complement, not an infinitive.
			k--
			n++
			continue
		}
		if n > 0 && k > s.t0 && d.complementOf(w, d.toks[k-1].lower) {
			// "officials familiar with the talks said", "a spokeswoman
			// with the campaign", "a poll conducted by Gallup": the
			// complement is part of who speaks.
			k--
			n++
			sawComp = true
			continue
		}
		if sourceStop[w] && !(sawRel && (w == "have" || w == "has" || w == "had" || w == "been" || w == "is" || w == "are" || w == "was" || w == "were")) {
			break
		}
		if _, cue := lexicon[w]; cue && n > 0 && !t.cap && !sawRel {
			break
		}
		if w == "and" {
			// compound sources: "Google and Yahoo"
			if k-1 >= s.t0 && k+1 < end && (d.toks[k-1].cap && d.toks[k+1].cap) {
				k--
				n++
				continue
			}
			// "Regulators and environmental groups worried": a first
			// conjunct that opens the sentence.
			if m := d.conjunctFromStart(s, k); m >= 0 && k+1 < end {
				n += k - m + 1
				k = m - 1
				break
			}
			break
		}
		if w == "in" || w == "on" || w == "at" || w == "after" || w == "during" || w == "before" || w == "through" || w == "like" || w == "for" || w == "of" || w == "among" || w == "within" || w == "outside" || w == "inside" {
			// "a spokesman for the campaign", "the director of the FBI";
			// but "On Tuesday Trump said" has no comma: keep prepositions
			// only inside the phrase.
			if n == 0 || k == s.t0 {
				break
			}
			if w != "for" && w != "of" && w != "at" && w != "in" && w != "on" {
				break
			}
			// A preposition right after a lead-in ("In Iowa Trump said"):
			// only when the left part looks like a noun.
			if k-1 < s.t0 || d.toks[k-1].kind != tWord || sourceStop[d.toks[k-1].lower] {
				break
			}
		}
		k--
		n++
		if n > 16 || (n > 12 && !sawRel && !sawComp) {
			return -1, -1
		}
	}
	// Stopped inside a restrictive relative clause ("Soldiers who have
	// sought refuge since the weekend told …"): go on from its "who".
	if !sawRel && n > 0 && k > s.t0 {
		for w := k; w > s.t0 && w > k-12; w-- {
			t := d.toks[w]
			if t.kind != tWord || t.inQuote {
				break
			}
			if t.lower == "who" {
				if d.toks[w-1].kind == tWord && !sourceStop[d.toks[w-1].lower] {
					sawRel = true
					n += k - w + 1
					k = w - 1
					goto walk
				}
				break
			}
		}
	}
	a := k + 1
	// Trim a leading preposition or conjunction left behind.
	for a < end && (d.toks[a].lower == "of" || d.toks[a].lower == "for" || d.toks[a].lower == "in" || d.toks[a].lower == "at") {
		a++
	}
	// An object relative clause: in "a chess game in which companies
	// seek" the subject is after the pronoun.
	for m := end - 2; m >= a; m-- {
		if w := d.toks[m].lower; w == "which" || w == "whom" {
			a = m + 1
			break
		}
	}
	if a >= end {
		return -1, -1
	}
	// The source must end in a noun-like word: not a determiner or
	// preposition.
	last := d.toks[end-1].lower
	if determiners[last] && last != "one" && last != "both" && last != "all" && last != "few" && last != "several" && last != "many" && last != "most" && last != "two" && last != "three" && last != "four" && last != "five" && last != "these" && last != "those" && last != "this" && last != "another" && last != "each" && last != "others" {
		return -1, -1
	}
	if nounContext[last] && !determiners[last] {
		return -1, -1
	}
	return a, end
}

// complementOf reports a preposition that joins a complement to the
// word before it inside a source: "familiar with", "spokeswoman with",
// "poll by", "conducted by".
func (d *doc) complementOf(prep, before string) bool {
	switch prep {
	case "with":
		return before == "familiar" || personNouns[before]
	case "by":
		return evidenceNouns[before] || studyNouns[before] || madeBy[before]
	}
	return false
}

// madeBy are the participles that name a study's author: "a poll
// conducted by Gallup".
var madeBy = map[string]bool{"conducted": true, "commissioned": true, "sponsored": true, "published": true,
	"released": true, "written": true, "done": true, "carried": true, "funded": true, "compiled": true}

// nounBefore reports whether the word before token k can end a noun
// phrase: a word that is no cue, stop word, auxiliary or participle.
func (d *doc) nounBefore(k int) bool {
	t := d.toks[k-1]
	if t.kind != tWord || t.inQuote || sourceStop[t.lower] || verbGroupLeft[t.lower] || adjunctPreps[t.lower] || determiners[t.lower] {
		return false
	}
	if _, cue := lexicon[t.lower]; cue {
		return false
	}
	return t.cap || !strings.HasSuffix(t.lower, "ed") && !strings.HasSuffix(t.lower, "ing")
}

// conjunctFromStart returns where the first conjunct of a compound
// subject begins when the words before "and" at token k run back to the
// sentence's start as a short noun phrase, else -1.
func (d *doc) conjunctFromStart(s sent, k int) int {
	m := k - 1
	for ; m >= s.t0; m-- {
		t := d.toks[m]
		if t.kind != tWord || t.inQuote || k-m > 6 {
			return -1
		}
		if _, cue := lexicon[t.lower]; cue || sourceStop[t.lower] || verbGroupLeft[t.lower] || adjunctPreps[t.lower] || !t.cap && strings.HasSuffix(t.lower, "ed") {
			return -1
		}
	}
	if m+1 == k {
		return -1
	}
	return m + 1
}

// sourceStop are words that end a source noun phrase when walking left.
var sourceStop = map[string]bool{
	"that": true, "because": true, "since": true, "while": true, "when": true, "whenever": true, "if": true,
	"although": true, "though": true, "as": true, "but": true, "or": true, "so": true, "where": true,
	"after": true, "before": true, "until": true, "unless": true, "whether": true, "than": true, "nor": true,
	"is": true, "was": true, "are": true, "were": true, "be": true, "been": true, "has": true, "have": true,
	"had": true, "will": true, "would": true, "could": true, "should": true, "can": true, "may": true,
	"might": true, "must": true, "did": true, "does": true, "do": true, "not": true, "to": true, "also": true,
	"why": true, "how": true, "what": true, "yet": true, "then": true, "however": true, "instead": true,
	"meanwhile": true, "still": true, "even": true, "just": true, "only": true, "thus": true,
	"there": true, "now": true, "here": false, "today": true, "yesterday": true, "tonight": true, "this": false, "am": true,
	"it's": true, "said": true, "says": true, "say": true, "told": true, "with": true, "by": true,
	"into": true, "than's": true,
}

// subject guesses the subject of the sentence before token end, for
// participle cues without an earlier attribution.
func (d *doc) subject(s sent, end int) (int, int) {
	t0 := s.t0
	for t0 < end && (d.toks[t0].lower == "but" || d.toks[t0].lower == "and" || d.toks[t0].lower == "so" || d.toks[t0].lower == "yet") {
		t0++
	}
	k := t0
	// Skip a lead-in that ends with a comma: "On Saturday, Guaido …",
	// "Speaking Sunday, Carson …".
	for m := t0; m < end && m < t0+8; m++ {
		if d.toks[m].lower == "," {
			if w := d.toks[t0].lower; !d.toks[t0].cap || adjunctPreps[w] || isAdverb(w) || timeWords[w] || strings.HasSuffix(w, "ing") {
				k = m + 1
			}
			break
		}
	}
	a := k
	if adjunctPreps[d.low(a)] && timeWords[d.low(a+1)] {
		// "On Thursday Clinton …"
		a += 2
		k = a
	}
	for k < end && k < a+8 {
		t := d.toks[k]
		if t.kind != tWord || t.inQuote {
			break
		}
		w := t.lower
		if k > a && !t.cap {
			if _, cue := lexicon[w]; cue || sourceStop[w] || verbGroupLeft[w] || strings.HasSuffix(w, "ed") {
				break
			}
		}
		if k > a && d.toks[k-1].cap && !t.cap && !determiners[d.toks[k-1].lower] && w != "of" && !strings.HasSuffix(d.toks[k-1].lower, "'s") && !strings.HasSuffix(d.toks[k-1].lower, "’s") {
			break
		}
		k++
	}
	if k <= a || timeWords[d.toks[a].lower] {
		return -1, -1
	}
	return a, k
}

// invertedSource returns the end of a source that follows its cue
// ("said Gomez", "said the female soldier, who requested anonymity").
func (d *doc) invertedSource(s sent, j int) int {
	if j >= s.t1 || d.toks[j].kind != tWord {
		return j
	}
	w := d.toks[j].lower
	if timeWords[w] || d.isAdjunctStart(j) {
		// "tweeted Sunday after …": a time, not a source.
		return j
	}
	if !(d.toks[j].cap || w == "the" || w == "a" || w == "an" || w == "one" || w == "another" || w == "he" || w == "she" || w == "they" || w == "some" || w == "his" || w == "her" || w == "their" || w == "its" || w == "two" || w == "three" || w == "several" || w == "many" || w == "most" || w == "senior" || w == "former") {
		return j
	}
	if (w == "he" || w == "she" || w == "they") && j+1 < s.t1 && d.toks[j+1].kind == tWord {
		// "said he appreciates …": the subject of the content, not an
		// inverted source ("…," said he.).
		return j
	}
	k := j
	sawComma, rel, relComma := false, false, -1
	for k < s.t1 {
		t := d.toks[k]
		if t.inQuote && t.kind == tQuote && t.role == qOpen {
			if rel {
				// "said Beck, who said there were “too many …”": the
				// relative clause quotes the speaker on its own; the
				// source ends before it.
				k = relComma
				break
			}
			if r := t.region; sawComma && d.toks[k-1].kind == tWord && r >= 0 && d.regions[r].closed && d.regions[r].t1-k <= 8 {
				// A quoted title in an appositive: "said Jon Meacham,
				// the author of ''Destiny and Power,'' a biography …".
				// A quotation that resumes the content follows a comma
				// or colon instead.
				k = d.regions[r].t1 + 1
				continue
			}
			break
		}
		if t.lower == ";" || t.lower == ":" {
			break
		}
		if t.lower == "," || t.lower == "--" || t.lower == "—" {
			n := d.low(k + 1)
			if strings.HasSuffix(n, "ing") || n == "according" || n == "and" || n == "but" || d.isOpen(k+1) || n == "in" || n == "on" || n == "as" || n == "after" || n == "before" || n == "when" || n == "while" {
				break
			}
		}
		if k > j && !rel && d.isAdjunctStart(k) {
			break
		}
		if t.lower == "," {
			sawComma = true
			// "said Ms. Warren, who has often been on the receiving
			// side of Mr. Trump's Twitter attacks": the relative clause
			// runs on; its times and media are its own.
			if !rel && (d.low(k+1) == "who" || d.low(k+1) == "whose") {
				rel, relComma = true, k
			}
		}
		if k > j && t.lower == "that" && !t.inQuote && !sawComma {
			return j
		}
		k++
	}
	k = d.trimEnd(j, k)
	return k
}

// isAdjunctStart reports an adjunct after a post-posed source: "in a
// statement", "on Tuesday", "last week".
func (d *doc) isAdjunctStart(k int) bool {
	w := d.toks[k].lower
	if timeWords[w] && d.toks[k].cap {
		return true
	}
	switch w {
	case "in", "on", "at", "during", "via", "through":
		for n := k + 1; n < k+4 && n < len(d.toks); n++ {
			if _, ok := media[d.toks[n].lower]; ok || timeWords[d.toks[n].lower] {
				return true
			}
		}
	case "last", "earlier", "this":
		if timeWords[d.low(k+1)] {
			return true
		}
	}
	return false
}

// personSource reports a source ending before token b that is a person: a
// personal or relative pronoun, or a phrase whose last word is a person
// noun.
func (d *doc) personSource(b int) bool {
	switch d.toks[b-1].lower {
	case "he", "she", "i", "we", "they", "you", "who", "anyone", "everyone", "someone", "nobody":
		return true
	}
	return personNouns[d.toks[b-1].lower]
}

func (d *doc) isRecipient(j int) bool {
	switch d.toks[j].lower {
	case "him", "her", "them", "me", "us", "you", "reporters", "journalists":
		return true
	}
	return false
}

// skipRecipient skips the addressee after a cue such as "told": a
// pronoun, "reporters", or a name ("told MSNBC Monday").
func (d *doc) skipRecipient(s sent, j int) int {
	if d.isRecipient(j) {
		return j + 1
	}
	k := j
	if d.low(k) == "the" || d.low(k) == "a" || d.low(k) == "an" {
		k++
	}
	e := k
	for e < s.t1 && e < k+5 && d.toks[e].kind == tWord && d.toks[e].cap && !timeWords[d.toks[e].lower] {
		e++
	}
	if e > k {
		return e
	}
	return j
}

// speakerLabel reports whether tokens [a, b), before a colon, name a
// speaker: capitalized words, no cue, no section rubric, not a
// transcript's "Q" or "A"; outside quotation marks unless stray says
// that a mark opening the paragraph opened the passage they are in.
func (d *doc) speakerLabel(a, b int, stray bool) bool {
	for k := a; k < b; k++ {
		t := d.toks[k]
		if t.kind != tWord || !t.cap || t.inQuote && !stray || rubrics[t.lower] {
			return false
		}
		if _, cue := lexicon[t.lower]; cue {
			return false
		}
	}
	// "Q:" and "A:" mark a transcript's turns, not a named speaker.
	return !(b-a == 1 && (d.toks[a].lower == "q" || d.toks[a].lower == "a"))
}

// rubrics are the words of a headline's section label before a colon
// ("The Latest: …", "Paid Notice: …", "Correction: …"): a rubric, not a
// speaker. A poll is no rubric: "Poll: Trump and Clinton hold narrow
// leads …" is the poll's finding, as PolNeAR annotates it.
var rubrics = map[string]bool{
	"latest": true, "notice": true, "update": true, "updates": true, "watch": true,
	"analysis": true, "opinion": true, "editorial": true, "review": true, "exclusive": true, "breaking": true,
	"live": true, "video": true, "photos": true, "timeline": true, "factbox": true, "explainer": true,
	"podcast": true, "interview": true, "transcript": true, "column": true, "letters": true, "obituary": true,
	"correction": true, "corrections": true, "clarification": true, "contributing": true, "byline": true,
	"source": true, "sources": true,
}

// afterVerb returns where the noun phrase [a, b) starts when it runs back
// over a verb in the past tense or a preposition ("gave $3 million to a
// group", "left 62 percent of voters"): after them.
func (d *doc) afterVerb(a, b int) int {
	for k := b - 2; k >= a; k-- {
		t := d.toks[k]
		if t.kind == tWord && !t.cap && (strings.HasSuffix(t.lower, "ed") || pastVerbs[t.lower] || adjunctPreps[t.lower] && t.lower != "of" || t.lower == "into" || t.lower == "despite" || t.lower == "for") {
			return k + 1
		}
	}
	return a
}

// pastVerbs are irregular past forms that end a clause before a noun
// phrase.
var pastVerbs = map[string]bool{"gave": true, "made": true, "paid": true, "took": true, "got": true, "sent": true,
	"won": true, "lost": true, "spent": true, "put": true, "met": true, "led": true, "ran": true, "left": true, "held": true}

// agentEnds are the words that end a passive cue's agent and start what
// was said or done: "asked by host Bill Maher whether …", "criticized by
// some of his rivals for failing …".
var agentEnds = map[string]bool{"whether": true, "if": true, "that": true, "for": true, "about": true,
	"over": true, "as": true, "to": true, "after": true, "when": true, "because": true, "during": true,
	"on": true, "in": true, "at": true, "last": true, "earlier": true}

// passiveAgent reads a passive cue followed by "by": "Trump has been
// criticized by some of his rivals for failing …". The agent is the
// source; the subject, and what follows the agent, are the content (a
// question alone: "Sanders was asked by Bill Maher whether …").
func (d *doc) passiveAgent(s sent, ci cueInfo, p pending) (pending, bool) {
	subj := [2]int{p.src0, p.src1}
	a0 := p.cue1 + 1
	a1 := a0
	for a1 < s.t1 {
		t := d.toks[a1]
		if t.inQuote || t.kind != tWord || agentEnds[t.lower] && a1 > a0 {
			break
		}
		a1++
	}
	if a1 == a0 {
		return p, false
	}
	p.src0, p.src1 = a0, a1
	var rest [2]int
	if a1 < s.t1 && agentEnds[d.toks[a1].lower] {
		rest[0], rest[1] = d.contentRight(s, a1, ci, &p)
	}
	switch {
	case ci.lemma == "ask" && rest[1] > rest[0]:
		p.parts = [][2]int{rest}
	case rest[1] > rest[0]:
		p.parts = [][2]int{subj, rest}
	default:
		p.parts = [][2]int{subj}
	}
	return p, true
}

var weekdays = map[string]bool{"monday": true, "tuesday": true, "wednesday": true, "thursday": true,
	"friday": true, "saturday": true, "sunday": true}

var months = map[string]bool{"january": true, "february": true, "march": true, "april": true, "june": true,
	"july": true, "august": true, "september": true, "october": true, "november": true, "december": true}

// trimTimeEnd leaves a time between the source [a, b) and its cue out of
// the source: "Sanders on Tuesday said", "The Supreme Court this month
// rejected", "federal prosecutors in April charged", "Trump at the time
// said".
func (d *doc) trimTimeEnd(a, b int) int {
	e := b
	if e-a > 2 && timeWords[d.low(e-1)] && d.low(e-1) != "twitter" && d.low(e-1) != "facebook" && weekdays[d.low(e-2)] {
		e-- // "Tuesday night"
	}
	switch w := d.low(e - 1); {
	case weekdays[w] && e-a > 1:
		e--
	case (w == "week" || w == "month" || w == "year") && e-a > 2 && (d.low(e-2) == "this" || d.low(e-2) == "last"):
		e -= 2
	case w == "time" && e-a > 3 && d.low(e-2) == "the" && d.low(e-3) == "at":
		e -= 3
	case (months[w] || len(w) == 4 && isDigitByte(w[0]) && (w[0] == '1' || w[0] == '2')) && e-a > 2 && d.low(e-2) == "in":
		e--
	default:
		return b
	}
	if e-a > 1 && (d.low(e-1) == "on" || d.low(e-1) == "in") {
		e--
	}
	if e <= a {
		return b
	}
	return e
}
