package sqlite

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// TestStoryCountsKeptOnAssign assigns articles of a few outlets, dated and
// undated, copies or not, with and without events, to stories, moves some
// and assigns some again, and after every assignment compares each story
// row's counts with a count of its members: a new member is added to the
// counts (qCountNewMember) instead of counting them all again.
func TestStoryCountsKeptOnAssign(t *testing.T) {
	ctx := context.Background()
	db, err := Open(filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	r := rand.New(rand.NewPCG(1, 2))
	outlets := []string{"Reuters", "AP", "reuters", "BBC"}
	var ids []int64
	for i := range 120 {
		a := article(i)
		a.Outlet = outlets[r.IntN(len(outlets))]
		if r.IntN(3) > 0 { // a third undated
			a.Published.Time = time.Date(2026, 1, 1+r.IntN(60), r.IntN(24), 0, 0, 0, time.UTC)
		}
		res, err := db.AddArticle(ctx, a, nil, storyline.Signature{})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, res.ID)
		as := storyline.StoryAssignment{ArticleID: res.ID, StoryID: int64(1 + r.IntN(4)), Title: "t",
			Copy: r.IntN(4) == 0, Events: r.IntN(3)}
		if err := db.AssignStory(ctx, as); err != nil {
			t.Fatal(err)
		}
		if r.IntN(5) == 0 { // an earlier article moved, or assigned again
			as.ArticleID = ids[r.IntN(len(ids))]
			as.StoryID = int64(1 + r.IntN(5))
			if err := db.AssignStory(ctx, as); err != nil {
				t.Fatal(err)
			}
		}
		checkStoryCounts(t, db, fmt.Sprint("after article ", i))
	}
}

func checkStoryCounts(t *testing.T, db *DB, when string) {
	t.Helper()
	rows, err := db.read.Query(`SELECT s.id, format('%d %d %d %d %s %s', s.articles, s.copies, s.outlets, s.events,
        coalesce(s.first_published, '-'), coalesce(s.last_published, '-')),
    (SELECT format('%d %d %d %d %s %s', count(*), coalesce(sum(sa.copy), 0), count(DISTINCT a.outlet), coalesce(sum(sa.events), 0),
        coalesce(min(a.published_time), '-'), coalesce(max(a.published_time), '-'))
     FROM story_articles sa JOIN articles a ON a.id = sa.article_id WHERE sa.story_id = s.id)
FROM stories s ORDER BY s.id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id        int64
			kept, now string
		)
		if err := rows.Scan(&id, &kept, &now); err != nil {
			t.Fatal(err)
		}
		if kept != now {
			t.Fatalf("%s: story %d counts %q, its members %q", when, id, kept, now)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
}
