// Package dedup recognizes the same article seen twice and syndicated
// copies of one article.
//
// Exact duplicates share a content hash: the SHA-256 of the clean text with
// case, punctuation and spacing folded away, so a re-fetched page with other
// markup is still the same article. Near-duplicates (a wire story run by
// several outlets with a changed headline, an added paragraph or a trimmed
// end) are found with MinHash over word 5-shingles and banded LSH: articles
// sharing a band are candidates, and a candidate is a copy when the
// estimated resemblance of the two shingle sets reaches Threshold.
package dedup

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"hash/fnv"
	"unicode"
	"unicode/utf8"

	"github.com/storyline-news/storyline"
)

const (
	// ShingleWords is the number of words in a shingle.
	ShingleWords = 5
	// Hashes is the MinHash signature length; Bands × Rows must equal it.
	Hashes = 128
	Bands  = 32
	Rows   = Hashes / Bands
	// Threshold is the estimated Jaccard resemblance from which two articles
	// are near-duplicates. With 32 bands of 4 rows, a pair at 0.9 becomes a
	// candidate with probability 1-(1-0.9^4)^32 ≈ 1, a pair at 0.3 with
	// probability ≈ 0.23, so candidate lists stay short.
	Threshold = 0.9
)

// appendWords appends the lower-cased letter-and-digit words of s to buf,
// separated by single spaces: strings.Join of the words, without making
// them. A space in the result is always a separator.
func appendWords(buf []byte, s string) []byte {
	in, first := false, true
	for _, r := range s {
		if r < utf8.RuneSelf { // ASCII: what unicode.ToLower, IsLetter and IsDigit say, without the tables
			if 'A' <= r && r <= 'Z' {
				r += 'a' - 'A'
			}
			if !('a' <= r && r <= 'z' || '0' <= r && r <= '9') {
				in = false
				continue
			}
		} else if r = unicode.ToLower(r); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			in = false
			continue
		}
		if !in && !first {
			buf = append(buf, ' ')
		}
		in, first = true, false
		buf = utf8.AppendRune(buf, r)
	}
	return buf
}

// ContentHash returns the hex SHA-256 of text's words, lower-cased and
// joined by single spaces.
func ContentHash(text string) string {
	buf := appendWords(make([]byte, 0, len(text)), text)
	h := sha256.Sum256(buf)
	return hex.EncodeToString(h[:])
}

// seeds for the Hashes hash functions, derived once with splitmix64 so the
// signature is stable across runs and machines (signatures are stored).
var seeds = func() [Hashes]uint64 {
	var s [Hashes]uint64
	x := uint64(0x9e3779b97f4a7c15)
	for i := range s {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		s[i] = z ^ (z >> 31)
	}
	return s
}()

// mix is a 64-bit finalizer (from MurmurHash3) applied to a shingle hash
// xored with a seed: a cheap family of independent-enough hash functions.
func mix(h uint64) uint64 {
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h *= 0xc4ceb9fe1a85ec53
	h ^= h >> 33
	return h
}

// Sign computes the MinHash signature and LSH bands of text. A text with
// fewer words than a shingle gets one shingle of all its words; an empty
// text gets an empty signature, which matches nothing.
func Sign(text string) storyline.Signature {
	buf := appendWords(make([]byte, 0, len(text)), text)
	if len(buf) == 0 {
		return storyline.Signature{}
	}
	ends := make([]int, 0, bytes.Count(buf, []byte{' '})+1) // where each word ends
	for i, c := range buf {
		if c == ' ' {
			ends = append(ends, i)
		}
	}
	ends = append(ends, len(buf))
	n := len(ends) - ShingleWords + 1
	if n < 1 {
		n = 1
	}
	shingles := make([]uint64, n)
	start := 0
	for i := range shingles {
		end := min(i+ShingleWords, len(ends))
		// The shingle's words joined by spaces are a run of buf.
		shingles[i] = fnv64a(buf[start:ends[end-1]])
		start = ends[i] + 1
	}
	// One hash function at a time over every shingle: the minimum stays
	// in a register and is taken without a branch, about twice as fast as
	// updating the 128 minima at each shingle (the same values).
	mins := make([]uint64, Hashes)
	for k, seed := range seeds {
		m := ^uint64(0)
		for _, sh := range shingles {
			m = min(m, mix(sh^seed))
		}
		mins[k] = m
	}
	return storyline.Signature{MinHash: mins, Bands: bands(mins)}
}

// fnv64a returns the 64-bit FNV-1a hash of b, as hash/fnv's New64a.
func fnv64a(b []byte) uint64 {
	const offset, prime = 14695981039346656037, 1099511628211
	h := uint64(offset)
	for _, c := range b {
		h ^= uint64(c)
		h *= prime
	}
	return h
}

// bands hashes each run of Rows signature values, with the band number
// mixed in so equal values in different bands do not collide.
func bands(mins []uint64) []uint64 {
	out := make([]uint64, Bands)
	for b := range out {
		f := fnv.New64a()
		var buf [8]byte
		for _, v := range append([]uint64{uint64(b)}, mins[b*Rows:(b+1)*Rows]...) {
			for i := range buf {
				buf[i] = byte(v >> (8 * i))
			}
			f.Write(buf[:])
		}
		out[b] = f.Sum64()
	}
	return out
}

// Similarity estimates the Jaccard resemblance of the shingle sets behind
// two signatures: the share of positions where they agree.
func Similarity(a, b []uint64) float64 {
	if len(a) == 0 || len(a) != len(b) {
		return 0
	}
	same := 0
	for i := range a {
		if a[i] == b[i] {
			same++
		}
	}
	return float64(same) / float64(len(a))
}

// Best returns the candidate most similar to sig at or above Threshold,
// preferring originals over copies (a copy links to the first copy), and
// ok=false when none qualifies.
func Best(sig storyline.Signature, cands []storyline.Candidate) (id int64, sim float64, ok bool) {
	bestIsCopy := false
	for _, c := range cands {
		s := Similarity(sig.MinHash, c.MinHash)
		if s < Threshold {
			continue
		}
		better := !ok ||
			(bestIsCopy && !c.NearDuplicate) ||
			(bestIsCopy == c.NearDuplicate && (s > sim || (s == sim && c.ID < id)))
		if better {
			id, sim, ok, bestIsCopy = c.ID, s, true, c.NearDuplicate
		}
	}
	return id, sim, ok
}
