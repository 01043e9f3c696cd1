package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
)

// The statements of the write path, prepared once on the writer connection
// when the database opens. Compiling SQL costs more than running these
// small statements: every tx.ExecContext with a query string compiles it
// again, which was a tenth of a full ingest's CPU time.
const (
	qInsertArticle = `INSERT INTO articles (
    id, input, format, url, canonical_url, outlet, outlet_source, authors,
    title, title_derived,
    published_time, published_source, published_confidence, published_evidence,
    language, not_analyzed, summary_only,
    text, raw_text, word_count, paragraphs, captions, credits, removed, alignment,
    content_hash, raw_hash, near_duplicate_of, near_duplicate_sim,
    ingested_at, analyzer_version, analysis
) VALUES (coalesce(?, (SELECT id FROM article_id_high) + 1), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (content_hash) DO NOTHING
RETURNING id`
	qArticleByContentHash = `SELECT id FROM articles WHERE content_hash = ?`
	qInsertFTS            = `INSERT INTO articles_fts (rowid, title, text) VALUES (?, ?, ?)`
	qIndexArticles        = `INSERT INTO articles_fts (rowid, title, text)
SELECT id, title, text FROM articles WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id`
	qInsertRaw     = `INSERT INTO raw_inputs (article_id, sha256, size, data) VALUES (?, ?, ?, ?)`
	qInsertMinHash = `INSERT INTO article_minhash (article_id, signature) VALUES (?, ?)`
	qInsertBands   = `INSERT OR IGNORE INTO article_bands (band, article_id)
SELECT value, ? FROM json_each(?)`

	// Entity linking: see linkEntities.
	qEntityKeys = `SELECT
    (SELECT min(entity_id) FROM entity_names n WHERE n.type = j.value ->> 0 AND n.key = j.value ->> 1 AND n.weak = 0),
    (SELECT min(entity_id) FROM entity_names n WHERE n.type = j.value ->> 0 AND n.key = j.value ->> 1),
    (SELECT max(entity_id) FROM entity_names n WHERE n.type = j.value ->> 0 AND n.key = j.value ->> 1)
FROM json_each(?) j ORDER BY j.key`
	qEntityRecord  = `SELECT name, aliases, place FROM entities WHERE id = ?`
	qEntityNamesOf = `SELECT type, key FROM entity_names WHERE entity_id = ?`
	qEntityRecords = `SELECT e.id, e.name, e.aliases, e.place, n.type, n.key
FROM json_each(?) j JOIN entities e ON e.id = j.value LEFT JOIN entity_names n ON n.entity_id = e.id`
	qInsertEntityRow = `INSERT INTO entities (id, type, name, aliases, place) VALUES (?, ?, ?, ?, ?)`
	qMaxEntityID     = `SELECT coalesce(max(id), 0) FROM entities`
	qInsertEntities  = `INSERT INTO entities (id, type, name, aliases, place)
SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 FROM json_each(?)`
	qUpdateEntity     = `UPDATE entities SET name = ?, aliases = ?, place = ? WHERE id = ?`
	qInsertEntityKeys = `INSERT OR IGNORE INTO entity_names (type, key, entity_id, weak)
SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?)`
	qLinkEntities = `INSERT INTO article_entities (article_id, entity_id, mentions)
SELECT ?, value ->> 0, value ->> 1 FROM json_each(?)`
	// qCountLinks adds [id, articles, mentions] to each entity's counts
	// (see wtx.countLinks).
	qCountLinks = `UPDATE entities SET articles = articles + j.value ->> 1, mentions = mentions + j.value ->> 2
FROM json_each(?) j WHERE entities.id = j.value ->> 0`
	// qInsertArticleEvents writes a new article's article_events rows
	// (migration 0009) from codec.EventRows.
	qInsertArticleEvents = `INSERT INTO article_events (article_id, event_type, sub_event_type, country, place, admin1)
SELECT ?, value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 FROM json_each(?)`
	// The entity cache's staleness (entitycache.go): a count of the
	// entity records deleted through the writer's connection, kept by a
	// trigger of that connection, and data_version, which changes when
	// another connection commits.
	qEntityDeletions = `CREATE TEMP TABLE IF NOT EXISTS entity_deletions (n INTEGER NOT NULL);
INSERT INTO entity_deletions SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM entity_deletions);
CREATE TEMP TRIGGER IF NOT EXISTS entity_deleted AFTER DELETE ON main.entities BEGIN
    UPDATE entity_deletions SET n = n + 1;
END`
	qEntityCacheVersion = `SELECT (SELECT n FROM temp.entity_deletions), data_version FROM pragma_data_version`
	// qEntitiesEmpty tells whether an emptied entity cache is complete
	// (entitycache.go).
	qEntitiesEmpty = `SELECT NOT EXISTS (SELECT 1 FROM entities) AND NOT EXISTS (SELECT 1 FROM entity_names)`

	// Stories.
	qStoryOfForUpdate = `SELECT story_id FROM story_articles WHERE article_id = ?`
	qUpsertStory      = `INSERT INTO stories (id, title, updated) VALUES (?, ?, ?)
ON CONFLICT (id) DO UPDATE SET title = excluded.title, updated = max(stories.updated, excluded.updated)`
	qUpsertStoryArticle = `INSERT INTO story_articles (article_id, story_id, copy, events) VALUES (?, ?, ?, ?)
ON CONFLICT (article_id) DO UPDATE SET story_id = excluded.story_id, copy = excluded.copy, events = excluded.events`
	qDeleteEmptyStory = `DELETE FROM stories WHERE id = ? AND NOT EXISTS (SELECT 1 FROM story_articles WHERE story_id = ?)`
	// qRefreshStory counts a story's members into its row (see migration
	// 0008) after they changed: one story's members, by the
	// story_articles_story index, so the cost is the story's size.
	qRefreshStory = `UPDATE stories SET (articles, copies, outlets, events, first_published, last_published) = (
    SELECT count(*), coalesce(sum(sa.copy), 0), count(DISTINCT a.outlet), coalesce(sum(sa.events), 0),
           min(a.published_time), max(a.published_time)
    FROM story_articles sa JOIN articles a ON a.id = sa.article_id
    WHERE sa.story_id = stories.id)
WHERE id = ?`
	// qCountNewMember adds one article just put in a story (?1 the story,
	// ?2 the article, ?3 its copy flag, ?4 its coded events) to the story
	// row's counts, as qRefreshStory would count them again: that reads
	// every member, so each article cost the size of its story, which
	// grows with the store. The outlet is new unless another member has
	// it; that search stops at the first such member.
	qCountNewMember = `UPDATE stories SET articles = articles + 1, copies = copies + ?3, events = events + ?4,
    outlets = outlets + (NOT EXISTS (SELECT 1 FROM story_articles sa JOIN articles a ON a.id = sa.article_id
        WHERE sa.story_id = ?1 AND sa.article_id <> ?2 AND a.outlet = p.outlet)),
    first_published = CASE WHEN p.t IS NULL OR first_published IS NOT NULL AND first_published <= p.t THEN first_published ELSE p.t END,
    last_published  = CASE WHEN p.t IS NULL OR last_published IS NOT NULL AND last_published >= p.t THEN last_published ELSE p.t END
FROM (SELECT outlet, published_time AS t FROM articles WHERE id = ?2) AS p
WHERE stories.id = ?1`
	// What the alerts check writes per story (see Group).
	qSetHeadlineFigure = `UPDATE stories SET headline_figure = ? WHERE id = ? AND headline_figure IS NOT ?`
	qStoryExists       = `SELECT 1 FROM stories WHERE id = ?`
	qDeleteStoryEvents = `DELETE FROM story_events WHERE story_id = ?`
	qInsertStoryEvent  = `INSERT INTO story_events (story_id, seq, lead, article_id, event_index, day,
    event_type, sub_event_type, country, place, admin1, lat, lon, fatalities, mentions, articles, sources, main, non_event, row)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
	qInsertStoryEventReport = `INSERT OR IGNORE INTO story_event_reports (story_id, seq, article_id) VALUES (?, ?, ?)`
	qInsertStoryChange      = `INSERT INTO story_changes (story_id, at, kind, article_id, body) VALUES (?, ?, ?, ?, ?)`

	qPutState = `INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`

	// Near-duplicate candidates: only articles sharing a good part of the
	// bands are candidates: a true copy (resemblance ≥ 0.9) shares about two
	// thirds of them, while texts that merely share stock phrases share one
	// or two, and listing those would make every insert scan them all.
	qNearDuplicateCandidates = `WITH shared AS (
    SELECT article_id, COUNT(*) AS n FROM article_bands
    WHERE band IN (SELECT value FROM json_each(?))
    GROUP BY article_id HAVING n >= ?
    ORDER BY n DESC, article_id LIMIT ?
)
SELECT a.id, coalesce(m.signature, x''), a.near_duplicate_of IS NOT NULL
FROM shared s JOIN articles a ON a.id = s.article_id
LEFT JOIN article_minhash m ON m.article_id = a.id
ORDER BY a.id`

	// qGetState reads a named blob: the alerts check reads two per story.
	qGetState = `SELECT value FROM kv WHERE key = ?`

	qArticleByRawHash = `SELECT id FROM articles WHERE raw_hash = ? AND raw_hash <> '' ORDER BY id LIMIT 1`

	// qArticle reads one article (DB.Article): the alerts check reads
	// each touched story's newest 400 this way, and compiling the
	// statement each time was an eighth of the read.
	qArticle = `SELECT
    id, input, format, url, canonical_url, outlet, outlet_source, authors,
    title, title_derived,
    published_time, published_source, published_confidence, published_evidence,
    language, not_analyzed, summary_only,
    text, raw_text, paragraphs, captions, credits, removed, alignment,
    content_hash, raw_hash, near_duplicate_of, near_duplicate_sim,
    ingested_at, analyzer_version, analysis
FROM articles WHERE id = ?`
)

// readQueries are prepared on the read pool (each connection compiles them
// once, when it first runs them).
var readQueries = []string{qNearDuplicateCandidates, qArticleByRawHash, qArticle, qGetState, qStory, qStoryArticles}

var writeQueries = []string{
	qInsertArticle, qArticleByContentHash, qInsertFTS, qIndexArticles, qInsertRaw, qInsertMinHash, qInsertBands,
	qEntityKeys, qEntityRecord, qEntityNamesOf, qEntityRecords, qMaxEntityID, qInsertEntities, qInsertEntityRow, qUpdateEntity, qInsertEntityKeys, qLinkEntities, qCountLinks, qInsertArticleEvents, qEntityCacheVersion, qEntitiesEmpty,
	qStoryOfForUpdate, qUpsertStory, qUpsertStoryArticle, qDeleteEmptyStory, qRefreshStory, qPutState,
	qCountNewMember, qSetHeadlineFigure, qStoryExists, qDeleteStoryEvents, qInsertStoryEvent, qInsertStoryEventReport, qInsertStoryChange,
	qGroupSavepoint, qGroupRelease, qGroupRollback,
	qNearDuplicateCandidates,
}

// prepare compiles the write path's statements on the writer connection,
// after creating the connection's own table and trigger the entity cache
// reads. It must run while no transaction holds that one connection.
func (db *DB) prepare(ctx context.Context) error {
	if _, err := db.write.ExecContext(ctx, qEntityDeletions); err != nil {
		return fmt.Errorf("sqlite: prepare: %w", err)
	}
	db.stmts = make(map[string]*sql.Stmt, len(writeQueries))
	for _, q := range writeQueries {
		s, err := db.write.PrepareContext(ctx, q)
		if err != nil {
			db.closeStmts()
			return fmt.Errorf("sqlite: prepare: %w", err)
		}
		db.stmts[q] = s
	}
	return nil
}

// prepareReads prepares readQueries on the read pool.
func (db *DB) prepareReads(ctx context.Context) error {
	db.readStmts = make(map[string]*sql.Stmt, len(readQueries))
	for _, q := range readQueries {
		s, err := db.read.PrepareContext(ctx, q)
		if err != nil {
			return fmt.Errorf("sqlite: prepare: %w", err)
		}
		db.readStmts[q] = s
	}
	return nil
}

// readStmt returns the read pool's statement for one of readQueries.
func (db *DB) readStmt(q string) *sql.Stmt { return db.readStmts[q] }

func (db *DB) closeStmts() {
	for _, s := range db.readStmts {
		s.Close()
	}
	for _, s := range db.stmts {
		s.Close()
	}
	db.stmts, db.readStmts = nil, nil
}

// wtx is a write transaction that runs the prepared statements.
type wtx struct {
	*sql.Tx
	db    *DB
	bound map[string]*sql.Stmt // the statements bound to Tx so far
	// cacheChecked is set once the entity cache was checked against
	// other connections' commits; entitiesChanged once entities were
	// linked, which a rollback must take out of the cache.
	cacheChecked, entitiesChanged bool
	// linked are the counts of the links written and not yet added to
	// their entities' rows, by entity: countLinks adds them, once per
	// entity, before anything reads or unlinks entities and before the
	// commit, so that a batch moves each entity in the mention indexes
	// once rather than once per article.
	linked map[int64]linkCount
}

// linkCount is what an entity's links add to its row: the number of
// articles and their mentions.
type linkCount struct{ articles, mentions int64 }

// countLinks adds the pending link counts to the entity rows.
func (tx *wtx) countLinks(ctx context.Context) error {
	if len(tx.linked) == 0 {
		return nil
	}
	rows := make([][3]int64, 0, len(tx.linked))
	for id, c := range tx.linked {
		rows = append(rows, [3]int64{id, c.articles, c.mentions})
	}
	b, _ := json.Marshal(rows)
	if _, err := tx.ExecContext(ctx, qCountLinks, string(b)); err != nil {
		return fmt.Errorf("count entity links: %w", err)
	}
	clear(tx.linked)
	return nil
}

// rollback rolls the transaction back, and empties the entity cache when
// it holds the transaction's changes.
func (tx *wtx) rollback() error {
	if tx.entitiesChanged {
		tx.db.entities.reset()
	}
	return tx.Tx.Rollback()
}

func (db *DB) newWtx(tx *sql.Tx) *wtx { return &wtx{Tx: tx, db: db} }

// stmt returns the prepared statement for q bound to the transaction, or
// nil for a query that was not prepared.
func (tx *wtx) stmt(ctx context.Context, q string) *sql.Stmt {
	if s := tx.bound[q]; s != nil {
		return s
	}
	s := tx.db.stmts[q]
	if s == nil {
		return nil
	}
	// The statement was prepared on the one writer connection, which the
	// transaction holds: database/sql reuses it without compiling.
	s = tx.Tx.StmtContext(ctx, s)
	if tx.bound == nil {
		tx.bound = map[string]*sql.Stmt{}
	}
	tx.bound[q] = s
	return s
}

func (tx *wtx) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) {
	if s := tx.stmt(ctx, q); s != nil {
		return s.ExecContext(ctx, args...)
	}
	return tx.Tx.ExecContext(ctx, q, args...)
}

func (tx *wtx) QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error) {
	if s := tx.stmt(ctx, q); s != nil {
		return s.QueryContext(ctx, args...)
	}
	return tx.Tx.QueryContext(ctx, q, args...)
}

func (tx *wtx) QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row {
	if s := tx.stmt(ctx, q); s != nil {
		return s.QueryRowContext(ctx, args...)
	}
	return tx.Tx.QueryRowContext(ctx, q, args...)
}
