package main

import (
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	_ "modernc.org/sqlite"

	"github.com/storyline-news/storyline/internal/store/postgres/pgtest"
)

// invalidNames writes articles whose file names are not UTF-8 (Latin-1)
// beside a good one, and returns their folder.
func invalidNames(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range map[string]string{
		"caf\xe9.txt":         "Cafe owners protest\n\nMore than 200 cafe owners marched through the city centre on Tuesday against a new tax.\n",
		"\xdb\xff\xfe.html":   "<html><head><title>Port strike</title></head><body><p>Dock workers walked out at the port on Monday, halting 40 ships.</p></body></html>",
		"good-after-them.txt": "Bridge reopens\n\nThe old bridge reopened on Friday after two years of repairs, the city said.\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// One name that is not UTF-8 aborted a whole ingest into PostgreSQL
// (exit 2, later inputs never read): names are repaired now (issue 26,
// item 1).
func TestIngestInvalidUTF8NamesPostgres(t *testing.T) {
	pg := pgtest.DSN(t)
	res, errOut, code := ingestJSONRun(t, pg, invalidNames(t))
	if code != 0 || res.Summary.New != 3 {
		t.Fatalf("ingest: exit %d, %+v\n%s", code, res.Summary, errOut)
	}
	out, _, _ := run(t, pg, "articles", "--json")
	if !utf8.ValidString(out) || !strings.Contains(out, "caf\uFFFD.txt") {
		t.Errorf("articles: want the repaired name caf\uFFFD.txt:\n%s", out)
	}
}

// A SQLite database written before names were repaired holds their raw
// bytes; copying it to PostgreSQL repairs them rather than failing.
func TestCopyInvalidUTF8ToPostgres(t *testing.T) {
	pg := pgtest.DSN(t)
	src := filepath.Join(t.TempDir(), "old.db")
	if _, errOut, code := ingestJSONRun(t, src, invalidNames(t)); code != 0 {
		t.Fatalf("ingest: exit %d\n%s", code, errOut)
	}
	db, err := sql.Open("sqlite", "file:"+src)
	if err != nil {
		t.Fatal(err)
	}
	// As an older version stored them: the name's bytes as they were.
	if _, err := db.Exec(`UPDATE articles SET input = CAST(x'2f6f6c642f636166e92e747874' AS TEXT), url = CAST(x'68747470733a2f2f782e6578616d706c652fdbfffe' AS TEXT) WHERE id = 1`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	c := copyDB(t, src, pg)
	if c.Copied != 3 {
		t.Errorf("copied %+v, want 3", c)
	}
	if out, _, _ := run(t, pg, "show", "1", "--json"); !strings.Contains(out, `"input": "/old/caf\ufffd.txt"`) && !strings.Contains(out, "/old/caf\uFFFD.txt") {
		t.Errorf("show 1: want the repaired name /old/caf\uFFFD.txt:\n%.400s", out)
	}
}
