package eval

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/storyline-news/storyline/internal/stories"
)

// TestStoriesTune sweeps the clusterer's thresholds on the ECB+ dev set. It
// runs only with STORYLINE_TUNE_STORIES=1: it is a tool, not a check.
func TestStoriesTune(t *testing.T) {
	if os.Getenv("STORYLINE_TUNE_STORIES") == "" {
		t.Skip("set STORYLINE_TUNE_STORIES=1 to sweep the story thresholds")
	}
	shared, ok := SharedDir()
	if !ok {
		t.Skip("no ../shared")
	}
	t0 := time.Now()
	docs, err := LoadECB(filepath.Join(shared, "gold", "stories", "ecbplus"))
	if err != nil {
		t.Fatal(err)
	}
	an := AnalyzeECB(docs)
	t.Logf("analyzed %d docs in %v", len(an), time.Since(t0))
	joins := []float64{0.2, 0.24, 0.28, 0.32}
	if s := os.Getenv("STORYLINE_TUNE_JOIN"); s != "" {
		joins = nil
		for _, f := range strings.Split(s, ",") {
			x, _ := strconv.ParseFloat(f, 64)
			joins = append(joins, x)
		}
	}
	for _, j := range joins {
		for _, tp := range []float64{0.08, 0.12, 0.16} {
			for _, seed := range []uint64{1, 2, 3} {
				run := ClusterECB(an, StoriesEvalOptions{Options: stories.Options{Join: j, Topic: tp}, Seed: seed})
				m := run.Metrics
				t.Logf("join %.2f topic %.2f seed %d: sub B3 %.3f (P %.3f R %.3f) pw %.3f k=%d | topic B3 %.3f (P %.3f R %.3f) k=%d | conll %.3f lemma %.3f",
					j, tp, seed, m.SubtopicBCubedF1, m.SubtopicBCubedPrecision, m.SubtopicBCubedRecall, m.SubtopicPairwiseF1, m.Clusters,
					m.TopicBCubedF1, m.TopicBCubedPrecision, m.TopicBCubedRecall, m.Topics, m.CoNLLF1, m.LemmaBaselineF1)
			}
		}
	}
}
