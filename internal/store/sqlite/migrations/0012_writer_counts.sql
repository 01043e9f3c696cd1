-- 0012: the writer of new articles writes their article_events rows and
-- their entities' counts itself (see add, linkEntities and
-- wtx.countLinks): the insert triggers parsed the whole analysis JSON of
-- every article, and moved an entity in the two mention indexes once per
-- link instead of once per entity of a batch. The triggers of updates
-- and deletions stay: reanalysis, corrections and deletions keep both
-- through them.
DROP TRIGGER articles_events_insert;
DROP TRIGGER article_entities_count;

-- An analysis without events ("events": null) had a row of empty names:
-- json_each of a JSON null is the null itself. No filter read it;
-- PostgreSQL never wrote it (article_events_of), nor does the writer now.
DROP TRIGGER articles_events_update;
CREATE TRIGGER articles_events_update AFTER UPDATE OF analysis ON articles BEGIN
    DELETE FROM article_events WHERE article_id = new.id;
    INSERT INTO article_events (article_id, event_type, sub_event_type, country, place, admin1)
    SELECT new.id, coalesce(e.value ->> '$.event_type', ''), coalesce(e.value ->> '$.sub_event_type', ''),
           coalesce(e.value ->> '$.place.country', ''), coalesce(e.value ->> '$.place.name', ''),
           coalesce(e.value ->> '$.place.admin1', '')
    FROM json_each(new.analysis, '$.events') e
    WHERE e.type = 'object' AND coalesce(e.value ->> '$.non_event', '') = '';
END;

DELETE FROM article_events WHERE rowid IN (
    SELECT ae.rowid FROM article_events ae JOIN articles a ON a.id = ae.article_id
    WHERE ae.event_type = '' AND json_type(a.analysis, '$.events') IS NOT 'array');
