package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/pipeline"
)

func init() { commands = append(commands, newReanalyzeCmd) }

func newReanalyzeCmd() *cobra.Command {
	var all, asJSON bool
	cmd := &cobra.Command{
		Use:   "reanalyze",
		Short: "Re-run the extractors on articles analyzed by an older version",
		Long: `Re-run the extractors (time expressions, and the later stages as they land)
on every stored article whose analysis was made by another version of
storyline, or on every article with --all. Clean text and spans stay as
stored.`,
		Example: `  storyline reanalyze
  storyline reanalyze --all --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			n, err := pipeline.Reanalyze(cmd.Context(), storyline.Beneath(st), all, nil)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), map[string]any{"reanalyzed": n, "analyzer_version": pipeline.Version})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%d articles reanalyzed with %s\n", n, pipeline.Version)
			return nil
		},
	}
	cmd.Flags().BoolVar(&all, "all", false, "reanalyze every article, not only stale ones")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
