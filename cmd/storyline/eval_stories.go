package main

import (
	"fmt"
	"path/filepath"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/eval"
)

func init() {
	evalCmd.AddCommand(newEvalStoriesCmd())
}

func newEvalStoriesCmd() *cobra.Command {
	var (
		dir, predictions string
		asJSON           bool
		seed             uint64
	)
	cmd := &cobra.Command{
		Use:   "stories --ecbplus DIR",
		Short: "Score story clustering and cross-article event linking on ECB+",
		Long: `Read the ECB+ CAT XML documents under DIR (DIR/<topic>/*.xml, or DIR/ECB+/…;
ECBplus_coreference_sentences.csv beside them), rebuild each document's text
from its tokens (one paragraph per sentence; the URL that ecbplus documents
carry as sentence 0 is kept out), run the real analysis on it without a
publication date, and feed the documents to the online story clusterer in a
seeded shuffle that interleaves topics. The clusterer is never told the
number of clusters.

Stories are scored against the sub-topics (T_Necb / T_Necbplus) and the
topics the stories are linked into against the topics, with BCubed and
pairwise precision, recall and F1. Then the gold event mentions of the
validated sentences, all documents pooled, singletons included, are linked
across articles within each predicted story, and the chains are scored with
MUC, B³, CEAF-e and their mean, the CoNLL F1 (as Barhom et al. 2019).

Two baselines are printed beside the scores: the same-lemma event linking,
and spherical k-means over TF-IDF vectors told the true number of
sub-topics or topics (best objective of 10 k-means++ starts).

--predictions DIR writes clusters.json and topics.json (lists of document
names) and events_response.conll / events_key.conll (one mention a line,
chain in the last column) for the reference coreference scorer.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if dir == "" {
				shared, ok := eval.SharedDir()
				if !ok {
					return fmt.Errorf("--ecbplus DIR is required")
				}
				dir = filepath.Join(shared, "gold", "stories", "ecbplus")
			}
			run, err := eval.EvalStories(dir, eval.StoriesEvalOptions{PredictionsDir: predictions, Seed: seed})
			if err != nil {
				return err
			}
			m := run.Metrics
			w := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(w, m)
			}
			f3 := func(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }
			d := strconv.Itoa
			return table(w, [][]string{
				{"metric", "precision", "recall", "f1"},
				{"sub-topic bcubed", f3(m.SubtopicBCubedPrecision), f3(m.SubtopicBCubedRecall), f3(m.SubtopicBCubedF1)},
				{"sub-topic pairwise", f3(m.SubtopicPairwisePrecision), f3(m.SubtopicPairwiseRecall), f3(m.SubtopicPairwiseF1)},
				{"topic bcubed", f3(m.TopicBCubedPrecision), f3(m.TopicBCubedRecall), f3(m.TopicBCubedF1)},
				{"topic pairwise", f3(m.TopicPairwisePrecision), f3(m.TopicPairwiseRecall), f3(m.TopicPairwiseF1)},
				{"events muc", f3(m.MUCPrecision), f3(m.MUCRecall), f3(m.MUCF1)},
				{"events b3", f3(m.B3Precision), f3(m.B3Recall), f3(m.B3F1)},
				{"events ceaf-e", f3(m.CEAFePrecision), f3(m.CEAFeRecall), f3(m.CEAFeF1)},
				{"events conll", "", "", f3(m.CoNLLF1)},
				{"baseline: same-lemma events conll", "", "", f3(m.LemmaBaselineF1)},
				{"baseline: k-means told k, sub-topic bcubed", "", "", f3(m.KMeansSubtopicBCubedF1)},
				{"baseline: k-means told k, topic bcubed", "", "", f3(m.KMeansTopicBCubedF1)},
				{"documents", d(m.Documents), "", ""},
				{"stories", d(m.Clusters), "", ""},
				{"topics", d(m.Topics), "", ""},
				{"event mentions", d(m.EventMentions), "", ""},
			})
		},
	}
	cmd.Flags().StringVar(&dir, "ecbplus", "", "ECB+ directory (default: ../shared/gold/stories/ecbplus)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().StringVar(&predictions, "predictions", "", "write clusters.json and the event chains (CoNLL) to this directory")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the document order")
	return cmd
}
