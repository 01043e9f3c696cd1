package storetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/storyline-news/storyline"
)

func testStories(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	var ids []int64
	for i, outlet := range []string{"Alpha", "Beta", "Alpha", "Gamma"} {
		a := simpleArticle(fmt.Sprintf("Story article %d", i), fmt.Sprintf("Body %d about the Ureña bridge.", i), outlet, "en",
			baseTime.AddDate(0, 0, i))
		a.Analysis.Entities = []storyline.Entity{{Type: storyline.LOC, Canonical: "Ureña", Mentions: 1}}
		ids = append(ids, add(t, s, a, nil, storyline.Signature{}).ID)
	}
	assign := func(article, story int64, copy bool, title string) {
		t.Helper()
		if err := s.AssignStory(ctx, storyline.StoryAssignment{ArticleID: article, StoryID: story, Copy: copy, Title: title, Events: int(article % 3)}); err != nil {
			t.Fatal(err)
		}
	}
	if un, err := s.UnassignedArticles(ctx, 0, 10); err != nil || len(un) != 4 {
		t.Fatalf("UnassignedArticles before = %v, %v", un, err)
	}
	assign(ids[0], 1, false, "Bridge")
	assign(ids[1], 1, false, "Bridge reopens")
	assign(ids[2], 1, true, "Bridge reopens")
	assign(ids[3], 2, false, "Other")
	if un, _ := s.UnassignedArticles(ctx, 0, 10); len(un) != 0 {
		t.Errorf("UnassignedArticles after = %v", un)
	}
	if after, _ := s.StoryArticlesAfter(ctx, ids[1], 10); len(after) != 2 || after[0] != ids[2] {
		t.Errorf("StoryArticlesAfter(%d) = %v", ids[1], after)
	}
	list, err := s.Stories(ctx, storyline.StoryQuery{Sort: storyline.SortNewest})
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].ID != 2 || list[1].ID != 1 {
		t.Fatalf("Stories = %+v; want story 2 (updated last) then 1", list)
	}
	st := list[1]
	wantEvents := int(ids[0]%3 + ids[1]%3 + ids[2]%3)
	if st.Title != "Bridge reopens" || st.Articles != 3 || st.Copies != 1 || st.Outlets != 2 || st.Events != wantEvents {
		t.Errorf("story 1 = %+v", st)
	}
	if !st.First.Equal(baseTime) || !st.Last.Equal(baseTime.AddDate(0, 0, 2)) {
		t.Errorf("story 1 spans %v..%v", st.First, st.Last)
	}
	if page, _ := s.Stories(ctx, storyline.StoryQuery{Sort: storyline.SortNewest, BeforeUpdated: list[0].Updated}); len(page) != 1 || page[0].ID != 1 {
		t.Errorf("next page = %+v", page)
	}
	// By default, and by sources, the story two outlets report comes
	// before the single article that moved later; the cursor pages on.
	for _, o := range []storyline.StorySort{storyline.SortDeveloping, storyline.SortSources} {
		first, err := s.Stories(ctx, storyline.StoryQuery{Sort: o, Limit: 1})
		if err != nil || len(first) != 1 || first[0].ID != 1 {
			t.Fatalf("Stories(sort %q) = %+v, %v; want story 1 first", o, first, err)
		}
		next, err := s.Stories(ctx, storyline.StoryQuery{Sort: o, BeforeRank: o.Rank(first[0]), BeforeUpdated: first[0].Updated})
		if err != nil || len(next) != 1 || next[0].ID != 2 {
			t.Errorf("Stories(sort %q) after story 1 = %+v, %v; want story 2", o, next, err)
		}
	}
	if hits, err := s.Stories(ctx, storyline.StoryQuery{Text: "urena"}); err != nil || len(hits) != 2 {
		t.Errorf("Stories(text urena) = %+v, %v", hits, err)
	}
	ents, _ := s.Entities(ctx, storyline.EntityQuery{Name: "urena"})
	if len(ents) != 1 {
		t.Fatalf("entities: %+v", ents)
	}
	if hits, _ := s.Stories(ctx, storyline.StoryQuery{Entity: ents[0].ID}); len(hits) != 2 {
		t.Errorf("Stories(entity) = %+v", hits)
	}
	arts, err := s.StoryArticles(ctx, 1)
	if err != nil || len(arts) != 3 || arts[0].ID != ids[0] {
		t.Errorf("StoryArticles(1) = %+v, %v", arts, err)
	}
	if sid, err := s.StoryOf(ctx, ids[3]); err != nil || sid != 2 {
		t.Errorf("StoryOf = %d, %v", sid, err)
	}
	// Moving the last article of story 2 (a merge) removes story 2.
	assign(ids[3], 1, false, "Bridge reopens")
	if _, err := s.Story(ctx, 2); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("an emptied story is still there: %v", err)
	}
	if one, err := s.Story(ctx, 1); err != nil || one.Articles != 4 || one.Outlets != 3 {
		t.Errorf("Story(1) = %+v, %v", one, err)
	}
	if _, err := s.StoryOf(ctx, 987654); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("StoryOf(missing): %v", err)
	}
}

// testHeadlineFigure: a story's headline figure is kept in its row, read
// back by Story and the listings, replaced, cleared, and dropped when an
// article of the story is deleted (it may be that article's figure).
func testHeadlineFigure(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	var ids []int64
	for i, outlet := range []string{"Alpha", "Beta"} {
		a := simpleArticle(fmt.Sprintf("Desertions %d", i), fmt.Sprintf("Body %d about soldiers who deserted.", i), outlet, "en", baseTime.AddDate(0, 0, i))
		ids = append(ids, add(t, s, a, nil, storyline.Signature{}).ID)
		if err := s.AssignStory(ctx, storyline.StoryAssignment{ArticleID: ids[i], StoryID: 1, Title: "Desertions"}); err != nil {
			t.Fatal(err)
		}
	}
	if one, err := s.Story(ctx, 1); err != nil || one.Headline != nil {
		t.Fatalf("Story(1) before any check = %+v, %v; want no headline figure", one, err)
	}
	f := &storyline.HeadlineFigure{Label: "soldiers \x00deserted «»", Value: "450+", Low: 450, Best: 450, HighOpen: true,
		AsOf: storyline.Date{Year: 2019, Month: 2, Day: 23}, Sources: 2}
	for range 2 { // the second write changes nothing
		if err := s.SetHeadlineFigure(ctx, 1, f); err != nil {
			t.Fatal(err)
		}
	}
	if one, err := s.Story(ctx, 1); err != nil || one.Headline == nil || *one.Headline != *f {
		t.Errorf("Story(1) = %+v, %v; want headline figure %+v", one, err, f)
	}
	for _, o := range []storyline.StorySort{storyline.SortDeveloping, storyline.SortNewest, storyline.SortSources} {
		list, err := s.Stories(ctx, storyline.StoryQuery{Sort: o})
		if err != nil || len(list) != 1 || list[0].Headline == nil || *list[0].Headline != *f {
			t.Errorf("Stories(sort %q) = %+v, %v; want the headline figure", o, list, err)
		}
	}
	g := *f
	g.Value, g.Low, g.HighOpen, g.High = "≥ 500", 500, false, 500
	if err := s.SetHeadlineFigure(ctx, 1, &g); err != nil {
		t.Fatal(err)
	}
	if one, _ := s.Story(ctx, 1); one.Headline == nil || *one.Headline != g {
		t.Errorf("after replacing: %+v, want %+v", one.Headline, g)
	}
	if err := s.SetHeadlineFigure(ctx, 1, nil); err != nil {
		t.Fatal(err)
	}
	if one, _ := s.Story(ctx, 1); one.Headline != nil {
		t.Errorf("after clearing: %+v", one.Headline)
	}
	if err := s.SetHeadlineFigure(ctx, 987654, f); err != nil {
		t.Errorf("SetHeadlineFigure(missing story) = %v, want nil", err)
	}
	if err := s.SetHeadlineFigure(ctx, 1, f); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteArticle(ctx, ids[1]); err != nil {
		t.Fatal(err)
	}
	if one, err := s.Story(ctx, 1); err != nil || one.Headline != nil {
		t.Errorf("Story(1) after deleting an article = %+v, %v; want no headline figure until checked", one, err)
	}
}

func testState(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	if _, err := s.GetState(ctx, "k"); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("GetState(never put): %v", err)
	}
	big := bytes.Repeat([]byte{0, 1, 2, 255}, 1<<16)
	for _, v := range [][]byte{[]byte("one"), big} {
		if err := s.PutState(ctx, "k", v); err != nil {
			t.Fatal(err)
		}
		got, err := s.GetState(ctx, "k")
		if err != nil || !bytes.Equal(got, v) {
			t.Errorf("GetState after PutState: %d bytes, %v", len(got), err)
		}
	}
}

func testTryLock(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	release, ok, err := s.TryLock(ctx, "test")
	if err != nil || !ok {
		t.Fatalf("first TryLock: ok %v, %v", ok, err)
	}
	if _, ok2, err := s.TryLock(ctx, "test"); err != nil || ok2 {
		t.Errorf("second TryLock while held: ok %v, %v; want not ok", ok2, err)
	}
	if r, ok3, err := s.TryLock(ctx, "other"); err != nil || !ok3 {
		t.Errorf("another name: ok %v, %v", ok3, err)
	} else {
		r()
	}
	release()
	r, ok4, err := s.TryLock(ctx, "test")
	if err != nil || !ok4 {
		t.Fatalf("TryLock after release: ok %v, %v", ok4, err)
	}
	r()
}
