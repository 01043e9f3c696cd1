package events

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// The calendar day of a night (docs/events-incidents.md, "Twelfth step:
// dates").
//
// Incident data date a shooting by the calendar day it happened on: one
// "shortly after midnight Sunday" is Sunday's. A report that tells a
// shooting "overnight" with no day ("after an overnight shooting on Hill
// Road", "Police are investigating a shooting that happened overnight")
// is the next morning's, and the shootings it tells so are mostly in the
// small hours of its own day: a night of the day before is told "last
// night" or "Saturday night". The time expression reads the night before
// the report (TimeML's reading of the word); the event takes the report's
// day.

// overnightDay returns the report's day for a bare "overnight" read as
// the night before its anchor.
func overnightDay(t storyline.TimeExpr, d storyline.Date) (storyline.Date, bool) {
	if text.Fold(strings.TrimSpace(t.Text)) != "overnight" || t.Anchor.IsZero() {
		return d, false
	}
	if d.Time().AddDate(0, 0, 1).Equal(t.Anchor.Time()) {
		return t.Anchor, true
	}
	return d, false
}
