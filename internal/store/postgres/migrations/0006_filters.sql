-- 0006: what the filters of the story list, events, map and articles
-- (docs/web.md) read by index: each article's coded events by type and
-- place, outlets ignoring case, and stories by their count of outlets.
-- The same schema as SQLite's 0009.

-- One row per coded event (non-events left out) of an article's analysis,
-- kept by a trigger whenever the analysis is written, so every write path
-- (ingest, reanalysis, copies, corrections) keeps it. Names are kept in
-- lower case: the filters ignore case.
CREATE TABLE article_events (
    article_id     bigint NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
    event_type     text   NOT NULL,
    sub_event_type text   NOT NULL,
    country        text   NOT NULL, -- ISO 3166-1 alpha-2, '' when unplaced
    place          text   NOT NULL, -- the gazetteer place's name
    admin1         text   NOT NULL  -- its region
);

CREATE INDEX article_events_article  ON article_events (article_id);
CREATE INDEX article_events_type     ON article_events (event_type, article_id);
CREATE INDEX article_events_sub_type ON article_events (sub_event_type, article_id);
CREATE INDEX article_events_country  ON article_events (country, article_id);
CREATE INDEX article_events_place    ON article_events (place, article_id);
CREATE INDEX article_events_admin1   ON article_events (admin1, article_id);

-- An analysis's coded events as article_events rows. A NUL in the JSON
-- (\u0000, which PostgreSQL text cannot hold) becomes U+FFFD first:
-- reading such a string as text fails. The escape is replaced by an
-- escape, so the JSON stays valid even where a \\ precedes it.
CREATE FUNCTION article_events_of(id bigint, analysis text) RETURNS TABLE (
    article_id bigint, event_type text, sub_event_type text, country text, place text, admin1 text
) LANGUAGE sql IMMUTABLE AS $$
    WITH doc AS (SELECT replace(analysis, '\u0000', '\uFFFD')::json -> 'events' AS events)
    SELECT id, lower(coalesce(e ->> 'event_type', '')), lower(coalesce(e ->> 'sub_event_type', '')),
           lower(coalesce(e -> 'place' ->> 'country', '')), lower(coalesce(e -> 'place' ->> 'name', '')),
           lower(coalesce(e -> 'place' ->> 'admin1', ''))
    FROM doc, json_array_elements(CASE WHEN json_typeof(doc.events) = 'array' THEN doc.events ELSE '[]'::json END) e
    WHERE coalesce(e ->> 'non_event', '') = ''
$$;

CREATE FUNCTION index_article_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' THEN
        DELETE FROM article_events WHERE article_id = NEW.id;
    END IF;
    INSERT INTO article_events SELECT * FROM article_events_of(NEW.id, NEW.analysis);
    RETURN NULL;
END
$$;

CREATE TRIGGER articles_events AFTER INSERT OR UPDATE OF analysis ON articles
    FOR EACH ROW EXECUTE FUNCTION index_article_events();

INSERT INTO article_events SELECT ev.* FROM articles a, article_events_of(a.id, a.analysis) ev;

-- The outlet filter and the outlet list ignore case: an outlet's articles
-- newest first, and (for the story list) those of a date range.
CREATE INDEX articles_outlet_lower     ON articles (lower(outlet), id);
CREATE INDEX articles_outlet_published ON articles (lower(outlet), published_time, published_ns);

-- min_sources on the story list, in its order.
CREATE INDEX stories_outlets ON stories (outlets, updated);
