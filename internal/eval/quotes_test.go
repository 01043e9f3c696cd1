package eval

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	storyline "github.com/storyline-news/storyline"
)

func TestQuoteReadAndScoreMini(t *testing.T) {
	docs, notes, err := ReadPolNeAR("testdata/quotes")
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) != 1 || docs[0].Annotator != "aaaa" || len(docs[0].Gold) != 4 || len(notes) != 1 {
		t.Fatalf("docs %+v notes %v", docs, notes)
	}
	d := docs[0]
	// Gold against itself scores 1 everywhere.
	rep := ScoreQuoteDoc(d.Text, d.Gold, d.Gold).Report()
	if rep.SourceExactF1 != 1 || rep.CueExactF1 != 1 || rep.ContentExactF1 != 1 || rep.ContentOverlapF1 != 1 {
		t.Errorf("gold vs gold: %+v", rep.QuoteMetrics)
	}
	if rep.Direct.Gold != 2 || rep.Indirect.Gold != 2 {
		t.Errorf("direct %d indirect %d, want 2 and 2", rep.Direct.Gold, rep.Indirect.Gold)
	}
	// A content that misses a part overlaps but is not exact; a source
	// with one token more is not exact either.
	pred := []QuoteAttribution{{
		Source:  []storyline.Span{{Start: d.Gold[0].Source[0].Start, End: d.Gold[0].Source[0].End + 5}},
		Cue:     d.Gold[0].Cue,
		Content: d.Gold[0].Content[:1],
	}}
	c := ScoreQuoteDoc(d.Text, d.Gold, pred)
	if c.All[1].ExactP != 1 || c.All[2].ExactP != 0 || c.All[2].OverlapP != 1 || c.All[0].ExactP != 0 || c.All[0].OverlapR != 1 {
		t.Errorf("partial: %+v", c.All)
	}
	// The extractor finds all four on this easy text.
	got := ScoreQuoteDoc(d.Text, d.Gold, PredictPolNeAR(d.Text)).Report()
	if got.CueExactF1 != 1 || got.SourceExactF1 != 1 || got.ContentExactF1 != 1 {
		t.Errorf("extractor on mini: %+v", got.QuoteMetrics)
	}
}

func TestQuoteBratRoundTrip(t *testing.T) {
	docs, _, err := ReadPolNeAR("testdata/quotes")
	if err != nil {
		t.Fatal(err)
	}
	d := docs[0]
	var buf bytes.Buffer
	if err := WriteBrat(&buf, d.Text, d.Gold); err != nil {
		t.Fatal(err)
	}
	back, err := ParseBrat(d.Text, buf.String())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, d.Gold) {
		t.Errorf("round trip:\n%+v\n%+v", back, d.Gold)
	}
}

// checkQuotePredictions writes predictions, re-scores them and compares.
func checkQuotePredictions(t *testing.T, dir string) QuoteReport {
	t.Helper()
	pred := t.TempDir()
	rep, err := EvalQuotes(dir, QuoteEvalOptions{PredictionsDir: pred})
	if err != nil {
		t.Fatal(err)
	}
	again, err := ScoreQuotePredictions(dir, pred)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(rep, again) {
		t.Errorf("re-scored predictions differ:\n%+v\n%+v", rep, again)
	}
	return rep
}

func TestQuotePredictionsMini(t *testing.T) {
	checkQuotePredictions(t, "testdata/quotes")
}

func TestQuotePolNeARDev(t *testing.T) {
	shared, ok := SharedDir()
	if !ok {
		t.Skip("no ../shared")
	}
	dir := filepath.Join(shared, "gold", "quotes", "polnear", "dev")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("no PolNeAR dev")
	}
	rep := checkQuotePredictions(t, dir)
	t.Logf("PolNeAR dev: source %.3f/%.3f cue %.3f/%.3f content %.3f/%.3f (exact/overlap F1)",
		rep.SourceExactF1, rep.SourceOverlapF1, rep.CueExactF1, rep.CueOverlapF1, rep.ContentExactF1, rep.ContentOverlapF1)
	for _, f := range []struct {
		name  string
		got   float64
		floor float64
	}{
		{"source overlap F1", rep.SourceOverlapF1, 0.757}, {"cue overlap F1", rep.CueOverlapF1, 0.754},
		{"content overlap F1", rep.ContentOverlapF1, 0.782}, {"source exact F1", rep.SourceExactF1, 0.712},
		{"cue exact F1", rep.CueExactF1, 0.700}, {"content exact F1", rep.ContentExactF1, 0.561},
		{"source exact precision", rep.SourceExactPrecision, 0.820},
	} {
		if f.got < f.floor {
			t.Errorf("PolNeAR dev %s = %.3f, under the floor %.2f", f.name, f.got, f.floor)
		}
	}
}
