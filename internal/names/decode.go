package names

import (
	"hash/maphash"
	"math/bits"
	"unicode"
)

// sentence is the scratch state for tagging one sentence; reused.
type sentence struct {
	// all: prepare computes every feature (training); else only the context
	// features, the word features coming from the cache.
	all    bool
	casing int // of the sentence: caseNormal, caseUpper, caseTitle
	// cache holds word vectors by word, of normal sentences [0] and of
	// headlines whose capitals say nothing [1].
	cache  [2]*wordTable
	wv     []*wordVec // per token
	infos  []tokInfo
	forms  []wordForms // all: of each token
	feats  []uint64    // static features of every token, concatenated
	fstart []int       // token i's features are feats[fstart[i]:fstart[i+1]]
	dyn    []uint64
	// hist is the history of the document the sentence belongs to (empty
	// for a sentence alone); histKeys is scratch for its features.
	hist     docHistory
	histKeys []uint64
	buf      []byte
	tags     []int
	// Not all: the static score of each token (its context features and
	// the word features of it and its neighbours), and its lexicon index
	// in the fast tables.
	static []vec
	lexI   []uint8
	// Not all: the word class of each token as written, for the rules.
	classes []wordClass
	// Not all: the short shapes met, numbered from 1 (0 is the padding's),
	// and the summed rows of the shape features of each (previous, token,
	// next) triple of shape numbers met; reset with the word cache.
	shapeIDs   map[uint64]uint8
	triples    map[uint32]int32 // index in tripleVecs
	tripleVecs []vec
}

// prepare computes the token information and static features of words.
func (m *Model) prepare(s *sentence, words []string) {
	n := len(words)
	if cap(s.infos) < n {
		s.infos = make([]tokInfo, n, n+n/2)
	}
	s.infos = s.infos[:n]
	if !s.all {
		m.prepareFast(s, words)
		return
	}
	s.casing = sentenceCasing(words)
	cased := s.casing != caseNormal
	if cap(s.forms) < n {
		s.forms = make([]wordForms, n, n+n/2)
	}
	s.forms = s.forms[:n]
	for i, w := range words {
		ti := &s.infos[i]
		s.buf = fillInfo(ti, &s.forms[i], w, s.buf, cased)
		if c, ok := m.lex[ti.hLW]; ok {
			ti.lex = c
		}
		ti.clus = m.clus[ti.hLW]
		ti.vclus = m.vclus[ti.hLW]
	}
	m.markGazetteer(s.infos, func(k uint64) (uint32, bool) { c, ok := m.gaz[k]; return c, ok }, nil)
	s.feats = s.feats[:0]
	s.fstart = append(s.fstart[:0], 0)
	for i := range s.infos {
		s.feats = staticFeatures(s.feats, s.infos, s.forms, i, s.casing)
		s.fstart = append(s.fstart, len(s.feats))
	}
}

// prepareFast computes the static score of every token: the cached word
// vectors of the token and its neighbours, the small-domain context
// features from the fast tables, and the rest of the context features
// (pairs of words and shapes) looked up by key. It adds the weights of
// exactly the features contextFeatures and wordFeatures list. It sets the
// sentence's casing from the cached classes of its words, as
// sentenceCasing would.
func (m *Model) prepareFast(s *sentence, words []string) {
	ft := m.fast()
	n := len(words)
	s.wv = s.wv[:0]
	if s.cache[0] == nil || s.cache[0].n+s.cache[1].n > maxCachedWords || len(s.tripleVecs) > maxCachedWords {
		seed := maphash.MakeSeed()
		s.cache = [2]*wordTable{newWordTable(seed), newWordTable(seed)}
		s.shapeIDs = make(map[uint64]uint8, 256)
		s.triples = make(map[uint32]int32, 1024)
		s.tripleVecs = s.tripleVecs[:0]
	}
	var casing casingCount
	for _, w := range words {
		wv := m.wordVector(s, ft, w, false)
		s.wv = append(s.wv, wv)
		casing.add(wv.caps, wv.minor)
	}
	s.casing = casing.casing()
	if s.casing != caseNormal { // a headline: the vectors of words whose capitals say nothing
		for i, w := range words {
			s.wv[i] = m.wordVector(s, ft, w, true)
		}
	}
	s.lexI = s.lexI[:0]
	s.classes = s.classes[:0]
	for i, wv := range s.wv {
		s.infos[i] = wv.info
		s.lexI = append(s.lexI, wv.lexI)
		s.classes = append(s.classes, wv.class)
	}
	var titleLen func(uint64) int
	if ft.titleT != nil {
		titleLen = ft.titleLen
	}
	m.markGazetteer(s.infos, ft.gazT.get, titleLen)
	if cap(s.static) < n {
		s.static = make([]vec, n, n+n/2)
	}
	s.static = s.static[:n]
	nl := ft.nLex
	edgeLex := int(ft.lexIdx[edgeInfo.lex])
	ac := s.casing
	pool := ft.pool
	for i := range s.infos {
		v := &s.static[i]
		*v = vec{}
		t := &s.infos[i]
		m2, m1, p1, p2 := neighbours(s.infos, i)
		wm2, wm1, wp1, wp2 := m.edge, m.edge, m.edge, m.edge
		lm2, lm1, lp1, lp2 := edgeLex, edgeLex, edgeLex, edgeLex
		if i > 0 {
			wm1, lm1 = s.wv[i-1], int(s.lexI[i-1])
		}
		if i > 1 {
			wm2, lm2 = s.wv[i-2], int(s.lexI[i-2])
		}
		if i+1 < n {
			wp1, lp1 = s.wv[i+1], int(s.lexI[i+1])
		}
		if i+2 < n {
			wp2, lp2 = s.wv[i+2], int(s.lexI[i+2])
		}
		wt := s.wv[i]
		addVec(v, &wt.roles[roleSelf])
		addVec(v, &wm1.roles[roleM1])
		addVec(v, &wp1.roles[roleP1])
		addVec(v, &wm2.roles[roleM2])
		addVec(v, &wp2.roles[roleP2])
		initial := 0
		if i == 0 {
			initial = 1
		} else if m1.caps == capPunct && i == 1 {
			initial = 2
		}
		lt := int(s.lexI[i])
		c := int(t.caps)
		addVec(v, &pool[ft.self[((c*numInitial+initial)*numCasings+ac)*nl+lt]])
		addVec(v, &pool[ft.lexM1[lm1*nl+lt]])
		addVec(v, &pool[ft.lexP1[lt*nl+lp1]])
		addVec(v, &pool[ft.lex2[lm2*nl+lp2]])
		addVec(v, &pool[ft.caps[(((int(m2.caps)*numCaps+int(m1.caps))*numCaps+c)*numCaps+int(p1.caps))*numCaps+int(p2.caps)]])
		for g := t.gaz; g != 0; g &= g - 1 {
			addVec(v, &pool[ft.gaz[bitIndex(g)*numCaps+c]])
		}
		m.addRow(v, m.m1CapsRow(wm1, m1, c))
		m.addRow(v, m.shapeRow(&wt.p1Short, p1.hShort, fLW0ShortP1, t.hLW, p1.hShort))
		m.addRow(v, m.shapeRow(&wt.m1Short, m1.hShort, fShortM1LW0, m1.hShort, t.hLW))
		m.addShapes(s, v, [3]uint8{wm1.shapeID, wt.shapeID, wp1.shapeID}, m1.hShort, t.hShort, p1.hShort)
		keys := [...]uint64{
			feat(fLWm1_0, m1.hLW, t.hLW),
			feat(fLW0_P1, t.hLW, p1.hLW),
		}
		m.addScores(v, keys[:])
		if sh, ok := s.hist.shares(t); ok {
			for slot, x := range sh {
				if x > 0 {
					addVec(v, &pool[ft.hist[(slot*numShares+int(x-1))*numCaps+c]])
				}
			}
		}
	}
}

// noShapeID marks a word whose short shape came after the numbers ran out.
const noShapeID = 255

// addShapes adds to v the rows of the features of the short shapes of a
// token (t) and its neighbours (m1, p1), whose shape numbers are ids: the
// tagger sums them once per triple, as there are few (a few thousand in
// a corpus of 300,000 words).
func (m *Model) addShapes(s *sentence, v *vec, ids [3]uint8, m1, t, p1 uint64) {
	keys := func() []uint64 {
		return []uint64{feat(fShortM1_0, m1, t), feat(fShort0_P1, t, p1), feat(fShort3, m1, t^p1*31)}
	}
	if ids[0] == noShapeID || ids[1] == noShapeID || ids[2] == noShapeID {
		m.addScores(v, keys())
		return
	}
	k := uint32(ids[0])<<16 | uint32(ids[1])<<8 | uint32(ids[2])
	i, ok := s.triples[k]
	if !ok {
		var sum vec
		m.addScores(&sum, keys())
		i = int32(len(s.tripleVecs))
		s.tripleVecs = append(s.tripleVecs, sum)
		s.triples[k] = i
	}
	addVec(v, &s.tripleVecs[i])
}

// maxCachedWords bounds the per-tagger cache of word vectors.
const maxCachedWords = 1 << 16

// wordVec is what the tagger caches of a word: its token information
// (without the gazetteer bits, which depend on the sentence) and lexicon
// index, the summed weights of the features it contributes in each role,
// and the weight rows of its features that combine it with a tag or a
// neighbour's capitalization or shape.
type wordVec struct {
	// The word: its length, and its bytes when it has at most wordKeyLen
	// (wordTable).
	wordLen int32
	key     [wordKeyLen]byte
	info    tokInfo
	lexI    uint8
	shapeID uint8     // the number of its short shape in the tagger's caches
	class   wordClass // of the word as cached
	caps    uint8     // wordCaps of the word as written
	minor   bool      // a lower-case minor word of headlines
	roles   [numRoles]vec
	// Row offsets into Model.w (-1: no row; rowUnknown: not looked up
	// yet, filled as the decoder needs them, except in Model.edge, which
	// is shared and filled whole).
	t1LW    [numTags]int32 // (fT1LW, t1, word) per previous tag t1
	t1Short [numTags]int32 // (fT1Short, t1, shape) per previous tag t1
	m1Caps  [numCaps]int32 // (fWm1Caps, word, caps) per capitalization of the next token
	// (fLW0ShortP1, word, shape) and (fShortM1LW0, shape, word) for the
	// first short shapes of the next and previous token met; most words
	// meet few ("x", "Xx", ",").
	p1Short, m1Short [numShapeRows]shapeRow
}

// numShapeRows is how many neighbour shapes a word vector keeps rows for.
const numShapeRows = 2

// shapeRow is the row of a feature pairing a word with a neighbour's short
// shape; row is rowUnknown in a free entry.
type shapeRow struct {
	short uint64
	row   int32
}

const rowUnknown = -2

// fillWordVec computes the word vector of token t, of forms f; the rows
// of t1LW, t1Short and m1Caps only when all is set.
func (m *Model) fillWordVec(v *wordVec, t *tokInfo, f *wordForms, all bool) {
	var fs [24]uint64
	for r := 0; r < numRoles; r++ {
		m.addScores(&v.roles[r], wordFeatures(fs[:0], t, f, r))
	}
	for t1 := 0; t1 < numTags; t1++ {
		v.t1LW[t1], v.t1Short[t1] = rowUnknown, rowUnknown
		if all {
			v.t1LW[t1] = m.rowIndex(feat(fT1LW, uint64(t1), t.hLW))
			v.t1Short[t1] = m.rowIndex(feat(fT1Short, uint64(t1), t.hShort))
		}
	}
	for c := 0; c < numCaps; c++ {
		v.m1Caps[c] = rowUnknown
		if all {
			v.m1Caps[c] = m.rowIndex(feat(fWm1Caps, t.hLW, uint64(c)))
		}
	}
	for k := range v.p1Short {
		v.p1Short[k].row, v.m1Short[k].row = rowUnknown, rowUnknown
	}
}

// addTagRows adds the rows of token t's features that combine it with the
// previous tag t1, looking them up on first use.
func (m *Model) addTagRows(sc *vec, v *wordVec, t *tokInfo, t1 int) {
	r := v.t1LW[t1]
	if r == rowUnknown {
		r = m.rowIndex(feat(fT1LW, uint64(t1), t.hLW))
		v.t1LW[t1] = r
	}
	m.addRow(sc, r)
	r = v.t1Short[t1]
	if r == rowUnknown {
		r = m.rowIndex(feat(fT1Short, uint64(t1), t.hShort))
		v.t1Short[t1] = r
	}
	m.addRow(sc, r)
}

// m1CapsRow returns the row of (fWm1Caps, word m1, caps c), looking it up
// on first use.
func (m *Model) m1CapsRow(v *wordVec, m1 *tokInfo, c int) int32 {
	r := v.m1Caps[c]
	if r == rowUnknown {
		r = m.rowIndex(feat(fWm1Caps, m1.hLW, uint64(c)))
		v.m1Caps[c] = r
	}
	return r
}

// shapeRow returns the row of feature (tid, a, b), which pairs a word with
// the neighbour shape short, from the word's rows or looking it up, keeping
// it when there is room.
func (m *Model) shapeRow(rows *[numShapeRows]shapeRow, short uint64, tid, a, b uint64) int32 {
	for k := range rows {
		e := &rows[k]
		if e.row == rowUnknown {
			e.short, e.row = short, m.rowIndex(feat(tid, a, b))
			return e.row
		}
		if e.short == short {
			return e.row
		}
	}
	return m.rowIndex(feat(tid, a, b))
}

// wordVector returns the cached word vector of word w, in a headline whose
// capitals say nothing when cased, computing it on first use.
func (m *Model) wordVector(s *sentence, ft *fastTables, w string, cased bool) *wordVec {
	cache := s.cache[0]
	if cased {
		cache = s.cache[1]
	}
	v, h := cache.get(w)
	if v != nil {
		return v
	}
	v = cache.add(w, h)
	t := &v.info
	var f wordForms
	s.buf = fillInfo(t, &f, w, s.buf, cased)
	if c, ok := ft.lexT.get(t.hLW); ok {
		t.lex = uint8(c)
	}
	if i, ok := ft.clusT.get(t.hLW); ok {
		t.clus, t.vclus = ft.clusters[i-1][0], ft.clusters[i-1][1]
	}
	v.lexI = ft.lexIdx[t.lex]
	v.class = classOf(w)
	v.caps = wordCaps(w)
	v.minor = v.caps == capLower && headlineMinorWords[w]
	id, ok := s.shapeIDs[t.hShort]
	if !ok {
		id = noShapeID
		if n := len(s.shapeIDs); n < noShapeID-1 {
			id = uint8(n + 1)
			s.shapeIDs[t.hShort] = id
		}
	}
	v.shapeID = id
	m.fillWordVec(v, t, &f, false)
	return v
}

// edgeVector is the word vector of the padding beyond a sentence.
func (m *Model) edgeVector() *wordVec {
	v := &wordVec{}
	m.fillWordVec(v, &edgeInfo, &edgeForms, true)
	return v
}

// decode tags the prepared sentence greedily, left to right, keeping the
// BILOU sequence well formed.
func (m *Model) decode(s *sentence) []int {
	n := len(s.infos)
	s.tags = s.tags[:0]
	t1, t2 := 0, 0
	if !s.all {
		ft := m.fast()
		nl := ft.nLex
		for i := 0; i < n; i++ {
			sc := s.static[i]
			addVec(&sc, &ft.pool[ft.tags[t2*numTags+t1]])
			addVec(&sc, &ft.pool[ft.t1CL[(t1*numCaps+int(s.infos[i].caps))*nl+int(s.lexI[i])]])
			m.addTagRows(&sc, s.wv[i], &s.infos[i], t1)
			best := bestTag(&sc, t1, i == n-1)
			s.tags = append(s.tags, best)
			t2, t1 = t1, best
		}
		return s.tags
	}
	for i := 0; i < n; i++ {
		var sc [numTags]int32
		m.addScores(&sc, s.feats[s.fstart[i]:s.fstart[i+1]])
		s.histKeys = s.hist.features(s.histKeys[:0], &s.infos[i])
		m.addScores(&sc, s.histKeys)
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
	end := 0
	if last {
		end = 1
	}
	best, bestScore := -1, T(0)
	for ok := allowedTags[prev][end]; ok != 0; ok &= ok - 1 {
		t := bits.TrailingZeros32(ok)
		if best < 0 || sc[t] > bestScore {
			best, bestScore = t, sc[t]
		}
	}
	return best
}

// allowedTags holds the tags bestTag may choose, one bit each, by previous
// tag and whether the token ends its sentence (1).
var allowedTags = func() (a [numTags][2]uint32) {
	for prev := 0; prev < numTags; prev++ {
		for t := 0; t < numTags; t++ {
			if !validAfter(prev, t) {
				continue
			}
			a[prev][0] |= 1 << t
			if t == 0 || tagPos(t) != posB && tagPos(t) != posI {
				a[prev][1] |= 1 << t
			}
		}
	}
	return a
}()

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
	return iobTags(m.decode(&s))
}

// iobTags returns the IOB2 tags of the CoNLL types of BILOU tags.
func iobTags(tags []int) []string {
	out := make([]string, len(tags))
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
