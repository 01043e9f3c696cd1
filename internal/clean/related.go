package clean

import (
	"regexp"
	"strings"

	"github.com/storyline-news/storyline"
)

// A list of other stories' headlines under a "Related …" label, where a
// page was flattened into one block, ends the article's last block ("…
// over the age of eighteen. Source TRTWorld and agencies Related News
// Iraqs vote violations | The global gag rule | …"). Its headlines are
// other news: read as the article's, they give it events, places and
// counts of other stories. A block of its own under the label ("Related
// Coverage Man charged with first degree murder after deadly shooting in
// Bristol") stays: on local news sites it is mostly the same story's
// earlier report, which ties a follow-up to its story (cut too, the
// stream's pairwise F1 fell from 0.8710 to 0.8698).
var (
	// relatedLabelRE is the label, capitalized as a heading is ("Related
	// News", "RELATED STORIES:"); "related news" in a sentence is not one.
	relatedLabelRE = regexp.MustCompile(`\b(?:Related|RELATED)\s+(?:News|Articles?|Stories|Story|Coverage|Content|Posts|Links|Reading|NEWS|ARTICLES?|STORIES|COVERAGE|CONTENT|POSTS|LINKS)\b:?`)
	// sourceLineRE is a source line run into the end of the body just
	// before the label: "Source TRTWorld and agencies", "Source: AFP".
	sourceLineRE = regexp.MustCompile(`\bSource:?\s+(?:[\p{Lu}\d][\p{L}\d.&'’-]*\s+){1,4}(?:(?:and|&)\s+agencies\s+)?$`)
)

// relatedAfterWords is the fewest words of body before a label that ends
// a block: a label early in a block is no list after the article.
const relatedAfterWords = 40

// relatedTail finds, in a raw block, a labelled list of related stories
// that ends it after at least relatedAfterWords words of body. It returns
// the raw offset where the list starts and where a source line run into
// the body just before it starts (equal to list when there is none), or
// -1, -1.
func relatedTail(raw string, sp storyline.Span) (source, list int) {
	s := raw[sp.Start:sp.End]
	if !strings.Contains(s, "Related") && !strings.Contains(s, "RELATED") {
		return -1, -1
	}
	for _, loc := range relatedLabelRE.FindAllStringIndex(s, -1) {
		if countFields(s[:loc[0]], relatedAfterWords) < relatedAfterWords {
			continue
		}
		source = loc[0]
		if m := sourceLineRE.FindStringIndex(s[:loc[0]]); m != nil {
			source = m[0]
		}
		return sp.Start + source, sp.Start + loc[0]
	}
	return -1, -1
}

// cutRelatedTail removes from the block at sp a related list that ends it
// (relatedTail), adds the source line before the list to credits, and
// returns what is left of the block.
func cutRelatedTail(raw string, sp storyline.Span, removed *[]storyline.Removed, credits *[]block) storyline.Span {
	src, list := relatedTail(raw, sp)
	if list < 0 {
		return sp
	}
	*removed = append(*removed, storyline.Removed{RawSpan: storyline.Span{Start: list, End: sp.End}, Text: raw[list:sp.End], Reason: storyline.ReasonRelatedHeadline})
	if line := trimSpan(raw, storyline.Span{Start: src, End: list}); line.End > line.Start {
		*credits = append(*credits, block{raw: line, text: normalizeSpace(raw[line.Start:line.End]), kind: storyline.KindCredit, creditAt: -1})
	}
	return trimSpan(raw, storyline.Span{Start: sp.Start, End: src})
}

// trimSpan narrows sp to its text without the white space around it.
func trimSpan(raw string, sp storyline.Span) storyline.Span {
	s := raw[sp.Start:sp.End]
	lead := len(s) - len(strings.TrimLeftFunc(s, isSpace))
	return storyline.Span{Start: sp.Start + lead, End: sp.Start + len(strings.TrimRightFunc(s, isSpace))}
}
