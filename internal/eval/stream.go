package eval

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/fix"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store"
	"github.com/storyline-news/storyline/internal/stories"
)

// StreamMetrics scores the stories of a news stream against gold
// clusters (one per real-world event), over every gold article.
type StreamMetrics struct {
	BCubedPrecision   float64 `json:"bcubed_precision"`
	BCubedRecall      float64 `json:"bcubed_recall"`
	BCubedF1          float64 `json:"bcubed_f1"`
	PairwisePrecision float64 `json:"pairwise_precision"`
	PairwiseRecall    float64 `json:"pairwise_recall"`
	PairwiseF1        float64 `json:"pairwise_f1"`
	CEAFeF1           float64 `json:"ceafe_f1"`

	BaselineBCubedPrecision   float64 `json:"baseline_bcubed_precision"`
	BaselineBCubedRecall      float64 `json:"baseline_bcubed_recall"`
	BaselineBCubedF1          float64 `json:"baseline_bcubed_f1"`
	BaselinePairwisePrecision float64 `json:"baseline_pairwise_precision"`
	BaselinePairwiseRecall    float64 `json:"baseline_pairwise_recall"`
	BaselinePairwiseF1        float64 `json:"baseline_pairwise_f1"`
	BaselineCEAFeF1           float64 `json:"baseline_ceafe_f1"`

	// The same scores over the stored articles alone: exact duplicates
	// and inputs that stored nothing left out.
	StoredBCubedPrecision    float64 `json:"stored_bcubed_precision"`
	StoredBCubedRecall       float64 `json:"stored_bcubed_recall"`
	StoredBCubedF1           float64 `json:"stored_bcubed_f1"`
	StoredPairwiseF1         float64 `json:"stored_pairwise_f1"`
	StoredCEAFeF1            float64 `json:"stored_ceafe_f1"`
	StoredBaselineBCubedF1   float64 `json:"stored_baseline_bcubed_f1"`
	StoredBaselinePairwiseF1 float64 `json:"stored_baseline_pairwise_f1"`

	Articles          int `json:"articles"` // gold ids scored
	Stored            int `json:"stored"`   // articles stored (new and near-duplicate)
	Duplicates        int `json:"duplicates"`
	NotStored         int `json:"not_stored"` // inputs that stored nothing
	GoldClusters      int `json:"gold_clusters"`
	Predicted         int `json:"predicted_clusters"`
	BaselinePredicted int `json:"baseline_predicted_clusters"`
}

// StreamRun is a scored stream: the metrics and each gold id's story.
type StreamRun struct {
	Metrics StreamMetrics
	IDs     []string // gold ids, in stream order
	Stories []string // each id's story ("n" for input n that stored nothing)
}

// streamArticle is one line of the articles file.
type streamArticle struct {
	id, published string
	line          []byte
}

// EvalStream ingests the JSON Lines articles (id, url, title, published,
// source, text) in date order into a throwaway database, as "storyline
// ingest" does, and scores the stories against gold (id<TAB>cluster lines)
// over every gold id. An exact duplicate takes the story of the article it
// repeats; an input that stores nothing is a story of its own. The TF-IDF
// single-pass baseline (see baselineStream) runs over the stored articles
// in the same order and is scored the same way.
func EvalStream(ctx context.Context, articlesPath, goldPath string) (*StreamRun, error) {
	gold, err := readGoldTSV(goldPath)
	if err != nil {
		return nil, err
	}
	arts, err := readStreamArticles(articlesPath)
	if err != nil {
		return nil, err
	}
	st, res, done, err := ingestThrowaway(ctx, articleLines(arts))
	if err != nil {
		return nil, err
	}
	defer done()
	run := &StreamRun{}
	var goldOf, pred, base []string
	var sGold, sPred, sBase []string // stored articles only
	m := &run.Metrics
	baseStory, err := baselineStream(ctx, st, res)
	if err != nil {
		return nil, err
	}
	for i, a := range arts {
		g, ok := gold[a.id]
		if !ok {
			continue
		}
		r := res[i]
		p, b := "input:"+strconv.Itoa(i), "input:"+strconv.Itoa(i)
		switch {
		case r.article == 0:
			m.NotStored++
		default:
			if r.duplicate {
				m.Duplicates++
			} else {
				m.Stored++
			}
			p = "story:" + strconv.FormatInt(r.story, 10)
			b = "story:" + strconv.Itoa(baseStory[r.article])
			if !r.duplicate {
				sGold, sPred, sBase = append(sGold, g), append(sPred, p), append(sBase, b)
			}
		}
		run.IDs = append(run.IDs, a.id)
		run.Stories = append(run.Stories, p)
		goldOf, pred, base = append(goldOf, g), append(pred, p), append(base, b)
	}
	m.Articles = len(goldOf)
	m.GoldClusters, m.Predicted, m.BaselinePredicted = countDistinct(goldOf), countDistinct(pred), countDistinct(base)
	m.BCubedPrecision, m.BCubedRecall, m.BCubedF1 = BCubed(pred, goldOf)
	m.PairwisePrecision, m.PairwiseRecall, m.PairwiseF1 = Pairwise(pred, goldOf)
	m.CEAFeF1 = clusterCEAFe(pred, goldOf)
	m.BaselineBCubedPrecision, m.BaselineBCubedRecall, m.BaselineBCubedF1 = BCubed(base, goldOf)
	m.BaselinePairwisePrecision, m.BaselinePairwiseRecall, m.BaselinePairwiseF1 = Pairwise(base, goldOf)
	m.BaselineCEAFeF1 = clusterCEAFe(base, goldOf)
	m.StoredBCubedPrecision, m.StoredBCubedRecall, m.StoredBCubedF1 = BCubed(sPred, sGold)
	_, _, m.StoredPairwiseF1 = Pairwise(sPred, sGold)
	m.StoredCEAFeF1 = clusterCEAFe(sPred, sGold)
	_, _, m.StoredBaselineBCubedF1 = BCubed(sBase, sGold)
	_, _, m.StoredBaselinePairwiseF1 = Pairwise(sBase, sGold)
	return run, nil
}

// streamResult is what ingesting one input gave: the stored article
// (for an exact duplicate, the one it repeats; 0 when nothing was
// stored) and its story.
type streamResult struct {
	article   int64
	duplicate bool
	story     int64
}

// ingestThrowaway writes the JSON Lines records into a temporary folder
// and ingests them, in their order, into a fresh SQLite store there exactly
// as "storyline ingest" does. The caller reads the store and its results,
// then calls done to close and remove it.
func ingestThrowaway(ctx context.Context, lines [][]byte) (st storyline.Store, res []streamResult, done func(), err error) {
	dir, err := os.MkdirTemp("", "storyline-eval-")
	if err != nil {
		return nil, nil, nil, err
	}
	input := filepath.Join(dir, "articles.jsonl")
	if err := os.WriteFile(input, append(bytes.Join(lines, []byte("\n")), '\n'), 0o600); err != nil {
		os.RemoveAll(dir)
		return nil, nil, nil, err
	}
	st, err = store.Open(ctx, filepath.Join(dir, "eval.db"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, nil, nil, err
	}
	done = func() {
		st.Close()
		os.RemoveAll(dir)
	}
	res, err = ingestStream(ctx, fix.Wrap(st), input, len(lines))
	if err != nil {
		done()
		return nil, nil, nil, err
	}
	return st, res, done, nil
}

// articleLines returns the articles' JSON Lines records.
func articleLines(arts []streamArticle) [][]byte {
	lines := make([][]byte, len(arts))
	for i, a := range arts {
		lines[i] = a.line
	}
	return lines
}

// ingestStream runs the ingester on input as "storyline ingest" does and
// returns each line's outcome, with the stories as they stand after the
// run.
func ingestStream(ctx context.Context, st storyline.Store, input string, lines int) ([]streamResult, error) {
	res := make([]streamResult, lines)
	in := &pipeline.Ingester{
		Store: st,
		OnEvent: func(ev pipeline.Event) {
			i := strings.LastIndexByte(ev.Name, '#')
			n, err := strconv.Atoi(ev.Name[i+1:])
			if i < 0 || err != nil || n < 1 || n > lines || ev.Outcome == pipeline.Failed {
				return
			}
			res[n-1] = streamResult{article: ev.ID, duplicate: ev.Outcome == pipeline.Duplicate}
		},
	}
	var err error
	if in.Stories, err = assign.Open(ctx, st); err != nil {
		return nil, err
	}
	_, err = in.Run(ctx, []string{input})
	if cerr := in.Stories.Close(context.WithoutCancel(ctx)); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, err
	}
	for i := range res {
		if res[i].article == 0 {
			continue
		}
		if res[i].story, err = st.StoryOf(ctx, res[i].article); err != nil {
			return nil, fmt.Errorf("stream: story of article %d: %w", res[i].article, err)
		}
	}
	return res, nil
}

// readStreamArticles reads the articles file and orders it by publication
// date (stable: the file's order within a day).
func readStreamArticles(path string) ([]streamArticle, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	br := bufio.NewReaderSize(f, 1<<20)
	var out []streamArticle
	for n := 1; ; n++ {
		line, err := br.ReadBytes('\n')
		if t := bytes.TrimSpace(line); len(t) > 0 {
			var rec struct {
				ID        string `json:"id"`
				Published string `json:"published"`
			}
			if jerr := json.Unmarshal(t, &rec); jerr != nil {
				return nil, fmt.Errorf("%s:%d: %w", path, n, jerr)
			}
			out = append(out, streamArticle{id: rec.ID, published: rec.Published, line: t})
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].published < out[j].published })
	return out, nil
}

// readGoldTSV reads id<TAB>cluster lines.
func readGoldTSV(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	gold := map[string]string{}
	for n, line := range strings.Split(string(b), "\n") {
		line = strings.TrimRight(line, "\r")
		if line == "" {
			continue
		}
		id, c, ok := strings.Cut(line, "\t")
		if !ok {
			return nil, fmt.Errorf("%s:%d: want id<TAB>cluster", path, n+1)
		}
		gold[id] = c
	}
	return gold, nil
}

// clusterCEAFe is the entity-based CEAF F1 of a clustering against gold
// classes.
func clusterCEAFe(pred, gold []string) float64 {
	ids := func(xs []string) []int {
		m := map[string]int{}
		out := make([]int, len(xs))
		for i, x := range xs {
			id, ok := m[x]
			if !ok {
				id = len(m)
				m[x] = id
			}
			out[i] = id
		}
		return out
	}
	return ScoreCoref(ids(gold), ids(pred)).CEAFe.F1
}

// WritePredictions writes id<TAB>story for each gold id.
func (r *StreamRun) WritePredictions(w io.Writer) error {
	bw := bufio.NewWriter(w)
	for i, id := range r.IDs {
		fmt.Fprintf(bw, "%s\t%s\n", id, r.Stories[i])
	}
	return bw.Flush()
}

// TrainIdentity learns the story clusterer's identity weights on a
// labelled stream (see StreamDocs), leaving out the features named in drop.
func TrainIdentity(ctx context.Context, articlesPath, goldPath string, drop ...string) (stories.IdentityWeights, error) {
	docs, events, err := StreamDocs(ctx, articlesPath, goldPath)
	if err != nil {
		return nil, err
	}
	return trainIdentity(docs, events, drop...), nil
}

func trainIdentity(docs []stories.Doc, events []string, drop ...string) stories.IdentityWeights {
	tr := stories.NewIdentityTrainer(stories.Options{})
	tr.Drop(drop...)
	for i, d := range docs {
		tr.Add(d, events[i])
	}
	return tr.Fit(25, 0)
}

// StreamDocs ingests a labelled stream as EvalStream does and returns the
// clusterer's view of each stored article (exact duplicates and inputs
// that stored nothing left out) in order, with its gold event.
func StreamDocs(ctx context.Context, articlesPath, goldPath string) ([]stories.Doc, []string, error) {
	gold, err := readGoldTSV(goldPath)
	if err != nil {
		return nil, nil, err
	}
	arts, err := readStreamArticles(articlesPath)
	if err != nil {
		return nil, nil, err
	}
	st, res, done, err := ingestThrowaway(ctx, articleLines(arts))
	if err != nil {
		return nil, nil, err
	}
	defer done()
	var docs []stories.Doc
	var events []string
	for i, r := range res {
		g, ok := gold[arts[i].id]
		if r.article == 0 || r.duplicate || !ok {
			continue
		}
		a, err := st.Article(ctx, r.article)
		if err != nil {
			return nil, nil, err
		}
		d := assign.Doc(a)
		d.ID, d.NearDuplicateOf = a.ID, a.NearDuplicateOf
		docs, events = append(docs, d), append(events, g)
	}
	return docs, events, nil
}

// ScoreStreamPredictions re-scores a predictions file (id<TAB>story, as
// WritePredictions writes it) against gold, over the gold ids it lists:
// BCubed and pairwise F1.
func ScoreStreamPredictions(predictions io.Reader, goldPath string) (bcubedF1, pairwiseF1 float64, err error) {
	gold, err := readGoldTSV(goldPath)
	if err != nil {
		return 0, 0, err
	}
	var pred, goldOf []string
	sc := bufio.NewScanner(predictions)
	for sc.Scan() {
		id, story, ok := strings.Cut(sc.Text(), "\t")
		g, known := gold[id]
		if !ok || !known {
			return 0, 0, fmt.Errorf("predictions: bad line %q", sc.Text())
		}
		pred, goldOf = append(pred, story), append(goldOf, g)
	}
	if err := sc.Err(); err != nil {
		return 0, 0, err
	}
	_, _, bcubedF1 = BCubed(pred, goldOf)
	_, _, pairwiseF1 = Pairwise(pred, goldOf)
	return bcubedF1, pairwiseF1, nil
}
