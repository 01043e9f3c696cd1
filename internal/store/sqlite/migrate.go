package sqlite

import (
	"context"
	"embed"
	"fmt"
	"time"

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
		return nil, fmt.Errorf("sqlite: %w", err)
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
// schema_migrations. It is safe to call again, and safe when another
// process migrates the same file at the same time. Open calls it.
func (db *DB) Migrate(ctx context.Context) error {
	ms, err := loadMigrations()
	if err != nil {
		return err
	}
	if _, err := db.write.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    applied_at TEXT    NOT NULL
)`); err != nil {
		return fmt.Errorf("sqlite: migrate: %w", err)
	}
	have, err := db.SchemaVersion(ctx)
	if err != nil {
		return err
	}
	if latest := len(ms); have > latest {
		return fmt.Errorf("sqlite: database schema version %d is newer than this program supports (%d)", have, latest)
	}
	for _, m := range ms {
		if m.Version <= have {
			continue
		}
		if err := db.apply(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

// apply runs one migration in a transaction, unless another connection
// applied it in the meantime.
func (db *DB) apply(ctx context.Context, m migration) (err error) {
	tx, err := db.write.BeginTx(ctx, nil) // BEGIN IMMEDIATE: holds the write lock
	if err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", m.Name, err)
	}
	defer func() {
		if err != nil {
			tx.Rollback()
		}
	}()
	var n int
	if err = tx.QueryRowContext(ctx, `SELECT count(*) FROM schema_migrations WHERE version = ?`, m.Version).Scan(&n); err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", m.Name, err)
	}
	if n > 0 {
		return tx.Commit()
	}
	if _, err = tx.ExecContext(ctx, m.SQL); err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", m.Name, err)
	}
	if _, err = tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`,
		m.Version, time.Now().UTC().Format(time.RFC3339Nano)); err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", m.Name, err)
	}
	if err = tx.Commit(); err != nil {
		return fmt.Errorf("sqlite: migration %s: commit: %w", m.Name, err)
	}
	return nil
}

// SchemaVersion returns the highest migration version applied to the
// database, 0 for a database without any.
func (db *DB) SchemaVersion(ctx context.Context) (int, error) {
	var v int
	err := db.write.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&v)
	if err != nil {
		return 0, fmt.Errorf("sqlite: schema version: %w", err)
	}
	return v, nil
}
