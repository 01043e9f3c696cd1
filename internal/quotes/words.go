package quotes

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// The lexicon reader: quotes of a language other than English, read from
// that language's words of attribution alone (lexicon_<code>.go). It
// finds the forms news in any language uses: a source and a cue before
// quoted or reported words ("X dijo que …", "X afirmó: «…»"), quoted words
// before the cue and its source ("«…», dijo X"), the dialogue dash ("—…
// —dijo X"), and the source-first marker ("según X, …", "…, según X").
// English keeps its own extractor (ExtractDoc), tuned on PolNeAR.

// attributionWords are one language's words of attribution, folded.
type attributionWords struct {
	cues           map[string]storyline.QuoteKind // verb forms
	according      map[string]bool                // "según"
	complementizer string                         // "que"
}

// languageWords holds the languages the lexicon reader reads.
var languageWords = map[string]*attributionWords{
	"es": spanishWords,
}

// Supports reports whether quotes are read in the language.
func Supports(code string) bool { return code == "en" || languageWords[code] != nil }

// cueKinds expands space-separated word lists by kind.
func cueKinds(lists map[storyline.QuoteKind]string) map[string]storyline.QuoteKind {
	out := map[string]storyline.QuoteKind{}
	for k, ws := range lists {
		for _, w := range strings.Fields(ws) {
			out[w] = k
		}
	}
	return out
}

// ExtractDocLang reads the quotes of a text in language code: English
// with ExtractDoc, another language the lexicon reader reads with its
// words, and nil for any other.
func ExtractDocLang(code string, td *text.Doc, blocks []Block, mentions []storyline.Mention, entities []storyline.Entity) []storyline.Quote {
	if code == "en" {
		return ExtractDoc(td, blocks, mentions, entities)
	}
	ws := languageWords[code]
	if ws == nil {
		return nil
	}
	var out []storyline.Quote
	ts := td.Tokens
	for k := range td.Sentences {
		n := 0
		for n < len(ts) && ts[n].Sent == k {
			n++
		}
		if q, ok := ws.sentence(td.Text, ts[:n]); ok {
			linkSpeaker(&q, mentions, entities)
			out = append(out, q)
		}
		ts = ts[n:]
	}
	return out
}

func isQuoteMark(s string) bool {
	switch s {
	case `"`, "«", "»", "“", "”":
		return true
	}
	return false
}

func isDash(s string) bool { return s == "—" || s == "–" || s == "-" }

// sentence reads the attribution of one sentence, if it has one.
func (ws *attributionWords) sentence(txt string, ts []text.Token) (storyline.Quote, bool) {
	word := func(i int) string { return text.Fold(txt[ts[i].Start:ts[i].End]) }
	raw := func(i int) string { return txt[ts[i].Start:ts[i].End] }
	span := func(a, b int) storyline.Span { // tokens [a, b)
		return storyline.Span{Start: ts[a].Start, End: ts[b-1].End}
	}
	// trim drops punctuation at both ends of tokens [a, b), quotation marks
	// and dashes included.
	trim := func(a, b int) (int, int) {
		for a < b && ts[a].Kind == text.Punct {
			a++
		}
		for b > a && ts[b-1].Kind == text.Punct {
			b--
		}
		return a, b
	}
	// phraseEnd is where a source starting at a ends: at punctuation.
	phraseEnd := func(a int) int {
		for a < len(ts) && ts[a].Kind != text.Punct {
			a++
		}
		return a
	}
	direct := false
	for i := range ts {
		if isQuoteMark(raw(i)) {
			direct = true
		}
	}
	build := func(cue, s0, s1, c0, c1 int, kind storyline.QuoteKind) (storyline.Quote, bool) {
		s0, s1 = trim(s0, s1)
		c0, c1 = trim(c0, c1)
		if c0 >= c1 {
			return storyline.Quote{}, false
		}
		q := storyline.Quote{Kind: kind, Entity: -1, ReportedBy: -1, Direct: direct}
		q.Content = span(c0, c1)
		q.ContentText = txt[q.Content.Start:q.Content.End]
		q.Parts = []storyline.Span{q.Content}
		q.Cue = span(cue, cue+1)
		q.CueText = raw(cue)
		if s0 < s1 {
			q.Source = span(s0, s1)
			q.SourceText = txt[q.Source.Start:q.Source.End]
			q.Speaker, q.SpeakerSpan = q.SourceText, q.Source
		}
		return q, true
	}
	for i := range ts {
		w := word(i)
		if ws.according[w] {
			e := phraseEnd(i + 1)
			if i == 0 || i == 1 && ts[0].Kind == text.Punct { // "Según X, …"
				return build(i, i+1, e, e, len(ts), storyline.QuoteSpeech)
			}
			return build(i, i+1, e, 0, i, storyline.QuoteSpeech) // "…, según X."
		}
		kind, ok := ws.cues[w]
		if !ok {
			continue
		}
		// Content before the cue, source after it: "«…», dijo X." and the
		// dialogue dash "—… —dijo X."
		if i > 0 && (raw(i-1) == "," || isDash(raw(i-1)) || isQuoteMark(raw(i-1))) {
			return build(i, i+1, phraseEnd(i+1), 0, i-1, kind)
		}
		// Source before the cue, content after it: "X dijo que …",
		// "X afirmó: «…»". The source starts after the last comma before it.
		s0 := i - 1
		for s0 >= 0 && ts[s0].Kind != text.Punct {
			s0--
		}
		c0 := i + 1
		if c0 < len(ts) && (word(c0) == ws.complementizer || raw(c0) == ":") {
			c0++
		}
		return build(i, s0+1, i, c0, len(ts), kind)
	}
	return storyline.Quote{}, false
}

// linkSpeaker gives a quote the entity of the name mention its source
// holds, and that entity's canonical name as the speaker.
func linkSpeaker(q *storyline.Quote, mentions []storyline.Mention, entities []storyline.Entity) {
	if q.SourceText == "" {
		return
	}
	for _, m := range mentions {
		if m.Span.Start >= q.Source.Start && m.Span.End <= q.Source.End && m.Entity >= 0 && m.Entity < len(entities) {
			q.Entity = m.Entity
			q.Speaker, q.SpeakerSpan = entities[m.Entity].Canonical, m.Span
			return
		}
	}
}
