package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// TestFixCommands corrects the seeds from the command line, reanalyzes,
// and checks that the corrections hold, the log tells them and delete
// leaves nothing.
func TestFixCommands(t *testing.T) {
	db := filepath.Join(t.TempDir(), "fix.db")
	if _, errOut, code := run(t, db, "ingest", seedDir(t)); code != 0 {
		t.Fatalf("ingest: %s", errOut)
	}
	a := showJSON(t, db, 1)
	f450, f320 := -1, -1
	for i, f := range a.Analysis.Figures {
		switch {
		case strings.Contains(f.Text, "450"):
			f450 = i
		case strings.Contains(f.Text, "320"):
			f320 = i
		}
	}
	if f450 < 0 || f320 < 0 {
		t.Fatal("seed 000 lacks its defection figures")
	}
	out, errOut, code := run(t, db, "fix", "reject", "1", "f"+itoa(f450), "--who", "ana", "--why", "unsourced")
	if code != 0 || !strings.Contains(out, `reject figure at`) || !strings.Contains(out, "More than 450") {
		t.Fatalf("fix reject: %d %q %q", code, out, errOut)
	}
	// Indexes are as show lists them now: the 320 figure moved up one.
	if f320 > f450 {
		f320--
	}
	if _, errOut, code := run(t, db, "fix", "figure", "1", "figure", itoa(f320), "--value", "330"); code != 0 {
		t.Fatalf("fix figure: %s", errOut)
	}
	if _, errOut, code := run(t, db, "fix", "pin-place", "La Parada", "Cúcuta, CO"); code != 0 {
		t.Fatalf("fix pin-place: %s", errOut)
	}
	for _, bad := range [][]string{
		{"fix", "reject", "1", "x9"},
		{"fix", "reject", "1", "f999"},
		{"fix", "figure", "1", "f0", "--value", "-3"},
		{"fix", "event", "1", "e0", "--type", "Parades"},
		{"fix", "pin-place", "Urena", "Nowhere At All Zzz"},
		{"fix", "move", "1"},
		{"fix", "merge", "1", "1"},
	} {
		if _, errOut, code := run(t, db, bad...); code == 0 || errOut == "" {
			t.Errorf("%v: exit %d, %q", bad, code, errOut)
		}
	}
	if _, errOut, code := run(t, db, "reanalyze", "--all"); code != 0 {
		t.Fatalf("reanalyze: %s", errOut)
	}
	a = showJSON(t, db, 1)
	for _, f := range a.Analysis.Figures {
		if strings.Contains(f.Text, "450") {
			t.Error("rejected figure back after reanalyze")
		}
		if strings.Contains(f.Text, "320") && (f.Best != 330 || f.Corrected == nil) {
			t.Errorf("edit lost after reanalyze: %+v", f)
		}
	}
	out, _, _ = run(t, db, "show", "1")
	if !strings.Contains(out, "CORRECTIONS (3)") || !strings.Contains(out, "[corrected; was best=320") {
		t.Errorf("show does not tell the corrections:\n%s", out)
	}

	// Split and merge the story.
	if _, errOut, code := run(t, db, "fix", "move", "2", "--new", "--why", "other day"); code != 0 {
		t.Fatalf("fix move: %s", errOut)
	}
	out, _, _ = run(t, db, "stories", "--json")
	var list []storyline.StorySummary
	json.Unmarshal([]byte(out), &list)
	if len(list) != 2 {
		t.Fatalf("after the move: %d stories", len(list))
	}
	if _, errOut, code := run(t, db, "fix", "merge", itoa64(list[0].ID), itoa64(list[1].ID)); code != 0 {
		t.Fatalf("fix merge: %s", errOut)
	}
	out, _, _ = run(t, db, "stories", "--json")
	json.Unmarshal([]byte(out), &list)
	if len(list) != 1 || list[0].Articles != 2 {
		t.Errorf("after the merge: %+v", list)
	}

	out, _, _ = run(t, db, "log", "--json")
	var log []storyline.Correction
	if err := json.Unmarshal([]byte(out), &log); err != nil || len(log) != 5 || log[4].Who != "ana" || log[4].Why != "unsourced" {
		t.Errorf("log = %+v, %v", log, err)
	}

	// Delete: the article and its words are gone; an unknown ID fails the
	// command after the others are deleted.
	out, errOut, code = run(t, db, "delete", "2", "99", "--why", "asked")
	if code != 1 || !strings.Contains(out, "1 article(s) deleted") || !strings.Contains(errOut, "article 99") {
		t.Errorf("delete 2 99: exit %d\n%s\n%s", code, out, errOut)
	}
	if _, _, code := run(t, db, "show", "2"); code == 0 {
		t.Error("deleted article still shown")
	}
	out, _, _ = run(t, db, "search", "abandoned their posts")
	if strings.Contains(out, "At least five") {
		t.Errorf("search finds the deleted article:\n%s", out)
	}
	out, _, _ = run(t, db, "export", "figures", "--format", "csv")
	if strings.Contains(out, "At least five") || !strings.Contains(out, "330") {
		t.Errorf("figures export after delete:\n%s", out)
	}
	if _, _, code := run(t, db, "delete"); code == 0 {
		t.Error("delete with nothing to delete succeeded")
	}
	out, _, code = run(t, db, "delete", "--older-than-days", "36500")
	if code != 0 || !strings.Contains(out, "0 article(s) deleted") {
		t.Errorf("retention of a century: %d %s", code, out)
	}
}

func itoa(i int) string { return itoa64(int64(i)) }

func itoa64(i int64) string {
	b, _ := json.Marshal(i)
	return string(b)
}
