-- 0009: the writer of new articles writes their article_events rows and
-- their entities' counts itself, in the round trips it makes anyway (see
-- add and linker.write), as SQLite's 0012: the insert triggers parsed the
-- whole analysis JSON of every article and updated an entity once per
-- link. The triggers keep the updates and deletions: reanalysis,
-- corrections and deletions keep both through them.
DROP TRIGGER articles_events ON articles;
CREATE TRIGGER articles_events AFTER UPDATE OF analysis ON articles
    FOR EACH ROW EXECUTE FUNCTION index_article_events();

DROP TRIGGER article_entities_count ON article_entities;
CREATE TRIGGER article_entities_count AFTER DELETE OR UPDATE OF entity_id, mentions ON article_entities
    FOR EACH ROW EXECUTE FUNCTION count_entity_links();
