-- 0004: the analysts' corrections (the audit log, applied over the automatic
-- analysis when it is read) and the changes of stories that alerts report.
-- Both go with their article when it is deleted.

CREATE TABLE corrections (
    id         bigserial   PRIMARY KEY,
    at         timestamptz NOT NULL,
    who        text        NOT NULL,
    kind       text        NOT NULL,
    article_id bigint      REFERENCES articles (id) ON DELETE CASCADE,
    target_id  bigint      REFERENCES articles (id) ON DELETE CASCADE,
    body       text        NOT NULL -- JSON storyline.Correction
);

CREATE INDEX corrections_article ON corrections (article_id, id);
CREATE INDEX corrections_target  ON corrections (target_id);
CREATE INDEX corrections_kind    ON corrections (kind, id);

CREATE TABLE story_changes (
    id         bigserial   PRIMARY KEY,
    story_id   bigint      NOT NULL,
    at         timestamptz NOT NULL,
    kind       text        NOT NULL,
    article_id bigint      REFERENCES articles (id) ON DELETE CASCADE,
    body       text        NOT NULL -- JSON storyline.StoryChange
);

CREATE INDEX story_changes_story   ON story_changes (story_id, id);
CREATE INDEX story_changes_article ON story_changes (article_id);
