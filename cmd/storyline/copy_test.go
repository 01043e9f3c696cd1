package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/store"
	"github.com/storyline-news/storyline/internal/store/postgres/pgtest"
	"github.com/storyline-news/storyline/internal/storecopy"
)

// exportOf returns what the faces show of a database: the listing, every
// article in full and raw, and the entities, as the CLI prints them.
func exportOf(t *testing.T, db string) map[string]string {
	t.Helper()
	out := map[string]string{}
	get := func(args ...string) string {
		t.Helper()
		s, errOut, code := run(t, db, args...)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", strings.Join(args, " "), code, errOut)
		}
		return s
	}
	list := get("articles", "--json", "-n", "1000")
	out["articles"] = list
	var sums []storyline.ArticleSummary
	if err := json.Unmarshal([]byte(list), &sums); err != nil {
		t.Fatal(err)
	}
	for _, s := range sums {
		id := strconv.FormatInt(s.ID, 10)
		out["show "+id] = get("show", id, "--json")
		out["raw "+id] = get("show", id, "--raw")
	}
	out["entities"] = get("entities", "--json", "-n", "1000")
	out["stories"] = get("stories", "--json", "-n", "1000")
	return out
}

func sameExport(t *testing.T, what string, got, want map[string]string) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d items exported, want %d", what, len(got), len(want))
	}
	for k, w := range want {
		if g, ok := got[k]; !ok {
			t.Errorf("%s: %s missing", what, k)
		} else if g != w {
			t.Errorf("%s: %s differs:\n got %.300s\nwant %.300s", what, k, g, w)
		}
	}
}

// copySource builds a SQLite database worth copying: the samples, a
// syndicated copy (a near-duplicate link between IDs) and articles in
// another language.
func copySource(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "source.db")
	dir := seedDir(t)
	body := "Colombian officials said more than 320 Venezuelan soldiers had crossed the border since the weekend, " +
		"many of them asking for protection at the Simon Bolivar bridge in Cucuta, where aid trucks waited on Tuesday. " +
		"The defections came as opposition leader Juan Guaido urged the armed forces to let humanitarian aid into the country. " +
		"Officials in Bogota said the number of soldiers seeking refuge was likely to grow in the coming days, and that " +
		"shelters near the border were being prepared for them and for their families, who had followed in recent hours."
	os.WriteFile(filepath.Join(dir, "wire.txt"), []byte("Soldiers cross into Colombia\n\n"+body+"\n\nThe Associated Press contributed to this report."), 0o644)
	os.WriteFile(filepath.Join(dir, "wire-copy.txt"), []byte("Soldiers cross into Colombia\n\n"+body+" Reporting by staff.\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "es.txt"), []byte("Soldados cruzan a Colombia\n\nMás de 320 soldados venezolanos cruzaron la frontera desde el fin de semana, dijeron funcionarios en Cúcuta.\n"), 0o644)
	res, errOut, code := ingestJSONRun(t, db, dir)
	if code != 0 || res.Summary.New+res.Summary.Near_Duplicate < 5 {
		t.Fatalf("ingest: exit %d, %+v, %s", code, res.Summary, errOut)
	}
	return db
}

func copyDB(t *testing.T, from, to string) storecopy.Stats {
	t.Helper()
	out, errOut, code := run(t, from, "copy", "--from", from, "--to", to, "--json")
	if code != 0 {
		t.Fatalf("copy: exit %d: %s", code, errOut)
	}
	var c storecopy.Stats
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatalf("copy --json: %v\n%s", err, out)
	}
	return c
}

func TestCopySQLiteToSQLite(t *testing.T) {
	src := copySource(t)
	// An analyst's correction goes with the copy: the exports below read
	// corrected articles on both sides.
	if _, errOut, code := run(t, src, "fix", "reject", "1", "f0", "--why", "copied along"); code != 0 {
		t.Fatalf("fix reject: %s", errOut)
	}
	want := exportOf(t, src)
	if !strings.Contains(want["articles"], `"near_duplicate_of"`) {
		t.Fatalf("the source holds no near-duplicate link:\n%s", want["articles"])
	}
	if !strings.Contains(want["stories"], `"id"`) {
		t.Fatalf("the source holds no story:\n%s", want["stories"])
	}
	dst := filepath.Join(t.TempDir(), "copy.db")
	c := copyDB(t, src, dst)
	n := len(strings.Split(strings.TrimSpace(want["articles"]), `"id"`)) - 1
	if c.Copied != n || c.Present != 0 || c.Source != n || c.Target != n || c.Corrections != 1 {
		t.Errorf("counts %+v, want %d copied and 1 correction", c, n)
	}
	if out, _, _ := run(t, dst, "log"); !strings.Contains(out, "copied along") {
		t.Errorf("the copy's audit log lacks the correction:\n%s", out)
	}
	sameExport(t, "SQLite → SQLite", exportOf(t, dst), want)
	sameState(t, src, dst)
	// A target holding other articles under the same IDs is refused.
	other := filepath.Join(t.TempDir(), "other.db")
	ingestJSONRun(t, other, filepath.Join(seedDir(t), "000_d227e018f15fe0a4.txt"))
	if _, errOut, code := run(t, src, "copy", "--from", copySourceSmall(t), "--to", other); code == 0 || !strings.Contains(errOut, "belongs to another article") {
		t.Errorf("copy onto clashing IDs: exit %d, %s", code, errOut)
	}
	if _, errOut, code := run(t, src, "copy", "--from", src, "--to", src); code == 0 || !strings.Contains(errOut, "same database") {
		t.Errorf("copy onto itself: exit %d, %s", code, errOut)
	}
}

// copySourceSmall is a database with one article, the second sample, as ID 1.
func copySourceSmall(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "small.db")
	ingestJSONRun(t, db, filepath.Join(seedDir(t), "003_be3495f788065f8a.txt"))
	return db
}

func TestCopyThroughPostgres(t *testing.T) {
	pg := pgtest.DSN(t)
	src := copySource(t)
	want := exportOf(t, src)
	c := copyDB(t, src, pg)
	if c.Copied != c.Source || c.Target != c.Source {
		t.Errorf("SQLite → PostgreSQL counts %+v", c)
	}
	sameExport(t, "SQLite → PostgreSQL", exportOf(t, pg), want)
	back := filepath.Join(t.TempDir(), "back.db")
	copyDB(t, pg, back)
	sameExport(t, "SQLite → PostgreSQL → SQLite", exportOf(t, back), want)
	sameState(t, src, pg)
	sameState(t, src, back)

	// Search agrees, but for the snippets.
	for _, q := range []string{"urena", "cúcuta", `"aid trucks"`, "soldados"} {
		ids := func(db string) string {
			out, errOut, code := run(t, db, "search", q, "--json")
			if code != 0 {
				t.Fatalf("search %s: %s", q, errOut)
			}
			var l []storyline.ArticleSummary
			json.Unmarshal([]byte(out), &l)
			var s []string
			for _, a := range l {
				s = append(s, fmt.Sprint(a.ID))
			}
			return strings.Join(s, ",")
		}
		if a, b := ids(src), ids(pg); a != b {
			t.Errorf("search %s: SQLite %s, PostgreSQL %s", q, a, b)
		}
	}
}

func TestMigrateCommand(t *testing.T) {
	dbs := []string{filepath.Join(t.TempDir(), "m.db")}
	if os.Getenv(pgtest.EnvVar) != "" {
		dbs = append(dbs, pgtest.DSN(t))
	}
	for _, db := range dbs {
		out, errOut, code := run(t, db, "migrate", "--json")
		var got struct {
			Engine  string `json:"engine"`
			Version int    `json:"schema_version"`
			Latest  int    `json:"latest_schema_version"`
		}
		if code != 0 || json.Unmarshal([]byte(out), &got) != nil || got.Version < 1 || got.Version != got.Latest {
			t.Errorf("migrate %s: exit %d, %s %s", db, code, out, errOut)
		}
		if out, _, code := run(t, db, "migrate"); code != 0 || !strings.Contains(out, "schema version") {
			t.Errorf("migrate again: exit %d, %s", code, out)
		}
	}
}

// sameState fails t unless both databases hold the same state blobs.
func sameState(t *testing.T, a, b string) {
	t.Helper()
	ctx := context.Background()
	var blobs [2][]byte
	for i, loc := range []string{a, b} {
		st, err := store.Open(ctx, loc)
		if err != nil {
			t.Fatal(err)
		}
		blobs[i], err = st.GetState(ctx, assign.StateKey)
		st.Close()
		if err != nil {
			t.Fatalf("%s: state %s: %v", loc, assign.StateKey, err)
		}
	}
	if !bytes.Equal(blobs[0], blobs[1]) {
		t.Errorf("story clusterer state differs after the copy (%d and %d bytes)", len(blobs[0]), len(blobs[1]))
	}
}
