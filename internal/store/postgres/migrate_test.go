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
// counts filled when it is migrated, (0006) its articles' events indexed
// and (0007) a headline figure column, empty until the stories are
// checked: the listings and the filters read the same as before.
func TestMigrationFillsListCounts(t *testing.T) {
	ctx := context.Background()
	dsn := pgtest.DSN(t)
	db := openAt(t, dsn)
	for i := 1; i <= 5; i++ {
		a := article(i)
		a.Outlet = []string{"AP", "BBC"}[i%2]
		a.Analysis.Entities = []storyline.Entity{{Type: storyline.PER, Canonical: "Ana Ruiz", Mentions: i}}
		a.Published.Time = time.Date(2026, 1, i, 0, 0, 0, 0, time.UTC)
		if i == 1 {
			a.Analysis.Events = []storyline.Event{{EventType: storyline.EventBattles, SubEventType: storyline.SubArmedClash,
				Place: &storyline.Place{Name: "Aleppo", Admin1: "Aleppo", Country: "SY"}}}
		}
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
		`DELETE FROM schema_migrations WHERE version = 9`,
		`DROP TABLE story_event_reports`,
		`DROP TABLE story_events`,
		`DELETE FROM schema_migrations WHERE version = 8`,
		`ALTER TABLE stories DROP COLUMN headline_figure`,
		`DELETE FROM schema_migrations WHERE version = 7`,
		`DROP TRIGGER articles_events ON articles`,
		`DROP FUNCTION index_article_events()`,
		`DROP TABLE article_events`,
		`DROP FUNCTION article_events_of(bigint, text)`,
		`DROP INDEX articles_outlet_lower`,
		`DROP INDEX articles_outlet_published`,
		`DROP INDEX stories_outlets`,
		`DELETE FROM schema_migrations WHERE version = 6`,
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
	for _, q := range []storyline.ArticleQuery{{EventType: "battles"}, {Place: "sy"}, {Place: "ALEPPO", EventType: "Armed clash"}} {
		if l, err := db.Articles(ctx, q); err != nil || len(l) != 1 {
			t.Errorf("Articles(%+v) after migrating = %d, %v; want 1", q, len(l), err)
		}
	}
}
