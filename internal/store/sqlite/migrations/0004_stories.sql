-- 0004: stories. Each article belongs to at most one story; the story
-- clusterer's state is kept in kv so assignment resumes where it stopped.

CREATE TABLE stories (
    id      INTEGER PRIMARY KEY,
    title   TEXT    NOT NULL DEFAULT '',
    updated INTEGER NOT NULL DEFAULT 0 -- ID of the last article that joined
);

CREATE INDEX stories_updated ON stories (updated);

CREATE TABLE story_articles (
    article_id INTEGER PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
    story_id   INTEGER NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
    copy       INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX story_articles_story ON story_articles (story_id, article_id);

-- Small named blobs: the story clusterer's state.
CREATE TABLE kv (
    key   TEXT PRIMARY KEY,
    value BLOB NOT NULL
);
