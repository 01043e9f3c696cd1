package alerts

import (
	"context"
	"errors"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
	"github.com/storyline-news/storyline/internal/storyview"
)

// Refresh writes every story's headline figure and merged events as
// Check does, without comparing digests or recording changes: once, for
// a database whose stories were stored before they were kept (they show
// no figure, and no event on the map, the events page or the exports,
// until checked). It reads the stories newest first, a page at a time,
// then marks the merged events complete (storyline.StoryEventsKey), and
// returns how many stories it wrote.
func Refresh(ctx context.Context, st storyline.Store) (int, error) {
	n := 0
	q := storyline.StoryQuery{Sort: storyline.SortNewest, Limit: 500}
	for {
		page, err := st.Stories(ctx, q)
		if err != nil {
			return n, err
		}
		if len(page) == 0 {
			return n, st.PutState(ctx, storyline.StoryEventsKey, []byte("1"))
		}
		for _, s := range page {
			towns, err := loadTowns(ctx, st, s.ID)
			if err != nil {
				return n, err
			}
			v, err := storyview.LoadLatestWith(ctx, st, s.ID, DefaultArticles, towns.readings())
			if errors.Is(err, storyline.ErrNotFound) {
				continue
			}
			if err != nil {
				return n, err
			}
			// The town readings are kept as a check keeps them, so the
			// next check of the story reads only its new articles.
			if b := towns.encode(); b != nil {
				if err := st.PutState(ctx, townsKey(s.ID), b); err != nil {
					return n, err
				}
			}
			evs, err := export.MergedEventsOf(v)
			if err != nil {
				return n, err
			}
			if err := keep(ctx, st, s.ID, v.Summarize(v.RankFigures()).HeadlineFigure(), evs); err != nil {
				return n, err
			}
			n++
		}
		q.BeforeUpdated = page[len(page)-1].Updated
	}
}

// keep writes what a story's view gives its row and the listings: its
// headline figure and its merged events.
func keep(ctx context.Context, st storyline.Store, id int64, headline *storyline.HeadlineFigure, evs []storyline.MergedEvent) error {
	if err := st.SetHeadlineFigure(ctx, id, headline); err != nil {
		return err
	}
	return st.SetStoryEvents(ctx, id, evs)
}
