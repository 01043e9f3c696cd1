package bench

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

// writeJSONL writes n generated articles to a JSON Lines file in dir and
// returns its path and the number of words.
func writeJSONL(dir, name string, g *Generator, n int) (string, int, error) {
	p := filepath.Join(dir, name)
	f, err := os.Create(p)
	if err != nil {
		return "", 0, err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	enc := json.NewEncoder(w)
	words := 0
	for range n {
		a := g.Article()
		words += a.Words
		rec := map[string]string{
			"url":       fmt.Sprintf("https://bench.example/%d", a.ID),
			"title":     a.Title,
			"source":    fmt.Sprintf("outlet%d", a.ID%7),
			"published": a.Published.Format(time.RFC3339),
			"text":      a.Text,
		}
		if err := enc.Encode(rec); err != nil {
			f.Close()
			return "", 0, err
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return "", 0, err
	}
	return p, words, f.Close()
}

// ingestRun ingests the inputs into st with stories assigned, as
// "storyline ingest" does, and returns the articles stored.
func ingestRun(ctx context.Context, st storyline.Store, sa *assign.Assigner, workers int, inputs []string) (int, error) {
	in := &pipeline.Ingester{Store: st, Workers: workers, Stories: sa}
	sum, err := in.Run(ctx, inputs)
	if err != nil {
		return 0, err
	}
	if sum.Failed > 0 {
		return 0, fmt.Errorf("bench: ingest: %d of %d failed", sum.Failed, sum.Total())
	}
	return sum.Total(), nil
}

// ingest measures full ingest (read, build, store, stories) of the same
// generated articles into fresh stores, with 1 and 2 workers.
func (r *Report) ingest(ctx context.Context, opt *Options) error {
	n := opt.IngestArticles
	if n <= 0 {
		n = 1000
	}
	dir, err := os.MkdirTemp("", "storyline-bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	input, words, err := writeJSONL(dir, "articles.jsonl", NewGenerator(opt.Corpus, 7, TargetWords), n)
	if err != nil {
		return err
	}
	type engine struct {
		name string
		open func(i int) (storyline.Store, func(), error)
	}
	engines := []engine{{"sqlite", func(i int) (storyline.Store, func(), error) {
		st, err := sqlite.Open(filepath.Join(dir, fmt.Sprintf("bench-%d.db", i)))
		if err != nil {
			return nil, nil, err
		}
		return st, func() { st.Close() }, nil
	}}}
	if opt.Postgres != "" {
		engines = append(engines, engine{"postgres", func(i int) (storyline.Store, func(), error) {
			return openPostgres(ctx, opt.Postgres)
		}})
	}
	i := 0
	for _, e := range engines {
		for _, workers := range []int{1, 2} {
			i++
			st, closeStore, err := e.open(i)
			if err != nil {
				return fmt.Errorf("bench: %s: %w", e.name, err)
			}
			runtime.GC()
			stop, err := startProfile(opt, fmt.Sprintf("ingest-%s-%d", e.name, workers))
			if err != nil {
				closeStore()
				return err
			}
			start, cpu0 := time.Now(), cpuTime()
			sa, err := assign.Open(ctx, st)
			if err == nil {
				_, err = ingestRun(ctx, st, sa, workers, []string{input})
				if cerr := sa.Close(ctx); err == nil {
					err = cerr
				}
			}
			el, cpu := time.Since(start), cpuTime()-cpu0
			stop()
			closeStore()
			if err != nil {
				return fmt.Errorf("bench: %s ingest: %w", e.name, err)
			}
			res := IngestResult{Engine: e.name, Workers: workers, Articles: n, Words: words, Seconds: el.Seconds(), PerSec: float64(n) / el.Seconds(),
				CPUSeconds: cpu.Seconds(), CPUMillisPerArticle: cpu.Seconds() * 1000 / float64(n)}
			r.Ingest = append(r.Ingest, res)
			opt.logf("ingest     %s, %d worker(s): %.1f articles/s, %.2f ms CPU/article (%d articles, %d words each)", e.name, workers, res.PerSec, res.CPUMillisPerArticle, n, words/n)
		}
	}
	return nil
}

// scale ingests opt.Scale generated articles into one SQLite store, in
// chunks, with 2 workers and stories assigned, sampling memory every
// ScaleEvery articles. The peak RSS is reset first (where the kernel
// allows), so the samples are the ingest's own.
func (r *Report) scale(ctx context.Context, opt *Options) error {
	every := opt.ScaleEvery
	if every <= 0 {
		every = 10000
	}
	chunk := min(every, 1000)
	dir, err := os.MkdirTemp("", "storyline-bench-scale-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	st, err := sqlite.Open(filepath.Join(dir, "scale.db"))
	if err != nil {
		return err
	}
	defer st.Close()
	sa, err := assign.Open(ctx, st)
	if err != nil {
		return err
	}
	freeMemory()
	os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) // resets VmHWM
	g := NewGenerator(opt.Corpus, 11, TargetWords)
	done, since := 0, 0
	start := time.Now()
	last := start
	for done < opt.Scale {
		k := min(chunk, opt.Scale-done)
		p, _, err := writeJSONL(dir, "chunk.jsonl", g, k)
		if err != nil {
			return err
		}
		if _, err := ingestRun(ctx, st, sa, 2, []string{p}); err != nil {
			return err
		}
		done += k
		since += k
		if done%every == 0 || done == opt.Scale {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			now := time.Now()
			pt := ScalePoint{Articles: done, RSSBytes: RSS(), PeakRSSBytes: PeakRSS(), HeapBytes: ms.HeapAlloc,
				ArticlesPerSe: float64(since) / now.Sub(last).Seconds()}
			if n, err := assign.StateSize(ctx, st); err == nil {
				pt.StoryStateBytes = n
			}
			if opt.ProfileDir != "" {
				if err := writeHeapProfile(filepath.Join(opt.ProfileDir, fmt.Sprintf("heap-%d.pprof", done))); err != nil {
					return err
				}
			}
			r.Scale = append(r.Scale, pt)
			opt.logf("scale      %d articles: rss %d MB, peak %d MB, heap %d MB, story state %d MB, %.0f articles/s",
				done, pt.RSSBytes>>20, pt.PeakRSSBytes>>20, pt.HeapBytes>>20, pt.StoryStateBytes>>20, pt.ArticlesPerSe)
			last, since = now, 0
		}
	}
	return sa.Close(ctx)
}

// writeHeapProfile writes the live heap, after a collection.
func writeHeapProfile(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	runtime.GC()
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// openPostgres opens a fresh schema in the database dsn names, dropped
// when the returned function is called.
func openPostgres(ctx context.Context, dsn string) (storyline.Store, func(), error) {
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return nil, nil, err
	}
	schema := fmt.Sprintf("storyline_bench_%d_%d", os.Getpid(), time.Now().UnixNano())
	if _, err := conn.Exec(ctx, `CREATE EXTENSION IF NOT EXISTS unaccent`); err != nil {
		conn.Close(ctx)
		return nil, nil, err
	}
	if _, err := conn.Exec(ctx, `CREATE SCHEMA `+pgx.Identifier{schema}.Sanitize()); err != nil {
		conn.Close(ctx)
		return nil, nil, err
	}
	drop := func() {
		conn.Exec(context.Background(), `DROP SCHEMA `+pgx.Identifier{schema}.Sanitize()+` CASCADE`)
		conn.Close(context.Background())
	}
	st, err := store.Open(ctx, withParam(dsn, "search_path", schema))
	if err != nil {
		drop()
		return nil, nil, err
	}
	return st, func() { st.Close(); drop() }, nil
}

// withParam sets a run-time parameter in a connection string (a URL or
// key=value pairs).
func withParam(dsn, key, value string) string {
	if store.IsPostgres(dsn) {
		sep := "?"
		if strings.Contains(dsn, "?") {
			sep = "&"
		}
		return dsn + sep + key + "=" + value
	}
	return dsn + " " + key + "='" + value + "'"
}
