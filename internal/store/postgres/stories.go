package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
)

// AssignStory puts an article in a story, as the SQLite store does.
func (db *DB) AssignStory(ctx context.Context, as storyline.StoryAssignment) error {
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		// The story the article was in, the new one's row and member, and
		// its counts, in one round trip: ingest assigns every article
		// here, in input order, on one connection, while the others
		// store articles.
		var old *int64
		var b pgx.Batch
		b.Queue(`SELECT (SELECT story_id FROM story_articles WHERE article_id = $1)`, as.ArticleID).QueryRow(func(row pgx.Row) error {
			return row.Scan(&old)
		})
		b.Queue(`INSERT INTO stories (id, title, updated) VALUES ($1, $2, $3)
ON CONFLICT (id) DO UPDATE SET title = excluded.title, updated = greatest(stories.updated, excluded.updated)`,
			as.StoryID, encText(as.Title), as.ArticleID)
		b.Queue(`INSERT INTO story_articles (article_id, story_id, copy, events) VALUES ($1, $2, $3, $4)
ON CONFLICT (article_id) DO UPDATE SET story_id = excluded.story_id, copy = excluded.copy, events = excluded.events`,
			as.ArticleID, as.StoryID, as.Copy, as.Events)
		b.Queue(qRefreshStory, as.StoryID)
		if err := tx.SendBatch(ctx, &b).Close(); err != nil {
			return err
		}
		if old != nil && *old != as.StoryID {
			if _, err := tx.Exec(ctx, `DELETE FROM stories WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM story_articles WHERE story_id = $1)`, *old); err != nil {
				return err
			}
			return refreshStory(ctx, tx, *old)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("postgres: assign article %d to story %d: %w", as.ArticleID, as.StoryID, err)
	}
	return nil
}

// StoryOf returns the story of an article, or ErrNotFound.
func (db *DB) StoryOf(ctx context.Context, articleID int64) (int64, error) {
	var id int64
	err := db.pool.QueryRow(ctx, `SELECT story_id FROM story_articles WHERE article_id = $1`, articleID).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, notFound("story of article", articleID)
	}
	if err != nil {
		return 0, fmt.Errorf("postgres: story of article %d: %w", articleID, err)
	}
	return id, nil
}

func (db *DB) idList(ctx context.Context, query string, params ...any) ([]int64, error) {
	rows, err := db.pool.Query(ctx, query, params...)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	return ids, nil
}

// UnassignedArticles lists articles in no story, in ID order after afterID.
func (db *DB) UnassignedArticles(ctx context.Context, afterID int64, limit int) ([]int64, error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	return db.idList(ctx, `SELECT a.id FROM articles a WHERE a.id > $1 AND NOT EXISTS (SELECT 1 FROM story_articles sa WHERE sa.article_id = a.id) ORDER BY a.id LIMIT $2`, afterID, limit)
}

// StoryArticlesAfter lists articles in a story, in ID order after afterID.
func (db *DB) StoryArticlesAfter(ctx context.Context, afterID int64, limit int) ([]int64, error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	return db.idList(ctx, `SELECT article_id FROM story_articles WHERE article_id > $1 ORDER BY article_id LIMIT $2`, afterID, limit)
}

// refreshStory counts a story's members into its row (see migration
// 0005) after they changed: one story's members, by the
// story_articles_story index, so the cost is the story's size.
func refreshStory(ctx context.Context, tx pgx.Tx, id int64) error {
	_, err := tx.Exec(ctx, qRefreshStory, id)
	return err
}

const qRefreshStory = `UPDATE stories s SET (articles, copies, outlets, events, first_published, last_published) = (
    SELECT count(*), count(*) FILTER (WHERE sa.copy), count(DISTINCT a.outlet), coalesce(sum(sa.events), 0),
           min(a.published_time), max(a.published_time)
    FROM story_articles sa JOIN articles a ON a.id = sa.article_id
    WHERE sa.story_id = s.id)
WHERE s.id = $1`

// storySelect reads the counts kept in the story rows (refreshStory), so
// that a listing reads a page of rows in the order of the stories_updated
// index and counts no member.
const storySelect = `SELECT s.id, s.title, s.updated, s.articles, s.copies, s.outlets, s.events,
    s.first_published, s.last_published, coalesce(s.headline_figure, '')
FROM stories s`

func scanStory(row pgx.Row) (storyline.StorySummary, error) {
	var (
		s           storyline.StorySummary
		first, last pgtype.Timestamptz
		headline    string
	)
	if err := row.Scan(&s.ID, &s.Title, &s.Updated, &s.Articles, &s.Copies, &s.Outlets, &s.Events, &first, &last, &headline); err != nil {
		return s, err
	}
	s.Title = decText(s.Title)
	s.First, s.Last = joinTime(first, 0), joinTime(last, 0)
	var err error
	s.Headline, err = codec.DecodeHeadline(headline)
	return s, err
}

// SetHeadlineFigure keeps a story's headline figure in its row (migration
// 0007); a row that has it already is not written again.
func (db *DB) SetHeadlineFigure(ctx context.Context, id int64, f *storyline.HeadlineFigure) error {
	body, err := codec.EncodeHeadline(f)
	if err != nil {
		return fmt.Errorf("postgres: story %d headline figure: %w", id, err)
	}
	if _, err := db.pool.Exec(ctx, `UPDATE stories SET headline_figure = $1 WHERE id = $2 AND headline_figure IS DISTINCT FROM $1`, body, id); err != nil {
		return fmt.Errorf("postgres: story %d headline figure: %w", id, err)
	}
	return nil
}

// Stories lists stories in the query's order (see storyline.StorySort).
func (db *DB) Stories(ctx context.Context, q storyline.StoryQuery) ([]storyline.StorySummary, error) {
	return codec.ListStories(q, limit(storyline.ArticleQuery{Limit: q.Limit}), func(q storyline.StoryQuery, cond string, n int) ([]storyline.StorySummary, error) {
		return db.storyScan(ctx, q, cond, n)
	})
}

// storyScan reads one part of a listing (see codec.ListStories).
func (db *DB) storyScan(ctx context.Context, q storyline.StoryQuery, cond string, n int) ([]storyline.StorySummary, error) {
	var as args
	var conds []string
	order, cursor := codec.StoryOrder(q, as.add)
	if cursor != "" {
		conds = append(conds, cursor)
	}
	if cond != "" {
		conds = append(conds, cond)
	}
	if q.Entity > 0 {
		conds = append(conds, "s.id IN (SELECT sa2.story_id FROM story_articles sa2 JOIN article_entities ae ON ae.article_id = sa2.article_id WHERE ae.entity_id = "+as.add(q.Entity)+")")
	}
	if strings.TrimSpace(q.Text) != "" {
		tsq, err := TSQuery(q.Text)
		if err != nil {
			return nil, err
		}
		conds = append(conds, "s.id IN (SELECT sa3.story_id FROM story_articles sa3 JOIN articles a3 ON a3.id = sa3.article_id WHERE a3.search @@ to_tsquery('storyline_fold', "+as.add(tsq)+"))")
	}
	members := q.Articles
	members.MinSources, members.BeforeID, members.Limit = 0, 0, 0
	if members.Filtered() {
		// The article rows are read only for a filter on their columns.
		mconds := articleFilters(members, &as)
		from := "story_articles sa4"
		if len(mconds) > 0 {
			from += " JOIN articles a ON a.id = sa4.article_id"
		}
		mconds = append(mconds, eventFilters(members, "sa4.article_id", &as)...)
		conds = append(conds, "s.id IN (SELECT sa4.story_id FROM "+from+" WHERE "+strings.Join(mconds, " AND ")+")")
	}
	if q.Articles.MinSources > 1 {
		conds = append(conds, "s.outlets >= "+as.add(q.Articles.MinSources))
	}
	query := storySelect
	if len(conds) > 0 {
		query += " WHERE " + strings.Join(conds, " AND ")
	}
	query += order + " LIMIT " + as.add(n)
	rows, err := db.pool.Query(ctx, query, as...)
	if err != nil {
		return nil, fmt.Errorf("postgres: stories: %w", err)
	}
	defer rows.Close()
	out := []storyline.StorySummary{}
	for rows.Next() {
		s, err := scanStory(rows)
		if err != nil {
			return nil, fmt.Errorf("postgres: stories: %w", err)
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// Story returns one story's summary, or ErrNotFound.
func (db *DB) Story(ctx context.Context, id int64) (*storyline.StorySummary, error) {
	s, err := scanStory(db.pool.QueryRow(ctx, storySelect+" WHERE s.id = $1", id))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, notFound("story", id)
	}
	if err != nil {
		return nil, fmt.Errorf("postgres: story %d: %w", id, err)
	}
	return &s, nil
}

// StoryArticles lists a story's articles in ID order.
func (db *DB) StoryArticles(ctx context.Context, id int64) ([]storyline.ArticleSummary, error) {
	rows, err := db.pool.Query(ctx, `SELECT `+summaryColumns+` FROM articles a JOIN story_articles sa ON sa.article_id = a.id
WHERE sa.story_id = $1 ORDER BY a.id`, id)
	if err != nil {
		return nil, fmt.Errorf("postgres: story %d articles: %w", id, err)
	}
	defer rows.Close()
	out := []storyline.ArticleSummary{}
	for rows.Next() {
		s, err := scanSummary(rows)
		if err != nil {
			return nil, fmt.Errorf("postgres: story %d articles: %w", id, err)
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// PutState stores a named blob.
func (db *DB) PutState(ctx context.Context, key string, value []byte) error {
	if _, err := db.pool.Exec(ctx, `INSERT INTO kv (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, value); err != nil {
		return fmt.Errorf("postgres: put state %q: %w", key, err)
	}
	return nil
}

// GetState returns a named blob, or ErrNotFound.
func (db *DB) GetState(ctx context.Context, key string) ([]byte, error) {
	var v []byte
	err := db.pool.QueryRow(ctx, `SELECT value FROM kv WHERE key = $1`, key).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("state %q: %w", key, storyline.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("postgres: get state %q: %w", key, err)
	}
	return v, nil
}

// ArticleByRawHash returns the article built from input bytes with this
// SHA-256, or ErrNotFound.
func (db *DB) ArticleByRawHash(ctx context.Context, hash string) (int64, error) {
	var id int64
	err := db.pool.QueryRow(ctx, `SELECT id FROM articles WHERE raw_hash = $1 AND raw_hash <> '' ORDER BY id LIMIT 1`, hash).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, fmt.Errorf("postgres: raw input %.12s…: %w", hash, storyline.ErrNotFound)
	}
	if err != nil {
		return 0, fmt.Errorf("postgres: raw input %.12s…: %w", hash, err)
	}
	return id, nil
}
