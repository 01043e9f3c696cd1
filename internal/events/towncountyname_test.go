package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A county's name before "County" is the county, not its namesake town:
// the sheriff of San Bernardino County does not put a shooting in the city
// of San Bernardino, nor a Kansas county's deputies one in Jackson,
// Mississippi. The town the report names the scene in is the event's.
func TestMergeCountyNotItsNamesakeTown(t *testing.T) {
	for _, c := range []struct{ title, text, town string }{
		{"Teen hurt in accidental shooting at park",
			"A 16-year-old boy was shot in the leg at a park in Chino Hills on Tuesday night, the San Bernardino County Sheriff's Department said.\n\nThe San Bernardino County Sheriff's Department said the boy and his friends were playing with a handgun when it went off.\n\nSan Bernardino County deputies said no one was arrested.",
			"Chino Hills"},
	} {
		a := paragraphedArticle(c.title, c.text, time.Date(2015, 6, 1, 12, 0, 0, 0, time.UTC))
		got := events.Merge([]*storyline.Article{a})
		if m := events.MainEvent(got); m < 0 || got[m].Place == nil || got[m].Place.Name != c.town {
			t.Errorf("%q: main event of %+v; want in %s", c.text, got, c.town)
		}
	}
}
