package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline/internal/store"
)

func init() { commands = append(commands, newMigrateCmd) }

func newMigrateCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "migrate",
		Short: "Bring the database schema up to date and print its version",
		Long: `Apply to the database (--db, $STORYLINE_DB or storyline.db) every schema
migration it has not had yet, each in its own transaction, and print the
schema version. Every command migrates the database it opens, so this is for
doing it ahead of time: before starting many workers against a new
PostgreSQL database, or to check a database's version. Several processes
migrating one PostgreSQL database at once take turns (an advisory lock).

A PostgreSQL database needs the unaccent extension (postgresql-contrib);
the first migration creates it, which a user who may create objects in the
database is allowed to do.`,
		Example: `  storyline migrate --db postgres://storyline@db.example.org/news
  storyline migrate --db archive.db --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := openStore(cmd)
			if err != nil {
				return err
			}
			defer st.Close()
			have, latest, err := store.SchemaVersion(cmd.Context(), st)
			if err != nil {
				return err
			}
			loc := dbLocation(cmd)
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), map[string]any{
					"database":              redactDSN(loc),
					"engine":                store.Engine(loc),
					"schema_version":        have,
					"latest_schema_version": latest,
				})
			}
			fmt.Fprintf(cmd.OutOrStdout(), "%s (%s): schema version %d, up to date\n", redactDSN(loc), store.Engine(loc), have)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
