-- 0007: each story's headline figure, kept in its row for the story list
-- ("450+ soldiers deserted (3 sources)"): JSON of storyline.HeadlineFigure
-- (text, not jsonb, which refuses the \u0000 an article's words may
-- hold), written by the check that follows every ingest batch and
-- correction (internal/alerts), NULL when the story has none. Stories
-- stored before this migration have none until they are checked again.
ALTER TABLE stories ADD COLUMN headline_figure text;
