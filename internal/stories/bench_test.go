package stories_test

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/storyline-news/storyline/internal/bench"
	"github.com/storyline-news/storyline/internal/eval"
	"github.com/storyline-news/storyline/internal/stories"
)

// generator returns the benchmark's article generator (internal/bench):
// sentences of real texts (the shared ECB+ and TBAQ data when it is there,
// built-in pools otherwise) shuffled across the articles of a story, every
// story with its own names and place, dates spread over two years, about
// one true story per 20 articles.
func generator(tb testing.TB, seed uint64, real bool) *bench.Generator {
	tb.Helper()
	corpus := bench.BuiltinCorpus()
	if shared, ok := eval.SharedDir(); ok && real {
		c, err := bench.LoadShared(shared)
		if err != nil {
			tb.Fatal(err)
		}
		corpus = c
	}
	return bench.NewGenerator(corpus, seed, bench.TargetWords)
}

// TestStoriesCostBounded checks the retrieval work per article does not
// grow with the number of stories: postings are capped.
func TestStoriesCostBounded(t *testing.T) {
	g := generator(t, 7, false)
	c := stories.New(stories.Options{})
	for i := 0; i < 4000; i++ {
		c.Add(g.StoryDoc())
	}
	before := c.Stats()
	for i := 0; i < 500; i++ {
		c.Add(g.StoryDoc())
	}
	after := c.Stats()
	opt := stories.DefaultOptions()
	perDoc := float64(after.Postings-before.Postings) / 500
	limit := float64((opt.QueryTerms + opt.QueryEntities) * opt.MaxPostings)
	if perDoc > limit {
		t.Errorf("%.0f postings read per article, limit %.0f", perDoc, limit)
	}
	if cands := float64(after.Candidates-before.Candidates) / 500; cands > float64(opt.Candidates) {
		t.Errorf("%.1f candidates per article", cands)
	}
}

var benchClusterers = map[int]*stories.Clusterer{}
var benchGen = map[int]*bench.Generator{}

func benchAssign(b *testing.B, size int) {
	c, ok := benchClusterers[size]
	if !ok {
		g := generator(b, 1, true)
		c = stories.New(stories.Options{})
		for i := 0; i < size; i++ {
			c.Add(g.StoryDoc())
		}
		benchClusterers[size], benchGen[size] = c, g
	}
	g := benchGen[size]
	docs := make([]stories.Doc, b.N)
	for i := range docs {
		docs[i] = g.StoryDoc()
	}
	b.ResetTimer()
	start := time.Now()
	for i := range docs {
		c.Add(docs[i])
	}
	b.ReportMetric(float64(time.Since(start).Nanoseconds())/float64(b.N), "ns/article")
	b.ReportMetric(float64(c.Len()), "stories")
}

// BenchmarkStoryAssign measures the cost of assigning one article with 10k
// and 100k articles stored (1M with STORYLINE_BENCH_1M=1; never in CI).
// The 100k cost must stay within 1.5× the 10k cost. `storyline bench`
// measures the same with the same generator, sizes grown in one clusterer.
func BenchmarkStoryAssign(b *testing.B) {
	sizes := []int{10_000, 100_000}
	if os.Getenv("STORYLINE_BENCH_1M") != "" {
		sizes = append(sizes, 1_000_000)
	}
	for _, n := range sizes {
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) { benchAssign(b, n) })
	}
}
