package postgres

import (
	"context"
	"embed"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/storyline-news/storyline/internal/store/codec"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one embedded schema change, migrations/NNNN_name.sql.
type migration = codec.Migration

// loadMigrations returns the embedded migrations sorted by version.
func loadMigrations() ([]migration, error) {
	ms, err := codec.LoadMigrations(migrationFiles, "migrations")
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	return ms, nil
}

// LatestSchemaVersion is the schema version this build of the package
// migrates databases to.
func LatestSchemaVersion() int {
	ms, err := loadMigrations()
	if err != nil || len(ms) == 0 {
		return 0
	}
	return ms[len(ms)-1].Version
}

// Migrate applies, in order, every embedded migration the database has not
// had yet, each in its own transaction together with its row in
// schema_migrations. It holds a session advisory lock meanwhile, so that
// processes migrating the same database at once take turns: the first
// applies the migrations, the others find them applied. Open calls it.
func (db *DB) Migrate(ctx context.Context) error {
	ms, err := loadMigrations()
	if err != nil {
		return err
	}
	conn, err := db.pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("postgres: migrate: %w", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock($1, $2)`, lockSpace, lockMigrate); err != nil {
		return fmt.Errorf("postgres: migrate: lock: %w", err)
	}
	defer func() {
		if _, err := conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1, $2)`, lockSpace, lockMigrate); err != nil {
			// A session that may still hold the lock must not go back to
			// the pool: closing it releases the lock.
			conn.Conn().Close(context.WithoutCancel(ctx))
		}
	}()

	if _, err := conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
    version    integer     PRIMARY KEY,
    name       text        NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
)`); err != nil {
		return fmt.Errorf("postgres: migrate: %w", err)
	}
	have, err := schemaVersion(ctx, conn)
	if err != nil {
		return err
	}
	if latest := len(ms); have > latest {
		return fmt.Errorf("postgres: database schema version %d is newer than this program supports (%d)", have, latest)
	}
	for _, m := range ms {
		if m.Version <= have {
			continue
		}
		if err := apply(ctx, conn, m); err != nil {
			return err
		}
	}
	return nil
}

// apply runs one migration and records it, in one transaction.
func apply(ctx context.Context, conn *pgxpool.Conn, m migration) error {
	tx, err := conn.Begin(ctx)
	if err != nil {
		return fmt.Errorf("postgres: migration %s: %w", m.Name, err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	if _, err := tx.Exec(ctx, m.SQL); err != nil {
		if strings.Contains(err.Error(), "unaccent") {
			return fmt.Errorf("postgres: migration %s: %w (the unaccent extension comes with postgresql-contrib; a superuser can run CREATE EXTENSION unaccent in the database)", m.Name, err)
		}
		return fmt.Errorf("postgres: migration %s: %w", m.Name, err)
	}
	if _, err := tx.Exec(ctx, `INSERT INTO schema_migrations (version, name) VALUES ($1, $2)`, m.Version, m.Name); err != nil {
		return fmt.Errorf("postgres: migration %s: %w", m.Name, err)
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("postgres: migration %s: commit: %w", m.Name, err)
	}
	return nil
}

func schemaVersion(ctx context.Context, conn *pgxpool.Conn) (int, error) {
	var v int
	if err := conn.QueryRow(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&v); err != nil {
		return 0, fmt.Errorf("postgres: schema version: %w", err)
	}
	return v, nil
}

// SchemaVersion returns the highest migration version applied to the
// database, 0 for a database without any.
func (db *DB) SchemaVersion(ctx context.Context) (int, error) {
	var v int
	if err := db.pool.QueryRow(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&v); err != nil {
		return 0, fmt.Errorf("postgres: schema version: %w", err)
	}
	return v, nil
}
