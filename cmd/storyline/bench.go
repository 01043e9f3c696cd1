package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/bench"
	"github.com/storyline-news/storyline/internal/eval"
)

func init() { commands = append(commands, newBenchCmd) }

func newBenchCmd() *cobra.Command {
	var (
		corpus     string
		asJSON     bool
		baselines  bool
		doIngest   bool
		articles   int
		scale      int
		scaleEvery int
		storiesMax int
		storyAdds  int
		stageTime  time.Duration
		maxTexts   int
		profileDir string
		quiet      bool
		ingestIn   []string
		sizes      []int
		window     int
	)
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Measure the speed and memory of the pipeline on a real corpus",
		Long: `Measure, on one core, the words per second of each analysis stage (clean,
timex, figures, names, places, quotes, events), of the whole analysis and of
an article build from raw text; the cost of assigning an article to its story
with 10k and 100k articles stored; and the peak resident memory.

The corpus is the ECB+ texts (sentences concatenated per topic into articles
of about 600 words) and the TBAQ texts from ../shared when present, else the
plain text files of --corpus DIR.

The analysis figures are the analysis alone, on one core. --ingest times
the path users run: "storyline ingest" as a whole process (start-up,
analysis, store, stories, alerts) on real news — --ingest-corpus files or
folders (text, JSON Lines or HTML), by default the PolNeAR train and dev
texts from ../shared — into a fresh SQLite file with 1 and 2 workers,
reporting articles/s, words/s, peak memory and each stage's share of the
CPU; then the library's ingest of generated ~600-word articles into SQLite,
and into PostgreSQL when STORYLINE_TEST_POSTGRES names a database.
--ingest-sizes 1000,100000 grows one store with generated articles and
times the CLI's ingest of --ingest-window more at each size: the cost per
article as the store grows. --scale N ingests N
articles into one store and samples memory as it grows. --baselines times
chrono-node, wink-nlp and compromise on the same texts through node
(scripts/baselines; run npm ci there first).`,
		Example: `  storyline bench
  storyline bench --json --baselines --ingest
  storyline bench --corpus ~/news --stories 0
  storyline bench --stories 0 --scale 100000
  storyline bench --stories 0 --ingest --ingest-sizes 1000,100000`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var c *bench.Corpus
			var err error
			if corpus != "" {
				c, err = bench.LoadDir(corpus)
			} else if shared, ok := eval.SharedDir(); ok {
				c, err = bench.LoadShared(shared)
			} else {
				return fmt.Errorf("no corpus: ../shared is not there; pass --corpus DIR (plain text files)")
			}
			if err != nil {
				return err
			}
			exe, err := os.Executable()
			if err != nil {
				return fmt.Errorf("finding the storyline binary to time: %w", err)
			}
			if doIngest && len(ingestIn) == 0 {
				if shared, ok := eval.SharedDir(); ok {
					for _, split := range []string{"train", "dev"} {
						ingestIn = append(ingestIn, filepath.Join(shared, "gold", "quotes", "polnear", split, "text"))
					}
				}
			}
			opt := bench.Options{
				Corpus: c, StageTime: stageTime, MaxTexts: maxTexts,
				Ingest: doIngest, IngestArticles: articles, Postgres: os.Getenv("STORYLINE_TEST_POSTGRES"),
				IngestCorpus: ingestIn, Exe: exe, IngestSizes: sizes, IngestWindow: window,
				Scale: scale, ScaleEvery: scaleEvery,
				StoryAdds: storyAdds, Baselines: baselines, ProfileDir: profileDir,
			}
			for _, n := range []int{10_000, 100_000, 1_000_000} {
				if n <= storiesMax {
					opt.StorySizes = append(opt.StorySizes, n)
				}
			}
			if !quiet {
				opt.Log = cmd.ErrOrStderr()
			}
			r, err := bench.Run(cmd.Context(), opt)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), r.Flat())
			}
			return r.WriteTable(cmd.OutOrStdout())
		},
	}
	f := cmd.Flags()
	f.StringVar(&corpus, "corpus", "", "folder of plain text files to read instead of ../shared")
	f.BoolVar(&asJSON, "json", false, "print one JSON object")
	f.BoolVar(&baselines, "baselines", false, "time the node baselines on the same texts (needs node and npm ci in scripts/baselines)")
	f.BoolVar(&doIngest, "ingest", false, "measure full ingest into SQLite (and PostgreSQL) with 1 and 2 workers")
	f.IntVar(&articles, "ingest-articles", 1000, "generated articles per ingest measurement")
	f.StringArrayVar(&ingestIn, "ingest-corpus", nil, "real-news file or folder --ingest times the CLI on (repeat; default: PolNeAR train and dev texts)")
	f.IntSliceVar(&sizes, "ingest-sizes", nil, "store sizes at which to time the CLI's cost per article, e.g. 1000,100000")
	f.IntVar(&window, "ingest-window", 1000, "articles timed at each --ingest-sizes size")
	f.IntVar(&scale, "scale", 0, "ingest this many articles into one store, sampling memory (0: skip)")
	f.IntVar(&scaleEvery, "scale-every", 10000, "articles between two memory samples of --scale")
	f.IntVar(&storiesMax, "stories", 100_000, "largest story clusterer measured: 10000, 100000 or 1000000 (0: skip)")
	f.IntVar(&storyAdds, "story-adds", 1000, "articles timed at each story clusterer size")
	f.DurationVar(&stageTime, "stage-time", 2*time.Second, "time spent on each stage")
	f.IntVar(&maxTexts, "max-texts", 0, "use at most this many corpus texts (0: all)")
	f.StringVar(&profileDir, "cpuprofile", "", "write CPU profiles per stage, of each ingest and each --ingest-sizes window, and heap profiles at each --scale sample, into this folder")
	f.BoolVarP(&quiet, "quiet", "q", false, "no progress lines")
	return cmd
}
