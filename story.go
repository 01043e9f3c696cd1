package storyline

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
