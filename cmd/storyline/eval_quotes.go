package main

import (
	"fmt"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/eval"
)

func init() {
	evalCmd.AddCommand(newEvalQuotesCmd())
}

func newEvalQuotesCmd() *cobra.Command {
	var (
		dir, predictions string
		asJSON           bool
	)
	cmd := &cobra.Command{
		Use:   "quotes --polnear DIR",
		Short: "Score attribution (quote) extraction on PolNeAR brat files",
		Long: `Read every PolNeAR compartment under DIR (DIR itself or any folder below it
holding text/ and attributions/), run the quote extractor on each text (its
lines are the paragraphs) and score source, cue and content spans: exact
match (same tokens) and overlap match (a shared word token), after aligning
predicted and gold attributions one to one (docs/quotes.md). Where several
annotators' files exist for a text, the first in sort order is scored.

--predictions DIR writes REL.txt and REL.ann per document in PolNeAR's brat
format (Source, Cue, Content, Attribution, E lines).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if dir == "" {
				return fmt.Errorf("--polnear DIR is required")
			}
			rep, err := eval.EvalQuotes(dir, eval.QuoteEvalOptions{PredictionsDir: predictions})
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(w, rep)
			}
			f3 := func(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }
			rows := [][]string{{"subset", "role", "exact P", "exact R", "exact F1", "overlap P", "overlap R", "overlap F1"}}
			for _, s := range []struct {
				name string
				m    eval.QuoteMetrics
			}{{"all", rep.QuoteMetrics}, {"direct", rep.Direct}, {"indirect", rep.Indirect}} {
				m := s.m
				rows = append(rows,
					[]string{s.name, "source", f3(m.SourceExactPrecision), f3(m.SourceExactRecall), f3(m.SourceExactF1), f3(m.SourceOverlapPrecision), f3(m.SourceOverlapRecall), f3(m.SourceOverlapF1)},
					[]string{s.name, "cue", f3(m.CueExactPrecision), f3(m.CueExactRecall), f3(m.CueExactF1), f3(m.CueOverlapPrecision), f3(m.CueOverlapRecall), f3(m.CueOverlapF1)},
					[]string{s.name, "content", f3(m.ContentExactPrecision), f3(m.ContentExactRecall), f3(m.ContentExactF1), f3(m.ContentOverlapPrecision), f3(m.ContentOverlapRecall), f3(m.ContentOverlapF1)})
			}
			if err := table(w, rows); err != nil {
				return err
			}
			fmt.Fprintf(w, "documents %d, gold %d, predicted %d (direct %d/%d, indirect %d/%d)\n", rep.Documents, rep.Gold, rep.Predicted,
				rep.Direct.Gold, rep.Direct.Predicted, rep.Indirect.Gold, rep.Indirect.Predicted)
			for _, n := range rep.Notes {
				fmt.Fprintln(w, "note:", n)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&dir, "polnear", "", "PolNeAR data directory (a compartment such as dev/, or a parent of several)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().StringVar(&predictions, "predictions", "", "write predicted brat files to this directory")
	return cmd
}
