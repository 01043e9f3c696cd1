package main

import (
	"fmt"
	"os"
	"sort"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/eval"
)

func init() {
	evalCmd.AddCommand(newEvalNERCmd())
}

func newEvalNERCmd() *cobra.Command {
	var (
		file, predictions string
		asJSON            bool
	)
	cmd := &cobra.Command{
		Use:   "ner --conll FILE",
		Short: "Score named-entity recognition on a CoNLL-2003 file",
		Long: `Tag every sentence of a CoNLL-2003 file (word POS chunk tag; blank lines
between sentences) and score entity-level exact matches as conlleval does:
precision, recall and F1 overall and per type (PER, ORG, LOC, MISC; our NORP
counts as MISC). Each sentence is tagged as the text of its tokens joined by
spaces, and the mentions are mapped back to the tokens.

--predictions writes the file with our tag appended as the last column, the
input conlleval reads.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if file == "" {
				return fmt.Errorf("--conll FILE is required")
			}
			run, err := eval.EvalNER(file, nil)
			if err != nil {
				return err
			}
			if predictions != "" {
				f, err := os.Create(predictions)
				if err != nil {
					return err
				}
				if err := eval.WriteNERPredictions(f, run); err != nil {
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
			f3 := func(x float64) string { return strconv.FormatFloat(x, 'f', 4, 64) }
			d := strconv.Itoa
			rows := [][]string{
				{"type", "precision", "recall", "f1", "gold", "predicted", "correct"},
				{"overall", f3(m.Precision), f3(m.Recall), f3(m.F1), d(m.Gold), d(m.Predicted), d(m.Correct)},
			}
			types := make([]string, 0, len(m.PerType))
			for t := range m.PerType {
				types = append(types, t)
			}
			sort.Strings(types)
			for _, t := range types {
				p := m.PerType[t]
				rows = append(rows, []string{t, f3(p.Precision), f3(p.Recall), f3(p.F1), d(p.Gold), d(p.Predicted), d(p.Correct)})
			}
			if err := table(w, rows); err != nil {
				return err
			}
			_, err = fmt.Fprintf(w, "%d sentences, %d tokens\n", m.Sentences, m.Tokens)
			return err
		},
	}
	cmd.Flags().StringVar(&file, "conll", "", "CoNLL-2003 file to score (e.g. eng.testa)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	cmd.Flags().StringVar(&predictions, "predictions", "", "write the CoNLL file with our tag as a last column")
	return cmd
}
