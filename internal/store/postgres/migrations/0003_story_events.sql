-- 0003: each story member's count of coded events, summed in story listings.

ALTER TABLE story_articles ADD COLUMN events integer NOT NULL DEFAULT 0;
