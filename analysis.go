package storyline

// Analysis holds the facts the extractors found in an article's clean text.
// It is empty for articles in languages the extractors do not handle. Every
// item carries a Span into Article.Text, but TitleTimeExprs, into the
// title.
type Analysis struct {
	TimeExprs []TimeExpr `json:"time_exprs"`
	// TitleTimeExprs are the time expressions of Article.Title, their
	// spans into the title: the day a headline names ("… in Thursday
	// night shooting") dates a report whose text names none.
	TitleTimeExprs []TimeExpr `json:"title_time_exprs,omitempty"`
	// OutletHome is the town and division the page title's outlet part
	// names as the outlet's home ("Huntsville, AL" of "… - WAFF-TV: News,
	// Weather and Sports for Huntsville, AL"), cut from Article.Title: a
	// local outlet's reports are of its own state.
	OutletHome string    `json:"outlet_home,omitempty"`
	Mentions   []Mention `json:"mentions"`
	Entities   []Entity  `json:"entities"`
	// Figures index TimeExprs through TimeIndex and StatedIndex.
	Figures []Figure `json:"figures"`
	// Quotes index Entities through Entity, and each other through
	// ReportedBy.
	Quotes []Quote `json:"quotes"`
	// Events are coded per sentence in ACLED's taxonomy; see Event.
	Events []Event `json:"events"`
}
