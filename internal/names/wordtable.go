package names

import (
	"hash/maphash"
	"strings"
)

// wordTable is the tagger's cache of word vectors, by word as written. A
// map keyed by the word was the tagger's costliest look-up: each probe read
// the map's control bytes, its slot, the key's bytes held elsewhere and
// then the vector. Here a probe reads one slot, the word's hash and the
// vector's number, and the vector, which holds the word's first bytes for
// the check: the vectors live in blocks free of pointers, which the
// garbage collector does not scan.
type wordTable struct {
	seed   maphash.Seed
	slots  []wordSlot // a power of two, at most half full
	blocks [][]wordVec
	n      int
	// long holds the words longer than wordKeyLen, by vector number.
	long map[int32]string
}

// wordSlot is a slot of a wordTable: the hash of its word and 1 + the
// vector's number (0: free).
type wordSlot struct {
	h  uint64
	id int32
}

const (
	wordBlockBits = 10
	wordBlockLen  = 1 << wordBlockBits
	// wordKeyLen is the length of the words a vector holds in full.
	wordKeyLen = 24
)

func newWordTable(seed maphash.Seed) *wordTable {
	return &wordTable{seed: seed, slots: make([]wordSlot, 2048), long: map[int32]string{}}
}

// at returns vector number id.
func (t *wordTable) at(id int32) *wordVec {
	return &t.blocks[id>>wordBlockBits][id&(wordBlockLen-1)]
}

// get returns the vector of word w, or nil, and w's hash.
func (t *wordTable) get(w string) (*wordVec, uint64) {
	h := maphash.String(t.seed, w)
	mask := uint64(len(t.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		e := t.slots[i]
		if e.id == 0 {
			return nil, h
		}
		if e.h == h {
			v := t.at(e.id - 1)
			if int(v.wordLen) == len(w) && (len(w) <= wordKeyLen && string(v.key[:len(w)]) == w || len(w) > wordKeyLen && t.long[e.id-1] == w) {
				return v, h
			}
		}
	}
}

// add returns a new zero vector for word w of hash h, which get did not
// find.
func (t *wordTable) add(w string, h uint64) *wordVec {
	if 2*(t.n+1) > len(t.slots) {
		t.grow()
	}
	id := int32(t.n)
	if id&(wordBlockLen-1) == 0 {
		t.blocks = append(t.blocks, make([]wordVec, wordBlockLen))
	}
	t.n++
	v := t.at(id)
	v.wordLen = int32(len(w))
	if len(w) > wordKeyLen {
		t.long[id] = strings.Clone(w) // not a view into the article
	} else {
		copy(v.key[:], w)
	}
	t.insert(h, id+1)
	return v
}

func (t *wordTable) insert(h uint64, id int32) {
	mask := uint64(len(t.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		if t.slots[i].id == 0 {
			t.slots[i] = wordSlot{h, id}
			return
		}
	}
}

func (t *wordTable) grow() {
	old := t.slots
	t.slots = make([]wordSlot, 2*len(old))
	for _, e := range old {
		if e.id != 0 {
			t.insert(e.h, e.id)
		}
	}
}
