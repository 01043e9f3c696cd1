package httpx

import (
	"context"
	"net/url"
	"strconv"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/export"
)

// ExportOptions reads what an export selects from v: the filters, and
// entity or story. The API's exports and the dashboard's views of events
// read them here, so a view's export link returns the rows it shows. An
// entity or story that does not exist is storyline.ErrNotFound.
func ExportOptions(ctx context.Context, st storyline.Store, v url.Values) (export.Options, error) {
	var o export.Options
	p, err := ParseList(v)
	if err != nil {
		return o, err
	}
	if p.Text != "" || p.Query.BeforeID != 0 {
		return o, Badf("exports take the filters, entity and story, not q or before: they stream every article the filters select")
	}
	story, err := OptionalID(v, "story", "want a story ID (see /api/stories)")
	if err != nil {
		return o, err
	}
	o.Query = p.Query
	switch {
	case story != 0 && p.Entity != 0:
		return o, Badf("entity and story cannot be combined: export one or the other")
	case story != 0:
		if _, err := st.Story(ctx, story); err != nil {
			return o, err
		}
		o.List, o.Story = export.StoryArticles(st, story), story
	case p.Entity != 0:
		if _, err := st.Entity(ctx, p.Entity); err != nil {
			return o, err
		}
		id := p.Entity
		o.Entity = id
		o.List = func(ctx context.Context, q storyline.ArticleQuery) ([]storyline.ArticleSummary, error) {
			return st.EntityArticles(ctx, id, q)
		}
	}
	return o, nil
}

// EventCursor reads the before= cursor of a page of events, "LEAD-SEQ":
// the story's lead article and the event's place in it of the last row
// shown (see storyline.EventKey); empty is the first page.
func EventCursor(s string) (storyline.EventKey, error) {
	var c storyline.EventKey
	if s == "" {
		return c, nil
	}
	lead, seq, ok := strings.Cut(s, "-")
	var err error
	if c.Lead, err = strconv.ParseInt(lead, 10, 64); ok && err == nil && c.Lead > 0 {
		if c.Seq, err = strconv.Atoi(seq); err == nil && c.Seq >= 0 {
			return c, nil
		}
	}
	return storyline.EventKey{}, Badf("before=%q: want the cursor of a next link, ARTICLE-EVENT", s)
}

// EventCursorString writes c as EventCursor reads it.
func EventCursorString(c storyline.EventKey) string {
	return strconv.FormatInt(c.Lead, 10) + "-" + strconv.Itoa(c.Seq)
}
