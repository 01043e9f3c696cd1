package eval

import (
	"bytes"
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const fixtureDir = "testdata/extract"

func TestCountItem(t *testing.T) {
	it := ExtractItem{With: []string{"a  b", "c\nd", "missing"}, Without: []string{"x y", "absent"}}
	got := CountItem(it, "  a\tb c d\u00a0x\n\ny ")
	want := Confusion{TP: 2, FN: 1, FP: 1, TN: 1}
	if got != want {
		t.Errorf("CountItem = %+v, want %+v", got, want)
	}
	if got := CountItem(it, ""); got != (Confusion{FN: 3, TN: 2}) {
		t.Errorf("CountItem(empty) = %+v", got)
	}
}

func TestScores(t *testing.T) {
	p, r, a, f := Confusion{}.Scores()
	if p != 0 || r != 0 || a != 0 || f != 0 {
		t.Errorf("zero confusion: %v %v %v %v", p, r, a, f)
	}
	p, r, a, f = Confusion{TP: 1, FN: 4, FP: 1, TN: 4}.Scores()
	for _, c := range []struct {
		name      string
		got, want float64
	}{{"precision", p, 0.5}, {"recall", r, 0.2}, {"accuracy", a, 0.5}, {"f1", f, 2.0 / 7}} {
		if math.Abs(c.got-c.want) > 1e-12 {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
}

func TestLoadExtractItems(t *testing.T) {
	items, err := LoadExtractItems(fixtureDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 2 || items[0].File != "blog.example.biscuits.html" || items[1].File != "ledger.example.bridge.html" {
		t.Fatalf("items = %+v", items)
	}
	if id := items[0].PageID(); id != "blog.example.biscuits" {
		t.Errorf("PageID = %q", id)
	}
	for _, it := range items { // one page is gzipped, the other plain
		page, err := ReadExtractPage(fixtureDir, it)
		if err != nil || !bytes.Contains(page, []byte("<html")) {
			t.Errorf("ReadExtractPage(%s) = %d bytes, %v", it.File, len(page), err)
		}
	}
}

// TestEvalExtractScorer checks the counts of a run with a fake extractor.
func TestEvalExtractScorer(t *testing.T) {
	fake := func(page []byte, pageURL string) (string, error) {
		if strings.Contains(pageURL, "biscuits") {
			return "Mix the ground almonds", errors.New("boom") // errors count as empty output
		}
		return "reopened to traffic on Monday morning\nShare on\tFacebook", nil
	}
	run, err := EvalExtract(fixtureDir, ExtractOptions{Extract: fake, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	m := run.Metrics
	if m.Documents != 2 || m.Errors != 1 || m.TruePositives != 1 || m.FalseNegatives != 4 ||
		m.FalsePositives != 1 || m.TrueNegatives != 4 {
		t.Errorf("metrics = %+v", m)
	}
	if math.Abs(m.F1-2.0/7) > 1e-12 || m.Precision != 0.5 || m.Recall != 0.2 || m.Accuracy != 0.5 {
		t.Errorf("scores = %+v", m)
	}
}

// TestEvalExtractHTMLX runs the real extractor on the two fixture pages.
func TestEvalExtractHTMLX(t *testing.T) {
	run, err := EvalExtract(fixtureDir, ExtractOptions{})
	if err != nil {
		t.Fatal(err)
	}
	m := run.Metrics
	if m.Documents != 2 || m.Errors != 0 || m.TruePositives != 5 || m.TrueNegatives != 5 || m.F1 != 1 {
		t.Errorf("metrics = %+v", m)
		for id, text := range run.Predictions {
			t.Logf("%s:\n%s", id, text)
		}
	}
	if _, err := EvalExtract(fixtureDir, ExtractOptions{Limit: 1}); err != nil {
		t.Error(err)
	}
}

func TestPredictionsRoundTrip(t *testing.T) {
	run, err := EvalExtract(fixtureDir, ExtractOptions{})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "predictions.json")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := WritePredictions(f, run.Predictions); err != nil {
		t.Fatal(err)
	}
	f.Close()
	f, err = os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	preds, err := ReadPredictions(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(preds) != len(run.Predictions) {
		t.Fatalf("read %d predictions, wrote %d", len(preds), len(run.Predictions))
	}
	for id, text := range run.Predictions {
		if preds[id] != text {
			t.Errorf("%s: read %q, wrote %q", id, preds[id], text)
		}
	}
	got, err := ScorePredictions(fixtureDir, preds, ExtractOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := run.Metrics
	want.Seconds, want.Errors = 0, 0
	if got != want {
		t.Errorf("re-scored %+v, want %+v", got, want)
	}
	// The file has the benchmark's shape.
	raw, _ := os.ReadFile(path)
	if !bytes.Contains(raw, []byte(`"blog.example.biscuits": {`)) || !bytes.Contains(raw, []byte(`"articleBody":`)) {
		t.Errorf("predictions file:\n%s", raw)
	}
}

// TestDevEvalTrafilatura scores htmlx on trafilatura's evaluation set when the
// shared data is there: all 990 pages, or an evenly spread sample of about
// 150 with -short.
func TestDevEvalTrafilatura(t *testing.T) {
	shared, ok := SharedDir()
	dir := filepath.Join(shared, "gold", "extraction", "trafilatura_eval")
	if !ok || !isDir(dir) {
		t.Skipf("no trafilatura evaluation set at %q (set STORYLINE_SHARED to the shared data directory)", dir)
	}
	opts, floor := ExtractOptions{}, fullFloor
	if testing.Short() {
		opts.Sample, floor = 150, sampleFloor
	}
	start := time.Now()
	run, err := EvalExtract(dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	m := run.Metrics
	t.Logf("%d documents in %v: P=%.3f R=%.3f F1=%.3f A=%.3f (tp=%d fp=%d tn=%d fn=%d, %d errors, %d missing)",
		m.Documents, time.Since(start).Round(time.Millisecond), m.Precision, m.Recall, m.F1, m.Accuracy,
		m.TruePositives, m.FalsePositives, m.TrueNegatives, m.FalseNegatives, m.Errors, m.Missing)
	if m.F1 < floor {
		t.Errorf("F1 = %.4f, below the floor %.2f", m.F1, floor)
	}
}

// F1 floors of TestDevEvalTrafilatura.
const (
	fullFloor   = 0.90
	sampleFloor = 0.90
)
