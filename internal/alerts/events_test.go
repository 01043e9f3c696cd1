package alerts

import (
	"context"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/storyview"
)

// storyEvents lists the merged events the store keeps of a story, as
// "article/index" of the report each row shows.
func storyEvents(t *testing.T, st storyline.Store, story int64) []storyline.MergedEvent {
	t.Helper()
	evs, err := st.MergedEvents(context.Background(), storyline.EventQuery{Story: story, All: true})
	if err != nil {
		t.Fatal(err)
	}
	return evs
}

// The check keeps each story's merged events, those of the view it
// builds: rewritten when an article joins, and when one leaves the story
// (a correction's check), with no row left of the article gone.
func TestCheckKeepsMergedEvents(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	add(t, st, 1, bbc)
	clash := add(t, st, 1, article{"Local News", "Clashes in Beira", day(12, 9),
		"Soldiers clashed with protesters in Beira on Thursday, witnesses said.\n\nThe rain is expected to continue."})
	check(t, st, 1)
	v, err := storyview.LoadLatest(ctx, st, 1, DefaultArticles)
	if err != nil {
		t.Fatal(err)
	}
	got := storyEvents(t, st, 1)
	if len(v.Events) == 0 || len(got) < len(v.Events) {
		t.Fatalf("%d merged events kept, the view has %d", len(got), len(v.Events))
	}
	for i, e := range v.Events {
		if g := got[i]; g.Seq != i || g.Article != e.Ref.Article || g.Index != e.Ref.Index || g.Main != e.Main || g.Sources != e.Sources || g.Lead != clash {
			t.Errorf("event %d kept as %+v, the view's %+v", i, g, e)
		}
	}
	// The clash moves to a story of its own: both stories are checked.
	if err := st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: clash, StoryID: 2, Title: "Clashes"}); err != nil {
		t.Fatal(err)
	}
	if _, err := Corrected(ctx, st, []int64{1, 2}, "moved", clash, nil); err != nil {
		t.Fatal(err)
	}
	for _, e := range storyEvents(t, st, 1) {
		if e.Article == clash || e.Lead == clash {
			t.Errorf("story 1 keeps an event of the article that left it: %+v", e)
		}
	}
	if len(storyEvents(t, st, 2)) == 0 {
		t.Error("story 2 has no merged event after its check")
	}
	// Refresh writes them again, for a database made before they were
	// kept, and marks them complete.
	if err := st.SetStoryEvents(ctx, 2, nil); err != nil {
		t.Fatal(err)
	}
	if n, err := Refresh(ctx, st); err != nil || n != 2 {
		t.Fatalf("Refresh = %d, %v; want 2 stories", n, err)
	}
	if len(storyEvents(t, st, 2)) == 0 {
		t.Error("story 2 has no merged event after Refresh")
	}
	if _, err := st.GetState(ctx, storyline.StoryEventsKey); err != nil {
		t.Errorf("after Refresh, %s: %v", storyline.StoryEventsKey, err)
	}
}
