package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestSpanishReportJoinsTheSeeds ingests a Spanish report of the seeds'
// events (testdata/spanish, written for the test, not a translation) with
// the seeds: it joins their story, its sources are listed under their
// language, its figures join the defections timeline with their sources,
// and its quotes and events are listed with the English ones.
func TestSpanishReportJoinsTheSeeds(t *testing.T) {
	db := filepath.Join(t.TempDir(), "test.db")
	res, errOut, code := ingestJSONRun(t, db, seedDir(t), filepath.Join("..", "..", "testdata", "spanish"))
	if code != 0 || res.Summary.New != 3 {
		t.Fatalf("ingest: exit %d, summary %+v, stderr %s", code, res.Summary, errOut)
	}
	out, _, _ := run(t, db, "stories", "--json")
	var list []struct{ ID, Articles int }
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list) != 1 || list[0].Articles != 3 {
		t.Fatalf("stories: %+v (%v), want one story of the three articles", list, err)
	}
	out, errOut, code = run(t, db, "story", "1", "--json")
	if code != 0 {
		t.Fatalf("story 1: exit %d: %s", code, errOut)
	}
	type ref struct {
		Article int64 `json:"article"`
	}
	var story struct {
		Sources []struct {
			Outlet   string `json:"outlet"`
			Language string `json:"language"`
		} `json:"sources"`
		FigureGroups []struct {
			Key struct {
				Action string `json:"action"`
			} `json:"key"`
			Points []struct {
				Article     int64  `json:"article"`
				Text        string `json:"text"`
				Attribution string `json:"attribution"`
			} `json:"points"`
		} `json:"figure_groups"`
		Speakers []struct {
			Quotes []struct {
				Ref ref `json:"ref"`
			} `json:"quotes"`
		} `json:"speakers"`
		Events []struct {
			Reports []ref `json:"reports"`
		} `json:"events"`
	}
	if err := json.Unmarshal([]byte(out), &story); err != nil {
		t.Fatal(err)
	}
	// Each language's sources, read from the stored articles.
	outlets := map[string]string{}
	for _, s := range story.Sources {
		outlets[s.Outlet] = s.Language
	}
	if len(outlets) != 2 || outlets["Diario de la Frontera"] != "es" {
		t.Errorf("sources %+v: want the Spanish outlet under es, the seeds' under en", story.Sources)
	}
	if text, _, _ := run(t, db, "story", "1"); !strings.Contains(text, "Diario de la Frontera [es]") || !strings.Contains(text, " [en]\n") {
		t.Errorf("story 1 does not label its sources by language:\n%s", text)
	}
	// The article an item comes from, Spanish (3) or English (1, 2).
	lang := func(article int64) string {
		if article == 3 {
			return "es"
		}
		return "en"
	}
	defections := map[string]bool{}
	for _, g := range story.FigureGroups {
		if g.Key.Action != "defected" {
			continue
		}
		for _, p := range g.Points {
			if p.Text == "Más de 320" && p.Attribution != "unattributed" {
				defections["es attributed"] = true
			}
			if p.Text == "more than 320" {
				defections["en"] = true
			}
		}
	}
	if !defections["es attributed"] || !defections["en"] {
		t.Errorf("defections timeline: %v, want the Spanish 'Más de 320' with its source beside the English 'more than 320'", defections)
	}
	quotes := map[string]bool{}
	for _, s := range story.Speakers {
		for _, q := range s.Quotes {
			quotes[lang(q.Ref.Article)] = true
		}
	}
	events := map[string]bool{}
	for _, e := range story.Events {
		for _, r := range e.Reports {
			events[lang(r.Article)] = true
		}
	}
	if !quotes["es"] || !quotes["en"] || !events["es"] || !events["en"] {
		t.Errorf("quotes from %v, events from %v: want both languages in each", quotes, events)
	}
}
