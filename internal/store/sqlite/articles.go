package sqlite

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/store/codec"
)

// Listing limits.
const (
	DefaultLimit = 50
	MaxLimit     = 1000
)

// timeFormat is how times are stored: UTC, fixed width, so that comparing
// the text compares the times.
const timeFormat = "2006-01-02T15:04:05.000000000Z"

func formatTime(t time.Time) string { return t.UTC().Format(timeFormat) }

// nullTime stores the zero time as NULL.
func nullTime(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	return formatTime(t)
}

func parseTime(s sql.NullString) (time.Time, error) {
	if !s.Valid || s.String == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(timeFormat, s.String)
	if err != nil {
		return time.Time{}, fmt.Errorf("stored time %q: %w", s.String, err)
	}
	return t.UTC(), nil
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

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// bandsJSON encodes band hashes as a JSON array of their int64 bit
// patterns, for json_each.
func bandsJSON(bands []uint64) string {
	var sb strings.Builder
	sb.WriteByte('[')
	for i, b := range bands {
		if i > 0 {
			sb.WriteByte(',')
		}
		fmt.Fprintf(&sb, "%d", int64(b))
	}
	sb.WriteByte(']')
	return sb.String()
}

// AddArticle stores a, its raw input and its near-duplicate signature in one
// transaction. When an article with the same ContentHash is stored already,
// nothing is written and the result names it. a.ID is set to the stored
// article's ID; a zero a.IngestedAt is set to the current time. An article
// with an empty ContentHash is never considered a duplicate.
func (db *DB) AddArticle(ctx context.Context, a *storyline.Article, raw []byte, sig storyline.Signature) (storyline.AddResult, error) {
	if a == nil {
		return storyline.AddResult{}, errors.New("sqlite: add article: nil article")
	}
	return db.add(ctx, db, a, raw, nil, sig, false)
}

// AddEncoded is AddArticle for an article whose JSON columns and
// compressed raw input were computed beforehand (codec.Encode of the same
// article and raw input).
func (db *DB) AddEncoded(ctx context.Context, a *storyline.Article, enc *codec.Encoded, sig storyline.Signature) (storyline.AddResult, error) {
	if a == nil || enc == nil {
		return storyline.AddResult{}, errors.New("sqlite: add article: nil article")
	}
	return db.add(ctx, db, a, nil, enc, sig, false)
}

// ImportArticle stores a as AddArticle does, under a.ID: see
// storyline.Store. SQLite gives later articles IDs above the largest one
// stored, so nothing else needs adjusting.
func (db *DB) ImportArticle(ctx context.Context, a *storyline.Article, raw []byte, sig storyline.Signature) (storyline.AddResult, error) {
	if a == nil {
		return storyline.AddResult{}, errors.New("sqlite: import article: nil article")
	}
	if a.ID <= 0 {
		return storyline.AddResult{}, fmt.Errorf("sqlite: import article: ID %d is not positive", a.ID)
	}
	return db.add(ctx, db, a, raw, nil, sig, true)
}

// add stores a through w; under a.ID when keepID is set, else under a new
// ID. enc, when not nil, is codec.Encode(a, raw), and raw is not needed.
func (db *DB) add(ctx context.Context, w txRunner, a *storyline.Article, raw []byte, enc *codec.Encoded, sig storyline.Signature, keepID bool) (storyline.AddResult, error) {
	var wantID any // NULL: the next ID above any ever stored (migration 0007)
	if keepID {
		wantID = a.ID
	}
	if err := ctx.Err(); err != nil {
		return storyline.AddResult{}, fmt.Errorf("sqlite: add article: %w", err)
	}
	repairUTF8(a)
	// Everything that can be computed outside the transaction is, to keep the
	// write lock short.
	ingested := a.IngestedAt
	if ingested.IsZero() {
		ingested = time.Now()
	}
	if enc == nil {
		var err error
		if enc, err = codec.Encode(a, raw); err != nil {
			return storyline.AddResult{}, fmt.Errorf("sqlite: add article: %w", err)
		}
	}
	j := enc.JSON

	res, err := w.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
		var id int64
		err := tx.QueryRowContext(ctx, qInsertArticle,
			wantID, a.Input, string(a.Format), a.URL, a.CanonicalURL, a.Outlet, a.OutletSource, j.Authors,
			a.Title, boolInt(a.TitleDerived),
			nullTime(a.Published.Time), string(a.Published.Source), a.Published.Confidence, a.Published.Evidence,
			a.Language, a.NotAnalyzed, boolInt(a.SummaryOnly),
			a.Text, a.RawText, a.WordCount(), j.Paragraphs, j.Captions, j.Credits, j.Removed, j.Alignment,
			nullString(a.ContentHash), a.RawHash, nullInt(a.NearDuplicateOf), a.NearDuplicateSim,
			formatTime(ingested), a.AnalyzerVersion, j.Analysis,
		).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			// Same content stored already: write nothing.
			if err := tx.QueryRowContext(ctx, qArticleByContentHash, a.ContentHash).Scan(&id); err != nil {
				return storyline.AddResult{}, fmt.Errorf("look up duplicate: %w", err)
			}
			return storyline.AddResult{ID: id, Duplicate: true}, nil
		}
		if err != nil && keepID && strings.Contains(err.Error(), "articles.id") {
			return storyline.AddResult{}, fmt.Errorf("insert article: ID %d belongs to another article: %w", a.ID, err)
		}
		if err != nil {
			return storyline.AddResult{}, fmt.Errorf("insert article: %w", err)
		}
		if b, ok := w.(*batch); ok {
			b.unindexed = append(b.unindexed, id) // indexed at the commit
		} else if _, err := tx.ExecContext(ctx, qInsertFTS,
			id, a.Title, a.Text); err != nil {
			return storyline.AddResult{}, fmt.Errorf("index article: %w", err)
		}
		if _, err := tx.ExecContext(ctx, qInsertRaw,
			id, enc.RawSHA256, enc.RawSize, enc.Zraw); err != nil {
			return storyline.AddResult{}, fmt.Errorf("insert raw input: %w", err)
		}
		if len(sig.MinHash) > 0 {
			if _, err := tx.ExecContext(ctx, qInsertMinHash,
				id, codec.EncodeUint64s(sig.MinHash)); err != nil {
				return storyline.AddResult{}, fmt.Errorf("insert signature: %w", err)
			}
		}
		if enc.EventRows != "" {
			if _, err := tx.ExecContext(ctx, qInsertArticleEvents, id, enc.EventRows); err != nil {
				return storyline.AddResult{}, fmt.Errorf("index events: %w", err)
			}
		}
		if err := linkEntities(ctx, tx, id, a.Analysis.Entities, enc.Names); err != nil {
			return storyline.AddResult{}, err
		}
		if len(sig.Bands) > 0 {
			if _, err := tx.ExecContext(ctx, qInsertBands, id, bandsJSON(sig.Bands)); err != nil {
				return storyline.AddResult{}, fmt.Errorf("insert bands: %w", err)
			}
		}
		return storyline.AddResult{ID: id}, nil
	})
	if err != nil {
		return storyline.AddResult{}, fmt.Errorf("sqlite: add article: %w", err)
	}
	a.ID = res.ID
	if !res.Duplicate {
		a.IngestedAt = ingested
	}
	return res, nil
}

// repairUTF8 replaces invalid UTF-8 in a's names and metadata with U+FFFD:
// SQLite would keep the bytes, but every string stored must be valid UTF-8
// so that a copy to PostgreSQL (and JSON, and a terminal) takes it. The
// text keeps its bytes: spans are offsets into it, and the pipeline only
// makes valid text.
func repairUTF8(a *storyline.Article) {
	for _, s := range []*string{&a.Input, &a.URL, &a.CanonicalURL, &a.Outlet, &a.OutletSource, &a.Title, &a.Published.Evidence, &a.Language} {
		*s = strings.ToValidUTF8(*s, "\uFFFD")
	}
}

// txRunner runs a write: in a transaction of its own (DB), or in a batch's.
type txRunner interface {
	runTx(ctx context.Context, fn func(*wtx) (storyline.AddResult, error)) (storyline.AddResult, error)
}

// runTx runs fn in a write transaction of its own and commits it, or rolls
// it back when fn or the commit fails; in a Group, in a savepoint of the
// group's transaction.
func (db *DB) runTx(ctx context.Context, fn func(*wtx) (storyline.AddResult, error)) (storyline.AddResult, error) {
	if g := db.groupOf(ctx); g != nil {
		return g.runTx(ctx, fn)
	}
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return storyline.AddResult{}, fmt.Errorf("begin: %w", err)
	}
	wt := db.newWtx(tx)
	res, err := fn(wt)
	if err == nil {
		err = wt.countLinks(ctx)
	}
	if err != nil {
		wt.rollback()
		return storyline.AddResult{}, err
	}
	if err := tx.Commit(); err != nil {
		wt.rollback()
		return storyline.AddResult{}, fmt.Errorf("commit: %w", err)
	}
	return res, nil
}

// addTx is runTx for code that runs its own SQL on the transaction.
func (db *DB) addTx(ctx context.Context, fn func(*sql.Tx) (storyline.AddResult, error)) (storyline.AddResult, error) {
	return db.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) { return fn(tx.Tx) })
}

// notFound wraps storyline.ErrNotFound.
func notFound(what string, id int64) error {
	return fmt.Errorf("sqlite: %s %d: %w", what, id, storyline.ErrNotFound)
}

// Article returns the stored article with the given ID, or an error wrapping
// storyline.ErrNotFound. Times come back in UTC.
func (db *DB) Article(ctx context.Context, id int64) (*storyline.Article, error) {
	var (
		a                                storyline.Article
		j                                codec.ArticleJSON
		format, pubSource                string
		titleDerived, summaryOnly        int
		pubTime, contentHash, ingestedAt sql.NullString
		nearDup                          sql.NullInt64
	)
	err := db.readStmt(qArticle).QueryRowContext(ctx, id).Scan(
		&a.ID, &a.Input, &format, &a.URL, &a.CanonicalURL, &a.Outlet, &a.OutletSource, &j.Authors,
		&a.Title, &titleDerived,
		&pubTime, &pubSource, &a.Published.Confidence, &a.Published.Evidence,
		&a.Language, &a.NotAnalyzed, &summaryOnly,
		&a.Text, &a.RawText, &j.Paragraphs, &j.Captions, &j.Credits, &j.Removed, &j.Alignment,
		&contentHash, &a.RawHash, &nearDup, &a.NearDuplicateSim,
		&ingestedAt, &a.AnalyzerVersion, &j.Analysis,
	)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound("article", id)
	}
	if err != nil {
		return nil, fmt.Errorf("sqlite: article %d: %w", id, err)
	}
	a.Format = storyline.Format(format)
	a.Published.Source = storyline.DateSource(pubSource)
	a.TitleDerived = titleDerived != 0
	a.SummaryOnly = summaryOnly != 0
	a.ContentHash = contentHash.String
	a.NearDuplicateOf = nearDup.Int64
	if a.Published.Time, err = parseTime(pubTime); err != nil {
		return nil, fmt.Errorf("sqlite: article %d: %w", id, err)
	}
	if a.IngestedAt, err = parseTime(ingestedAt); err != nil {
		return nil, fmt.Errorf("sqlite: article %d: %w", id, err)
	}
	if err := codec.DecodeJSON(&a, j); err != nil {
		return nil, fmt.Errorf("sqlite: article %d: %w", id, err)
	}
	return &a, nil
}

// RawInput returns the raw input bytes the article was built from.
func (db *DB) RawInput(ctx context.Context, id int64) ([]byte, error) {
	var (
		z   []byte
		sum string
	)
	err := db.read.QueryRowContext(ctx, `SELECT data, sha256 FROM raw_inputs WHERE article_id = ?`, id).Scan(&z, &sum)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, notFound("raw input of article", id)
	}
	if err != nil {
		return nil, fmt.Errorf("sqlite: raw input of article %d: %w", id, err)
	}
	raw, err := codec.Gunzip(z)
	if err != nil {
		return nil, fmt.Errorf("sqlite: raw input of article %d: decompress: %w", id, err)
	}
	if got := sha256.Sum256(raw); hex.EncodeToString(got[:]) != sum {
		return nil, fmt.Errorf("sqlite: raw input of article %d: sha256 mismatch", id)
	}
	return raw, nil
}

// CountArticles returns how many articles are stored.
func (db *DB) CountArticles(ctx context.Context) (int, error) {
	var n int
	if err := db.read.QueryRowContext(ctx, `SELECT n FROM article_count`).Scan(&n); err != nil {
		return 0, fmt.Errorf("sqlite: count articles: %w", err)
	}
	return n, nil
}

// NearDuplicateCandidates returns the stored articles that share at least
// one LSH band with sig, with their MinHash signatures, in ID order.
func (db *DB) NearDuplicateCandidates(ctx context.Context, sig storyline.Signature) ([]storyline.Candidate, error) {
	if len(sig.Bands) == 0 {
		return nil, nil
	}
	return nearDuplicateCandidates(ctx, db.readStmt(qNearDuplicateCandidates), sig)
}

// nearDuplicateCandidates runs qNearDuplicateCandidates through q: the
// read pool's statement, or a batch's, which sees what it wrote.
func nearDuplicateCandidates(ctx context.Context, q interface {
	QueryContext(ctx context.Context, args ...any) (*sql.Rows, error)
}, sig storyline.Signature) ([]storyline.Candidate, error) {
	rows, err := q.QueryContext(ctx, bandsJSON(sig.Bands), minSharedBands(len(sig.Bands)), maxCandidates)
	if err != nil {
		return nil, fmt.Errorf("sqlite: near-duplicate candidates: %w", err)
	}
	defer rows.Close()
	var cs []storyline.Candidate
	for rows.Next() {
		var (
			c   storyline.Candidate
			b   []byte
			dup int
		)
		if err := rows.Scan(&c.ID, &b, &dup); err != nil {
			return nil, fmt.Errorf("sqlite: near-duplicate candidates: %w", err)
		}
		if c.MinHash, err = codec.DecodeUint64s(b); err != nil {
			return nil, fmt.Errorf("sqlite: near-duplicate candidate %d: %w", c.ID, err)
		}
		c.NearDuplicate = dup != 0
		cs = append(cs, c)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: near-duplicate candidates: %w", err)
	}
	return cs, nil
}

// SetAnalysis replaces the analysis of article id and its analyzer version.
func (db *DB) SetAnalysis(ctx context.Context, id int64, version string, an storyline.Analysis) error {
	return db.setAnalysis(ctx, db, id, version, an)
}

func (db *DB) setAnalysis(ctx context.Context, w txRunner, id int64, version string, an storyline.Analysis) error {
	b, err := json.Marshal(an)
	if err != nil {
		return fmt.Errorf("sqlite: set analysis of article %d: %w", id, err)
	}
	_, err = w.runTx(ctx, func(tx *wtx) (storyline.AddResult, error) {
		res, err := tx.ExecContext(ctx, `UPDATE articles SET analysis = ?, analyzer_version = ? WHERE id = ?`, string(b), version, id)
		if err != nil {
			return storyline.AddResult{}, err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return storyline.AddResult{}, notFound("article", id)
		}
		// The batch's links counted first: unlinking subtracts from the
		// entity rows, and may delete entities whose IDs linking reuses.
		if err := tx.countLinks(ctx); err != nil {
			return storyline.AddResult{}, err
		}
		if err := unlinkEntities(ctx, tx, id); err != nil {
			return storyline.AddResult{}, err
		}
		// Entities may have been deleted since the transaction checked
		// the entity cache (a batch's).
		tx.db.entities.reset()
		return storyline.AddResult{}, linkEntities(ctx, tx, id, an.Entities, nil)
	})
	if err != nil {
		return fmt.Errorf("sqlite: set analysis of article %d: %w", id, err)
	}
	return nil
}

// StaleArticles lists articles analyzed by another version than version.
func (db *DB) StaleArticles(ctx context.Context, version string, afterID int64, limit int) ([]int64, error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	rows, err := db.read.QueryContext(ctx, `SELECT id FROM articles WHERE id > ? AND analyzer_version <> ? ORDER BY id LIMIT ?`, afterID, version, limit)
	if err != nil {
		return nil, fmt.Errorf("sqlite: stale articles: %w", err)
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("sqlite: stale articles: %w", err)
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
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

// ArticleIDs returns up to limit article IDs above afterID, ascending.
func (db *DB) ArticleIDs(ctx context.Context, afterID int64, limit int) ([]int64, error) {
	if limit <= 0 {
		limit = DefaultLimit
	}
	rows, err := db.read.QueryContext(ctx, `SELECT id FROM articles WHERE id > ? ORDER BY id LIMIT ?`, afterID, limit)
	if err != nil {
		return nil, fmt.Errorf("sqlite: article IDs: %w", err)
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("sqlite: article IDs: %w", err)
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// Signature returns the near-duplicate signature stored with article id.
func (db *DB) Signature(ctx context.Context, id int64) (storyline.Signature, error) {
	var (
		sig storyline.Signature
		b   []byte
	)
	err := db.read.QueryRowContext(ctx, `SELECT coalesce(m.signature, x'') FROM articles a
LEFT JOIN article_minhash m ON m.article_id = a.id WHERE a.id = ?`, id).Scan(&b)
	if errors.Is(err, sql.ErrNoRows) {
		return sig, notFound("signature of article", id)
	}
	if err != nil {
		return sig, fmt.Errorf("sqlite: signature of article %d: %w", id, err)
	}
	if sig.MinHash, err = codec.DecodeUint64s(b); err != nil {
		return sig, fmt.Errorf("sqlite: signature of article %d: %w", id, err)
	}
	rows, err := db.read.QueryContext(ctx, `SELECT band FROM article_bands WHERE article_id = ?`, id)
	if err != nil {
		return sig, fmt.Errorf("sqlite: signature of article %d: %w", id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var band int64
		if err := rows.Scan(&band); err != nil {
			return sig, fmt.Errorf("sqlite: signature of article %d: %w", id, err)
		}
		sig.Bands = append(sig.Bands, uint64(band))
	}
	return sig, rows.Err()
}
