package storyline

import (
	"encoding/json"
	"time"
)

// CorrectionKind names what an analyst's correction does.
type CorrectionKind string

// The corrections. Each is stored apart from the automatic analysis, in the
// audit log, and applied over it when an article or a story is read, so
// that reanalysis, new ingests and re-clustering never undo it.
const (
	// FixMergeStories puts the story of Correction.Target into the story
	// of Correction.Article.
	FixMergeStories CorrectionKind = "merge_stories"
	// FixMoveArticle moves Correction.Article into the story of
	// Correction.Target, or into a new story of its own when Target is 0.
	FixMoveArticle CorrectionKind = "move_article"
	// FixReject removes an extracted item (Correction.Item) of an article.
	FixReject CorrectionKind = "reject"
	// FixEditFigure and FixEditEvent change fields of an item
	// (Correction.Edit).
	FixEditFigure CorrectionKind = "edit_figure"
	FixEditEvent  CorrectionKind = "edit_event"
	// FixPinPlace makes a place name (Correction.Name) resolve to
	// Correction.Place in every article.
	FixPinPlace CorrectionKind = "pin_place"
	// FixDeleteArticle records that an article was deleted; the entry
	// keeps only its ID.
	FixDeleteArticle CorrectionKind = "delete_article"
)

// StoryFix reports whether a correction of this kind changes story
// membership (and so must be applied by the story assigner).
func (k CorrectionKind) StoryFix() bool {
	return k == FixMergeStories || k == FixMoveArticle || k == FixDeleteArticle
}

// ItemKind names the kind of an extracted item a correction points at.
type ItemKind string

// The items a correction can point at.
const (
	ItemFigure  ItemKind = "figure"
	ItemEvent   ItemKind = "event"
	ItemQuote   ItemKind = "quote"
	ItemMention ItemKind = "mention"
)

// ItemRef points at one extracted item of an article by its kind and span
// (Figure.Span, Event.TriggerSpan, Quote.Content, Mention.Span): spans are
// offsets into the clean text, which reanalysis never changes, so the
// reference outlives the analysis that produced the item.
type ItemRef struct {
	Kind ItemKind `json:"kind"`
	Span Span     `json:"span"`
	// Text is the item's text when the correction was made, for the log.
	Text string `json:"text,omitempty"`
}

// Correction is one analyst's correction, or a deletion, as the audit log
// keeps it.
type Correction struct {
	ID   int64          `json:"id"`
	At   time.Time      `json:"at"`
	Who  string         `json:"who"`
	Why  string         `json:"why,omitempty"`
	Kind CorrectionKind `json:"kind"`
	// Article is the article corrected; for story corrections, an article
	// of the story meant (an anchor: story IDs may change when stories are
	// rebuilt, the article's membership does not).
	Article int64 `json:"article,omitempty"`
	// Target is, for FixMergeStories, an article of the story merged in;
	// for FixMoveArticle, an article of the destination story (0: a new
	// story).
	Target int64 `json:"target,omitempty"`
	// Story and TargetStory are the story IDs when the correction was made,
	// for the log.
	Story       int64 `json:"story,omitempty"`
	TargetStory int64 `json:"target_story,omitempty"`

	Item *ItemRef `json:"item,omitempty"`
	Edit *Edit    `json:"edit,omitempty"`
	// Name and Place are a pinned place resolution (FixPinPlace).
	Name  string `json:"name,omitempty"`
	Place *Place `json:"place,omitempty"`

	// Unmatched is set when the correction is read over an article whose
	// analysis no longer has the item it points at (never stored).
	Unmatched bool `json:"unmatched,omitempty"`
}

// Edit holds the fields a correction sets; nil fields are left as
// extracted.
type Edit struct {
	// Events.
	EventType    *string `json:"event_type,omitempty"`
	SubEventType *string `json:"sub_event_type,omitempty"`
	Actor1       *string `json:"actor1,omitempty"`
	Actor2       *string `json:"actor2,omitempty"`
	Location     *string `json:"location,omitempty"`
	Place        *Place  `json:"place,omitempty"`
	Date         *Date   `json:"date,omitempty"`
	Fatalities   *int    `json:"fatalities,omitempty"`
	// Figures.
	Low     *float64 `json:"low,omitempty"`
	Best    *float64 `json:"best,omitempty"`
	High    *float64 `json:"high,omitempty"`
	Counted *string  `json:"counted,omitempty"`
	Source  *string  `json:"source,omitempty"`
}

// Corrected marks an item an analyst edited: which corrections apply and
// the original values of the fields they changed (JSON names as keys).
type Corrected struct {
	By       []int64                    `json:"by"`
	Original map[string]json.RawMessage `json:"original"`
}

// CorrectionQuery filters the audit log. Zero values mean "no filter".
type CorrectionQuery struct {
	Article int64
	Kinds   []CorrectionKind
	// Oldest lists oldest first, the entries after AfterID; otherwise the
	// log lists newest first, before BeforeID when it is set.
	Oldest   bool
	AfterID  int64
	BeforeID int64
	Limit    int
}

// StoryChange is one change of a story worth telling its followers: a new
// source, a figure revised, a conflict appearing, a new event type. Alerts
// (the story's Atom feed, webhooks) are made of these.
type StoryChange struct {
	ID    int64     `json:"id"`
	Story int64     `json:"story"`
	At    time.Time `json:"at"`
	Kind  string    `json:"kind"`
	// Summary is one line for people: "Figure revised: killed 4 → 6".
	Summary string `json:"summary"`
	// Article is the article that brought the change, when one did.
	Article int64 `json:"article,omitempty"`
	// Detail holds the kind's own fields (outlet, values, labels…).
	Detail map[string]any `json:"detail,omitempty"`
}

// The kinds of StoryChange.
const (
	ChangeNewSource      = "new_source"
	ChangeFigureRevised  = "figure_revised"
	ChangeNewFigure      = "new_figure"
	ChangeConflict       = "conflict"
	ChangeNewEventType   = "new_event_type"
	ChangeStoryCorrected = "corrected"
	// ChangeMore stands for the changes of one check left out over the
	// cap on changes per story (internal/alerts): "and 12 more changes".
	ChangeMore = "more"
)
