package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A report whose text names no day is dated by the day its headline
// names, counted from the report's date; a headline's day of an arrest
// dates no incident.
func TestHeadlineDay(t *testing.T) {
	at := time.Date(2015, 8, 7, 12, 0, 0, 0, time.UTC) // a Friday
	for _, c := range []struct{ title, want string }{
		{"Gang activity suspected in Thursday night shooting in Columbia", "2015-08-06"},
		{"Man arrested Wednesday in shooting in Columbia", "2015-08-07"},
	} {
		a := paragraphedArticle(c.title, "Two of the four victims are known gang members, police said.\n\nOne of the victims remains hospitalized with a gunshot wound to the upper body.", at)
		a.Published = storyline.Published{Time: at}
		got := events.Merge([]*storyline.Article{a})
		m := events.MainEvent(got)
		if m < 0 || got[m].Date.String() != c.want {
			t.Errorf("%q: main event %v, want it on %s", c.title, got, c.want)
		}
	}
}
