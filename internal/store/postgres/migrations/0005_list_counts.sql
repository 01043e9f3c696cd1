-- 0005: what the story and entity listings print, kept in the listed rows
-- as articles are assigned, moved and deleted, so that a listing reads a
-- page of rows by an index instead of counting every member.

-- A story's members, counted: written with every change of them (see
-- refreshStory), filled here for the stories already stored.
ALTER TABLE stories
    ADD COLUMN articles        integer NOT NULL DEFAULT 0,
    ADD COLUMN copies          integer NOT NULL DEFAULT 0,
    ADD COLUMN outlets         integer NOT NULL DEFAULT 0,
    ADD COLUMN events          integer NOT NULL DEFAULT 0,
    ADD COLUMN first_published timestamptz,
    ADD COLUMN last_published  timestamptz;

UPDATE stories s SET (articles, copies, outlets, events, first_published, last_published) = (
    SELECT count(*), count(*) FILTER (WHERE sa.copy), count(DISTINCT a.outlet), coalesce(sum(sa.events), 0),
           min(a.published_time), max(a.published_time)
    FROM story_articles sa JOIN articles a ON a.id = sa.article_id
    WHERE sa.story_id = s.id);

-- An entity's articles and mentions, kept by a trigger on its links.
ALTER TABLE entities
    ADD COLUMN articles integer NOT NULL DEFAULT 0,
    ADD COLUMN mentions bigint  NOT NULL DEFAULT 0;

UPDATE entities e SET (articles, mentions) = (
    SELECT count(*), coalesce(sum(ae.mentions), 0) FROM article_entities ae WHERE ae.entity_id = e.id);

CREATE FUNCTION count_entity_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE entities SET articles = articles - 1, mentions = mentions - OLD.mentions WHERE id = OLD.entity_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        UPDATE entities SET articles = articles + 1, mentions = mentions + NEW.mentions WHERE id = NEW.entity_id;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER article_entities_count AFTER INSERT OR DELETE OR UPDATE OF entity_id, mentions ON article_entities
    FOR EACH ROW EXECUTE FUNCTION count_entity_links();

-- The entity listing's orders: most mentioned first, of all types or one.
CREATE INDEX entities_mentions      ON entities (mentions DESC, id);
CREATE INDEX entities_type_mentions ON entities (type, mentions DESC, id);
