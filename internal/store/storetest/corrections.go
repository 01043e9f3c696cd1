package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// testDeleteArticle deletes an article that has everything a store keeps —
// raw input, signature and bands, entities, a story, a copy of it, a
// correction and a story change — and checks that nothing of it remains.
func testDeleteArticle(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	gone := simpleArticle("Zyxwvut flood", "The Zyxwvut river flooded Qorvath town.", "Alpha", "en", baseTime)
	gone.Analysis.Entities = []storyline.Entity{{Type: storyline.LOC, Canonical: "Qorvath", Mentions: 1}, {Type: storyline.LOC, Canonical: "Ureña", Mentions: 1}}
	const band = 987654321
	goneID := add(t, s, gone, []byte("raw Zyxwvut bytes"), storyline.Signature{MinHash: []uint64{1, 2, 3}, Bands: []uint64{band}}).ID
	kept := simpleArticle("River news", "The river rose near Ureña.", "Beta", "en", baseTime.AddDate(0, 0, 1))
	kept.Analysis.Entities = []storyline.Entity{{Type: storyline.LOC, Canonical: "Ureña", Mentions: 1}}
	keptID := add(t, s, kept, nil, storyline.Signature{}).ID
	copyOf := simpleArticle("Flood copy", "A copy of the flood report, reworded.", "Gamma", "en", baseTime)
	copyOf.NearDuplicateOf, copyOf.NearDuplicateSim = goneID, 0.95
	copyID := add(t, s, copyOf, nil, storyline.Signature{}).ID
	for _, as := range []storyline.StoryAssignment{
		{ArticleID: goneID, StoryID: 7, Title: "Zyxwvut flood"},
		{ArticleID: keptID, StoryID: 7, Title: "Zyxwvut flood"},
		{ArticleID: copyID, StoryID: 7, Copy: true, Title: "Zyxwvut flood"},
	} {
		if err := s.AssignStory(ctx, as); err != nil {
			t.Fatal(err)
		}
	}
	fix := &storyline.Correction{Who: "ana", Kind: storyline.FixReject, Article: goneID, Item: &storyline.ItemRef{Kind: storyline.ItemFigure, Text: "Zyxwvut"}}
	if err := s.AddCorrection(ctx, fix); err != nil {
		t.Fatal(err)
	}
	if err := s.AddStoryChanges(ctx, []storyline.StoryChange{{Story: 7, Kind: storyline.ChangeNewSource, Article: goneID, Summary: "Zyxwvut"}, {Story: 7, Kind: storyline.ChangeNewSource, Article: keptID, Summary: "Beta"}}); err != nil {
		t.Fatal(err)
	}

	if err := s.DeleteArticle(ctx, goneID); err != nil {
		t.Fatalf("DeleteArticle: %v", err)
	}
	if err := s.DeleteArticle(ctx, goneID); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("second DeleteArticle = %v, want ErrNotFound", err)
	}
	if _, err := s.Article(ctx, goneID); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("Article after delete: %v", err)
	}
	if _, err := s.RawInput(ctx, goneID); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("RawInput after delete: %v", err)
	}
	if _, err := s.ArticleByRawHash(ctx, gone.RawHash); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("ArticleByRawHash after delete: %v", err)
	}
	assertAbsent(t, s, "Zyxwvut flood", band)
	if sig, err := s.Signature(ctx, goneID); err == nil && len(sig.MinHash) > 0 {
		t.Errorf("signature kept: %+v", sig)
	}
	if es, _ := s.Entities(ctx, storyline.EntityQuery{Name: "Qorvath"}); len(es) != 0 {
		t.Errorf("entity only the deleted article named is kept: %+v", es)
	}
	if es, _ := s.Entities(ctx, storyline.EntityQuery{Name: "Ureña"}); len(es) != 1 || es[0].Articles != 1 {
		t.Errorf("shared entity = %+v, want one, in 1 article", es)
	}
	if _, err := s.StoryOf(ctx, goneID); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("StoryOf deleted: %v", err)
	}
	st, err := s.Story(ctx, 7)
	if err != nil {
		t.Fatal(err)
	}
	if st.Articles != 2 || st.Copies != 0 || st.Title != "River news" {
		t.Errorf("story after delete = %+v; want 2 articles, no copy, title re-picked", st)
	}
	if c, err := s.Article(ctx, copyID); err != nil || c.NearDuplicateOf != 0 {
		t.Errorf("copy of the deleted article: near_duplicate_of %d, %v", c.NearDuplicateOf, err)
	}
	if cs, _ := s.Corrections(ctx, storyline.CorrectionQuery{Article: goneID}); len(cs) != 0 {
		t.Errorf("corrections of the deleted article kept: %+v", cs)
	}
	changes, err := s.StoryChanges(ctx, 7, 10)
	if err != nil || len(changes) != 1 || changes[0].Article != keptID {
		t.Errorf("story changes after delete = %+v, %v", changes, err)
	}
	if n := count(t, s); n != 2 {
		t.Errorf("CountArticles = %d, want 2", n)
	}
	// The last articles of a story: the story goes.
	for _, id := range []int64{keptID, copyID} {
		if err := s.DeleteArticle(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Story(ctx, 7); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("emptied story kept: %v", err)
	}
}

func testArticlesOlderThan(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	var ids []int64
	for i, pub := range []time.Time{baseTime, baseTime.AddDate(0, 0, 10), {}} {
		a := simpleArticle("Old "+string(rune('a'+i)), "Text "+string(rune('a'+i))+" of an old article.", "Alpha", "en", pub)
		ids = append(ids, add(t, s, a, nil, storyline.Signature{}).ID)
	}
	// The undated one counts by its ingest time (ingestedT, after both).
	for _, tc := range []struct {
		before time.Time
		want   []int64
	}{
		{baseTime, nil},
		{baseTime.AddDate(0, 0, 1), ids[:1]},
		{ingestedT.Add(time.Second), ids},
	} {
		got, err := s.ArticlesOlderThan(ctx, tc.before, 10)
		if err != nil {
			t.Fatal(err)
		}
		if !equalIDs(got, tc.want) {
			t.Errorf("ArticlesOlderThan(%v) = %v, want %v", tc.before, got, tc.want)
		}
	}
	if got, _ := s.ArticlesOlderThan(ctx, ingestedT.Add(time.Second), 2); !equalIDs(got, ids[:2]) {
		t.Errorf("limit 2: %v", got)
	}
}

func equalIDs(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func testCorrectionLog(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	a := add(t, s, simpleArticle("Fixed", "A figure of 12 dead.", "Alpha", "en", baseTime), nil, storyline.Signature{}).ID
	b := add(t, s, simpleArticle("Other", "Another text.", "Beta", "en", baseTime), nil, storyline.Signature{}).ID
	best := 10.0
	at := time.Date(2026, 11, 30, 1, 2, 3, 456789000, time.UTC)
	in := []*storyline.Correction{
		{Who: "ana", Why: "typo\x00in source", Kind: storyline.FixEditFigure, Article: a, Item: &storyline.ItemRef{Kind: storyline.ItemFigure, Span: storyline.Span{Start: 2, End: 11}, Text: "12"}, Edit: &storyline.Edit{Best: &best}, At: at},
		{Who: "bo", Kind: storyline.FixMergeStories, Article: a, Target: b, Story: 1, TargetStory: 2},
		{Who: "cy", Kind: storyline.FixPinPlace, Name: "Urena", Place: &storyline.Place{Name: "Ureña", Admin1: "Táchira", Country: "VE", Lat: 7.9, Lon: -72.4}},
		{Who: "dee", Kind: storyline.FixDeleteArticle, Article: 999},
	}
	for _, c := range in {
		if err := s.AddCorrection(ctx, c); err != nil {
			t.Fatalf("AddCorrection(%s): %v", c.Kind, err)
		}
		if c.ID <= 0 || c.At.IsZero() {
			t.Fatalf("AddCorrection(%s): ID %d at %v", c.Kind, c.ID, c.At)
		}
	}
	all, err := s.Corrections(ctx, storyline.CorrectionQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 4 || all[0].ID != in[3].ID || all[3].ID != in[0].ID {
		t.Fatalf("log newest first = %+v", all)
	}
	first := all[3]
	if !first.At.Equal(at) || first.Who != "ana" || first.Why != "typo\x00in source" || first.Edit == nil || first.Edit.Best == nil || *first.Edit.Best != 10 || first.Item.Span.End != 11 {
		t.Errorf("round trip = %+v", first)
	}
	if got, _ := s.Corrections(ctx, storyline.CorrectionQuery{Article: b}); len(got) != 1 || got[0].Kind != storyline.FixMergeStories {
		t.Errorf("by target article = %+v", got)
	}
	if got, _ := s.Corrections(ctx, storyline.CorrectionQuery{Kinds: []storyline.CorrectionKind{storyline.FixPinPlace, storyline.FixDeleteArticle}}); len(got) != 2 {
		t.Errorf("by kinds = %+v", got)
	}
	if got, _ := s.Corrections(ctx, storyline.CorrectionQuery{Oldest: true, AfterID: in[0].ID, Limit: 2}); len(got) != 2 || got[0].ID != in[1].ID || got[1].ID != in[2].ID {
		t.Errorf("after %d, oldest first = %+v", in[0].ID, got)
	}
	if got, _ := s.Corrections(ctx, storyline.CorrectionQuery{Oldest: true, Limit: 1}); len(got) != 1 || got[0].ID != in[0].ID {
		t.Errorf("oldest first = %+v", got)
	}
	if got, _ := s.Corrections(ctx, storyline.CorrectionQuery{BeforeID: in[2].ID}); len(got) != 2 || got[0].ID != in[1].ID {
		t.Errorf("before %d = %+v", in[2].ID, got)
	}
	// A correction of an unknown article is refused.
	if err := s.AddCorrection(ctx, &storyline.Correction{Who: "x", Kind: storyline.FixReject, Article: 12345}); err == nil {
		t.Error("correction of an unknown article accepted")
	}
}

func testStoryChanges(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	a := add(t, s, simpleArticle("Changes", "A story that moves.", "Alpha", "en", baseTime), nil, storyline.Signature{}).ID
	cs := []storyline.StoryChange{
		{Story: 3, Kind: storyline.ChangeNewSource, Article: a, Summary: "New source: Alpha", Detail: map[string]any{"outlet": "Alpha"}},
		{Story: 3, Kind: storyline.ChangeFigureRevised, Summary: "killed 4 → 6", Detail: map[string]any{"from": 4.0, "to": 6.0}},
		{Story: 4, Kind: storyline.ChangeConflict, Summary: "other story"},
	}
	if err := s.AddStoryChanges(ctx, cs); err != nil {
		t.Fatal(err)
	}
	got, err := s.StoryChanges(ctx, 3, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID != cs[1].ID || got[1].Article != a || got[1].Detail["outlet"] != "Alpha" || got[0].Detail["to"] != 6.0 || got[0].At.IsZero() {
		t.Errorf("StoryChanges(3) = %+v", got)
	}
	if got, _ := s.StoryChanges(ctx, 3, 1); len(got) != 1 {
		t.Errorf("limit 1: %d", len(got))
	}
}
