package postgres

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
)

// Listing limits, as in the SQLite store.
const (
	DefaultLimit = 50
	MaxLimit     = 1000
)

// splitTime splits t into the microseconds timestamptz keeps (nil for the
// zero time) and the nanoseconds below them.
func splitTime(t time.Time) (any, int16) {
	if t.IsZero() {
		return nil, 0
	}
	t = t.UTC().Round(0)
	return t.Truncate(time.Microsecond), int16(t.Nanosecond() % 1000)
}

// joinTime is the inverse of splitTime, in UTC.
func joinTime(ts pgtype.Timestamptz, ns int16) time.Time {
	if !ts.Valid {
		return time.Time{}
	}
	return ts.Time.Add(time.Duration(ns)).UTC()
}

// bandInts returns band hashes as the bigints with the same bits.
func bandInts(bands []uint64) []int64 {
	out := make([]int64, len(bands))
	for i, b := range bands {
		out[i] = int64(b)
	}
	return out
}

func nullString(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func nullInt(n int64) any {
	if n == 0 {
		return nil
	}
	return n
}

// AddArticle stores a, its raw input and its near-duplicate signature in one
// transaction. When an article with the same ContentHash is stored already
// (by this process or another), nothing is written and the result names it.
// a.ID is set to the stored article's ID; a zero a.IngestedAt is set to the
// current time. An article with an empty ContentHash is never considered a
// duplicate.
func (db *DB) AddArticle(ctx context.Context, a *storyline.Article, raw []byte, sig storyline.Signature) (storyline.AddResult, error) {
	if a == nil {
		return storyline.AddResult{}, errors.New("postgres: add article: nil article")
	}
	return db.add(ctx, a, raw, sig, false)
}

// ImportArticle stores a as AddArticle does, under a.ID: see
// storyline.Store. The ID sequence is moved past a.ID, so that later
// AddArticle calls get IDs above every imported one.
func (db *DB) ImportArticle(ctx context.Context, a *storyline.Article, raw []byte, sig storyline.Signature) (storyline.AddResult, error) {
	if a == nil {
		return storyline.AddResult{}, errors.New("postgres: import article: nil article")
	}
	if a.ID <= 0 {
		return storyline.AddResult{}, fmt.Errorf("postgres: import article: ID %d is not positive", a.ID)
	}
	return db.add(ctx, a, raw, sig, true)
}

// duplicateOf returns the ID of the article stored with content hash h, or
// 0 when there is none.
func duplicateOf(ctx context.Context, q interface {
	QueryRow(context.Context, string, ...any) pgx.Row
}, h string) (int64, error) {
	if h == "" {
		return 0, nil
	}
	var id int64
	err := q.QueryRow(ctx, `SELECT id FROM articles WHERE content_hash = $1`, encText(h)).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	return id, err
}

const insertArticle = `INSERT INTO articles (
    id, input, format, url, canonical_url, outlet, outlet_source, authors,
    title, title_derived,
    published_time, published_ns, published_source, published_confidence, published_evidence,
    language, not_analyzed, summary_only,
    text, raw_text, word_count, paragraphs, captions, credits, removed, alignment, analysis,
    content_hash, raw_hash, near_duplicate_of, near_duplicate_sim,
    ingested_at, ingested_ns, analyzer_version, search
) VALUES (
    coalesce($1, nextval(pg_get_serial_sequence('articles', 'id'))), $2, $3, $4, $5, $6, $7, $8,
    $9, $10,
    $11, $12, $13, $14, $15,
    $16, $17, $18,
    $19, $20, $21, $22, $23, $24, $25, $26, $27,
    $28, $29, $30, $31,
    $32, $33, $34,
    setweight(to_tsvector('storyline_fold', $35), 'A') || setweight(to_tsvector('storyline_fold', $36), 'B')
)
ON CONFLICT (content_hash) DO NOTHING
RETURNING id`

func (db *DB) add(ctx context.Context, a *storyline.Article, raw []byte, sig storyline.Signature, keepID bool) (storyline.AddResult, error) {
	what := "add article"
	var wantID any // NULL: the next value of the ID sequence
	if keepID {
		what = fmt.Sprintf("import article %d", a.ID)
		wantID = a.ID
	}
	if err := ctx.Err(); err != nil {
		return storyline.AddResult{}, fmt.Errorf("postgres: %s: %w", what, err)
	}
	// Everything that can be computed outside the transaction is.
	ingested := a.IngestedAt
	if ingested.IsZero() {
		ingested = time.Now()
	}
	j, err := codec.EncodeJSON(a)
	if err != nil {
		return storyline.AddResult{}, fmt.Errorf("postgres: %s: %w", what, err)
	}
	zraw, err := codec.Gzip(raw)
	if err != nil {
		return storyline.AddResult{}, fmt.Errorf("postgres: %s: compress raw input: %w", what, err)
	}
	rawSum := sha256.Sum256(raw)
	pubTime, pubNs := splitTime(a.Published.Time)
	ingTime, ingNs := splitTime(ingested)
	titleWords, textWords := searchText(a.Title), searchText(a.Text)
	bands := bandInts(sig.Bands)
	eventRows := codec.EventRows(a.Analysis.Events)

	// A duplicate already stored is found without a transaction, and
	// without using up a value of the ID sequence.
	if id, err := duplicateOf(ctx, db.pool, a.ContentHash); err != nil {
		return storyline.AddResult{}, fmt.Errorf("postgres: %s: look up duplicate: %w", what, err)
	} else if id != 0 {
		a.ID = id
		return storyline.AddResult{ID: id, Duplicate: true}, nil
	}

	var res storyline.AddResult
	err = db.inTx(ctx, func(tx pgx.Tx) error {
		res = storyline.AddResult{}
		if keepID {
			// Imports take turns, so that the sequence only moves up.
			if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, $2)`, lockSpace, lockImport); err != nil {
				return err
			}
		}
		var id int64
		err := tx.QueryRow(ctx, insertArticle,
			wantID, encText(a.Input), encText(string(a.Format)), encText(a.URL), encText(a.CanonicalURL), encText(a.Outlet), encText(a.OutletSource), j.Authors,
			encText(a.Title), a.TitleDerived,
			pubTime, pubNs, encText(string(a.Published.Source)), a.Published.Confidence, encText(a.Published.Evidence),
			encText(a.Language), encText(a.NotAnalyzed), a.SummaryOnly,
			encText(a.Text), encText(a.RawText), a.WordCount(), j.Paragraphs, j.Captions, j.Credits, j.Removed, j.Alignment, j.Analysis,
			nullString(encText(a.ContentHash)), encText(a.RawHash), nullInt(a.NearDuplicateOf), a.NearDuplicateSim,
			ingTime, ingNs, encText(a.AnalyzerVersion),
			titleWords, textWords,
		).Scan(&id)
		if errors.Is(err, pgx.ErrNoRows) {
			// Another writer stored the same content meanwhile: ON
			// CONFLICT waited for its commit, so its row is visible now.
			id, err := duplicateOf(ctx, tx, a.ContentHash)
			if err != nil || id == 0 {
				return fmt.Errorf("look up duplicate: %v", err)
			}
			res = storyline.AddResult{ID: id, Duplicate: true}
			return nil
		}
		var pgErr *pgconn.PgError
		if keepID && errors.As(err, &pgErr) && pgErr.Code == "23505" && pgErr.ConstraintName == "articles_pkey" {
			return fmt.Errorf("insert article: ID %d belongs to another article: %w", a.ID, err)
		}
		if err != nil {
			return fmt.Errorf("insert article: %w", err)
		}
		// The rest of the article in one round trip.
		var b pgx.Batch
		if keepID {
			b.Queue(`SELECT setval(pg_get_serial_sequence('articles', 'id'), $1)
WHERE $1 > (SELECT coalesce(max(id), 0) FROM articles WHERE id <> $1)
  AND $1 >= nextval(pg_get_serial_sequence('articles', 'id'))`, id)
		}
		b.Queue(`INSERT INTO raw_inputs (article_id, sha256, size, data) VALUES ($1, $2, $3, $4)`,
			id, hex.EncodeToString(rawSum[:]), len(raw), zraw)
		if len(sig.MinHash) > 0 {
			b.Queue(`INSERT INTO article_minhash (article_id, signature) VALUES ($1, $2)`, id, codec.EncodeUint64s(sig.MinHash))
		}
		if len(bands) > 0 {
			b.Queue(`INSERT INTO article_bands (band, article_id)
SELECT DISTINCT b, $2::bigint FROM unnest($1::bigint[]) AS b`, bands, id)
		}
		if eventRows != "" {
			// The event index (migration 0009), as article_events_of reads
			// it from the analysis: NULs as U+FFFD, names in lower case.
			b.Queue(`INSERT INTO article_events (article_id, event_type, sub_event_type, country, place, admin1)
SELECT $1, lower(e ->> 0), lower(e ->> 1), lower(e ->> 2), lower(e ->> 3), lower(e ->> 4)
FROM json_array_elements(replace($2, '\u0000', '\uFFFD')::json) e`, id, eventRows)
		}
		if err := tx.SendBatch(ctx, &b).Close(); err != nil {
			return fmt.Errorf("insert raw input and signature: %w", err)
		}
		// Last, as it serializes writers until commit.
		if err := linkEntities(ctx, tx, id, a.Analysis.Entities); err != nil {
			return err
		}
		res = storyline.AddResult{ID: id}
		return nil
	})
	if err != nil {
		return storyline.AddResult{}, fmt.Errorf("postgres: %s: %w", what, err)
	}
	a.ID = res.ID
	if !res.Duplicate {
		a.IngestedAt = ingested
	}
	return res, nil
}

// Article returns the stored article with the given ID, or an error wrapping
// storyline.ErrNotFound. Times come back in UTC.
func (db *DB) Article(ctx context.Context, id int64) (*storyline.Article, error) {
	var (
		a                 storyline.Article
		j                 codec.ArticleJSON
		format, pubSource string
		pubTime, ingTime  pgtype.Timestamptz
		pubNs, ingNs      int16
		contentHash       *string
		nearDup           *int64
	)
	err := db.pool.QueryRow(ctx, `SELECT
    id, input, format, url, canonical_url, outlet, outlet_source, authors,
    title, title_derived,
    published_time, published_ns, published_source, published_confidence, published_evidence,
    language, not_analyzed, summary_only,
    text, raw_text, paragraphs, captions, credits, removed, alignment,
    content_hash, raw_hash, near_duplicate_of, near_duplicate_sim,
    ingested_at, ingested_ns, analyzer_version, analysis
FROM articles WHERE id = $1`, id).Scan(
		&a.ID, &a.Input, &format, &a.URL, &a.CanonicalURL, &a.Outlet, &a.OutletSource, &j.Authors,
		&a.Title, &a.TitleDerived,
		&pubTime, &pubNs, &pubSource, &a.Published.Confidence, &a.Published.Evidence,
		&a.Language, &a.NotAnalyzed, &a.SummaryOnly,
		&a.Text, &a.RawText, &j.Paragraphs, &j.Captions, &j.Credits, &j.Removed, &j.Alignment,
		&contentHash, &a.RawHash, &nearDup, &a.NearDuplicateSim,
		&ingTime, &ingNs, &a.AnalyzerVersion, &j.Analysis,
	)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, notFound("article", id)
	}
	if err != nil {
		return nil, fmt.Errorf("postgres: article %d: %w", id, err)
	}
	decTexts(&a.Input, &format, &a.URL, &a.CanonicalURL, &a.Outlet, &a.OutletSource, &a.Title, &pubSource,
		&a.Published.Evidence, &a.Language, &a.NotAnalyzed, &a.Text, &a.RawText, &a.RawHash, &a.AnalyzerVersion)
	a.Format = storyline.Format(format)
	a.Published.Source = storyline.DateSource(pubSource)
	a.Published.Time = joinTime(pubTime, pubNs)
	a.IngestedAt = joinTime(ingTime, ingNs)
	if contentHash != nil {
		a.ContentHash = decText(*contentHash)
	}
	if nearDup != nil {
		a.NearDuplicateOf = *nearDup
	}
	if err := codec.DecodeJSON(&a, j); err != nil {
		return nil, fmt.Errorf("postgres: article %d: %w", id, err)
	}
	return &a, nil
}

// RawInput returns the raw input bytes the article was built from.
func (db *DB) RawInput(ctx context.Context, id int64) ([]byte, error) {
	var (
		z   []byte
		sum string
	)
	err := db.pool.QueryRow(ctx, `SELECT data, sha256 FROM raw_inputs WHERE article_id = $1`, id).Scan(&z, &sum)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, notFound("raw input of article", id)
	}
	if err != nil {
		return nil, fmt.Errorf("postgres: raw input of article %d: %w", id, err)
	}
	raw, err := codec.Gunzip(z)
	if err != nil {
		return nil, fmt.Errorf("postgres: raw input of article %d: decompress: %w", id, err)
	}
	if got := sha256.Sum256(raw); hex.EncodeToString(got[:]) != sum {
		return nil, fmt.Errorf("postgres: raw input of article %d: sha256 mismatch", id)
	}
	return raw, nil
}

// CountArticles returns how many articles are stored.
func (db *DB) CountArticles(ctx context.Context) (int, error) {
	var n int
	if err := db.pool.QueryRow(ctx, `SELECT count(*) FROM articles`).Scan(&n); err != nil {
		return 0, fmt.Errorf("postgres: count articles: %w", err)
	}
	return n, nil
}

// maxCandidates bounds the near-duplicate candidates returned for one
// article.
const maxCandidates = 50

// minSharedBands is how many of n bands a candidate must share: a quarter,
// and at least one.
func minSharedBands(n int) int {
	if n/4 > 1 {
		return n / 4
	}
	return 1
}

// NearDuplicateCandidates returns the stored articles that share at least a
// quarter of sig's LSH bands (and at least one), with their MinHash
// signatures: at most 50, those sharing most first, returned in ID order.
func (db *DB) NearDuplicateCandidates(ctx context.Context, sig storyline.Signature) ([]storyline.Candidate, error) {
	if len(sig.Bands) == 0 {
		return nil, nil
	}
	rows, err := db.pool.Query(ctx, `WITH shared AS (
    SELECT article_id, count(*) AS n FROM article_bands
    WHERE band = ANY($1::bigint[])
    GROUP BY article_id HAVING count(*) >= $2
    ORDER BY n DESC, article_id LIMIT $3
)
SELECT a.id, coalesce(m.signature, ''::bytea), a.near_duplicate_of IS NOT NULL
FROM shared s JOIN articles a ON a.id = s.article_id
LEFT JOIN article_minhash m ON m.article_id = a.id
ORDER BY a.id`, bandInts(sig.Bands), minSharedBands(len(sig.Bands)), maxCandidates)
	if err != nil {
		return nil, fmt.Errorf("postgres: near-duplicate candidates: %w", err)
	}
	defer rows.Close()
	var cs []storyline.Candidate
	for rows.Next() {
		var (
			c storyline.Candidate
			b []byte
		)
		if err := rows.Scan(&c.ID, &b, &c.NearDuplicate); err != nil {
			return nil, fmt.Errorf("postgres: near-duplicate candidates: %w", err)
		}
		if c.MinHash, err = codec.DecodeUint64s(b); err != nil {
			return nil, fmt.Errorf("postgres: near-duplicate candidate %d: %w", c.ID, err)
		}
		cs = append(cs, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("postgres: near-duplicate candidates: %w", err)
	}
	return cs, nil
}

// SetAnalysis replaces the analysis of article id and its analyzer version,
// and relinks its entities, in one transaction.
func (db *DB) SetAnalysis(ctx context.Context, id int64, version string, an storyline.Analysis) error {
	b, err := json.Marshal(an)
	if err != nil {
		return fmt.Errorf("postgres: set analysis of article %d: %w", id, err)
	}
	err = db.inTx(ctx, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE articles SET analysis = $1, analyzer_version = $2 WHERE id = $3`, string(b), encText(version), id)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return notFound("article", id)
		}
		if err := lockEntityLinks(ctx, tx); err != nil {
			return err
		}
		if err := unlinkEntities(ctx, tx, id); err != nil {
			return err
		}
		return linkEntities(ctx, tx, id, an.Entities)
	})
	if err != nil {
		return fmt.Errorf("postgres: set analysis of article %d: %w", id, err)
	}
	return nil
}

// collectIDs reads a column of IDs.
func collectIDs(rows pgx.Rows) ([]int64, error) {
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// StaleArticles lists articles analyzed by another version than version.
func (db *DB) StaleArticles(ctx context.Context, version string, afterID int64, limit int) ([]int64, error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	rows, err := db.pool.Query(ctx, `SELECT id FROM articles WHERE id > $1 AND analyzer_version <> $2 ORDER BY id LIMIT $3`, afterID, encText(version), limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: stale articles: %w", err)
	}
	ids, err := collectIDs(rows)
	if err != nil {
		return nil, fmt.Errorf("postgres: stale articles: %w", err)
	}
	return ids, nil
}

// ArticleIDs returns up to limit article IDs above afterID, ascending.
func (db *DB) ArticleIDs(ctx context.Context, afterID int64, limit int) ([]int64, error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	rows, err := db.pool.Query(ctx, `SELECT id FROM articles WHERE id > $1 ORDER BY id LIMIT $2`, afterID, limit)
	if err != nil {
		return nil, fmt.Errorf("postgres: article IDs: %w", err)
	}
	ids, err := collectIDs(rows)
	if err != nil {
		return nil, fmt.Errorf("postgres: article IDs: %w", err)
	}
	return ids, nil
}

// Signature returns the near-duplicate signature stored with article id.
func (db *DB) Signature(ctx context.Context, id int64) (storyline.Signature, error) {
	var (
		sig   storyline.Signature
		b     []byte
		bands []int64
	)
	err := db.pool.QueryRow(ctx, `SELECT coalesce(m.signature, ''::bytea),
    coalesce((SELECT array_agg(band) FROM article_bands WHERE article_id = a.id), '{}')
FROM articles a LEFT JOIN article_minhash m ON m.article_id = a.id WHERE a.id = $1`, id).Scan(&b, &bands)
	if errors.Is(err, pgx.ErrNoRows) {
		return sig, notFound("signature of article", id)
	}
	if err != nil {
		return sig, fmt.Errorf("postgres: signature of article %d: %w", id, err)
	}
	if sig.MinHash, err = codec.DecodeUint64s(b); err != nil {
		return sig, fmt.Errorf("postgres: signature of article %d: %w", id, err)
	}
	for _, band := range bands {
		sig.Bands = append(sig.Bands, uint64(band))
	}
	return sig, nil
}
