package events

// The lexicon's pattern engine: how the word lists of lexicon.go and
// lexicon_<code>.go become an index, and how a sentence's tokens are
// matched against it. The words themselves stay in the lexicon files, one
// per language.

import (
	"maps"
	"slices"
	"strings"
)

// elem is one position of a pattern.
type elem struct {
	words    []string
	prefixes []string
	gap      bool
}

type pattern struct {
	c     cue
	elems []elem
	text  string
}

// wordsOf is the coder's vocabulary of one language: its triggers
// (lexicon.go, lexicon_<code>.go) and actors, indexed.
type wordsOf struct {
	// byWord and byPrefix index the patterns by their first element: by
	// each alternative word, and by the first four letters of each prefix.
	byWord   map[string][]*pattern
	byPrefix map[string][]*pattern
	actors   map[string][]*actorPattern
}

// languages are the languages the coder reads, by ISO 639-1 code: a new
// one is a lexicon of triggers and actors in a lexicon_<code>.go file.
var languages = map[string]*wordsOf{
	"en": newWords(lexicon, actorLexicon),
	"es": newWords(lexiconES, actorLexiconES),
}

// Supports reports whether the coder reads the language.
func Supports(code string) bool { return languages[code] != nil }

func newWords(triggers map[cue][]string, actors map[actorKind][]string) *wordsOf {
	ws := &wordsOf{byWord: map[string][]*pattern{}, byPrefix: map[string][]*pattern{}, actors: indexActors(actors)}
	// Cues in a fixed order: which of two patterns of one word is tried
	// first decides some ties, and must not change from run to run.
	for _, c := range slices.Sorted(maps.Keys(triggers)) {
		for _, p := range triggers[c] {
			ws.addPattern(c, p)
		}
	}
	return ws
}

func (ws *wordsOf) addPattern(c cue, s string) {
	p := &pattern{c: c, text: s}
	for _, f := range strings.Fields(s) {
		if f == "_" {
			p.elems = append(p.elems, elem{gap: true})
			continue
		}
		var e elem
		// "sit-in" is tokenized as sit - in
		for _, alt := range strings.Split(f, "/") {
			if strings.HasSuffix(alt, "*") {
				e.prefixes = append(e.prefixes, strings.TrimSuffix(alt, "*"))
			} else {
				e.words = append(e.words, alt)
			}
		}
		p.elems = append(p.elems, e)
	}
	if len(p.elems) == 0 {
		return
	}
	first := p.elems[0]
	for _, w := range first.words {
		ws.byWord[w] = append(ws.byWord[w], p)
	}
	for _, pre := range first.prefixes {
		if len(pre) < 4 {
			panic("events: prefix shorter than four letters: " + pre)
		}
		ws.byPrefix[pre[:4]] = append(ws.byPrefix[pre[:4]], p)
	}
}

func (e *elem) match(w string) bool {
	for _, x := range e.words {
		if x == w {
			return true
		}
	}
	for _, p := range e.prefixes {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// hit is a pattern matched at tokens [a, b).
type hit struct {
	c    cue
	a, b int
	p    *pattern
}

// matchAt tries elems from token i and returns the end token, or -1.
func matchAt(toks []token, i int, elems []elem) int {
	j := i
	for k := 0; k < len(elems); k++ {
		e := &elems[k]
		if e.gap {
			continue
		}
		gap := k > 0 && elems[k-1].gap
		limit := j
		if gap {
			limit = j + 3
		}
		found := -1
		for x := j; x <= limit && x < len(toks); x++ {
			t := &toks[x]
			if e.match(t.lw) {
				found = x
				break
			}
			if !t.word && t.lw != "-" && t.lw != "'" {
				break // gaps do not cross punctuation
			}
		}
		if found < 0 {
			return -1
		}
		j = found + 1
	}
	return j
}

// hyphenated reports a word joined by a hyphen to the word before it, with
// no space on either side ("life-threatening", not "injured - two were").
func hyphenated(toks []token, i int) bool {
	return i >= 2 && toks[i-1].lw == "-" && toks[i-1].e == toks[i].s && toks[i-2].e == toks[i-1].s
}

// scan finds every pattern match in toks, longest first at each start.
func (ws *wordsOf) scan(toks []token, out []hit) []hit {
	out = out[:0]
	for i := range toks {
		t := &toks[i]
		if !t.word && t.lw != "'" {
			continue
		}
		try := func(ps []*pattern) {
			for _, p := range ps {
				if !p.elems[0].match(t.lw) {
					continue
				}
				if p.c == cModal && (hyphenated(toks, i) || i > 0 && toks[i-1].lw == "life") {
					// the head of a compound adjective ("life-threatening
					// injuries", "non-life threatening wounds") describes
					// a noun; it is no modal verb governing the clause
					continue
				}
				if end := matchAt(toks, i+1, p.elems[1:]); end >= 0 {
					out = append(out, hit{c: p.c, a: i, b: end, p: p})
				}
			}
		}
		if ps, ok := ws.byWord[t.lw]; ok {
			try(ps)
		}
		if len(t.lw) >= 4 {
			if ps, ok := ws.byPrefix[t.lw[:4]]; ok {
				try(ps)
			}
		}
	}
	return out
}

// wordSet is a set of words.
func wordSet(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}
