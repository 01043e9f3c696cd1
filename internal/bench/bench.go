// Package bench measures storyline's speed and memory on a real corpus: the
// words per second of each analysis stage and end to end, single-threaded;
// articles per second of a full ingest into SQLite (and PostgreSQL) with
// one and two workers; the peak resident memory; the cost of assigning an
// article to its story at 10k and 100k stored articles; and, when node is
// present, the same text through the JavaScript baselines. It backs
// "storyline bench"; the per-stage "go test -bench" benchmarks live beside
// each stage.
package bench

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/clean"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/figures"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/names"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/places"
	"github.com/storyline-news/storyline/internal/quotes"
	"github.com/storyline-news/storyline/internal/text"
	"github.com/storyline-news/storyline/internal/timex"
)

// Options say what to measure and how long.
type Options struct {
	// Corpus is read for the measurements (LoadShared or LoadDir).
	Corpus *Corpus
	// StageTime is how long each stage is run (at least one pass over the
	// corpus); 2s when 0.
	StageTime time.Duration
	// MaxTexts caps the corpus texts used for the stage measurements (all
	// when 0).
	MaxTexts int
	// Ingest measures full ingest of IngestArticles generated articles
	// (1000 when 0) into SQLite with 1 and 2 workers, and into
	// PostgreSQL when Postgres names a database.
	Ingest         bool
	IngestArticles int
	Postgres       string
	// IngestCorpus, with Ingest, are the real-news inputs (files or
	// folders) the CLI's ingest is timed on, as a whole process: Exe, the
	// storyline binary, is run on them with 1 and 2 workers.
	IngestCorpus []string
	Exe          string
	// IngestSizes are the store sizes at which the CLI's cost per article
	// is measured, on a window of IngestWindow (1000 when 0) generated
	// articles, in one store grown between them.
	IngestSizes  []int
	IngestWindow int
	// Scale ingests this many articles into one SQLite store with one
	// worker, sampling the resident memory at every ScaleEvery articles
	// (10000 when 0); 0 skips it.
	Scale      int
	ScaleEvery int
	// StorySizes are the story clusterer sizes whose assignment cost is
	// measured (none when empty), StoryAdds the articles timed at each
	// (1000 when 0).
	StorySizes []int
	StoryAdds  int
	// Baselines runs the node baselines on the same texts; Node is the
	// node binary and Script the baselines script.
	Baselines bool
	Node      string
	Script    string
	// ProfileDir, when set, gets a CPU profile per stage (<stage>.pprof)
	// and per ingest, and a heap profile at each scale sample
	// (heap-<articles>.pprof).
	ProfileDir string
	// Log, when set, gets progress lines.
	Log io.Writer
}

// Stages are the analysis stages measured one by one, in pipeline order.
var Stages = []string{"clean", "timex", "figures", "names", "places", "quotes", "events"}

// Report is what a run measured. Throughputs are per core: each is
// measured on one goroutine with GOMAXPROCS=1.
type Report struct {
	Corpus      string             `json:"corpus"`
	CorpusTexts int                `json:"corpus_texts"`
	CorpusWords int                `json:"corpus_words"`
	Stages      map[string]float64 `json:"-"` // words/s by stage (wall clock)
	EndToEnd    float64            `json:"end_to_end_words_per_sec"`
	Build       float64            `json:"build_words_per_sec"`
	// CPU holds the same throughputs per second of CPU time the process
	// used (stage names, "end_to_end", "build"): on a loaded machine the
	// wall clock counts time the core was given to other processes.
	CPU    map[string]float64 `json:"-"`
	Ingest []IngestResult     `json:"-"`
	// CLIIngest are the whole-process ingests of the real-news corpus,
	// CLIStages the CPU share of each stage in the 2-worker one.
	CLIIngest      []CLIIngest        `json:"cli_ingest,omitempty"`
	CLIStages      map[string]float64 `json:"cli_stage_cpu_shares,omitempty"`
	SizeCosts      []SizeCost         `json:"size_costs,omitempty"`
	Scale          []ScalePoint       `json:"scale,omitempty"`
	PeakRSS        int64              `json:"peak_rss_bytes"`
	StoryCost      map[int]float64    `json:"-"` // ns/article by clusterer size
	StoryCostCPU   map[int]float64    `json:"-"` // the same in CPU time
	Baselines      []BaselineResult   `json:"baselines,omitempty"`
	BaselineErr    string             `json:"baselines_error,omitempty"`
	GoMaxProcs     int                `json:"gomaxprocs"`
	NumCPU         int                `json:"num_cpu"`
	LoadAvg        string             `json:"load_average"`
	ElapsedSeconds float64            `json:"elapsed_seconds"`

	// StorySavedCost and StorySavedCostCPU are StoryCost and StoryCostCPU
	// with the clusterer's state saved as the assigner saves it;
	// StorySavedBytes the state's bytes written per article.
	StorySavedCost    map[int]float64 `json:"-"`
	StorySavedCostCPU map[int]float64 `json:"-"`
	StorySavedBytes   map[int]float64 `json:"-"`
}

// IngestResult is one full ingest measurement.
type IngestResult struct {
	Engine   string  `json:"engine"`
	Workers  int     `json:"workers"`
	Articles int     `json:"articles"`
	Words    int     `json:"words"`
	Seconds  float64 `json:"seconds"`
	PerSec   float64 `json:"articles_per_sec"`
	// CPUSeconds is the CPU time the process used (every thread; the
	// store's, for PostgreSQL, is the server's and not counted).
	CPUSeconds          float64 `json:"cpu_seconds"`
	CPUMillisPerArticle float64 `json:"cpu_ms_per_article"`
}

// ScalePoint is the memory after some articles of the scale ingest.
type ScalePoint struct {
	Articles     int    `json:"articles"`
	RSSBytes     int64  `json:"rss_bytes"`
	PeakRSSBytes int64  `json:"peak_rss_bytes"`
	HeapBytes    uint64 `json:"heap_bytes"`
	// StoryStateBytes is the size of the story clusterer's saved state,
	// rewritten every 200 assignments.
	StoryStateBytes int     `json:"story_state_bytes"`
	ArticlesPerSe   float64 `json:"articles_per_sec"`
}

// Flat returns the report as one flat object with snake_case keys, the
// shape "storyline bench --json" prints.
func (r *Report) Flat() map[string]any {
	m := map[string]any{
		"corpus":                   r.Corpus,
		"corpus_texts":             r.CorpusTexts,
		"corpus_words":             r.CorpusWords,
		"end_to_end_words_per_sec": round(r.EndToEnd),
		"build_words_per_sec":      round(r.Build),
		"peak_rss_bytes":           r.PeakRSS,
		"gomaxprocs":               r.GoMaxProcs,
		"num_cpu":                  r.NumCPU,
		"load_average":             r.LoadAvg,
		"elapsed_seconds":          round(r.ElapsedSeconds),
	}
	for s, v := range r.Stages {
		m[s+"_words_per_sec"] = round(v)
	}
	for s, v := range r.CPU {
		m[s+"_words_per_cpu_sec"] = round(v)
	}
	for _, in := range r.Ingest {
		m[ingestKey(in.Engine, in.Workers)] = round3(in.PerSec)
		m[strings.Replace(ingestKey(in.Engine, in.Workers), "articles_per_sec", "cpu_ms_per_article", 1)] = round3(in.CPUMillisPerArticle)
	}
	if len(r.Ingest) > 0 {
		m["ingest_articles"] = r.Ingest[0].Articles
		m["ingest_words_per_article"] = r.Ingest[0].Words / max(r.Ingest[0].Articles, 1)
	}
	for n, v := range r.StoryCost {
		m["story_cost_"+sizeName(n)+"_ns"] = round(v)
	}
	for n, v := range r.StoryCostCPU {
		m["story_cost_"+sizeName(n)+"_cpu_ns"] = round(v)
	}
	if a, b := r.StoryCost[10_000], r.StoryCost[100_000]; a > 0 && b > 0 {
		m["story_cost_ratio"] = round3(b / a)
	}
	if a, b := r.StoryCostCPU[10_000], r.StoryCostCPU[100_000]; a > 0 && b > 0 {
		m["story_cost_cpu_ratio"] = round3(b / a)
	}
	m["analysis_only_words_per_sec"] = round(r.EndToEnd)
	if len(r.CLIIngest) > 0 {
		m["cli_ingest"] = r.CLIIngest
		m["cli_ingest_corpus_articles"] = r.CLIIngest[0].Articles
		m["cli_ingest_corpus_words"] = r.CLIIngest[0].Words
	}
	for _, c := range r.CLIIngest {
		k := fmt.Sprintf("cli_ingest_%d_workers_", c.Workers)
		m[k+"articles_per_sec"] = round3(c.ArticlesPerSec)
		m[k+"words_per_sec"] = round(c.WordsPerSec)
		m[k+"peak_rss_bytes"] = c.PeakRSSBytes
	}
	if len(r.CLIIngest) == 2 && r.CLIIngest[0].Seconds > 0 {
		m["cli_ingest_speedup_2_workers"] = round3(r.CLIIngest[0].Seconds / r.CLIIngest[1].Seconds)
	}
	if len(r.CLIStages) > 0 {
		m["cli_stage_cpu_shares"] = r.CLIStages
	}
	if len(r.SizeCosts) > 0 {
		m["size_costs"] = r.SizeCosts
		first, last := r.SizeCosts[0], r.SizeCosts[len(r.SizeCosts)-1]
		if first.MillisPerArt > 0 && len(r.SizeCosts) > 1 {
			m["size_cost_ratio"] = round3(last.MillisPerArt / first.MillisPerArt)
			m["size_cost_cpu_ratio"] = round3(last.CPUMillisPerArt / first.CPUMillisPerArt)
		}
	}
	for n, v := range r.StorySavedCost {
		m["story_saved_cost_"+sizeName(n)+"_ns"] = round(v)
		m["story_saved_cost_"+sizeName(n)+"_cpu_ns"] = round(r.StorySavedCostCPU[n])
		m["story_state_bytes_per_article_"+sizeName(n)] = round(r.StorySavedBytes[n])
	}
	if a, b := r.StorySavedCost[1000], r.StorySavedCost[100_000]; a > 0 && b > 0 {
		m["story_saved_cost_ratio"] = round3(b / a)
		m["story_saved_cost_cpu_ratio"] = round3(r.StorySavedCostCPU[100_000] / r.StorySavedCostCPU[1000])
	}
	if len(r.Scale) > 0 {
		m["scale"] = r.Scale
	}
	if len(r.Baselines) > 0 {
		m["baselines"] = r.Baselines
	}
	for _, b := range r.Baselines {
		m[b.Key+"_words_per_sec"] = round(b.WordsPerSec)
		m[b.Key+"_words_per_cpu_sec"] = round(b.CPUWordsPerSec)
		if b.Ratio > 0 {
			m[b.Key+"_ratio"] = round3(b.Ratio)
		}
		if b.CPURatio > 0 {
			m[b.Key+"_cpu_ratio"] = round3(b.CPURatio)
		}
	}
	if r.BaselineErr != "" {
		m["baselines_error"] = r.BaselineErr
	}
	return m
}

func ingestKey(engine string, workers int) string {
	k := "ingest_articles_per_sec"
	if engine != "sqlite" {
		k = "ingest_" + engine + "_articles_per_sec"
	}
	if workers > 1 {
		k += fmt.Sprintf("_%d_workers", workers)
	}
	return k
}

// sizeName writes 10000 as "10k".
func sizeName(n int) string {
	if n%1000 == 0 {
		return fmt.Sprintf("%dk", n/1000)
	}
	return fmt.Sprint(n)
}

func round(v float64) float64  { return float64(int64(v + 0.5)) }
func round3(v float64) float64 { return float64(int64(v*1000+0.5)) / 1000 }

func (o *Options) logf(format string, args ...any) {
	if o.Log != nil {
		fmt.Fprintf(o.Log, format+"\n", args...)
	}
}

// Run measures what opt asks for.
func Run(ctx context.Context, opt Options) (*Report, error) {
	start := time.Now()
	if opt.Corpus == nil || len(opt.Corpus.Texts) == 0 {
		return nil, fmt.Errorf("bench: no corpus")
	}
	if opt.StageTime <= 0 {
		opt.StageTime = 2 * time.Second
	}
	texts := opt.Corpus.Texts
	if opt.MaxTexts > 0 && len(texts) > opt.MaxTexts {
		texts = texts[:opt.MaxTexts]
	}
	r := &Report{
		Corpus: opt.Corpus.Source, CorpusTexts: len(texts),
		Stages: map[string]float64{}, CPU: map[string]float64{}, StoryCost: map[int]float64{}, StoryCostCPU: map[int]float64{},
		StorySavedCost: map[int]float64{}, StorySavedCostCPU: map[int]float64{}, StorySavedBytes: map[int]float64{},
		NumCPU: runtime.NumCPU(), LoadAvg: loadAvg(),
	}
	for _, t := range texts {
		r.CorpusWords += t.Words
	}
	if err := r.stages(ctx, &opt, texts); err != nil {
		return nil, err
	}
	if opt.Baselines {
		if err := r.baselines(ctx, &opt, texts); err != nil {
			r.BaselineErr = err.Error()
			opt.logf("baselines: %v", err)
		}
	}
	if len(opt.StorySizes) > 0 {
		if err := r.stories(ctx, &opt); err != nil {
			return nil, err
		}
	}
	if opt.Ingest {
		if len(opt.IngestCorpus) > 0 && opt.Exe != "" {
			if err := r.cliIngest(ctx, &opt); err != nil {
				return nil, err
			}
		}
		if err := r.ingest(ctx, &opt); err != nil {
			return nil, err
		}
	}
	if len(opt.IngestSizes) > 0 && opt.Exe != "" {
		if err := r.sizeCosts(ctx, &opt); err != nil {
			return nil, err
		}
	}
	if opt.Scale > 0 {
		if err := r.scale(ctx, &opt); err != nil {
			return nil, err
		}
	}
	r.GoMaxProcs = runtime.GOMAXPROCS(0)
	r.PeakRSS = PeakRSS()
	r.ElapsedSeconds = time.Since(start).Seconds()
	return r, nil
}

// docOf is the ingest document for a corpus text.
func docOf(t Text) ingest.Doc {
	return ingest.Doc{Name: t.Name, Format: storyline.FormatText, Text: t.Text, Title: t.Title, Published: t.Published, DateSource: storyline.DateFromMetadata}
}

// prepared is an article built once, with the inputs each stage needs.
type prepared struct {
	raw   string
	a     *storyline.Article
	words int
	ref   time.Time
}

// stages measures each stage, end to end and the build, single-threaded.
func (r *Report) stages(ctx context.Context, opt *Options, texts []Text) error {
	prev := runtime.GOMAXPROCS(1)
	defer runtime.GOMAXPROCS(prev)
	// Load the models before timing anything.
	names.Default()
	places.Default()

	var b pipeline.Builder
	var arts []prepared
	for _, t := range texts {
		a, _, err := b.Build(ctx, docOf(t))
		if err != nil {
			opt.logf("bench: %s: %v (skipped)", t.Name, err)
			continue
		}
		ref := a.Published.Time
		if ref.IsZero() {
			ref = a.IngestedAt
		}
		arts = append(arts, prepared{raw: t.Text, a: a, words: a.WordCount(), ref: ref})
	}
	if len(arts) == 0 {
		return fmt.Errorf("bench: no corpus text could be built")
	}
	type stage struct {
		name string
		run  func(p *prepared)
	}
	tagger := names.Default()
	all := []stage{
		{"clean", func(p *prepared) { clean.Clean(p.raw, clean.Options{TitleLine: true}) }},
		{"timex", func(p *prepared) { timex.Extract(p.a.Text, p.ref) }},
		{"figures", func(p *prepared) {
			figures.Extract(p.a.Text, p.a.Analysis.TimeExprs, storyline.DateOf(p.ref))
		}},
		{"names", func(p *prepared) { tagger.Analyze(p.a.Text) }},
		{"places", func(p *prepared) {
			pipeline.Geocode(text.NewDoc(p.a.Text), p.a.Analysis.Mentions, p.a.Analysis.Entities)
		}},
		{"quotes", func(p *prepared) { quotes.Extract(p.a, p.a.Analysis.Mentions, p.a.Analysis.Entities) }},
		{"events", func(p *prepared) { events.Extract(p.a) }},
		{"end_to_end", func(p *prepared) { pipeline.Analyze(p.a) }},
		{"build", func(p *prepared) {
			if _, _, err := b.Build(ctx, docOf(Text{Name: "bench", Text: p.raw, Published: p.ref})); err != nil {
				panic(err)
			}
		}},
	}
	for _, s := range all {
		wps, cpu, err := measure(opt, s.name, arts, s.run)
		if err != nil {
			return err
		}
		r.CPU[s.name] = cpu
		opt.logf("%-10s %12.0f words/s, %12.0f words/CPU-s", s.name, wps, cpu)
		switch s.name {
		case "end_to_end":
			r.EndToEnd = wps
		case "build":
			r.Build = wps
		default:
			r.Stages[s.name] = wps
		}
	}
	return nil
}

// measure runs fn over the articles, pass after pass, for at least the
// stage time, and returns the words per second of wall clock and of CPU
// time. The heap is collected before, so that one stage's garbage is not
// another's cost.
func measure(opt *Options, name string, arts []prepared, fn func(p *prepared)) (wall, cpu float64, err error) {
	runtime.GC()
	stop, err := startProfile(opt, name)
	if err != nil {
		return 0, 0, err
	}
	defer stop()
	words := 0
	start, cpu0 := time.Now(), cpuTime()
	for {
		for i := range arts {
			fn(&arts[i])
			words += arts[i].words
		}
		if time.Since(start) >= opt.StageTime {
			break
		}
	}
	el, cel := time.Since(start).Seconds(), (cpuTime() - cpu0).Seconds()
	wall = float64(words) / el
	if cel > 0 {
		cpu = float64(words) / cel
	}
	return wall, cpu, nil
}

// cpuTime is the CPU time (user and system) the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// startProfile starts a CPU profile into opt.ProfileDir/name.pprof when
// profiles are asked for; stop ends it.
func startProfile(opt *Options, name string) (stop func(), err error) {
	if opt.ProfileDir == "" {
		return func() {}, nil
	}
	if err := os.MkdirAll(opt.ProfileDir, 0o755); err != nil {
		return nil, err
	}
	f, err := os.Create(filepath.Join(opt.ProfileDir, name+".pprof"))
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

// PeakRSS returns the process's peak resident set size (VmHWM), 0 where
// /proc is not there.
func PeakRSS() int64 { return procStatus("VmHWM:") }

// RSS returns the process's resident set size (VmRSS).
func RSS() int64 { return procStatus("VmRSS:") }

func procStatus(key string) int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(l, key) {
			continue
		}
		var kb int64
		fmt.Sscanf(strings.TrimSpace(strings.TrimPrefix(l, key)), "%d", &kb)
		return kb << 10
	}
	return 0
}

func loadAvg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}

// freeMemory returns memory to the OS so that the next phase's RSS is its
// own.
func freeMemory() { debug.FreeOSMemory() }
