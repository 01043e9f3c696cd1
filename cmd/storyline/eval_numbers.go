package main

import (
	"fmt"
	"os"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/eval"
)

func init() {
	evalCmd.AddCommand(newEvalNumbersCmd())
}

func newEvalNumbersCmd() *cobra.Command {
	var (
		dir, errorsPath string
		asJSON          bool
	)
	cmd := &cobra.Command{
		Use:   "numbers --recognizers DIR",
		Short: "Score number and date normalization on Microsoft Recognizers-Text spec cases",
		Long: `Read the English spec cases of Microsoft Recognizers-Text under DIR
(Number/English/NumberModel.json, DateTime/English/DateTimeModel.json) and
report the share of cases whose values we reproduce: numbers with the figure
scanner (every expected value and no other), dates, date ranges and
durations with the time-expression extractor against each case's reference
date. Case kinds we do not cover are skipped and counted (see
docs/figures.md). --errors FILE lists the covered cases we get wrong.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if dir == "" {
				return fmt.Errorf("--recognizers DIR is required")
			}
			var opts eval.NumbersEvalOptions
			if errorsPath != "" {
				f, err := os.Create(errorsPath)
				if err != nil {
					return err
				}
				defer f.Close()
				opts.Errors = f
			}
			m, err := eval.EvalNumbers(dir, opts)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(w, m)
			}
			f3 := func(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }
			d := strconv.Itoa
			return table(w, [][]string{
				{"kind", "accuracy", "cases", "correct", "skipped"},
				{"number", f3(m.NumberAccuracy), d(m.NumberCases), d(m.NumberCorrect), d(m.NumberSkipped)},
				{"date", f3(m.DateAccuracy), d(m.DateCases), d(m.DateCorrect), d(m.DateSkipped)},
			})
		},
	}
	cmd.Flags().StringVar(&dir, "recognizers", "", "Recognizers-Text spec directory (holding Number/ and DateTime/)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().StringVar(&errorsPath, "errors", "", "write the wrong cases, one per line, to this file")
	return cmd
}
