package storyline

import "time"

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
	// BeforeUpdated is the paging cursor: stories whose last article is
	// older than this article ID.
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
