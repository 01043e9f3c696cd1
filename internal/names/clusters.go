package names

import (
	"math"
	"sort"
)

// Word clusters: words that occur between the same neighbours share a
// cluster, learned from unlabelled text, so that a word the labelled
// training data never had still reads like the words it resembles ("Kherson"
// like "Aleppo", "Telstra" like "Vodafone"). Each word of the vocabulary is
// a vector of its left and right neighbours among the most frequent words
// (square-rooted counts, unit length), clustered by spherical k-means at
// two granularities, as Brown-cluster path prefixes would be.

// clusterSizes are the numbers of clusters of the two granularities.
var clusterSizes = [2]int{48, 256}

const (
	clusterContexts = 500 // neighbours that make up a word's vector
	clusterMinCount = 3   // words rarer than this in the text get no cluster
	clusterRounds   = 8
)

// buildClusters clusters the lower-cased words of sentences; the value of
// a word's hash is (coarse cluster + 1) | (fine cluster + 1) << 16.
func buildClusters(sentences [][]string) map[uint64]uint32 {
	var buf []byte
	counts := map[uint64]int{}
	hashed := make([][]uint64, len(sentences))
	for i, ws := range sentences {
		hs := make([]uint64, len(ws))
		for j, w := range ws {
			hs[j], buf, _ = hashLower(buf, w)
			counts[hs[j]]++
		}
		hashed[i] = hs
	}
	var vocab []uint64
	for h, n := range counts {
		if n >= clusterMinCount {
			vocab = append(vocab, h)
		}
	}
	// By frequency, ties by hash: deterministic.
	sort.Slice(vocab, func(i, j int) bool {
		a, b := counts[vocab[i]], counts[vocab[j]]
		return a > b || a == b && vocab[i] < vocab[j]
	})
	index := make(map[uint64]int32, len(vocab))
	for i, h := range vocab {
		index[h] = int32(i)
	}
	nctx := min(clusterContexts, len(vocab))
	ctxOf := func(h uint64) int32 { // context column of a neighbour, -1 if none
		if i, ok := index[h]; ok && int(i) < nctx {
			return i
		}
		return -1
	}
	// Sparse vectors: columns [0, nctx) left neighbours, [nctx, 2nctx) right.
	rows := make([]map[int32]float32, len(vocab))
	for i := range rows {
		rows[i] = map[int32]float32{}
	}
	for _, hs := range hashed {
		for j, h := range hs {
			wi, ok := index[h]
			if !ok {
				continue
			}
			if j > 0 {
				if c := ctxOf(hs[j-1]); c >= 0 {
					rows[wi][c]++
				}
			}
			if j+1 < len(hs) {
				if c := ctxOf(hs[j+1]); c >= 0 {
					rows[wi][int32(nctx)+c]++
				}
			}
		}
	}
	type entry struct {
		col int32
		val float32
	}
	vecs := make([][]entry, len(vocab))
	for i, r := range rows {
		var norm float64
		es := make([]entry, 0, len(r))
		for c, v := range r {
			x := float32(math.Sqrt(float64(v)))
			es = append(es, entry{c, x})
			norm += float64(x * x)
		}
		sort.Slice(es, func(a, b int) bool { return es[a].col < es[b].col })
		if norm > 0 {
			inv := float32(1 / math.Sqrt(norm))
			for k := range es {
				es[k].val *= inv
			}
		}
		vecs[i] = es
	}
	dim := 2 * nctx
	assign := make([][]int, len(clusterSizes))
	for g, k := range clusterSizes {
		k = min(k, len(vocab))
		// Start from the k most frequent words.
		cent := make([]float32, k*dim)
		for c := 0; c < k; c++ {
			for _, e := range vecs[c] {
				cent[c*dim+int(e.col)] = e.val
			}
		}
		as := make([]int, len(vocab))
		for round := 0; round < clusterRounds; round++ {
			for i, v := range vecs {
				best, bestScore := 0, float32(-1)
				for c := 0; c < k; c++ {
					row := cent[c*dim : (c+1)*dim]
					var s float32
					for _, e := range v {
						s += row[e.col] * e.val
					}
					if s > bestScore {
						best, bestScore = c, s
					}
				}
				as[i] = best
			}
			for i := range cent {
				cent[i] = 0
			}
			for i, v := range vecs {
				row := cent[as[i]*dim : (as[i]+1)*dim]
				for _, e := range v {
					row[e.col] += e.val
				}
			}
			for c := 0; c < k; c++ {
				row := cent[c*dim : (c+1)*dim]
				var norm float64
				for _, x := range row {
					norm += float64(x * x)
				}
				if norm > 0 {
					inv := float32(1 / math.Sqrt(norm))
					for j := range row {
						row[j] *= inv
					}
				}
			}
		}
		assign[g] = as
	}
	out := make(map[uint64]uint32, len(vocab))
	for i, h := range vocab {
		out[h] = uint32(assign[0][i]+1) | uint32(assign[1][i]+1)<<16
	}
	return out
}
