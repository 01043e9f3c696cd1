package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A neighbourhood the gazetteer lacks, named alone in a city's report,
// is read as the city, not as its namesake town in another state
// (TestFoldNeighbourhoods: a town named with its state stays itself).
func TestMergeUnlistedNeighbourhood(t *testing.T) {
	for _, c := range []struct{ title, text, town string }{
		{"Man killed, four hurt in Homewood bar shooting",
			"PITTSBURGH (WXYZ) — One man was killed and four others were hurt when gunfire broke out overnight at a bar in Homewood.\n\nPolice said a man walked into the Homewood bar around 1 a.m. and opened fire.",
			"Pittsburgh"},
	} {
		a := paragraphedArticle(c.title, c.text, time.Date(2014, 3, 1, 12, 0, 0, 0, time.UTC))
		got := events.Merge([]*storyline.Article{a})
		if m := events.MainEvent(got); m < 0 || got[m].Place == nil || got[m].Place.Name != c.town {
			t.Errorf("%q: main event of %v; want in %s", c.text, got, c.town)
		}
	}
}
