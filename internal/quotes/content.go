package quotes

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// Content: the span of what was said after a pre-posed cue, its ends
// trimmed, and quotations that run on across sentences and paragraphs.

// contentRight returns the content that follows a pre-posed cue ending at
// token j.
func (d *doc) contentRight(s sent, j int, ci cueInfo, p *pending) (int, int) {
	for j < s.t1 && (d.toks[j].lower == "," || d.toks[j].lower == "--" || d.toks[j].lower == "—") {
		j++
	}
	if j >= s.t1 {
		return j, j
	}
	if j == p.cue1 && ci.lemma == "express" {
		// "expressed concern that …", "expressed deep concern about
		// …": the feeling expressed belongs to the cue, what it is
		// about is the content.
		for k := j; k < s.t1 && k < j+4; k++ {
			t := d.toks[k]
			if t.kind != tWord || t.inQuote || possessives[t.lower] {
				break
			}
			if k > j && (t.lower == "that" || expressPreps[t.lower]) {
				p.cue1 = k
				if t.lower != "that" {
					p.cue1 = k + 1
				}
				j = p.cue1
				break
			}
		}
	}
	if j == p.cue1 && d.linkingPrep(s, j, ci) {
		if q := d.quoteAfterTopic(s, j); q > j {
			// "said of Mr. Rubio: ''He is …''": what the quotation is
			// about is neither cue nor content.
			j = q
		} else {
			// "warned of the dangers", "asked for a photo", "responded
			// to the news": the preposition that links the cue to its
			// content belongs to the cue's verb group (PolNeAR's
			// guidelines).
			p.cue1 = j + 1
			j++
		}
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
			if t.lower == "to" && ci.flags&fRecipient != 0 && !adjunctPreps[d.toks[j].lower] {
				// "urged Clinton to resign": who is urged is part of
				// what is asked, unlike the addressee of a statement.
				break
			}
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
		if _, cue := lexicon[t.lower]; cue && k > j && !t.cap {
			// A cue word ends the search; a capitalized one is part of
			// a name: "told The Post and Courier on Monday that …".
			break
		}
	}
	if c0 == j && ci.flags&fRecipient != 0 && d.isRecipient(j) && j+1 < s.t1 && d.low(j+1) != "to" {
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
		if d.isClose(k) && d.low(k-1) == "," && k+1 < s.t1 && d.participleCue(k+1) {
			// `that there is “only one strong conservative,” adding
			// that …`: the comma inside the closing mark ends the
			// content as a comma outside it would.
			c1 = k + 1
			break
		}
		if t.inQuote {
			continue
		}
		if p.stopNP && k > c0 && d.endsNounPhrase(k) {
			c1 = k
			break
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
			if d.participleCue(k + 1) {
				c1 = k
				break
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

// participleCue reports a cue participle at token k: ", adding …".
func (d *doc) participleCue(k int) bool {
	n := d.toks[k].lower
	if !strings.HasSuffix(n, "ing") {
		return false
	}
	_, cue := lexicon[n]
	return cue
}

// expressPreps join an expressed feeling to what it is about: "concern
// about", "support for", "astonishment at".
var expressPreps = map[string]bool{"about": true, "for": true, "with": true, "at": true, "in": true, "over": true, "of": true}

// linkingPrep reports whether token j, right after a cue, is a
// preposition that joins the cue to a noun-phrase content rather than an
// adjunct ("said on Tuesday", "said about 300 people came").
func (d *doc) linkingPrep(s sent, j int, ci cueInfo) bool {
	if j+1 >= s.t1 || d.toks[j].inQuote || d.toks[j+1].kind == tPunct {
		return false
	}
	next := d.toks[j+1].lower
	if timeWords[next] || d.isMediaAdjunct(j) || d.isAdjunctStart(j) || isDigitByte(next[0]) {
		return false
	}
	switch d.toks[j].lower {
	case "about", "of", "against", "upon":
		return true
	case "for", "with":
		return ci.kind != storyline.QuoteIntention || ci.lemma == "hope"
	case "on":
		return linkOn[ci.lemma]
	case "to":
		return linkTo[ci.lemma]
	}
	return false
}

// quoteAfterTopic returns the opening mark of a quotation that follows
// a topic after "of" or "about" at j and a colon or comma ("said of the
// senator, "She takes …""), or -1.
func (d *doc) quoteAfterTopic(s sent, j int) int {
	if w := d.toks[j].lower; w != "of" && w != "about" {
		return -1
	}
	for k := j + 1; k < s.t1 && k < j+12; k++ {
		t := d.toks[k]
		if t.inQuote || t.lower == "that" || t.lower == "." || t.lower == ";" {
			return -1
		}
		if (t.lower == ":" || t.lower == ",") && k > j+1 {
			if d.isOpen(k + 1) {
				return k + 1
			}
			if t.lower == ":" {
				return -1
			}
		}
	}
	return -1
}

// linkOn and linkTo are the cues that take their content through "on"
// or "to" ("commented on the case", "responded to the report").
var (
	linkOn = map[string]bool{"comment": true, "remark": true, "agree": true, "report": true, "elaborate": true,
		"reflect": true, "focus": true, "insist": true, "weigh": true, "disagree": true}
	linkTo = map[string]bool{"respond": true, "reply": true, "object": true, "answer": true}
)

// clauseFollows reports content at token j that is a clause, not a noun
// phrase: "that …", a quotation, a wh-word.
func (d *doc) clauseFollows(s sent, j int) bool {
	if j >= s.t1 {
		return false
	}
	w := d.toks[j].lower
	return w == "that" || w == ":" || d.isOpen(j) || whWords[w]
}

// trimEnd drops trailing punctuation from [c0, c1) unless a closing
// quotation mark ends it.
func (d *doc) trimEnd(c0, c1 int) int {
	for c1 > c0 && d.toks[c1-1].kind == tPunct && (isTrailPunct(d.toks[c1-1].lower) || d.toks[c1-1].lower == ")" && !d.opensParen(c0, c1-1)) {
		// A closing parenthesis whose opening one lies before the
		// span ends the aside the span sits in: "(… has denied it.)".
		c1--
	}
	return c1
}

// opensParen reports an opening parenthesis in tokens [a, b).
func (d *doc) opensParen(a, b int) bool {
	for k := a; k < b; k++ {
		if d.toks[k].lower == "(" {
			return true
		}
	}
	return false
}

func isTrailPunct(w string) bool {
	switch w {
	case ".", ",", ";", ":", "--", "—", "–", "-", "(", "…":
		return true
	}
	return false
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
	if _, signed := d.signature(s.block); signed {
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

// endsNounPhrase reports a token k that ends a noun-phrase content, as
// after a reduced relative ("a group backing Mike Huckabee, also …",
// "PACs supporting Kasich paid …"): a comma, a clause word, or a lower-case
// word after a name that is no function word.
func (d *doc) endsNounPhrase(k int) bool {
	t := d.toks[k]
	if t.lower == "," || t.lower == ";" || sourceStop[t.lower] || subordinators[t.lower] {
		return true
	}
	prev := d.toks[k-1]
	return t.kind == tWord && !t.cap && prev.cap && !determiners[t.lower] && !adjunctPreps[t.lower] && t.lower != "of" && t.lower != "and" && t.lower != "for"
}
