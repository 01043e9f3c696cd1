package hardening

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/pipeline"
	"github.com/storyline-news/storyline/internal/store"
)

// crashConfig sizes a crash run: CI runs the defaults, the full run sets
// STORYLINE_CRASH_ARTICLES=10000 STORYLINE_CRASH_ITERATIONS=20.
type crashConfig struct {
	articles, iterations int
	seed                 uint64
	maxDelay             time.Duration // kills land in [50 ms, maxDelay)
}

func crashConfigFromEnv(t *testing.T) crashConfig {
	c := crashConfig{
		articles:   envInt(t, "STORYLINE_CRASH_ARTICLES", 600),
		iterations: envInt(t, "STORYLINE_CRASH_ITERATIONS", 3),
		seed:       uint64(envInt(t, "STORYLINE_CRASH_SEED", 1)),
	}
	// A run over n articles takes about 3 ms each on two quiet cores (more
	// on a loaded machine); kills are spread over the run, with some landing
	// after it (the run then finished on its own, which must be as good).
	// A machine faster than that halves the window (see TestCrashSQLite).
	c.maxDelay = max(time.Second, time.Duration(c.articles)*3*time.Millisecond)
	t.Logf("crash run: %d articles, %d kills (seed %d; STORYLINE_CRASH_ARTICLES, STORYLINE_CRASH_ITERATIONS, STORYLINE_CRASH_SEED)", c.articles, c.iterations, c.seed)
	return c
}

// killDelay picks when to kill a run that resumes with stored articles
// already in the database: anywhere from start-up to about when the run
// would finish (stored articles are re-read as duplicates, faster).
func (c crashConfig) killDelay(rng *rand.Rand, stored int) time.Duration {
	left := max(0, c.articles-stored)
	est := 700*time.Millisecond + time.Duration(stored)*1500*time.Microsecond + time.Duration(left)*c.maxDelay/time.Duration(c.articles)
	return 50*time.Millisecond + time.Duration(rng.Int64N(int64(est)))
}

// killAfter starts the binary with args and sends it SIGKILL after delay,
// unless it finished before. It reports whether the kill landed.
func killAfter(ctx context.Context, t *testing.T, delay time.Duration, args ...string) (killed bool, res result) {
	t.Helper()
	cmd := exec.CommandContext(ctx, bin, args...)
	var so, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &so, &se
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	timer := time.NewTimer(delay)
	defer timer.Stop()
	var err error
	select {
	case err = <-done:
	case <-timer.C:
		killed = cmd.Process.Signal(syscall.SIGKILL) == nil
		err = <-done
	}
	res = result{stdout: so.String(), stderr: se.String()}
	if ee, ok := err.(*exec.ExitError); ok {
		res.code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	if !killed && res.code != 0 {
		t.Fatalf("storyline %q exited %d before the kill:\n%s", args, res.code, tail(res.stderr, 3000))
	}
	return killed, res
}

// TestCrashSQLite kills "storyline ingest" with SIGKILL at random moments,
// resumes it each time on the same input, lets the last run finish, then
// checks the database: integrity, every article exactly once and whole,
// stories consistent.
func TestCrashSQLite(t *testing.T) {
	cfg := crashConfigFromEnv(t)
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	names := genArticles(t, in, cfg.articles, cfg.seed)
	db := filepath.Join(dir, "crash.db")
	rng := rand.New(rand.NewPCG(cfg.seed, 2))
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(cfg.iterations+2)*(cfg.maxDelay+2*time.Minute))
	defer cancel()
	args := []string{"ingest", in, "--db", db, "--quiet"}
	stored, landed := 0, 0
	for i := 0; i < cfg.iterations; i++ {
		delay := cfg.killDelay(rng, stored)
		killed, _ := killAfter(ctx, t, delay, args...)
		stored = max(0, countRows(t, "sqlite", db, "articles"))
		if killed {
			landed++
		}
		t.Logf("kill %d after %s: killed=%v, %d articles stored", i+1, delay.Round(time.Millisecond), killed, stored)
		if !killed && stored == cfg.articles && landed == 0 && i < cfg.iterations-1 {
			// This machine ingests faster than the estimate: start again
			// on an empty database, killing sooner.
			for _, p := range []string{db, db + "-wal", db + "-shm"} {
				os.Remove(p)
			}
			stored = 0
			cfg.maxDelay /= 2
			t.Logf("the run finished before the kill: a fresh database, kills within %s", cfg.maxDelay)
		}
	}
	if landed == 0 {
		t.Errorf("no kill landed before the run finished: nothing was tested")
	}
	res := run(ctx, t, nil, args...)
	if res.code != 0 {
		t.Fatalf("final ingest exited %d:\n%s", res.code, tail(res.stderr, 3000))
	}
	t.Logf("final run: %s in %s", strings.TrimSpace(res.stdout), res.took.Round(time.Millisecond))

	sdb, err := sql.Open("sqlite", "file:"+db+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer sdb.Close()
	var ok string
	if err := sdb.QueryRow(`PRAGMA integrity_check`).Scan(&ok); err != nil || ok != "ok" {
		t.Errorf("PRAGMA integrity_check: %q %v", ok, err)
	}
	if rows := queryStrings(t, sdb, `PRAGMA foreign_key_check`); len(rows) > 0 {
		t.Errorf("PRAGMA foreign_key_check: %q", rows)
	}
	// The full-text index agrees with the articles table.
	if _, err := sdb.Exec(`INSERT INTO articles_fts (articles_fts, rank) VALUES ('integrity-check', 1)`); err != nil {
		t.Errorf("FTS integrity-check: %v", err)
	}
	if n := queryInt(t, sdb, `SELECT count(*) FROM articles a WHERE NOT EXISTS (SELECT 1 FROM articles_fts_docsize d WHERE d.id = a.id)`); n != 0 {
		t.Errorf("%d articles without a full-text row", n)
	}
	if n := queryInt(t, sdb, `SELECT count(*) FROM articles_fts_docsize`); n != cfg.articles {
		t.Errorf("%d full-text rows, want %d", n, cfg.articles)
	}
	checkStored(t, sdb, in, names)
	checkStories(t, sdb, db, cfg.articles)
}

// checkStored checks that every input is stored exactly once, whole: its
// analysis of the current version, its raw input (the file's bytes), its
// near-duplicate signature. The queries are the same in SQLite and
// PostgreSQL.
func checkStored(t *testing.T, db *sql.DB, in string, names []string) {
	t.Helper()
	n := len(names)
	if got := queryInt(t, db, `SELECT count(*) FROM articles`); got != n {
		t.Errorf("%d articles stored, want %d", got, n)
	}
	if got := queryInt(t, db, `SELECT count(DISTINCT content_hash) FROM articles WHERE content_hash IS NOT NULL`); got != n {
		t.Errorf("%d distinct content hashes, want %d", got, n)
	}
	want := map[string]bool{}
	for _, nm := range names {
		want[filepath.Join(in, nm)] = true
	}
	rows, err := db.Query(`SELECT a.id, a.input, a.analyzer_version, a.not_analyzed, a.analysis, r.sha256, r.size, r.data,
    (SELECT count(*) FROM article_minhash m WHERE m.article_id = a.id)
FROM articles a LEFT JOIN raw_inputs r ON r.article_id = a.id ORDER BY a.id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	seen := map[string]int64{}
	bad, notAnalyzed := 0, 0
	fail := func(format string, args ...any) {
		if bad++; bad <= 10 {
			t.Errorf(format, args...)
		}
	}
	for rows.Next() {
		var (
			id                        int64
			input, version, notAn, an string
			sum                       sql.NullString
			size                      sql.NullInt64
			data                      []byte
			minhash                   int
		)
		if err := rows.Scan(&id, &input, &version, &notAn, &an, &sum, &size, &data, &minhash); err != nil {
			t.Fatal(err)
		}
		if prev, dup := seen[input]; dup {
			fail("%s stored twice: #%d and #%d", input, prev, id)
		}
		seen[input] = id
		if !want[input] {
			fail("#%d: unexpected input %q", id, input)
		}
		if version != pipeline.Version {
			fail("#%d: analyzer version %q, want %q", id, version, pipeline.Version)
		}
		var a storyline.Analysis
		if err := json.Unmarshal([]byte(an), &a); err != nil {
			fail("#%d %s: analysis does not parse: %v", id, input, err)
		}
		if notAn != "" {
			notAnalyzed++ // stored, searchable, marked: no analysis is due
		} else if len(a.Figures) == 0 || len(a.TimeExprs) == 0 {
			// Every generated article states a count and a weekday.
			fail("#%d %s: half-analyzed: %d figures, %d time expressions in %.200q", id, input, len(a.Figures), len(a.TimeExprs), an)
		}
		if !sum.Valid {
			fail("#%d %s: no raw input", id, input)
			continue
		}
		raw, err := gunzip(data)
		file, ferr := os.ReadFile(input)
		h := sha256.Sum256(raw)
		if err != nil || ferr != nil || int64(len(raw)) != size.Int64 || hex.EncodeToString(h[:]) != sum.String || !bytes.Equal(raw, file) {
			fail("#%d %s: raw input does not match the file (%d bytes stored, %v, %v)", id, input, len(raw), err, ferr)
		}
		if minhash != 1 {
			fail("#%d %s: %d near-duplicate signatures", id, input, minhash)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if notAnalyzed*10 > n {
		t.Errorf("%d of %d articles not analyzed: the generated text should read as English", notAnalyzed, n)
	}
	if len(seen) != n {
		missing := 0
		for in := range want {
			if _, ok := seen[in]; !ok {
				if missing++; missing <= 5 {
					t.Errorf("%s is not stored", in)
				}
			}
		}
	}
	// No orphan rows: everything that hangs off an article has its article.
	for _, q := range []string{
		`SELECT count(*) FROM raw_inputs r WHERE NOT EXISTS (SELECT 1 FROM articles a WHERE a.id = r.article_id)`,
		`SELECT count(*) FROM article_minhash r WHERE NOT EXISTS (SELECT 1 FROM articles a WHERE a.id = r.article_id)`,
		`SELECT count(*) FROM article_bands r WHERE NOT EXISTS (SELECT 1 FROM articles a WHERE a.id = r.article_id)`,
		`SELECT count(*) FROM article_entities r WHERE NOT EXISTS (SELECT 1 FROM articles a WHERE a.id = r.article_id)`,
		`SELECT count(*) FROM article_entities r WHERE NOT EXISTS (SELECT 1 FROM entities e WHERE e.id = r.entity_id)`,
		`SELECT count(*) FROM entity_names r WHERE NOT EXISTS (SELECT 1 FROM entities e WHERE e.id = r.entity_id)`,
		`SELECT count(*) FROM story_articles r WHERE NOT EXISTS (SELECT 1 FROM articles a WHERE a.id = r.article_id)`,
		`SELECT count(*) FROM story_articles r WHERE NOT EXISTS (SELECT 1 FROM stories s WHERE s.id = r.story_id)`,
		`SELECT count(*) FROM articles a WHERE a.analysis LIKE '%"entities":[{%' AND NOT EXISTS (SELECT 1 FROM article_entities e WHERE e.article_id = a.id)`,
	} {
		if got := queryInt(t, db, q); got != 0 {
			t.Errorf("%d orphan rows: %s", got, q)
		}
	}
}

// checkStories checks that stories are consistent: every article in exactly
// one story, no empty story, "storyline stories --json" adding up, and the
// clusterer's saved state loading and agreeing with the table.
func checkStories(t *testing.T, db *sql.DB, dbArg string, n int) {
	t.Helper()
	if got := queryInt(t, db, `SELECT count(*) FROM articles a WHERE NOT EXISTS (SELECT 1 FROM story_articles sa WHERE sa.article_id = a.id)`); got != 0 {
		t.Errorf("%d articles in no story", got)
	}
	if got := queryInt(t, db, `SELECT count(*) FROM story_articles`); got != n {
		t.Errorf("%d story memberships, want %d", got, n)
	}
	if got := queryInt(t, db, `SELECT count(*) FROM stories s WHERE NOT EXISTS (SELECT 1 FROM story_articles sa WHERE sa.story_id = s.id)`); got != 0 {
		t.Errorf("%d empty stories", got)
	}
	nStories := queryInt(t, db, `SELECT count(*) FROM stories`)

	// The CLI's listing, page by page.
	total, listed := 0, 0
	ids := map[int64]bool{}
	before := int64(0)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	for page := 0; ; page++ {
		args := []string{"stories", "--db", dbArg, "--json", "-n", "1000"}
		if before > 0 {
			args = append(args, "--before", strconv.FormatInt(before, 10))
		}
		res := run(ctx, t, nil, args...)
		if res.code != 0 {
			t.Fatalf("storyline stories: exit %d: %s", res.code, res.stderr)
		}
		var list []storyline.StorySummary
		if err := json.Unmarshal([]byte(res.stdout), &list); err != nil {
			t.Fatalf("storyline stories --json: %v", err)
		}
		if len(list) == 0 {
			break
		}
		for _, s := range list {
			if ids[s.ID] {
				t.Errorf("story %d listed twice", s.ID)
			}
			ids[s.ID] = true
			if s.Articles <= 0 {
				t.Errorf("story %d lists %d articles", s.ID, s.Articles)
			}
			total += s.Articles
			listed++
			before = s.Updated
		}
		if page > n {
			t.Fatal("storyline stories pages do not end")
		}
	}
	if total != n || listed != nStories {
		t.Errorf("storyline stories: %d stories holding %d articles, want %d stories holding %d", listed, total, nStories, n)
	}

	// The clusterer's state loads, has seen every article, and puts each in
	// the story the table says.
	last, c, err := assign.LoadState(context.Background(), kvState{db, store.IsPostgres(dbArg)})
	if err != nil {
		t.Fatalf("clusterer state does not load: %v", err)
	}
	if maxID := int64(queryInt(t, db, `SELECT coalesce(max(id), 0) FROM articles`)); last != maxID {
		t.Errorf("clusterer state saved after article %d, the last is %d", last, maxID)
	}
	rows, err := db.Query(`SELECT article_id, story_id FROM story_articles ORDER BY article_id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	bad := 0
	for rows.Next() {
		var aid, sid int64
		if err := rows.Scan(&aid, &sid); err != nil {
			t.Fatal(err)
		}
		cid, ok := c.StoryOf(aid)
		if !ok || int64(cid)+1 != sid {
			if bad++; bad <= 10 {
				t.Errorf("article %d: story %d in the table, %d (known %v) in the clusterer", aid, sid, cid+1, ok)
			}
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d articles in %d stories; clusterer state %d KB", n, nStories, queryInt(t, db, `SELECT coalesce(sum(length(value)), 0) FROM kv WHERE key LIKE '`+assign.StateKey+`%'`)>>10)
}

func gunzip(b []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}

// kvState reads the store's state records from its table.
// kvState reads the store's key-value table, of SQLite or PostgreSQL.
type kvState struct {
	db *sql.DB
	pg bool
}

func (s kvState) GetState(ctx context.Context, key string) ([]byte, error) {
	q := `SELECT value FROM kv WHERE key = ?`
	if s.pg {
		q = `SELECT value FROM kv WHERE key = $1`
	}
	var b []byte
	err := s.db.QueryRowContext(ctx, q, key).Scan(&b)
	return b, err
}

func queryInt(t *testing.T, db *sql.DB, q string) int {
	t.Helper()
	var n int
	if err := db.QueryRow(q).Scan(&n); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return n
}

func queryStrings(t *testing.T, db *sql.DB, q string) []string {
	t.Helper()
	rows, err := db.Query(q)
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var out []string
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprint(vals...))
	}
	return out
}

// countRows counts a table's rows, for progress logs; -1 when it cannot.
func countRows(t *testing.T, driver, dsn, table string) int {
	db, err := sql.Open(driver, dsn)
	if err != nil {
		return -1
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM ` + table).Scan(&n); err != nil {
		return -1
	}
	return n
}
