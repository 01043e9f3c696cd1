package eval

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/storyline-news/storyline/internal/htmlx"
)

// This file scores main-text extraction (internal/htmlx) on trafilatura's
// evaluation data: evaldata.json maps each page URL to {"file", "with",
// "without"}, and the page is html/<file>.gz (or html/<file>). The metric is
// trafilatura's own (tests/eval_common.py): after white-space normalisation of
// both sides, each "with" segment found in the output is a true positive and
// each one missing a false negative; each "without" segment found is a false
// positive and each one missing a true negative. A page that fails to extract
// scores as empty output. Pages whose file is missing are skipped, as
// trafilatura's evaluation skips them.

// ExtractItem is one annotated page of the trafilatura evaluation set.
type ExtractItem struct {
	URL     string   `json:"-"`
	File    string   `json:"file"`
	With    []string `json:"with"`
	Without []string `json:"without"`
}

// PageID is the page's key in a predictions file: the "file" name without
// its .html extension (e.g. "die-partei.net.luebeck"). It is unique in the
// set and names the page on disk, which the URL does not.
func (it ExtractItem) PageID() string {
	return strings.TrimSuffix(strings.TrimSuffix(it.File, ".gz"), ".html")
}

// LoadExtractItems reads dir/evaldata.json and returns its items sorted by
// file name, so runs and subsets are deterministic.
func LoadExtractItems(dir string) ([]ExtractItem, error) {
	b, err := os.ReadFile(filepath.Join(dir, "evaldata.json"))
	if err != nil {
		return nil, err
	}
	var m map[string]ExtractItem
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("eval: %s: %w", filepath.Join(dir, "evaldata.json"), err)
	}
	items := make([]ExtractItem, 0, len(m))
	for u, it := range m {
		if it.File == "" {
			return nil, fmt.Errorf("eval: %s: no file", u)
		}
		it.URL = u
		items = append(items, it)
	}
	sort.Slice(items, func(i, j int) bool { return items[i].File < items[j].File })
	return items, nil
}

// ReadExtractPage returns the HTML of item: dir/html/<file>.gz, else
// dir/html/<file>. It returns an error wrapping os.ErrNotExist when neither
// exists.
func ReadExtractPage(dir string, it ExtractItem) ([]byte, error) {
	p := filepath.Join(dir, "html", it.File)
	f, err := os.Open(p + ".gz")
	if errors.Is(err, os.ErrNotExist) {
		return os.ReadFile(p)
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("eval: %s.gz: %w", p, err)
	}
	return io.ReadAll(zr)
}

// Confusion holds the segment counts of trafilatura's metric.
type Confusion struct {
	TP, FP, TN, FN int
}

// Add adds o to c.
func (c *Confusion) Add(o Confusion) {
	c.TP += o.TP
	c.FP += o.FP
	c.TN += o.TN
	c.FN += o.FN
}

// Scores returns precision, recall, accuracy and F1 (each 0 when its
// denominator is 0), as trafilatura's ConfusionMatrix.scores.
func (c Confusion) Scores() (precision, recall, accuracy, f1 float64) {
	ratio := func(a, b int) float64 {
		if b == 0 {
			return 0
		}
		return float64(a) / float64(b)
	}
	return ratio(c.TP, c.TP+c.FP), ratio(c.TP, c.TP+c.FN),
		ratio(c.TP+c.TN, c.TP+c.TN+c.FP+c.FN), ratio(2*c.TP, 2*c.TP+c.FP+c.FN)
}

// NormSpace collapses each run of white space to one space and trims, as
// trafilatura's norm (Python's re.sub(r"\s+", " ", text).strip()) does.
func NormSpace(s string) string {
	return strings.Join(strings.FieldsFunc(s, isPySpace), " ")
}

// isPySpace is Python's str.isspace: Unicode white space plus the ASCII
// information separators U+001C–U+001F.
func isPySpace(r rune) bool {
	return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f)
}

// CountItem scores one page's extracted text against its segments.
func CountItem(it ExtractItem, text string) Confusion {
	norm := NormSpace(text)
	var c Confusion
	for _, w := range it.With {
		if strings.Contains(norm, NormSpace(w)) {
			c.TP++
		} else {
			c.FN++
		}
	}
	for _, w := range it.Without {
		if strings.Contains(norm, NormSpace(w)) {
			c.FP++
		} else {
			c.TN++
		}
	}
	return c
}

// ExtractMetrics is the result of an extraction evaluation.
type ExtractMetrics struct {
	Precision      float64 `json:"precision"`
	Recall         float64 `json:"recall"`
	F1             float64 `json:"f1"`
	Accuracy       float64 `json:"accuracy"`
	Documents      int     `json:"documents"`
	TruePositives  int     `json:"true_positives"`
	FalsePositives int     `json:"false_positives"`
	TrueNegatives  int     `json:"true_negatives"`
	FalseNegatives int     `json:"false_negatives"`
	Errors         int     `json:"errors"`  // pages whose extraction failed (scored as empty output)
	Missing        int     `json:"missing"` // annotated pages without an HTML file (skipped)
	Seconds        float64 `json:"seconds"`
}

// MetricsOf computes the metrics of a confusion over docs documents.
func MetricsOf(c Confusion, docs int) ExtractMetrics {
	p, r, a, f := c.Scores()
	return ExtractMetrics{
		Precision: p, Recall: r, F1: f, Accuracy: a, Documents: docs,
		TruePositives: c.TP, FalsePositives: c.FP, TrueNegatives: c.TN, FalseNegatives: c.FN,
	}
}

// ExtractOptions selects the pages of a run.
type ExtractOptions struct {
	// Limit keeps only the first Limit pages (by file name); 0 keeps all.
	Limit int
	// Sample keeps Sample pages spread evenly over the set (page
	// i*len/Sample for i < Sample, by file name); 0 keeps all. Applied
	// before Limit.
	Sample int
	// Workers is the number of pages extracted at once; 0 means
	// runtime.NumCPU().
	Workers int
	// Extract turns a page into text; nil means htmlx.Extract with the
	// blocks joined by "\n".
	Extract func(html []byte, pageURL string) (string, error)
}

// ExtractRun is the outcome of EvalExtract.
type ExtractRun struct {
	Metrics ExtractMetrics
	// Predictions maps each scored page's PageID to its extracted text.
	Predictions map[string]string
}

// HTMLXText extracts a page with htmlx and joins its blocks with "\n".
func HTMLXText(page []byte, pageURL string) (string, error) {
	res, err := htmlx.Extract(page, pageURL)
	if err != nil {
		return "", err
	}
	return res.Text(), nil
}

// SelectItems applies opts.Sample and opts.Limit to items.
func SelectItems(items []ExtractItem, opts ExtractOptions) []ExtractItem {
	if opts.Sample > 0 && opts.Sample < len(items) {
		sel := make([]ExtractItem, opts.Sample)
		for i := range sel {
			sel[i] = items[i*len(items)/opts.Sample]
		}
		items = sel
	}
	if opts.Limit > 0 && opts.Limit < len(items) {
		items = items[:opts.Limit]
	}
	return items
}

// EvalExtract extracts every selected page of the trafilatura evaluation set
// in dir with a pool of workers and scores the output.
func EvalExtract(dir string, opts ExtractOptions) (*ExtractRun, error) {
	start := time.Now()
	items, err := LoadExtractItems(dir)
	if err != nil {
		return nil, err
	}
	items = SelectItems(items, opts)
	extract := opts.Extract
	if extract == nil {
		extract = HTMLXText
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}

	type outcome struct {
		text            string
		failed, missing bool
	}
	out := make([]outcome, len(items))
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				page, err := ReadExtractPage(dir, items[i])
				if err != nil {
					out[i].missing = true
					continue
				}
				text, err := safeExtract(extract, page, items[i].URL)
				if err != nil {
					text = "" // a failed page scores as empty output
				}
				out[i] = outcome{text: text, failed: err != nil}
			}
		}()
	}
	for i := range items {
		jobs <- i
	}
	close(jobs)
	wg.Wait()

	var c Confusion
	run := &ExtractRun{Predictions: make(map[string]string, len(items))}
	docs, failed, missing := 0, 0, 0
	for i, it := range items {
		if out[i].missing {
			missing++
			continue
		}
		docs++
		if out[i].failed {
			failed++
		}
		c.Add(CountItem(it, out[i].text))
		run.Predictions[it.PageID()] = out[i].text
	}
	run.Metrics = MetricsOf(c, docs)
	run.Metrics.Errors = failed
	run.Metrics.Missing = missing
	run.Metrics.Seconds = time.Since(start).Seconds()
	return run, nil
}

// safeExtract runs extract, turning a panic into an error.
func safeExtract(extract func([]byte, string) (string, error), page []byte, pageURL string) (text string, err error) {
	defer func() {
		if p := recover(); p != nil {
			text, err = "", fmt.Errorf("panic: %v", p)
		}
	}()
	return extract(page, pageURL)
}

// ScorePredictions scores predictions (PageID → text) against the selected
// items of dir. A page without a prediction scores as empty output; a page
// without an HTML file is skipped, as in EvalExtract.
func ScorePredictions(dir string, preds map[string]string, opts ExtractOptions) (ExtractMetrics, error) {
	items, err := LoadExtractItems(dir)
	if err != nil {
		return ExtractMetrics{}, err
	}
	items = SelectItems(items, opts)
	var c Confusion
	docs, missing := 0, 0
	for _, it := range items {
		if !pageExists(dir, it) {
			missing++ // skipped, as EvalExtract does
			continue
		}
		docs++
		c.Add(CountItem(it, preds[it.PageID()]))
	}
	m := MetricsOf(c, docs)
	m.Missing = missing
	return m, nil
}

func pageExists(dir string, it ExtractItem) bool {
	p := filepath.Join(dir, "html", it.File)
	for _, q := range []string{p + ".gz", p} {
		if fi, err := os.Stat(q); err == nil && !fi.IsDir() {
			return true
		}
	}
	return false
}

// prediction is one page of a predictions file in the format of ScrapingHub's
// article-extraction-benchmark.
type prediction struct {
	ArticleBody string `json:"articleBody"`
}

// WritePredictions writes preds as {page_id: {"articleBody": text}}, the
// format of ScrapingHub's article-extraction-benchmark.
func WritePredictions(w io.Writer, preds map[string]string) error {
	m := make(map[string]prediction, len(preds))
	for id, text := range preds {
		m[id] = prediction{ArticleBody: text}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// ReadPredictions reads a file written by WritePredictions.
func ReadPredictions(r io.Reader) (map[string]string, error) {
	var m map[string]prediction
	if err := json.NewDecoder(r).Decode(&m); err != nil {
		return nil, fmt.Errorf("eval: predictions: %w", err)
	}
	preds := make(map[string]string, len(m))
	for id, p := range m {
		preds[id] = p.ArticleBody
	}
	return preds, nil
}
