package alerts

import (
	"context"
	"errors"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/storyview"
)

// KeepHeadlines writes every story's headline figure into its row as
// Check does, without comparing digests or recording changes: once, for
// a database whose stories were stored before the figures were kept
// (they show none until checked). It reads the stories newest first, a
// page at a time, and returns how many it wrote.
func KeepHeadlines(ctx context.Context, st storyline.Store) (int, error) {
	n := 0
	q := storyline.StoryQuery{Sort: storyline.SortNewest, Limit: 500}
	for {
		page, err := st.Stories(ctx, q)
		if err != nil || len(page) == 0 {
			return n, err
		}
		for _, s := range page {
			v, err := storyview.LoadLatest(ctx, st, s.ID, DefaultArticles)
			if errors.Is(err, storyline.ErrNotFound) {
				continue
			}
			if err != nil {
				return n, err
			}
			if err := st.SetHeadlineFigure(ctx, s.ID, v.Summarize(v.RankFigures()).HeadlineFigure()); err != nil {
				return n, err
			}
			n++
		}
		q.BeforeUpdated = page[len(page)-1].Updated
	}
}
