// Package quotes finds attributions in news text: who said, wrote, believes
// or wants what. Each attribution has a content (the quoted words, or the
// reported clause of indirect speech), a cue (said, told, according to, …)
// and, usually, a source, linked to an entity of the names stage when one
// is given. See docs/quotes.md for the rules and the spans' conventions,
// which follow PolNeAR's annotation guidelines.
package quotes

import (
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
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
	return ExtractDoc(text.NewDoc(a.Text), ArticleBlocks(a), mentions, entities)
}

// ArticleBlocks returns the blocks of a's clean text that Extract reads:
// paragraphs, and captions without their credit.
func ArticleBlocks(a *storyline.Article) []Block {
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
	return blocks
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
func ExtractBlocks(txt string, blocks []Block, mentions []storyline.Mention, entities []storyline.Entity) []storyline.Quote {
	return ExtractDoc(text.NewDoc(txt), blocks, mentions, entities)
}

// ExtractDoc is ExtractBlocks over a text already split by text.NewDoc:
// quotes read its tokens and sentences.
func ExtractDoc(td *text.Doc, blocks []Block, mentions []storyline.Mention, entities []storyline.Entity) []storyline.Quote {
	buf := tokenBufs.Get().(*[]token)
	d := &doc{text: td.Text, toks: (*buf)[:0]}
	d.build(td, blocks)
	for si := range d.sents {
		d.sentence(si)
	}
	d.finish(mentions, entities)
	*buf = d.toks[:0]
	tokenBufs.Put(buf)
	return d.quotes
}

// tokenBufs holds the token views of ExtractDoc for reuse: one the size of
// the article per call is most of what extraction allocates. The quotes
// hold no view tokens.
var tokenBufs = sync.Pool{New: func() any { return new([]token) }}

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

func (d *doc) build(td *text.Doc, blocks []Block) {
	d.toks = slices.Grow(d.toks[:0], len(td.Tokens))
	for _, b := range blocks {
		if b.Span.Start < 0 || b.Span.End > len(d.text) || b.Span.Start >= b.Span.End {
			continue
		}
		t0 := len(d.toks)
		d.toks = appendView(d.text, td.Lower, td.TokensIn(b.Span), d.toks)
		t1 := len(d.toks)
		d.blocks = append(d.blocks, blockInfo{t0: t0, t1: t1, caption: b.Caption})
		d.pairQuotes(len(d.blocks)-1, b.Span)
		d.splitSentences(len(d.blocks)-1, td.Sentences)
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

// splitSentences cuts block bi into the shared sentences (text.Sentences)
// that fall in it, with one change of its own: a quote that ends with a
// question or exclamation mark stays with a post-posed attribution after
// it (`"Why?" Sanders asked.`).
func (d *doc) splitSentences(bi int, sents []storyline.Span) {
	b := d.blocks[bi]
	if b.t0 == b.t1 {
		return
	}
	si := sort.Search(len(sents), func(i int) bool { return sents[i].End > d.toks[b.t0].start })
	start := b.t0
	for i := b.t0; i < b.t1; i++ {
		for si < len(sents) && d.toks[i].start >= sents[si].End {
			si++
		}
		if i == start || si >= len(sents) || d.toks[i].start < sents[si].Start || d.toks[i-1].end > sents[si].Start {
			continue
		}
		// Token i opens shared sentence si.
		if !d.quoteAttributionFollows(start, i, b.t1) {
			d.sents = append(d.sents, sent{t0: start, t1: i, block: bi})
			start = i
		}
	}
	d.sents = append(d.sents, sent{t0: start, t1: b.t1, block: bi})
}

// quoteAttributionFollows reports whether the sentence ending before token
// i closes a quote on "?" or "!" and the one from i opens with a post-posed
// cue: `"Why?" Sanders asked.`
func (d *doc) quoteAttributionFollows(start, i, end int) bool {
	k := i - 1
	for k > start && d.isClose(k) {
		k--
	}
	if k == i-1 || !(d.low(k) == "?" || d.low(k) == "!" || d.low(k) == "…") {
		return false
	}
	return d.postCueFollows(i, end)
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
