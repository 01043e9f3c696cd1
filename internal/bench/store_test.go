package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/dedup"
	"github.com/storyline-news/storyline/internal/eval"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

type builtArticle struct {
	a   *storyline.Article
	sig storyline.Signature
	raw []byte
}

// buildGenerated builds n generated articles, as ingest's workers would.
func buildGenerated(b *testing.B, n int) []builtArticle {
	b.Helper()
	shared, ok := eval.SharedDir()
	if !ok {
		b.Skip("no ../shared corpus")
	}
	c, err := LoadShared(shared)
	if err != nil {
		b.Fatal(err)
	}
	g := NewGenerator(c, 7, TargetWords)
	var bl pipeline.Builder
	out := make([]builtArticle, 0, n)
	for range n {
		ga := g.Article()
		raw := []byte(fmt.Sprintf("%d %s", ga.ID, ga.Text))
		a, sig, err := bl.Build(context.Background(), ingest.Doc{Name: fmt.Sprint(ga.ID), Format: storyline.FormatText,
			Title: ga.Title, Text: ga.Text, Raw: raw, Published: ga.Published, DateSource: storyline.DateFromFeed})
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, builtArticle{a, sig, raw})
	}
	return out
}

// BenchmarkStorePath measures what full ingest does on its one ordered
// goroutine — near-duplicate lookup, AddArticle, story assignment — for
// articles built beforehand, into a fresh SQLite file each round, one
// transaction per article.
func BenchmarkStorePath(b *testing.B) { benchStorePath(b, 1) }

// BenchmarkStorePathBatch is BenchmarkStorePath with 64 articles per
// transaction (sqlite.DB.Batch), as ingest stores them.
func BenchmarkStorePathBatch(b *testing.B) { benchStorePath(b, 64) }

func benchStorePath(b *testing.B, perTx int) {
	n := 300
	if s := os.Getenv("STORYLINE_BENCH_ARTICLES"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	arts := buildGenerated(b, n)
	ctx := context.Background()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		st, err := sqlite.Open(filepath.Join(b.TempDir(), "store.db"))
		if err != nil {
			b.Fatal(err)
		}
		sa, err := assign.Open(ctx, st)
		if err != nil {
			b.Fatal(err)
		}
		var (
			w      storyline.Batch = st
			commit                 = func() error { return nil }
			inTx   int
		)
		for _, x := range arts {
			if perTx > 1 && inTx == 0 {
				if w, commit, _, err = st.Batch(ctx); err != nil {
					b.Fatal(err)
				}
			}
			a := *x.a
			a.ID = 0
			cands, err := w.NearDuplicateCandidates(ctx, x.sig)
			if err != nil {
				b.Fatal(err)
			}
			if id, sim, ok := dedup.Best(x.sig, cands); ok {
				a.NearDuplicateOf, a.NearDuplicateSim = id, sim
			}
			if _, err := w.AddArticle(ctx, &a, x.raw, x.sig); err != nil {
				b.Fatal(err)
			}
			if _, err := sa.AssignTo(ctx, w, &a); err != nil {
				b.Fatal(err)
			}
			if inTx++; inTx == perTx {
				if err := commit(); err != nil {
					b.Fatal(err)
				}
				inTx = 0
			}
		}
		if err := commit(); err != nil {
			b.Fatal(err)
		}
		if err := sa.Close(ctx); err != nil {
			b.Fatal(err)
		}
		st.Close()
	}
	cpu := cpuTime() - cpu0
	b.ReportMetric(float64(b.Elapsed())/float64(b.N*n)/float64(time.Millisecond), "ms/article")
	b.ReportMetric(float64(cpu)/float64(b.N*n)/float64(time.Millisecond), "CPU-ms/article")
}
