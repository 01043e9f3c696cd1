package main

import (
	"fmt"
	"os"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/eval"
)

func init() {
	evalCmd.AddCommand(newEvalEventsCmd())
}

func newEvalEventsCmd() *cobra.Command {
	var (
		acled, caseTSV, predictions string
		asJSON, confusion           bool
	)
	cmd := &cobra.Command{
		Use:   "events --acled CSV | --case2021 TSV",
		Short: "Score event coding on ACLED exports or CASE 2021 task 2 snippets",
		Long: `--acled CSV reads an ACLED export (the current layout or the older one with
data_id, event_id_no_cnty and iso3; the HXL tag row is skipped), runs the
analysis and the event coder on each row's notes with its event_date as the
reference date (and its country as the place-name context), takes the first
coded event of the notes, and scores event_type and sub_event_type (micro
and macro F1, confusion table), fatalities (exact match, overall and on rows
with fatalities > 0), admin1 and location match, and date match.
--predictions PATH writes the input CSV with pred_* columns appended.

--case2021 TSV labels each CASE 2021 task 2 snippet with the first event's
sub-event type mapped to CASE's labels (docs/events.md) and prints the
weighted F1 over the gold labels.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			w := cmd.OutOrStdout()
			f3 := func(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }
			switch {
			case acled != "" && caseTSV != "":
				return fmt.Errorf("give --acled or --case2021, not both")
			case caseTSV != "":
				m, _, _, err := eval.EvalCASE(caseTSV)
				if err != nil {
					return err
				}
				if asJSON {
					if !confusion {
						m.Confusion = nil
					}
					return writeJSON(w, m)
				}
				if err := table(w, [][]string{
					{"metric", "value"},
					{"weighted f1", f3(m.WeightedF1)},
					{"micro f1", f3(m.MicroF1)},
					{"macro f1", f3(m.MacroF1)},
					{"rows", strconv.Itoa(m.Rows)},
				}); err != nil {
					return err
				}
				if confusion {
					fmt.Fprintln(w)
					return table(w, eval.ConfusionRows(m.Confusion))
				}
				return nil
			case acled != "":
				run, err := eval.EvalEvents(acled)
				if err != nil {
					return err
				}
				if predictions != "" {
					fh, err := os.Create(predictions)
					if err != nil {
						return err
					}
					if err := eval.WriteEventPredictions(fh, run.File, run.Predictions); err != nil {
						fh.Close()
						return fmt.Errorf("%s: %w", predictions, err)
					}
					if err := fh.Close(); err != nil {
						return err
					}
				}
				m := run.Metrics
				if asJSON {
					if !confusion {
						m.EventTypeConfusion, m.SubEventTypeConfusion = nil, nil
					}
					return writeJSON(w, m)
				}
				if err := table(w, [][]string{
					{"metric", "value"},
					{"event_type micro f1", f3(m.EventTypeMicroF1)},
					{"event_type macro f1", f3(m.EventTypeMacroF1)},
					{"sub_event_type micro f1", f3(m.SubEventTypeMicroF1)},
					{"sub_event_type macro f1", f3(m.SubEventTypeMacroF1)},
					{"fatalities accuracy", f3(m.FatalitiesAccuracy)},
					{"fatalities accuracy (> 0)", f3(m.FatalitiesAccuracyNonzero)},
					{"admin1 match", f3(m.Admin1Match)},
					{"location match", f3(m.LocationMatch)},
					{"date match", f3(m.DateMatch)},
					{"rows", strconv.Itoa(m.Rows)},
				}); err != nil {
					return err
				}
				fmt.Fprintln(w)
				return table(w, eval.ConfusionRows(m.SubEventTypeConfusion))
			}
			return fmt.Errorf("--acled CSV or --case2021 TSV is required")
		},
	}
	cmd.Flags().StringVar(&acled, "acled", "", "ACLED export CSV with notes")
	cmd.Flags().StringVar(&caseTSV, "case2021", "", "CASE 2021 task 2 TSV (id, EventSnippet, SubType)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().BoolVar(&confusion, "confusion", false, "with --json, include the confusion tables; with --case2021, print the table")
	cmd.Flags().StringVar(&predictions, "predictions", "", "with --acled, write the input CSV with our columns appended to PATH")
	return cmd
}
