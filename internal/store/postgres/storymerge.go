package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// MergeStory moves every article of story from into story into, as the
// SQLite store does.
func (db *DB) MergeStory(ctx context.Context, from, into int64, title string, by int64) error {
	if from == into {
		return nil
	}
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var b pgx.Batch
		b.Queue(`INSERT INTO stories (id, title, updated) VALUES ($1, $2, $3)
ON CONFLICT (id) DO UPDATE SET title = excluded.title, updated = greatest(stories.updated, excluded.updated)`,
			into, encText(title), by)
		b.Queue(`UPDATE story_articles SET story_id = $1 WHERE story_id = $2`, into, from)
		b.Queue(qRefreshStory, into)
		b.Queue(`DELETE FROM stories WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM story_articles WHERE story_id = $1)`, from)
		return tx.SendBatch(ctx, &b).Close()
	})
	if err != nil {
		return fmt.Errorf("postgres: merge story %d into %d: %w", from, into, err)
	}
	return nil
}
