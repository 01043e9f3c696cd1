-- 0012: the writer of new articles writes their article_events rows and
-- their entities' counts itself (see add, linkEntities and
-- wtx.countLinks): the insert triggers parsed the whole analysis JSON of
-- every article, and moved an entity in the two mention indexes once per
-- link instead of once per entity of a batch. The triggers of updates
-- and deletions stay: reanalysis, corrections and deletions keep both
-- through them.
DROP TRIGGER articles_events_insert;
DROP TRIGGER article_entities_count;
