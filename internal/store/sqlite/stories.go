package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
)

// AssignStory puts an article in a story, creating the story row when it is
// new and moving the article when it was in another story (after a merge).
// A story left without articles is removed.
func (db *DB) AssignStory(ctx context.Context, as storyline.StoryAssignment) error {
	return assignStory(ctx, db, as)
}

func assignStory(ctx context.Context, w txRunner, as storyline.StoryAssignment) error {
	_, err := w.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
		var old sql.NullInt64
		if err := tx.QueryRowContext(ctx, qStoryOfForUpdate, as.ArticleID).Scan(&old); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return storyline.AddResult{}, err
		}
		if _, err := tx.ExecContext(ctx, qUpsertStory,
			as.StoryID, as.Title, as.ArticleID); err != nil {
			return storyline.AddResult{}, err
		}
		if _, err := tx.ExecContext(ctx, qUpsertStoryArticle,
			as.ArticleID, as.StoryID, boolInt(as.Copy), as.Events); err != nil {
			return storyline.AddResult{}, err
		}
		// A new member is added to the counts; a member moved or
		// assigned again has its stories counted anew.
		count, args := qRefreshStory, []any{as.StoryID}
		if !old.Valid {
			count, args = qCountNewMember, []any{as.StoryID, as.ArticleID, boolInt(as.Copy), as.Events}
		}
		if _, err := tx.ExecContext(ctx, count, args...); err != nil {
			return storyline.AddResult{}, err
		}
		if old.Valid && old.Int64 != as.StoryID {
			if _, err := tx.ExecContext(ctx, qDeleteEmptyStory,
				old.Int64, old.Int64); err != nil {
				return storyline.AddResult{}, err
			}
			if _, err := tx.ExecContext(ctx, qRefreshStory, old.Int64); err != nil {
				return storyline.AddResult{}, err
			}
		}
		return storyline.AddResult{}, nil
	})
	if err != nil {
		return fmt.Errorf("sqlite: assign article %d to story %d: %w", as.ArticleID, as.StoryID, err)
	}
	return nil
}

// StoryOf returns the story of an article, or ErrNotFound.
func (db *DB) StoryOf(ctx context.Context, articleID int64) (int64, error) {
	var id int64
	err := db.read.QueryRowContext(ctx, `SELECT story_id FROM story_articles WHERE article_id = ?`, articleID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, notFound("story of article", articleID)
	}
	if err != nil {
		return 0, fmt.Errorf("sqlite: story of article %d: %w", articleID, err)
	}
	return id, nil
}

// UnassignedArticles lists articles in no story, in ID order after afterID.
func (db *DB) UnassignedArticles(ctx context.Context, afterID int64, limit int) ([]int64, error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	return db.ids(ctx, `SELECT a.id FROM articles a WHERE a.id > ? AND NOT EXISTS (SELECT 1 FROM story_articles sa WHERE sa.article_id = a.id) ORDER BY a.id LIMIT ?`, afterID, limit)
}

func (db *DB) ids(ctx context.Context, query string, args ...any) ([]int64, error) {
	out, err := queryIDs(ctx, db.read, query, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: %w", err)
	}
	return out, nil
}

// queryIDs runs a query of one integer column, in a transaction or on a
// pool.
func queryIDs(ctx context.Context, q interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}, query string, args ...any) ([]int64, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// storySelect reads the counts kept in the story rows (qRefreshStory), so
// that a listing reads a page of rows in the order of the stories_updated
// index and counts no member.
const storySelect = `SELECT s.id, s.title, s.updated, s.articles, s.copies, s.outlets, s.events,
    s.first_published, s.last_published, s.headline_figure
FROM stories s`

func scanStory(sc interface{ Scan(...any) error }) (storyline.StorySummary, error) {
	var (
		s                     storyline.StorySummary
		first, last, headline sql.NullString
	)
	if err := sc.Scan(&s.ID, &s.Title, &s.Updated, &s.Articles, &s.Copies, &s.Outlets, &s.Events, &first, &last, &headline); err != nil {
		return s, err
	}
	var err error
	if s.First, err = parseTime(first); err != nil {
		return s, err
	}
	if s.Last, err = parseTime(last); err != nil {
		return s, err
	}
	s.Headline, err = codec.DecodeHeadline(headline.String)
	return s, err
}

// SetHeadlineFigure keeps a story's headline figure in its row (migration
// 0010); a row that has it already is not written again.
func (db *DB) SetHeadlineFigure(ctx context.Context, id int64, f *storyline.HeadlineFigure) error {
	body, err := codec.EncodeHeadline(f)
	if err != nil {
		return fmt.Errorf("sqlite: story %d headline figure: %w", id, err)
	}
	_, err = db.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
		_, err := tx.ExecContext(ctx, qSetHeadlineFigure, body, id, body)
		return storyline.AddResult{}, err
	})
	if err != nil {
		return fmt.Errorf("sqlite: story %d headline figure: %w", id, err)
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
	var conds []string
	var args []any
	order, cursor := codec.StoryOrder(q, func(x any) string { args = append(args, x); return "?" })
	if cursor != "" {
		conds = append(conds, cursor)
	}
	if cond != "" {
		conds = append(conds, cond)
	}
	if q.Entity > 0 {
		conds = append(conds, "s.id IN (SELECT sa2.story_id FROM story_articles sa2 JOIN article_entities ae ON ae.article_id = sa2.article_id WHERE ae.entity_id = ?)")
		args = append(args, q.Entity)
	}
	if strings.TrimSpace(q.Text) != "" {
		match, err := FTSQuery(q.Text)
		if err != nil {
			return nil, err
		}
		conds = append(conds, "s.id IN (SELECT sa3.story_id FROM story_articles sa3 JOIN articles_fts f ON f.rowid = sa3.article_id WHERE articles_fts MATCH ?)")
		args = append(args, match)
	}
	members := q.Articles
	members.MinSources, members.BeforeID, members.Limit = 0, 0, 0
	if members.Filtered() {
		// The article rows are read only for a filter on their columns.
		mconds, margs := articleFilters(members)
		from := "story_articles sa4"
		if len(mconds) > 0 {
			from += " JOIN articles a ON a.id = sa4.article_id"
		}
		ec, ea := eventFilters(members, "sa4.article_id")
		conds = append(conds, "s.id IN (SELECT sa4.story_id FROM "+from+" WHERE "+strings.Join(append(mconds, ec...), " AND ")+")")
		args = append(append(args, margs...), ea...)
	}
	if q.Articles.MinSources > 1 {
		conds = append(conds, "s.outlets >= ?")
		args = append(args, q.Articles.MinSources)
	}
	query := storySelect
	if len(conds) > 0 {
		query += " WHERE " + strings.Join(conds, " AND ")
	}
	query += order + " LIMIT ?"
	args = append(args, n)
	rows, err := db.read.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: stories: %w", err)
	}
	defer rows.Close()
	out := []storyline.StorySummary{}
	for rows.Next() {
		s, err := scanStory(rows)
		if err != nil {
			return nil, fmt.Errorf("sqlite: stories: %w", err)
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// The reads of one story, prepared (readQueries): the alerts check makes
// both for every story it checks.
const (
	qStory         = storySelect + " WHERE s.id = ?"
	qStoryArticles = `SELECT ` + summaryColumns + ` FROM articles a JOIN story_articles sa ON sa.article_id = a.id
WHERE sa.story_id = ? ORDER BY a.id`
)

// Story returns one story's summary, or ErrNotFound.
func (db *DB) Story(ctx context.Context, id int64) (*storyline.StorySummary, error) {
	s, err := scanStory(db.readStmt(qStory).QueryRowContext(ctx, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound("story", id)
	}
	if err != nil {
		return nil, fmt.Errorf("sqlite: story %d: %w", id, err)
	}
	return &s, nil
}

// StoryArticles lists a story's articles, oldest first, with copies marked
// by NearDuplicateOf as always.
func (db *DB) StoryArticles(ctx context.Context, id int64) ([]storyline.ArticleSummary, error) {
	rows, err := db.readStmt(qStoryArticles).QueryContext(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("sqlite: story %d articles: %w", id, err)
	}
	defer rows.Close()
	out := []storyline.ArticleSummary{}
	for rows.Next() {
		s, err := scanSummary(rows)
		if err != nil {
			return nil, fmt.Errorf("sqlite: story %d articles: %w", id, err)
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// PutState stores a named blob (the story clusterer's state).
func (db *DB) PutState(ctx context.Context, key string, value []byte) error {
	return putState(ctx, db, key, value)
}

func putState(ctx context.Context, w txRunner, key string, value []byte) error {
	_, err := w.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
		_, err := tx.ExecContext(ctx, qPutState, key, value)
		return storyline.AddResult{}, err
	})
	if err != nil {
		return fmt.Errorf("sqlite: put state %q: %w", key, err)
	}
	return nil
}

// GetState returns a named blob, or ErrNotFound.
func (db *DB) GetState(ctx context.Context, key string) ([]byte, error) {
	var v []byte
	err := db.readStmt(qGetState).QueryRowContext(ctx, key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("state %q: %w", key, storyline.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("sqlite: get state %q: %w", key, err)
	}
	return v, nil
}

// StoryArticlesAfter lists articles that are in a story, in ID order after
// afterID.
func (db *DB) StoryArticlesAfter(ctx context.Context, afterID int64, limit int) ([]int64, error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	return db.ids(ctx, `SELECT article_id FROM story_articles WHERE article_id > ? ORDER BY article_id LIMIT ?`, afterID, limit)
}

// ArticleByRawHash returns the article built from input bytes with this
// SHA-256, or ErrNotFound.
func (db *DB) ArticleByRawHash(ctx context.Context, hash string) (int64, error) {
	var id int64
	err := db.readStmt(qArticleByRawHash).QueryRowContext(ctx, hash).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("sqlite: raw input %.12s…: %w", hash, storyline.ErrNotFound)
	}
	if err != nil {
		return 0, fmt.Errorf("sqlite: raw input %.12s…: %w", hash, err)
	}
	return id, nil
}
