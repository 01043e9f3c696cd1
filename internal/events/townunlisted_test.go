package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A street address puts the scene in a village the gazetteer lacks: the
// village as written, in the state the report's places lie in, at geo
// precision 2 — not the county seat nor the state the report names.
func TestMergeUnlistedSceneTown(t *testing.T) {
	for _, c := range []struct{ title, text, town, admin1 string }{
		{"Toddler hurt in accidental shooting",
			"A 3-year-old girl was flown to a hospital in Savannah, Georgia after she shot herself in the hand on Sunday.\n\nDeputies were called to a home on Pine Needle Church Road in Rhinebeck Falls shortly after noon, the sheriff said.",
			"Rhinebeck Falls", "Georgia"},
		// a highway's number after its name, "off" before it
		{"Boy shot by brother",
			"Deputies in Tennessee said a 9-year-old boy shot his brother on Sunday morning.\n\nIt happened at a trailer on Highway 41 in Cedar Hollow Flats around 8 a.m., deputies said.",
			"Cedar Hollow Flats", "Tennessee"},
		{"Girl hit by stray bullet",
			"A 14-year-old girl was struck by a stray bullet while feeding horses in Oregon on Saturday.\n\nDeputies found her at a barn off Old Mill Road in Pinecrest Landing.",
			"Pinecrest Landing", "Oregon"},
		// a side of a city the state's towns list is that city
		{"Two shot outside store",
			"Two men were shot outside a corner store in Louisiana on Friday night.\n\nPolice said the men were standing in the 7000 block of Read Boulevard in New Orleans East when a car drove by.",
			"New Orleans", "Louisiana"},
	} {
		a := paragraphedArticle(c.title, c.text, time.Date(2015, 6, 1, 12, 0, 0, 0, time.UTC))
		got := events.Merge([]*storyline.Article{a})
		m := events.MainEvent(got)
		if m < 0 || got[m].Place == nil || got[m].Place.Name != c.town || got[m].Place.Admin1 != c.admin1 {
			t.Errorf("%q: main event of %+v; want in %s, %s", c.text, got, c.town, c.admin1)
			continue
		}
		if c.town != "New Orleans" && got[m].Place.Precision != 2 {
			t.Errorf("%q: geo precision %d, want 2", c.text, got[m].Place.Precision)
		}
	}
}
