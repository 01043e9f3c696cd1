package main

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/storyline-news/storyline/internal/export"
)

func TestExportCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.db")
	if _, errOut, code := run(t, db, "ingest", "--source", "Fox News", seedDir(t)); code != 0 {
		t.Fatalf("ingest: %d %s", code, errOut)
	}
	out, errOut, code := run(t, db, "export", "events", "--format", "acled-csv", "--hxl")
	if code != 0 {
		t.Fatalf("export events: %d %s", code, errOut)
	}
	recs, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || len(recs) < 10 || !slices.Equal(recs[0], export.EventColumns) || recs[1][0] != "#event+code" {
		t.Fatalf("acled-csv: %v, %d records", err, len(recs))
	}
	// To a file, GeoJSON, filtered.
	file := filepath.Join(t.TempDir(), "events.geojson")
	if _, errOut, code := run(t, db, "export", "events", "-f", "geojson", "--since", "2019-02-25", "-o", file); code != 0 || !strings.Contains(errOut, "features written") {
		t.Fatalf("geojson: %d %s", code, errOut)
	}
	b, _ := os.ReadFile(file)
	var fc struct{ Features []json.RawMessage }
	if err := json.Unmarshal(b, &fc); err != nil || len(fc.Features) == 0 || len(fc.Features) >= len(recs)-2 {
		t.Errorf("geojson: %v, %d features (csv %d rows for both articles)", err, len(fc.Features), len(recs)-2)
	}
	for _, kind := range []string{"articles", "figures", "quotes", "events"} {
		out, errOut, code := run(t, db, "export", kind)
		if code != 0 || !strings.HasPrefix(out, "{") {
			t.Errorf("export %s: %d %s", kind, code, errOut)
		}
	}
	out, _, _ = run(t, db, "export", "articles", "--format", "csv", "--outlet", "Nobody")
	if strings.Count(out, "\n") != 1 {
		t.Errorf("filtered articles csv: %q", out)
	}
	for _, bad := range [][]string{{"export", "stories"}, {"export", "figures", "--format", "geojson"}, {"export", "figures", "--hxl"},
		{"export", "articles", "--all"}, {"export", "events", "--since", "soon"}, {"export"}} {
		if _, errOut, code := run(t, db, bad...); code == 0 || errOut == "" {
			t.Errorf("%v: exit %d", bad, code)
		}
	}
	if out, _, code := run(t, db, "export", "--help"); code != 0 || !strings.Contains(out, "acled-csv --hxl") {
		t.Errorf("help: %d", code)
	}
}

// --story exports that story's rows; an unknown story is an error, not
// an export of everything.
func TestExportStory(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.db")
	if _, errOut, code := run(t, db, "ingest", "--source", "Fox News", seedDir(t)); code != 0 {
		t.Fatalf("ingest: %d %s", code, errOut)
	}
	all, _, _ := run(t, db, "export", "articles")
	one, errOut, code := run(t, db, "export", "articles", "--story", "1")
	if code != 0 || strings.Count(one, "\n") != strings.Count(all, "\n") || strings.Count(one, "\n") != 2 {
		t.Fatalf("--story 1 (both seeds): %d %s\n%s", code, errOut, one)
	}
	if _, errOut, code := run(t, db, "export", "articles", "--story", "99"); code == 0 || !strings.Contains(errOut, "--story 99") {
		t.Fatalf("--story 99: %d %s", code, errOut)
	}
	if out, _, code := run(t, db, "export", "articles", "--story", "1", "--outlet", "Nobody"); code != 0 || out != "" {
		t.Fatalf("--story 1 --outlet Nobody: %d %q", code, out)
	}
}

// The dashboard's filters as flags: --entity, the event filters, the
// outlet ignoring case; a bad filter is refused as the API refuses it.
func TestExportFilters(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.db")
	if _, errOut, code := run(t, db, "ingest", "--source", "Fox News", seedDir(t)); code != 0 {
		t.Fatalf("ingest: %d %s", code, errOut)
	}
	lines := func(args ...string) int {
		t.Helper()
		out, errOut, code := run(t, db, append([]string{"export"}, args...)...)
		if code != 0 {
			t.Fatalf("%v: %d %s", args, code, errOut)
		}
		return strings.Count(out, "\n")
	}
	all := lines("events")
	if n := lines("events", "--outlet", "fox news"); n != all {
		t.Errorf("--outlet 'fox news': %d events of %d", n, all)
	}
	if n := lines("events", "--country", "Venezuela"); n == 0 || n > all {
		t.Errorf("--country Venezuela: %d events of %d", n, all)
	}
	if n := lines("events", "--country", "FR"); n != 0 {
		t.Errorf("--country FR: %d events", n)
	}
	if n := lines("events", "--type", "battles", "--min-sources", "2"); n != 0 {
		t.Errorf("--type battles --min-sources 2 (one outlet): %d events", n)
	}
	ents, _, _ := run(t, db, "entities", "--json", "-n", "1")
	var list []struct{ ID int64 }
	if err := json.Unmarshal([]byte(ents), &list); err != nil || len(list) == 0 {
		t.Fatalf("entities: %v %q", err, ents)
	}
	if n := lines("articles", "--entity", strconv.FormatInt(list[0].ID, 10)); n == 0 {
		t.Errorf("--entity %d: no articles", list[0].ID)
	}
	for _, bad := range [][]string{{"--type", "skirmish"}, {"--country", "Atlantis"}, {"--min-sources", "0"}, {"--entity", "99999"}, {"--story", "1", "--entity", "1"}} {
		if _, errOut, code := run(t, db, append([]string{"export", "events"}, bad...)...); code == 0 || errOut == "" {
			t.Errorf("%v: exit %d", bad, code)
		}
	}
}
