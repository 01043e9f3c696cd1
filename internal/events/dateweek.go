package events

import (
	"regexp"
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// A weekday the day after the article's date (docs/events-incidents.md,
// "Twelfth step: dates").
//
// A report tells in the past the days up to its own, so a bare weekday
// read back from the article's date falls within the six days before it.
// One that names the day right after the article's date ("shot and killed
// Friday afternoon" in a report dated Thursday) is read six days back,
// to the Friday of the week before; but news tells a day that old as
// "last Friday" or by its date, and the report dated Thursday was written
// past midnight or filed by a feed a day behind its text. The event is
// on the article's date, the day the report's source gives it: the day
// after that date lies after the report as stored, and the week before
// is a week the text does not name.

// dayAfterReport returns the article's date for a bare weekday, told in
// the past, that names the day after it: read six days back from ref.
func dayAfterReport(t storyline.TimeExpr, d, ref storyline.Date, s string) (storyline.Date, bool) {
	if ref.IsZero() || t.Anchor != ref || !BareWeekday(clockless(s)) {
		return d, false
	}
	for _, w := range strings.Fields(text.Fold(s)) {
		if w == "last" || w == "past" || w == "previous" {
			return d, false // "last Friday": the week before, as told
		}
	}
	if d.Time().AddDate(0, 0, 6).Equal(ref.Time()) {
		return ref, true
	}
	return d, false
}

// clockless is s without a clock time: "about 8 a.m. Tuesday" is told
// as "Tuesday" is.
func clockless(s string) string {
	return clockRE.ReplaceAllString(s, " ")
}

var clockRE = regexp.MustCompile(`(?i)\b\d{1,2}(:\d\d)?\s*(a\.?m\.?|p\.?m\.?)`)
