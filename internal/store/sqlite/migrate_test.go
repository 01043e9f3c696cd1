package sqlite

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// unmigrateListCounts takes migration 0008 out of db, as a storyline
// before it left the file.
func unmigrateListCounts(t *testing.T, db *DB) {
	t.Helper()
	for _, q := range []string{
		`DROP TRIGGER articles_count`,
		`DROP TRIGGER articles_uncount`,
		`DROP TABLE article_count`,
		`DROP TRIGGER article_entities_count`,
		`DROP TRIGGER article_entities_uncount`,
		`DROP TRIGGER article_entities_recount`,
		`DROP INDEX entities_mentions`,
		`DROP INDEX entities_type_mentions`,
		`ALTER TABLE entities DROP COLUMN articles`,
		`ALTER TABLE entities DROP COLUMN mentions`,
		`ALTER TABLE stories DROP COLUMN articles`,
		`ALTER TABLE stories DROP COLUMN copies`,
		`ALTER TABLE stories DROP COLUMN outlets`,
		`ALTER TABLE stories DROP COLUMN events`,
		`ALTER TABLE stories DROP COLUMN first_published`,
		`ALTER TABLE stories DROP COLUMN last_published`,
		`DELETE FROM schema_migrations WHERE version = 8`,
	} {
		if _, err := db.write.ExecContext(context.Background(), q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// A database from before migration 0008 gets its stories' and entities'
// counts filled when it is migrated: the listings read the same as before.
func TestMigrationFillsListCounts(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 5; i++ {
		a := article(i)
		a.Outlet = []string{"AP", "BBC"}[i%2]
		a.Analysis.Entities = []storyline.Entity{{Type: storyline.PER, Canonical: "Ana Ruiz", Mentions: i}}
		a.Published.Time = time.Date(2026, 1, i, 0, 0, 0, 0, time.UTC)
		res, err := db.AddArticle(ctx, a, nil, storyline.Signature{})
		if err != nil {
			t.Fatal(err)
		}
		if err := db.AssignStory(ctx, storyline.StoryAssignment{ArticleID: res.ID, StoryID: int64(1 + i%2), Title: a.Title, Copy: i == 5, Events: i}); err != nil {
			t.Fatal(err)
		}
	}
	stories, err := db.Stories(ctx, storyline.StoryQuery{})
	if err != nil {
		t.Fatal(err)
	}
	entities, err := db.Entities(ctx, storyline.EntityQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if len(stories) != 2 || len(entities) != 1 || entities[0].Mentions != 15 {
		t.Fatalf("before: %d stories, entities %+v", len(stories), entities)
	}
	if err := db.DeleteArticle(ctx, 2); err != nil {
		t.Fatal(err)
	}
	stories, _ = db.Stories(ctx, storyline.StoryQuery{})
	entities, _ = db.Entities(ctx, storyline.EntityQuery{})
	unmigrateListCounts(t, db)
	db.Close()

	db, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if n, err := db.CountArticles(ctx); err != nil || n != 4 {
		t.Errorf("CountArticles after migrating = %d, %v; want 4", n, err)
	}
	gotStories, err := db.Stories(ctx, storyline.StoryQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(gotStories, stories) {
		t.Errorf("stories after migrating:\n%+v\nwant\n%+v", gotStories, stories)
	}
	gotEntities, err := db.Entities(ctx, storyline.EntityQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(gotEntities, entities) {
		t.Errorf("entities after migrating:\n%+v\nwant\n%+v", gotEntities, entities)
	}
}
