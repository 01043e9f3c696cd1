package eval

import (
	"context"
	"math"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// The yardstick of news-stream clustering: a single-pass TF-IDF clusterer
// over each article's title and first words, joining the nearest cluster
// centroid of the last days when the cosine passes a threshold, else
// starting a cluster. Document frequencies are learned as the stream goes.
const (
	baselineLeadWords = 200
	baselineWindow    = 3 * 24 * time.Hour
	baselineJoin      = 0.20
)

// baselineCluster is a centroid: the sum of its articles' unit vectors.
type baselineCluster struct {
	sum  map[string]float64
	last time.Time
}

// baselineStream clusters the stored articles of res in their order and
// returns each article's cluster.
func baselineStream(ctx context.Context, st storyline.ArticleStore, res []streamResult) (map[int64]int, error) {
	out := map[int64]int{}
	df := map[string]int{}
	docs := 0
	var clusters []*baselineCluster
	for _, r := range res {
		if r.article == 0 || r.duplicate {
			continue
		}
		if _, seen := out[r.article]; seen {
			continue
		}
		a, err := st.Article(ctx, r.article)
		if err != nil {
			return nil, err
		}
		tf := leadCounts(a.Title, a.Body())
		docs++
		for t := range tf {
			df[t]++
		}
		vec := map[string]float64{}
		var norm float64
		for t, n := range tf {
			w := (1 + math.Log(n)) * math.Log(float64(docs+1)/float64(df[t]+1))
			if w > 0 {
				vec[t] = w
				norm += w * w
			}
		}
		norm = math.Sqrt(norm)
		for t := range vec {
			vec[t] /= norm
		}
		pub := a.Published.Time
		best, bestSim := -1, 0.0
		for i := len(clusters) - 1; i >= 0; i-- {
			c := clusters[i]
			if !pub.IsZero() && !c.last.IsZero() && pub.Sub(c.last) > baselineWindow {
				continue
			}
			if s := cosineTo(vec, c.sum); s > bestSim {
				best, bestSim = i, s
			}
		}
		if best < 0 || bestSim < baselineJoin {
			best = len(clusters)
			clusters = append(clusters, &baselineCluster{sum: map[string]float64{}})
		}
		c := clusters[best]
		for t, w := range vec {
			c.sum[t] += w
		}
		if pub.After(c.last) {
			c.last = pub
		}
		out[r.article] = best
	}
	return out, nil
}

// leadCounts counts the lower-cased words of the title and of the first
// baselineLeadWords words of the body.
func leadCounts(title, body string) map[string]float64 {
	tf := map[string]float64{}
	count := func(s string, limit int) {
		words := 0
		for _, t := range text.Tokenize(s, text.LowerASCII(s), nil) {
			if t.Kind != text.Word {
				continue
			}
			if words++; limit > 0 && words > limit {
				return
			}
			tf[strings.Clone(t.Lower)]++
		}
	}
	count(title, 0)
	count(body, baselineLeadWords)
	return tf
}

// cosineTo is the cosine of a unit vector and a centroid.
func cosineTo(unit, sum map[string]float64) float64 {
	var dot, norm float64
	for _, w := range sum {
		norm += w * w
	}
	if norm == 0 {
		return 0
	}
	for t, w := range unit {
		dot += w * sum[t]
	}
	return dot / math.Sqrt(norm)
}
