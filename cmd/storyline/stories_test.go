package main

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store"
)

// TestStoriesHeadlineFigure: `storyline stories` gives each story's
// headline figure as ingest's check kept it, and a correction's check
// writes it anew.
func TestStoriesHeadlineFigure(t *testing.T) {
	db := filepath.Join(t.TempDir(), "stories.db")
	if _, errOut, code := run(t, db, "ingest", "-q", seedDir(t)); code != 0 {
		t.Fatalf("ingest: %s", errOut)
	}
	out, _, _ := run(t, db, "stories")
	if !strings.Contains(out, "HEADLINE FIGURE") || !strings.Contains(out, "450+ soldiers defected (1 source)") {
		t.Errorf("stories:\n%s", out)
	}
	var list []storyline.StorySummary
	out, _, _ = run(t, db, "stories", "--json")
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list) != 1 || list[0].Headline == nil || list[0].Headline.Value != "450+" {
		t.Fatalf("stories --json: %v\n%s", err, out)
	}
	f450 := -1
	for i, f := range showJSON(t, db, 1).Analysis.Figures {
		if strings.Contains(f.Text, "450") {
			f450 = i
		}
	}
	if _, errOut, code := run(t, db, "fix", "reject", "1", "f"+itoa(f450)); code != 0 {
		t.Fatalf("fix reject: %s", errOut)
	}
	// The next figure of the group, "more than 320", is the headline now.
	out, _, _ = run(t, db, "stories")
	if strings.Contains(out, "450+") || !strings.Contains(out, "320+ soldiers defected (1 source)") {
		t.Errorf("after rejecting the 450 figure:\n%s", out)
	}

	// A story without its figure (a database made before they were kept)
	// gets it back from --refresh-figures.
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	err = st.SetHeadlineFigure(context.Background(), list[0].ID, nil)
	st.Close()
	if err != nil {
		t.Fatal(err)
	}
	if out, _, _ = run(t, db, "stories"); strings.Contains(out, "soldiers defected") {
		t.Fatalf("a figure cleared is still shown:\n%s", out)
	}
	out, errOut, code := run(t, db, "stories", "--refresh-figures")
	if code != 0 || !strings.Contains(errOut, "headline figures and merged events written for 1 story") || !strings.Contains(out, "320+ soldiers defected (1 source)") {
		t.Errorf("stories --refresh-figures: exit %d, %q\n%s", code, errOut, out)
	}
}
