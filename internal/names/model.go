package names

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
)

// Model is a trained averaged-perceptron tagger: weight rows per feature,
// and the lexicon and gazetteer its features look words up in.
type Model struct {
	// Open-addressing table: each slot holds the high 32 bits of a feature
	// key and its weight row + 1 (0 = empty); the low bits of the key pick
	// the slot. Compact, so that lookups stay in cache.
	slots []uint64
	mask  uint64
	// A blocked Bloom filter over the keys' high 32 bits, small enough to
	// stay in cache: most pair features (two words) are not in the model,
	// and the filter answers those without touching the big table.
	filter      []uint64
	filterShift uint
	w           []int16  // numTags quantized weights per row
	scale       float32  // weight = w * scale
	edge        *wordVec // word vector of the padding around sentences

	modelFast // tables for small-domain features, see fast.go

	lex map[uint64]uint8  // lower-cased word hash → lexicon class
	gaz map[uint64]uint32 // lower-cased n-gram key → gazetteer category bits
	// clus maps a lower-cased word hash to its clusters (buildClusters).
	clus map[uint64]uint32
	// vclus maps a lower-cased word hash to its vector clusters
	// (buildVectorClusters).
	vclus map[uint64]uint32
	// Info describes how the model was trained (free text, one line each).
	Info []string
}

// Lexicon classes: a word's usual label in the GMB corpus.
const (
	lexUnknown = 0
	// 1 + cat*2 + (0 for first word, 1 for later words) for the entity
	// categories catPER … catMISC.
	lexLower = 1 + numGazCats*2 // usually written in lower case
	lexCap   = lexLower + 1     // usually capitalized but not a name
	lexTime  = lexLower + 2     // a time word ("monday", "january")
)

// Gazetteer categories.
const (
	catPER = iota
	catORG
	catLOC
	catNORP
	catMISC
	catTITLE
	// catPLACE is a populated place, division or country of GeoNames: a
	// category of its own, as many place names are also surnames or words
	// ("Bath", "Florence").
	catPLACE
	numGazCats
)

const maxGazLen = 5

// filterBits are the 64-bit words of the key filter: 128 KiB, about nine
// bits per key of the bundled model.
const filterBits = 14

// filterSpot returns the word of the key filter and the bits that
// fingerprint fp (a key's high 32 bits) sets there.
func (m *Model) filterSpot(fp uint64) (int, uint64) {
	h := fp * 0x9e3779b97f4a7c15
	return int(h >> m.filterShift), 1<<(h&63) | 1<<(h>>6&63) | 1<<(h>>12&63)
}

// buildFilter fills the key filter from the table's fingerprints.
func (m *Model) buildFilter() {
	m.filter = make([]uint64, 1<<filterBits)
	m.filterShift = 64 - filterBits
	for _, e := range m.slots {
		if e != 0 {
			i, bits := m.filterSpot(e >> 32)
			m.filter[i] |= bits
		}
	}
}

// mayHave reports whether key k may have a row: false means it has none.
func (m *Model) mayHave(k uint64) bool {
	i, bits := m.filterSpot(k >> 32)
	return m.filter[i]&bits == bits
}

// row returns the weights of feature key k, or nil.
func (m *Model) row(k uint64) []int16 {
	if !m.mayHave(k) {
		return nil
	}
	fp := k >> 32
	for i := k & m.mask; ; i = (i + 1) & m.mask {
		e := m.slots[i]
		if e == 0 {
			return nil
		}
		if e>>32 == fp {
			r := int(uint32(e)-1) * numTags
			return m.w[r : r+numTags : r+numTags]
		}
	}
}

// addScores adds the weights of feats to sc. It looks the keys up in
// three passes, filter, table, weights, rather than key by key: the table
// and the weights are far bigger than the caches, and loads that do not
// wait on each other's branches overlap their misses. Sums of int32 are
// exact in any order, so the scores are those of one pass.
func (m *Model) addScores(sc *[numTags]int32, feats []uint64) {
	if m.mask == 0 {
		return
	}
	for len(feats) > 0 {
		var keys [32]uint64
		n := 0
		for _, f := range feats[:min(len(feats), len(keys))] {
			if m.mayHave(f) {
				keys[n] = f
				n++
			}
		}
		feats = feats[min(len(feats), len(keys)):]
		var rows [32]int32
		nr := 0
		for _, k := range keys[:n] {
			if r := m.probe(k); r >= 0 {
				rows[nr] = r
				nr++
			}
		}
		for _, r := range rows[:nr] {
			addWeights(sc, m.w[r:r+numTags:r+numTags])
		}
	}
}

// probe returns the offset of key k's weight row in m.w, or -1, without
// the filter.
func (m *Model) probe(k uint64) int32 {
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

// setWeights quantizes the float weight rows (numTags per key) to 16 bits
// and indexes them by key.
func (m *Model) setWeights(keys []uint64, w []float32) {
	maxAbs := float32(0)
	for _, x := range w {
		maxAbs = max(maxAbs, float32(math.Abs(float64(x))))
	}
	m.scale = maxAbs / 32767
	if m.scale == 0 {
		m.scale = 1
	}
	m.w = make([]int16, len(w))
	for i, x := range w {
		m.w[i] = int16(math.Round(float64(x / m.scale)))
	}
	m.buildTable(keys)
	m.edge = m.edgeVector()
}

// buildTable indexes weight rows by their keys.
func (m *Model) buildTable(keys []uint64) {
	size := 1
	for size < 2*len(keys)+1 {
		size <<= 1
	}
	m.slots = make([]uint64, size)
	m.mask = uint64(size - 1)
	for r, k := range keys {
		for i := k & m.mask; ; i = (i + 1) & m.mask {
			if m.slots[i] == 0 {
				m.slots[i] = k>>32<<32 | uint64(r+1)
				break
			}
		}
	}
	m.buildFilter()
}

// languagePrefix starts the Info line that names the language a model
// reads ("language: es"); a model without one reads English.
const languagePrefix = "language: "

// Language returns the ISO 639-1 code of the language the model was
// trained on.
func (m *Model) Language() string {
	for _, s := range m.Info {
		if code, ok := strings.CutPrefix(s, languagePrefix); ok {
			return code
		}
	}
	return "en"
}

// SetLanguage records the language the model reads in its Info.
func (m *Model) SetLanguage(code string) {
	m.Info = append(m.Info, languagePrefix+code)
}

const modelMagic = "storyline-ner/3\n"

// Save writes the model, gzip-compressed. Weights are quantized to 16 bits;
// only non-zero weights are written.
func (m *Model) Save(w io.Writer) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(zw)
	var buf [binary.MaxVarintLen64]byte
	uv := func(x uint64) { n := binary.PutUvarint(buf[:], x); bw.Write(buf[:n]) }
	bw.WriteString(modelMagic)
	uv(uint64(len(m.Info)))
	for _, s := range m.Info {
		uv(uint64(len(s)))
		bw.WriteString(s)
	}
	uv(numTags)
	// Lexicon and gazetteer, sorted by key and delta-coded.
	writeMap := func(n int, keys []uint64, val func(uint64) uint64) {
		sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
		uv(uint64(n))
		prev := uint64(0)
		for _, k := range keys {
			uv(k - prev)
			uv(val(k))
			prev = k
		}
	}
	lk := make([]uint64, 0, len(m.lex))
	for k := range m.lex {
		lk = append(lk, k)
	}
	writeMap(len(lk), lk, func(k uint64) uint64 { return uint64(m.lex[k]) })
	gk := make([]uint64, 0, len(m.gaz))
	for k := range m.gaz {
		gk = append(gk, k)
	}
	writeMap(len(gk), gk, func(k uint64) uint64 { return uint64(m.gaz[k]) })
	ck := make([]uint64, 0, len(m.clus))
	for k := range m.clus {
		ck = append(ck, k)
	}
	writeMap(len(ck), ck, func(k uint64) uint64 { return uint64(m.clus[k]) })
	vk := make([]uint64, 0, len(m.vclus))
	for k := range m.vclus {
		vk = append(vk, k)
	}
	writeMap(len(vk), vk, func(k uint64) uint64 { return uint64(m.vclus[k]) })
	// Weights: rows in slot order, with the slot index (the key's low
	// bits) delta-coded and the key's high 32 bits.
	binary.Write(bw, binary.LittleEndian, m.scale)
	n := 0
	for _, e := range m.slots {
		if e != 0 {
			n++
		}
	}
	uv(uint64(len(m.slots)))
	uv(uint64(n))
	prev := uint64(0)
	for i, e := range m.slots {
		if e == 0 {
			continue
		}
		uv(uint64(i) - prev)
		prev = uint64(i)
		binary.Write(bw, binary.LittleEndian, uint32(e>>32))
		r := int(uint32(e) - 1)
		q := m.w[r*numTags : (r+1)*numTags]
		var nz uint32
		for t := range q {
			if q[t] != 0 {
				nz |= 1 << t
			}
		}
		uv(uint64(nz))
		for t := range q {
			if nz&(1<<t) != 0 {
				k := binary.PutVarint(buf[:], int64(q[t]))
				bw.Write(buf[:k])
			}
		}
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return zw.Close()
}

// Load reads a model written by Save. It decompresses the model whole
// and decodes it from memory: reading the varints through a bufio.Reader
// byte by byte, and filling untyped maps to copy into typed ones, was two
// thirds of a run's start-up wait for the model.
func Load(r io.Reader) (*Model, error) { return load(r, 0) }

// load is Load with the decompressed size when it is known (sizeHint > 0,
// from the gzip trailer of a model in memory): one buffer of that size
// instead of a growing one.
func load(r io.Reader, sizeHint int) (*Model, error) {
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("ner model: %w", err)
	}
	buf := bytes.NewBuffer(make([]byte, 0, sizeHint+bytes.MinRead))
	if _, err := buf.ReadFrom(zr); err != nil {
		return nil, fmt.Errorf("ner model: %w", err)
	}
	raw := buf.Bytes()
	if !strings.HasPrefix(string(raw), modelMagic) {
		return nil, errors.New("ner model: not a storyline NER model")
	}
	br := &modelReader{b: raw[len(modelMagic):]}
	m := &Model{}
	ni := br.uvarint()
	for i := uint64(0); i < ni && br.err == nil; i++ {
		m.Info = append(m.Info, string(br.next(min(br.uvarint(), 1<<16))))
	}
	if br.err != nil {
		return nil, fmt.Errorf("ner model: %w", br.err)
	}
	if nt := br.uvarint(); nt != numTags {
		return nil, fmt.Errorf("ner model: %d tags, want %d", nt, numTags)
	}
	m.lex = readModelMap(br, func(v uint64) uint8 { return uint8(v) })
	m.gaz = readModelMap(br, func(v uint64) uint32 { return uint32(v) })
	m.clus = readModelMap(br, func(v uint64) uint32 { return uint32(v) })
	m.vclus = readModelMap(br, func(v uint64) uint32 { return uint32(v) })
	m.scale = math.Float32frombits(br.uint32())
	if br.err != nil {
		return nil, fmt.Errorf("ner model: %w", br.err)
	}
	size, n := br.uvarint(), br.uvarint()
	if br.err != nil || size > 1<<26 || n > size || size&(size-1) != 0 {
		return nil, fmt.Errorf("ner model: corrupt header (%v)", br.err)
	}
	m.slots = make([]uint64, size)
	m.mask = size - 1
	m.w = make([]int16, int(n)*numTags)
	at := uint64(0)
	for r := uint64(0); r < n; r++ {
		at += br.uvarint()
		hi := br.uint32()
		if br.err != nil || at >= size {
			return nil, fmt.Errorf("ner model: corrupt weights")
		}
		m.slots[at] = uint64(hi)<<32 | (r + 1)
		nz := br.uvarint()
		for t := 0; t < numTags; t++ {
			if nz&(1<<t) != 0 {
				q := br.varint()
				if br.err != nil {
					return nil, fmt.Errorf("ner model: %w", br.err)
				}
				m.w[int(r)*numTags+t] = int16(q)
			}
		}
	}
	if br.err != nil {
		return nil, fmt.Errorf("ner model: %w", br.err)
	}
	m.buildFilter()
	addHandGazetteer(m.gaz)
	m.edge = m.edgeVector()
	return m, nil
}

// modelReader decodes a decompressed model from memory. The first error
// sticks: every later read returns zero.
type modelReader struct {
	b   []byte
	err error
}

var errVarintOverflow = errors.New("binary: varint overflows a 64-bit integer")

func (r *modelReader) fail(n int) {
	if r.err == nil {
		if n < 0 {
			r.err = errVarintOverflow
		} else {
			r.err = io.ErrUnexpectedEOF
		}
	}
	r.b = nil
}

func (r *modelReader) uvarint() uint64 {
	x, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.fail(n)
		return 0
	}
	r.b = r.b[n:]
	return x
}

func (r *modelReader) varint() int64 {
	x, n := binary.Varint(r.b)
	if n <= 0 {
		r.fail(n)
		return 0
	}
	r.b = r.b[n:]
	return x
}

func (r *modelReader) uint32() uint32 {
	if len(r.b) < 4 {
		r.fail(0)
		return 0
	}
	x := binary.LittleEndian.Uint32(r.b)
	r.b = r.b[4:]
	return x
}

// next returns the next n bytes.
func (r *modelReader) next(n uint64) []byte {
	if uint64(len(r.b)) < n {
		r.fail(0)
		return nil
	}
	out := r.b[:n]
	r.b = r.b[n:]
	return out
}

// readModelMap reads one of the model's maps as Save writes it: a count,
// then delta-coded keys in increasing order, each with its value.
func readModelMap[V uint8 | uint32](r *modelReader, conv func(uint64) V) map[uint64]V {
	n := r.uvarint()
	out := make(map[uint64]V, min(n, 1<<22))
	k := uint64(0)
	for i := uint64(0); i < n && r.err == nil; i++ {
		k += r.uvarint()
		v := r.uvarint()
		if r.err == nil {
			out[k] = conv(v)
		}
	}
	return out
}

// gzipSize returns the decompressed size a one-member gzip file states in
// its trailer (modulo 4 GiB), or 0 when gz is too short to hold one.
func gzipSize(gz []byte) int {
	if len(gz) < 18 {
		return 0
	}
	return int(binary.LittleEndian.Uint32(gz[len(gz)-4:]))
}
