package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/store"
	"github.com/storyline-news/storyline/internal/storecopy"
)

func init() { commands = append(commands, newCopyCmd) }

func newCopyCmd() *cobra.Command {
	var (
		from, to string
		asJSON   bool
		quiet    bool
	)
	cmd := &cobra.Command{
		Use:   "copy --from DB --to DB",
		Short: "Copy every article from one database to another (SQLite ⇄ PostgreSQL)",
		Long: `Copy every article of one database into another: its clean text, spans,
dates and analysis, its raw input bytes and its near-duplicate signature.
Articles keep their IDs (so links between copies keep pointing at the right
article) and are copied in ID order; entities are linked again as each
article arrives; each article joins its story under the same story ID, and
the story clusterer's state comes along. Databases are named as with --db: a postgres:// or
postgresql:// URL is PostgreSQL, anything else a SQLite file.

Copy into an empty database. Each article is copied in one transaction, so
an interrupted copy leaves whole articles only; run the same command again
to finish it: articles already there are skipped. An article whose ID is
taken in the target by another article stops the copy with an error.`,
		Example: `  storyline copy --from storyline.db --to postgres://storyline@db.example.org/news
  storyline copy --from postgres://storyline@db.example.org/news --to backup.db --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if from == "" || to == "" {
				return fmt.Errorf("copy needs both --from and --to")
			}
			if from == to {
				return fmt.Errorf("--from and --to name the same database %s", redactDSN(from))
			}
			ctx := cmd.Context()
			src, err := store.Open(ctx, from)
			if err != nil {
				return fmt.Errorf("open --from %s: %w", redactDSN(from), err)
			}
			defer src.Close()
			dst, err := store.Open(ctx, to)
			if err != nil {
				return fmt.Errorf("open --to %s: %w", redactDSN(to), err)
			}
			defer dst.Close()

			var opts storecopy.Options
			if !quiet && !asJSON {
				opts.Progress = cmd.ErrOrStderr()
			}
			counts, err := storecopy.Copy(ctx, src, dst, opts)
			if err != nil {
				return fmt.Errorf("copy %s to %s: %w (%d copied, %d already there; run again to go on)",
					redactDSN(from), redactDSN(to), err, counts.Copied, counts.Present)
			}
			out := cmd.OutOrStdout()
			if asJSON {
				return writeJSON(out, counts)
			}
			fmt.Fprintf(out, "%d articles copied, %d already there; source %d articles, target %d articles\n",
				counts.Copied, counts.Present, counts.Source, counts.Target)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&from, "from", "", "database to copy from (SQLite path or postgres:// URL)")
	f.StringVar(&to, "to", "", "database to copy into (SQLite path or postgres:// URL)")
	f.BoolVar(&asJSON, "json", false, "print the counts as JSON")
	f.BoolVarP(&quiet, "quiet", "q", false, "print only errors and the counts")
	return cmd
}
