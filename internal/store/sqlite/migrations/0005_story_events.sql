-- 0005: each story member's count of coded events, summed in story listings.

ALTER TABLE story_articles ADD COLUMN events INTEGER NOT NULL DEFAULT 0;
