package sqlite

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migration is one embedded schema change, migrations/NNNN_name.sql.
type migration struct {
	version int
	name    string
	sql     string
}

// loadMigrations returns the embedded migrations sorted by version. Versions
// must be 1, 2, 3, … without gaps or repeats.
func loadMigrations() ([]migration, error) {
	entries, err := fs.ReadDir(migrationFiles, "migrations")
	if err != nil {
		return nil, fmt.Errorf("sqlite: migrations: %w", err)
	}
	var ms []migration
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || path.Ext(name) != ".sql" {
			continue
		}
		num, _, ok := strings.Cut(name, "_")
		if !ok {
			num = strings.TrimSuffix(name, ".sql")
		}
		v, err := strconv.Atoi(num)
		if err != nil || v <= 0 {
			return nil, fmt.Errorf("sqlite: migration %s: name must start with a positive version number", name)
		}
		b, err := migrationFiles.ReadFile("migrations/" + name)
		if err != nil {
			return nil, fmt.Errorf("sqlite: migration %s: %w", name, err)
		}
		ms = append(ms, migration{version: v, name: name, sql: string(b)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].version < ms[j].version })
	for i, m := range ms {
		if m.version != i+1 {
			return nil, fmt.Errorf("sqlite: migration %s: expected version %d", m.name, i+1)
		}
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
	return ms[len(ms)-1].version
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
		if m.version <= have {
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
		return fmt.Errorf("sqlite: migration %s: %w", m.name, err)
	}
	defer func() {
		if err != nil {
			tx.Rollback()
		}
	}()
	var n int
	if err = tx.QueryRowContext(ctx, `SELECT count(*) FROM schema_migrations WHERE version = ?`, m.version).Scan(&n); err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", m.name, err)
	}
	if n > 0 {
		return tx.Commit()
	}
	if _, err = tx.ExecContext(ctx, m.sql); err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", m.name, err)
	}
	if _, err = tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`,
		m.version, time.Now().UTC().Format(time.RFC3339Nano)); err != nil {
		return fmt.Errorf("sqlite: migration %s: %w", m.name, err)
	}
	if err = tx.Commit(); err != nil {
		return fmt.Errorf("sqlite: migration %s: commit: %w", m.name, err)
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
