package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/postgres/pgtest"
	"github.com/storyline-news/storyline/internal/store/storetest"
)

// openAt opens the store at dsn and closes it when t ends.
func openAt(t testing.TB, dsn string) *DB {
	t.Helper()
	db, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// openTemp opens a store in a fresh schema of its own.
func openTemp(t testing.TB) *DB {
	t.Helper()
	return openAt(t, pgtest.DSN(t))
}

func TestStore(t *testing.T) {
	pgtest.Base(t)
	storetest.Run(t, func(t *testing.T) storyline.Store { return openTemp(t) })
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
	dsn := pgtest.DSN(t)
	db, err := Open(ctx, dsn)
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
	db.Close()
	for range 2 {
		db := openAt(t, dsn)
		if v, err := db.SchemaVersion(ctx); err != nil || v != latest {
			t.Fatalf("SchemaVersion after reopen = %d, %v; want %d", v, err, latest)
		}
		var rows int
		if err := db.pool.QueryRow(ctx, `SELECT count(*) FROM schema_migrations`).Scan(&rows); err != nil || rows != latest {
			t.Fatalf("schema_migrations has %d rows (%v), want %d", rows, err, latest)
		}
		if n, err := db.CountArticles(ctx); err != nil || n != 1 {
			t.Fatalf("CountArticles after reopen = %d, %v; want 1", n, err)
		}
		db.Close()
	}
}

// Several processes starting at once on an empty database: the advisory
// lock makes them take turns, one migrates, none fails.
func TestMigrationsRace(t *testing.T) {
	ctx := context.Background()
	dsn := pgtest.DSN(t)
	const n = 6
	var (
		wg    sync.WaitGroup
		start = make(chan struct{})
		dbs   [n]*DB
		errs  [n]error
	)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			dbs[i], errs[i] = Open(ctx, dsn)
		}()
	}
	close(start)
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Errorf("Open %d: %v", i, errs[i])
			continue
		}
		defer dbs[i].Close()
	}
	if t.Failed() {
		t.FailNow()
	}
	var rows, distinct int
	if err := dbs[0].pool.QueryRow(ctx, `SELECT count(*), count(DISTINCT version) FROM schema_migrations`).Scan(&rows, &distinct); err != nil {
		t.Fatal(err)
	}
	if rows != LatestSchemaVersion() || distinct != rows {
		t.Errorf("schema_migrations: %d rows, %d versions; want %d", rows, distinct, LatestSchemaVersion())
	}
	// Every handle works.
	for i, db := range dbs {
		if _, err := db.AddArticle(ctx, article(i), nil, storyline.Signature{}); err != nil {
			t.Errorf("AddArticle through handle %d: %v", i, err)
		}
	}
}

func TestNewerSchemaRefused(t *testing.T) {
	ctx := context.Background()
	dsn := pgtest.DSN(t)
	db := openAt(t, dsn)
	if _, err := db.pool.Exec(ctx, `INSERT INTO schema_migrations (version, name) VALUES (9999, 'later')`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if db, err := Open(ctx, dsn); err == nil {
		db.Close()
		t.Fatal("Open of a database from a newer version succeeded")
	} else if !strings.Contains(err.Error(), "newer") {
		t.Errorf("error %q does not say the schema is newer", err)
	}
}

// checkIntegrity fails t unless the database is consistent: every article
// has its raw input, signatures and bands belong to articles, the search
// vector of every article is the one its title and text give, links point
// to existing rows, and the ID sequence is past every article.
func checkIntegrity(t *testing.T, db *DB) {
	t.Helper()
	ctx := context.Background()
	checks := []struct{ name, query string }{
		{"articles without raw input", `SELECT count(*) FROM articles a WHERE NOT EXISTS (SELECT 1 FROM raw_inputs r WHERE r.article_id = a.id)`},
		{"raw inputs without article", `SELECT count(*) FROM raw_inputs r WHERE NOT EXISTS (SELECT 1 FROM articles a WHERE a.id = r.article_id)`},
		{"signatures without article", `SELECT count(*) FROM article_minhash m WHERE NOT EXISTS (SELECT 1 FROM articles a WHERE a.id = m.article_id)`},
		{"bands without article", `SELECT count(*) FROM article_bands b WHERE NOT EXISTS (SELECT 1 FROM articles a WHERE a.id = b.article_id)`},
		{"entity links without entity", `SELECT count(*) FROM article_entities l WHERE NOT EXISTS (SELECT 1 FROM entities e WHERE e.id = l.entity_id)`},
		{"entities without name keys", `SELECT count(*) FROM entities e WHERE NOT EXISTS (SELECT 1 FROM entity_names n WHERE n.entity_id = e.id)`},
		{"entities no article mentions", `SELECT count(*) FROM entities e WHERE NOT EXISTS (SELECT 1 FROM article_entities l WHERE l.entity_id = e.id)`},
		{"duplicate content hashes", `SELECT count(*) FROM (SELECT content_hash FROM articles WHERE content_hash IS NOT NULL GROUP BY 1 HAVING count(*) > 1) d`},
		{"nanoseconds out of range", `SELECT count(*) FROM articles WHERE published_ns NOT BETWEEN 0 AND 999 OR ingested_ns NOT BETWEEN 0 AND 999`},
		{"articles above the ID sequence", `SELECT count(*) FROM articles WHERE id > (SELECT last_value FROM pg_sequences WHERE schemaname = current_schema() AND sequencename = 'articles_id_seq')`},
	}
	for _, c := range checks {
		var n int
		if err := db.pool.QueryRow(ctx, c.query).Scan(&n); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if n != 0 {
			t.Errorf("integrity: %d %s", n, c.name)
		}
	}
	// The search index is in step with the text.
	rows, err := db.pool.Query(ctx, `SELECT id, title, text FROM articles ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	type doc struct {
		id          int64
		title, text string
	}
	var docs []doc
	for rows.Next() {
		var d doc
		if err := rows.Scan(&d.id, &d.title, &d.text); err != nil {
			t.Fatal(err)
		}
		docs = append(docs, d)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	for _, d := range docs {
		var same bool
		err := db.pool.QueryRow(ctx, `SELECT search = setweight(to_tsvector('storyline_fold', $2), 'A') || setweight(to_tsvector('storyline_fold', $3), 'B')
FROM articles WHERE id = $1`, d.id, searchText(d.title), searchText(d.text)).Scan(&same)
		if err != nil {
			t.Fatal(err)
		}
		if !same {
			t.Errorf("integrity: article %d: search vector out of step with its title and text", d.id)
		}
	}
	// Raw inputs decompress to their checksum.
	for _, d := range docs {
		if _, err := db.RawInput(ctx, d.id); err != nil {
			t.Errorf("integrity: %v", err)
		}
	}
}

func TestIntegrityCheck(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t)
	for i := range 50 {
		a := article(i)
		sig := storyline.Signature{MinHash: []uint64{uint64(i), 1 << 63}, Bands: []uint64{uint64(i % 7), uint64(i)<<32 | 1<<63}}
		if i%5 == 0 {
			a.Analysis.Entities = []storyline.Entity{{Type: storyline.PER, Canonical: fmt.Sprintf("Person %d", i%3), Mentions: 1}}
		}
		if _, err := db.AddArticle(ctx, a, []byte(a.Text), sig); err != nil {
			t.Fatal(err)
		}
	}
	// A rejected duplicate, a cancelled add and a clashing import leave no
	// trace either.
	if res, err := db.AddArticle(ctx, article(3), nil, storyline.Signature{Bands: []uint64{1}}); err != nil || !res.Duplicate {
		t.Fatalf("duplicate: %+v, %v", res, err)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := db.AddArticle(cctx, article(100), nil, storyline.Signature{}); err == nil {
		t.Fatal("AddArticle with a cancelled context succeeded")
	}
	clash := article(101)
	clash.ID = 1
	if _, err := db.ImportArticle(ctx, clash, nil, storyline.Signature{}); err == nil {
		t.Fatal("ImportArticle under a taken ID succeeded")
	}
	imp := article(102)
	imp.ID = 500
	if _, err := db.ImportArticle(ctx, imp, []byte("imported"), storyline.Signature{}); err != nil {
		t.Fatal(err)
	}
	if err := db.SetAnalysis(ctx, 1, "v2", storyline.Analysis{}); err != nil {
		t.Fatal(err)
	}
	checkIntegrity(t, db)
}

func TestTimesToTheNanosecond(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t)
	pub := time.Date(2019, 2, 23, 14, 30, 5, 123456789, time.UTC)
	a := article(1)
	a.Published = storyline.Published{Time: pub, Source: storyline.DateFromMetadata}
	a.IngestedAt = time.Date(2026, 3, 1, 9, 15, 0, 999999999, time.FixedZone("X", 3600))
	if _, err := db.AddArticle(ctx, a, nil, storyline.Signature{}); err != nil {
		t.Fatal(err)
	}
	got, err := db.Article(ctx, a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Published.Time.Equal(pub) || !got.IngestedAt.Equal(a.IngestedAt) {
		t.Errorf("times: published %v, ingested %v; want %v, %v", got.Published.Time, got.IngestedAt, pub, a.IngestedAt)
	}
	for _, tc := range []struct {
		since time.Time
		want  int
	}{
		{pub, 1},
		{pub.Add(-time.Nanosecond), 1},
		{pub.Add(time.Nanosecond), 0},
	} {
		if l, err := db.Articles(ctx, storyline.ArticleQuery{Since: tc.since}); err != nil || len(l) != tc.want {
			t.Errorf("Articles(Since %v) = %d, %v; want %d", tc.since, len(l), err, tc.want)
		}
	}
	if l, err := db.Articles(ctx, storyline.ArticleQuery{Until: pub.Add(time.Nanosecond)}); err != nil || len(l) != 1 {
		t.Errorf("Articles(Until just after) = %d, %v; want 1", len(l), err)
	}
	if l, err := db.Articles(ctx, storyline.ArticleQuery{Until: pub}); err != nil || len(l) != 0 {
		t.Errorf("Articles(Until the time) = %d, %v; want 0", len(l), err)
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

// Long articles are indexed up to MaxIndexedBytes of words and stored
// whole.
func TestLongArticle(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t)
	var sb strings.Builder
	for i := 0; sb.Len() < 3<<20; i++ {
		fmt.Fprintf(&sb, "word%d ", i) // all different: the worst case for a tsvector
	}
	a := article(1)
	a.Text = "Zanzibarlong starts it. " + sb.String()
	if _, err := db.AddArticle(ctx, a, []byte(a.Text), storyline.Signature{}); err != nil {
		t.Fatalf("AddArticle(%d bytes): %v", len(a.Text), err)
	}
	got, err := db.Article(ctx, a.ID)
	if err != nil || got.Text != a.Text {
		t.Fatalf("Article: %v (text kept: %v)", err, got != nil && got.Text == a.Text)
	}
	if hits, err := db.Search(ctx, "zanzibarlong", storyline.ArticleQuery{}); err != nil || len(hits) != 1 {
		t.Errorf("Search(zanzibarlong) = %d hits, %v", len(hits), err)
	}
}

func TestTSQuery(t *testing.T) {
	tests := []struct{ in, want string }{
		{"urena", `'urena'`},
		{"Ureña cúcuta", `'Ureña' & 'cúcuta'`},
		{`"aid trucks" bridge`, `('aid' <-> 'trucks') & 'bridge'`},
		{`a OR b`, `'a' & 'OR' & 'b'`},
		{`a & b | !c <-> d`, `'a' & 'b' & 'c' & 'd'`},
		{`NEAR(a b)`, `('NEAR' <-> 'a') & 'b'`},
		{`title:urena`, `('title' <-> 'urena')`},
		{`urena:*`, `'urena'`},
		{`-x`, `'x'`},
		{`ure*`, `'ure'`},
		{`it's`, `('it' <-> 's')`},
		{`e-mail O'Brien`, `('e' <-> 'mail') & ('O' <-> 'Brien')`},
		{`"unbalanced phrase`, `'unbalanced' & 'phrase'`},
		{`one "two three" "four`, `'one' & ('two' <-> 'three') & 'four'`},
		{"Cu\u0301cuta", `'Cúcuta'`},
		{`\'); DROP TABLE articles; --`, `'DROP' & 'TABLE' & 'articles'`},
	}
	for _, tc := range tests {
		got, err := TSQuery(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("TSQuery(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	for _, in := range []string{"", "  ", `"`, `""`, "*", "-", "«»", "()", "'", `\`, "&|!<->"} {
		if got, err := TSQuery(in); !errors.Is(err, storyline.ErrEmptyQuery) {
			t.Errorf("TSQuery(%q) = %q, %v; want ErrEmptyQuery", in, got, err)
		}
	}
}

func TestSearchText(t *testing.T) {
	if got := searchText("Ureña's e-mail, \"Cu\u0301cuta\" — 3.5%"); got != "Ureña s e mail Cúcuta 3 5" {
		t.Errorf("searchText = %q", got)
	}
	long := strings.Repeat("abcdefg ", MaxIndexedBytes/4)
	if got := searchText(long); len(got) > MaxIndexedBytes || !strings.HasSuffix(got, "abcdefg") {
		t.Errorf("searchText(long): %d bytes, ends %q", len(got), got[len(got)-10:])
	}
}

func TestTextEscape(t *testing.T) {
	// Invalid UTF-8, which PostgreSQL refuses, comes back repaired.
	for s, want := range map[string]string{"bad \xff\xfe utf-8 \x00": "bad \ufffd utf-8 \x00", "\xef\xbf": "\ufffd"} {
		if got := decText(encText(s)); got != want {
			t.Errorf("decText(encText(%q)) = %q, want %q", s, got, want)
		}
	}
	for _, s := range []string{"", "plain", "\x00", "a\x00b", "\uffff", "\uffff0", "\uffff\uffff", "0\uffff", "\x00\uffff\x000",
		"end \xef\xbf\xbf", strings.Repeat("\x00\uffff", 100)} {
		enc := encText(s)
		if strings.IndexByte(enc, 0) >= 0 {
			t.Errorf("encText(%q) = %q holds a NUL", s, enc)
		}
		if got := decText(enc); got != s {
			t.Errorf("decText(encText(%q)) = %q", s, got)
		}
	}
	if encText("plain Ureña") != "plain Ureña" {
		t.Errorf("plain text is escaped")
	}
}
