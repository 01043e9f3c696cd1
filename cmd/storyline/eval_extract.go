package main

import (
	"fmt"
	"os"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/eval"
)

func init() {
	evalCmd.AddCommand(newEvalExtractCmd())
}

func newEvalExtractCmd() *cobra.Command {
	var (
		dir, predictions string
		asJSON           bool
		limit            int
	)
	cmd := &cobra.Command{
		Use:   "extract --trafilatura-eval DIR",
		Short: "Score main-text extraction on trafilatura's evaluation set",
		Long: `Extract the main text of every page of trafilatura's evaluation set
(DIR/evaldata.json and DIR/html/*.html.gz) and score it with trafilatura's
metric: "with" segments found are true positives, "without" segments found
are false positives, after white-space normalisation.

--predictions writes the extracted texts as {page_id: {"articleBody": text}},
the format of ScrapingHub's article-extraction-benchmark; page_id is the
page's "file" name without ".html".`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if dir == "" {
				return fmt.Errorf("--trafilatura-eval DIR is required")
			}
			run, err := eval.EvalExtract(dir, eval.ExtractOptions{Limit: limit})
			if err != nil {
				return err
			}
			if predictions != "" {
				f, err := os.Create(predictions)
				if err != nil {
					return err
				}
				if err := eval.WritePredictions(f, run.Predictions); err != nil {
					f.Close()
					return err
				}
				if err := f.Close(); err != nil {
					return err
				}
			}
			m := run.Metrics
			w := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(w, m)
			}
			f3 := func(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }
			d := strconv.Itoa
			return table(w, [][]string{
				{"metric", "value"},
				{"documents", d(m.Documents)},
				{"precision", f3(m.Precision)},
				{"recall", f3(m.Recall)},
				{"f1", f3(m.F1)},
				{"accuracy", f3(m.Accuracy)},
				{"true positives", d(m.TruePositives)},
				{"false positives", d(m.FalsePositives)},
				{"true negatives", d(m.TrueNegatives)},
				{"false negatives", d(m.FalseNegatives)},
				{"extraction errors", d(m.Errors)},
				{"missing pages", d(m.Missing)},
				{"seconds", strconv.FormatFloat(m.Seconds, 'f', 1, 64)},
			})
		},
	}
	cmd.Flags().StringVar(&dir, "trafilatura-eval", "", "directory of trafilatura's evaluation set (evaldata.json, html/)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().StringVar(&predictions, "predictions", "", "write the extracted texts to this JSON file")
	cmd.Flags().IntVar(&limit, "limit", 0, "score only the first N pages (by file name)")
	return cmd
}
