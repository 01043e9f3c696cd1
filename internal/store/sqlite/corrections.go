package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
)

// DeleteArticle removes an article and everything stored of it, in one
// transaction. Connections delete securely (freed pages are zeroed, see
// dsn) and the full-text index forgets the article's tokens (its secure-delete
// option, set by migration 0006); the write-ahead log is then checkpointed
// and truncated when no reader holds it, so that the article's bytes are
// gone from the files too.
func (db *DB) DeleteArticle(ctx context.Context, id int64) error {
	_, err := db.addTx(ctx, func(tx *sql.Tx) (storyline.AddResult, error) {
		var title, text string
		err := tx.QueryRowContext(ctx, `SELECT title, text FROM articles WHERE id = ?`, id).Scan(&title, &text)
		if errors.Is(err, sql.ErrNoRows) {
			return storyline.AddResult{}, notFound("article", id)
		}
		if err != nil {
			return storyline.AddResult{}, err
		}
		var story sql.NullInt64
		if err := tx.QueryRowContext(ctx, `SELECT story_id FROM story_articles WHERE article_id = ?`, id).Scan(&story); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return storyline.AddResult{}, err
		}
		// The stories whose counts change: the article's, and those of its
		// copies, which become originals.
		touched, err := queryIDs(ctx, tx, `SELECT DISTINCT sa.story_id FROM story_articles sa JOIN articles a ON a.id = sa.article_id
WHERE a.id = ? OR a.near_duplicate_of = ?`, id, id)
		if err != nil {
			return storyline.AddResult{}, err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO articles_fts (articles_fts, rowid, title, text) VALUES ('delete', ?, ?, ?)`, id, title, text); err != nil {
			return storyline.AddResult{}, fmt.Errorf("unindex: %w", err)
		}
		if err := unlinkEntities(ctx, tx, id); err != nil {
			return storyline.AddResult{}, err
		}
		for _, q := range []string{
			// Its copies become originals.
			`UPDATE story_articles SET copy = 0 WHERE article_id IN (SELECT id FROM articles WHERE near_duplicate_of = ?)`,
			`UPDATE articles SET near_duplicate_of = NULL, near_duplicate_sim = 0 WHERE near_duplicate_of = ?`,
			// Raw input, signature, bands, story membership, corrections and
			// story changes go by cascade.
			`DELETE FROM articles WHERE id = ?`,
		} {
			if _, err := tx.ExecContext(ctx, q, id); err != nil {
				return storyline.AddResult{}, err
			}
		}
		if story.Valid {
			// The headline figure may be the article's: it goes until the
			// story is checked again (internal/alerts).
			if _, err := tx.ExecContext(ctx, `UPDATE stories SET headline_figure = NULL WHERE id = ?`, story.Int64); err != nil {
				return storyline.AddResult{}, err
			}
			if _, err := tx.ExecContext(ctx, `UPDATE stories SET title = coalesce((SELECT a.title FROM story_articles sa JOIN articles a ON a.id = sa.article_id
WHERE sa.story_id = stories.id ORDER BY sa.copy, a.id LIMIT 1), '') WHERE id = ?`, story.Int64); err != nil {
				return storyline.AddResult{}, err
			}
			if _, err := tx.ExecContext(ctx, `DELETE FROM stories WHERE id = ? AND NOT EXISTS (SELECT 1 FROM story_articles WHERE story_id = ?)`, story.Int64, story.Int64); err != nil {
				return storyline.AddResult{}, err
			}
		}
		for _, s := range touched {
			if _, err := tx.ExecContext(ctx, qRefreshStory, s); err != nil {
				return storyline.AddResult{}, err
			}
		}
		return storyline.AddResult{}, nil
	})
	if err != nil {
		if errors.Is(err, storyline.ErrNotFound) {
			return err
		}
		return fmt.Errorf("sqlite: delete article %d: %w", id, err)
	}
	if db.path != ":memory:" {
		// Best effort: a reader holding an old snapshot keeps the log.
		db.write.ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`)
	}
	return nil
}

// ArticlesOlderThan lists articles published (or, undated, ingested)
// before t.
func (db *DB) ArticlesOlderThan(ctx context.Context, t time.Time, limit int) ([]int64, error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	return db.ids(ctx, `SELECT id FROM articles WHERE coalesce(published_time, ingested_at) < ? ORDER BY id LIMIT ?`, formatTime(t), limit)
}

// AddCorrection appends a correction to the audit log.
func (db *DB) AddCorrection(ctx context.Context, c *storyline.Correction) error {
	if c.At.IsZero() {
		c.At = time.Now().UTC()
	}
	c.Unmatched = false
	body, err := json.Marshal(c)
	if err != nil {
		return fmt.Errorf("sqlite: add correction: %w", err)
	}
	res, err := db.write.ExecContext(ctx, `INSERT INTO corrections (at, who, kind, article_id, target_id, body) VALUES (?, ?, ?, ?, ?, ?)`,
		formatTime(c.At), c.Who, string(c.Kind), nullCorrectionArticle(c), nullInt(c.Target), string(body))
	if err != nil {
		return fmt.Errorf("sqlite: add correction: %w", err)
	}
	c.ID, err = res.LastInsertId()
	return err
}

// nullCorrectionArticle is the article a log entry goes with: none for a
// deletion, whose article is gone.
func nullCorrectionArticle(c *storyline.Correction) any {
	if c.Kind == storyline.FixDeleteArticle {
		return nil
	}
	return nullInt(c.Article)
}

// Corrections reads the audit log.
func (db *DB) Corrections(ctx context.Context, q storyline.CorrectionQuery) ([]storyline.Correction, error) {
	var conds []string
	var args []any
	if q.Article > 0 {
		conds = append(conds, "(article_id = ? OR target_id = ?)")
		args = append(args, q.Article, q.Article)
	}
	if len(q.Kinds) > 0 {
		conds = append(conds, "kind IN ("+strings.TrimSuffix(strings.Repeat("?,", len(q.Kinds)), ",")+")")
		for _, k := range q.Kinds {
			args = append(args, string(k))
		}
	}
	order := "DESC"
	if q.Oldest || q.AfterID > 0 {
		conds = append(conds, "id > ?")
		args = append(args, q.AfterID)
		order = "ASC"
	} else if q.BeforeID > 0 {
		conds = append(conds, "id < ?")
		args = append(args, q.BeforeID)
	}
	where := ""
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	lim := q.Limit
	if lim <= 0 || lim > MaxLimit {
		lim = MaxLimit
	}
	args = append(args, lim)
	out, err := readLog(ctx, db, func(c *storyline.Correction, id int64, at time.Time) { c.ID, c.At = id, at },
		`SELECT id, at, body FROM corrections`+where+` ORDER BY id `+order+` LIMIT ?`, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: corrections: %w", err)
	}
	return out, nil
}

// readLog reads rows of (id, at, JSON body) into values of T, setting
// each one's ID and time with set.
func readLog[T any](ctx context.Context, db *DB, set func(v *T, id int64, at time.Time), query string, args ...any) ([]T, error) {
	rows, err := db.read.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var (
			v    T
			id   int64
			at   sql.NullString
			body string
		)
		if err := rows.Scan(&id, &at, &body); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(body), &v); err != nil {
			return nil, fmt.Errorf("entry %d: %w", id, err)
		}
		t, err := parseTime(at)
		if err != nil {
			return nil, err
		}
		set(&v, id, t)
		out = append(out, v)
	}
	return out, rows.Err()
}

// AddStoryChanges records story changes in one transaction.
func (db *DB) AddStoryChanges(ctx context.Context, cs []storyline.StoryChange) error {
	if len(cs) == 0 {
		return nil
	}
	_, err := db.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
		for i := range cs {
			c := &cs[i]
			if c.At.IsZero() {
				c.At = time.Now().UTC()
			}
			body, err := json.Marshal(c)
			if err != nil {
				return storyline.AddResult{}, err
			}
			res, err := tx.ExecContext(ctx, qInsertStoryChange,
				c.Story, formatTime(c.At), c.Kind, nullInt(c.Article), string(body))
			if err != nil {
				return storyline.AddResult{}, err
			}
			if c.ID, err = res.LastInsertId(); err != nil {
				return storyline.AddResult{}, err
			}
		}
		return storyline.AddResult{}, nil
	})
	if err != nil {
		return fmt.Errorf("sqlite: add story changes: %w", err)
	}
	return nil
}

// StoryChanges lists a story's changes, newest first.
func (db *DB) StoryChanges(ctx context.Context, story int64, limit int) ([]storyline.StoryChange, error) {
	if limit <= 0 || limit > MaxLimit {
		limit = DefaultLimit
	}
	out, err := readLog(ctx, db, func(c *storyline.StoryChange, id int64, at time.Time) { c.ID, c.At = id, at },
		`SELECT id, at, body FROM story_changes WHERE story_id = ? ORDER BY id DESC LIMIT ?`, story, limit)
	if err != nil {
		return nil, fmt.Errorf("sqlite: story changes: %w", err)
	}
	return out, nil
}
