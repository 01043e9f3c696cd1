-- 0011: each story's merged events (storyline.EventStore): one row an
-- event its articles report, the reports of one event made one, with the
-- columns the filters of the map, the events page and the events exports
-- read, and the exports' row as JSON. Rewritten whenever the story's
-- events are rebuilt (the check after every ingest and correction,
-- internal/alerts); removing a story removes them.
CREATE TABLE story_events (
    story_id       INTEGER NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
    seq            INTEGER NOT NULL, -- main event first, then by date
    lead           INTEGER NOT NULL, -- the story's newest article: the listing order
    article_id     INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE, -- the report shown
    event_index    INTEGER NOT NULL,
    day            TEXT    NOT NULL, -- YYYY-MM-DD, '' when unknown
    event_type     TEXT    NOT NULL COLLATE NOCASE,
    sub_event_type TEXT    NOT NULL COLLATE NOCASE,
    country        TEXT    NOT NULL COLLATE NOCASE, -- ISO 3166-1 alpha-2, '' when unplaced
    place          TEXT    NOT NULL COLLATE NOCASE,
    admin1         TEXT    NOT NULL COLLATE NOCASE,
    lat            REAL,             -- NULL when unplaced
    lon            REAL,
    fatalities     INTEGER NOT NULL,
    mentions       INTEGER NOT NULL,
    articles       INTEGER NOT NULL,
    sources        INTEGER NOT NULL,
    main           INTEGER NOT NULL,
    non_event      INTEGER NOT NULL,
    row            TEXT    NOT NULL, -- export.EventRow as JSON
    PRIMARY KEY (story_id, seq)
);

CREATE INDEX story_events_order    ON story_events (lead, seq);
CREATE INDEX story_events_type     ON story_events (event_type, lead);
CREATE INDEX story_events_sub_type ON story_events (sub_event_type, lead);
CREATE INDEX story_events_country  ON story_events (country, lead);
CREATE INDEX story_events_place    ON story_events (place, lead);
CREATE INDEX story_events_admin1   ON story_events (admin1, lead);

-- The articles that report each merged event: the outlet, language,
-- date and entity filters join them to articles and article_entities.
CREATE TABLE story_event_reports (
    story_id   INTEGER NOT NULL,
    seq        INTEGER NOT NULL,
    article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
    PRIMARY KEY (story_id, seq, article_id),
    FOREIGN KEY (story_id, seq) REFERENCES story_events (story_id, seq) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE INDEX story_event_reports_article ON story_event_reports (article_id);

-- A store with no story yet has every story's events from the start; one
-- made before this migration has them once every story is checked again
-- (storyline stories --refresh-figures), which then sets this key.
INSERT INTO kv (key, value) SELECT 'story-events/built', x'31' WHERE NOT EXISTS (SELECT 1 FROM stories);
