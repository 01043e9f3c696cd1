package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
)

// summaryColumns are the articles columns scanned by scanSummary, for a
// table aliased "a".
const summaryColumns = `a.id, a.title, a.title_derived, a.outlet, a.url, a.input,
    a.published_time, a.published_source, a.published_confidence, a.published_evidence,
    a.language, a.word_count, a.near_duplicate_of, a.ingested_at`

// scanSummary scans summaryColumns, then extra.
func scanSummary(rows *sql.Rows, extra ...any) (storyline.ArticleSummary, error) {
	var (
		s                   storyline.ArticleSummary
		titleDerived        int
		pubTime, ingestedAt sql.NullString
		pubSource           string
		nearDup             sql.NullInt64
	)
	dest := []any{&s.ID, &s.Title, &titleDerived, &s.Outlet, &s.URL, &s.Input,
		&pubTime, &pubSource, &s.Published.Confidence, &s.Published.Evidence,
		&s.Language, &s.Words, &nearDup, &ingestedAt}
	if err := rows.Scan(append(dest, extra...)...); err != nil {
		return s, err
	}
	s.TitleDerived = titleDerived != 0
	s.Published.Source = storyline.DateSource(pubSource)
	s.NearDuplicateOf = nearDup.Int64
	var err error
	if s.Published.Time, err = parseTime(pubTime); err != nil {
		return s, err
	}
	if s.IngestedAt, err = parseTime(ingestedAt); err != nil {
		return s, err
	}
	return s, nil
}

// limit returns the page size for q: DefaultLimit when unset, at most
// MaxLimit.
func limit(q storyline.ArticleQuery) int {
	switch {
	case q.Limit <= 0:
		return DefaultLimit
	case q.Limit > MaxLimit:
		return MaxLimit
	}
	return q.Limit
}

// filters returns the WHERE conditions (ANDed, on table "a") and their
// arguments for q's filters and cursor.
func filters(q storyline.ArticleQuery) ([]string, []any) {
	conds, args := articleFilters(q)
	ec, ea := eventFilters(q, "a.id")
	return append(conds, ec...), append(args, ea...)
}

// articleFilters returns the conditions of q on the columns of articles
// (table "a"): the cursor, outlet, language and publication dates.
func articleFilters(q storyline.ArticleQuery) ([]string, []any) {
	return articleFiltersOn(q, "a")
}

// articleFiltersOn is articleFilters on the articles table aliased t.
func articleFiltersOn(q storyline.ArticleQuery, t string) ([]string, []any) {
	var (
		conds []string
		args  []any
	)
	if q.BeforeID > 0 {
		conds = append(conds, t+".id < ?")
		args = append(args, q.BeforeID)
	}
	if q.Outlet != "" {
		conds = append(conds, t+".outlet = ? COLLATE NOCASE")
		args = append(args, q.Outlet)
	}
	if q.Language != "" {
		conds = append(conds, t+".language = ?")
		args = append(args, q.Language)
	}
	if !q.Since.IsZero() {
		conds = append(conds, t+".published_time >= ?")
		args = append(args, formatTime(q.Since))
	}
	if !q.Until.IsZero() {
		conds = append(conds, t+".published_time < ?")
		args = append(args, formatTime(q.Until))
	}
	return conds, args
}

// eventFilters returns the conditions of q on the article whose ID is in
// the column id, read from other tables than articles: its events' place
// and type, its story's outlets. The story list applies them to its
// members without reading their article rows.
func eventFilters(q storyline.ArticleQuery, id string) ([]string, []any) {
	var (
		conds []string
		args  []any
	)
	if q.Place != "" {
		conds = append(conds, id+" IN (SELECT article_id FROM article_events WHERE country = ? OR place = ? OR admin1 = ?)")
		args = append(args, q.Place, q.Place, q.Place)
	}
	if q.EventType != "" {
		conds = append(conds, id+" IN (SELECT article_id FROM article_events WHERE event_type = ? OR sub_event_type = ?)")
		args = append(args, q.EventType, q.EventType)
	}
	if q.MinSources > 1 {
		conds = append(conds, id+" IN (SELECT sa.article_id FROM stories s JOIN story_articles sa ON sa.story_id = s.id WHERE s.outlets >= ?)")
		args = append(args, q.MinSources)
	}
	return conds, args
}

// Outlets lists the outlets with their counts of articles, most first;
// outlet names that differ only in case are one outlet.
func (db *DB) Outlets(ctx context.Context) ([]storyline.OutletCount, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT min(outlet), count(*) FROM articles WHERE outlet <> ''
GROUP BY outlet COLLATE NOCASE ORDER BY 2 DESC, 1`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: outlets: %w", err)
	}
	defer rows.Close()
	out := []storyline.OutletCount{}
	for rows.Next() {
		var o storyline.OutletCount
		if err := rows.Scan(&o.Outlet, &o.Articles); err != nil {
			return nil, fmt.Errorf("sqlite: outlets: %w", err)
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// Articles lists articles newest first by ID, filtered and paged by q:
// pass the last ID of a page as q.BeforeID to get the next.
func (db *DB) Articles(ctx context.Context, q storyline.ArticleQuery) ([]storyline.ArticleSummary, error) {
	return db.listArticles(ctx, q, "")
}

// listArticles lists articles newest first, filtered by q and by an extra
// condition with its arguments when cond is not empty.
func (db *DB) listArticles(ctx context.Context, q storyline.ArticleQuery, cond string, condArgs ...any) ([]storyline.ArticleSummary, error) {
	conds, args := filters(q)
	if cond != "" {
		conds = append(conds, cond)
		args = append(args, condArgs...)
	}
	query := `SELECT ` + summaryColumns + ` FROM articles a`
	if len(conds) > 0 {
		query += ` WHERE ` + strings.Join(conds, " AND ")
	}
	query += ` ORDER BY a.id DESC LIMIT ?`
	args = append(args, limit(q))

	rows, err := db.read.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: list articles: %w", err)
	}
	defer rows.Close()
	out := []storyline.ArticleSummary{}
	for rows.Next() {
		s, err := scanSummary(rows)
		if err != nil {
			return nil, fmt.Errorf("sqlite: list articles: %w", err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: list articles: %w", err)
	}
	return out, nil
}

// Search weights: a match in the title counts this many times one in the
// text.
const titleWeight = 4.0

// Search finds articles whose title or text match query, best match (bm25)
// first, filtered by q. Each word of query must occur; a "quoted phrase"
// must occur as a phrase. Matching folds case and diacritics. The query is
// user text and is never passed to FTS5 as syntax: operators, column
// filters, prefixes and stray quotes are searched for as plain words, or
// ignored when they hold no letters or digits. A query without any word
// yields an error wrapping storyline.ErrEmptyQuery.
func (db *DB) Search(ctx context.Context, query string, q storyline.ArticleQuery) ([]storyline.ArticleSummary, error) {
	match, err := FTSQuery(query)
	if err != nil {
		return nil, err
	}
	conds, args := filters(q)
	sqlq := `SELECT ` + summaryColumns + `,
    snippet(articles_fts, -1, '«', '»', '…', 16)
FROM articles_fts JOIN articles a ON a.id = articles_fts.rowid
WHERE articles_fts MATCH ?`
	args = append([]any{match}, args...)
	for _, c := range conds {
		sqlq += ` AND ` + c
	}
	sqlq += fmt.Sprintf(` ORDER BY bm25(articles_fts, %g, 1.0), a.id DESC LIMIT ?`, titleWeight)
	args = append(args, limit(q))

	rows, err := db.read.QueryContext(ctx, sqlq, args...)
	if err != nil {
		return nil, fmt.Errorf("sqlite: search %q: %w", query, err)
	}
	defer rows.Close()
	out := []storyline.ArticleSummary{}
	for rows.Next() {
		var snippet sql.NullString
		s, err := scanSummary(rows, &snippet)
		if err != nil {
			return nil, fmt.Errorf("sqlite: search %q: %w", query, err)
		}
		s.Snippet = snippet.String
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: search %q: %w", query, err)
	}
	return out, nil
}

// FTSQuery turns untrusted user text into a safe FTS5 MATCH expression: every
// word becomes a quoted term and the terms are ANDed; the words between a
// pair of double quotes become one quoted phrase. Only letters, digits and
// combining marks reach the expression, so nothing the user types can be
// read as FTS5 syntax. A word made of several runs of letters ("e-mail",
// "O'Brien") becomes a phrase of those runs, as the tokenizer splits it the
// same way. An unbalanced quote is ignored. It returns an error wrapping
// storyline.ErrEmptyQuery when the text holds no letter or digit.
func FTSQuery(query string) (string, error) {
	var terms []string
	for _, tokens := range codec.QueryTerms(query) {
		terms = append(terms, quoteTokens(tokens))
	}
	if len(terms) == 0 {
		return "", fmt.Errorf("sqlite: search %q: %w", query, storyline.ErrEmptyQuery)
	}
	return strings.Join(terms, " AND "), nil
}

// quoteTokens makes one FTS5 string (a term, or a phrase when there are
// several tokens) of tokens, which hold no quote characters.
func quoteTokens(tokens []string) string {
	return `"` + strings.Join(tokens, " ") + `"`
}
