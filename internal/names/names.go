// Package names finds the people, organizations, places and groups named in
// an article's clean text, and links the mentions of each within the
// article.
//
// Tag runs an averaged-perceptron tagger (BILOU tags, greedy decoding,
// hashed features: word forms, shapes, affixes, a ±2 window, capitalization
// and sentence position, word classes and a gazetteer built from the GMB
// corpus, the tags already chosen) trained on CoNLL-2003, then rules for
// what news text adds: titles and roles, photo credits, nationalities
// (NORP), facilities named after people ("Simon Bolivar International
// Bridge"), hyphenated place-nationality compounds. Resolve links the
// mentions of one article into entities with a canonical name.
package names

import (
	"bytes"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
	nermodel "github.com/storyline-news/storyline/models/ner"
)

// Version names the tagger and its model; stored with analyses.
const Version = "names/1"

// Tagger finds named-entity mentions. It is safe for concurrent use.
type Tagger struct {
	m *Model
	// connectors are the lower-case words of the model's language that
	// may stand inside a name (languageConnectors).
	connectors map[string]bool
	// english marks a model of English: the rules that read English
	// words and English lists of titles run only then.
	english bool
	// idle holds the tagger states not in use. Unlike a sync.Pool, it
	// keeps a state, and the word vectors it has cached, across garbage
	// collections and whichever processor the next caller runs on: one
	// state per concurrent caller builds each word's vector once instead
	// of once for every state a pool hands out (a pool's are per
	// processor and dropped by the collector).
	idleMu sync.Mutex
	idle   []*state
}

// getState returns an idle state, or a new one.
func (t *Tagger) getState() *state {
	t.idleMu.Lock()
	defer t.idleMu.Unlock()
	if n := len(t.idle); n > 0 {
		st := t.idle[n-1]
		t.idle[n-1] = nil
		t.idle = t.idle[:n-1]
		return st
	}
	return &state{}
}

// putState returns st, no longer used, to the idle states.
func (t *Tagger) putState(st *state) {
	t.idleMu.Lock()
	defer t.idleMu.Unlock()
	// at most a state per processor: each holds up to maxCachedWords
	// word vectors, and more callers than processors do not run at once
	if len(t.idle) < runtime.GOMAXPROCS(0) {
		t.idle = append(t.idle, st)
	}
}

// NewTagger returns a tagger using model m.
func NewTagger(m *Model) *Tagger {
	t := &Tagger{m: m, connectors: languageConnectors[m.Language()], english: m.Language() == "en"}
	return t
}

// Model returns the tagger's model.
func (t *Tagger) Model() *Model { return t.m }

// bundledModel is a model of one language, loaded on first use: shipped
// in models/ner, or read from the file a user built.
type bundledModel struct {
	once   sync.Once
	data   []byte
	path   string
	tagger *Tagger
	err    error
}

// bundled holds the models by language (ISO 639-1 code). English ships
// with the program. A language whose training data does not allow
// shipping a model trained on it (Spanish: CoNLL-2002 is for research use
// only) reads the model a user built with the documented command from the
// file STORYLINE_NER_MODEL_<CODE> names (models/ner/README.md). A new
// language is a model and its words in text/words_<code>.go.
var bundled = func() map[string]*bundledModel {
	m := map[string]*bundledModel{"en": {data: nermodel.Data}}
	for _, code := range []string{"es"} {
		if p := os.Getenv("STORYLINE_NER_MODEL_" + strings.ToUpper(code)); p != "" {
			m[code] = &bundledModel{path: p}
		}
	}
	return m
}()

// Supports reports whether a model reads the language.
func Supports(code string) bool { return bundled[code] != nil }

// ForLanguage returns the tagger with the model of the language, loaded
// once on first use, or nil when no model reads it. It panics if the model
// is corrupt or its file unreadable: a shipped one a test checks; a
// user's one is named in the message.
func ForLanguage(code string) *Tagger {
	b := bundled[code]
	if b == nil {
		return nil
	}
	b.once.Do(func() {
		data := b.data
		if b.path != "" {
			if data, b.err = os.ReadFile(b.path); b.err != nil {
				b.err = fmt.Errorf("NER model (%s): %w", code, b.err)
				return
			}
		}
		m, err := load(bytes.NewReader(data), gzipSize(data))
		if err != nil {
			b.err = fmt.Errorf("NER model (%s) %s: %w", code, b.path, err)
			return
		}
		b.tagger = NewTagger(m)
	})
	if b.err != nil {
		panic(b.err)
	}
	return b.tagger
}

// Warm loads the model of a language and builds its lookup tables, which
// the first text would otherwise wait for; a no-op for a language without
// a model. Start-up calls it in the background.
func Warm(code string) {
	if b := bundled[code]; b != nil {
		ForLanguage(code).m.fast()
	}
}

// Default returns the tagger with the bundled English model.
func Default() *Tagger { return ForLanguage("en") }

// Options control Tag.
type Options struct {
	// CoNLL reports what the CoNLL-2003 scheme would: the statistical
	// tagger's mentions with types PER, ORG, LOC and MISC, nationalities as
	// MISC, no compound splitting. The news rules for roles and credits
	// still mark mentions but do not change their spans.
	CoNLL bool
}

// state is the per-call scratch of a Tagger.
type state struct {
	s      sentence
	toks   []Token
	words  []string
	chunks []chunk
	ms     []tm
}

// Tag returns the named-entity mentions of text in text order, each with
// its span, type, role and credit flag. Entity is 0 until Resolve links
// the mentions.
func (t *Tagger) Tag(txt string) []storyline.Mention {
	return t.TagWith(txt, Options{})
}

// TagWith is Tag with options.
func (t *Tagger) TagWith(txt string, opt Options) []storyline.Mention {
	return t.TagDoc(text.NewDoc(txt), opt)
}

// TagDoc is TagWith over a text already split by text.NewDoc: the tagger
// reads its sentences and tokens.
func (t *Tagger) TagDoc(d *text.Doc, opt Options) []storyline.Mention {
	st := t.getState()
	defer t.putState(st)
	var out []storyline.Mention
	st.s.hist.reset()
	ts := d.Tokens
	for k := range d.Sentences {
		n := 0
		for n < len(ts) && ts[n].Sent == k {
			n++
		}
		st.toks = appendView(st.toks[:0], d.Text, ts[:n])
		ts = ts[n:]
		if len(st.toks) == 0 {
			continue
		}
		st.words = st.words[:0]
		for i := range st.toks {
			st.words = append(st.words, st.toks[i].Text)
		}
		t.m.prepare(&st.s, st.words)
		tags := t.m.decode(&st.s)
		st.s.hist.record(st.s.infos, tags)
		st.chunks = chunks(st.chunks[:0], tags)
		if st.s.casing == caseNormal {
			st.chunks = cutAtLowerCase(st.chunks, st.s.infos, st.words, t.connectors)
		}
		// after the cut, which may leave a bracket that opened the words
		// cut ("al Sham ( banned in Russia" → "al Sham (")
		st.chunks = trimPunctuation(st.chunks, st.words)
		out, st.ms = applyRules(out, st.ms, d.Text, st.toks, st.s.infos, st.s.classes, st.chunks, st.s.casing != caseNormal, t.english, opt)
	}
	return out
}

// trimPunctuation drops the punctuation tokens at either end of each
// chunk: the model sometimes takes a sentence's final period into the name
// before it ("the District Court." read as the place "Court."), and a
// name's own periods are inside its tokens ("U.S.", "Sgt."). A chunk of
// punctuation alone is dropped.
func trimPunctuation(chs []chunk, words []string) []chunk {
	out := chs[:0]
	for _, c := range chs {
		for c.start < c.end && (isPunctuation(words[c.start]) || unopened(words[c.start:c.end])) {
			c.start++
		}
		for c.end > c.start && (isPunctuation(words[c.end-1]) || unclosed(words[c.start:c.end])) {
			c.end--
		}
		if c.end > c.start {
			out = append(out, c)
		}
	}
	return out
}

// unclosed reports a name ending in an opening bracket or in a closing
// one it did not open: "Jabhat Fatah al Sham (" of "al Sham (banned in
// Russia)".
func unclosed(ws []string) bool {
	last := ws[len(ws)-1]
	return isBracketOpen(last) || isBracketClose(last) && !slices.ContainsFunc(ws[:len(ws)-1], isBracketOpen)
}

// unopened reports a name starting with a closing bracket.
func unopened(ws []string) bool { return isBracketClose(ws[0]) }

func isBracketOpen(w string) bool  { return w == "(" || w == "[" || w == "{" }
func isBracketClose(w string) bool { return w == ")" || w == "]" || w == "}" }

// isPunctuation reports a token of punctuation marks only, brackets
// aside: a bracket closes a part of the name it ends ("Ruch Chorzow
// (Poland)").
func isPunctuation(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("()[]{}", r) {
			return false
		}
	}
	return w != ""
}

// cutAtLowerCase ends each chunk of a sentence in normal case before its
// first lower-case word that is not a connecting word of names ("Bank of
// England", "Simon de Paula", and the language's connectors, "Consejo por
// la Paz"): "Observatory three Syrian officers were" is "Observatory". A
// chunk that starts with such a word is dropped; a place, organization or
// other name that starts with a particle starts after it, and a particle
// and a place of the gazetteer are the place ("de Cúcuta").
func cutAtLowerCase(chs []chunk, infos []tokInfo, words []string, connectors map[string]bool) []chunk {
	out := chs[:0]
	for _, c := range chs {
		if c.end-c.start == 2 && infos[c.start].caps == capLower && isPlace(infos, c.start+1, c.end) {
			c.typ = typeLOC // "de Cúcuta" read as a person is the place
		}
		for c.start < c.end && c.typ != typePER && infos[c.start].caps == capLower { // a person's "de Klerk" keeps it
			c.start++
		}
		for k := c.start; k < c.end; k++ {
			if infos[k].caps == capLower && !nameParticles[words[k]] && !headlineMinorWords[words[k]] && !connectors[words[k]] {
				c.end = k
				break
			}
		}
		for c.end > c.start && infos[c.end-1].caps == capLower { // no particle at the end
			c.end--
		}
		if c.end > c.start {
			out = append(out, c)
		}
	}
	return out
}
