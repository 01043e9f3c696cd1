// Package pgtest gives tests a fresh, empty PostgreSQL database of their
// own: a new schema in the database that STORYLINE_TEST_POSTGRES names,
// reached through a connection string that sets search_path to it, and
// dropped when the test ends. Tests calling DSN are skipped when the
// variable is not set.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// EnvVar names the variable holding the connection string of the database
// the PostgreSQL tests run in.
const EnvVar = "STORYLINE_TEST_POSTGRES"

// SkipMessage is what tests say when EnvVar is not set.
const SkipMessage = EnvVar + " not set: PostgreSQL suite skipped"

// Base returns the connection string in EnvVar, skipping t when it is not
// set.
func Base(t testing.TB) string {
	t.Helper()
	dsn := os.Getenv(EnvVar)
	if dsn == "" {
		t.Skip(SkipMessage)
	}
	return dsn
}

// DSN creates a new schema for t and returns a connection string whose
// search_path is that schema, so that whatever opens it sees an empty
// database. The schema is dropped, with everything in it, when t ends
// (after the cleanups registered later, such as closing the store).
func DSN(t testing.TB) string {
	t.Helper()
	base := Base(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("pgtest: connect to %s: %v", EnvVar, err)
	}
	defer conn.Close(ctx)
	// unaccent lives outside the test schemas, so that dropping one never
	// drops the extension under another test's feet. The migrations' own
	// lock keeps concurrent test processes from creating it twice.
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(1398034258, 1)`); err != nil {
		t.Fatalf("pgtest: lock: %v", err)
	}
	_, err = conn.Exec(ctx, `CREATE EXTENSION IF NOT EXISTS unaccent`)
	conn.Exec(ctx, `SELECT pg_advisory_unlock(1398034258, 1)`)
	if err != nil {
		t.Fatalf("pgtest: create extension unaccent: %v", err)
	}
	b := make([]byte, 6)
	rand.Read(b)
	schema := fmt.Sprintf("storyline_test_%d_%s", os.Getpid(), hex.EncodeToString(b))
	if _, err := conn.Exec(ctx, `CREATE SCHEMA `+pgx.Identifier{schema}.Sanitize()); err != nil {
		t.Fatalf("pgtest: create schema: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		conn, err := pgx.Connect(ctx, base)
		if err != nil {
			t.Errorf("pgtest: drop schema %s: %v", schema, err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, `DROP SCHEMA `+pgx.Identifier{schema}.Sanitize()+` CASCADE`); err != nil {
			t.Errorf("pgtest: drop schema %s: %v", schema, err)
		}
	})
	return WithParam(base, "search_path", schema)
}

// WithParam returns the connection string dsn (a URL or key=value pairs)
// with a run-time parameter set.
func WithParam(dsn, key, value string) string {
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		u, err := url.Parse(dsn)
		if err == nil {
			q := u.Query()
			q.Set(key, value)
			u.RawQuery = q.Encode()
			return u.String()
		}
	}
	return dsn + " " + key + "='" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(value) + "'"
}
