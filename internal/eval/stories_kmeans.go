package eval

import (
	"maps"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"

	"github.com/storyline-news/storyline/internal/stories"
)

// KMeansBaseline is the reference the stories issue measures against:
// spherical k-means told the true number of clusters. Each document is its
// unit-length TF-IDF vector over the whole text (stories.Terms, title
// twice); the runs start from k-means++ seeds and stop when no document
// moves (or after 50 rounds); of restarts runs the one with the best
// objective (summed cosine to the centroids) is kept, as scikit-learn's
// KMeans keeps the best of n_init. k is the number of distinct labels. It
// returns each document's cluster.
//
// It is a yardstick, not a method: our clusterer is never told k.
func KMeansBaseline(docs []*AnalyzedECB, labels []string, restarts int, seed uint64) []int {
	k := countDistinct(labels)
	if len(docs) == 0 || k == 0 {
		return make([]int, len(docs))
	}
	vecs := sparseVectors(tfidfVectors(docs, stories.Terms))
	type result struct {
		labels []int
		obj    float64
	}
	results := make([]result, restarts)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range next {
				lab, obj := sphericalKMeans(vecs, k, seed+uint64(r))
				results[r] = result{lab, obj}
			}
		}()
	}
	for r := 0; r < restarts; r++ {
		next <- r
	}
	close(next)
	wg.Wait()
	best := 0
	for r := range results {
		if results[r].obj > results[best].obj {
			best = r
		}
	}
	return results[best].labels
}

// sparseVec is a unit vector over term numbers.
type sparseVec struct {
	ids []int
	w   []float64
}

// sparseVectors numbers the terms of vecs (in first-seen order over sorted
// keys, so runs are repeatable) and returns the vectors in that form.
func sparseVectors(vecs []map[string]float64) []sparseVec {
	ids := map[string]int{}
	out := make([]sparseVec, len(vecs))
	for i, v := range vecs {
		for _, t := range slices.Sorted(maps.Keys(v)) {
			id, ok := ids[t]
			if !ok {
				id = len(ids)
				ids[t] = id
			}
			out[i].ids = append(out[i].ids, id)
			out[i].w = append(out[i].w, v[t])
		}
	}
	return out
}

func (v sparseVec) dot(dense []float64) float64 {
	var s float64
	for j, id := range v.ids {
		s += v.w[j] * dense[id]
	}
	return s
}

// sphericalKMeans runs one k-means++-seeded spherical k-means over unit
// vectors and returns the clusters and the objective.
func sphericalKMeans(vecs []sparseVec, k int, seed uint64) ([]int, float64) {
	dims := 0
	for _, v := range vecs {
		for _, id := range v.ids {
			dims = max(dims, id+1)
		}
	}
	r := rand.New(rand.NewPCG(seed, 0x6b6d65616e73))
	cents := make([][]float64, 0, k)
	dense := func(v sparseVec) []float64 {
		c := make([]float64, dims)
		for j, id := range v.ids {
			c[id] = v.w[j]
		}
		return c
	}
	// k-means++: each next seed drawn with probability proportional to
	// the squared cosine distance to the nearest seed so far.
	nearest := make([]float64, len(vecs))
	for i := range nearest {
		nearest[i] = -1
	}
	cents = append(cents, dense(vecs[r.IntN(len(vecs))]))
	for len(cents) < k {
		last := cents[len(cents)-1]
		var total float64
		for i, v := range vecs {
			nearest[i] = math.Max(nearest[i], v.dot(last))
			d := 1 - nearest[i]
			total += d * d
		}
		pick := len(vecs) - 1
		if total > 0 {
			x := r.Float64() * total
			for i := range vecs {
				d := 1 - nearest[i]
				if x -= d * d; x <= 0 {
					pick = i
					break
				}
			}
		} else {
			pick = r.IntN(len(vecs))
		}
		cents = append(cents, dense(vecs[pick]))
	}
	labels := make([]int, len(vecs))
	for i := range labels {
		labels[i] = -1
	}
	var obj float64
	for round := 0; round < 50; round++ {
		moved := false
		obj = 0
		for i, v := range vecs {
			best, bestSim := 0, math.Inf(-1)
			for c, cent := range cents {
				if s := v.dot(cent); s > bestSim {
					best, bestSim = c, s
				}
			}
			obj += bestSim
			if labels[i] != best {
				labels[i], moved = best, true
			}
		}
		if !moved {
			break
		}
		// New centroids: the normalized sums of their members; an empty
		// cluster keeps its centroid.
		sums := make([][]float64, k)
		for i, v := range vecs {
			c := labels[i]
			if sums[c] == nil {
				sums[c] = make([]float64, dims)
			}
			for j, id := range v.ids {
				sums[c][id] += v.w[j]
			}
		}
		for c, s := range sums {
			if s == nil {
				continue
			}
			var n float64
			for _, x := range s {
				n += x * x
			}
			if n = math.Sqrt(n); n > 0 {
				for id := range s {
					s[id] /= n
				}
				cents[c] = s
			}
		}
	}
	return labels, obj
}

// tfidfVectors gives each analyzed document its unit-length TF-IDF vector
// over the terms that terms counts (title words twice).
func tfidfVectors(an []*AnalyzedECB, terms func(string, map[string]float64, float64) map[string]float64) []map[string]float64 {
	vecs := make([]map[string]float64, len(an))
	for i, d := range an {
		vecs[i] = terms(d.Text, terms(d.Article.Title, nil, 2), 1)
	}
	weighTFIDF(vecs)
	return vecs
}

// weighTFIDF turns raw counts into unit-length sublinear TF-IDF weights, in
// place, with document frequencies over vecs.
func weighTFIDF(vecs []map[string]float64) {
	n := len(vecs)
	df := map[string]float64{}
	for _, v := range vecs {
		for k := range v {
			df[k]++
		}
	}
	for _, v := range vecs {
		var norm float64
		for k, x := range v {
			w := (1 + math.Log(x)) * (math.Log(float64(n+1)/(df[k]+1)) + 1)
			v[k] = w
			norm += w * w
		}
		for k := range v {
			v[k] /= math.Sqrt(norm)
		}
	}
}
