package quotes

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// Frames: how a cue, its source and its content are arranged in a
// sentence. SOURCE CUE CONTENT (pre-posed), CONTENT, CUE SOURCE
// (post-posed), "according to X", a participle after a comma, a
// speaker label before a colon, and nested attributions.

// pending is an attribution being built.
type pending struct {
	ci         cueInfo
	cue0, cue1 int
	src0, src1 int
	parts      [][2]int // token ranges [a, b) of the content parts
	inherited  bool
	stopComma  bool   // the content ends at the next comma (relative or subordinate clause)
	lead       [2]int // a quotation before the source: `"…," Gomez said his father told him`
	stopNP     bool   // the content is a noun phrase that ends where the sentence goes on
}

func (p pending) contains(i int) bool {
	for _, pr := range p.parts {
		if i >= pr[0] && i < pr[1] {
			return true
		}
	}
	return false
}

// sentence finds the attributions of sentence si.
func (d *doc) sentence(si int) {
	s := d.sents[si]
	var found []pending
	covered := func(i int) bool {
		// A cue inside a source is part of the source phrase, unless
		// it opens a relative clause of its own: "…," said Sosa, a
		// consultant who said he would not vote for Cruz.
		rel := i > s.t0 && (d.toks[i-1].lower == "who" || d.toks[i-1].lower == "which")
		for _, p := range found {
			if i >= p.cue0 && i < p.cue1 || (!p.inherited && !rel && i >= p.src0 && i < p.src1) {
				return true
			}
		}
		return false
	}
	for i := s.t0; i < s.t1; i++ {
		if covered(i) {
			continue
		}
		ci, end, ok := d.cueAt(s, i)
		if !ok {
			if p, ok := d.signedQuotation(s, i); ok {
				found = append(found, p)
				i = s.t1
				continue
			}
			// A colon after a short name at the start: `Romney: "…"`,
			// also after a stray opening mark (`"WALLACE: …` in a
			// transcript whose paragraphs each open a quotation).
			l0 := s.t0
			if i > l0+1 && d.toks[l0].kind == tQuote && d.toks[l0].role != qClose && s.t0 == d.blocks[s.block].t0 && d.allCaps(l0+1, i) {
				l0++
			}
			if d.toks[i].lower == ":" && (!d.toks[i].inQuote || l0 > s.t0) && i > l0 && i-l0 <= 5 && i+1 < s.t1 && d.speakerLabel(l0, i, l0 > s.t0) {
				p := pending{ci: markers[":"], cue0: i, cue1: i + 1, src0: l0, src1: i}
				if d.isOpen(i + 1) {
					p.parts = [][2]int{{i + 1, d.regions[d.toks[i+1].region].t1 + 1}}
				} else {
					// A headline or a transcript: "Sanders: Clinton Email
					// Story Has Moved", "Lopez: Well, …" to the paragraph end.
					e := d.trimEnd(i+1, d.blocks[s.block].t1)
					p.parts = [][2]int{{i + 1, e}}
				}
				if p.parts[0][1] > p.parts[0][0] && !d.onlyNumber(p.parts[0][0], p.parts[0][1]) {
					found = append(found, p)
					i = p.parts[0][1] - 1
				}
			}
			continue
		}
		p, ok := d.frame(s, i, end, ci, found)
		if !ok {
			continue
		}
		found = append(found, p)
		i = p.cue1 - 1
	}
	if len(found) == 0 {
		d.continuation(si)
		return
	}
	// Attributions whose cue lies in another's content are nested: speech
	// is kept as reported by the outer source, weaker cues are dropped.
	outer := make([]int, len(found))
	for b := range found {
		outer[b] = -1
		for a := range found {
			if a == b {
				continue
			}
			if found[a].contains(found[b].cue0) && !(found[b].contains(found[a].cue0) && found[b].cue0 > found[a].cue0) {
				outer[b] = a
			}
		}
	}
	// An attribution whose source opens a clause of its own inside
	// another's content ("74 percent said …, while 22 percent said …")
	// is its sibling: the first content ends before that clause. A stance
	// adjective stays nested ("asserted that she and the others are
	// tired of …": the subject is compound, not a clause).
	for b := range found {
		a := outer[b]
		if a < 0 || outer[a] >= 0 || found[b].inherited || found[b].src0 < 0 || found[b].src0 < found[a].cue1 || found[b].ci.flags&fCopula != 0 {
			continue
		}
		if k := d.clauseStart(found[b].src0); k > found[a].cue1 && found[a].cutAt(d, k) {
			outer[b] = -1
		}
	}
	index := make([]int, len(found))
	for k, p := range found {
		index[k] = -1
		if outer[k] < 0 {
			index[k] = len(d.quotes)
			d.emit(si, p, -1)
		}
	}
	for k, p := range found {
		a := outer[k]
		if a < 0 || outer[a] >= 0 || index[a] < 0 {
			continue
		}
		if !(p.ci.kind == storyline.QuoteSpeech || p.ci.kind == storyline.QuoteWritten) || p.src0 < 0 || p.inherited {
			continue
		}
		if o := found[a]; p.src0 == o.cue1 && o.lead[1] > o.lead[0] {
			// `"…," Gomez said his father told him …`: the quotation is
			// the inner speaker's; the outer content is the report.
			p.parts = [][2]int{o.lead}
		}
		d.emit(si, p, index[a])
	}
}

// signedQuotation reads a quotation signed with a dash and a name at the
// end of its paragraph, `“…” ― Ana Ruiz` (readers' voices, epigraphs):
// the dash at token i is the cue, the name the source, and the content
// runs from the paragraph's opening mark to the closing one before the
// dash.
func (d *doc) signedQuotation(s sent, i int) (pending, bool) {
	b := d.blocks[s.block]
	if e, ok := d.signature(s.block); ok && e-i <= 7 && i+1 < e && d.signatureAt(i, e) {
		return pending{ci: markers["―"], cue0: i, cue1: i + 1, src0: i + 1, src1: e, parts: [][2]int{{b.t0, i}}}, true
	}
	return pending{}, false
}

// signature returns the end of the name that signs block bi's quotation,
// when the block is one: it opens with a quotation mark and ends with a
// mark, a dash and a name.
func (d *doc) signature(bi int) (int, bool) {
	b := d.blocks[bi]
	e := d.trimEnd(b.t0, b.t1)
	if e-b.t0 < 4 || d.toks[b.t0].kind != tQuote {
		return 0, false
	}
	for i := e - 2; i > b.t0 && i >= e-7; i-- {
		if d.signatureAt(i, e) {
			return e, true
		}
	}
	return 0, false
}

// signatureAt reports whether token i is a dash after a quotation mark
// and tokens (i, e) a name.
func (d *doc) signatureAt(i, e int) bool {
	if w := d.toks[i].lower; !isDash(w) && w != "―" && w != "--" || d.toks[i-1].kind != tQuote {
		return false
	}
	for k := i + 1; k < e; k++ {
		if t := d.toks[k]; t.kind != tWord || !t.cap && !particles[t.lower] {
			return false
		}
	}
	return d.toks[i+1].cap && d.speakerLabel(i+1, i+2, false)
}

// onlyNumber reports tokens [a, b) that are one number: a tally after a
// name ("Clinton: 2,316"), not words of hers.
func (d *doc) onlyNumber(a, b int) bool {
	return b-a == 1 && d.toks[a].kind == tWord && isDigitByte(d.toks[a].lower[0])
}

// particles are the lower-case words inside personal names.
var particles = map[string]bool{"de": true, "del": true, "la": true, "van": true, "von": true, "da": true, "di": true, "bin": true, "al": true}

// allCaps reports whether tokens [a, b) are words in capitals (a
// transcript's speaker label: "WALLACE", "MR. TRUMP").
func (d *doc) allCaps(a, b int) bool {
	for k := a; k < b; k++ {
		t := d.toks[k]
		if t.kind != tWord || strings.ToUpper(d.text[t.start:t.end]) != d.text[t.start:t.end] || !t.cap {
			return false
		}
	}
	return b > a
}

// clauseStart returns where the clause holding a source that starts at
// token k begins, when it is set off from what precedes by a semicolon or
// a conjunction ("…, while 22 percent said"), else -1.
func (d *doc) clauseStart(k int) int {
	switch d.low(k - 1) {
	case ";", ",", "--", "—":
		return k - 1
	case "while", "whereas", "but", "although", "though", "and":
		if d.low(k-2) == "," {
			return k - 2
		}
		return k - 1
	}
	return -1
}

// cutAt ends p's content before token k, when k falls in its last part
// and content is left before it.
func (p *pending) cutAt(d *doc, k int) bool {
	last := &p.parts[len(p.parts)-1]
	if k <= last[0] || k >= last[1] {
		return false
	}
	e := d.trimEnd(last[0], k)
	if e <= last[0] {
		return false
	}
	last[1] = e
	return true
}

// frame builds the attribution around the cue at [i, end).
func (d *doc) frame(s sent, i, end int, ci cueInfo, found []pending) (pending, bool) {
	p := pending{ci: ci, src0: -1, src1: -1}
	if ci.lemma == "according to" || ci.lemma == "in" {
		return d.accordingTo(s, i, end, p)
	}
	if ci.lemma == "reportedly" {
		return d.reportedly(s, i, p)
	}
	if ci.lemma == "noun" {
		return d.possessiveNoun(s, i, p)
	}
	head := i
	if ci.flags&fCopula != 0 {
		head = d.copulaBefore(s, i)
	}
	cue0, cue1 := d.verbGroup(s, head, end)
	p.cue0, p.cue1 = cue0, cue1

	switch {
	case ci.lemma == "ask" && i == s.t0:
		// "Asked whether …, Reid said": the question, no source.
		k := end
		if d.low(k) == "by" {
			for k < s.t1 && d.toks[k].lower != "if" && d.toks[k].lower != "whether" && d.toks[k].lower != "about" && d.toks[k].lower != "," {
				k++
			}
		}
		if k < s.t1 && d.toks[k].lower == "about" {
			// "Asked about …": the preposition is the cue's.
			if k == p.cue1 {
				p.cue1 = k + 1
			}
			k++
		}
		e := k
		for e < s.t1 && (d.toks[e].lower != "," || d.toks[e].inQuote) {
			e++
		}
		if e <= k || e >= s.t1 {
			return p, false
		}
		p.parts = [][2]int{{k, e}}
		return p, true
	case ci.lemma == "seem" || ci.lemma == "appear":
		// "Sanders seemed to be of two minds": the subject and the
		// complement are the content; the author is the implicit source.
		c0, c1 := d.contentRight(s, cue1, ci, &p)
		if c1 <= c0 {
			return p, false
		}
		if d.low(cue0-1) == "it" {
			p.parts = [][2]int{{c0, c1}}
			return p, true
		}
		a0, a1 := d.npLeft(s, cue0)
		if a0 < 0 {
			return p, false
		}
		p.parts = [][2]int{{a0, a1}, {c0, c1}}
		return p, true
	}

	// Participle after a comma: ", adding …", ", calling it …".
	if strings.HasSuffix(d.toks[i].lower, "ing") && cue0 > s.t0 && d.participleLink(s, cue0) {
		if len(found) > 0 && found[len(found)-1].src0 >= 0 {
			p.src0, p.src1 = found[len(found)-1].src0, found[len(found)-1].src1
		} else {
			p.src0, p.src1 = d.subject(s, cue0)
		}
		p.inherited = true
		c0, c1 := d.contentRight(s, cue1, ci, &p)
		if c1 <= c0 {
			return p, false
		}
		p.parts = d.partsFrom(c0, c1)
		return p, true
	}

	// Post-posed: `"…," Torres said.`, `…, said Gomez.`, `…, BBC reports.`
	if ci.flags&fPost != 0 {
		if q, ok := d.postPosed(s, i, cue0, cue1, ci, p); ok {
			return q, true
		}
	}

	// Pre-posed: SOURCE CUE CONTENT.
	conj := d.low(cue0 - 1)
	if cue0 > s.t0 && conj == "and" && len(found) > 0 && found[len(found)-1].src0 >= 0 {
		// "announced … and said": the same source.
		p.src0, p.src1 = found[len(found)-1].src0, found[len(found)-1].src1
		p.inherited = true
	} else if cue0-1 > s.t0 && (conj == "and" || conj == "but") && (d.toks[cue0-2].kind == tWord || d.toks[cue0-2].lower == ",") {
		if strings.HasSuffix(d.toks[i].lower, "ing") {
			// "Protesters were seen throwing rocks and attacking buses":
			// a participle after "and" goes on with the other verb's
			// action, not with a subject of its own.
			return p, false
		}
		// "Obama met survivors on Thursday and said …": the subject of
		// the sentence, whose other verb came first.
		p.src0, p.src1 = d.subject(s, cue0-1)
		p.inherited = true
	} else {
		p.src0, p.src1 = d.sourceLeft(s, cue0)
		if p.src0 >= 0 && cue0 == i && d.reducedRelative(i, ci) {
			// "He gave $3 million to a group backing Huckabee": the
			// participle's source is the noun phrase it modifies, not
			// the clause around it.
			p.src0 = d.afterVerb(p.src0, p.src1)
			p.stopNP = ci.kind == storyline.QuoteStance
		}
	}
	if p.src0 < 0 {
		return p, false
	}
	if ci.flags&fNounPhrase != 0 {
		// "have made little secret of their disagreements, from …"
		p.stopNP = true
	}
	if ci.kind == storyline.QuoteEvidence && d.personSource(p.src1) && !d.clauseFollows(s, cue1) {
		// "Anyone who shows the slightest hint of disapproval", "he
		// showed courage": a person showing a thing is no evidence; a
		// person finds or shows that something is so.
		return p, false
	}
	if w := d.low(p.src0); w == "who" || w == "which" {
		// A relative clause's content ends with the clause: "Gomez, a
		// father who wanted to see the aid brought in, followed orders".
		p.stopComma = true
	}
	if subordinators[d.low(s.t0)] && !p.stopComma {
		// "If Smith wins, …": the clause ends at its comma, unless the
		// comma came before the source.
		p.stopComma = true
		for k := s.t0; k < p.src0; k++ {
			if d.toks[k].lower == "," {
				p.stopComma = false
			}
		}
	}
	if b := p.src0 - 1; b > s.t0 && d.isBoundaryBefore(b) {
		e := b + 1
		if !d.isClose(b) {
			e = b
		}
		p.lead = [2]int{d.startOfQuote(s.t0), e}
	}
	c0, c1 := d.contentRight(s, p.cue1, ci, &p)
	if c1 <= c0 {
		return p, false
	}
	p.parts = d.partsFrom(c0, c1)
	passive := ci.flags&fCopula == 0 && d.passive(p.cue0, i)
	if !p.inherited && passive && d.low(p.cue1) == "by" {
		return d.passiveAgent(s, ci, p)
	}
	if !p.inherited && passive {
		// "Trump is expected to win", "Sanders was asked to name …": a
		// passive cue has no source; its subject is part of what is
		// expected or asked ("it" and "there" are empty).
		subj := [2]int{p.src0, p.src1}
		p.src0, p.src1 = -1, -1
		w := d.low(subj[0])
		if subj[1]-subj[0] == 1 && (w == "it" || w == "there") || ci.lemma == "ask" && d.low(c0) != "to" || ci.lemma == "tell" || ci.lemma == "inform" {
			// "We're told everything looked normal": who was told is not
			// what was said, and the teller is unnamed.
			return p, true
		}
		p.parts = [][2]int{subj, {c0, c1}}
	}
	return p, true
}

// reportedly reads "the hackers have reportedly infiltrated …" with the
// cue at token i: no source; the content is the clause without the
// adverb, its subject and auxiliaries as the first part.
func (d *doc) reportedly(s sent, i int, p pending) (pending, bool) {
	p.cue0, p.cue1 = i, i+1
	c0, c1 := i+1, s.t1
	if d.low(c0) == "," {
		c0++ // "Reportedly, the two met …"
	}
	for k := c0 + 1; k < s.t1; k++ {
		// The clause ends before a clause of its own: "…, leaving",
		// "…, but", "as it nears …", a closing parenthesis.
		t := d.toks[k]
		if t.inQuote {
			continue
		}
		if t.lower == ";" || t.lower == ")" || subordinators[t.lower] && d.low(k-1) != "," ||
			t.lower == "," && (strings.HasSuffix(d.low(k+1), "ing") || clauseOpeners[d.low(k+1)]) {
			c1 = k
			break
		}
	}
	if c1 = d.trimEnd(c0, c1); c1 <= c0 {
		return p, false
	}
	if i == s.t0 {
		p.parts = [][2]int{{c0, c1}}
		return p, true
	}
	k := i
	for k > s.t0 && verbGroupLeft[d.low(k-1)] {
		k--
	}
	a0, _ := d.npLeft(s, k)
	if a0 < 0 {
		return p, false
	}
	p.parts = [][2]int{{a0, i}, {c0, c1}}
	return p, true
}

// possessiveNoun reads a noun of saying at token i with its possessive
// source: "his attacks on Mr. Clinton" (the preposition is the cue's),
// "Trump's assertion that …" (the clause is the content).
func (d *doc) possessiveNoun(s sent, i int, p pending) (pending, bool) {
	p.src0, p.src1 = d.possessiveSource(s, i), i
	p.cue0, p.cue1 = i, i+1
	if d.low(i+1) != "that" {
		// A noun-phrase content, which ends where the sentence goes on.
		p.cue1 = i + 2
		p.stopNP = true
	}
	c0, c1 := d.contentRight(s, p.cue1, p.ci, &p)
	if c1 <= c0 {
		return p, false
	}
	p.parts = [][2]int{{c0, c1}}
	return p, true
}

// clauseOpeners start a clause after a comma: "…, but they had returned".
var clauseOpeners = map[string]bool{"but": true, "which": true, "who": true, "according": true, "while": true}

// passive reports a cue whose verb group [cue0, i] is a form of "be"
// and a past participle: "is expected", "has been asked".
func (d *doc) passive(cue0, i int) bool {
	w := d.toks[i].lower
	if !(strings.HasSuffix(w, "ed") || w == "said" || w == "told" || w == "known" || w == "thought" || w == "shown" || w == "seen" || w == "heard" || w == "understood" || w == "written") {
		return false
	}
	for k := i - 1; k >= cue0; k-- {
		switch d.toks[k].lower {
		case "is", "was", "are", "were", "be", "been", "being":
			return true
		}
	}
	// "We're told", "I'm told": the verb of "be" fused to its subject.
	if i > 0 && i-1 < cue0 {
		p := strings.ReplaceAll(d.toks[i-1].lower, "’", "'")
		return strings.HasSuffix(p, "'re") || strings.HasSuffix(p, "'m")
	}
	return false
}

// participleLink reports what joins a participle cue at cue0 to the
// clause before it, whose subject it shares: a comma or dash (", adding
// …"), a comma inside a closing quotation mark, or a preposition after
// the clause's verb ("distanced himself by saying …").
func (d *doc) participleLink(s sent, cue0 int) bool {
	switch d.low(cue0 - 1) {
	case ",", "--", "—", "–":
		return true
	case "by", "after", "while", "when", "before", "without":
		return cue0-1 > s.t0
	}
	return d.isClose(cue0-1) && d.low(cue0-2) == ","
}

// partsFrom splits the content tokens [c0, c1) into parts: the content is
// one part unless it holds quoted passages separated by cue words (which
// cannot happen here), so one part.
func (d *doc) partsFrom(c0, c1 int) [][2]int { return [][2]int{{c0, c1}} }

// accordingTo handles "according to X, …" and "…, according to X".
func (d *doc) accordingTo(s sent, i, end int, p pending) (pending, bool) {
	p.cue0, p.cue1 = i, end
	// The source runs to the next comma (when content follows) or to the
	// end of the sentence.
	j := end
	atStart := i == s.t0 || (i > s.t0 && d.allAdjunct(s.t0, i))
	k := j
	for k < s.t1 {
		w := d.toks[k]
		if w.lower == "," && atStart {
			break
		}
		if (w.lower == "." || w.lower == ";") && k == s.t1-1 {
			break
		}
		if w.lower == ";" || (w.lower == "," && (d.isOpen(k+1) || d.low(k+1) == "which" || d.low(k+1) == "but")) {
			break
		}
		k++
	}
	for k > j && isTrailPunct(d.toks[k-1].lower) {
		k--
	}
	if k <= j {
		return p, false
	}
	p.src0, p.src1 = j, k
	if atStart {
		c0 := k
		if c0 < s.t1 && d.toks[c0].lower == "," {
			c0++
		}
		c1 := d.trimEnd(c0, s.t1)
		if c1 <= c0 {
			return p, false
		}
		p.parts = [][2]int{{c0, c1}}
		return p, true
	}
	// Content before: from the sentence start (or the end of an earlier
	// clause) to the comma before "according".
	c1 := i
	for c1 > s.t0 && (d.toks[c1-1].lower == "," || d.toks[c1-1].lower == "--" || d.toks[c1-1].lower == "—" || d.toks[c1-1].lower == "(") {
		c1--
	}
	c0 := s.t0
	if c1 <= c0 {
		return p, false
	}
	c0 = d.startOfQuote(c0)
	p.parts = [][2]int{{c0, c1}}
	// Trailing ", according to X" after the whole sentence.
	if k < s.t1 && d.toks[k].lower == "," {
		// something follows the source: keep the source as is
	}
	return p, true
}

// allAdjunct reports whether tokens [a, b) are a short lead-in ("But",
// "In 2016,").
func (d *doc) allAdjunct(a, b int) bool {
	if b-a > 6 {
		return false
	}
	for k := a; k < b; k++ {
		if d.toks[k].lower == "," && k != b-1 {
			return false
		}
	}
	return true
}

// postPosed recognizes a cue that follows its content.
func (d *doc) postPosed(s sent, i, cue0, cue1 int, ci cueInfo, p pending) (pending, bool) {
	// Source before the cue, after a comma or closing quote: `…," Torres said`.
	src0, src1 := -1, -1
	b := cue0 - 1 // the token before the source (or the cue)
	if w := d.low(b); w == "," || w == "--" || w == "—" {
		a0, a1 := d.sourceLeft(s, cue0)
		if a0 == s.t0 {
			// "Rashad Robinson, Color of Change's executive director,
			// said his group …", "Democrats -- including Clinton --
			// say …": all before the cue is its subject.
			return p, false
		}
		if a0 > s.t0 && d.isBoundaryBefore(a0-1) {
			// `"…," Jenna Golden, Twitter's director, said of Trump's
			// campaign.`: a source with an appositive after the content.
			src0, src1 = a0, a1
			b = a0 - 1
		}
	}
	if src0 < 0 && b >= s.t0 && !d.isBoundaryBefore(b) {
		a0, a1 := d.sourceLeft(s, cue0)
		if a0 < 0 || a1-a0 > 12 || !d.isBoundaryBefore(a0-1) || a1-a0 == 1 && (d.low(a0) == "who" || d.low(a0) == "which" || d.low(a0) == "that") {
			// "…," said O'Donnell, who wrote about …: a relative
			// clause's cue takes its content to the right.
			return p, false
		}
		src0, src1 = a0, a1
		b = a0 - 1
	}
	if b < s.t0 {
		return p, false
	}
	// What follows the cue: nothing, an inverted source, an adjunct.
	j := cue1
	if src0 < 0 {
		// Inverted: said Gomez / said the female soldier, who …
		k := d.invertedSource(s, j)
		if k <= j {
			return p, false
		}
		src0, src1 = j, k
		j = k
	} else if ci.flags&fRecipient != 0 && j < s.t1 {
		j = d.skipRecipient(s, j)
	}
	if !d.restIsAdjunct(s, j) {
		return p, false
	}
	if j < s.t1 && (d.toks[j].lower == "," || d.toks[j].lower == ":") && d.isOpen(j+1) && !d.isClose(b) && !(b > s.t0 && d.isClose(b-1)) {
		// "Asked …, Priebus said, "Probably."": the quote is the content.
		return p, false
	}
	// The content: from the sentence start to b.
	c1 := b + 1
	if d.toks[b].lower == "," || d.toks[b].lower == "--" || d.toks[b].lower == "—" {
		c1 = b
	}
	c0 := d.startOfQuote(s.t0)
	if c1 <= c0 {
		return p, false
	}
	p.src0, p.src1 = src0, src1
	p.parts = [][2]int{{c0, c1}}
	// A quote that resumes after the cue in the same sentence:
	// `"…," she said, "but …"`.
	for k := j; k < s.t1; k++ {
		if d.isOpen(k) && (d.low(k-1) == "," || d.low(k-1) == ":") {
			if r := d.toks[k].region; r >= 0 {
				p.parts = append(p.parts, [2]int{k, d.regions[r].t1 + 1})
				break
			}
		}
	}
	if len(p.parts) == 1 && d.low(c1) == "," {
		if r0, r1 := d.resumedClause(s, j); r1 > r0 {
			p.parts = append(p.parts, [2]int{r0, r1})
		}
	}
	return p, true
}

// resumedClause returns the rest of a sentence that a post-posed cue
// interrupts after a comma, from j (just after the cue, its source and
// adjuncts): `Too often, he said, the debate is …` goes on with `the
// debate is …`. A participle or a relative clause after the comma
// describes the speaker's act, not the content.
func (d *doc) resumedClause(s sent, j int) (int, int) {
	for j < s.t1 && d.toks[j].lower != "," {
		if d.toks[j].lower == "." || d.toks[j].lower == ";" || d.toks[j].lower == "that" {
			return 0, 0
		}
		j++
	}
	k := j + 1
	if k >= s.t1 || d.toks[k].kind != tWord {
		return 0, 0
	}
	w := d.toks[k].lower
	if _, cue := lexicon[w]; cue || strings.HasSuffix(w, "ing") || w == "who" || w == "which" || w == "according" {
		return 0, 0
	}
	e := d.trimEnd(k, s.t1)
	if e-k < 3 {
		return 0, 0
	}
	return k, e
}

// isBoundaryBefore reports whether token b ends a content before a
// post-posed cue: a comma, a dash, or a closing quotation mark.
func (d *doc) isBoundaryBefore(b int) bool {
	if b < 0 {
		return false
	}
	w := d.toks[b].lower
	return w == "," || w == "--" || w == "—" || d.isClose(b)
}

// restIsAdjunct reports whether tokens from j to the end of the sentence
// add nothing that could be content: the end, a comma clause, an adjunct
// ("on Tuesday", "in a statement").
func (d *doc) restIsAdjunct(s sent, j int) bool {
	if j >= s.t1 {
		return true
	}
	w := d.toks[j].lower
	if w == "," || w == "." || w == "!" || w == "?" || w == ";" || w == "--" || w == "—" || w == ")" || w == ":" {
		return true
	}
	if w == "of" || w == "about" {
		// The topic of a quotation before the cue: `"…," Maddow said
		// of a list that included …`.
		return true
	}
	if adjunctPreps[w] || isAdverb(w) {
		// but not "said in the statement that …"
		for k := j; k < s.t1 && k < j+10; k++ {
			if d.toks[k].lower == "that" && !d.toks[k].inQuote {
				return false
			}
			if d.toks[k].lower == "," {
				break
			}
		}
		return true
	}
	return false
}
