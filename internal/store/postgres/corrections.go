package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/storyline-news/storyline"
)

// DeleteArticle removes an article and everything stored of it, in one
// transaction. Its search vector lives in its row; PostgreSQL reclaims the
// dead rows at the next vacuum.
func (db *DB) DeleteArticle(ctx context.Context, id int64) error {
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var story *int64
		if err := tx.QueryRow(ctx, `SELECT story_id FROM story_articles WHERE article_id = $1`, id).Scan(&story); err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		// The stories whose counts change: the article's, and those of its
		// copies, which become originals.
		rows, err := tx.Query(ctx, `SELECT DISTINCT sa.story_id FROM story_articles sa JOIN articles a ON a.id = sa.article_id
WHERE a.id = $1 OR a.near_duplicate_of = $1`, id)
		if err != nil {
			return err
		}
		touched, err := pgx.CollectRows(rows, pgx.RowTo[int64])
		if err != nil {
			return err
		}
		if err := lockEntityLinks(ctx, tx); err != nil {
			return err
		}
		if err := unlinkEntities(ctx, tx, id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE story_articles SET copy = false WHERE article_id IN (SELECT id FROM articles WHERE near_duplicate_of = $1)`, id); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE articles SET near_duplicate_of = NULL, near_duplicate_sim = 0 WHERE near_duplicate_of = $1`, id); err != nil {
			return err
		}
		tag, err := tx.Exec(ctx, `DELETE FROM articles WHERE id = $1`, id)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return notFound("article", id)
		}
		if story != nil {
			// The headline figure may be the article's: it goes until the
			// story is checked again (internal/alerts).
			if _, err := tx.Exec(ctx, `UPDATE stories SET headline_figure = NULL WHERE id = $1`, *story); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `UPDATE stories SET title = coalesce((SELECT a.title FROM story_articles sa JOIN articles a ON a.id = sa.article_id
WHERE sa.story_id = stories.id ORDER BY sa.copy, a.id LIMIT 1), '') WHERE id = $1`, *story); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `DELETE FROM stories WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM story_articles WHERE story_id = $1)`, *story); err != nil {
				return err
			}
		}
		for _, s := range touched {
			if err := refreshStory(ctx, tx, s); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		if errors.Is(err, storyline.ErrNotFound) {
			return err
		}
		return fmt.Errorf("postgres: delete article %d: %w", id, err)
	}
	return nil
}

// ArticlesOlderThan lists articles published (or, undated, ingested)
// before t.
func (db *DB) ArticlesOlderThan(ctx context.Context, t time.Time, limit int) ([]int64, error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	rows, err := db.pool.Query(ctx, `SELECT id FROM articles WHERE coalesce(published_time, ingested_at) < $1 ORDER BY id LIMIT $2`, t.UTC(), limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: old articles: %w", err)
	}
	ids, err := collectIDs(rows)
	if err != nil {
		return nil, fmt.Errorf("postgres: old articles: %w", err)
	}
	return ids, nil
}

// AddCorrection appends a correction to the audit log.
func (db *DB) AddCorrection(ctx context.Context, c *storyline.Correction) error {
	if c.At.IsZero() {
		c.At = time.Now().UTC()
	}
	c.At = c.At.UTC().Truncate(time.Microsecond)
	c.Unmatched = false
	body, err := json.Marshal(c)
	if err != nil {
		return fmt.Errorf("postgres: add correction: %w", err)
	}
	var article any
	if c.Kind != storyline.FixDeleteArticle {
		article = nullInt(c.Article)
	}
	err = db.pool.QueryRow(ctx, `INSERT INTO corrections (at, who, kind, article_id, target_id, body) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
		c.At, encText(c.Who), encText(string(c.Kind)), article, nullInt(c.Target), string(body)).Scan(&c.ID)
	if err != nil {
		return fmt.Errorf("postgres: add correction: %w", err)
	}
	return nil
}

// Corrections reads the audit log.
func (db *DB) Corrections(ctx context.Context, q storyline.CorrectionQuery) ([]storyline.Correction, error) {
	var conds []string
	var args []any
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	if q.Article > 0 {
		p := arg(q.Article)
		conds = append(conds, "(article_id = "+p+" OR target_id = "+p+")")
	}
	if len(q.Kinds) > 0 {
		kinds := make([]string, len(q.Kinds))
		for i, k := range q.Kinds {
			kinds[i] = string(k)
		}
		conds = append(conds, "kind = ANY("+arg(kinds)+")")
	}
	order := "DESC"
	if q.Oldest || q.AfterID > 0 {
		conds = append(conds, "id > "+arg(q.AfterID))
		order = "ASC"
	} else if q.BeforeID > 0 {
		conds = append(conds, "id < "+arg(q.BeforeID))
	}
	where := ""
	if len(conds) > 0 {
		where = " WHERE " + strings.Join(conds, " AND ")
	}
	lim := q.Limit
	if lim <= 0 || lim > MaxLimit {
		lim = MaxLimit
	}
	out, err := readLog(ctx, db, func(c *storyline.Correction, id int64, at time.Time) { c.ID, c.At = id, at },
		`SELECT id, at, body FROM corrections`+where+` ORDER BY id `+order+` LIMIT `+arg(lim), args...)
	if err != nil {
		return nil, fmt.Errorf("postgres: corrections: %w", err)
	}
	return out, nil
}

// readLog reads rows of (id, at, JSON body) into values of T, setting
// each one's ID and time with set.
func readLog[T any](ctx context.Context, db *DB, set func(v *T, id int64, at time.Time), query string, args ...any) ([]T, error) {
	rows, err := db.pool.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var (
			v    T
			id   int64
			at   time.Time
			body string
		)
		if err := rows.Scan(&id, &at, &body); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(body), &v); err != nil {
			return nil, fmt.Errorf("entry %d: %w", id, err)
		}
		set(&v, id, at.UTC())
		out = append(out, v)
	}
	return out, rows.Err()
}

// AddStoryChanges records story changes in one transaction.
func (db *DB) AddStoryChanges(ctx context.Context, cs []storyline.StoryChange) error {
	if len(cs) == 0 {
		return nil
	}
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		for i := range cs {
			c := &cs[i]
			if c.At.IsZero() {
				c.At = time.Now().UTC()
			}
			c.At = c.At.UTC().Truncate(time.Microsecond)
			body, err := json.Marshal(c)
			if err != nil {
				return err
			}
			if err := tx.QueryRow(ctx, `INSERT INTO story_changes (story_id, at, kind, article_id, body) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
				c.Story, c.At, encText(c.Kind), nullInt(c.Article), string(body)).Scan(&c.ID); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("postgres: add story changes: %w", err)
	}
	return nil
}

// StoryChanges lists a story's changes, newest first.
func (db *DB) StoryChanges(ctx context.Context, story int64, limit int) ([]storyline.StoryChange, error) {
	if limit <= 0 || limit > MaxLimit {
		limit = DefaultLimit
	}
	out, err := readLog(ctx, db, func(c *storyline.StoryChange, id int64, at time.Time) { c.ID, c.At = id, at },
		`SELECT id, at, body FROM story_changes WHERE story_id = $1 ORDER BY id DESC LIMIT $2`, story, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: story changes: %w", err)
	}
	return out, nil
}
