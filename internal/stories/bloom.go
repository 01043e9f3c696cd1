package stories

import "hash/maphash"

// A story's term and lead maps hold a few hundred keys; an article's
// comparison with it looks up each of the article's few hundred terms, and
// most are not there. A lookup that misses still reads the map's memory,
// which the processor's caches seldom hold once the stories outnumber
// them. A bloom filter of a story's keys, a few hundred bytes, tells most
// misses apart first; the sums are made of the same terms in the same
// order, so the similarity is the same to the last bit.

// bloom is a bloom filter of string keys (two bits a key), by keyHash.
type bloom []uint64

var bloomSeed = maphash.MakeSeed()

// keyHash hashes a key for a bloom filter.
func keyHash(k string) uint64 { return maphash.String(bloomSeed, k) }

// newBloom returns a filter of m's keys, of about 16 bits a key.
func newBloom(m map[string]float32) bloom {
	words := 1
	for words*64 < 16*len(m) {
		words *= 2
	}
	b := make(bloom, words)
	for k := range m {
		h := keyHash(k)
		mask := uint64(len(b)*64 - 1)
		i, j := h&mask, (h>>32)&mask
		b[i/64] |= 1 << (i % 64)
		b[j/64] |= 1 << (j % 64)
	}
	return b
}

// has reports whether a key of hash h may be in the filter; false is
// certain.
func (b bloom) has(h uint64) bool {
	mask := uint64(len(b)*64 - 1)
	i, j := h&mask, (h>>32)&mask
	return b[i/64]&(1<<(i%64)) != 0 && b[j/64]&(1<<(j%64)) != 0
}

// blooms returns the filters of a story's terms and lead terms, built
// again when an article has joined it since (keys are only added by
// addTo and mergeInto, which move the story's Seq; a key taken out leaves
// a filter that says maybe, which the lookup settles).
func (s *story) blooms() (terms, lead bloom) {
	if s.terms == nil || s.bloomSeq != s.Seq {
		s.terms, s.lead, s.bloomSeq = newBloom(s.Terms), newBloom(s.Lead), s.Seq
	}
	return s.terms, s.lead
}

// dot is the dot product of ws with the weights of m, the keys f says m
// cannot hold skipped without a map lookup.
func dot(ws []weighted, f bloom, m map[string]float32) float64 {
	var d float64
	for _, x := range ws {
		if !f.has(x.h) {
			continue
		}
		if y, ok := m[x.k]; ok {
			d += x.w * float64(y)
		}
	}
	return d
}
