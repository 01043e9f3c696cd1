package ui

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// An entity's page shows, besides its stories and articles, when it was
// mentioned (a bar a day or a few days, server-rendered SVG), what the
// person said and the figures they gave, and the people and places named
// with it, read from its latest articles.

const (
	// entityTimelineArticles bounds the articles the timeline counts: the
	// latest, so that a name in every article costs a few pages of rows.
	entityTimelineArticles = 2000
	// entityReadArticles is how many of its latest articles are read in
	// full for its quotes, figures and co-mentioned names.
	entityReadArticles = 30
	// entityNames bounds the people and the places listed as named with it.
	entityNames = 10
	// entityItems bounds the quotes and the figures listed.
	entityItems = 20
)

// entityWords is what an entity says and gives, and who is named with it.
type entityWords struct {
	Timeline *sparkline
	// Counted is the number of articles the timeline counts; Capped is set
	// when it stopped at entityTimelineArticles.
	Counted int
	Capped  bool
	// Read is the number of latest articles the lists below come from.
	Read           int
	Quotes         []entityQuote
	Figures        []entityFigure
	People, Places []coMention
}

type entityQuote struct {
	Text, Href, Outlet string
	Article            int64
}

type entityFigure struct {
	Text, Sentence, Href, Outlet string
	Article                      int64
}

// coMention is a name in the same articles as the entity.
type coMention struct {
	Name, Href string
	Type       storyline.EntityType
	Articles   int
}

// entityDetails reads e's timeline and, from its latest articles, its
// quotes, figures and co-mentioned names.
func (h *Handler) entityDetails(ctx context.Context, e *storyline.EntityRecord) (entityWords, error) {
	var d entityWords
	var dated []storyline.ArticleSummary
	var first, last storyline.ArticleSummary
	q := storyline.ArticleQuery{Limit: 500}
	for d.Counted < entityTimelineArticles {
		page, err := h.st.EntityArticles(ctx, e.ID, q)
		if err != nil {
			return d, err
		}
		for _, a := range page {
			d.Counted++
			if t := a.Published.Time; !t.IsZero() {
				if len(dated) == 0 || t.Before(first.Published.Time) {
					first = a
				}
				if len(dated) == 0 || t.After(last.Published.Time) {
					last = a
				}
				dated = append(dated, a)
			}
		}
		if len(page) < q.Limit {
			break
		}
		q.BeforeID = page[len(page)-1].ID
		d.Capped = d.Counted >= entityTimelineArticles
	}
	if len(dated) > 0 {
		d.Timeline = makeTimeline(first.Published.Time, last.Published.Time, dated, 640, 90)
	}

	latest, err := h.st.EntityArticles(ctx, e.ID, storyline.ArticleQuery{Limit: entityReadArticles})
	if err != nil {
		return d, err
	}
	names := map[string]bool{text.Fold(e.Name): true}
	for _, a := range e.Aliases {
		names[text.Fold(a)] = true
	}
	co := map[string]*coMention{}
	for _, sum := range latest {
		a, err := h.st.Article(ctx, sum.ID)
		if err != nil {
			return d, err
		}
		d.Read++
		self := -1
		seen := map[string]bool{}
		for i, en := range a.Analysis.Entities {
			if en.Type == e.Type && names[text.Fold(en.Canonical)] {
				self = i
				continue
			}
			if en.Credit || en.Type != storyline.PER && en.Place == nil {
				continue
			}
			k := string(en.Type) + ":" + text.Fold(en.Canonical)
			if seen[k] {
				continue
			}
			seen[k] = true
			if co[k] == nil {
				co[k] = &coMention{Name: en.Canonical, Type: en.Type, Href: entityFindHref(en.Type, en.Canonical)}
			}
			co[k].Articles++
		}
		if e.Type != storyline.PER {
			continue
		}
		for i, qu := range a.Analysis.Quotes {
			if len(d.Quotes) < entityItems && (self >= 0 && qu.Entity == self || names[text.Fold(qu.Speaker)]) {
				d.Quotes = append(d.Quotes, entityQuote{Text: quoteText(a, qu), Href: fmt.Sprintf("/articles/%d#q%d", a.ID, i), Outlet: a.Outlet, Article: a.ID})
			}
		}
		for i, f := range a.Analysis.Figures {
			if len(d.Figures) < entityItems && f.Source != "" && givenBy(f.Source, names) {
				d.Figures = append(d.Figures, entityFigure{Text: f.Text, Sentence: sentenceOf(a, f.Sentence), Href: fmt.Sprintf("/articles/%d#f%d", a.ID, i), Outlet: a.Outlet, Article: a.ID})
			}
		}
	}
	for _, c := range co {
		if c.Type == storyline.PER {
			d.People = append(d.People, *c)
		} else {
			d.Places = append(d.Places, *c)
		}
	}
	for _, l := range []*[]coMention{&d.People, &d.Places} {
		sort.Slice(*l, func(i, j int) bool {
			a, b := (*l)[i], (*l)[j]
			return a.Articles > b.Articles || a.Articles == b.Articles && a.Name < b.Name
		})
		*l = (*l)[:min(len(*l), entityNames)]
	}
	return d, nil
}

// givenBy reports whether a figure's source is the entity: one of its
// names, or a source that ends with one ("Health Minister Fahrettin
// Koca").
func givenBy(source string, names map[string]bool) bool {
	s := text.Fold(source)
	if names[s] {
		return true
	}
	for n := range names {
		if len(n) >= 4 && strings.HasSuffix(s, " "+n) {
			return true
		}
	}
	return false
}

// sentenceOf is the words of a sentence span of a, "" when it is out of
// the text.
func sentenceOf(a *storyline.Article, s storyline.Span) string {
	if s.Start < 0 || s.End > len(a.Text) || s.Start >= s.End {
		return ""
	}
	return s.In(a.Text)
}
