// Package store opens the storyline.Store a location names: a PostgreSQL
// database for a postgres:// or postgresql:// URL, a SQLite file for
// anything else.
package store

import (
	"context"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/postgres"
	"github.com/storyline-news/storyline/internal/store/sqlite"
)

// IsPostgres reports whether location names a PostgreSQL database.
func IsPostgres(location string) bool {
	l := strings.ToLower(location)
	return strings.HasPrefix(l, "postgres://") || strings.HasPrefix(l, "postgresql://")
}

// Engine names the kind of store location names: "postgres" or "sqlite".
func Engine(location string) string {
	if IsPostgres(location) {
		return "postgres"
	}
	return "sqlite"
}

// Open opens (creating or migrating as needed) the store at location.
func Open(ctx context.Context, location string) (storyline.Store, error) {
	if IsPostgres(location) {
		return postgres.Open(ctx, location)
	}
	return sqlite.Open(location)
}

// SchemaVersion returns the schema version of an open store, and the
// version this build migrates to.
func SchemaVersion(ctx context.Context, st storyline.Store) (have, latest int, err error) {
	// A view (the corrections' reading view) names the engine beneath.
	switch db := storyline.Beneath(st).(type) {
	case *postgres.DB:
		have, err = db.SchemaVersion(ctx)
		return have, postgres.LatestSchemaVersion(), err
	case *sqlite.DB:
		have, err = db.SchemaVersion(ctx)
		return have, sqlite.LatestSchemaVersion(), err
	}
	return 0, 0, nil
}
