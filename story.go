package storyline

import (
	"strconv"
	"strings"
	"time"
)

// Story is a group of articles that report the same real-world event or
// development, built online as articles arrive (see internal/stories).
type Story struct {
	ID int64 `json:"id"`
	// Title is the representative headline: the title of the article most
	// central to the story.
	Title string `json:"title"`
	// Start and End bound the dates the story's articles were published or
	// refer to; zero when unknown.
	Start Date `json:"start,omitempty"`
	End   Date `json:"end,omitempty"`
	// Articles lists the IDs of the articles in the story, copies included,
	// in the order they joined.
	Articles []int64 `json:"articles"`
	// Copies lists the articles that are near-duplicates of another article
	// of the story (syndicated copies): counted once.
	Copies []int64 `json:"copies,omitempty"`
	// KeyEntities are the names the story is about, most salient first.
	KeyEntities []StoryEntity `json:"key_entities,omitempty"`
	// Outlets groups the articles by outlet, largest group first.
	Outlets []StoryOutlet `json:"outlets,omitempty"`
}

// StoryEntity is a person, organization, place or group as a story refers
// to it.
type StoryEntity struct {
	Type EntityType `json:"type"`
	Name string     `json:"name"`
	// Articles counts the story's articles that mention it; Mentions the
	// mentions in all of them.
	Articles int    `json:"articles"`
	Mentions int    `json:"mentions"`
	Place    *Place `json:"place,omitempty"`
}

// StoryOutlet is one outlet's articles in a story.
type StoryOutlet struct {
	Outlet   string  `json:"outlet"`
	Articles []int64 `json:"articles"`
}

// StorySummary is the listing form of a story, computed by the store from
// its members.
type StorySummary struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
	// Articles counts the story's articles; Copies those that are
	// syndicated copies; Outlets the distinct outlets.
	Articles int `json:"articles"`
	Copies   int `json:"copies"`
	Outlets  int `json:"outlets"`
	// Events counts the coded events of its articles (non-events left out).
	Events int `json:"events"`
	// First and Last bound the publication times of its articles; zero when
	// none is known.
	First time.Time `json:"first,omitempty"`
	Last  time.Time `json:"last,omitempty"`
	// Updated is the ID of the last article that joined: listings put the
	// stories that moved last first.
	Updated int64 `json:"updated"`
	// Headline is the story's headline figure as the last check of the
	// story found it (internal/alerts); nil when it has none, or was not
	// checked since its database was migrated.
	Headline *HeadlineFigure `json:"headline_figure,omitempty"`
}

// HeadlineFigure is a story's main reconciled figure in a line, as the
// story list shows it: "450+ soldiers deserted (3 sources)". It is
// written when the story is checked after an ingest or a correction
// (StoryStore.SetHeadlineFigure), so that listings read it from the
// story row.
type HeadlineFigure struct {
	// Label says what is counted ("soldiers deserted"); Value is the
	// value the most outlets state, as a reader writes it ("450+", "≥ 5",
	// "12–99", "126").
	Label string `json:"label"`
	Value string `json:"value"`
	// Low, Best and High are the value's numbers; an open end has
	// LowOpen or HighOpen set and its number is 0.
	Low      float64 `json:"low"`
	LowOpen  bool    `json:"low_open,omitempty"`
	Best     float64 `json:"best"`
	High     float64 `json:"high"`
	HighOpen bool    `json:"high_open,omitempty"`
	// AsOf is the date the value holds at; zero when unknown.
	AsOf Date `json:"as_of,omitempty"`
	// Sources counts the outlets that state the value.
	Sources int `json:"sources"`
}

// Text is the figure in words: "450+ soldiers deserted", "1 person
// killed".
func (f *HeadlineFigure) Text() string {
	return strings.TrimSpace(f.Value + " " + f.Counted())
}

// Counted is the label as it reads after the value: a group's label is
// plural ("people killed"), one person is "person killed".
func (f *HeadlineFigure) Counted() string {
	if f.Value == "1" {
		for plural, one := range singularPeople {
			if rest, ok := strings.CutPrefix(f.Label, plural+" "); ok {
				return one + " " + rest
			}
		}
	}
	return f.Label
}

// singularPeople are the plural words for people a figure group's label
// starts with and their singular: English only, whose participles do not
// agree ("1 persona muerta" would need the Spanish one changed too).
var singularPeople = map[string]string{"people": "person"}

// Detail is what the list writes after Text, in parentheses: the range
// when there is one, and the sources ("14+, 3 sources", "1 source").
func (f *HeadlineFigure) Detail() string {
	d := strconv.Itoa(f.Sources) + " sources"
	if f.Sources == 1 {
		d = "1 source"
	}
	return d
}

// StoryAssignment puts an article in a story.
type StoryAssignment struct {
	ArticleID int64
	StoryID   int64
	Copy      bool   // the article is a syndicated copy of another member
	Title     string // the story's representative title after the assignment
	Events    int    // the article's coded events, counted into the story's
}

// StoryQuery filters and pages story listings. Zero values mean "no filter".
type StoryQuery struct {
	Limit int
	// Sort is the order of the listing; the zero value lists developing
	// stories first.
	Sort StorySort
	// BeforeRank and BeforeUpdated are the paging cursor: the stories
	// after one of that rank (see StorySort.Rank) whose last article had
	// this ID. BeforeRank is unused when sorting by SortNewest.
	BeforeRank    int
	BeforeUpdated int64
	// Entity keeps stories with an article that mentions this entity record.
	Entity int64
	// Text keeps stories with an article matching this full-text query.
	Text string
	// Articles keeps stories with an article its filters select (its
	// Limit and BeforeID are ignored); its MinSources keeps the stories
	// with at least that many outlets.
	Articles ArticleQuery
}

// StorySort is an order of the story list.
type StorySort string

const (
	// SortDeveloping lists first the stories that at least two outlets
	// report independently, then those of several articles of one outlet,
	// then single articles; the ones an article joined last first within
	// each (see StorySort.Rank).
	SortDeveloping StorySort = ""
	// SortNewest lists the stories an article joined last first.
	SortNewest StorySort = "newest"
	// SortSources lists the stories of the most outlets first.
	SortSources StorySort = "sources"
)

// ParseStorySort reads a sort parameter: "developing" (or empty), "newest"
// or "sources".
func ParseStorySort(s string) (StorySort, bool) {
	switch StorySort(s) {
	case SortDeveloping, "developing":
		return SortDeveloping, true
	case SortNewest, SortSources:
		return StorySort(s), true
	}
	return SortDeveloping, false
}

// Cursor is the paging cursor after story s in this order: "RANK-UPDATED"
// (see Rank and StoryQuery.BeforeRank), read back by ParseStoryCursor.
func (o StorySort) Cursor(s StorySummary) string {
	return strconv.Itoa(o.Rank(s)) + "-" + strconv.FormatInt(s.Updated, 10)
}

// ParseStoryCursor reads a story listing's paging cursor: "RANK-UPDATED",
// or an article ID alone, read as rank 0 (the cursor of the newest-first
// order, which ranks all stories alike). ok is false for anything else.
func ParseStoryCursor(s string) (rank int, updated int64, ok bool) {
	r, u, found := strings.Cut(s, "-")
	if !found {
		r, u = "0", s
	}
	rank, rerr := strconv.Atoi(r)
	updated, uerr := strconv.ParseInt(u, 10, 64)
	if rerr != nil || uerr != nil || rank < 0 || updated <= 0 {
		return 0, 0, false
	}
	return rank, updated, true
}

// Rank is a story's place in the order before its last update: the
// higher first. SortNewest ranks all stories alike.
func (o StorySort) Rank(s StorySummary) int {
	switch o {
	case SortDeveloping:
		independent := s.Articles - s.Copies
		switch {
		case s.Outlets >= 2 && independent >= 2:
			return 2
		case independent >= 2:
			return 1
		}
		return 0
	case SortSources:
		return s.Outlets
	}
	return 0
}
