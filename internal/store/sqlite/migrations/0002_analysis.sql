-- 0002: the extractors' analysis of each article, as JSON (storyline.Analysis).

ALTER TABLE articles ADD COLUMN analysis TEXT NOT NULL DEFAULT '{}';

CREATE INDEX articles_analyzer_version ON articles (analyzer_version, id);
