-- 0002: stories. Each article belongs to at most one story; the story
-- clusterer's state is kept in kv so assignment resumes where it stopped.

CREATE TABLE stories (
    id      bigint PRIMARY KEY,
    title   text   NOT NULL DEFAULT '',
    updated bigint NOT NULL DEFAULT 0 -- ID of the last article that joined
);

CREATE INDEX stories_updated ON stories (updated);

CREATE TABLE story_articles (
    article_id bigint  PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
    story_id   bigint  NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
    copy       boolean NOT NULL DEFAULT false
);

CREATE INDEX story_articles_story ON story_articles (story_id, article_id);

CREATE TABLE kv (
    key   text  PRIMARY KEY,
    value bytea NOT NULL
);
