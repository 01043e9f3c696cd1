package eval

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// TestStreamGVADev scores the stories of the gva_dev stream (shooting
// reports labelled with their incident) against the floors of the stream:
// one story per incident, found by who, where and when.
func TestStreamGVADev(t *testing.T) {
	shared, ok := SharedDir()
	if !ok {
		t.Skip("no shared data directory")
	}
	dir := filepath.Join(shared, "gold", "stories", "gva_dev")
	if !isDir(dir) {
		t.Skip("no gva_dev stream")
	}
	if testing.Short() {
		t.Skip("ingests 2,134 articles")
	}
	run, err := EvalStream(context.Background(), filepath.Join(dir, "articles.jsonl"), filepath.Join(dir, "gold.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	m := run.Metrics
	t.Logf("bcubed P %.3f R %.3f F1 %.3f, pairwise F1 %.3f, CEAF-e %.3f; baseline bcubed %.3f pairwise %.3f",
		m.BCubedPrecision, m.BCubedRecall, m.BCubedF1, m.PairwiseF1, m.CEAFeF1, m.BaselineBCubedF1, m.BaselinePairwiseF1)
	if m.Articles != 2134 || m.Duplicates+m.Stored+m.NotStored != m.Articles {
		t.Errorf("articles %d = %d stored + %d duplicates + %d not stored, want 2134", m.Articles, m.Stored, m.Duplicates, m.NotStored)
	}
	for _, f := range []struct {
		name      string
		got, want float64
	}{
		{"bcubed f1", m.BCubedF1, 0.93},
		{"pairwise f1", m.PairwiseF1, 0.72},
		{"bcubed precision", m.BCubedPrecision, 0.95},
		{"bcubed f1 over the baseline's", m.BCubedF1, m.BaselineBCubedF1 + 1e-9},
		{"pairwise f1 over the baseline's", m.PairwiseF1, m.BaselinePairwiseF1 + 1e-9},
	} {
		if f.got < f.want {
			t.Errorf("%s = %.3f, floor %.3f", f.name, f.got, f.want)
		}
	}
}

// TestTrainIdentity rebuilds internal/stories/identity.json from the
// gva_dev stream. It runs only with STORYLINE_TRAIN_IDENTITY=1:
//
//	STORYLINE_TRAIN_IDENTITY=1 go test ./internal/eval -run TestTrainIdentity
func TestTrainIdentity(t *testing.T) {
	if os.Getenv("STORYLINE_TRAIN_IDENTITY") == "" {
		t.Skip("set STORYLINE_TRAIN_IDENTITY=1 to rebuild internal/stories/identity.json")
	}
	shared, ok := SharedDir()
	if !ok {
		t.Skip("no shared data directory")
	}
	dir := filepath.Join(shared, "gold", "stories", "gva_dev")
	w, err := TrainIdentity(context.Background(), filepath.Join(dir, "articles.jsonl"), filepath.Join(dir, "gold.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join("..", "stories", "identity.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := w.WriteJSON(f); err != nil {
		t.Fatal(err)
	}
	t.Logf("weights %v", w)
}
