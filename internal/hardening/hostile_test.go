package hardening

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"github.com/storyline-news/storyline/internal/ingest"
)

// hostileDir is the checked-in part of the corpus.
const hostileDir = "../../testdata/hostile"

// copyDir copies the regular files of src into dst.
func copyDir(t testing.TB, src, dst string) {
	t.Helper()
	ents, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if !e.Type().IsRegular() || e.Name() == "README.md" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// genWARCBomb writes a WARC whose one response record carries a gzip
// Content-Encoding body that inflates to n zeros, then a good record.
func genWARCBomb(t testing.TB, dir, path string, n int64) string {
	t.Helper()
	body := genGzipBomb(t, filepath.Join(dir, "warc-bomb-body.gz"), n, 0)
	zb, err := os.ReadFile(body)
	if err != nil {
		t.Fatal(err)
	}
	os.Remove(body)
	rec := func(num int, uri string, http []byte) string {
		return fmt.Sprintf("WARC/1.1\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-%012d>\r\n"+
			"WARC-Date: 2024-03-04T12:00:00Z\r\nWARC-Target-URI: %s\r\nContent-Type: application/http; msgtype=response\r\nContent-Length: %d\r\n\r\n%s\r\n\r\n",
			num, uri, len(http), http)
	}
	bomb := append([]byte(fmt.Sprintf("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\nContent-Length: %d\r\n\r\n", len(zb))), zb...)
	page := "<html><head><title>After the bomb</title></head><body><article><p>Rescue teams in Dhaka reached 40 villages on Monday, officials said.</p><p>The river fell overnight, the ministry said.</p></article></body></html>"
	good := fmt.Sprintf("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n%s", len(page), page)
	return writeGen(t, path, func(w io.Writer) error {
		if _, err := io.WriteString(w, rec(1, "https://bomb.example/", bomb)); err != nil {
			return err
		}
		_, err := io.WriteString(w, rec(2, "https://bomb.example/after", []byte(good)))
		return err
	})
}

// TestHostileCorpus runs one "storyline ingest" over a folder holding every
// hostile input and a few good ones: exit status 1, one error line per bad
// input naming it and the cause, every good one stored, nothing panics or
// hangs, and the process's peak memory stays bounded.
func TestHostileCorpus(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	if err := os.MkdirAll(in, 0o755); err != nil {
		t.Fatal(err)
	}
	copyDir(t, hostileDir, in)
	start := time.Now()
	genHugeLine(t, filepath.Join(in, "huge-line.txt"), 100<<20)
	genHugeJSONLine(t, filepath.Join(in, "huge-line.jsonl"), 100<<20)
	genDeepHTML(t, filepath.Join(in, "deep.html"), 100_000)
	genGzipBomb(t, filepath.Join(in, "bomb.txt.gz"), 1<<30, 0)
	genWARCBomb(t, dir, filepath.Join(in, "bomb.warc"), 1<<30)
	t.Logf("generated the large inputs in %s", time.Since(start).Round(time.Millisecond))

	db := filepath.Join(dir, "hostile.db")
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	res := run(ctx, t, nil, "ingest", in, "--db", db, "--workers", "2")
	t.Logf("ingest took %s, peak RSS %s, exit %d\nstdout:\n%s\nstderr:\n%s", res.took.Round(time.Millisecond), mb(res.maxRSS), res.code, res.stdout, res.stderr)
	if res.code != 1 {
		t.Errorf("exit status %d, want 1 (some inputs failed, the rest stored)", res.code)
	}
	if strings.Contains(res.stderr, "panic") || strings.Contains(res.stderr, "goroutine ") || strings.Contains(res.stderr, "internal error") {
		t.Errorf("a panic reached the output:\n%s", tail(res.stderr, 4000))
	}
	// Every bad input: exactly one line, naming it and the cause.
	bad := map[string]string{
		"binary.png.txt":     `binary file \(image/png\)`,
		"noise.bin":          `binary file`,
		"empty.txt":          `empty file`,
		"blank.txt":          `empty file`,
		"invalid-utf8.txt":   `invalid UTF-8 at byte 47`,
		"mixed-encoding.txt": `invalid UTF-8 at byte \d+`,
		"truncated.warc#2":   `truncated record`,
		"year9999.jsonl#2":   `unparseable date "10000-01-01T00:00:00Z"`,
		"huge-line.txt":      `over the 20 MB size cap`,
		"huge-line.jsonl#1":  `line is over the 20 MB size cap`,
		"bomb.txt.gz":        `over the 20 MB size cap after decompression`,
		"bomb.warc#1":        `HTTP body is over the 20 MB size cap`,
		"deep.html":          `cannot parse HTML: .*open stack of elements exceeds 512 nodes`,
	}
	lines := strings.Split(strings.TrimSpace(res.stderr), "\n")
	errLines := map[string][]string{}
	for _, l := range lines {
		rest, ok := strings.CutPrefix(l, "error: ")
		if !ok {
			continue
		}
		// Names are printed quoted (%q).
		name, _, _ := strings.Cut(strings.TrimPrefix(rest, `"`+in+string(filepath.Separator)), `": `)
		errLines[name] = append(errLines[name], l)
	}
	for name, cause := range bad {
		got := errLines[name]
		if len(got) != 1 {
			t.Errorf("%s: %d error lines, want 1: %q", name, len(got), got)
			continue
		}
		re := regexp.MustCompile(`^error: ` + regexp.QuoteMeta(strconv.Quote(filepath.Join(in, name))) + `: .*` + cause)
		if !re.MatchString(got[0]) {
			t.Errorf("%s: error line %q does not match %q", name, got[0], re)
		}
	}
	for name, ls := range errLines {
		if _, ok := bad[name]; !ok {
			t.Errorf("unexpected error for %s: %q", name, ls)
		}
	}

	// The good ones are stored, whole and correct.
	sdb, err := sql.Open("sqlite", "file:"+db+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer sdb.Close()
	stored := map[string]storedArticle{}
	rows, err := sdb.Query(`SELECT input, title, text, coalesce(published_time, ''), length(text) FROM articles`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var a storedArticle
		var input string
		if err := rows.Scan(&input, &a.title, &a.text, &a.published, &a.size); err != nil {
			t.Fatal(err)
		}
		stored[strings.TrimPrefix(input, in+string(filepath.Separator))] = a
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	rows.Close()
	var names []string
	for n := range stored {
		names = append(names, n)
	}
	t.Logf("stored: %q", names)
	want := []string{"good.txt", "cp1252.html", "digits500.txt", "truncated.warc#1", "year9999.jsonl#1", "huge-line.jsonl#2", "bomb.warc#2", "billion-laughs.xml#1"}
	for _, n := range want {
		if _, ok := stored[n]; !ok {
			t.Errorf("%s was not stored", n)
		}
	}
	// windows-1252 declared: correct UTF-8 text.
	if a := stored["cp1252.html"]; !strings.Contains(a.title, "Café owners protest in Bogotá") ||
		!strings.Contains(a.text, "“We cannot pay the new tax,” said José Peña") || !strings.Contains(a.text, "€40") || !strings.Contains(a.text, "mayor’s office") {
		t.Errorf("cp1252.html: title %q text %q", a.title, a.text)
	}
	// A publication date in 9999 is capped at the ingest time.
	if a := stored["year9999.jsonl#1"]; a.published == "" || a.published > time.Now().UTC().Add(time.Hour).Format(time.RFC3339) {
		t.Errorf("year9999.jsonl#1: published %q, want capped at the ingest time", a.published)
	}
	// Entities declared in the DTD are never expanded: the item keeps the
	// reference as it is.
	if a := stored["billion-laughs.xml#1"]; a.size > 1024 || strings.Contains(a.text, "lollol") || !strings.Contains(a.text, "Officials said 9 people laughed") {
		t.Errorf("billion-laughs.xml#1: %d bytes of text %.200q", a.size, a.text)
	}
	// Figures and time expressions over 500-digit numbers and the year 9999
	// come out without a panic; the articles are analyzed.
	for _, n := range []string{"digits500.txt", "year9999.jsonl#1"} {
		var an string
		if err := sdb.QueryRow(`SELECT analysis FROM articles WHERE input = ?`, filepath.Join(in, n)).Scan(&an); err != nil {
			t.Errorf("%s: %v", n, err)
			continue
		}
		var v struct {
			TimeExprs []json.RawMessage `json:"time_exprs"`
			Figures   []json.RawMessage `json:"figures"`
		}
		if err := json.Unmarshal([]byte(an), &v); err != nil || len(v.TimeExprs)+len(v.Figures) == 0 {
			t.Errorf("%s: analysis %.300s (%v)", n, an, err)
		}
	}
	if res.maxRSS > 1<<30 {
		t.Errorf("peak RSS %s, want under 1 GB (the size cap is 20 MB)", mb(res.maxRSS))
	}
}

type storedArticle struct {
	title, text, published string
	size                   int
}

// TestHostileBigFeed reads a feed of 100,000 items in process: every item
// comes out, in bounded time, and the heap stays bounded.
func TestHostileBigFeed(t *testing.T) {
	n := 100_000
	p := genBigFeed(t, filepath.Join(t.TempDir(), "big.xml"), n)
	fi, _ := os.Stat(p)
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	stop := make(chan struct{})
	peak := make(chan uint64)
	go func() {
		var m runtime.MemStats
		var hi uint64
		tk := time.NewTicker(20 * time.Millisecond)
		defer tk.Stop()
		for {
			select {
			case <-stop:
				peak <- hi
				return
			case <-tk.C:
				runtime.ReadMemStats(&m)
				hi = max(hi, m.HeapInuse)
			}
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	start := time.Now()
	items, fails := 0, 0
	err := ingest.Read(ctx, []string{p}, ingest.Options{}, func(d ingest.Doc) error {
		items++
		if len(d.Raw) > 1<<10 {
			return fmt.Errorf("%s: raw item of %d bytes", d.Name, len(d.Raw))
		}
		return nil
	}, func(e *ingest.InputError) { fails++; t.Log(e) })
	took := time.Since(start)
	close(stop)
	hi := <-peak
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d items from %s in %s, peak heap in use %s", items, mb(fi.Size()), took.Round(time.Millisecond), mb(int64(hi)))
	if items != n || fails != 0 {
		t.Errorf("%d items and %d failures, want %d and 0", items, fails, n)
	}
	if hi > 1<<30 {
		t.Errorf("peak heap %s for a %s feed", mb(int64(hi)), mb(fi.Size()))
	}
}
