package assign_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/stories"
)

// viewStore is a store that is no StoryMerger and says of no store
// beneath it: the assigner moves a bridged story's articles one by one.
type viewStore struct{ storyline.Store }

// TestRecordBridge: a placement whose article tied two stories moves the
// articles of the story merged away into the article's story, in one
// write where the store can (SQLite) and article by article where it
// cannot, with their copy flags and event counts.
func TestRecordBridge(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		wrap func(storyline.Store) storyline.Store
	}{
		{"merger", func(s storyline.Store) storyline.Store { return s }},
		{"article by article", func(s storyline.Store) storyline.Store { return viewStore{s} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db, err := sqlite.Open(filepath.Join(t.TempDir(), "s.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			st := tc.wrap(db)
			var ids []int64
			for i := 0; i < 4; i++ {
				a := &storyline.Article{
					Title: fmt.Sprintf("Report %d of the Birch Lane shooting", i), Outlet: fmt.Sprintf("outlet%d", i), Language: "en",
					Text:      fmt.Sprintf("Report %d: a man was shot on Birch Lane on Saturday night.", i),
					Published: storyline.Published{Time: time.Date(2019, 3, 10+i, 0, 0, 0, 0, time.UTC), Source: storyline.DateFromMetadata},
				}
				res, err := db.AddArticle(ctx, a, nil, storyline.Signature{})
				if err != nil {
					t.Fatal(err)
				}
				ids = append(ids, res.ID)
			}
			// Stories 1 (article 0) and 2 (articles 1 and its copy 2).
			for i, story := range []int64{1, 2, 2} {
				if err := st.AssignStory(ctx, storyline.StoryAssignment{ArticleID: ids[i], StoryID: story, Copy: i == 2, Title: "t"}); err != nil {
					t.Fatal(err)
				}
			}
			// Article 3 joins story 1 and ties story 2 to it (clusterer
			// stories 0 and 1).
			sa := assign.NewRecorder(st)
			p := assign.PlacementOf(storyline.StoryAssignment{ArticleID: ids[3], StoryID: 1, Title: "Shooting on Birch Lane"},
				stories.Bridge{From: 1, Into: 0, Articles: []int64{ids[1], ids[2]}, Copies: []int64{ids[2]}})
			if id, err := sa.Record(ctx, st, p); err != nil || id != 1 {
				t.Fatalf("Record = %d, %v; want story 1", id, err)
			}
			for i, id := range ids {
				if s, err := db.StoryOf(ctx, id); err != nil || s != 1 {
					t.Errorf("article %d in story %d (%v), want 1", i, s, err)
				}
			}
			list, err := db.Stories(ctx, storyline.StoryQuery{})
			if err != nil || len(list) != 1 || list[0].ID != 1 || list[0].Articles != 4 || list[0].Copies != 1 || list[0].Title != "Shooting on Birch Lane" {
				t.Errorf("stories after the bridge: %+v, %v; want story 1 of 4 articles, 1 copy", list, err)
			}
		})
	}
}
