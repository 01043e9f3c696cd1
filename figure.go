package storyline

// FigureKind says what a figure measures. Count, money, percent, weight and
// measure figures are reported amounts; strength is the standing size of a
// force or stock ("the 200,000-plus troops in Venezuela's army"), not an
// event; age and idiom figures are kept only so downstream can see and
// ignore them (see docs/figures.md).
type FigureKind string

// Figure kinds.
const (
	FigureCount    FigureKind = "count"
	FigureMoney    FigureKind = "money"
	FigurePercent  FigureKind = "percent"
	FigureWeight   FigureKind = "weight"
	FigureMeasure  FigureKind = "measure"  // distance, area, volume, power
	FigureStrength FigureKind = "strength" // size of a force or stock, not an event
	FigureDuration FigureKind = "duration" // "24 hours" not already a time expression
	FigureAge      FigureKind = "age"      // "a 23-year-old", "aged 45"
	FigureIdiom    FigureKind = "idiom"    // "a father of two", "one or two things"
)

// Reported reports whether figures of kind k are amounts the story reports
// (counts, money, percents, weights, measures and strengths), as opposed to
// ages, durations and idioms.
func (k FigureKind) Reported() bool {
	switch k {
	case FigureCount, FigureMoney, FigurePercent, FigureWeight, FigureMeasure, FigureStrength:
		return true
	}
	return false
}

// Where a figure's as-of date comes from.
const (
	AsOfWindowEnd  = "window end"  // the end of the time expression tied to it
	AsOfStatedDate = "stated date" // the date it was stated: the article's, or the attribution's
)

// Figure is a count or amount found in an article's clean text: the number
// with its qualifier, what it counts, the action, when, where and who said
// it. Every part carries its span into the text.
type Figure struct {
	// Span and Text cover the whole figure: qualifier, number and unit
	// ("more than 320", "200,000-plus", "10 million percent").
	Span Span   `json:"span"`
	Text string `json:"text"`
	// NumberSpan covers the number alone ("320", "three million").
	NumberSpan Span `json:"number_span"`
	// Low, Best and High bound the value. An open bound (LowOpen or
	// HighOpen) has no limit on that side: "more than 320" is Low 320,
	// HighOpen; "up to 50" is High 50, LowOpen (Low 0).
	Low      float64 `json:"low"`
	Best     float64 `json:"best"`
	High     float64 `json:"high"`
	LowOpen  bool    `json:"low_open,omitempty"`
	HighOpen bool    `json:"high_open,omitempty"`
	// Qualifier is the normalized hedge: "more than", "at least", "nearly",
	// "about", "up to", "fewer than", "as many as", "some", "-plus", …
	Qualifier     string `json:"qualifier,omitempty"`
	QualifierSpan Span   `json:"qualifier_span"`
	// Vague marks quantities without a number ("dozens", "hundreds",
	// "several dozen", "thousands of").
	Vague bool       `json:"vague,omitempty"`
	Kind  FigureKind `json:"kind"`
	// Unit is the unit of a non-count figure: "percent", "USD", "tons", "km".
	Unit string `json:"unit,omitempty"`

	// Counted is the noun phrase counted ("Venezuelan soldiers", "tons of
	// humanitarian aid"), CountedHead its head noun ("soldiers") and
	// Category the normalized class (soldiers, people, money, …).
	// CountedFromContext marks a bare figure ("several dozen have …") whose
	// counted thing was taken from an earlier figure or sentence; its span
	// then points there.
	Counted            string `json:"counted,omitempty"`
	CountedSpan        Span   `json:"counted_span"`
	CountedHead        string `json:"counted_head,omitempty"`
	Category           string `json:"category,omitempty"`
	CountedFromContext bool   `json:"counted_from_context,omitempty"`

	// Action is the verb phrase the figure counts ("have defected", "have
	// been killed", "left Venezuela"); empty for strengths.
	Action     string `json:"action,omitempty"`
	ActionSpan Span   `json:"action_span"`
	// Stock marks a standing size rather than an event (Kind strength).
	Stock bool `json:"stock,omitempty"`

	// TimeIndex indexes the time expressions given to the extractor: the
	// one the figure is tied to, -1 when none. TimeSpan is its span.
	TimeIndex int  `json:"time_index"`
	TimeSpan  Span `json:"time_span"`
	// WindowStart and WindowEnd are the range that time expression covers
	// (zero when unknown or open).
	WindowStart Date `json:"window_start,omitempty"`
	WindowEnd   Date `json:"window_end,omitempty"`
	// AsOf is the date the figure holds at: the end of its window, or the
	// date it was stated (AsOfSource says which).
	AsOf       Date   `json:"as_of,omitempty"`
	AsOfSource string `json:"as_of_source,omitempty"`
	// Stated is the date the attribution gives ("said on Tuesday"), or the
	// article's date; StatedIndex indexes its time expression, -1 if none.
	Stated      Date `json:"stated,omitempty"`
	StatedIndex int  `json:"stated_index"`

	// Place is a capitalized place after in/at/near in the same clause.
	Place     string `json:"place,omitempty"`
	PlaceSpan Span   `json:"place_span"`

	// Source is who reported the figure and Cue the reporting words ("said",
	// "according to"), when the sentence says.
	Source     string `json:"source,omitempty"`
	SourceSpan Span   `json:"source_span"`
	Cue        string `json:"cue,omitempty"`
	CueSpan    Span   `json:"cue_span"`

	// Sentence is the span of the sentence the figure is in.
	Sentence Span `json:"sentence"`

	// Corrected is set when an analyst edited the figure (see Correction).
	Corrected *Corrected `json:"corrected,omitempty"`
}

// PeopleCategory reports a Figure.Category that counts people (soldiers,
// civilians, children, …), not vehicles, buildings, weapons or events.
func PeopleCategory(c string) bool {
	switch c {
	case "soldiers", "police", "fighters", "protesters", "civilians", "people",
		"migrants/refugees", "children", "detainees", "volunteers":
		return true
	}
	return false
}
