package pubdate

import (
	"strings"

	"github.com/storyline-news/storyline"
)

// openingBytes is how far into the text a report's own date stamp can
// stand: after the headline and a byline, before the story proper.
const openingBytes = 300

// OpeningStamp returns the report's own date stamp at the opening of its
// text, if there is one: a full date labelled as the publication's
// ("Posted: Saturday, March 2, 2013", "(Published Monday, Sept. 23,
// 2013)"), or a full date with a weekday that fits it right after an
// agency's or outlet's name with nothing between ("… Monitor AFP Thursday
// 30 Jun 2016 …"). A date in a sentence or a caption ("booked Monday,
// March 17, 2014", "in Detroit, Friday, Feb. 28, 2014", "9:30 p.m.
// Saturday, Feb. 9, 2013") follows a lower-case word or a comma, and an
// update's date ("Update-- Dec. 5, 2015") is no publication's.
func OpeningStamp(s string) (storyline.Date, bool) {
	head := s
	if len(head) > openingBytes {
		head = head[:openingBytes]
	}
	for _, f := range FindDates(head) {
		lead := head[:f.Span.Start]
		labelled := strings.TrimRight(lead, " \t:")
		switch strings.ToLower(lastWord(labelled)) {
		case "posted", "published":
			return f.Date, true
		}
		name := strings.TrimRight(lead, " ")
		w := lastWord(name)
		if f.Weekday != "" && f.WeekdayOK && len(name) < len(lead) && w != "" && w[0] >= 'A' && w[0] <= 'Z' && !strings.EqualFold(w, "updated") {
			return f.Date, true
		}
	}
	return storyline.Date{}, false
}
