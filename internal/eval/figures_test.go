package eval

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	storyline "github.com/storyline-news/storyline"
)

func TestFigureScoreDoc(t *testing.T) {
	d := &Re3dDoc{ID: "d", Text: "Officials said 20 soldiers and more than 30 percent of the town were hit.",
		Quantities: []Re3dQuantity{
			{Span: storyline.Span{Start: 15, End: 17}, Things: []storyline.Span{{Start: 18, End: 26}}},
			{Span: storyline.Span{Start: 41, End: 51}},
			{Span: storyline.Span{Start: 0, End: 9}},
		}}
	p := PredictFigures(d)
	c := ScoreFigureDoc(d, p, nil)
	if c.Gold != 3 || c.Predicted != 2 || c.ExactTP != 2 || c.OverlapGold != 2 || c.CountedGold != 1 || c.Counted != 1 {
		t.Fatalf("counts %+v, predictions %+v", c, p)
	}
	m := c.Metrics(1)
	if m.ExactPrecision != 1 || m.ExactRecall != 2.0/3 {
		t.Errorf("metrics %+v", m)
	}
}

func re3dDir(t *testing.T) string {
	shared, ok := SharedDir()
	dir := filepath.Join(shared, "gold", "quantities", "re3d")
	if !ok || !isDir(dir) {
		t.Skip("no ../shared/gold/quantities/re3d")
	}
	return dir
}

// TestFigureDevEval runs the re3d evaluation and fails under the floor.
func TestFigureDevEval(t *testing.T) {
	dir := re3dDir(t)
	var preds, errs bytes.Buffer
	run, err := EvalFigures(dir, FigureEvalOptions{Predictions: &preds, Errors: &errs})
	if err != nil {
		t.Fatal(err)
	}
	m := run.Metrics
	t.Logf("re3d: %+v", m)
	if p := os.Getenv("FIGURE_ERRORS"); p != "" {
		os.WriteFile(p, errs.Bytes(), 0o644)
	}
	if m.OverlapF1 < 0.65 {
		t.Errorf("overlap F1 %.3f < 0.65", m.OverlapF1)
	}
	// the written predictions re-score to the same metrics
	back, err := ReadFigurePredictions(&preds)
	if err != nil {
		t.Fatal(err)
	}
	docs, err := LoadRe3d(dir)
	if err != nil {
		t.Fatal(err)
	}
	m2, err := ScoreFigurePredictions(docs, back, nil)
	if err != nil {
		t.Fatal(err)
	}
	if m2 != m {
		t.Errorf("re-scored %+v, want %+v", m2, m)
	}
}
