-- 0008: what the story and entity listings print, kept in the listed rows
-- as articles are assigned, moved and deleted, so that a listing reads a
-- page of rows by an index instead of counting every member; and the
-- number of articles, which the home page prints.

-- A story's members, counted: written with every change of them (see
-- qRefreshStory), filled here for the stories already stored.
ALTER TABLE stories ADD COLUMN articles        INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stories ADD COLUMN copies          INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stories ADD COLUMN outlets         INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stories ADD COLUMN events          INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stories ADD COLUMN first_published TEXT; -- as articles.published_time
ALTER TABLE stories ADD COLUMN last_published  TEXT;

UPDATE stories SET (articles, copies, outlets, events, first_published, last_published) = (
    SELECT count(*), coalesce(sum(sa.copy), 0), count(DISTINCT a.outlet), coalesce(sum(sa.events), 0),
           min(a.published_time), max(a.published_time)
    FROM story_articles sa JOIN articles a ON a.id = sa.article_id
    WHERE sa.story_id = stories.id);

-- An entity's articles and mentions, kept by triggers on its links.
ALTER TABLE entities ADD COLUMN articles INTEGER NOT NULL DEFAULT 0;
ALTER TABLE entities ADD COLUMN mentions INTEGER NOT NULL DEFAULT 0;

UPDATE entities SET (articles, mentions) = (
    SELECT count(*), coalesce(sum(ae.mentions), 0) FROM article_entities ae WHERE ae.entity_id = entities.id);

CREATE TRIGGER article_entities_count AFTER INSERT ON article_entities BEGIN
    UPDATE entities SET articles = articles + 1, mentions = mentions + new.mentions WHERE id = new.entity_id;
END;

CREATE TRIGGER article_entities_uncount AFTER DELETE ON article_entities BEGIN
    UPDATE entities SET articles = articles - 1, mentions = mentions - old.mentions WHERE id = old.entity_id;
END;

CREATE TRIGGER article_entities_recount AFTER UPDATE OF entity_id, mentions ON article_entities BEGIN
    UPDATE entities SET articles = articles - 1, mentions = mentions - old.mentions WHERE id = old.entity_id;
    UPDATE entities SET articles = articles + 1, mentions = mentions + new.mentions WHERE id = new.entity_id;
END;

-- The entity listing's orders: most mentioned first, of all types or one.
CREATE INDEX entities_mentions      ON entities (mentions DESC, id);
CREATE INDEX entities_type_mentions ON entities (type, mentions DESC, id);

-- How many articles are stored, kept by triggers: count(*) reads them all.
CREATE TABLE article_count (n INTEGER NOT NULL);
INSERT INTO article_count (n) SELECT count(*) FROM articles;

CREATE TRIGGER articles_count AFTER INSERT ON articles BEGIN
    UPDATE article_count SET n = n + 1;
END;

CREATE TRIGGER articles_uncount AFTER DELETE ON articles BEGIN
    UPDATE article_count SET n = n - 1;
END;
