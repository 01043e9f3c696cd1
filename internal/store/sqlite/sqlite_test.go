package sqlite

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/storetest"
)

func openTemp(t *testing.T) *DB {
	t.Helper()
	db, err := Open(filepath.Join(t.TempDir(), "storyline.db"))
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() {
		if err := db.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return db
}

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) storyline.Store { return openTemp(t) })
}

func TestStoreInMemory(t *testing.T) {
	storetest.Run(t, func(t *testing.T) storyline.Store {
		db, err := Open(":memory:")
		if err != nil {
			t.Fatalf("Open(:memory:): %v", err)
		}
		t.Cleanup(func() { db.Close() })
		return db
	})
}

func article(i int) *storyline.Article {
	body := fmt.Sprintf("Article body number %d.", i)
	return &storyline.Article{
		Input: "stdin", Format: storyline.FormatText, Outlet: "x", Title: fmt.Sprint("Title ", i),
		Language: "en", Text: body, ContentHash: fmt.Sprint("hash-", i),
		IngestedAt: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC),
	}
}

func TestMigrationsIdempotent(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "m.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	latest := LatestSchemaVersion()
	if latest < 1 {
		t.Fatalf("LatestSchemaVersion = %d", latest)
	}
	if v, err := db.SchemaVersion(ctx); err != nil || v != latest {
		t.Fatalf("SchemaVersion = %d, %v; want %d", v, err, latest)
	}
	if _, err := db.AddArticle(ctx, article(1), []byte("raw"), storyline.Signature{}); err != nil {
		t.Fatal(err)
	}
	if err := db.Migrate(ctx); err != nil {
		t.Fatalf("Migrate again: %v", err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	for range 2 {
		db, err = Open(path)
		if err != nil {
			t.Fatalf("reopen: %v", err)
		}
		if v, err := db.SchemaVersion(ctx); err != nil || v != latest {
			t.Fatalf("SchemaVersion after reopen = %d, %v; want %d", v, err, latest)
		}
		var rows int
		if err := db.read.QueryRow(`SELECT count(*) FROM schema_migrations`).Scan(&rows); err != nil || rows != latest {
			t.Fatalf("schema_migrations has %d rows (%v), want %d", rows, err, latest)
		}
		if n, err := db.CountArticles(ctx); err != nil || n != 1 {
			t.Fatalf("CountArticles after reopen = %d, %v; want 1", n, err)
		}
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestNewerSchemaRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.write.Exec(`INSERT INTO schema_migrations (version, applied_at) VALUES (9999, 'later')`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if db, err := Open(path); err == nil {
		db.Close()
		t.Fatal("Open of a database from a newer version succeeded")
	} else if !strings.Contains(err.Error(), "newer") {
		t.Errorf("error %q does not say the schema is newer", err)
	}
}

func TestPragmas(t *testing.T) {
	db := openTemp(t)
	check := func(pool string, q, want string) {
		t.Helper()
		p := db.write
		if pool == "read" {
			p = db.read
		}
		var got string
		if err := p.QueryRow(q).Scan(&got); err != nil {
			t.Fatalf("%s: %s: %v", pool, q, err)
		}
		if got != want {
			t.Errorf("%s: %s = %q, want %q", pool, q, got, want)
		}
	}
	for _, pool := range []string{"write", "read"} {
		check(pool, "PRAGMA journal_mode", "wal")
		check(pool, "PRAGMA foreign_keys", "1")
		check(pool, "PRAGMA synchronous", "1") // NORMAL
		check(pool, "PRAGMA busy_timeout", fmt.Sprint(busyTimeoutMillis))
	}
	check("read", "PRAGMA query_only", "1")
	check("write", "PRAGMA query_only", "0")
}

func TestIntegrityCheck(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t)
	for i := range 50 {
		a := article(i)
		sig := storyline.Signature{MinHash: []uint64{uint64(i), 1 << 63}, Bands: []uint64{uint64(i % 7), uint64(i)<<32 | 1<<63}}
		if _, err := db.AddArticle(ctx, a, []byte(a.Text), sig); err != nil {
			t.Fatal(err)
		}
	}
	// A rejected duplicate and a cancelled add leave no trace either.
	if res, err := db.AddArticle(ctx, article(3), nil, storyline.Signature{Bands: []uint64{1}}); err != nil || !res.Duplicate {
		t.Fatalf("duplicate: %+v, %v", res, err)
	}
	var got string
	if err := db.write.QueryRow("PRAGMA integrity_check").Scan(&got); err != nil || got != "ok" {
		t.Fatalf("integrity_check = %q, %v", got, err)
	}
	if err := db.write.QueryRow("PRAGMA foreign_key_check").Scan(&got); err == nil {
		t.Errorf("foreign_key_check reports a violation: %q", got)
	}
	// The full-text index agrees with the articles table.
	if _, err := db.write.Exec(`INSERT INTO articles_fts (articles_fts, rank) VALUES ('integrity-check', 1)`); err != nil {
		t.Errorf("FTS integrity-check: %v", err)
	}
}

func TestMaxLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("adds 1005 articles")
	}
	ctx := context.Background()
	db := openTemp(t)
	for i := range MaxLimit + 5 {
		if _, err := db.AddArticle(ctx, article(i), nil, storyline.Signature{}); err != nil {
			t.Fatal(err)
		}
	}
	l, err := db.Articles(ctx, storyline.ArticleQuery{Limit: 5000})
	if err != nil || len(l) != MaxLimit {
		t.Fatalf("Articles(Limit 5000) = %d articles, %v; want %d", len(l), err, MaxLimit)
	}
	l, err = db.Search(ctx, "article body", storyline.ArticleQuery{Limit: 5000})
	if err != nil || len(l) != MaxLimit {
		t.Fatalf("Search(Limit 5000) = %d articles, %v; want %d", len(l), err, MaxLimit)
	}
}

// Two handles on one file, as two processes would have, writing at once:
// the busy timeout and IMMEDIATE transactions make them wait, not fail.
func TestTwoHandlesConcurrentWrites(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "shared.db")
	var dbs [2]*DB
	for i := range dbs {
		db, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		dbs[i] = db
	}
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			db := dbs[w%2]
			for i := range 15 {
				// Writers 0/1 and 2/3 add the same content through
				// different handles.
				a := article(1000*(w/2) + i)
				if _, err := db.AddArticle(ctx, a, []byte("raw"), storyline.Signature{Bands: []uint64{uint64(i)}}); err != nil {
					errs <- err
					return
				}
				if _, err := db.Articles(ctx, storyline.ArticleQuery{Limit: 5}); err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("concurrent write through two handles: %v", err)
	}
	for _, db := range dbs {
		if n, err := db.CountArticles(ctx); err != nil || n != 30 {
			t.Errorf("CountArticles = %d, %v; want 30", n, err)
		}
	}
}

func TestCloseCheckpoints(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "c.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddArticle(ctx, article(1), []byte("raw"), storyline.Signature{}); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if err := db.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	if fi, err := os.Stat(path + "-wal"); err == nil && fi.Size() != 0 {
		t.Errorf("WAL holds %d bytes after Close, want it checkpointed", fi.Size())
	}
}

func TestOpenOddPath(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "dir with space?#%")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "a?b#c%20.db")
	db, err := Open(path)
	if err != nil {
		t.Fatalf("Open(%q): %v", path, err)
	}
	defer db.Close()
	if _, err := os.Stat(path); err != nil {
		t.Errorf("database not created at %q: %v", path, err)
	}
}

func TestFTSQuery(t *testing.T) {
	tests := []struct{ in, want string }{
		{"urena", `"urena"`},
		{"Ureña cúcuta", `"Ureña" AND "cúcuta"`},
		{`"aid trucks" bridge`, `"aid trucks" AND "bridge"`},
		{`a OR b`, `"a" AND "OR" AND "b"`},
		{`NEAR(a b)`, `"NEAR a" AND "b"`},
		{`title:urena`, `"title urena"`},
		{`-x`, `"x"`},
		{`ure*`, `"ure"`},
		{`e-mail O'Brien`, `"e mail" AND "O Brien"`},
		{`"unbalanced phrase`, `"unbalanced" AND "phrase"`},
		{`one "two three" "four`, `"one" AND "two three" AND "four"`},
		{"Cu\u0301cuta", `"Cúcuta"`},
	}
	for _, tc := range tests {
		got, err := FTSQuery(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("FTSQuery(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	for _, in := range []string{"", "  ", `"`, `""`, "*", "-", "«»", "()"} {
		if got, err := FTSQuery(in); !errors.Is(err, storyline.ErrEmptyQuery) {
			t.Errorf("FTSQuery(%q) = %q, %v; want ErrEmptyQuery", in, got, err)
		}
	}
}
