package postgres

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/dedup"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store/postgres/pgtest"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

// benchEngines opens, for a benchmark, handles on one fresh store of each
// engine: SQLite always, PostgreSQL when STORYLINE_TEST_POSTGRES is set.
// open(k) returns k handles on the same database, as k worker processes
// would have.
var benchEngines = []struct {
	name string
	open func(b *testing.B, k int) []storyline.Store
}{
	{"sqlite", func(b *testing.B, k int) []storyline.Store {
		path := filepath.Join(b.TempDir(), "bench.db")
		var out []storyline.Store
		for range k {
			db, err := sqlite.Open(path)
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { db.Close() })
			out = append(out, db)
		}
		return out
	}},
	{"postgres", func(b *testing.B, k int) []storyline.Store {
		dsn := pgtest.DSN(b)
		var out []storyline.Store
		for range k {
			out = append(out, openAt(b, dsn))
		}
		return out
	}},
}

// benchBatch is how many articles one benchmark iteration ingests.
const benchBatch = 200

// BenchmarkIngest measures ingest throughput, analysis included: each
// iteration ingests benchBatch new articles through pipeline.Ingester. With
// workers=2, two ingesters with their own store handles (as two worker
// processes would) each take half of the inputs, at the same time.
func BenchmarkIngest(b *testing.B) {
	for _, eng := range benchEngines {
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("engine=%s/workers=%d", eng.name, workers), func(b *testing.B) {
				stores := eng.open(b, workers)
				ctx := context.Background()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					b.StopTimer()
					chunks := writeChunks(b, b.TempDir(), generateArticles(benchBatch, uint64(1000+i)), benchBatch/(2*workers))
					b.StartTimer()
					var wg sync.WaitGroup
					for w, st := range stores {
						wg.Add(1)
						go func() {
							defer wg.Done()
							var mine []string
							for c := w; c < len(chunks); c += workers {
								mine = append(mine, chunks[c])
							}
							in := &pipeline.Ingester{Store: st, Workers: 1}
							if sum, err := in.Run(ctx, mine); err != nil || sum.Failed > 0 {
								b.Errorf("ingest: %+v, %v", sum, err)
							}
						}()
					}
					wg.Wait()
				}
				b.ReportMetric(float64(b.N*benchBatch)/b.Elapsed().Seconds(), "articles/s")
			})
		}
	}
}

// BenchmarkStore measures the store alone: articles built beforehand are
// stored as the ingester stores them (near-duplicate candidates, then
// AddArticle), by one writer or two at once.
func BenchmarkStore(b *testing.B) {
	const n = 400
	var (
		built []*storyline.Article
		sigs  []storyline.Signature
		raws  [][]byte
	)
	var builder pipeline.Builder
	for i, g := range generateArticles(n, 7) {
		doc := ingest.Doc{Name: fmt.Sprint("gen-", i), Format: storyline.FormatText, Text: g.Title + "\n\n" + g.Text, Raw: []byte(g.Text)}
		a, sig, err := builder.Build(context.Background(), doc)
		if err != nil {
			b.Fatal(err)
		}
		built, sigs, raws = append(built, a), append(sigs, sig), append(raws, doc.Raw)
	}
	for _, eng := range benchEngines {
		for _, writers := range []int{1, 2} {
			b.Run(fmt.Sprintf("engine=%s/writers=%d", eng.name, writers), func(b *testing.B) {
				ctx := context.Background()
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					// A fresh store each time, so that no iteration finds
					// the articles of the one before as near-duplicates.
					b.StopTimer()
					stores := eng.open(b, writers)
					b.StartTimer()
					var wg sync.WaitGroup
					for w, st := range stores {
						wg.Add(1)
						go func() {
							defer wg.Done()
							for j := w; j < n; j += writers {
								a := *built[j]
								cands, err := st.NearDuplicateCandidates(ctx, sigs[j])
								if err == nil {
									if id, sim, ok := dedup.Best(sigs[j], cands); ok {
										a.NearDuplicateOf, a.NearDuplicateSim = id, sim
									}
									_, err = st.AddArticle(ctx, &a, raws[j], sigs[j])
								}
								if err != nil {
									b.Error(err)
									return
								}
							}
						}()
					}
					wg.Wait()
				}
				b.ReportMetric(float64(b.N*n)/b.Elapsed().Seconds(), "articles/s")
			})
		}
	}
}
