package eval

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"sort"

	"strings"
	"sync"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/stories"
)

// StoriesMetrics is the result of `storyline eval stories`.
type StoriesMetrics struct {
	SubtopicBCubedPrecision   float64 `json:"subtopic_bcubed_precision"`
	SubtopicBCubedRecall      float64 `json:"subtopic_bcubed_recall"`
	SubtopicBCubedF1          float64 `json:"subtopic_bcubed_f1"`
	SubtopicPairwisePrecision float64 `json:"subtopic_pairwise_precision"`
	SubtopicPairwiseRecall    float64 `json:"subtopic_pairwise_recall"`
	SubtopicPairwiseF1        float64 `json:"subtopic_pairwise_f1"`
	TopicBCubedPrecision      float64 `json:"topic_bcubed_precision"`
	TopicBCubedRecall         float64 `json:"topic_bcubed_recall"`
	TopicBCubedF1             float64 `json:"topic_bcubed_f1"`
	TopicPairwisePrecision    float64 `json:"topic_pairwise_precision"`
	TopicPairwiseRecall       float64 `json:"topic_pairwise_recall"`
	TopicPairwiseF1           float64 `json:"topic_pairwise_f1"`
	// Clusters counts the predicted stories; Topics the predicted topics
	// (groups of linked stories).
	Clusters  int `json:"clusters"`
	Topics    int `json:"topics"`
	Documents int `json:"documents"`

	// Event linking across articles, gold mentions, all documents pooled.
	EventMentions   int     `json:"event_mentions"`
	MUCPrecision    float64 `json:"muc_precision"`
	MUCRecall       float64 `json:"muc_recall"`
	MUCF1           float64 `json:"muc_f1"`
	B3Precision     float64 `json:"b3_precision"`
	B3Recall        float64 `json:"b3_recall"`
	B3F1            float64 `json:"b3_f1"`
	CEAFePrecision  float64 `json:"ceafe_precision"`
	CEAFeRecall     float64 `json:"ceafe_recall"`
	CEAFeF1         float64 `json:"ceafe_f1"`
	CoNLLF1         float64 `json:"conll_f1"`
	LemmaBaselineF1 float64 `json:"lemma_baseline_conll_f1"`

	// The yardstick for the clustering: spherical k-means told the true
	// number of sub-topics or topics (see KMeansBaseline). Our clusterer
	// is never told it.
	KMeansSubtopicBCubedF1 float64 `json:"kmeans_true_k_subtopic_bcubed_f1"`
	KMeansTopicBCubedF1    float64 `json:"kmeans_true_k_topic_bcubed_f1"`
}

// StoriesEvalOptions configure EvalStories.
type StoriesEvalOptions struct {
	// PredictionsDir, when set, receives clusters.json (the predicted
	// stories, each a list of document names), topics.json (the same for
	// topics), events_response.conll and events_key.conll (the event
	// chains in the CoNLL coreference format the reference scorer reads).
	PredictionsDir string
	// Topics, when not nil, keeps only the documents of these topics.
	Topics map[string]bool
	// Options tune the clusterer; zero fields take its defaults.
	Options stories.Options
	// Seed orders the documents (see OrderECB); 0 means 1.
	Seed uint64
	warm bool
}

// StoriesRun is a whole evaluation: the metrics and what they were computed
// from.
type StoriesRun struct {
	Metrics StoriesMetrics
	Docs    []*AnalyzedECB
	// Story and Topic give each document's predicted story and topic, by
	// index into Docs.
	Story, Topic []int
	// Chains gives each pooled event mention its predicted chain, in the
	// order of EventKeys.
	Mentions []stories.EventMention
	Chains   []int
}

// AnalyzedECB is an ECB+ document with the pipeline's analysis.
type AnalyzedECB struct {
	*ECBDoc
	Article storyline.Article
}

// ecbIngested is the fixed ingest time of the evaluation articles: ECB+ has
// no publication dates, and relative dates read against it are ignored by
// the clusterer.
var ecbIngested = time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)

// AnalyzeECB builds an Article per document (the rebuilt text, one paragraph
// per sentence, the first sentence as derived title, no publication date)
// and runs the real analysis on it, on all cores.
func AnalyzeECB(docs []*ECBDoc) []*AnalyzedECB {
	out := make([]*AnalyzedECB, len(docs))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = analyzeECB(docs[i], int64(i+1))
			}
		}()
	}
	for i := range docs {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

func analyzeECB(d *ECBDoc, id int64) *AnalyzedECB {
	a := storyline.Article{
		ID: id, Input: d.Name + ".xml", Format: storyline.FormatText, URL: d.URL,
		Outlet: "unknown", Language: "en", Text: d.Text, IngestedAt: ecbIngested,
		Published: storyline.Published{Source: storyline.DateUnknown},
	}
	for _, s := range d.Sentences {
		a.Paragraphs = append(a.Paragraphs, storyline.Paragraph{Span: storyline.Span{Start: s.Start, End: s.End}})
	}
	if len(d.Sentences) > 0 {
		a.Title, a.TitleDerived = d.Text[d.Sentences[0].Start:d.Sentences[0].End], true
	}
	a.Analysis = pipeline.Analyze(&a)
	return &AnalyzedECB{ECBDoc: d, Article: a}
}

// OrderECB returns the order the documents are fed to the clusterer: a
// shuffle seeded by seed (PCG), which interleaves topics and sub-topics the
// way a news stream would. The order is fixed for a seed.
func OrderECB(n int, seed uint64) []int {
	if seed == 0 {
		seed = 1
	}
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	return r.Perm(n)
}

// EvalStories reads the ECB+ documents under dir, analyzes them, clusters
// them into stories online and scores the stories against the sub-topics
// and the linked stories against the topics (BCubed and pairwise), then
// links the gold event mentions across articles and scores the chains
// (MUC, B³, CEAF-e, CoNLL).
func EvalStories(dir string, opt StoriesEvalOptions) (*StoriesRun, error) {
	docs, err := LoadECB(dir)
	if err != nil {
		return nil, err
	}
	if opt.Topics != nil {
		var keep []*ECBDoc
		for _, d := range docs {
			if opt.Topics[d.Topic] {
				keep = append(keep, d)
			}
		}
		docs = keep
	}
	an := AnalyzeECB(docs)
	run := ClusterECB(an, opt)
	run.Metrics.KMeansSubtopicBCubedF1, run.Metrics.KMeansTopicBCubedF1 = kmeansBaselines(an)
	if opt.PredictionsDir != "" {
		if err := run.WritePredictions(opt.PredictionsDir); err != nil {
			return nil, err
		}
	}
	return run, nil
}

// kmeansRestarts is how many k-means++ starts the baseline keeps the best
// of (scikit-learn's n_init).
const kmeansRestarts = 10

// kmeansBaselines scores KMeansBaseline against the sub-topics and the
// topics, each told its true number.
func kmeansBaselines(an []*AnalyzedECB) (subtopic, topic float64) {
	sub := make([]string, len(an))
	top := make([]string, len(an))
	for i, d := range an {
		sub[i], top[i] = d.SubTopic, d.Topic
	}
	_, _, subtopic = BCubed(KMeansBaseline(an, sub, kmeansRestarts, 1), sub)
	_, _, topic = BCubed(KMeansBaseline(an, top, kmeansRestarts, 1), top)
	return subtopic, topic
}

// ClusterECB clusters analyzed documents and scores the result.
func ClusterECB(docs []*AnalyzedECB, opt StoriesEvalOptions) *StoriesRun {
	run := &StoriesRun{Docs: docs, Story: make([]int, len(docs)), Topic: make([]int, len(docs))}
	c := stories.New(opt.Options)
	if opt.warm {
		for _, i := range OrderECB(len(docs), opt.Seed) {
			c.Observe(stories.FromArticle(&docs[i].Article))
		}
	}
	for _, i := range OrderECB(len(docs), opt.Seed) {
		c.Add(stories.FromArticle(&docs[i].Article))
	}
	c.Merge()
	for i, d := range docs {
		s, _ := c.StoryOf(d.Article.ID)
		run.Story[i] = s
		run.Topic[i] = c.TopicOf(s)
	}
	m := &run.Metrics
	m.Documents = len(docs)
	sub := make([]string, len(docs))
	top := make([]string, len(docs))
	for i, d := range docs {
		sub[i], top[i] = d.SubTopic, d.Topic
	}
	m.Clusters = countDistinct(run.Story)
	m.Topics = countDistinct(run.Topic)
	m.SubtopicBCubedPrecision, m.SubtopicBCubedRecall, m.SubtopicBCubedF1 = BCubed(run.Story, sub)
	m.SubtopicPairwisePrecision, m.SubtopicPairwiseRecall, m.SubtopicPairwiseF1 = Pairwise(run.Story, sub)
	m.TopicBCubedPrecision, m.TopicBCubedRecall, m.TopicBCubedF1 = BCubed(run.Topic, top)
	m.TopicPairwisePrecision, m.TopicPairwiseRecall, m.TopicPairwiseF1 = Pairwise(run.Topic, top)

	run.Mentions = EventMentions(docs, run.Story)
	run.Chains = stories.LinkEvents(run.Mentions)
	key := goldChains(docs)
	m.EventMentions = len(key)
	s := ScoreCoref(key, run.Chains)
	m.MUCPrecision, m.MUCRecall, m.MUCF1 = s.MUC.P, s.MUC.R, s.MUC.F1
	m.B3Precision, m.B3Recall, m.B3F1 = s.B3.P, s.B3.R, s.B3.F1
	m.CEAFePrecision, m.CEAFeRecall, m.CEAFeF1 = s.CEAFe.P, s.CEAFe.R, s.CEAFe.F1
	m.CoNLLF1 = s.CoNLL
	m.LemmaBaselineF1 = ScoreCoref(key, stories.LemmaChains(run.Mentions)).CoNLL
	return run
}

func countDistinct[T comparable](xs []T) int {
	seen := map[T]bool{}
	for _, x := range xs {
		seen[x] = true
	}
	return len(seen)
}

// goldChains numbers the gold chains of the pooled event mentions, in the
// order EventMentions lists them.
func goldChains(docs []*AnalyzedECB) []int {
	ids := map[string]int{}
	var out []int
	for _, d := range docs {
		for _, m := range d.Events {
			id, ok := ids[m.Chain]
			if !ok {
				id = len(ids)
				ids[m.Chain] = id
			}
			out = append(out, id)
		}
	}
	return out
}

// EventMentions turns the gold event mentions of every document, in
// document order, into the linker's input: trigger, the story of the
// document, and the names and dates in the mention's sentence.
func EventMentions(docs []*AnalyzedECB, story []int) []stories.EventMention {
	var out []stories.EventMention
	for i, d := range docs {
		an := d.Article.Analysis
		for _, m := range d.Events {
			var sent storyline.Span
			for _, s := range d.Sentences {
				if s.Num == m.Sentence {
					sent = storyline.Span{Start: s.Start, End: s.End}
				}
			}
			em := stories.EventMention{
				Doc: d.Article.ID, Story: story[i], Sentence: m.Sentence, Text: d.Mention(m),
				Span: storyline.Span{Start: m.Start, End: m.End},
			}
			for _, t := range m.Tokens {
				em.Tokens = append(em.Tokens, d.Tokens[t].Text)
			}
			for _, nm := range an.Mentions {
				if nm.Credit || nm.Span.Start < sent.Start || nm.Span.End > sent.End || nm.Entity < 0 || nm.Entity >= len(an.Entities) {
					continue
				}
				e := an.Entities[nm.Entity]
				em.Args = append(em.Args, string(e.Type)+":"+foldKey(e.Canonical))
			}
			for _, t := range an.TimeExprs {
				if t.Span.Start >= sent.Start && t.Span.End <= sent.End && t.Type == storyline.TimexDate {
					em.Times = append(em.Times, strings.ToLower(t.Text))
				}
			}
			out = append(out, em)
		}
	}
	return out
}

// WritePredictions writes clusters.json, topics.json, events_response.conll
// and events_key.conll to dir.
func (r *StoriesRun) WritePredictions(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	group := func(ids []int) [][]string {
		by := map[int][]string{}
		for i, id := range ids {
			by[id] = append(by[id], r.Docs[i].Name)
		}
		keys := make([]int, 0, len(by))
		for k := range by {
			keys = append(keys, k)
		}
		sort.Ints(keys)
		out := make([][]string, 0, len(keys))
		for _, k := range keys {
			sort.Strings(by[k])
			out = append(out, by[k])
		}
		return out
	}
	if err := writeJSONFile(filepath.Join(dir, "clusters.json"), group(r.Story)); err != nil {
		return err
	}
	if err := writeJSONFile(filepath.Join(dir, "topics.json"), group(r.Topic)); err != nil {
		return err
	}
	names := make([]string, len(r.Mentions))
	k := 0
	for _, d := range r.Docs {
		for _, m := range d.Events {
			names[k] = d.Name + "_" + m.ID
			k++
		}
	}
	if err := writeCoNLLFile(filepath.Join(dir, "events_response.conll"), "ecbplus_events", names, r.Chains); err != nil {
		return err
	}
	return writeCoNLLFile(filepath.Join(dir, "events_key.conll"), "ecbplus_events", names, goldChains(r.Docs))
}

// ScoreStoriesPredictions re-scores written predictions: the response and
// key CoNLL files in dir.
func ScoreStoriesPredictions(dir string) (CorefScores, error) {
	key, err := readCoNLLFile(filepath.Join(dir, "events_key.conll"))
	if err != nil {
		return CorefScores{}, err
	}
	resp, err := readCoNLLFile(filepath.Join(dir, "events_response.conll"))
	if err != nil {
		return CorefScores{}, err
	}
	if len(key) != len(resp) {
		return CorefScores{}, fmt.Errorf("%s: key has %d mentions, response %d", dir, len(key), len(resp))
	}
	return ScoreCoref(key, resp), nil
}

func foldKey(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}
