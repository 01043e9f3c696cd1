package httpx

import (
	"context"
	"strconv"

	"github.com/storyline-news/storyline"
)

// ArticlePage is a page of article summaries and the cursor of the next.
type ArticlePage struct {
	Articles []storyline.ArticleSummary `json:"articles"`
	// Next is the before= cursor of the next page; empty on the last page.
	Next string `json:"next,omitempty"`
}

// ListArticles runs p: a search when p.Text is set (best match first, paged
// by rank), an entity's articles when p.Entity is set, else the listing,
// newest first, paged by ID.
func ListArticles(ctx context.Context, st storyline.Store, p ListParams) (ArticlePage, error) {
	var page ArticlePage
	if p.Text != "" {
		q := p.Query
		q.Limit = min(p.RankSkip+p.Limit+1, MaxRanked)
		list, err := st.Search(ctx, p.Text, q)
		if err != nil {
			return page, err
		}
		if p.RankSkip < len(list) {
			list = list[p.RankSkip:]
		} else {
			list = nil
		}
		if len(list) > p.Limit && p.RankSkip+p.Limit < MaxRanked {
			list = list[:p.Limit]
			page.Next = "r" + strconv.Itoa(p.RankSkip+p.Limit)
		} else if len(list) > p.Limit {
			list = list[:p.Limit]
		}
		page.Articles = list
	} else {
		q := p.Query
		q.Limit = p.Limit + 1
		var (
			list []storyline.ArticleSummary
			err  error
		)
		if p.Entity != 0 {
			if _, err = st.Entity(ctx, p.Entity); err != nil {
				return page, err
			}
			list, err = st.EntityArticles(ctx, p.Entity, q)
		} else {
			list, err = st.Articles(ctx, q)
		}
		if err != nil {
			return page, err
		}
		if len(list) > p.Limit {
			list = list[:p.Limit]
			page.Next = strconv.FormatInt(list[len(list)-1].ID, 10)
		}
		page.Articles = list
	}
	if page.Articles == nil {
		page.Articles = []storyline.ArticleSummary{}
	}
	return page, nil
}

// StoryPage is a page of stories and the cursor of the next.
type StoryPage struct {
	Stories []storyline.StorySummary `json:"stories"`
	// Next is the before= cursor of the next page: the rank in the
	// listing's order and the Updated of the last story shown
	// ("2-8123"); empty on the last page.
	Next string `json:"next,omitempty"`
}

// ListStories runs p: the stories in the order p asks (developing ones
// first by default), filtered by text or entity.
func ListStories(ctx context.Context, st storyline.Store, p StoryParams) (StoryPage, error) {
	var page StoryPage
	if p.Query.Entity != 0 {
		if _, err := st.Entity(ctx, p.Query.Entity); err != nil {
			return page, err
		}
	}
	q := p.Query
	q.Limit = p.Limit + 1
	list, err := st.Stories(ctx, q)
	if err != nil {
		return page, err
	}
	if len(list) > p.Limit {
		list = list[:p.Limit]
		page.Next = q.Sort.Cursor(list[len(list)-1])
	}
	if list == nil {
		list = []storyline.StorySummary{}
	}
	page.Stories = list
	return page, nil
}
