// Package quotes finds attributions in news text: who said, wrote, believes
// or wants what. Each attribution has a content (the quoted words, or the
// reported clause of indirect speech), a cue (said, told, according to, …)
// and, usually, a source, linked to an entity of the names stage when one
// is given. See docs/quotes.md for the rules and the spans' conventions,
// which follow PolNeAR's annotation guidelines.
package quotes

import (
	"sort"
	"strings"

	"github.com/storyline-news/storyline"
)

// Version names the rules; a change marks stored analyses as stale.
const Version = "quotes/1"

// Block is a paragraph or caption of clean text. Quotes never cross a
// caption's bounds; multi-paragraph quotes run across body paragraphs.
type Block struct {
	Span    storyline.Span
	Caption bool
}

// Extract returns the attributions of a's clean text: its paragraphs and
// captions (credits and removed boilerplate are not read). mentions and
// entities, from the names stage, may be nil; when given, sources are
// linked to entities (Quote.Entity indexes entities) and pronoun sources
// resolve to the nearest compatible earlier speaker or person.
func Extract(a *storyline.Article, mentions []storyline.Mention, entities []storyline.Entity) []storyline.Quote {
	blocks := make([]Block, 0, len(a.Paragraphs)+len(a.Captions))
	for _, p := range a.Paragraphs {
		blocks = append(blocks, Block{Span: p.Span})
	}
	for _, c := range a.Captions {
		sp := c.Span
		if c.CreditSpan.End > c.CreditSpan.Start && c.CreditSpan.Start >= sp.Start {
			// "(AP Photo/…)" is not part of what the caption says.
			end := c.CreditSpan.Start
			for end > sp.Start && strings.ContainsRune(" (", rune(a.Text[end-1])) {
				end--
			}
			sp.End = end
		}
		blocks = append(blocks, Block{Span: sp, Caption: true})
	}
	return ExtractBlocks(a.Text, blocks, mentions, entities)
}

// LineBlocks splits text into blocks at line breaks: the paragraphs of a
// plain-text document such as PolNeAR's.
func LineBlocks(text string) []Block {
	var out []Block
	start := 0
	for i := 0; i <= len(text); i++ {
		if i == len(text) || text[i] == '\n' {
			s, e := start, i
			for s < e && (text[s] == ' ' || text[s] == '\t' || text[s] == '\r') {
				s++
			}
			for e > s && (text[e-1] == ' ' || text[e-1] == '\t' || text[e-1] == '\r') {
				e--
			}
			if e > s {
				out = append(out, Block{Span: storyline.Span{Start: s, End: e}})
			}
			start = i + 1
		}
	}
	return out
}

// ExtractBlocks is Extract over a text and its blocks, in text order.
func ExtractBlocks(text string, blocks []Block, mentions []storyline.Mention, entities []storyline.Entity) []storyline.Quote {
	d := &doc{text: text}
	d.build(blocks)
	for si := range d.sents {
		d.sentence(si)
	}
	d.finish(mentions, entities)
	return d.quotes
}

// doc is the working state for one text.
type doc struct {
	text    string
	toks    []token
	blocks  []blockInfo
	sents   []sent
	regions []region
	quotes  []storyline.Quote
	info    []qinfo
}

type blockInfo struct {
	t0, t1  int
	caption bool
}

type sent struct {
	t0, t1 int // tokens [t0, t1)
	block  int
}

// region is a quoted passage: tokens [t0, t1] from its opening mark to its
// closing mark, or to the end of its block when it is not closed.
type region struct {
	t0, t1 int
	block  int
	closed bool
	used   int // index+1 of the quote whose content holds it, 0 when free
}

// qinfo is what the extractor keeps about a quote while building it.
type qinfo struct {
	sent      int
	lastBlock int // block of the last content part
	src0      int // source tokens [src0, src1), src0 < 0 when none
	src1      int
	cue0      int
	cue1      int
	con0      int // first content part's tokens
	con1      int
	drop      bool // not reported (a weak cue nested in another content)
	inherited bool // source shared with an earlier quote of the sentence
}

func (d *doc) build(blocks []Block) {
	d.toks = make([]token, 0, len(d.text)/5+8)
	for bi, b := range blocks {
		if b.Span.Start < 0 || b.Span.End > len(d.text) || b.Span.Start >= b.Span.End {
			continue
		}
		t0 := len(d.toks)
		d.toks = tokenize(d.text, b.Span.Start, b.Span.End, d.toks)
		t1 := len(d.toks)
		d.blocks = append(d.blocks, blockInfo{t0: t0, t1: t1, caption: b.Caption})
		_ = bi
		d.pairQuotes(len(d.blocks)-1, b.Span)
		d.splitSentences(len(d.blocks) - 1)
	}
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }

// pairQuotes decides which quotation marks of a block open and close
// quoted passages and records the passages.
func (d *doc) pairQuotes(bi int, span storyline.Span) {
	b := d.blocks[bi]
	open := -1
	for i := b.t0; i < b.t1; i++ {
		t := &d.toks[i]
		t.region = -1
		if t.kind != tQuote {
			continue
		}
		var role qRole
		switch t.lower {
		case "“", "„", "``":
			role = qOpen
		case "”":
			role = qClose
		default: // " and ''
			prevSpace := t.start == span.Start || isSpaceByte(d.text[t.start-1]) || strings.ContainsRune("([{—–-/", rune(d.text[t.start-1]))
			nextSpace := t.end >= span.End || isSpaceByte(d.text[t.end]) || strings.ContainsRune(".,;:!?)]}—–-", rune(d.text[t.end]))
			switch {
			case prevSpace && !nextSpace:
				role = qOpen
			case !prevSpace && nextSpace:
				role = qClose
			case open >= 0:
				role = qClose
			default:
				role = qOpen
			}
		}
		if role == qOpen {
			if open >= 0 && i > open+1 {
				// The earlier passage was never closed: it ends here.
				d.regions = append(d.regions, region{t0: open, t1: i - 1, block: bi})
			}
			open = i
			t.role = qOpen
			continue
		}
		if open >= 0 {
			d.regions = append(d.regions, region{t0: open, t1: i, block: bi, closed: true})
			t.role = qClose
			open = -1
		}
	}
	if open >= 0 && open < b.t1-1 {
		d.regions = append(d.regions, region{t0: open, t1: b.t1 - 1, block: bi})
	}
	// Mark the tokens of the block's passages.
	for ri := len(d.regions) - 1; ri >= 0 && d.regions[ri].block == bi; ri-- {
		r := d.regions[ri]
		for i := r.t0; i <= r.t1; i++ {
			d.toks[i].inQuote = true
			d.toks[i].region = int32(ri)
		}
	}
}

func (d *doc) splitSentences(bi int) {
	b := d.blocks[bi]
	start := b.t0
	for i := b.t0; i < b.t1; i++ {
		t := d.toks[i]
		if t.kind == tWord && i+1 < b.t1 && strings.HasSuffix(t.lower, ".") && strings.Contains(t.lower[:len(t.lower)-1], ".") &&
			d.toks[i+1].cap && sentenceStarters[d.toks[i+1].lower] {
			// A dotted abbreviation that ends the sentence as well: "…
			// attacks in the U.S. He says …", "… at 7 p.m. The polls …".
			d.sents = append(d.sents, sent{t0: start, t1: i + 1, block: bi})
			start = i + 1
			continue
		}
		if t.kind != tPunct || !(t.lower == "." || t.lower == "?" || t.lower == "!" || t.lower == "…") {
			continue
		}
		end := i + 1
		for end < b.t1 {
			n := d.toks[end]
			if (n.kind == tQuote && n.role == qClose) || n.lower == ")" || n.lower == "." || n.lower == "?" || n.lower == "!" || n.lower == "’" || n.lower == "'" {
				end++
				continue
			}
			break
		}
		if end >= b.t1 {
			break
		}
		n := d.toks[end]
		if t.lower != "." && end > i+1 && d.postCueFollows(end, b.t1) {
			// `"Why?" Sanders asked.`: the attribution goes with the quote.
			i = end - 1
			continue
		}
		if n.cap || (n.kind == tQuote && n.role == qOpen) || n.lower == "(" || (n.kind == tWord && n.lower[0] >= '0' && n.lower[0] <= '9') {
			d.sents = append(d.sents, sent{t0: start, t1: end, block: bi})
			start = end
		}
		i = end - 1
	}
	if start < b.t1 {
		d.sents = append(d.sents, sent{t0: start, t1: b.t1, block: bi})
	}
}

// sentenceStarters are words that, capitalized after an abbreviation's
// period, start a new sentence rather than go on with a name ("U.S. He
// said" but "U.S. Navy").
var sentenceStarters = map[string]bool{
	"he": true, "she": true, "they": true, "it": true, "we": true, "i": true, "the": true, "but": true,
	"and": true, "this": true, "that": true, "there": true, "his": true, "her": true, "their": true,
	"its": true, "in": true, "on": true, "at": true, "after": true, "before": true, "while": true, "if": true,
	"when": true, "still": true, "however": true, "meanwhile": true, "many": true, "some": true, "so": true,
}

// word reports whether token i is a word (false outside the text).
func (d *doc) word(i int) bool { return i >= 0 && i < len(d.toks) && d.toks[i].kind == tWord }

func (d *doc) low(i int) string {
	if i < 0 || i >= len(d.toks) {
		return ""
	}
	return d.toks[i].lower
}

func (d *doc) isOpen(i int) bool {
	return i >= 0 && i < len(d.toks) && d.toks[i].kind == tQuote && d.toks[i].role == qOpen && d.toks[i].region >= 0
}

func (d *doc) isClose(i int) bool {
	return i >= 0 && i < len(d.toks) && d.toks[i].kind == tQuote && d.toks[i].role == qClose
}

// span returns the byte span of tokens [t0, t1).
func (d *doc) span(t0, t1 int) storyline.Span {
	if t0 >= t1 {
		return storyline.Span{}
	}
	return storyline.Span{Start: d.toks[t0].start, End: d.toks[t1-1].end}
}

// cueAt reports whether token i starts a cue, returning its entry and the
// token after the cue's words.
func (d *doc) cueAt(s sent, i int) (cueInfo, int, bool) {
	t := d.toks[i]
	if t.kind != tWord || t.inQuote {
		return cueInfo{}, 0, false
	}
	if t.lower == "according" && d.low(i+1) == "to" {
		return cueInfo{kind: storyline.QuoteSpeech, lemma: "according to"}, i + 2, true
	}
	if t.lower == "in" && (i == s.t0 || i == s.t0+1 && (d.low(s.t0) == "but" || d.low(s.t0) == "and")) && d.studyBefore(s, i+1) {
		// "In a CNN poll released Monday, 31% of Republicans …": the
		// poll is the source, as with "according to".
		return cueInfo{kind: storyline.QuoteEvidence, lemma: "according to"}, i + 1, true
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
	if t.cap && !(i == s.t0 && strings.HasSuffix(t.lower, "ed")) {
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
	if strings.HasSuffix(prev, "'s") || strings.HasSuffix(prev, "’s") || strings.HasSuffix(prev, "s'") {
		return false
	}
	if strings.HasSuffix(w, "ing") {
		switch {
		case prev == "," || prev == "and" || prev == "by" || prev == "while" || prev == "after" || prev == "before" ||
			prev == "without" || prev == "when" || prev == "--" || prev == "—" || prev == "(":
		case verbGroupLeft[prev] || strings.HasSuffix(prev, "n't") || strings.HasSuffix(prev, "n’t"):
		case i == s.t0:
		default:
			return false
		}
		// "…, saying." is not a cue; "…, saying, “…”" is.
		if next == "." || next == "" || next == "," && !(i+2 < s.t1 && d.isOpen(i+2)) {
			return false
		}
	}
	if ci.kind == storyline.QuoteEvidence && evidenceNouns[prev] && next != "" && next != "." && next != "," {
		// "polls show …", "court records show that …": the record is
		// the source.
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
			postOK := (next == "." || next == ",") && strings.HasSuffix(w, "s") && (d.toks[i-1].cap || pronounSubjects[prev])
			switch next {
			case "", ".", ",", "of", "for", "and", "or", "is", "was", "are", "were", "have", "has", "had", "will",
				"would", "in", "on", "at", "from", "with", "by", ")", ";", ":", "could", "can", "may", "should", "as":
				if !postOK && (!(w == "calls" || w == "call") || next != "for") {
					return false
				}
			}
			if strings.HasSuffix(w, "s") {
				if !(d.toks[i-1].cap || pronounSubjects[prev]) {
					return false
				}
			} else if !(pronounSubjects[prev] || verbGroupLeft[prev] || strings.HasSuffix(prev, "n't") || strings.HasSuffix(prev, "n’t")) {
				return false
			}
		}
	}
	switch w {
	case "like", "love", "need", "see", "hate", "find", "feel", "hear", "back", "state", "post", "object", "figure", "order", "credit":
		// Too common outside attributions: only with a clear subject.
		if !(pronounSubjects[prev] || (i > s.t0 && d.toks[i-1].cap) || verbGroupLeft[prev]) {
			return false
		}
		if w == "like" && !(next == "to") {
			return false
		}
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
	case needThat[ci.lemma]:
		if !(next == "that" || next == "“" || next == "\"" || whWords[next] || pronounSubjects[next] || next == "there") {
			return false
		}
	case needInf[ci.lemma]:
		if next != "to" {
			return false
		}
	}
	if ci.kind != storyline.QuoteSpeech && ci.kind != storyline.QuoteWritten && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && i > s.t0 {
		// "political disputes": a lower-case word before an -s form is
		// more often an adjective than a subject.
		pt := d.toks[i-1]
		if !(pt.cap || pronounSubjects[prev] || verbGroupLeft[prev] || isAdverb(prev)) {
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

// studyNouns name the polls, surveys and studies that a sentence can open
// with as its source ("In a CNN poll released Monday, …").
var studyNouns = map[string]bool{
	"poll": true, "polls": true, "survey": true, "surveys": true, "study": true, "studies": true,
	"report": true, "analysis": true, "audit": true, "census": true,
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

// clauseFollows reports content at token j that is a clause, not a noun
// phrase: "that …", a quotation, a wh-word.
func (d *doc) clauseFollows(s sent, j int) bool {
	if j >= s.t1 {
		return false
	}
	w := d.toks[j].lower
	return w == "that" || w == ":" || d.isOpen(j) || whWords[w]
}

// evidenceNouns are the records, counts and studies that show or suggest
// something.
var evidenceNouns = map[string]bool{
	"poll": true, "polls": true, "polling": true, "survey": true, "surveys": true, "study": true, "studies": true,
	"record": true, "records": true, "report": true, "reports": true, "result": true, "results": true,
	"data": true, "figures": true, "numbers": true, "statistics": true, "documents": true, "document": true,
	"filings": true, "emails": true, "analysis": true, "research": true, "evidence": true,
	"estimates": true, "census": true, "tally": true, "count": true, "footage": true, "images": true, "photos": true,
	"video": true, "videos": true, "tests": true, "test": true, "audit": true, "findings": true,
}

// pending is an attribution being built.
type pending struct {
	ci         cueInfo
	cue0, cue1 int
	src0, src1 int
	parts      [][2]int // token ranges [a, b) of the content parts
	inherited  bool
	stopComma  bool   // the content ends at the next comma (relative or subordinate clause)
	lead       [2]int // a quotation before the source: `"…," Gomez said his father told him`
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
			// A colon after a short name at the start: `Romney: "…"`.
			if d.toks[i].lower == ":" && !d.toks[i].inQuote && i > s.t0 && i-s.t0 <= 5 && i+1 < s.t1 && d.speakerLabel(s.t0, i) {
				p := pending{ci: cueInfo{kind: storyline.QuoteSpeech, lemma: ":"}, cue0: i, cue1: i + 1, src0: s.t0, src1: i}
				if d.isOpen(i + 1) {
					p.parts = [][2]int{{i + 1, d.regions[d.toks[i+1].region].t1 + 1}}
				} else {
					// A headline or a transcript: "Sanders: Clinton Email
					// Story Has Moved", "Lopez: Well, …" to the paragraph end.
					e := d.trimEnd(i+1, d.blocks[s.block].t1)
					p.parts = [][2]int{{i + 1, e}}
				}
				if p.parts[0][1] > p.parts[0][0] {
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

// frame builds the attribution around the cue at [i, end).
func (d *doc) frame(s sent, i, end int, ci cueInfo, found []pending) (pending, bool) {
	p := pending{ci: ci, src0: -1, src1: -1}
	if ci.lemma == "according to" {
		return d.accordingTo(s, i, end, p)
	}
	cue0, cue1 := d.verbGroup(s, i, end)
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
	if strings.HasSuffix(d.toks[i].lower, "ing") && cue0 > s.t0 && (d.low(cue0-1) == "," || d.low(cue0-1) == "--" || d.low(cue0-1) == "—") {
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
		// "Obama met survivors on Thursday and said …": the subject of
		// the sentence, whose other verb came first.
		p.src0, p.src1 = d.subject(s, cue0-1)
		p.inherited = true
	} else {
		p.src0, p.src1 = d.sourceLeft(s, cue0)
	}
	if p.src0 < 0 {
		return p, false
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
	return p, true
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
	if c1 < s.t1 && isAdverb(d.toks[c1].lower) && !d.toks[c1].inQuote && d.low(c1+1) != "that" {
		c1++
	}
	if c1 < s.t1 && d.toks[c1].lower == ":" {
		c1++
	}
	return c0, c1
}

var notAdverbs = map[string]bool{"family": true, "ally": true, "rally": true, "supply": true, "reply": true,
	"apply": true, "belly": true, "bully": true, "assembly": true, "italy": true, "july": true, "only": false,
	"early": true, "daily": true, "weekly": true, "monthly": true, "holy": true, "likely": true, "unlikely": true,
	"elderly": true, "friendly": true, "lonely": true, "costly": true, "ugly": true, "silly": true, "jelly": true,
	"anomaly": true, "monopoly": true, "fly": true, "kelly": true, "emily": true, "sally": true, "billy": true,
	"molly": true, "lily": true, "reilly": true, "o'reilly": true, "bradley": true, "hardly": false}

func isAdverb(w string) bool {
	return len(w) >= 5 && strings.HasSuffix(w, "ly") && !notAdverbs[w]
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

func isTrailPunct(w string) bool {
	switch w {
	case ".", ",", ";", ":", "--", "—", "–", "-", "(", "…":
		return true
	}
	return false
}

// trimEnd drops trailing punctuation from [c0, c1) unless a closing
// quotation mark ends it.
func (d *doc) trimEnd(c0, c1 int) int {
	for c1 > c0 && d.toks[c1-1].kind == tPunct && isTrailPunct(d.toks[c1-1].lower) {
		c1--
	}
	return c1
}

// startOfQuote moves a content start that falls inside a quoted passage
// opened in an earlier sentence back to the passage's opening mark.
func (d *doc) startOfQuote(c0 int) int {
	if c0 < len(d.toks) && d.toks[c0].inQuote && d.toks[c0].region >= 0 {
		r := d.regions[d.toks[c0].region]
		if r.t0 < c0 {
			return r.t0
		}
	}
	return c0
}

// postPosed recognizes a cue that follows its content.
func (d *doc) postPosed(s sent, i, cue0, cue1 int, ci cueInfo, p pending) (pending, bool) {
	// Source before the cue, after a comma or closing quote: `…," Torres said`.
	src0, src1 := -1, -1
	b := cue0 - 1 // the token before the source (or the cue)
	if b >= s.t0 && !d.isBoundaryBefore(b) {
		a0, a1 := d.sourceLeft(s, cue0)
		if a0 < 0 || a1-a0 > 12 || !d.isBoundaryBefore(a0-1) {
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
	return p, true
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

func (d *doc) isRecipient(j int) bool {
	switch d.toks[j].lower {
	case "him", "her", "them", "me", "us", "you", "reporters", "journalists":
		return true
	}
	return false
}

// invertedSource returns the end of a source that follows its cue
// ("said Gomez", "said the female soldier, who requested anonymity").
func (d *doc) invertedSource(s sent, j int) int {
	if j >= s.t1 || d.toks[j].kind != tWord {
		return j
	}
	w := d.toks[j].lower
	if !(d.toks[j].cap || w == "the" || w == "a" || w == "an" || w == "one" || w == "another" || w == "he" || w == "she" || w == "they" || w == "some" || w == "his" || w == "her" || w == "their" || w == "its" || w == "two" || w == "three" || w == "several" || w == "many" || w == "most" || w == "senior" || w == "former") {
		return j
	}
	if (w == "he" || w == "she" || w == "they") && j+1 < s.t1 && d.toks[j+1].kind == tWord {
		// "said he appreciates …": the subject of the content, not an
		// inverted source ("…," said he.).
		return j
	}
	k := j
	sawComma := false
	for k < s.t1 {
		t := d.toks[k]
		if t.inQuote && t.kind == tQuote && t.role == qOpen {
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
		if k > j && d.isAdjunctStart(k) {
			break
		}
		if t.lower == "," {
			sawComma = true
		}
		if k > j && t.lower == "that" && !t.inQuote && !sawComma {
			return j
		}
		k++
	}
	k = d.trimEnd(j, k)
	return k
}

var timeWords = map[string]bool{"monday": true, "tuesday": true, "wednesday": true, "thursday": true,
	"friday": true, "saturday": true, "sunday": true, "week": true, "month": true, "year": true, "night": true,
	"morning": true, "afternoon": true, "evening": true, "weekend": true, "today": true, "yesterday": true,
	"tonight": true, "twitter": true, "facebook": true}

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
	return d.npLeft(s, cue0)
}

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

var determiners = map[string]bool{"the": true, "a": true, "an": true, "some": true, "many": true, "most": true,
	"several": true, "other": true, "his": true, "her": true, "their": true, "its": true, "our": true,
	"my": true, "your": true, "both": true, "all": true, "few": true, "two": true, "three": true, "four": true,
	"five": true, "one": true, "these": true, "those": true, "this": true, "another": true, "each": true,
	"every": true, "more": true, "no": true, "any": true, "senior": true, "top": true, "former": true}

// npLeft walks left from token end-1 over a noun phrase.
func (d *doc) npLeft(s sent, end int) (int, int) {
	k := end - 1
	n := 0
	sawRel := false
walk:
	for k >= s.t0 {
		t := d.toks[k]
		if t.inQuote || t.kind == tQuote {
			break
		}
		if t.kind == tPunct {
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
			break
		}
		if w == "in" || w == "on" || w == "at" || w == "after" || w == "during" || w == "before" || w == "through" || w == "like" || w == "for" || w == "of" || w == "among" || w == "within" || w == "outside" || w == "inside" {
			// "a spokesman for the campaign", "the director of the FBI";
			// but "On Tuesday Trump said" has no comma: keep prepositions
			// only inside the phrase.
			if n == 0 || k == s.t0 {
				break
			}
			if w != "for" && w != "of" && w != "at" && w != "in" {
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
		if n > 16 || (n > 12 && !sawRel) {
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

// subject guesses the subject of the sentence before token end, for
// participle cues without an earlier attribution.
func (d *doc) subject(s sent, end int) (int, int) {
	k := s.t0
	// Skip a lead-in that ends with a comma: "On Saturday, Guaido …".
	for m := s.t0; m < end && m < s.t0+8; m++ {
		if d.toks[m].lower == "," {
			if !d.toks[s.t0].cap || adjunctPreps[d.toks[s.t0].lower] || isAdverb(d.toks[s.t0].lower) {
				k = m + 1
			}
			break
		}
	}
	a := k
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
	if k <= a {
		return -1, -1
	}
	return a, k
}

// contentRight returns the content that follows a pre-posed cue ending at
// token j.
func (d *doc) contentRight(s sent, j int, ci cueInfo, p *pending) (int, int) {
	for j < s.t1 && (d.toks[j].lower == "," || d.toks[j].lower == "--" || d.toks[j].lower == "—") {
		j++
	}
	if j >= s.t1 {
		return j, j
	}
	c0 := j
	// An addressee or an adjunct before "that" or a quote: "told the
	// Associated Press that …", "said on Tuesday that …".
	for k := j; k < s.t1 && k < j+9; k++ {
		t := d.toks[k]
		if t.lower == "," && !(ci.flags&fRecipient != 0) {
			break
		}
		if (t.lower == "that" && !t.inQuote) || d.isOpen(k) || (t.lower == "to" && ci.flags&fInf != 0) || t.lower == ":" {
			if k > j && (ci.flags&fRecipient != 0 || adjunctPreps[d.toks[j].lower] || timeWords[d.toks[j].lower]) {
				c0 = k
				if t.lower == ":" {
					c0 = k + 1
					if k == j {
						p.cue1 = k + 1
					}
				}
			}
			break
		}
		if _, cue := lexicon[t.lower]; cue && k > j {
			break
		}
	}
	if c0 == j && ci.flags&fRecipient != 0 && d.isRecipient(j) && j+1 < s.t1 {
		c0 = j + 1
	}
	if c0 < s.t1 && d.isOpen(c0) {
		// A quotation: the whole passage, across sentences.
		r := d.regions[d.toks[c0].region]
		end := r.t1 + 1
		if end > s.t1 {
			return c0, end
		}
	}
	c1 := s.t1
	for k := c0; k < s.t1; k++ {
		t := d.toks[k]
		if t.inQuote {
			continue
		}
		if t.lower == ";" || (t.lower == "," && p.stopComma) || (k > c0 && d.isMediaAdjunct(k)) {
			c1 = k
			break
		}
		if (t.lower == "," || t.lower == "--" || t.lower == "—") && k+1 < s.t1 {
			n := d.toks[k+1].lower
			if n == "according" {
				c1 = k
				break
			}
			if strings.HasSuffix(n, "ing") {
				if _, cue := lexicon[n]; cue {
					c1 = k
					break
				}
			}
		}
		if (t.lower == "and" || t.lower == "but") && k > c0 {
			m := k + 1
			if m+1 < s.t1 && pronounSubjects[d.toks[m].lower] && d.toks[m].lower != "it" {
				// "…, but he said …": a new attribution.
				m++
			}
			for m < s.t1 && (isAdverb(d.toks[m].lower) || d.toks[m].lower == "also" || d.toks[m].lower == "then") {
				m++
			}
			if m < s.t1 {
				if ci2, ok := lexicon[d.toks[m].lower]; ok && !d.toks[m].cap && !strings.HasSuffix(d.toks[m].lower, "ing") && ci2.flags&fNounish == 0 {
					c1 = k
					break
				}
			}
		}
	}
	c1 = d.trimEnd(c0, c1)
	// A quotation that began in the content and runs on past the sentence.
	if c1 > c0 && d.toks[c1-1].inQuote && d.toks[c1-1].region >= 0 {
		r := d.regions[d.toks[c1-1].region]
		if r.t0 >= c0 && r.t1+1 > c1 {
			c1 = r.t1 + 1
		}
	}
	return c0, c1
}

// continuation attaches a sentence that is only a quotation, with no cue,
// to the speaker of the quote before it (news convention: a quoted
// paragraph after a speaker's quote goes on with the same speaker).
func (d *doc) continuation(si int) {
	s := d.sents[si]
	if !d.isOpen(s.t0) {
		return
	}
	ri := d.toks[s.t0].region
	if ri < 0 || d.regions[ri].used != 0 {
		return
	}
	if len(d.quotes) == 0 {
		return
	}
	qi := len(d.quotes) - 1
	for qi >= 0 && !d.quotes[qi].Direct {
		qi--
	}
	if qi < 0 || d.quotes[qi].Caption || d.blocks[s.block].caption {
		return
	}
	last := d.info[qi].lastBlock
	ok := false
	switch {
	case last == s.block:
		// Same paragraph: no other attribution in between.
		ok = d.info[len(d.quotes)-1].sent == d.info[qi].sent
	case last == s.block-1 && d.sents[si].t0 == d.blocks[s.block].t0:
		// The paragraph right after; the previous paragraph must end with
		// the speaker's quote (no later attribution).
		ok = d.info[len(d.quotes)-1].sent == d.info[qi].sent || d.regionUsedBy(qi, s.block-1)
	}
	if !ok {
		return
	}
	r := &d.regions[ri]
	sp := d.span(r.t0, r.t1+1)
	q := &d.quotes[qi]
	q.Parts = append(q.Parts, sp)
	r.used = qi + 1
	d.info[qi].lastBlock = s.block
}

// emit turns a pending attribution into a Quote reported by quote outer
// (-1 when not nested).
func (d *doc) emit(si int, p pending, outer int) {
	s := d.sents[si]
	q := storyline.Quote{Entity: -1, ReportedBy: -1, Kind: p.ci.kind}
	q.Cue = d.span(p.cue0, p.cue1)
	// A colon at the end of the cue stays out of CueText's trimming.
	if p.src0 >= 0 && p.src1 > p.src0 {
		q.Source = d.span(p.src0, p.src1)
	}
	lastBlock := s.block
	for _, pr := range p.parts {
		if pr[1] <= pr[0] {
			continue
		}
		sp := d.span(pr[0], pr[1])
		q.Parts = append(q.Parts, sp)
		for k := pr[0]; k < pr[1]; k++ {
			if d.toks[k].kind == tQuote && d.toks[k].region >= 0 {
				q.Direct = true
				r := &d.regions[d.toks[k].region]
				if r.used == 0 {
					r.used = len(d.quotes) + 1
				}
				if r.block > lastBlock {
					lastBlock = r.block
				}
			}
		}
	}
	if len(q.Parts) == 0 {
		return
	}
	q.Content = q.Parts[0]
	q.Caption = d.blocks[s.block].caption
	q.ReportedBy = outer
	d.quotes = append(d.quotes, q)
	d.info = append(d.info, qinfo{sent: si, lastBlock: lastBlock, src0: p.src0, src1: p.src1, cue0: p.cue0, cue1: p.cue1,
		con0: p.parts[0][0], con1: p.parts[0][1], inherited: p.inherited})
}

// finish fills the texts, links speakers and entities, and marks
// anonymous sources and media.
func (d *doc) finish(mentions []storyline.Mention, entities []storyline.Entity) {
	sort.SliceStable(d.quotes, func(i, j int) bool { return false })
	for i := range d.quotes {
		q := &d.quotes[i]
		q.CueText = q.Cue.In(d.text)
		q.SourceText = q.Source.In(d.text)
		var sb strings.Builder
		for k, p := range q.Parts {
			if k > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(p.In(d.text))
		}
		q.ContentText = sb.String()
		q.Medium = d.medium(i)
		if p, ok := lexicon[strings.ToLower(strings.TrimSuffix(q.CueText, ":"))]; ok && p.kind == storyline.QuoteWritten && q.Medium == "" {
			if p.lemma == "tweet" {
				q.Medium = "twitter"
			}
		}
	}
	d.link(mentions, entities)
}

// medium looks for how the words were delivered in the sentence, outside
// the content: "in a statement", "Through his Twitter account".
func (d *doc) medium(qi int) string {
	inf := d.info[qi]
	s := d.sents[inf.sent]
	for k := s.t0; k < s.t1; k++ {
		if d.toks[k].inQuote {
			continue
		}
		if k >= inf.con0 && k < inf.con1 && !d.isMediaAdjunct(k) {
			continue
		}
		if m, ok := media[d.toks[k].lower]; ok && m != "" {
			if m == "report" || m == "post" {
				continue
			}
			if d.toks[k].lower == "press" && d.low(k+1) != "conference" && d.low(k+1) != "release" {
				continue
			}
			if d.toks[k].lower == "press" && d.low(k+1) == "release" {
				return "statement"
			}
			return m
		}
	}
	return ""
}

// subordinators open a clause that ends at its comma: "While Guaido has
// proposed amnesty …, the soldiers say …".
var subordinators = map[string]bool{"while": true, "although": true, "though": true, "as": true,
	"when": true, "if": true, "because": true, "after": true, "before": true, "since": true, "like": true,
	"unlike": true, "whereas": true, "once": true, "even": true, "until": true, "despite": true}

// regionUsedBy reports whether quote qi's content holds the last quoted
// passage of block bi.
func (d *doc) regionUsedBy(qi, bi int) bool {
	for r := len(d.regions) - 1; r >= 0; r-- {
		if d.regions[r].block == bi {
			return d.regions[r].used == qi+1
		}
		if d.regions[r].block < bi {
			break
		}
	}
	return false
}

// isMediaAdjunct reports "in a statement", "on Twitter", "in an
// interview with …" at token k: how the words came, not what they said.
func (d *doc) isMediaAdjunct(k int) bool {
	switch d.toks[k].lower {
	case "in", "on", "via", "through":
	default:
		return false
	}
	for n := k + 1; n < k+4 && n < len(d.toks); n++ {
		if d.toks[n].inQuote {
			return false
		}
		if m, ok := media[d.toks[n].lower]; ok && m != "" && m != "report" && m != "post" && m != "speech" && m != "video" {
			return n+1 >= len(d.toks) || d.toks[n+1].kind != tWord || d.toks[n+1].lower == "with" || d.toks[n+1].lower == "on" || d.toks[n+1].lower == "to" || d.toks[n+1].lower == "account"
		}
		if d.toks[n].kind != tWord {
			return false
		}
	}
	return false
}

func (p pending) contains(i int) bool {
	for _, pr := range p.parts {
		if i >= pr[0] && i < pr[1] {
			return true
		}
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
// transcript's "Q" or "A".
func (d *doc) speakerLabel(a, b int) bool {
	for k := a; k < b; k++ {
		t := d.toks[k]
		if t.kind != tWord || !t.cap || t.inQuote || rubrics[t.lower] {
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
// ("The Latest: …", "AP Poll: …", "Paid Notice: …"): a rubric, not a
// speaker.
var rubrics = map[string]bool{
	"latest": true, "poll": true, "polls": true, "notice": true, "update": true, "updates": true, "watch": true,
	"analysis": true, "opinion": true, "editorial": true, "review": true, "exclusive": true, "breaking": true,
	"live": true, "video": true, "photos": true, "timeline": true, "factbox": true, "explainer": true,
	"podcast": true, "interview": true, "transcript": true, "column": true, "letters": true, "obituary": true,
}

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
