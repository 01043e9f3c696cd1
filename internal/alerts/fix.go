package alerts

import (
	"context"
	"errors"

	"github.com/storyline-news/storyline"
)

// Corrected records an analyst's correction as a change of each story it
// touched (kind ChangeStoryCorrected, summary as given), then checks those
// stories — a rejected or edited figure may revise a timeline — and hands
// every change to n when it is not nil. Stories that no longer exist are
// skipped.
func Corrected(ctx context.Context, st storyline.Store, stories []int64, summary string, article int64, n Notifier) ([]storyline.StoryChange, error) {
	var marks []storyline.StoryChange
	seen := map[int64]bool{}
	for _, id := range stories {
		if id <= 0 || seen[id] {
			continue
		}
		seen[id] = true
		if _, err := st.Story(ctx, id); errors.Is(err, storyline.ErrNotFound) {
			continue
		} else if err != nil {
			return nil, err
		}
		c := storyline.StoryChange{Story: id, Kind: storyline.ChangeStoryCorrected, Summary: plain(summary, 300)}
		if article > 0 {
			if _, err := st.Article(ctx, article); err == nil {
				c.Article = article
			}
		}
		marks = append(marks, c)
	}
	if err := st.AddStoryChanges(ctx, marks); err != nil {
		return nil, err
	}
	ids := make([]int64, 0, len(seen))
	for id := range seen {
		ids = append(ids, id)
	}
	cs, err := Check(ctx, st, ids)
	all := append(marks, cs...)
	if n != nil && len(all) > 0 {
		err = errors.Join(err, n.Notify(ctx, all))
	}
	return all, err
}
