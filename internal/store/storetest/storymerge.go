package storetest

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/storyline-news/storyline"
)

// storyMerger is the store's side of a report that ties two stories
// together (assign.StoryMerger); a store without it is merged article by
// article through AssignStory.
type storyMerger interface {
	MergeStory(ctx context.Context, from, into int64, title string, by int64) error
}

// testMergeStory moves every article of one story into another: members
// keep their copy flag and events, the counts follow, the story merged
// away is gone, and a merge repeated (a resumed ingest replays it) or of a
// story into itself changes nothing.
func testMergeStory(t *testing.T, s storyline.Store) {
	m, ok := s.(storyMerger)
	if !ok {
		t.Skip("the store merges stories article by article")
	}
	ctx := context.Background()
	var ids []int64
	for i, outlet := range []string{"Alpha", "Beta", "Gamma", "Alpha", "Delta"} {
		a := simpleArticle(fmt.Sprintf("Merge article %d", i), fmt.Sprintf("Body %d of a shooting on Birch Lane.", i), outlet, "en",
			baseTime.AddDate(0, 0, i))
		ids = append(ids, add(t, s, a, nil, storyline.Signature{}).ID)
	}
	// Story 1: articles 0 and 1 (a copy); story 2: article 2; story 3:
	// articles 3 and 4.
	for i, story := range []int64{1, 1, 2, 3, 3} {
		if err := s.AssignStory(ctx, storyline.StoryAssignment{ArticleID: ids[i], StoryID: story, Copy: i == 1, Title: fmt.Sprintf("Story %d", story), Events: i + 1}); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.MergeStory(ctx, 1, 2, "Shooting on Birch Lane", ids[4]); err != nil {
		t.Fatal(err)
	}
	for i, want := range []int64{2, 2, 2, 3, 3} {
		if got, err := s.StoryOf(ctx, ids[i]); err != nil || got != want {
			t.Errorf("StoryOf(article %d) = %d, %v; want %d", i, got, err, want)
		}
	}
	check := func(when string) {
		t.Helper()
		list, err := s.Stories(ctx, storyline.StoryQuery{Sort: storyline.SortNewest})
		if err != nil {
			t.Fatal(err)
		}
		byID := map[int64]storyline.StorySummary{}
		for _, st := range list {
			byID[st.ID] = st
		}
		if _, ok := byID[1]; ok || len(list) != 2 {
			t.Fatalf("%s: stories %+v; want 2 and 3 (1 merged into 2)", when, list)
		}
		st := byID[2]
		if st.Title != "Shooting on Birch Lane" || st.Articles != 3 || st.Copies != 1 || st.Outlets != 3 || st.Events != 1+2+3 {
			t.Errorf("%s: story 2 = %+v; want 3 articles, 1 copy, 3 outlets, 6 events", when, st)
		}
		if !st.First.Equal(baseTime) || !st.Last.Equal(baseTime.AddDate(0, 0, 2)) {
			t.Errorf("%s: story 2 spans %v..%v", when, st.First, st.Last)
		}
		if st := byID[3]; st.Articles != 2 || st.Events != 4+5 {
			t.Errorf("%s: story 3 = %+v; untouched, want 2 articles, 9 events", when, st)
		}
	}
	check("after the merge")
	if err := m.MergeStory(ctx, 1, 2, "Shooting on Birch Lane", ids[4]); err != nil {
		t.Errorf("merge repeated: %v", err)
	}
	if err := m.MergeStory(ctx, 2, 2, "Shooting on Birch Lane", ids[4]); err != nil {
		t.Errorf("merge into itself: %v", err)
	}
	check("after the merge repeated")
	if _, err := s.Story(ctx, 1); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("story 1 after the merge: %v, want not found", err)
	}
}
