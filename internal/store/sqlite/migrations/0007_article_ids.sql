-- 0007: article IDs are never reused. An INTEGER PRIMARY KEY takes the
-- largest ID plus one, so deleting the newest article gave its ID to the
-- next one: the audit log then named two articles by one ID and links to
-- /articles/ID opened another article. article_id_high keeps the highest ID
-- ever stored; new articles are numbered above it (see qInsertArticle).
-- Rebuilding articles with AUTOINCREMENT would need foreign keys off,
-- which a migration's transaction cannot do.

CREATE TABLE article_id_high (
    id INTEGER NOT NULL
);

-- The highest ID stored, or deleted and logged as such.
INSERT INTO article_id_high (id) SELECT max(
    coalesce((SELECT max(id) FROM articles), 0),
    coalesce((SELECT max(body ->> '$.article') FROM corrections WHERE kind = 'delete_article'), 0)
);

CREATE TRIGGER articles_id_high AFTER INSERT ON articles
WHEN NEW.id > (SELECT id FROM article_id_high)
BEGIN
    UPDATE article_id_high SET id = NEW.id;
END;
