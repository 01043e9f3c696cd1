package storyline

// TimexType is a TIMEX3 type.
type TimexType string

// TIMEX3 types.
const (
	TimexDate     TimexType = "DATE"
	TimexTime     TimexType = "TIME"
	TimexDuration TimexType = "DURATION"
	TimexSet      TimexType = "SET"
)

// TimeExpr is a time expression found in an article's clean text and
// normalized against a reference date, following TIMEX3.
type TimeExpr struct {
	Span Span      `json:"span"`
	Text string    `json:"text"`
	Type TimexType `json:"type"`
	// Value is the TIMEX3 value: "2019-02-23", "2019-02", "2019-W08",
	// "P4D", "PAST_REF", "XXXX-02-25", …
	Value string `json:"value"`
	// Granularity of Value: "day", "week", "month", "quarter", "season",
	// "year", "decade", "century", "time", "duration", "ref".
	Granularity string `json:"granularity"`
	// Anchor is the date the expression was resolved against (the article's
	// reference date, or a date the text gave nearby, such as a caption's).
	Anchor Date `json:"anchor"`
	// Range is the calendar range an anchored duration or interval covers
	// ("in just four days" at 2019-02-26 → 2019-02-23..2019-02-26), and the
	// span of a date value ("2019-02" → 2019-02-01..2019-02-28). Zero when
	// unknown; an open end is a zero Date.
	RangeStart Date `json:"range_start,omitempty"`
	RangeEnd   Date `json:"range_end,omitempty"`
	// Mod is a TIMEX3 mod such as "BEFORE", "AFTER", "START", "APPROX";
	// "SINCE" marks an open interval from Value to the anchor.
	Mod string `json:"mod,omitempty"`
}
