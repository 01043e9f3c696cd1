// Package timex finds time expressions in news text and normalizes them to
// TIMEX3 values relative to a reference date (the publication date).
//
// The recognizer is a hand-written scanner over a token stream with lookup
// tables: each token is checked against a small set of starter words and,
// when it can start an expression, a few procedural patterns are tried from
// it. There is no regular expression and no backtracking beyond a constant
// number of tokens, so the time is linear in the input.
//
// A language is a scanner and its words (see Supports): English reads
// lexicon.go; Spanish reads the Romance scanner (romance.go) with the words
// of lexicon_es.go, and another Romance language would be one more word
// file for that scanner.
package timex

import (
	"sync"
	"time"

	storyline "github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Options tune Extract.
type Options struct {
	// NoTense resolves weekdays and month names without looking at the verb
	// tense of the clause (always to the latest one not after the anchor).
	NoTense bool
	// Lang is the ISO 639-1 code of the text's language; "" reads English.
	// A language Supports does not report yields no expressions.
	Lang string
}

// Extract finds the time expressions in text and normalizes them against
// ref, the reference (publication) date. Spans are byte offsets into text,
// in order and not overlapping.
func Extract(text string, ref time.Time) []storyline.TimeExpr {
	return ExtractWith(text, ref, Options{})
}

// ExtractWith is Extract with options.
func ExtractWith(txt string, ref time.Time, opt Options) []storyline.TimeExpr {
	d := text.NewDoc(txt)
	return ExtractTokens(d.Text, d.Tokens, ref, opt)
}

// ExtractTokens finds the time expressions among toks, tokens of txt as
// text.NewDoc gives them (the pipeline passes those of one block of an
// article). Spans are byte offsets into txt.
func ExtractTokens(txt string, toks []text.Token, ref time.Time, opt Options) []storyline.TimeExpr {
	if ref.IsZero() {
		ref = time.Now()
	}
	scan, ok := scanners[opt.Lang]
	if !ok {
		return nil
	}
	buf := tokBufs.Get().(*[]tok)
	e := &ext{text: txt, opt: opt, toks: (*buf)[:0]}
	y, m, d := ref.Date()
	e.ref = mkDate(y, m, d)
	scan(e, toks)
	*buf = e.toks[:0]
	tokBufs.Put(buf)
	return e.out
}

// tokBufs holds the scanners' token views for reuse: one the size of the
// article per call is much of what extraction allocates. The results
// hold no view tokens.
var tokBufs = sync.Pool{New: func() any { return new([]tok) }}

// scanners are the languages the extractor reads, by ISO 639-1 code: each
// builds its view of the tokens and scans it.
var scanners = map[string]func(e *ext, toks []text.Token){
	"":   scanEnglish,
	"en": scanEnglish,
	"es": romanceScanner(spanish),
}

// Supports reports whether the extractor reads language code (ISO 639-1).
func Supports(code string) bool {
	_, ok := scanners[code]
	return ok
}

func scanEnglish(e *ext, toks []text.Token) {
	e.toks = viewOf(toks, e.toks)
	e.findSentenceDates()
	e.run()
}

type match struct {
	s, e   int // token range [s, e)
	typ    storyline.TimexType
	val    string
	gran   string
	mod    string
	rs, re storyline.Date
	anchor time.Time
	// full marks an explicit calendar date with its year, which may anchor
	// later relative expressions.
	full bool
	// abs holds the resolved date of a day-granular value, for discourse.
	abs time.Time
	// derived marks values computed from the discourse (the last quarter
	// mentioned), which must not feed it back.
	derived bool
}

type ext struct {
	text string
	toks []tok
	ref  time.Time
	opt  Options
	out  []storyline.TimeExpr
	// sentDates maps a sentence to the explicit full date it states.
	sentDates []sentDate
	// last quarter mentioned (for "a year earlier") and its sentence.
	lastQ     string
	lastQSent int
	// last absolute day mentioned in narration, for "the next day".
	lastDay     time.Time
	lastDaySent int
}

type sentDate struct {
	sent int
	d    time.Time
}

func (e *ext) lw(i int) string {
	if i < 0 || i >= len(e.toks) {
		return ""
	}
	return e.toks[i].lw
}

// adj reports that token i exists and follows the previous one without space.
func (e *ext) adj(i int) bool { return i < len(e.toks) && i > 0 && !e.toks[i].sp }

// dot skips an adjacent abbreviation period at i.
func (e *ext) dot(i int) int {
	if i < len(e.toks) && e.toks[i].lw == "." && !e.toks[i].sp {
		return i + 1
	}
	return i
}

// findSentenceDates records the explicit full dates ("Feb. 25, 2019") each
// sentence states, so weekdays in the sentence resolve against them.
func (e *ext) findSentenceDates() {
	for i := range e.toks {
		if !e.toks[i].cap { // a month name is capitalized; most words are not
			continue
		}
		if mo, ok := monthWords[e.toks[i].lw]; ok {
			if m, ok := e.monthForm(i, mo); ok && m.full {
				// a stated date anchors its sentence when it is a recent past
				// date (a caption's), not a far or future one ("due Oct. 15, 1999")
				if d := e.ref.Sub(m.abs); d >= -24*time.Hour && d <= 400*24*time.Hour {
					e.sentDates = append(e.sentDates, sentDate{e.toks[i].sent, m.abs})
				}
			}
		}
	}
}

// anchorFor returns the date relative expressions at token i resolve
// against: a full date stated in the same sentence, else the reference.
func (e *ext) anchorFor(i int) time.Time {
	s := e.toks[i].sent
	lo, hi := 0, len(e.sentDates)
	for lo < hi {
		mid := (lo + hi) / 2
		if e.sentDates[mid].sent < s {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo < len(e.sentDates) && e.sentDates[lo].sent == s {
		return e.sentDates[lo].d
	}
	return e.ref
}

func (e *ext) emit(m match) {
	st, en := e.toks[m.s].start, e.toks[m.e-1].end
	te := storyline.TimeExpr{
		Span:        storyline.Span{Start: st, End: en},
		Text:        e.text[st:en],
		Type:        m.typ,
		Value:       m.val,
		Granularity: m.gran,
		Mod:         m.mod,
		RangeStart:  m.rs,
		RangeEnd:    m.re,
	}
	if m.anchor.IsZero() {
		te.Anchor = dateOf(e.ref)
	} else {
		te.Anchor = dateOf(m.anchor)
	}
	if (m.typ == storyline.TimexDate || m.typ == storyline.TimexTime) && te.RangeStart.IsZero() && te.RangeEnd.IsZero() {
		te.RangeStart, te.RangeEnd = rangeOf(m.val)
		if m.mod == "SINCE" {
			te.RangeEnd = te.Anchor
		}
	}
	if len(m.val) >= 7 && m.val[4] == '-' && m.val[5] == 'Q' && !m.derived {
		e.lastQ = m.val
		e.lastQSent = e.toks[m.s].sent
	}
	if !m.abs.IsZero() {
		e.lastDay = m.abs
		e.lastDaySent = e.toks[m.s].sent
	}
	e.out = append(e.out, te)
}
