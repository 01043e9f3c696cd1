package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/fix"
	"github.com/storyline-news/storyline/internal/store"
)

// defaultDB is the database file used when neither --db nor STORYLINE_DB
// names one.
const defaultDB = "storyline.db"

// dbLocation returns the database the command should use: --db, then
// $STORYLINE_DB, then storyline.db in the current directory.
func dbLocation(cmd *cobra.Command) string {
	if v, _ := cmd.Flags().GetString("db"); v != "" {
		return v
	}
	if v := os.Getenv("STORYLINE_DB"); v != "" {
		return v
	}
	return defaultDB
}

// openStore opens (and migrates) the database the command names. Its
// articles read with the analysts' corrections applied (see internal/fix);
// storyline.Beneath gives the automatic analysis beneath.
func openStore(cmd *cobra.Command) (storyline.Store, error) {
	loc := dbLocation(cmd)
	st, err := store.Open(cmd.Context(), loc)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", redactDSN(loc), err)
	}
	return fix.Wrap(st), nil
}

// redactDSN hides a password in a connection URL for messages.
func redactDSN(dsn string) string {
	at := strings.LastIndex(dsn, "@")
	scheme := strings.Index(dsn, "://")
	if at < 0 || scheme < 0 {
		return dsn
	}
	cred := dsn[scheme+3 : at]
	if i := strings.IndexByte(cred, ':'); i >= 0 {
		return dsn[:scheme+3] + cred[:i] + ":***" + dsn[at:]
	}
	return dsn
}
