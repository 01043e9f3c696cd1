package sqlite

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// unmigrateWriterCounts takes migration 0012 out of db, as a storyline
// before it left the file: the insert triggers are back.
func unmigrateWriterCounts(t *testing.T, db *DB) {
	t.Helper()
	for _, q := range []string{
		`CREATE TRIGGER articles_events_insert AFTER INSERT ON articles BEGIN
    INSERT INTO article_events (article_id, event_type, sub_event_type, country, place, admin1)
    SELECT new.id, coalesce(e.value ->> '$.event_type', ''), coalesce(e.value ->> '$.sub_event_type', ''),
           coalesce(e.value ->> '$.place.country', ''), coalesce(e.value ->> '$.place.name', ''),
           coalesce(e.value ->> '$.place.admin1', '')
    FROM json_each(new.analysis, '$.events') e
    WHERE coalesce(e.value ->> '$.non_event', '') = '';
END`,
		`CREATE TRIGGER article_entities_count AFTER INSERT ON article_entities BEGIN
    UPDATE entities SET articles = articles + 1, mentions = mentions + new.mentions WHERE id = new.entity_id;
END`,
		`DELETE FROM schema_migrations WHERE version = 12`,
	} {
		if _, err := db.write.ExecContext(context.Background(), q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// A database from before migration 0012 loses the empty article_events
// row the insert trigger wrote for an analysis without events, and keeps
// the others; a reanalysis without events writes none either.
func TestMigrationDropsEmptyEventRows(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	eventless, err := db.AddArticle(ctx, article(1), nil, storyline.Signature{})
	if err != nil {
		t.Fatal(err)
	}
	a := article(2)
	a.Analysis.Events = []storyline.Event{{EventType: storyline.EventBattles, SubEventType: storyline.SubArmedClash}}
	if _, err := db.AddArticle(ctx, a, nil, storyline.Signature{}); err != nil {
		t.Fatal(err)
	}
	unmigrateWriterCounts(t, db)
	if _, err := db.write.ExecContext(ctx, `INSERT INTO article_events VALUES (?, '', '', '', '', '')`, eventless.ID); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if db, err = Open(path); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	want := []string{fmt.Sprintf("[%d Battles Armed clash   ]", a.ID)}
	const q = `SELECT * FROM article_events ORDER BY article_id`
	if got := dumpRows(t, db, q); !slices.Equal(got, want) {
		t.Errorf("after migrating: %v, want %v", got, want)
	}
	if err := db.SetAnalysis(ctx, eventless.ID, "v2", storyline.Analysis{}); err != nil {
		t.Fatal(err)
	}
	if got := dumpRows(t, db, q); !slices.Equal(got, want) {
		t.Errorf("after a reanalysis without events: %v, want %v", got, want)
	}
}

// unmigrateMergedEvents takes migrations 0011 and later out of db, as a
// storyline before them left the file.
func unmigrateMergedEvents(t *testing.T, db *DB) {
	t.Helper()
	unmigrateWriterCounts(t, db)
	for _, q := range []string{
		`DROP TABLE story_event_reports`,
		`DROP TABLE story_events`,
		`DELETE FROM kv WHERE key = 'story-events/built'`,
		`DELETE FROM schema_migrations WHERE version = 11`,
	} {
		if _, err := db.write.ExecContext(context.Background(), q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// A database from before migration 0011 that holds stories has no merged
// events, and says so (storyline.StoryEventsKey) until they are written;
// a new one says it has them all.
func TestMigrationMergedEvents(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.GetState(ctx, storyline.StoryEventsKey); err != nil {
		t.Errorf("a new database: %s = %v, want set", storyline.StoryEventsKey, err)
	}
	res, err := db.AddArticle(ctx, article(1), nil, storyline.Signature{})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.AssignStory(ctx, storyline.StoryAssignment{ArticleID: res.ID, StoryID: 1, Title: "One"}); err != nil {
		t.Fatal(err)
	}
	unmigrateMergedEvents(t, db)
	db.Close()
	if db, err = Open(path); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.GetState(ctx, storyline.StoryEventsKey); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("an older database with stories: %s = %v, want not found", storyline.StoryEventsKey, err)
	}
	if evs, err := db.MergedEvents(ctx, storyline.EventQuery{All: true}); err != nil || len(evs) != 0 {
		t.Errorf("MergedEvents after migrating = %v, %v", evs, err)
	}
}

// unmigrateHeadlineFigures takes migrations 0010 and later out of db, as
// a storyline before them left the file.
func unmigrateHeadlineFigures(t *testing.T, db *DB) {
	t.Helper()
	unmigrateMergedEvents(t, db)
	for _, q := range []string{
		`ALTER TABLE stories DROP COLUMN headline_figure`,
		`DELETE FROM schema_migrations WHERE version = 10`,
	} {
		if _, err := db.write.ExecContext(context.Background(), q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// A database from before migration 0010 reads as before once migrated,
// its stories without headline figures until they are checked again.
func TestMigrationAddsHeadlineFigures(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	res, err := db.AddArticle(ctx, article(1), nil, storyline.Signature{})
	if err != nil {
		t.Fatal(err)
	}
	if err := db.AssignStory(ctx, storyline.StoryAssignment{ArticleID: res.ID, StoryID: 1, Title: "One"}); err != nil {
		t.Fatal(err)
	}
	unmigrateHeadlineFigures(t, db)
	db.Close()
	if db, err = Open(path); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if s, err := db.Story(ctx, 1); err != nil || s.Title != "One" || s.Articles != 1 || s.Headline != nil {
		t.Fatalf("Story(1) after migrating = %+v, %v", s, err)
	}
	f := &storyline.HeadlineFigure{Label: "people killed", Value: "12", Low: 12, Best: 12, High: 12, Sources: 1}
	if err := db.SetHeadlineFigure(ctx, 1, f); err != nil {
		t.Fatal(err)
	}
	if s, err := db.Story(ctx, 1); err != nil || s.Headline == nil || *s.Headline != *f {
		t.Errorf("Story(1) after a check = %+v, %v", s, err)
	}
}

// unmigrateFilters takes migrations 0009 and later out of db, as a
// storyline before them left the file.
func unmigrateFilters(t *testing.T, db *DB) {
	t.Helper()
	unmigrateHeadlineFigures(t, db)
	for _, q := range []string{
		`DROP TRIGGER articles_events_insert`,
		`DROP TRIGGER articles_events_update`,
		`DROP TABLE article_events`,
		`DROP INDEX articles_outlet_nocase`,
		`DROP INDEX articles_outlet_published`,
		`DROP INDEX stories_outlets`,
		`DELETE FROM schema_migrations WHERE version = 9`,
	} {
		if _, err := db.write.ExecContext(context.Background(), q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// A database from before migration 0009 gets its articles' events indexed
// when it is migrated: the type and place filters find them.
func TestMigrationFillsArticleEvents(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	a := article(1)
	a.Analysis.Events = []storyline.Event{
		{EventType: storyline.EventBattles, SubEventType: storyline.SubArmedClash, Place: &storyline.Place{Name: "Aleppo", Admin1: "Aleppo", Country: "SY"}},
		{EventType: storyline.EventProtests, SubEventType: storyline.SubPeacefulProtest, NonEvent: storyline.NonEventNegated},
	}
	if _, err := db.AddArticle(ctx, a, nil, storyline.Signature{}); err != nil {
		t.Fatal(err)
	}
	unmigrateFilters(t, db)
	db.Close()
	if db, err = Open(path); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, tc := range []struct {
		q    storyline.ArticleQuery
		want int
	}{
		{storyline.ArticleQuery{EventType: "armed clash"}, 1},
		{storyline.ArticleQuery{EventType: "battles", Place: "SY"}, 1},
		{storyline.ArticleQuery{Place: "aleppo"}, 1},
		{storyline.ArticleQuery{EventType: storyline.EventProtests}, 0}, // a non-event
		{storyline.ArticleQuery{Outlet: "X"}, 1},
	} {
		if l, err := db.Articles(ctx, tc.q); err != nil || len(l) != tc.want {
			t.Errorf("Articles(%+v) after migrating = %d, %v; want %d", tc.q, len(l), err, tc.want)
		}
	}
}

// unmigrateListCounts takes migrations 0008 and later out of db, as a
// storyline before them left the file.
func unmigrateListCounts(t *testing.T, db *DB) {
	t.Helper()
	unmigrateFilters(t, db)
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
