package names

import "sync"

// vec is a score per tag.
type vec = [numTags]int32

// fastTables answer the features whose values come from small domains
// (capitalization classes, lexicon classes, gazetteer bits, tags) without
// hashing: the summed weight rows of every combination of their values,
// computed from the weight table once per model. Sums of the same int16
// rows in int32 are exact, so tagging gives the same scores as looking each
// feature up.
type fastTables struct {
	pool   []vec      // distinct summed rows; pool[0] is zero
	lexIdx [256]uint8 // lexicon class → index into the lexicon dimension
	nLex   int

	self  []int32 // [caps][initial][casing][lex]: bias, caps/initial, caps/casing, lex/casing, lex/caps/initial
	lexM1 []int32 // [lex m1][lex t]: lex m1, lex m1+t
	lexP1 []int32 // [lex t][lex p1]: lex p1, lex t+p1
	lex2  []int32 // [lex m2][lex p2]: lex m2, lex p2
	caps  []int32 // [caps m2][m1][t][p1][p2]: caps m1 t p1, caps m2…p2
	gaz   []int32 // [gaz bit][caps]: gaz, gaz/caps
	tags  []int32 // [t2][t1]: t1, t2 t1
	t1CL  []int32 // [t1][caps][lex]: t1/caps, t1/lex
	hist  []int32 // [history slot][share][caps]: hist, hist/caps

	lexT, gazT *u64Table // Model.lex, Model.gaz
	// titleT maps the lower-case hash of each word that starts a title of
	// the gazetteer to the most words of such a title; nil when the words
	// of its titles are not known (titleStarts).
	titleT *u64Table
	// clusT maps a word to 1 + its index in clusters, which holds its
	// Model.clus and Model.vclus: one lookup for both.
	clusT    *u64Table
	clusters [][2]uint32
}

const numInitial = 3 // sentence position: 0 inside, 1 first token, 2 after leading punctuation

// fast returns the model's fast tables, built on first use (a trained
// model gets its lexicon after its weights).
func (m *Model) fast() *fastTables {
	m.fastOnce.Do(func() { m.ft = m.buildFast() })
	return m.ft
}

func (m *Model) buildFast() *fastTables {
	ft := &fastTables{pool: []vec{{}}}
	ft.lexT = newU64Table(len(m.lex), func(add func(uint64, uint32)) {
		for k, v := range m.lex {
			add(k, uint32(v))
		}
	})
	ft.gazT = newU64Table(len(m.gaz), func(add func(uint64, uint32)) {
		for k, v := range m.gaz {
			add(k, v)
		}
	})
	ft.titleT = titleStarts(m.gaz)
	clusIndex := make(map[uint64]uint32, len(m.vclus))
	for _, cl := range [...]map[uint64]uint32{m.clus, m.vclus} {
		for k := range cl {
			if _, ok := clusIndex[k]; !ok {
				ft.clusters = append(ft.clusters, [2]uint32{m.clus[k], m.vclus[k]})
				clusIndex[k] = uint32(len(ft.clusters))
			}
		}
	}
	ft.clusT = newU64Table(len(clusIndex), func(add func(uint64, uint32)) {
		for k, i := range clusIndex {
			add(k, i)
		}
	})
	seen := map[vec]int32{{}: 0}
	// sum interns the summed rows of keys.
	sum := func(keys ...uint64) int32 {
		var v vec
		m.addScores(&v, keys)
		if i, ok := seen[v]; ok {
			return i
		}
		i := int32(len(ft.pool))
		ft.pool = append(ft.pool, v)
		seen[v] = i
		return i
	}
	// The lexicon classes tokens can have: 0 (unknown), the lexicon's
	// values, and the padding's.
	var lexVals []uint8
	var have [256]bool
	addLex := func(c uint8) {
		if !have[c] {
			have[c] = true
			ft.lexIdx[c] = uint8(len(lexVals))
			lexVals = append(lexVals, c)
		}
	}
	addLex(0)
	addLex(edgeInfo.lex)
	var inLex [256]bool
	for _, v := range m.lex {
		inLex[v] = true
	}
	for c := range inLex { // in value order, for a deterministic layout
		if inLex[c] {
			addLex(uint8(c))
		}
	}
	nl := len(lexVals)
	ft.nLex = nl
	if nl > 255 {
		panic("names: too many lexicon classes")
	}
	ft.self = make([]int32, numCaps*numInitial*numCasings*nl)
	for c := 0; c < numCaps; c++ {
		for ini := 0; ini < numInitial; ini++ {
			for ac := 0; ac < numCasings; ac++ {
				for li, l := range lexVals {
					ft.self[((c*numInitial+ini)*numCasings+ac)*nl+li] = sum(
						feat(fBias, 0, 0),
						feat(fCapsInit, uint64(c), uint64(ini)),
						feat(fCapsAllCaps, uint64(c), uint64(ac)),
						feat(fLex, uint64(l), uint64(ac)),
						feat(fLexCaps, uint64(l), uint64(c)<<2|uint64(ini)),
					)
				}
			}
		}
	}
	ft.lexM1 = make([]int32, nl*nl)
	ft.lexP1 = make([]int32, nl*nl)
	ft.lex2 = make([]int32, nl*nl)
	for ai, a := range lexVals {
		for bi, b := range lexVals {
			ft.lexM1[ai*nl+bi] = sum(feat(fLexM1, uint64(a), 0), feat(fLexM1_0, uint64(a), uint64(b)))
			ft.lexP1[ai*nl+bi] = sum(feat(fLexP1, uint64(b), 0), feat(fLex0_P1, uint64(a), uint64(b)))
			ft.lex2[ai*nl+bi] = sum(feat(fLexM2, uint64(a), 0), feat(fLexP2, uint64(b), 0))
		}
	}
	ft.caps = make([]int32, numCaps*numCaps*numCaps*numCaps*numCaps)
	for i := range ft.caps {
		p2 := uint64(i % numCaps)
		p1 := uint64(i / numCaps % numCaps)
		t := uint64(i / (numCaps * numCaps) % numCaps)
		m1 := uint64(i / (numCaps * numCaps * numCaps) % numCaps)
		m2 := uint64(i / (numCaps * numCaps * numCaps * numCaps))
		ft.caps[i] = sum(
			feat(fCaps3, m1<<8|t<<4|p1, 0),
			feat(fCaps5, m2<<16|m1<<12|t<<8|p1<<4|p2, 0),
		)
	}
	ft.gaz = make([]int32, 32*numCaps)
	for b := 0; b < 32; b++ {
		for c := 0; c < numCaps; c++ {
			ft.gaz[b*numCaps+c] = sum(feat(fGaz, uint64(b), 0), feat(fGazCaps, uint64(b), uint64(c)))
		}
	}
	ft.hist = make([]int32, histSlots*numShares*numCaps)
	for slot := 0; slot < histSlots; slot++ {
		for share := 0; share < numShares; share++ {
			for c := 0; c < numCaps; c++ {
				ft.hist[(slot*numShares+share)*numCaps+c] = sum(histKeys(slot, share, uint8(c))...)
			}
		}
	}
	ft.tags = make([]int32, numTags*numTags)
	for t2 := 0; t2 < numTags; t2++ {
		for t1 := 0; t1 < numTags; t1++ {
			ft.tags[t2*numTags+t1] = sum(feat(fT1, uint64(t1), 0), feat(fT2T1, uint64(t2), uint64(t1)))
		}
	}
	ft.t1CL = make([]int32, numTags*numCaps*nl)
	for t1 := 0; t1 < numTags; t1++ {
		for c := 0; c < numCaps; c++ {
			for li, l := range lexVals {
				ft.t1CL[(t1*numCaps+c)*nl+li] = sum(feat(fT1Caps, uint64(t1), uint64(c)), feat(fT1Lex, uint64(t1), uint64(l)))
			}
		}
	}
	return ft
}

// rowIndex returns the offset of feature key k's weight row in m.w, or -1.
func (m *Model) rowIndex(k uint64) int32 {
	if m.mask == 0 || !m.mayHave(k) {
		return -1
	}
	fp := k >> 32
	for i := k & m.mask; ; i = (i + 1) & m.mask {
		e := m.slots[i]
		if e == 0 {
			return -1
		}
		if e>>32 == fp {
			return int32(uint32(e)-1) * numTags
		}
	}
}

// addRow adds the weight row at offset r (-1: none) to sc.
func (m *Model) addRow(sc *vec, r int32) {
	if r < 0 {
		return
	}
	addWeights(sc, m.w[r:r+numTags:r+numTags])
}

// The vector additions below are the tagger's inner loop, written out:
// the compiler neither unrolls nor vectorizes the loop, and the unrolled
// form is about 1.5 times faster. They assume 17 tags (sc[16] fails to
// compile with fewer, this array with more).
var _ [17 - numTags]struct{}

// addWeights adds the weight row w (numTags long) to sc.
func addWeights(sc *vec, w []int16) {
	w = w[:numTags]
	sc[0] += int32(w[0])
	sc[1] += int32(w[1])
	sc[2] += int32(w[2])
	sc[3] += int32(w[3])
	sc[4] += int32(w[4])
	sc[5] += int32(w[5])
	sc[6] += int32(w[6])
	sc[7] += int32(w[7])
	sc[8] += int32(w[8])
	sc[9] += int32(w[9])
	sc[10] += int32(w[10])
	sc[11] += int32(w[11])
	sc[12] += int32(w[12])
	sc[13] += int32(w[13])
	sc[14] += int32(w[14])
	sc[15] += int32(w[15])
	sc[16] += int32(w[16])
}

// addVec adds v to sc.
func addVec(sc, v *vec) {
	sc[0] += v[0]
	sc[1] += v[1]
	sc[2] += v[2]
	sc[3] += v[3]
	sc[4] += v[4]
	sc[5] += v[5]
	sc[6] += v[6]
	sc[7] += v[7]
	sc[8] += v[8]
	sc[9] += v[9]
	sc[10] += v[10]
	sc[11] += v[11]
	sc[12] += v[12]
	sc[13] += v[13]
	sc[14] += v[14]
	sc[15] += v[15]
	sc[16] += v[16]
}

// titleLen returns the most words of a title of the gazetteer that starts
// with the word of lower-case hash h, 0 when none does.
func (ft *fastTables) titleLen(h uint64) int {
	n, _ := ft.titleT.get(h)
	return int(n)
}

// modelFast is embedded in Model: its fast tables, built once.
type modelFast struct {
	fastOnce sync.Once
	ft       *fastTables
}

// u64Table maps 64-bit hash keys to small values: open addressing with
// linear probing, at most half full; key 0 is kept aside.
type u64Table struct {
	keys    []uint64
	vals    []uint32
	shift   uint
	hasZero bool
	zero    uint32
}

func newU64Table(n int, each func(add func(k uint64, v uint32))) *u64Table {
	bits := uint(1)
	for 1<<bits < 2*n+2 {
		bits++
	}
	t := &u64Table{keys: make([]uint64, 1<<bits), vals: make([]uint32, 1<<bits), shift: 64 - bits}
	mask := uint64(1)<<bits - 1
	each(func(k uint64, v uint32) {
		if k == 0 {
			t.hasZero, t.zero = true, v
			return
		}
		for i := (k * 0x9e3779b97f4a7c15) >> t.shift; ; i = (i + 1) & mask {
			if t.keys[i] == 0 || t.keys[i] == k {
				t.keys[i], t.vals[i] = k, v
				return
			}
		}
	})
	return t
}

// get returns the value of key k and whether it is present.
func (t *u64Table) get(k uint64) (uint32, bool) {
	if k == 0 {
		return t.zero, t.hasZero
	}
	mask := uint64(len(t.keys) - 1)
	for i := (k * 0x9e3779b97f4a7c15) >> t.shift; ; i = (i + 1) & mask {
		switch t.keys[i] {
		case k:
			return t.vals[i], true
		case 0:
			return 0, false
		}
	}
}
