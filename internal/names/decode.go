package names

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// sentence is the scratch state for tagging one sentence; reused.
type sentence struct {
	// all: prepare computes every feature (training); else only the context
	// features, the word features coming from the cache.
	all    bool
	cache  map[uint64]*wordVec
	wv     []*wordVec // per token
	infos  []tokInfo
	feats  []uint64 // static features of every token, concatenated
	fstart []int    // token i's features are feats[fstart[i]:fstart[i+1]]
	dyn    []uint64
	buf    []byte
	tags   []int
}

// prepare computes the token information and static features of words.
func (m *Model) prepare(s *sentence, words []string) {
	n := len(words)
	if cap(s.infos) < n {
		s.infos = make([]tokInfo, n, n+n/2)
	}
	s.infos = s.infos[:n]
	letters, caps := 0, 0
	for _, w := range words {
		switch wordCaps(w) {
		case capAll:
			letters++
			caps++
		case capInit, capLower, capMixed:
			letters++
		}
	}
	allCaps := letters >= 3 && caps*5 >= letters*4
	for i, w := range words {
		ti := &s.infos[i]
		if allCaps {
			w = m.trueCase(w, &s.buf)
		}
		s.buf = fillInfo(ti, w, s.buf)
		if m.lex != nil {
			if c, ok := m.lex[ti.hLW]; ok && c != lexCaseLower {
				ti.lex = c
			}
		}
	}
	m.markGazetteer(s.infos)
	s.feats = s.feats[:0]
	s.fstart = append(s.fstart[:0], 0)
	if !s.all {
		s.wv = s.wv[:0]
		if s.cache == nil || len(s.cache) > maxCachedWords {
			s.cache = make(map[uint64]*wordVec, 1024)
		}
		for i := range s.infos {
			s.wv = append(s.wv, m.wordVector(s, &s.infos[i]))
		}
	}
	for i := range s.infos {
		if s.all {
			s.feats = staticFeatures(s.feats, s.infos, i, allCaps)
		} else {
			s.feats = contextFeatures(s.feats, s.infos, i, allCaps)
		}
		s.fstart = append(s.fstart, len(s.feats))
	}
}

// maxCachedWords bounds the per-tagger cache of word vectors.
const maxCachedWords = 1 << 16

// wordVec is the summed weights of the features a word contributes in
// each role.
type wordVec [numRoles][numTags]int32

// wordVector returns the cached word vector of token t.
func (m *Model) wordVector(s *sentence, t *tokInfo) *wordVec {
	key := t.hW ^ t.hLW*0x9e3779b97f4a7c15 // true-casing can change hW alone
	if v, ok := s.cache[key]; ok {
		return v
	}
	v := &wordVec{}
	var fs [24]uint64
	for r := 0; r < numRoles; r++ {
		m.addScores(&v[r], wordFeatures(fs[:0], t, r))
	}
	s.cache[key] = v
	return v
}

// edgeVector is the word vector of the padding beyond a sentence.
func (m *Model) edgeVector() *wordVec {
	v := &wordVec{}
	var fs [24]uint64
	for r := 0; r < numRoles; r++ {
		m.addScores(&v[r], wordFeatures(fs[:0], &edgeInfo, r))
	}
	return v
}

// decode tags the prepared sentence greedily, left to right, keeping the
// BILOU sequence well formed.
func (m *Model) decode(s *sentence) []int {
	n := len(s.infos)
	s.tags = s.tags[:0]
	t1, t2 := 0, 0
	for i := 0; i < n; i++ {
		var sc [numTags]int32
		if !s.all {
			m.addWordScores(&sc, s, i)
		}
		m.addScores(&sc, s.feats[s.fstart[i]:s.fstart[i+1]])
		s.dyn = dynamicFeatures(s.dyn[:0], &s.infos[i], t1, t2)
		m.addScores(&sc, s.dyn)
		best := bestTag(&sc, t1, i == n-1)
		s.tags = append(s.tags, best)
		t2, t1 = t1, best
	}
	return s.tags
}

// bestTag returns the highest-scoring tag that may follow prev; at the end
// of a sentence no entity may stay open.
func bestTag[T int32 | float32](sc *[numTags]T, prev int, last bool) int {
	best, bestScore := -1, T(0)
	for t := 0; t < numTags; t++ {
		if !validAfter(prev, t) {
			continue
		}
		if last && t != 0 && (tagPos(t) == posB || tagPos(t) == posI) {
			continue
		}
		if best < 0 || sc[t] > bestScore {
			best, bestScore = t, sc[t]
		}
	}
	return best
}

// chunk is an entity found by the tagger: tokens [start, end) and its type.
type chunk struct {
	start, end int
	typ        int
}

// chunks reads the entities off a BILOU tag sequence, tolerating ill-formed
// sequences.
func chunks(out []chunk, tags []int) []chunk {
	open := -1
	typ := 0
	for i, t := range tags {
		if t == 0 {
			if open >= 0 {
				out = append(out, chunk{open, i, typ})
				open = -1
			}
			continue
		}
		tt, p := tagType(t), tagPos(t)
		if open >= 0 && (tt != typ || p == posB || p == posU) {
			out = append(out, chunk{open, i, typ})
			open = -1
		}
		if open < 0 {
			open, typ = i, tt
		}
		if p == posL || p == posU {
			out = append(out, chunk{open, i + 1, typ})
			open = -1
		}
	}
	if open >= 0 {
		out = append(out, chunk{open, len(tags), typ})
	}
	return out
}

// TagWords tags a tokenized sentence, returning IOB2 tags ("B-PER", "I-PER",
// "O") of the CoNLL types, without the rules Tag applies. It is what the
// model was trained on.
func (m *Model) TagWords(words []string) []string {
	var s sentence
	m.prepare(&s, words)
	tags := m.decode(&s)
	out := make([]string, len(words))
	for i := range out {
		out[i] = "O"
	}
	for _, c := range chunks(nil, tags) {
		out[c.start] = "B-" + typeNames[c.typ]
		for j := c.start + 1; j < c.end; j++ {
			out[j] = "I-" + typeNames[c.typ]
		}
	}
	return out
}

// wordCaps is the capitalization class of w.
func wordCaps(w string) uint8 {
	up, low, dig := 0, 0, 0
	for _, r := range w {
		switch {
		case unicode.IsUpper(r):
			up++
		case unicode.IsLetter(r):
			low++
		case unicode.IsDigit(r):
			dig++
		}
	}
	switch {
	case up+low == 0 && dig > 0:
		return capDigit
	case up+low == 0:
		return capPunct
	case low == 0 && up > 1:
		return capAll
	case up == 0:
		return capLower
	case isCap(w) && up == 1:
		return capInit
	}
	return capMixed
}

// trueCase guesses how an all-caps word of a headline is written in running
// text: lower case when the lexicon knows it as a common word, else
// capitalized ("MOCKS" → "mocks", "MADURO" → "Maduro").
func (m *Model) trueCase(w string, buf *[]byte) string {
	if wordCaps(w) != capAll {
		return w
	}
	h, b, l := hashLower(*buf, w)
	*buf = b
	lw := l
	if lw == "" {
		lw = string(b)
	}
	lex := m.lex[h]
	if (lex == lexLower || lex == lexCaseLower) && !countries[lw] && !isDemonym(lw) && !orgs[lw] {
		return lw
	}
	if len(w) <= 2 || strings.IndexByte(w, '.') >= 0 || orgs[lw] || !strings.ContainsAny(lw, "aeiouy") {
		return w // "AP", "U.S.", "NATO", "BBC"
	}
	r, n := utf8.DecodeRuneInString(lw)
	return string(unicode.ToUpper(r)) + lw[n:]
}

// addWordScores adds the cached word-feature weights of token i and its
// neighbours.
func (m *Model) addWordScores(sc *[numTags]int32, s *sentence, i int) {
	n := len(s.wv)
	add := func(v *wordVec, r int) {
		for t := range sc {
			sc[t] += v[r][t]
		}
	}
	edge := m.edge
	add(s.wv[i], roleSelf)
	if i > 0 {
		add(s.wv[i-1], roleM1)
	} else {
		add(edge, roleM1)
	}
	if i+1 < n {
		add(s.wv[i+1], roleP1)
	} else {
		add(edge, roleP1)
	}
	if i > 1 {
		add(s.wv[i-2], roleM2)
	} else {
		add(edge, roleM2)
	}
	if i+2 < n {
		add(s.wv[i+2], roleP2)
	} else {
		add(edge, roleP2)
	}
}
