package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/storyline-news/storyline/internal/names"
	"github.com/storyline-news/storyline/internal/timex"
)

// BaselineResult is one baseline's speed on the corpus texts, beside
// storyline's stage doing the same job on the same texts.
type BaselineResult struct {
	Key         string  `json:"key"`
	Name        string  `json:"name"`
	Task        string  `json:"task"`
	WordsPerSec float64 `json:"words_per_sec"`
	// CPUWordsPerSec is per second of the node process's CPU time.
	CPUWordsPerSec float64 `json:"cpu_words_per_sec"`
	// Found is what the baseline found in one pass over the texts.
	Found int `json:"found"`
	// Storyline is the words/s of storyline's stage on the same texts,
	// Stage its name, and Ratio Storyline / WordsPerSec.
	Stage        string  `json:"stage"`
	Storyline    float64 `json:"storyline_words_per_sec"`
	StorylineCPU float64 `json:"storyline_cpu_words_per_sec"`
	Ratio        float64 `json:"ratio"`     // wall clock
	CPURatio     float64 `json:"cpu_ratio"` // CPU time
}

// FindScript returns scripts/baselines/baselines.js from the module root
// above the working directory.
func FindScript() (string, bool) {
	wd, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for dir := wd; ; {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			p := filepath.Join(dir, "scripts", "baselines", "baselines.js")
			_, err := os.Stat(p)
			return p, err == nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

// baselines writes the texts to a file, runs the node script on it, and
// times storyline's timex and names stages on the same raw texts, one
// core each.
func (r *Report) baselines(ctx context.Context, opt *Options, texts []Text) error {
	node := opt.Node
	if node == "" {
		var err error
		if node, err = exec.LookPath("node"); err != nil {
			return fmt.Errorf("node not found: baselines skipped")
		}
	}
	script := opt.Script
	if script == "" {
		var ok bool
		if script, ok = FindScript(); !ok {
			return fmt.Errorf("scripts/baselines/baselines.js not found")
		}
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(script), "node_modules")); err != nil {
		return fmt.Errorf("baselines not installed: run npm ci in %s", filepath.Dir(script))
	}
	in := struct {
		Texts []string `json:"texts"`
		Refs  []string `json:"refs"`
	}{}
	for _, t := range texts {
		in.Texts = append(in.Texts, t.Text)
		ref := ""
		if !t.Published.IsZero() {
			ref = t.Published.Format("2006-01-02")
		}
		in.Refs = append(in.Refs, ref)
	}
	f, err := os.CreateTemp("", "storyline-bench-texts-*.json")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	if err := json.NewEncoder(f).Encode(in); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	secs := fmt.Sprintf("%g", opt.StageTime.Seconds())
	opt.logf("baselines  node %s %s", script, secs)
	cmd := exec.CommandContext(ctx, node, script, f.Name(), secs)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("node %s: %v: %s", filepath.Base(script), err, strings.TrimSpace(stderr.String()))
	}
	var res struct {
		Results []BaselineResult `json:"results"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		return fmt.Errorf("node %s: %v", filepath.Base(script), err)
	}

	// storyline on the same raw texts, one core.
	prev := runtime.GOMAXPROCS(1)
	defer runtime.GOMAXPROCS(prev)
	arts := make([]prepared, len(texts))
	for i, t := range texts {
		ref := t.Published
		if ref.IsZero() {
			ref = time.Now()
		}
		arts[i] = prepared{raw: t.Text, words: t.Words, ref: ref}
	}
	tagger := names.Default()
	timexWPS, timexCPU, err := measure(opt, "baseline_timex", arts, func(p *prepared) { timex.Extract(p.raw, p.ref) })
	if err != nil {
		return err
	}
	namesWPS, namesCPU, err := measure(opt, "baseline_names", arts, func(p *prepared) { tagger.Analyze(p.raw) })
	if err != nil {
		return err
	}
	for _, b := range res.Results {
		switch b.Key {
		case "chrono_node":
			b.Stage, b.Storyline, b.StorylineCPU = "timex", timexWPS, timexCPU
		default:
			b.Stage, b.Storyline, b.StorylineCPU = "names", namesWPS, namesCPU
		}
		if b.WordsPerSec > 0 {
			b.Ratio = b.Storyline / b.WordsPerSec
		}
		if b.CPUWordsPerSec > 0 {
			b.CPURatio = b.StorylineCPU / b.CPUWordsPerSec
		}
		b.Key = "baseline_" + b.Key
		r.Baselines = append(r.Baselines, b)
		opt.logf("baseline   %-45s %10.0f words/s (found %d); storyline %s %10.0f words/s: %.2f× (CPU time: %.2f×)", b.Name, b.WordsPerSec, b.Found, b.Stage, b.Storyline, b.Ratio, b.CPURatio)
	}
	return nil
}
