package postgres

import (
	"context"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"golang.org/x/text/unicode/norm"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
)

// MaxIndexedBytes bounds the words of a title or a text that go into the
// search index: a tsvector holds at most 1 MB, and positions stop at
// 16,383 anyway. News articles are far shorter.
const MaxIndexedBytes = 256 << 10

// summaryColumns are the articles columns scanned by scanSummary, for a
// table aliased "a".
const summaryColumns = `a.id, a.title, a.title_derived, a.outlet, a.url, a.input,
    a.published_time, a.published_ns, a.published_source, a.published_confidence, a.published_evidence,
    a.language, a.word_count, a.near_duplicate_of, a.ingested_at, a.ingested_ns`

// scanSummary scans summaryColumns, then extra.
func scanSummary(rows pgx.Rows, extra ...any) (storyline.ArticleSummary, error) {
	var (
		s                storyline.ArticleSummary
		pubTime, ingTime pgtype.Timestamptz
		pubNs, ingNs     int16
		pubSource        string
		nearDup          *int64
	)
	dest := []any{&s.ID, &s.Title, &s.TitleDerived, &s.Outlet, &s.URL, &s.Input,
		&pubTime, &pubNs, &pubSource, &s.Published.Confidence, &s.Published.Evidence,
		&s.Language, &s.Words, &nearDup, &ingTime, &ingNs}
	if err := rows.Scan(append(dest, extra...)...); err != nil {
		return s, err
	}
	decTexts(&s.Title, &s.Outlet, &s.URL, &s.Input, &pubSource, &s.Published.Evidence, &s.Language)
	s.Published.Source = storyline.DateSource(pubSource)
	s.Published.Time = joinTime(pubTime, pubNs)
	s.IngestedAt = joinTime(ingTime, ingNs)
	if nearDup != nil {
		s.NearDuplicateOf = *nearDup
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

// args collects query arguments and hands out their placeholders.
type args []any

func (a *args) add(v any) string {
	*a = append(*a, v)
	return fmt.Sprintf("$%d", len(*a))
}

// filters returns the WHERE conditions (ANDed, on table "a") for q's
// filters and cursor, adding their arguments to as.
func filters(q storyline.ArticleQuery, as *args) []string {
	return append(articleFilters(q, as), eventFilters(q, "a.id", as)...)
}

// articleFilters returns the conditions of q on the columns of articles
// (table "a"): the cursor, outlet, language and publication dates.
func articleFilters(q storyline.ArticleQuery, as *args) []string {
	return articleFiltersOn(q, "a", as)
}

// articleFiltersOn is articleFilters on the articles table aliased t.
func articleFiltersOn(q storyline.ArticleQuery, t string, as *args) []string {
	var conds []string
	if q.BeforeID > 0 {
		conds = append(conds, t+".id < "+as.add(q.BeforeID))
	}
	if q.Outlet != "" {
		conds = append(conds, "lower("+t+".outlet) = lower("+as.add(encText(q.Outlet))+")")
	}
	if q.Language != "" {
		conds = append(conds, t+".language = "+as.add(encText(q.Language)))
	}
	// Times compare to the nanosecond, as (microseconds, nanoseconds).
	if !q.Since.IsZero() {
		ts, ns := splitTime(q.Since)
		conds = append(conds, fmt.Sprintf("(%s.published_time, %s.published_ns) >= (%s::timestamptz, %s::smallint)", t, t, as.add(ts), as.add(ns)))
	}
	if !q.Until.IsZero() {
		ts, ns := splitTime(q.Until)
		conds = append(conds, fmt.Sprintf("(%s.published_time, %s.published_ns) < (%s::timestamptz, %s::smallint)", t, t, as.add(ts), as.add(ns)))
	}
	return conds
}

// eventFilters returns the conditions of q on the article whose ID is in
// the column id, read from other tables than articles: its events' place
// and type, its story's outlets. The story list applies them to its
// members without reading their article rows.
func eventFilters(q storyline.ArticleQuery, id string, as *args) []string {
	var conds []string
	if q.Place != "" {
		p := as.add(strings.ToLower(encText(q.Place)))
		conds = append(conds, fmt.Sprintf("%s IN (SELECT article_id FROM article_events WHERE country = %s OR place = %s OR admin1 = %s)", id, p, p, p))
	}
	if q.EventType != "" {
		t := as.add(strings.ToLower(encText(q.EventType)))
		conds = append(conds, fmt.Sprintf("%s IN (SELECT article_id FROM article_events WHERE event_type = %s OR sub_event_type = %s)", id, t, t))
	}
	if q.MinSources > 1 {
		conds = append(conds, id+" IN (SELECT sa.article_id FROM stories s JOIN story_articles sa ON sa.story_id = s.id WHERE s.outlets >= "+as.add(q.MinSources)+")")
	}
	return conds
}

// Outlets lists the outlets with their counts of articles, most first;
// outlet names that differ only in case are one outlet.
func (db *DB) Outlets(ctx context.Context) ([]storyline.OutletCount, error) {
	rows, err := db.pool.Query(ctx, `SELECT min(outlet), count(*) FROM articles WHERE outlet <> ''
GROUP BY lower(outlet) ORDER BY 2 DESC, 1`)
	if err != nil {
		return nil, fmt.Errorf("postgres: outlets: %w", err)
	}
	defer rows.Close()
	out := []storyline.OutletCount{}
	for rows.Next() {
		var o storyline.OutletCount
		if err := rows.Scan(&o.Outlet, &o.Articles); err != nil {
			return nil, fmt.Errorf("postgres: outlets: %w", err)
		}
		o.Outlet = decText(o.Outlet)
		out = append(out, o)
	}
	return out, rows.Err()
}

// Articles lists articles newest first by ID, filtered and paged by q:
// pass the last ID of a page as q.BeforeID to get the next.
func (db *DB) Articles(ctx context.Context, q storyline.ArticleQuery) ([]storyline.ArticleSummary, error) {
	return db.listArticles(ctx, q, nil)
}

// listArticles lists articles newest first, filtered by q and by the extra
// condition cond builds, when there is one.
func (db *DB) listArticles(ctx context.Context, q storyline.ArticleQuery, cond func(*args) string) ([]storyline.ArticleSummary, error) {
	var as args
	conds := filters(q, &as)
	if cond != nil {
		conds = append(conds, cond(&as))
	}
	query := `SELECT ` + summaryColumns + ` FROM articles a`
	if len(conds) > 0 {
		query += ` WHERE ` + strings.Join(conds, " AND ")
	}
	query += ` ORDER BY a.id DESC LIMIT ` + as.add(limit(q))

	rows, err := db.pool.Query(ctx, query, as...)
	if err != nil {
		return nil, fmt.Errorf("postgres: list articles: %w", err)
	}
	defer rows.Close()
	out := []storyline.ArticleSummary{}
	for rows.Next() {
		s, err := scanSummary(rows)
		if err != nil {
			return nil, fmt.Errorf("postgres: list articles: %w", err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: list articles: %w", err)
	}
	return out, nil
}

// headlineOptions make ts_headline mark matches as the SQLite store's
// snippets do.
const headlineOptions = `StartSel=«, StopSel=», MaxWords=20, MinWords=8, ShortWord=2, MaxFragments=1, FragmentDelimiter=" … "`

// snippetSource bounds the text ts_headline reads for a snippet.
const snippetSource = 64 << 10

// Search finds articles whose title or text match query, best match first
// (ts_rank, a title match counting four times one in the text), filtered by
// q. Each word of query must occur; a "quoted phrase" must occur as a
// phrase. Matching folds case and diacritics. The query is user text and is
// never passed to PostgreSQL as syntax (see TSQuery). A query without any
// word yields an error wrapping storyline.ErrEmptyQuery.
func (db *DB) Search(ctx context.Context, query string, q storyline.ArticleQuery) ([]storyline.ArticleSummary, error) {
	tsq, err := TSQuery(query)
	if err != nil {
		return nil, err
	}
	var as args
	tq := as.add(tsq)
	conds := filters(q, &as)
	sqlq := `WITH q AS (SELECT to_tsquery('storyline_fold', ` + tq + `) AS q),
hits AS (
    SELECT a.id, ts_rank('{0.1, 0.2, 0.25, 1.0}', a.search, q.q, 1) AS rank
    FROM articles a, q
    WHERE a.search @@ q.q`
	for _, c := range conds {
		sqlq += ` AND ` + c
	}
	sqlq += `
    ORDER BY rank DESC, a.id DESC LIMIT ` + as.add(limit(q)) + `
)
SELECT ` + summaryColumns + `,
    ts_headline('storyline_fold', a.title || E'\n\n' || left(a.text, ` + fmt.Sprint(snippetSource) + `), q.q, '` + headlineOptions + `')
FROM hits h JOIN articles a ON a.id = h.id, q
ORDER BY h.rank DESC, h.id DESC`

	rows, err := db.pool.Query(ctx, sqlq, as...)
	if err != nil {
		return nil, fmt.Errorf("postgres: search %q: %w", query, err)
	}
	defer rows.Close()
	out := []storyline.ArticleSummary{}
	for rows.Next() {
		var snippet *string
		s, err := scanSummary(rows, &snippet)
		if err != nil {
			return nil, fmt.Errorf("postgres: search %q: %w", query, err)
		}
		if snippet != nil {
			s.Snippet = decText(*snippet)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: search %q: %w", query, err)
	}
	return out, nil
}

// TSQuery turns untrusted user text into a safe to_tsquery expression for
// the storyline_fold configuration: every word becomes a quoted lexeme and
// the words are ANDed (&); the words between a pair of double quotes become
// a phrase (<->). Only letters, digits and combining marks reach the
// expression, so nothing the user types can be read as tsquery syntax. A
// word made of several runs of letters ("e-mail", "O'Brien") becomes a
// phrase of those runs, as the indexed text is split the same way. An
// unbalanced quote is ignored. It returns an error wrapping
// storyline.ErrEmptyQuery when the text holds no letter or digit.
func TSQuery(query string) (string, error) {
	var terms []string
	for _, tokens := range codec.QueryTerms(query) {
		terms = append(terms, phraseOf(tokens))
	}
	if len(terms) == 0 {
		return "", fmt.Errorf("postgres: search %q: %w", query, storyline.ErrEmptyQuery)
	}
	return strings.Join(terms, " & "), nil
}

// phraseOf makes one tsquery operand of tokens, which hold no quote or
// backslash: a quoted lexeme, or a parenthesized phrase of them.
func phraseOf(tokens []string) string {
	switch len(tokens) {
	case 0:
		return ""
	case 1:
		return "'" + tokens[0] + "'"
	}
	return "('" + strings.Join(tokens, "' <-> '") + "')"
}

// searchText returns the words of s as the index sees them: its runs of
// letters, digits and marks (NFC), one space apart, at most MaxIndexedBytes.
func searchText(s string) string {
	var b strings.Builder
	for _, w := range codec.WordRuns(norm.NFC.String(s)) {
		if b.Len()+1+len(w) > MaxIndexedBytes {
			break
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	return b.String()
}
