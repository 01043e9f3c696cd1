package eval

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
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
		for _, tp := range []float64{0.12, 0.16, 0.2} {
			for _, seed := range []uint64{1, 2, 3} {
				o := stories.Options{Join: j, Topic: tp}
				o.TextWeight, _ = strconv.ParseFloat(os.Getenv("TW"), 64)
				o.MergeThreshold, _ = strconv.ParseFloat(os.Getenv("MT"), 64)
				run := ClusterECB(an, StoriesEvalOptions{Options: o, Seed: seed, warm: os.Getenv("WARM") != ""})
				m := run.Metrics
				t.Logf("join %.2f topic %.2f seed %d: sub B3 %.3f (P %.3f R %.3f) pw %.3f k=%d | topic B3 %.3f (P %.3f R %.3f) k=%d | conll %.3f lemma %.3f",
					j, tp, seed, m.SubtopicBCubedF1, m.SubtopicBCubedPrecision, m.SubtopicBCubedRecall, m.SubtopicPairwiseF1, m.Clusters,
					m.TopicBCubedF1, m.TopicBCubedPrecision, m.TopicBCubedRecall, m.Topics, m.CoNLLF1, m.LemmaBaselineF1)
			}
		}
	}
}

func TestStoriesDiag(t *testing.T) {
	if os.Getenv("STORYLINE_TUNE_STORIES") == "" {
		t.Skip("set STORYLINE_TUNE_STORIES=1")
	}
	shared, _ := SharedDir()
	docs, err := LoadECB(filepath.Join(shared, "gold", "stories", "ecbplus"))
	if err != nil {
		t.Fatal(err)
	}
	an := AnalyzeECB(docs)
	o := stories.Options{}
	o.Join, _ = strconv.ParseFloat(os.Getenv("JOIN"), 64)
	o.TextWeight, _ = strconv.ParseFloat(os.Getenv("TW"), 64)
	o.MergeThreshold, _ = strconv.ParseFloat(os.Getenv("MT"), 64)
	run := ClusterECB(an, StoriesEvalOptions{Seed: 1, Options: o})
	by := map[int]map[string]int{}
	for i, s := range run.Story {
		if by[s] == nil {
			by[s] = map[string]int{}
		}
		by[s][an[i].SubTopic]++
	}
	for s, m := range by {
		if len(m) > 1 {
			t.Logf("story %d: %v", s, m)
			for i, si := range run.Story {
				if si == s {
					t.Logf("     %s %.80q", an[i].Name, an[i].Article.Title)
				}
			}
		}
	}
	for i := 0; i < 3; i++ {
		d := an[i]
		t.Logf("%s title %q ents %d", d.Name, d.Article.Title, len(d.Article.Analysis.Entities))
		for _, e := range d.Article.Analysis.Entities {
			t.Logf("   %s %s %d", e.Type, e.Canonical, e.Mentions)
		}
	}
}

func TestStoriesPairs(t *testing.T) {
	an := tuneECB(t)
	n := len(an)
	vecs := make([]map[string]float64, n)
	df := map[string]float64{}
	ents := os.Getenv("ENTS") != ""
	for i, d := range an {
		var tf map[string]float64
		if ents {
			tf = map[string]float64{}
			for _, e := range d.Article.Analysis.Entities {
				tf[string(e.Type)+foldKey(e.Canonical)] += float64(e.Mentions)
			}
		} else {
			tf = stories.Terms(d.Article.Title, nil, 2)
			tf = stories.Terms(d.Text, tf, 1)
		}
		vecs[i] = tf
		for k := range tf {
			df[k]++
		}
	}
	for i := range vecs {
		var norm float64
		for k, x := range vecs[i] {
			w := (1 + math.Log(x)) * math.Log(float64(n)/df[k])
			vecs[i][k] = w
			norm += w * w
		}
		for k := range vecs[i] {
			vecs[i][k] /= math.Sqrt(norm)
		}
	}
	cos := func(a, b map[string]float64) float64 {
		var s float64
		for k, x := range a {
			s += x * b[k]
		}
		return s
	}
	nnSame, nnTopic := 0, 0
	var sumSame, sumSib float64
	var nSame, nSib int
	for i := range an {
		best, bj := -1.0, -1
		for j := range an {
			if i == j {
				continue
			}
			s := cos(vecs[i], vecs[j])
			if s > best {
				best, bj = s, j
			}
			if an[i].SubTopic == an[j].SubTopic {
				sumSame += s
				nSame++
			} else if an[i].Topic == an[j].Topic {
				sumSib += s
				nSib++
			}
		}
		if an[bj].SubTopic == an[i].SubTopic {
			nnSame++
		}
		if an[bj].Topic == an[i].Topic {
			nnTopic++
		}
	}
	t.Logf("NN same subtopic %.3f same topic %.3f; mean sim same %.3f sibling %.3f", float64(nnSame)/float64(n), float64(nnTopic)/float64(n), sumSame/float64(nSame), sumSib/float64(nSib))
}

// TestStoriesSeeds runs the dev evaluation over seeds 1..5 on all topics
// and on the odd and even halves, and logs min and mean of each score: a
// robustness check. It runs only with STORYLINE_TUNE_STORIES=1.
func TestStoriesSeeds(t *testing.T) {
	if os.Getenv("STORYLINE_TUNE_STORIES") == "" {
		t.Skip("set STORYLINE_TUNE_STORIES=1")
	}
	shared, ok := SharedDir()
	if !ok {
		t.Skip("no ../shared")
	}
	docs, err := LoadECB(filepath.Join(shared, "gold", "stories", "ecbplus"))
	if err != nil {
		t.Fatal(err)
	}
	an := AnalyzeECB(docs)
	halves := map[string]func(topic int) bool{
		"all":  func(int) bool { return true },
		"odd":  func(tp int) bool { return tp%2 == 1 },
		"even": func(tp int) bool { return tp%2 == 0 },
	}
	parts := []string{"all", "odd", "even"}
	// STORYLINE_TUNE_PARTS=n also scores the n parts of topics by topic
	// number mod n: smaller sets, the size of a test split.
	if n, _ := strconv.Atoi(os.Getenv("STORYLINE_TUNE_PARTS")); n > 1 {
		for r := 0; r < n; r++ {
			name := "mod" + strconv.Itoa(n) + "=" + strconv.Itoa(r)
			halves[name] = func(tp int) bool { return tp%n == r }
			parts = append(parts, name)
		}
	}
	for _, h := range parts {
		var sub []*AnalyzedECB
		for _, d := range an {
			tp, _ := strconv.Atoi(d.Topic)
			if halves[h](tp) {
				sub = append(sub, d)
			}
		}
		var names = []string{"sub", "subP", "subR", "topic", "topP", "topR", "conll", "muc", "b3", "ceafe"}
		mins := make([]float64, len(names))
		sums := make([]float64, len(names))
		for i := range mins {
			mins[i] = 2
		}
		const seeds = 5
		for seed := uint64(1); seed <= seeds; seed++ {
			m := ClusterECB(sub, StoriesEvalOptions{Seed: seed, Options: envOptions(), warm: os.Getenv("WARM") != ""}).Metrics
			if seed == 1 || os.Getenv("STORYLINE_TUNE_EVERY_SEED") != "" {
				t.Logf("%-4s seed %d: sub %.3f topic %.3f conll %.3f", h, seed, m.SubtopicBCubedF1, m.TopicBCubedF1, m.CoNLLF1)
			}
			xs := []float64{m.SubtopicBCubedF1, m.SubtopicBCubedPrecision, m.SubtopicBCubedRecall, m.TopicBCubedF1, m.TopicBCubedPrecision, m.TopicBCubedRecall, m.CoNLLF1, m.MUCF1, m.B3F1, m.CEAFeF1}
			for i, x := range xs {
				mins[i] = math.Min(mins[i], x)
				sums[i] += x
			}
		}
		var b strings.Builder
		for i, n := range names {
			b.WriteString(n + " " + strconv.FormatFloat(mins[i], 'f', 3, 64) + "/" + strconv.FormatFloat(sums[i]/seeds, 'f', 3, 64) + "  ")
		}
		t.Logf("%-4s (min/mean) %s", h, b.String())
		ksub, ktop := kmeansBaselines(sub)
		t.Logf("%-4s k-means told k: sub %.3f topic %.3f", h, ksub, ktop)
	}
}

// envOptions reads clusterer options from the environment: JOIN, TOPIC,
// MT (merge threshold), TL (topic linkage), CF (conflict factor), RA
// (re-placed story size), TW (text weight); unset means the default.
func envOptions() stories.Options {
	var o stories.Options
	o.Join, _ = strconv.ParseFloat(os.Getenv("JOIN"), 64)
	o.Topic, _ = strconv.ParseFloat(os.Getenv("TOPIC"), 64)
	o.MergeThreshold, _ = strconv.ParseFloat(os.Getenv("MT"), 64)
	o.TopicLink, _ = strconv.ParseFloat(os.Getenv("TL"), 64)
	o.Conflict, _ = strconv.ParseFloat(os.Getenv("CF"), 64)
	o.Reassign, _ = strconv.Atoi(os.Getenv("RA"))
	o.TextWeight, _ = strconv.ParseFloat(os.Getenv("TW"), 64)
	return o
}

func TestStoriesTopicDiag(t *testing.T) {
	an := tuneECB(t)
	run := ClusterECB(an, StoriesEvalOptions{Seed: 1, Options: envOptions()})
	byGold := map[string]map[int]int{}
	byPred := map[int]map[string]int{}
	for i, d := range an {
		if byGold[d.Topic] == nil {
			byGold[d.Topic] = map[int]int{}
		}
		byGold[d.Topic][run.Topic[i]]++
		if byPred[run.Topic[i]] == nil {
			byPred[run.Topic[i]] = map[string]int{}
		}
		byPred[run.Topic[i]][d.SubTopic]++
	}
	for g, m := range byGold {
		if len(m) > 1 {
			t.Logf("gold topic %s split: %v", g, m)
		}
	}
	for p, m := range byPred {
		tops := map[string]bool{}
		for s := range m {
			tops[strings.TrimRight(s, "ecbplus")] = true
		}
		if len(tops) > 1 {
			t.Logf("pred topic %d mixes: %v", p, m)
		}
	}
}

func TestStoriesEventsDiag(t *testing.T) {
	an := tuneECB(t)
	key := goldChains(an)
	run := ClusterECB(an, StoriesEvalOptions{Seed: 1, Options: envOptions()})
	report := func(name string, story []int, link func([]stories.EventMention) []int) {
		ms := EventMentions(an, story)
		s := ScoreCoref(key, link(ms))
		t.Logf("%-28s MUC %.3f/%.3f B3 %.3f/%.3f CEAF %.3f/%.3f CoNLL %.3f", name, s.MUC.P, s.MUC.R, s.B3.P, s.B3.R, s.CEAFe.P, s.CEAFe.R, s.CoNLL)
	}
	gsub := make([]int, len(an))
	gtop := make([]int, len(an))
	ids := map[string]int{}
	for i, d := range an {
		if _, ok := ids[d.SubTopic]; !ok {
			ids[d.SubTopic] = len(ids)
		}
		gsub[i] = ids[d.SubTopic]
		tp, _ := strconv.Atoi(d.Topic)
		gtop[i] = tp
	}
	report("lemma pred", run.Story, stories.LemmaChains)
	report("link pred", run.Story, stories.LinkEvents)
	report("lemma gold-sub", gsub, stories.LemmaChains)
	report("link gold-sub", gsub, stories.LinkEvents)
	report("lemma gold-topic", gtop, stories.LemmaChains)
	report("lemma pred-topic", run.Topic, stories.LemmaChains)
	// per-lemma precision of same-lemma links within gold sub-topics
	ms := EventMentions(an, gsub)
	type st struct{ same, pairs int }
	by := map[string]*st{}
	for i := range ms {
		for j := i + 1; j < len(ms); j++ {
			if ms[i].Story != ms[j].Story || ms[i].Doc == ms[j].Doc {
				continue
			}
			h := stories.Head(ms[i].Tokens)
			if h != stories.Head(ms[j].Tokens) {
				continue
			}
			if by[h] == nil {
				by[h] = &st{}
			}
			by[h].pairs++
			if key[i] == key[j] {
				by[h].same++
			}
		}
	}
	var hs []string
	for h := range by {
		hs = append(hs, h)
	}
	sort.Slice(hs, func(i, j int) bool { return by[hs[i]].pairs > by[hs[j]].pairs })
	var b strings.Builder
	for _, h := range hs[:40] {
		fmt.Fprintf(&b, "%s %d/%d  ", h, by[h].same, by[h].pairs)
	}
	t.Log(b.String())
}

// tuneECB skips t unless STORYLINE_TUNE_STORIES is set, and returns the
// ECB+ dev documents analyzed by the pipeline.
func tuneECB(t *testing.T) []*AnalyzedECB {
	t.Helper()
	if os.Getenv("STORYLINE_TUNE_STORIES") == "" {
		t.Skip("set STORYLINE_TUNE_STORIES=1")
	}
	shared, ok := SharedDir()
	if !ok {
		t.Skip("no ../shared")
	}
	docs, err := LoadECB(filepath.Join(shared, "gold", "stories", "ecbplus"))
	if err != nil {
		t.Fatal(err)
	}
	return AnalyzeECB(docs)
}
