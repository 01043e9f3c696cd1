package sqlite

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/storyline-news/storyline"
)

// A database from before migration 0007, whose newest article was deleted
// (and the deletion logged), numbers its next article above the deleted
// one once migrated: IDs are never reused, in old files too (issue 26,
// item 3).
func TestMigrationKeepsDeletedIDs(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 3; i++ {
		if _, err := db.AddArticle(ctx, article(i), nil, storyline.Signature{}); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.DeleteArticle(ctx, 3); err != nil {
		t.Fatal(err)
	}
	if err := db.AddCorrection(ctx, &storyline.Correction{Who: "ana", Kind: storyline.FixDeleteArticle, Article: 3}); err != nil {
		t.Fatal(err)
	}
	// Back to schema version 6, as an older storyline left the file.
	unmigrateListCounts(t, db)
	for _, q := range []string{
		`DROP TRIGGER articles_id_high`,
		`DROP TABLE article_id_high`,
		`DELETE FROM schema_migrations WHERE version = 7`,
	} {
		if _, err := db.write.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	db.Close()

	db, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	res, err := db.AddArticle(ctx, article(4), nil, storyline.Signature{})
	if err != nil {
		t.Fatal(err)
	}
	if res.ID != 4 {
		t.Errorf("new article after migrating got ID %d, want 4 (3 was deleted)", res.ID)
	}
}
