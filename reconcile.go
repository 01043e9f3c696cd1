package storyline

// Figure reconciliation: the figures of one story's articles that count the
// same thing, side by side on a timeline, with a verdict on how they relate
// and a low / best / high summary (see internal/reconcile and
// docs/reconcile.md).

// FigureRelation labels how the figures of a group relate.
type FigureRelation string

// The relations between the figures of a group.
const (
	// RelationRising: a cumulative count told at later as-of dates with
	// higher values (a revision upwards).
	RelationRising FigureRelation = "rising"
	// RelationFalling: the same source (or outlet) tells a lower value at a
	// later as-of date (a revision downwards).
	RelationFalling FigureRelation = "falling"
	// RelationConsistent: the ranges overlap at the same as-of date, or the
	// value holds across dates.
	RelationConsistent FigureRelation = "consistent"
	// RelationConflicting: the same as-of date with ranges that cannot both
	// be true.
	RelationConflicting FigureRelation = "conflicting"
	// RelationUnclear: the data cannot tell a revision from a conflict (a
	// lower value later from another source, falling lower bounds, counts
	// for separate periods, unknown dates).
	RelationUnclear FigureRelation = "unclear"
	// RelationSingle: one figure (or one value), nothing to compare.
	RelationSingle FigureRelation = "single"
)

// Attribution of a figure the text attributes to no one.
const Unattributed = "unattributed"

// FigureKey is what a group of figures counts: the action class, the
// counted category, the place and the kind. Figures whose keys are
// compatible (internal/reconcile.Compatible) count the same thing.
type FigureKey struct {
	Kind FigureKind `json:"kind"`
	Unit string     `json:"unit,omitempty"`
	// Action is the normalized action class: "defected", "killed",
	// "injured", "arrested", "displaced", …, or the verb lemma of an action
	// outside the classes ("end up"); "stock" for strengths.
	Action string `json:"action"`
	// Category is the counted category the group's figures share (the
	// widest when they differ: "people" over "civilians"); Head is the
	// counted head noun, used for categories that say little ("other").
	Category string `json:"category,omitempty"`
	Head     string `json:"head,omitempty"`
	// Place is the widest place every figure of the group is in; "" when
	// one of them gives none.
	Place string `json:"place,omitempty"`
	// Stock marks a group of standing sizes (strengths), never mixed with
	// event counts.
	Stock bool `json:"stock,omitempty"`
	// Scope sets apart counts of another thing than the story's incident:
	// "the war" for a toll over the whole conflict ("since the conflict
	// began in March 2011", "the six-year war which has killed"), or the
	// year of an earlier event the figure is dated to ("2013" for the
	// Ghouta attack in a story of 2017). "" for the incident itself.
	Scope string `json:"scope,omitempty"`
}

// FigurePoint is one figure of a group: one value, told by one source in
// one article at one as-of date.
type FigurePoint struct {
	Article int64  `json:"article"`
	Outlet  string `json:"outlet"`
	// Figure indexes the article's Analysis.Figures.
	Figure int `json:"figure"`
	// Text is the figure's words ("more than 320"), Span their place.
	Text string `json:"text"`
	Span Span   `json:"span"`
	// Sentence is the span of the figure's sentence in the article's text,
	// SentenceText its words.
	Sentence     Span   `json:"sentence"`
	SentenceText string `json:"sentence_text"`
	// Caption marks a figure in a photo caption.
	Caption bool `json:"caption,omitempty"`

	Low       float64 `json:"low"`
	Best      float64 `json:"best"`
	High      float64 `json:"high"`
	LowOpen   bool    `json:"low_open,omitempty"`
	HighOpen  bool    `json:"high_open,omitempty"`
	Qualifier string  `json:"qualifier,omitempty"`
	Vague     bool    `json:"vague,omitempty"`

	Counted  string `json:"counted,omitempty"`
	Category string `json:"category,omitempty"`
	Action   string `json:"action,omitempty"`
	Place    string `json:"place,omitempty"`

	// AsOf is the date the figure holds at (AsOfSource says where it comes
	// from); WindowStart/WindowEnd the period it covers, zero when unknown.
	// Cumulative marks a count up to AsOf from an unknown start ("so far",
	// "as of Friday", no time expression).
	AsOf        Date   `json:"as_of,omitempty"`
	AsOfSource  string `json:"as_of_source,omitempty"`
	WindowStart Date   `json:"window_start,omitempty"`
	WindowEnd   Date   `json:"window_end,omitempty"`
	Stated      Date   `json:"stated,omitempty"`
	Cumulative  bool   `json:"cumulative,omitempty"`

	// Attribution is who said it (Figure.Source), or Unattributed.
	Attribution string `json:"attribution"`
	Cue         string `json:"cue,omitempty"`

	// Incident marks the count of one incident (one place, one day, a
	// caption) that is a component of a total of the group, not a competing
	// value: it is kept out of the relations, discrepancies and summary.
	// IncidentOf indexes the group's point it is a component of, -1 for
	// a count of another event of the story (IncidentReason names it);
	// IncidentReason says why.
	Incident       bool   `json:"incident,omitempty"`
	IncidentOf     int    `json:"incident_of,omitempty"`
	IncidentReason string `json:"incident_reason,omitempty"`

	// Copies lists near-duplicate articles that repeat this figure: they
	// count once, here. CopyOf is set when this point comes from a copy
	// whose original does not repeat the figure (an edited copy).
	Copies []int64 `json:"copies,omitempty"`
	CopyOf int64   `json:"copy_of,omitempty"`

	// Corrected is the analyst's edit of the figure, with the original
	// values, when there is one.
	Corrected *Corrected `json:"corrected,omitempty"`
}

// Attributed reports whether the text says who gave the figure.
func (p *FigurePoint) Attributed() bool { return p.Attribution != Unattributed }

// FigureStep relates two points of a group: two as-of dates in order (a
// revision or not), or two points at the same as-of date.
type FigureStep struct {
	Relation FigureRelation `json:"relation"`
	// From and To index the group's Points.
	From     int    `json:"from"`
	To       int    `json:"to"`
	FromDate Date   `json:"from_date,omitempty"`
	ToDate   Date   `json:"to_date,omitempty"`
	Reason   string `json:"reason"`
}

// FigureDiscrepancy flags two different values for the same count and as-of
// date, even when both can be true ("more than 320" and "more than 450").
type FigureDiscrepancy struct {
	// A and B index the group's Points.
	A    int  `json:"a"`
	B    int  `json:"b"`
	AsOf Date `json:"as_of,omitempty"`
	// Article is set when both figures are in one article.
	Article int64 `json:"article,omitempty"`
	// Conflicting is true when the two ranges cannot both be true.
	Conflicting bool   `json:"conflicting,omitempty"`
	Reason      string `json:"reason"`
}

// FigureSummary is a group's low / best / high, the way UCDP records
// uncertain death tolls, each with the reason it was chosen.
type FigureSummary struct {
	// AsOf is the date the summary holds at: the latest as-of date of the
	// group's non-incident figures.
	AsOf       Date    `json:"as_of,omitempty"`
	Low        float64 `json:"low"`
	LowOpen    bool    `json:"low_open,omitempty"`
	LowReason  string  `json:"low_reason"`
	Best       float64 `json:"best"`
	BestReason string  `json:"best_reason"`
	High       float64 `json:"high"`
	// HighOpen means no figure bounds the value from above.
	HighOpen   bool   `json:"high_open,omitempty"`
	HighReason string `json:"high_reason"`
}

// FigureGroup is the figures of a story that count the same thing, ordered
// by as-of date, with how they relate and a summary.
type FigureGroup struct {
	Key FigureKey `json:"key"`
	// Label says in words what is counted: "soldiers defected".
	Label  string        `json:"label"`
	Points []FigurePoint `json:"points"`
	// Relation is the group's verdict, RelationReason in words; From and To
	// bound the as-of dates it covers.
	Relation       FigureRelation      `json:"relation"`
	RelationReason string              `json:"relation_reason"`
	From           Date                `json:"from,omitempty"`
	To             Date                `json:"to,omitempty"`
	Steps          []FigureStep        `json:"steps,omitempty"`
	Discrepancies  []FigureDiscrepancy `json:"discrepancies,omitempty"`
	Summary        FigureSummary       `json:"summary"`
}
