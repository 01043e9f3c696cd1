package sqlite

import (
	"context"
	"fmt"

	"github.com/storyline-news/storyline"
)

// MergeStory moves every article of story from into story into (titled
// title; by is the article whose arrival merged them, which orders the
// stories' updates as an assignment's article does) and removes from: the
// clusterer merged the two when a report tied them (see
// internal/stories/bridge.go). Each member keeps its copy flag and its
// count of events. A merge of a story into itself, or of a story the
// store does not hold, changes nothing but into's row.
func (db *DB) MergeStory(ctx context.Context, from, into int64, title string, by int64) error {
	return mergeStory(ctx, db, from, into, title, by)
}

// MergeStory is DB.MergeStory written into the batch.
func (b *batch) MergeStory(ctx context.Context, from, into int64, title string, by int64) error {
	return mergeStory(ctx, b, from, into, title, by)
}

func mergeStory(ctx context.Context, w txRunner, from, into int64, title string, by int64) error {
	if from == into {
		return nil
	}
	_, err := w.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
		for _, q := range []struct {
			sql  string
			args []any
		}{
			{qUpsertStory, []any{into, title, by}},
			{`UPDATE story_articles SET story_id = ? WHERE story_id = ?`, []any{into, from}},
			{qRefreshStory, []any{into}},
			{qDeleteEmptyStory, []any{from, from}},
		} {
			if _, err := tx.ExecContext(ctx, q.sql, q.args...); err != nil {
				return storyline.AddResult{}, err
			}
		}
		return storyline.AddResult{}, nil
	})
	if err != nil {
		return fmt.Errorf("sqlite: merge story %d into %d: %w", from, into, err)
	}
	return nil
}
