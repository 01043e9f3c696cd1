// Package postgres is the storyline.Store for shared deployments: one
// PostgreSQL database that many storyline processes, on one machine or
// several, read and write at once. It talks to the server through pgx (pure
// Go) and behaves as the SQLite store does; both pass the suite in
// internal/store/storetest.
//
// # Parallel writers
//
// Every AddArticle is one transaction, so a worker killed mid-article
// leaves nothing behind, and ingesting the same inputs again picks its work
// up: what was stored is reported as a duplicate, the rest is stored. The
// dedup key is the UNIQUE constraint on articles.content_hash, written with
// INSERT … ON CONFLICT DO NOTHING: when two processes add the same content at
// once, the second waits for the first to commit and then finds its row, so
// an article is never stored twice and no writer fails on the race.
//
// Linking an article's entities to the records shared across articles
// (find the record by name or alias, create it or grow it) is a
// read-then-write over rows other writers may be creating. It runs under a
// transaction-level advisory lock (pg_advisory_xact_lock), taken as the last
// step of the transaction and released at commit, so each entity has one
// record however many workers meet it at once. An advisory lock was chosen
// over row locks because the rows to lock may not exist yet, and over
// SERIALIZABLE transactions because retries would redo the whole insert. The
// critical section is short: one query reads every record the article's
// names can reach, the links are worked out in memory, and one batch writes
// them. Nothing else is serialized: article inserts, raw inputs, signatures
// and the search index proceed in parallel. Grouping articles into stories,
// when the store keeps it, needs the same treatment: take the lock (or a
// dedicated one) before reading the candidate stories, in the article's
// transaction.
//
// Near-duplicate detection is not serialized: the ingester asks for
// candidates before AddArticle, so two copies of one text stored at the
// same moment by two workers may both be stored as originals. Each worker
// stores its inputs in order, so a copy that follows its original in the
// same input is always linked.
//
// # Search
//
// Each article carries a tsvector of its title (weight A) and text (weight
// B) under the text search configuration storyline_fold: the 'simple'
// configuration (no stemming, no stop words) with the unaccent dictionary in
// front, so that "urena" finds "Ureña" and back, as SQLite's unicode61
// tokenizer with remove_diacritics does. Title and text are split into runs
// of letters, digits and marks in Go before indexing, and the user's query is
// split the same way and built into a tsquery of quoted lexemes (& between
// words, <-> inside a "quoted phrase"), so nothing the user types is read as
// query syntax and both engines see the same words. PostgreSQL caps
// positions at 16,383 (phrases further into a very long article are not
// found) and a tsvector at 1 MB, so only the first MaxIndexedBytes of words
// of an article are indexed.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/storyline-news/storyline"
)

// Advisory lock keys: the first half is the same for every storyline lock.
const (
	lockSpace    = 0x5354_4f52 // "STOR"
	lockMigrate  = 1
	lockEntities = 2
	lockImport   = 3
)

// DB is a storyline.Store kept in a PostgreSQL database.
type DB struct {
	pool *pgxpool.Pool

	closeOnce sync.Once
}

var _ storyline.Store = (*DB)(nil)

// Open connects to the database named by dsn (a postgres:// URL or a
// key=value connection string) and brings its schema up to date.
func Open(ctx context.Context, dsn string) (*DB, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	return OpenConfig(ctx, cfg)
}

// OpenConfig is Open with a parsed pool configuration, for callers that set
// run-time parameters (a search_path, say) or pool sizes.
func OpenConfig(ctx context.Context, cfg *pgxpool.Config) (*DB, error) {
	if cfg.ConnConfig.RuntimeParams["application_name"] == "" {
		cfg.ConnConfig.RuntimeParams["application_name"] = "storyline"
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres: connect: %w", err)
	}
	db := &DB{pool: pool}
	if err := db.Migrate(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	return db, nil
}

// Pool returns the connection pool, for tests and maintenance.
func (db *DB) Pool() *pgxpool.Pool { return db.pool }

// Close closes every connection. Calling it again does nothing.
func (db *DB) Close() error {
	db.closeOnce.Do(db.pool.Close)
	return nil
}

// retryable reports whether err is a transient failure after which the
// whole transaction can run again.
func retryable(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		switch pgErr.Code {
		case "40001", // serialization_failure
			"40P01": // deadlock_detected
			return true
		}
	}
	return false
}

// commitTimeout bounds a COMMIT once it is sent.
const commitTimeout = 30 * time.Second

// inTx runs fn in a transaction and commits it, running it again (a few
// times) after a deadlock or serialization failure. The caller's context
// governs the work; once fn has succeeded and ctx is still live, COMMIT runs
// to its end whatever happens to ctx, so the error returned always tells the
// truth: a nil error means committed, an error means nothing was written.
func (db *DB) inTx(ctx context.Context, fn func(pgx.Tx) error) error {
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		if attempt > 0 {
			select {
			case <-time.After(time.Duration(attempt*attempt) * 10 * time.Millisecond):
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		err = db.tryTx(ctx, fn)
		if err == nil || !retryable(err) {
			return err
		}
	}
	return err
}

func (db *DB) tryTx(ctx context.Context, fn func(pgx.Tx) error) error {
	tx, err := db.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	detached := context.WithoutCancel(ctx)
	if err := fn(tx); err != nil {
		tx.Rollback(detached)
		return err
	}
	if err := ctx.Err(); err != nil {
		tx.Rollback(detached)
		return err
	}
	cctx, cancel := context.WithTimeout(detached, commitTimeout)
	defer cancel()
	if err := tx.Commit(cctx); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// notFound wraps storyline.ErrNotFound.
func notFound(what string, id int64) error {
	return fmt.Errorf("postgres: %s %d: %w", what, id, storyline.ErrNotFound)
}

// MaxWriters is how many articles ingest may store at once: one per
// connection of the pool, less one left for reads.
func (db *DB) MaxWriters() int { return max(1, int(db.pool.Config().MaxConns)-1) }

var _ storyline.ConcurrentWriter = (*DB)(nil)
