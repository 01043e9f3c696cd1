-- 0006: the analysts' corrections (the audit log, applied over the automatic
-- analysis when it is read) and the changes of stories that alerts report.
-- Both go with their article when it is deleted.

CREATE TABLE corrections (
    id         INTEGER PRIMARY KEY,
    at         TEXT    NOT NULL,
    who        TEXT    NOT NULL,
    kind       TEXT    NOT NULL,
    article_id INTEGER REFERENCES articles (id) ON DELETE CASCADE,
    target_id  INTEGER REFERENCES articles (id) ON DELETE CASCADE,
    body       TEXT    NOT NULL -- JSON storyline.Correction
);

CREATE INDEX corrections_article ON corrections (article_id, id);
CREATE INDEX corrections_target  ON corrections (target_id);
CREATE INDEX corrections_kind    ON corrections (kind, id);

CREATE TABLE story_changes (
    id         INTEGER PRIMARY KEY,
    story_id   INTEGER NOT NULL,
    at         TEXT    NOT NULL,
    kind       TEXT    NOT NULL,
    article_id INTEGER REFERENCES articles (id) ON DELETE CASCADE,
    body       TEXT    NOT NULL -- JSON storyline.StoryChange
);

CREATE INDEX story_changes_story   ON story_changes (story_id, id);
CREATE INDEX story_changes_article ON story_changes (article_id);

-- Deleting an article from the index removes its tokens from the index's
-- own pages too, not only from query results.
INSERT INTO articles_fts (articles_fts, rank) VALUES ('secure-delete', 1);
