package events

import (
	"time"

	"github.com/storyline-news/storyline"
)

// A day inside the week or month a sentence names (docs/events-incidents.md,
// "Fourteenth step: dates").
//
// A follow-up or an update tells its incident by a week or a month ("the
// man who died in the Town Center shooting over the weekend", "wounding
// five of his companions in August"), while the report of the night
// itself gives only a time, read as its own day ("Officers responded to a
// call of multiple gunshots at 1:31 a.m.", "an overnight shooting"). The
// day that time names lies inside the week or the month: it is the finer
// reading of the same date, and the event's.

// dayWithin returns the mention of ms whose date is a day a time of its
// article's day gives (dateRank 20) inside the week or month that date,
// a stated week or month (dateRank 10 to 19), covers; the earliest such
// day.
func dayWithin(ms []mention, date mention) (mention, bool) {
	if own, ok := ownDay(ms, date); ok {
		return own, true
	}
	if r := dateRank(date); r < 10 || r >= 20 {
		return date, false
	}
	from, to := coverOf(date.e)
	var best mention
	found := false
	for _, m := range ms {
		if dateRank(m) != 20 {
			continue
		}
		d := m.e.Date.Time()
		if d.Before(from) || !d.Before(to) {
			continue
		}
		if !found || d.Before(best.e.Date.Time()) {
			best, found = m, true
		}
	}
	return best, found
}

// coverOf is the calendar range a stated week or month covers: [from,
// to).
func coverOf(e *storyline.Event) (from, to time.Time) {
	from = e.Date.Time()
	switch {
	case !e.DateEnd.IsZero():
		return from, e.DateEnd.Time().AddDate(0, 0, 1)
	case e.TimePrecision == 3:
		first := time.Date(from.Year(), from.Month(), 1, 0, 0, 0, 0, time.UTC)
		return first, first.AddDate(0, 1, 0)
	}
	return from, from.AddDate(0, 0, 7)
}
