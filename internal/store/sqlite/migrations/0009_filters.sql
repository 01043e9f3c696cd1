-- 0009: what the filters of the story list, events, map and articles
-- (docs/web.md) read by index: each article's coded events by type and
-- place, outlets ignoring case, and stories by their count of outlets.

-- One row per coded event (non-events left out) of an article's analysis,
-- kept by triggers whenever the analysis is written, so every write path
-- (ingest, reanalysis, copies, corrections) keeps it. Names compare
-- ignoring case, as the filters do.
CREATE TABLE article_events (
    article_id     INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
    event_type     TEXT    NOT NULL COLLATE NOCASE,
    sub_event_type TEXT    NOT NULL COLLATE NOCASE,
    country        TEXT    NOT NULL COLLATE NOCASE, -- ISO 3166-1 alpha-2, '' when unplaced
    place          TEXT    NOT NULL COLLATE NOCASE, -- the gazetteer place's name
    admin1         TEXT    NOT NULL COLLATE NOCASE  -- its region
);

CREATE INDEX article_events_article  ON article_events (article_id);
CREATE INDEX article_events_type     ON article_events (event_type, article_id);
CREATE INDEX article_events_sub_type ON article_events (sub_event_type, article_id);
CREATE INDEX article_events_country  ON article_events (country, article_id);
CREATE INDEX article_events_place    ON article_events (place, article_id);
CREATE INDEX article_events_admin1   ON article_events (admin1, article_id);

CREATE TRIGGER articles_events_insert AFTER INSERT ON articles BEGIN
    INSERT INTO article_events (article_id, event_type, sub_event_type, country, place, admin1)
    SELECT new.id, coalesce(e.value ->> '$.event_type', ''), coalesce(e.value ->> '$.sub_event_type', ''),
           coalesce(e.value ->> '$.place.country', ''), coalesce(e.value ->> '$.place.name', ''),
           coalesce(e.value ->> '$.place.admin1', '')
    FROM json_each(new.analysis, '$.events') e
    WHERE coalesce(e.value ->> '$.non_event', '') = '';
END;

CREATE TRIGGER articles_events_update AFTER UPDATE OF analysis ON articles BEGIN
    DELETE FROM article_events WHERE article_id = new.id;
    INSERT INTO article_events (article_id, event_type, sub_event_type, country, place, admin1)
    SELECT new.id, coalesce(e.value ->> '$.event_type', ''), coalesce(e.value ->> '$.sub_event_type', ''),
           coalesce(e.value ->> '$.place.country', ''), coalesce(e.value ->> '$.place.name', ''),
           coalesce(e.value ->> '$.place.admin1', '')
    FROM json_each(new.analysis, '$.events') e
    WHERE coalesce(e.value ->> '$.non_event', '') = '';
END;

INSERT INTO article_events (article_id, event_type, sub_event_type, country, place, admin1)
SELECT a.id, coalesce(e.value ->> '$.event_type', ''), coalesce(e.value ->> '$.sub_event_type', ''),
       coalesce(e.value ->> '$.place.country', ''), coalesce(e.value ->> '$.place.name', ''),
       coalesce(e.value ->> '$.place.admin1', '')
FROM articles a, json_each(a.analysis, '$.events') e
WHERE coalesce(e.value ->> '$.non_event', '') = '';

-- The outlet filter and the outlet list ignore case: an outlet's articles
-- newest first, and (for the story list) those of a date range.
CREATE INDEX articles_outlet_nocase    ON articles (outlet COLLATE NOCASE, id);
CREATE INDEX articles_outlet_published ON articles (outlet COLLATE NOCASE, published_time);

-- min_sources on the story list, in its order.
CREATE INDEX stories_outlets ON stories (outlets, updated);
