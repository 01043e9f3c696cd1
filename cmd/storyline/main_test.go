package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/demo"
)

// run executes the CLI in-process and returns stdout, stderr and the exit
// code main would use.
func run(t *testing.T, db string, args ...string) (string, string, int) {
	t.Helper()
	cmd := newRootCmd()
	var out, errOut bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetArgs(append(args, "--db", db))
	err := cmd.Execute()
	code := 0
	var ee exitError
	switch {
	case errors.As(err, &ee):
		code = ee.code
	case err != nil:
		errOut.WriteString("storyline: " + err.Error() + "\n")
		code = 2
	}
	return out.String(), errOut.String(), code
}

// seedDir writes the bundled samples to a fresh folder.
func seedDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, s := range demo.Samples() {
		if err := os.WriteFile(filepath.Join(dir, s.Name), s.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

type ingestJSON struct {
	Summary struct{ New, Duplicate, Near_Duplicate, Failed int }
	Inputs  []struct {
		Input, Outcome, Error string
		ID                    int64
	}
}

// ingestJSONRun runs ingest --json and reads its lines: one per input,
// then the summary.
func ingestJSONRun(t *testing.T, db string, args ...string) (ingestJSON, string, int) {
	t.Helper()
	out, errOut, code := run(t, db, append([]string{"ingest", "--json"}, args...)...)
	var res ingestJSON
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	for i, line := range lines {
		if line == "" {
			continue
		}
		if i == len(lines)-1 {
			if err := json.Unmarshal([]byte(line), &res); err != nil || !strings.HasPrefix(line, `{"summary":`) {
				t.Fatalf("the last line of ingest --json is not the summary: %v\n%s\n%s", err, out, errOut)
			}
			break
		}
		var in struct {
			Input, Outcome, Error string
			ID                    int64
		}
		if err := json.Unmarshal([]byte(line), &in); err != nil {
			t.Fatalf("ingest --json line %d is not JSON: %v\n%s\n%s", i+1, err, out, errOut)
		}
		res.Inputs = append(res.Inputs, in)
	}
	return res, errOut, code
}

func showJSON(t *testing.T, db string, id int64) storyline.Article {
	t.Helper()
	out, errOut, code := run(t, db, "show", strconv.FormatInt(id, 10), "--json")
	if code != 0 {
		t.Fatalf("show %d: exit %d: %s", id, code, errOut)
	}
	var a storyline.Article
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatalf("show --json: %v", err)
	}
	return a
}

func TestIngestSeedsEndToEnd(t *testing.T) {
	db := filepath.Join(t.TempDir(), "test.db")
	dir := seedDir(t)
	res, errOut, code := ingestJSONRun(t, db, dir)
	if code != 0 || res.Summary.New != 2 {
		t.Fatalf("first ingest: exit %d, summary %+v, stderr %s", code, res.Summary, errOut)
	}
	want := map[string]struct {
		paras, removed, captions, credits int
		date                              string
		credits3                          []string
	}{
		"000": {16, 4, 3, 1, "2019-02-26", []string{"AP Photo/Fernando Vergara", "AP Photo/Fernando Llano", "AP"}},
		"003": {14, 3, 3, 0, "2019-02-23", nil},
	}
	for _, in := range res.Inputs {
		w := want[filepath.Base(in.Input)[:3]]
		a := showJSON(t, db, in.ID)
		if len(a.Paragraphs) != w.paras || len(a.Removed) != w.removed || len(a.Captions) != w.captions || len(a.Credits) != w.credits {
			t.Errorf("%s: %d paragraphs, %d removed, %d captions, %d credits", in.Input, len(a.Paragraphs), len(a.Removed), len(a.Captions), len(a.Credits))
		}
		if got := a.Published.Time.Format("2006-01-02"); got != w.date || a.Published.Source != storyline.DateInferred {
			t.Errorf("%s: published %s (%s), want %s inferred", in.Input, got, a.Published.Source, w.date)
		}
		for i, c := range w.credits3 {
			if a.Captions[i].Credit != c || a.Captions[i].Date.IsZero() {
				t.Errorf("%s: caption %d credit %q date %s", in.Input, i, a.Captions[i].Credit, a.Captions[i].Date)
			}
		}
		if !a.TitleDerived || a.Language != "en" {
			t.Errorf("%s: title derived %v, language %s", in.Input, a.TitleDerived, a.Language)
		}
	}

	// Again: nothing new is stored.
	res, _, code = ingestJSONRun(t, db, dir)
	if code != 0 || res.Summary.Duplicate != 2 || res.Summary.New != 0 {
		t.Errorf("re-ingest: exit %d, summary %+v", code, res.Summary)
	}
	out, _, _ := run(t, db, "articles", "--json")
	var list []storyline.ArticleSummary
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list) != 2 {
		t.Errorf("articles after re-ingest: %d (%v)", len(list), err)
	}

	// The same place in both articles is one entity, geocoded.
	out, _, _ = run(t, db, "entities", "urena", "--json")
	var ents []storyline.EntityRecord
	if err := json.Unmarshal([]byte(out), &ents); err != nil || len(ents) != 1 || ents[0].Articles != 2 || ents[0].Place == nil || ents[0].Place.Country != "VE" {
		t.Errorf("entities urena: %+v (%v)", ents, err)
	}

	// Both seeds are one story.
	out, _, _ = run(t, db, "stories", "--json")
	var stories []storyline.StorySummary
	if err := json.Unmarshal([]byte(out), &stories); err != nil || len(stories) != 1 || stories[0].Articles != 2 {
		t.Errorf("stories: %+v (%v)", stories, err)
	}
	if out, errOut, code := run(t, db, "story", "1", "--json"); code != 0 || !strings.Contains(out, `"sources"`) {
		t.Errorf("story 1: exit %d %s", code, errOut)
	}

	// Search folds accents.
	out, _, _ = run(t, db, "search", "urena", "--json")
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list) != 2 {
		t.Errorf("search urena found %d articles (%v)", len(list), err)
	}
}

func TestBadInputsFolder(t *testing.T) {
	db := filepath.Join(t.TempDir(), "test.db")
	dir := seedDir(t)
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00\x00\x90wS\xde")
	os.WriteFile(filepath.Join(dir, "photo.png"), png, 0o644)
	os.WriteFile(filepath.Join(dir, "empty.txt"), nil, 0o644)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(bytes.Repeat([]byte("Officials said the bridge was closed on Saturday. "), 200))
	zw.Close()
	os.WriteFile(filepath.Join(dir, "cut.txt.gz"), gz.Bytes()[:gz.Len()/2], 0o644)

	res, errOut, code := ingestJSONRun(t, db, dir)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if res.Summary.New != 2 || res.Summary.Failed != 3 {
		t.Errorf("summary %+v, want 2 new and 3 failed", res.Summary)
	}
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	if len(lines) != 3 {
		t.Fatalf("want one error line per bad file, got:\n%s", errOut)
	}
	for _, name := range []string{"photo.png", "empty.txt", "cut.txt.gz"} {
		if !strings.Contains(errOut, name) {
			t.Errorf("no error line names %s:\n%s", name, errOut)
		}
	}
}

func TestSearchFoldsBothWays(t *testing.T) {
	db := filepath.Join(t.TempDir(), "test.db")
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "border.txt"), []byte("Border Reopens\n\nTrucks crossed from Cúcuta to Ureña on Monday after the border reopened, officials said."), 0o644)
	if _, errOut, code := run(t, db, "ingest", dir); code != 0 {
		t.Fatalf("ingest: %s", errOut)
	}
	for _, q := range []string{"urena", "Ureña", "cúcuta", "CUCUTA"} {
		out, errOut, code := run(t, db, "search", q, "--json")
		var list []storyline.ArticleSummary
		if code != 0 || json.Unmarshal([]byte(out), &list) != nil || len(list) != 1 {
			t.Errorf("search %q: exit %d, %d results, %s", q, code, len(list), errOut)
		}
	}
}

func TestShowUnknownID(t *testing.T) {
	db := filepath.Join(t.TempDir(), "test.db")
	_, errOut, code := run(t, db, "show", "42")
	if code != 2 || !strings.Contains(errOut, "no article with ID 42") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}
