package postgres

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/postgres/pgtest"
)

// A database from before migration 0005 gets its stories' and entities'
// counts filled when it is migrated: the listings read the same as before.
func TestMigrationFillsListCounts(t *testing.T) {
	ctx := context.Background()
	dsn := pgtest.DSN(t)
	db := openAt(t, dsn)
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
	// Back to schema version 4, as an older storyline left the database.
	for _, q := range []string{
		`DROP TRIGGER article_entities_count ON article_entities`,
		`DROP FUNCTION count_entity_links()`,
		`ALTER TABLE entities DROP COLUMN articles, DROP COLUMN mentions`,
		`ALTER TABLE stories DROP COLUMN articles, DROP COLUMN copies, DROP COLUMN outlets, DROP COLUMN events,
    DROP COLUMN first_published, DROP COLUMN last_published`,
		`DELETE FROM schema_migrations WHERE version = 5`,
	} {
		if _, err := db.pool.Exec(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	db.Close()

	db = openAt(t, dsn)
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
