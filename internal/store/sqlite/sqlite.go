// Package sqlite is the embedded storyline.Store: one SQLite file, opened with
// the pure-Go driver modernc.org/sqlite.
//
// The database runs in WAL mode. Writes go through a single connection (so
// concurrent AddArticle calls queue in-process instead of failing with
// "database is locked") and every write transaction begins IMMEDIATE, so that
// writers in other processes wait out busy_timeout rather than deadlock on a
// lock upgrade. Reads use a separate pool of query-only connections and run
// concurrently with the writer.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"runtime"
	"strings"
	"sync"

	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"github.com/storyline-news/storyline"
)

// busyTimeoutMillis is how long a connection waits for a lock held by
// another connection (or process) before giving up with SQLITE_BUSY.
const busyTimeoutMillis = 10000

// DB is a storyline.Store kept in one SQLite database file.
type DB struct {
	path  string
	write *sql.DB // one connection: every write goes through it
	read  *sql.DB // query-only connections; the same as write for :memory:
	// stmts are the write path's statements, prepared on write (stmts.go).
	stmts     map[string]*sql.Stmt
	readStmts map[string]*sql.Stmt // readQueries, prepared on read
	// entities caches the entity keys and records the writer linked
	// (entitycache.go).
	entities *entityCache

	closeOnce sync.Once
	closeErr  error
}

var _ storyline.Store = (*DB)(nil)

// Open opens (creating if needed) the database at path and brings its schema
// up to date. path ":memory:" gives a private in-memory database, served by
// a single connection.
func Open(path string) (*DB, error) {
	if path == "" {
		return nil, errors.New("sqlite: empty database path")
	}
	ctx := context.Background()
	db := &DB{path: path, entities: newEntityCache(entityCacheEntries)}

	if path == ":memory:" {
		w, err := sql.Open("sqlite", dsn(path, false))
		if err != nil {
			return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
		}
		w.SetMaxOpenConns(1)
		w.SetMaxIdleConns(1)
		w.SetConnMaxLifetime(0)
		w.SetConnMaxIdleTime(0)
		db.write, db.read = w, w
	} else {
		w, err := sql.Open("sqlite", dsn(path, false))
		if err != nil {
			return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
		}
		w.SetMaxOpenConns(1)
		w.SetMaxIdleConns(1)
		w.SetConnMaxIdleTime(0)
		w.SetConnMaxLifetime(0)
		db.write = w
	}

	// The writer connection switches the file to WAL and creates the schema
	// before any reader connects.
	if err := db.write.PingContext(ctx); err != nil {
		db.write.Close()
		return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
	}
	if err := db.Migrate(ctx); err != nil {
		db.write.Close()
		return nil, err
	}
	if err := db.prepare(ctx); err != nil {
		db.write.Close()
		return nil, err
	}

	if db.read == nil {
		r, err := sql.Open("sqlite", dsn(path, true))
		if err != nil {
			db.closeStmts()
			db.write.Close()
			return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
		}
		n := max(4, runtime.GOMAXPROCS(0))
		r.SetMaxOpenConns(n)
		r.SetMaxIdleConns(n)
		if err := r.PingContext(ctx); err != nil {
			r.Close()
			db.closeStmts()
			db.write.Close()
			return nil, fmt.Errorf("sqlite: open %s: %w", path, err)
		}
		db.read = r
	}
	if err := db.prepareReads(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

// dsn builds the driver's data source name for path. Every connection gets
// busy_timeout, foreign keys and synchronous=NORMAL; the writer also sets
// WAL mode, a larger page cache and checkpoint interval, and begins its
// transactions IMMEDIATE; readers are query-only.
func dsn(path string, readOnly bool) string {
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeoutMillis))
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	// Freed pages are zeroed: a deleted article (or an overwritten state
	// that named it) leaves no bytes behind in the file.
	q.Add("_pragma", "secure_delete(1)")
	if readOnly {
		q.Add("_pragma", "query_only(1)")
	} else {
		if path != ":memory:" {
			q.Add("_pragma", "journal_mode(WAL)")
		}
		// The writer's batches touch a leaf page of every index an
		// article's rows go into (bands, entity links, names, FTS): a
		// 16 MiB page cache (SQLite's default is 2 MiB) keeps them
		// between batches, and checkpointing every 8,192 pages instead of
		// 1,000 copies a page rewritten by several batches once. At 10k
		// stored articles, ingesting 1,000 more made 151k reads and 431k
		// writes instead of 314k and 556k, and 31 fsyncs instead of 169.
		q.Add("_pragma", "cache_size(-16384)")
		q.Add("_pragma", "wal_autocheckpoint(8192)")
		// A statement that may fail after changing rows (a multi-row
		// INSERT, one that fires triggers) saves the pages it changes in
		// a statement journal, which SQLite spills to a temporary file
		// past 64 KiB: in a batch's long transaction it always did, and
		// its writes were 7% of the store goroutine's time. In memory it
		// holds the pages one statement changes.
		q.Add("_pragma", "temp_store(MEMORY)")
		q.Set("_txlock", "immediate")
	}
	if path == ":memory:" {
		return ":memory:?" + q.Encode()
	}
	// A file: URI, so that '?' or '#' in the path cannot be taken for the
	// start of the parameters.
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(path)
	return "file:" + esc + "?" + q.Encode()
}

// Path returns the path the database was opened with.
func (db *DB) Path() string { return db.path }

// Close checkpoints the write-ahead log into the database file and closes
// every connection. Calling Close again returns the first call's result.
func (db *DB) Close() error {
	db.closeOnce.Do(func() {
		var errs []error
		if db.read != nil && db.read != db.write {
			errs = append(errs, db.read.Close())
		}
		if db.path != ":memory:" {
			if _, err := db.write.Exec("PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
				errs = append(errs, fmt.Errorf("sqlite: checkpoint: %w", err))
			}
		}
		db.closeStmts()
		errs = append(errs, db.write.Close())
		db.closeErr = errors.Join(errs...)
	})
	return db.closeErr
}
