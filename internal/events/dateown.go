package events

import "github.com/storyline-news/storyline"

// A day a sentence gives the incident before one it gives another deed
// (docs/events-incidents.md, "Sixteenth step: dates").
//
// The sentences of a merged event name days of several deeds: the
// shooting's ("shot Saturday night"), a statement's ("police said
// Monday"), a search's, a court step's, a funeral still to come
// (deedsDayOf). When the day the merge takes is only such a deed's (no
// sentence names it for the incident itself) and another sentence names
// a day of its own, that day is the event's: the most articles name it,
// the earliest on a tie, as mergeFields ranks days.

// ownDay returns the mention of ms whose day, named by its sentence and
// no other deed's, is the event's when the chosen date is a deed's.
func ownDay(ms []mention, date mention) (mention, bool) {
	if dateRank(date) != 0 || !date.deedsDay {
		return date, false
	}
	type articleDay struct {
		article int64
		day     storyline.Date
	}
	seen := map[articleDay]bool{}
	named := map[storyline.Date]int{}
	for _, m := range ms {
		if k := (articleDay{m.ref.Article, m.e.Date}); dateRank(m) == 0 && !m.deedsDay && !seen[k] {
			seen[k] = true
			named[m.e.Date]++
		}
	}
	var best mention
	found := false
	for _, m := range ms {
		if dateRank(m) != 0 || m.deedsDay {
			continue
		}
		if m.e.Date == date.e.Date {
			return date, false // a sentence of the incident names that day too
		}
		if !found || named[m.e.Date] > named[best.e.Date] || named[m.e.Date] == named[best.e.Date] && m.e.Date.Time().Before(best.e.Date.Time()) {
			best, found = m, true
		}
	}
	return best, found
}
