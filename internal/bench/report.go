package bench

import (
	"fmt"
	"io"
	"sort"
	"text/tabwriter"
)

// WriteTable prints the report as a table.
func (r *Report) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(w, "corpus %s: %d texts, %d words; %d CPUs, load average %s\n\n", r.Corpus, r.CorpusTexts, r.CorpusWords, r.NumCPU, r.LoadAvg)
	fmt.Fprintln(tw, "stage (one core)\twords/s\twords/CPU-s\t")
	for _, s := range Stages {
		if v, ok := r.Stages[s]; ok {
			fmt.Fprintf(tw, "%s\t%.0f\t%.0f\t\n", s, v, r.CPU[s])
		}
	}
	fmt.Fprintf(tw, "analysis only (Analyze; not ingest)\t%.0f\t%.0f\t\n", r.EndToEnd, r.CPU["end_to_end"])
	fmt.Fprintf(tw, "build from raw text\t%.0f\t%.0f\t\n", r.Build, r.CPU["build"])
	if len(r.Baselines) > 0 {
		fmt.Fprintln(tw, "\t\t\t\t")
		fmt.Fprintln(tw, "baseline (one core)\twords/s\twords/CPU-s\tstoryline stage\twords/s\twords/CPU-s\tratio\tCPU ratio\t")
		for _, b := range r.Baselines {
			fmt.Fprintf(tw, "%s\t%.0f\t%.0f\t%s\t%.0f\t%.0f\t%.2f×\t%.2f×\t\n", b.Name, b.WordsPerSec, b.CPUWordsPerSec, b.Stage, b.Storyline, b.StorylineCPU, b.Ratio, b.CPURatio)
		}
	}
	if r.BaselineErr != "" {
		fmt.Fprintf(tw, "baselines: %s\t\t\n", r.BaselineErr)
	}
	if len(r.CLIIngest) > 0 {
		fmt.Fprintln(tw, "\t\t\t\t")
		fmt.Fprintln(tw, "storyline ingest (whole process, real news)\tworkers\tarticles\tseconds\tarticles/s\twords/s\tCPU s\tpeak RSS MB\t")
		for _, c := range r.CLIIngest {
			fmt.Fprintf(tw, "sqlite\t%d\t%d\t%.2f\t%.0f\t%.0f\t%.2f\t%d\t\n", c.Workers, c.Articles, c.Seconds, c.ArticlesPerSec, c.WordsPerSec, c.CPUSeconds, c.PeakRSSBytes>>20)
		}
		if len(r.CLIIngest) == 2 && r.CLIIngest[1].Seconds > 0 {
			fmt.Fprintf(tw, "2 workers / 1\t%.2f×\t\n", r.CLIIngest[0].Seconds/r.CLIIngest[1].Seconds)
		}
	}
	if len(r.CLIStages) > 0 {
		fmt.Fprintln(tw, "\t\t\t\t")
		fmt.Fprintln(tw, "ingest CPU by stage (2 workers)\tshare\t")
		stages := make([]string, 0, len(r.CLIStages))
		for s := range r.CLIStages {
			stages = append(stages, s)
		}
		sort.Slice(stages, func(i, j int) bool { return r.CLIStages[stages[i]] > r.CLIStages[stages[j]] })
		for _, s := range stages {
			fmt.Fprintf(tw, "%s\t%.1f%%\t\n", s, 100*r.CLIStages[s])
		}
	}
	if len(r.SizeCosts) > 0 {
		fmt.Fprintln(tw, "\t\t\t\t")
		fmt.Fprintln(tw, "cost per article as the store grows\twindow\tms/article\tCPU ms/article\tpeak RSS MB\tdatabase MB\t")
		for _, c := range r.SizeCosts {
			fmt.Fprintf(tw, "%s articles stored\t%d\t%.2f\t%.2f\t%d\t%d\t\n", sizeName(c.StoreArticles), c.Window, c.MillisPerArt, c.CPUMillisPerArt, c.PeakRSSBytes>>20, c.DatabaseBytes>>20)
		}
		if n := len(r.SizeCosts); n > 1 && r.SizeCosts[0].MillisPerArt > 0 {
			a, b := r.SizeCosts[0], r.SizeCosts[n-1]
			fmt.Fprintf(tw, "%s / %s\t\t%.2f×\t%.2f×\t\n", sizeName(b.StoreArticles), sizeName(a.StoreArticles), b.MillisPerArt/a.MillisPerArt, b.CPUMillisPerArt/a.CPUMillisPerArt)
		}
	}
	if len(r.Ingest) > 0 {
		fmt.Fprintln(tw, "\t\t\t\t")
		fmt.Fprintln(tw, "library ingest (generated articles)\tworkers\tarticles\twords/article\tarticles/s\tCPU ms/article\t")
		for _, in := range r.Ingest {
			fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%.1f\t%.2f\t\n", in.Engine, in.Workers, in.Articles, in.Words/max(in.Articles, 1), in.PerSec, in.CPUMillisPerArticle)
		}
	}
	if len(r.Scale) > 0 {
		fmt.Fprintln(tw, "\t\t\t\t")
		fmt.Fprintln(tw, "scale ingest (sqlite)\tRSS MB\tpeak RSS MB\theap MB\tarticles/s\t")
		for _, p := range r.Scale {
			fmt.Fprintf(tw, "%d articles\t%d\t%d\t%d\t%.0f\t\n", p.Articles, p.RSSBytes>>20, p.PeakRSSBytes>>20, p.HeapBytes>>20, p.ArticlesPerSe)
		}
	}
	if len(r.StoryCost) > 0 {
		fmt.Fprintln(tw, "\t\t\t\t")
		fmt.Fprintln(tw, "story assignment\tns/article\tCPU ns/article\twith state saves\tCPU\tstate bytes/article\t")
		var sizes []int
		for n := range r.StoryCost {
			sizes = append(sizes, n)
		}
		sort.Ints(sizes)
		for _, n := range sizes {
			fmt.Fprintf(tw, "%s articles\t%.0f\t%.0f\t%.0f\t%.0f\t%.0f\t\n", sizeName(n), r.StoryCost[n], r.StoryCostCPU[n], r.StorySavedCost[n], r.StorySavedCostCPU[n], r.StorySavedBytes[n])
		}
		if a, b := r.StoryCost[10_000], r.StoryCost[100_000]; a > 0 && b > 0 {
			fmt.Fprintf(tw, "100k / 10k\t%.2f×\t%.2f×\t\n", b/a, r.StoryCostCPU[100_000]/r.StoryCostCPU[10_000])
		}
		if a, b := r.StorySavedCost[1000], r.StorySavedCost[100_000]; a > 0 && b > 0 {
			fmt.Fprintf(tw, "100k / 1k\t%.2f×\t%.2f×\t%.2f×\t%.2f×\t\n", r.StoryCost[100_000]/r.StoryCost[1000], r.StoryCostCPU[100_000]/r.StoryCostCPU[1000],
				b/a, r.StorySavedCostCPU[100_000]/r.StorySavedCostCPU[1000])
		}
	}
	fmt.Fprintln(tw, "\t\t\t\t")
	fmt.Fprintf(tw, "peak RSS\t%d MB\t\n", r.PeakRSS>>20)
	fmt.Fprintf(tw, "elapsed\t%.0f s\t\n", r.ElapsedSeconds)
	return tw.Flush()
}
