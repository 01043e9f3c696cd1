package bench

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

// CLIIngest is one whole-process run of "storyline ingest" into a fresh
// SQLite file: what a user waits for, start-up, analysis, store, stories
// and the alerts check included.
type CLIIngest struct {
	Workers        int     `json:"workers"`
	Articles       int     `json:"articles"`
	Words          int     `json:"words"`
	Seconds        float64 `json:"seconds"`
	ArticlesPerSec float64 `json:"articles_per_sec"`
	WordsPerSec    float64 `json:"words_per_sec"`
	CPUSeconds     float64 `json:"cpu_seconds"`
	PeakRSSBytes   int64   `json:"peak_rss_bytes"`
}

// SizeCost is the cost per article of ingesting a window of articles
// through the CLI into a store that already holds StoreArticles.
type SizeCost struct {
	StoreArticles   int     `json:"store_articles"`
	Window          int     `json:"window"`
	MillisPerArt    float64 `json:"ms_per_article"`
	CPUMillisPerArt float64 `json:"cpu_ms_per_article"`
	PeakRSSBytes    int64   `json:"peak_rss_bytes"`
	DatabaseBytes   int64   `json:"database_bytes"`
}

// runCLI runs the storyline binary exe with args and returns its wall
// time, CPU time (user and system) and peak resident memory. env is added
// to the environment.
func runCLI(ctx context.Context, exe string, env []string, args ...string) (wall, cpu time.Duration, rss int64, err error) {
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Env = append(os.Environ(), env...)
	var stderr limitedBuffer
	cmd.Stderr = &stderr
	start := time.Now()
	err = cmd.Run()
	wall = time.Since(start)
	if err != nil {
		return wall, 0, 0, fmt.Errorf("bench: storyline %s: %w: %s", args[0], err, stderr.String())
	}
	cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = int64(ru.Maxrss) << 10 // kilobytes on Linux
	}
	return wall, cpu, rss, nil
}

// limitedBuffer keeps the first 4 KB written to it: enough of a failing
// child's stderr to say why.
type limitedBuffer struct{ b []byte }

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := 4096 - len(l.b); room > 0 {
		l.b = append(l.b, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

func (l *limitedBuffer) String() string { return string(l.b) }

// storedWords counts the articles and words a database holds.
func storedWords(ctx context.Context, path string) (articles, words int, err error) {
	st, err := sqlite.Open(path)
	if err != nil {
		return 0, 0, err
	}
	defer st.Close()
	q := storyline.ArticleQuery{Limit: 1000}
	for {
		page, err := st.Articles(ctx, q)
		if err != nil || len(page) == 0 {
			return articles, words, err
		}
		for _, a := range page {
			articles++
			words += a.Words
		}
		q.BeforeID = page[len(page)-1].ID
	}
}

// cliIngest times the CLI's ingest of opt.IngestCorpus into fresh SQLite
// files with 1 and 2 workers, then once more with 2 workers under a CPU
// profile whose samples are shared out among the stages.
func (r *Report) cliIngest(ctx context.Context, opt *Options) error {
	dir, err := os.MkdirTemp("", "storyline-bench-cli-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	ingest := func(name string, workers int, env ...string) (CLIIngest, error) {
		db := filepath.Join(dir, name+".db")
		args := append([]string{"--db", db, "ingest", "-q", "--workers", strconv.Itoa(workers)}, opt.IngestCorpus...)
		wall, cpu, rss, err := runCLI(ctx, opt.Exe, env, args...)
		if err != nil {
			return CLIIngest{}, err
		}
		n, words, err := storedWords(ctx, db)
		if err != nil {
			return CLIIngest{}, err
		}
		s := wall.Seconds()
		return CLIIngest{Workers: workers, Articles: n, Words: words, Seconds: s, ArticlesPerSec: float64(n) / s,
			WordsPerSec: float64(words) / s, CPUSeconds: cpu.Seconds(), PeakRSSBytes: rss}, nil
	}
	for _, workers := range []int{1, 2} {
		res, err := ingest(fmt.Sprintf("cli-%d", workers), workers)
		if err != nil {
			return err
		}
		r.CLIIngest = append(r.CLIIngest, res)
		opt.logf("cli ingest %d worker(s): %d articles, %.2f s, %.0f articles/s, %.0f words/s, %.1f CPU s, peak RSS %d MB",
			workers, res.Articles, res.Seconds, res.ArticlesPerSec, res.WordsPerSec, res.CPUSeconds, res.PeakRSSBytes>>20)
	}
	prof := filepath.Join(dir, "ingest.pprof")
	if opt.ProfileDir != "" {
		if err := os.MkdirAll(opt.ProfileDir, 0o755); err != nil {
			return err
		}
		prof = filepath.Join(opt.ProfileDir, "cli-ingest.pprof")
	}
	if _, err := ingest("cli-profiled", 2, "STORYLINE_CPUPROFILE="+prof); err != nil {
		return err
	}
	shares, err := stageShares(prof)
	if err != nil {
		return fmt.Errorf("bench: reading the ingest's CPU profile: %w", err)
	}
	r.CLIStages = shares
	return nil
}

// sizeCosts grows one SQLite store with generated articles through the
// CLI and, when it reaches each of opt.IngestSizes, times the ingest of a
// window of opt.IngestWindow more: the cost per article as the store
// grows, start-up and the alerts check included, and the peak memory of
// that run.
func (r *Report) sizeCosts(ctx context.Context, opt *Options) error {
	dir, err := os.MkdirTemp("", "storyline-bench-sizes-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	db := filepath.Join(dir, "sizes.db")
	window := opt.IngestWindow
	if window <= 0 {
		window = 1000
	}
	g := NewGenerator(opt.Corpus, 13, TargetWords)
	stored := 0
	// grow adds n generated articles in runs of at most growChunk, as a
	// user's daily batches would come.
	const growChunk = 20000
	grow := func(n int) error {
		for n > 0 {
			k := min(n, growChunk)
			p, _, err := writeJSONL(dir, "grow.jsonl", g, k)
			if err != nil {
				return err
			}
			if _, _, _, err := runCLI(ctx, opt.Exe, nil, "--db", db, "ingest", "-q", p); err != nil {
				return err
			}
			n -= k
			stored += k
			opt.logf("sizes      store grown to %d articles", stored)
		}
		return nil
	}
	for _, size := range opt.IngestSizes {
		if size < stored {
			continue
		}
		if err := grow(size - stored); err != nil {
			return err
		}
		p, _, err := writeJSONL(dir, "window.jsonl", g, window)
		if err != nil {
			return err
		}
		var env []string
		if opt.ProfileDir != "" {
			if err := os.MkdirAll(opt.ProfileDir, 0o755); err != nil {
				return err
			}
			env = append(env, "STORYLINE_CPUPROFILE="+filepath.Join(opt.ProfileDir, fmt.Sprintf("cli-ingest-at-%s.pprof", sizeName(stored))))
		}
		wall, cpu, rss, err := runCLI(ctx, opt.Exe, env, "--db", db, "ingest", "-q", p)
		if err != nil {
			return err
		}
		c := SizeCost{StoreArticles: stored, Window: window, MillisPerArt: float64(wall.Milliseconds()) / float64(window),
			CPUMillisPerArt: float64(cpu.Milliseconds()) / float64(window), PeakRSSBytes: rss, DatabaseBytes: fileBytes(db)}
		stored += window
		r.SizeCosts = append(r.SizeCosts, c)
		opt.logf("sizes      at %d articles: %.2f ms/article, %.2f CPU ms/article, peak RSS %d MB, database %d MB",
			c.StoreArticles, c.MillisPerArt, c.CPUMillisPerArt, c.PeakRSSBytes>>20, c.DatabaseBytes>>20)
	}
	return nil
}

// fileBytes is the size of a SQLite database with its write-ahead log.
func fileBytes(path string) int64 {
	var n int64
	for _, p := range []string{path, path + "-wal"} {
		if fi, err := os.Stat(p); err == nil {
			n += fi.Size()
		}
	}
	return n
}
