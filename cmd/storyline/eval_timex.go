package main

import (
	"fmt"
	"os"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/eval"
)

func init() {
	evalCmd.AddCommand(newEvalTimexCmd())
}

func newEvalTimexCmd() *cobra.Command {
	var (
		dir, predictions, errorsPath string
		asJSON                       bool
	)
	cmd := &cobra.Command{
		Use:   "timex --timeml DIR",
		Short: "Score time-expression extraction on TimeML gold (TempEval-3 metrics)",
		Long: `Read every TimeML .tml file under DIR (recursively), run the time-expression
extractor on the plain text of each TEXT element with the document creation
time (DCT) as the reference date, and score it as the TempEval-3 scorer
does: strict and relaxed (any overlap) extent precision, recall and F1; type
and value accuracy over the relaxed matches; value F1 = relaxed F1 × value
accuracy. The DCT itself is not scored.

--predictions DIR writes one .tml per input file, the input with the gold
TIMEX3 tags of TEXT replaced by the predicted ones (tid, type, value), for
the official TempEval-3 scorer. --errors FILE lists misses, false alarms,
wrong values and extent differences, one per line.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if dir == "" {
				return fmt.Errorf("--timeml DIR is required")
			}
			opts := eval.TimexEvalOptions{PredictionsDir: predictions}
			if errorsPath != "" {
				f, err := os.Create(errorsPath)
				if err != nil {
					return err
				}
				defer f.Close()
				opts.Errors = f
			}
			run, err := eval.EvalTimex(dir, opts)
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
				{"metric", "strict", "relaxed"},
				{"precision", f3(m.StrictPrecision), f3(m.RelaxedPrecision)},
				{"recall", f3(m.StrictRecall), f3(m.RelaxedRecall)},
				{"f1", f3(m.StrictF1), f3(m.RelaxedF1)},
				{"type accuracy", "", f3(m.TypeAccuracy)},
				{"value accuracy", "", f3(m.ValueAccuracy)},
				{"value f1", "", f3(m.ValueF1)},
				{"documents", d(m.Documents), ""},
				{"gold", d(m.Gold), ""},
				{"predicted", d(m.Predicted), ""},
			})
		},
	}
	cmd.Flags().StringVar(&dir, "timeml", "", "directory of TimeML .tml files (searched recursively)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().StringVar(&predictions, "predictions", "", "write predicted TimeML files to this directory")
	cmd.Flags().StringVar(&errorsPath, "errors", "", "write the errors, one per line, to this file")
	return cmd
}
