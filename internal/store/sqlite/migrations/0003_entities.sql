-- 0003: entities across articles. The same person, organization or place in
-- different articles is one row of entities; entity_names holds the folded
-- keys it is found by (its name and aliases).

CREATE TABLE entities (
    id       INTEGER PRIMARY KEY,
    type     TEXT NOT NULL,
    name     TEXT NOT NULL,
    aliases  TEXT NOT NULL DEFAULT '[]', -- JSON array of strings
    place    TEXT                        -- JSON storyline.Place, NULL when none
);

-- weak = 1 for a single-word alias ("Maduro" for "Nicolas Maduro"): used to
-- link a single-word name only when exactly one entity has it.
CREATE TABLE entity_names (
    type      TEXT    NOT NULL,
    key       TEXT    NOT NULL,
    entity_id INTEGER NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
    weak      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (type, key, entity_id)
) WITHOUT ROWID;

CREATE INDEX entity_names_entity ON entity_names (entity_id);

CREATE TABLE article_entities (
    article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
    entity_id  INTEGER NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
    mentions   INTEGER NOT NULL,
    PRIMARY KEY (article_id, entity_id)
) WITHOUT ROWID;

CREATE INDEX article_entities_entity ON article_entities (entity_id, article_id);
