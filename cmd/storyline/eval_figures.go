package main

import (
	"fmt"
	"os"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/eval"
)

func init() {
	evalCmd.AddCommand(newEvalFiguresCmd())
}

func newEvalFiguresCmd() *cobra.Command {
	var (
		dir, predictions, errorsPath string
		asJSON                       bool
	)
	cmd := &cobra.Command{
		Use:   "figures --re3d DIR",
		Short: "Score figure (quantity) detection on re3d gold",
		Long: `Read every re3d source folder under DIR (documents.json, entities.json,
relations.json), run the figure extractor on each document and score its
quantities against the gold Quantity entities (confidence >= 0.5): exact and
overlap extent precision, recall and F1, and, where re3d relates a quantity
to a thing (HasAttrOf), the share of found quantities whose counted thing
overlaps it. The scored span is the number with its qualifier and, for
percents, weights and measures, its unit; money (re3d's Money type), ages,
durations and idioms are not predicted. See docs/figures.md.

--predictions PATH writes each document's predicted spans, value ranges and
counted-thing spans as JSON. --errors FILE lists misses, false alarms,
extent differences and wrong counted things, one per line.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if dir == "" {
				return fmt.Errorf("--re3d DIR is required")
			}
			var opts eval.FigureEvalOptions
			if errorsPath != "" {
				f, err := os.Create(errorsPath)
				if err != nil {
					return err
				}
				defer f.Close()
				opts.Errors = f
			}
			if predictions != "" {
				f, err := os.Create(predictions)
				if err != nil {
					return err
				}
				defer f.Close()
				opts.Predictions = f
			}
			run, err := eval.EvalFigures(dir, opts)
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
				{"metric", "exact", "overlap"},
				{"precision", f3(m.ExactPrecision), f3(m.OverlapPrecision)},
				{"recall", f3(m.ExactRecall), f3(m.OverlapRecall)},
				{"f1", f3(m.ExactF1), f3(m.OverlapF1)},
				{"counted accuracy", "", f3(m.CountedAccuracy)},
				{"counted pairs", d(m.CountedPairs), ""},
				{"documents", d(m.Documents), ""},
				{"gold", d(m.Gold), ""},
				{"predicted", d(m.Predicted), ""},
			})
		},
	}
	cmd.Flags().StringVar(&dir, "re3d", "", "re3d directory (its source folders are pooled)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().StringVar(&predictions, "predictions", "", "write the predictions as JSON to this file")
	cmd.Flags().StringVar(&errorsPath, "errors", "", "write the errors, one per line, to this file")
	return cmd
}
