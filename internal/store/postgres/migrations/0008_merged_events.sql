-- 0008: each story's merged events (storyline.EventStore), as SQLite's
-- 0011: one row an event its articles report, with the columns the
-- filters read and the exports' row as JSON (text, not jsonb, which
-- refuses the \u0000 an article's words may hold). Names are kept as
-- given (the map shows them) and indexed in lower case: the filters
-- ignore case.
CREATE TABLE story_events (
    story_id       bigint   NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
    seq            integer  NOT NULL, -- main event first, then by date
    lead           bigint   NOT NULL, -- the story's newest article: the listing order
    article_id     bigint   NOT NULL REFERENCES articles (id) ON DELETE CASCADE, -- the report shown
    event_index    integer  NOT NULL,
    day            text     NOT NULL, -- YYYY-MM-DD, '' when unknown
    event_type     text     NOT NULL,
    sub_event_type text     NOT NULL,
    country        text     NOT NULL, -- ISO 3166-1 alpha-2, '' when unplaced
    place          text     NOT NULL,
    admin1         text     NOT NULL,
    lat            double precision, -- NULL when unplaced
    lon            double precision,
    fatalities     integer  NOT NULL,
    mentions       integer  NOT NULL,
    articles       integer  NOT NULL,
    sources        integer  NOT NULL,
    main           boolean  NOT NULL,
    non_event      boolean  NOT NULL,
    row            text     NOT NULL, -- export.EventRow as JSON
    PRIMARY KEY (story_id, seq)
);

CREATE INDEX story_events_order    ON story_events (lead, seq);
CREATE INDEX story_events_type     ON story_events (lower(event_type), lead);
CREATE INDEX story_events_sub_type ON story_events (lower(sub_event_type), lead);
CREATE INDEX story_events_country  ON story_events (lower(country), lead);
CREATE INDEX story_events_place    ON story_events (lower(place), lead);
CREATE INDEX story_events_admin1   ON story_events (lower(admin1), lead);

CREATE TABLE story_event_reports (
    story_id   bigint  NOT NULL,
    seq        integer NOT NULL,
    article_id bigint  NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
    PRIMARY KEY (story_id, seq, article_id),
    FOREIGN KEY (story_id, seq) REFERENCES story_events (story_id, seq) ON DELETE CASCADE
);

CREATE INDEX story_event_reports_article ON story_event_reports (article_id);

-- A store with no story yet has every story's events from the start; one
-- made before this migration has them once every story is checked again
-- (storyline stories --refresh-figures), which then sets this key.
INSERT INTO kv (key, value) SELECT 'story-events/built', '\x31'::bytea WHERE NOT EXISTS (SELECT 1 FROM stories);
