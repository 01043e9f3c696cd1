// Package clean turns the raw text of an article — a plain-text file, or the
// paragraphs an HTML extractor found — into clean text: body paragraphs,
// photo captions with their credits, and credit lines, with boilerplate
// (related-story headlines, app promos, share prompts) set aside with the
// reason it was removed. Whitespace is normalized, and an alignment maps every
// clean offset back to the raw text, so nothing is lost and every span can be
// traced to its source bytes.
package clean

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
)

// Version names the cleaning rules; stored with each article so that a
// change of rules marks old analyses as stale.
const Version = "clean/3"

// Hint tells Clean what an HTML extractor knew about a block of the raw text.
type Hint struct {
	RawSpan storyline.Span
	Kind    HintKind
}

// HintKind is what an extractor knew a block to be.
type HintKind int

// Hint kinds.
const (
	HintCaption HintKind = iota + 1 // a <figcaption> or similar
	HintHeading                     // an <h2>…<h6> inside the body
)

// Options control Clean.
type Options struct {
	// TitleLine allows the first block to be taken as the title when it
	// looks like a headline (plain text files); HTML has its title already.
	TitleLine bool
	// Hints are block kinds known from the HTML structure.
	Hints []Hint
}

// Result is the cleaned article. Text holds the body paragraphs, then the
// captions, then the credit lines, separated by blank lines.
type Result struct {
	Text       string
	Paragraphs []storyline.Paragraph
	Captions   []storyline.Caption
	Credits    []storyline.Credit
	Removed    []storyline.Removed
	Alignment  []storyline.OffsetPair

	// Title is the headline when TitleLine was set and the first block
	// looked like one; TitleSpan locates it in the raw text.
	Title     string
	TitleSpan storyline.Span
}

// block is one raw paragraph: the bytes between blank lines.
type block struct {
	raw  storyline.Span
	text string // whitespace-normalized
	kind storyline.BlockKind
	// credit is the caption's photo credit, and creditAt its byte offset in
	// text; -1 when there is none.
	credit   string
	creditAt int
	heading  bool
}

// Clean splits raw into blocks separated by blank lines and classifies each.
func Clean(raw string, opt Options) Result {
	var res Result
	var body, captions, credits []block
	for i, sp := range splitBlocks(raw) {
		hint := hintFor(opt.Hints, sp)
		if hint != HintCaption {
			sp = cutRelatedTail(raw, sp, &res.Removed, &credits)
		}
		b := block{raw: sp, text: normalizeSpace(raw[sp.Start:sp.End]), kind: storyline.KindParagraph, creditAt: -1}
		if i == 0 && opt.TitleLine && isHeadline(raw[sp.Start:sp.End]) {
			res.Title, res.TitleSpan = b.text, sp
			continue
		}
		if reason, drop := removalReason(b.text, hint); drop {
			res.Removed = append(res.Removed, storyline.Removed{RawSpan: sp, Text: raw[sp.Start:sp.End], Reason: reason})
			continue
		}
		switch {
		case hint == HintCaption || endsInParen(b.text) && captionCredit.MatchString(b.text):
			b.kind = storyline.KindCaption
			if loc := captionCredit.FindStringSubmatchIndex(b.text); loc != nil {
				b.credit, b.creditAt = b.text[loc[2]:loc[3]], loc[2]
			}
			captions = append(captions, b)
		case isCreditLine(b.text):
			b.kind = storyline.KindCredit
			credits = append(credits, b)
		default:
			b.heading = hint == HintHeading
			body = append(body, b)
		}
	}

	// Lay the blocks out in clean text, recording where each came from.
	var sb strings.Builder
	place := func(b block) storyline.Span {
		if sb.Len() > 0 {
			sb.WriteString("\n\n")
		}
		start := sb.Len()
		res.Alignment = append(res.Alignment, alignBlock(raw, b.raw, start)...)
		sb.WriteString(b.text)
		return storyline.Span{Start: start, End: sb.Len()}
	}
	for _, b := range body {
		res.Paragraphs = append(res.Paragraphs, storyline.Paragraph{Span: place(b), RawSpan: b.raw, Heading: b.heading})
	}
	for _, b := range captions {
		c := storyline.Caption{Span: place(b), RawSpan: b.raw, Credit: b.credit}
		if b.creditAt >= 0 {
			c.CreditSpan = storyline.Span{Start: c.Span.Start + b.creditAt, End: c.Span.Start + b.creditAt + len(b.credit)}
		}
		res.Captions = append(res.Captions, c)
	}
	for _, b := range credits {
		res.Credits = append(res.Credits, storyline.Credit{Span: place(b), RawSpan: b.raw})
	}
	res.Text = sb.String()
	return res
}

// splitBlocks returns the spans of the non-blank runs of lines in raw,
// trimmed of surrounding whitespace. A line holding only whitespace
// (including non-breaking spaces) counts as blank.
func splitBlocks(raw string) []storyline.Span {
	var spans []storyline.Span
	start, end := -1, -1 // current block: first and last non-space byte+1
	pos := 0
	for pos <= len(raw) {
		nl := strings.IndexByte(raw[pos:], '\n')
		lineEnd := len(raw)
		if nl >= 0 {
			lineEnd = pos + nl
		}
		line := raw[pos:lineEnd]
		if isBlank(line) {
			if start >= 0 {
				spans = append(spans, storyline.Span{Start: start, End: end})
				start = -1
			}
		} else {
			lead := len(line) - len(strings.TrimLeftFunc(line, isSpace))
			trail := len(strings.TrimRightFunc(line, isSpace))
			if start < 0 {
				start = pos + lead
			}
			end = pos + trail
		}
		if nl < 0 {
			break
		}
		pos = lineEnd + 1
	}
	if start >= 0 {
		spans = append(spans, storyline.Span{Start: start, End: end})
	}
	return spans
}

func isBlank(s string) bool { return strings.TrimFunc(s, isSpace) == "" }

// isSpace reports whether r is white space for cleaning: Unicode spaces,
// including the non-breaking ones news pages are full of.
func isSpace(r rune) bool {
	return unicode.IsSpace(r) || r == '\u00a0' || r == '\u2007' || r == '\u202f' || r == '\u200b' || r == '\ufeff'
}

// isInvisible reports runes that are dropped outright: zero-width spaces and
// stray byte-order marks carry no text.
func isInvisible(r rune) bool { return r == '\u200b' || r == '\ufeff' }

// spaceClass reports whether r is dropped (isInvisible) or else white
// space (isSpace), classing ASCII, most of the text, without the Unicode
// tables.
func spaceClass(r rune) (drop, white bool) {
	if r < utf8.RuneSelf {
		return false, asciiSpace[r]
	}
	if isC1(r) {
		return cp1252[r-0x80] == 0, false
	}
	if isInvisible(r) {
		return true, false
	}
	return false, isSpace(r)
}

// normalizeSpace collapses every run of white space to one ASCII space and
// drops invisible runes. s is already trimmed by splitBlocks.
func normalizeSpace(s string) string {
	var sb strings.Builder
	sb.Grow(len(s))
	space := false
	for _, r := range s {
		switch drop, white := spaceClass(r); {
		case drop:
		case white:
			space = true
		default:
			if space && sb.Len() > 0 {
				sb.WriteByte(' ')
			}
			space = false
			sb.WriteRune(shown(r))
		}
	}
	return sb.String()
}

// isC1 reports a C1 control character. In news text these are nearly
// always Windows-1252 punctuation read as Latin-1 somewhere upstream
// (U+0092 for ’, U+0093/U+0094 for “ ”, U+0095 for •), which would split a
// name ("De\u0092Jad Williams") and reach readers as boxes.
func isC1(r rune) bool { return r >= 0x80 && r <= 0x9f }

// cp1252 holds the characters Windows-1252 puts at 0x80–0x9F (the WHATWG
// Encoding Standard's table); 0 where it has none, and the rune is dropped.
var cp1252 = [32]rune{
	0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
	0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
}

// shown is the rune clean text holds for a kept rune r of the raw text: r
// itself, or for a C1 control its Windows-1252 character.
func shown(r rune) rune {
	if isC1(r) {
		return cp1252[r-0x80]
	}
	return r
}

// alignBlock returns alignment anchors mapping the clean text of the block at
// raw span sp, placed at clean offset at, back to raw offsets. It walks the
// block exactly as normalizeSpace does and emits an anchor wherever the
// clean-to-raw distance changes.
func alignBlock(raw string, sp storyline.Span, at int) []storyline.OffsetPair {
	anchors := []storyline.OffsetPair{{Clean: at, Raw: sp.Start}}
	delta := sp.Start - at
	clean := at
	space := false
	for i := sp.Start; i < sp.End; {
		r, n := rune(raw[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(raw[i:])
		}
		switch drop, white := spaceClass(r); {
		case drop:
		case white:
			if !space {
				// The run of spaces maps to one space at its first byte.
				if i-clean != delta {
					delta = i - clean
					anchors = append(anchors, storyline.OffsetPair{Clean: clean, Raw: i})
				}
			}
			space = true
		default:
			if space {
				clean++ // the single space written for the run
			}
			space = false
			if i-clean != delta {
				delta = i - clean
				anchors = append(anchors, storyline.OffsetPair{Clean: clean, Raw: i})
			}
			clean += utf8.RuneLen(shown(r))
		}
		i += n
	}
	return anchors
}

func hintFor(hints []Hint, sp storyline.Span) HintKind {
	for _, h := range hints {
		if h.RawSpan.Start <= sp.Start && sp.End <= h.RawSpan.End {
			return h.Kind
		}
	}
	return 0
}

// isHeadline reports whether a first block looks like a headline: one line,
// at most about 15 words, not ending like a sentence.
func isHeadline(s string) bool {
	s = strings.TrimFunc(s, isSpace)
	if s == "" || strings.ContainsRune(s, '\n') {
		return false
	}
	if n := countFields(s, 16); n > 16 {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(s)
	switch last {
	case '.', '!', ',', ';', ':', '"', '\u201d', ')':
		// A headline may end in "?" but rarely in these. A closing quote
		// usually ends a quoted sentence.
		return false
	}
	return true
}

// Boilerplate patterns. They describe kinds of page furniture common to
// news sites, not any one site's wording.
var (
	promoRE = regexp.MustCompile(`(?i)^(?:click|tap) here\b|\b(?:download|get|install) (?:the|our) [\w\s'’.-]{0,40}\bapp\b|\bsign up (?:for|to)\b.{0,60}\b(?:newsletter|alerts?|updates|emails?)\b|\bsubscribe (?:to|now|today)\b|^(?:advertisement|sponsored( content)?|read more|related:?|more:?|see also:?|also read:?|recommended:?|watch:?)$|^(?:read|watch|listen)(?: more)?:\s`)
	shareRE = regexp.MustCompile(`(?i)^(?:share|tweet|email|print|comment)(?: (?:this|on|via) [\w ]{0,30})?\.?$|\bfollow (?:us|[\w ]{0,30}) on (?:twitter|x|facebook|instagram|telegram|whatsapp)\b|\b(?:like|join) us on facebook\b|^(?:share this (?:article|story|page))|\bclick to share\b|^(?:comments?|\d+ comments?)$`)
	// captionCredit matches a photo credit in parentheses at the end of a
	// block: "(AP Photo/Fernando Vergara)", "(AP)", "(Reuters)", "(Getty
	// Images)", "(Photo: Jane Doe/Agency)". Group 1 is the credit text.
	captionCredit = regexp.MustCompile(`\(\s*((?:[^()]{0,80}?\b(?:Photos?|Photograph(?:er)?|Images?|Getty|Reuters|AFP|AP|EPA|Shutterstock|Xinhua|Anadolu|Credit|Courtesy|Pool|File)\b[^()]{0,80}?))\s*\)\s*\.?$`)
	creditRE      = regexp.MustCompile(`(?i)\bcontributed (?:to )?(?:this|the) (?:report|story|article)\b|\bcontributed reporting\b|^(?:additional )?reporting by\b|^(?:writing|editing|compiled|written) by\b|^this (?:story|article|report) (?:was|has been) (?:updated|corrected)\b`)
)

// removalReason decides whether a block is boilerplate, and why.
func removalReason(text string, hint HintKind) (storyline.RemovalReason, bool) {
	if !hasAlnum(text) {
		return storyline.ReasonEmpty, true
	}
	if hint == HintCaption {
		return "", false
	}
	words := countFields(text, 25)
	if words <= 25 && mayBePromo(text) && promoRE.MatchString(text) {
		return storyline.ReasonPromo, true
	}
	if words <= 15 && mayBeShare(text) && shareRE.MatchString(text) {
		return storyline.ReasonShare, true
	}
	if isAllCapsHeadline(text) {
		return storyline.ReasonRelatedHeadline, true
	}
	return "", false
}

// isAllCapsHeadline reports a block written in capitals, as inline links to
// related stories are on many news sites: at least three words, nearly all
// letters upper case, and short enough to be a headline.
func isAllCapsHeadline(text string) bool {
	if words := countFields(text, 40); words < 3 || words > 40 {
		return false
	}
	upper, letters := 0, 0
	for _, r := range text {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	return letters >= 12 && float64(upper) >= 0.9*float64(letters)
}

// endsInParen reports whether s ends in ")" and perhaps white space and a
// full stop, as every block captionCredit matches does: most blocks fail
// this cheap test.
func endsInParen(s string) bool {
	s = strings.TrimSuffix(s, ".")
	s = strings.TrimRight(s, " \t\n\f\r") // \s of a regexp
	return strings.HasSuffix(s, ")")
}

func isCreditLine(text string) bool {
	return countFields(text, 30) <= 30 && mayBeCredit(text) && creditRE.MatchString(text)
}

// countFields returns len(strings.Fields(s)) without making the fields,
// or limit+1 when there are more than limit: the callers ask about short
// blocks, and a paragraph need not be counted to the end. ASCII bytes are
// classed without decoding: most text is ASCII.
func countFields(s string, limit int) int {
	n, in := 0, false
	for i := 0; i < len(s); {
		var space bool
		if c := s[i]; c < utf8.RuneSelf {
			space = asciiSpace[c]
			i++
		} else {
			r, size := utf8.DecodeRuneInString(s[i:])
			space = unicode.IsSpace(r)
			i += size
		}
		if !space && !in {
			if n++; n > limit {
				return n
			}
		}
		in = !space
	}
	return n
}

// asciiSpace marks the ASCII bytes unicode.IsSpace reports.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// mayBePromo, mayBeShare and mayBeCredit are cheap tests that pass every
// block promoRE, shareRE and creditRE match: a block short enough to be
// one of their whole-block alternatives, or holding (or starting with,
// for the alternatives anchored at the start) words each of the other
// alternatives holds. Most paragraphs fail them, and the patterns, which
// have no literal prefix, are not run. The words have no "k" or "s",
// which (?i) matches in other letters too (the Kelvin sign, the long s).
func mayBePromo(text string) bool {
	return len(text) <= 40 ||
		hasPrefixFold(text, "clic", "tap here") ||
		strings.IndexByte(text, ':') >= 0 && hasPrefixFold(text, "read", "watch", "li") ||
		containsFold(text, "load the ", "load our ", "get the ", "get our ", "tall the ", "tall our ", "ign up", "cribe ")
}

func mayBeShare(text string) bool {
	return len(text) <= 128 || containsFold(text, "follow", "faceboo", "hare", "comment")
}

func mayBeCredit(text string) bool {
	return containsFold(text, "contributed", "updated", "corrected") ||
		hasPrefixFold(text, "reporting by", "additional reporting by", "writing by", "editing by", "compiled by", "written by")
}

// containsFold reports whether s holds one of the lower-case ASCII words,
// ignoring ASCII case.
func containsFold(s string, words ...string) bool {
	for _, w := range words {
		for i := 0; i+len(w) <= len(s); i++ {
			if foldAt(s, i, w) {
				return true
			}
		}
	}
	return false
}

// hasPrefixFold reports whether s starts with one of the lower-case ASCII
// words, ignoring ASCII case.
func hasPrefixFold(s string, words ...string) bool {
	for _, w := range words {
		if len(w) <= len(s) && foldAt(s, 0, w) {
			return true
		}
	}
	return false
}

// foldAt reports whether s holds the lower-case ASCII word w at i,
// ignoring ASCII case.
func foldAt(s string, i int, w string) bool {
	for j := 0; j < len(w); j++ {
		if s[i+j]|asciiCaseBit(s[i+j]) != w[j] {
			return false
		}
	}
	return true
}

// asciiCaseBit is the bit that makes c lower case when c is an ASCII
// capital, else 0.
func asciiCaseBit(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return 0x20
	}
	return 0
}

func hasAlnum(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}
