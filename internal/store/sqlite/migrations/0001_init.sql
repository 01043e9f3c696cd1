-- 0001: articles, raw inputs, near-duplicate signatures and full-text search.

CREATE TABLE articles (
    id                   INTEGER PRIMARY KEY,
    input                TEXT    NOT NULL,
    format               TEXT    NOT NULL,
    url                  TEXT    NOT NULL DEFAULT '',
    canonical_url        TEXT    NOT NULL DEFAULT '',
    outlet               TEXT    NOT NULL,
    outlet_source        TEXT    NOT NULL DEFAULT '',
    authors              TEXT    NOT NULL DEFAULT 'null', -- JSON array of strings
    title                TEXT    NOT NULL,
    title_derived        INTEGER NOT NULL DEFAULT 0,
    -- UTC, "2006-01-02T15:04:05.000000000Z" (fixed width, so text order is
    -- time order); NULL when the publication time is unknown (zero).
    published_time       TEXT,
    published_source     TEXT    NOT NULL DEFAULT '',
    published_confidence REAL    NOT NULL DEFAULT 0,
    published_evidence   TEXT    NOT NULL DEFAULT '',
    language             TEXT    NOT NULL DEFAULT '',
    not_analyzed         TEXT    NOT NULL DEFAULT '',
    summary_only         INTEGER NOT NULL DEFAULT 0,
    text                 TEXT    NOT NULL,
    raw_text             TEXT    NOT NULL DEFAULT '',
    word_count           INTEGER NOT NULL DEFAULT 0,
    paragraphs           TEXT    NOT NULL DEFAULT 'null', -- JSON
    captions             TEXT    NOT NULL DEFAULT 'null', -- JSON
    credits              TEXT    NOT NULL DEFAULT 'null', -- JSON
    removed              TEXT    NOT NULL DEFAULT 'null', -- JSON
    alignment            TEXT    NOT NULL DEFAULT 'null', -- JSON
    -- NULL when the article carries no content hash: such articles are never
    -- treated as duplicates of each other.
    content_hash         TEXT    UNIQUE,
    raw_hash             TEXT    NOT NULL DEFAULT '',
    near_duplicate_of    INTEGER, -- NULL when not a near-duplicate
    near_duplicate_sim   REAL    NOT NULL DEFAULT 0,
    ingested_at          TEXT    NOT NULL,
    analyzer_version     TEXT    NOT NULL DEFAULT ''
);

CREATE INDEX articles_outlet    ON articles (outlet, id);
CREATE INDEX articles_language  ON articles (language, id);
CREATE INDEX articles_published ON articles (published_time);
CREATE INDEX articles_raw_hash  ON articles (raw_hash);
CREATE INDEX articles_near_dup  ON articles (near_duplicate_of) WHERE near_duplicate_of IS NOT NULL;

-- The input bytes an article was built from, gzip-compressed.
CREATE TABLE raw_inputs (
    article_id INTEGER PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
    sha256     TEXT    NOT NULL,
    size       INTEGER NOT NULL,
    data       BLOB    NOT NULL
);

-- MinHash signature: little-endian uint64s.
CREATE TABLE article_minhash (
    article_id INTEGER PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
    signature  BLOB    NOT NULL
);

-- LSH band hashes, uint64 stored as the int64 with the same bits. The
-- primary key (band, article_id) is the index on band that
-- NearDuplicateCandidates looks up; article_bands_article serves deletes.
CREATE TABLE article_bands (
    band       INTEGER NOT NULL,
    article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
    PRIMARY KEY (band, article_id)
) WITHOUT ROWID;

CREATE INDEX article_bands_article ON article_bands (article_id);

-- Full-text index over title and text, folding case and diacritics.
-- External content: the text lives in articles; rows are added to the index
-- in the same transaction as the article.
CREATE VIRTUAL TABLE articles_fts USING fts5 (
    title,
    text,
    content = 'articles',
    content_rowid = 'id',
    tokenize = "unicode61 remove_diacritics 2"
);
