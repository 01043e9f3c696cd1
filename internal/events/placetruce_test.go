package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A truce stated for the whole country is the country's, not the town of
// the sentence before it nor of another clause; a truce for a town keeps
// the town.
func TestCountryWideTruce(t *testing.T) {
	for _, c := range []struct{ class, text, place string }{
		{"in the country, after a town's report", "Jets struck Douma on Monday killing 9 people in Syria. On March 3 a ceasefire brokered by Turkey and Iran took effect in Syria.", "Syria"},
		{"nationwide, with a town in another clause", "Shells hit Hama on Monday in Syria. The army declared a nationwide truce on Tuesday as rebels massed near Hama.", "Syria"},
		{"the country's adjective", "Shells hit Hama on Monday in Syria. Rebel groups agreed on Tuesday to join the Syrian ceasefire.", "Syria"},
		{"across the country", "Shells hit Hama on Monday in Syria. A truce across the country came into force on Tuesday.", "Syria"},
		{"a town's truce keeps the town", "Shells hit Syria on Monday. A truce in Homs came into force on Tuesday after the talks.", "Homs"},
	} {
		evs := codedEvents(t, c.text)
		var got string
		for _, e := range evs {
			if e.SubEventType == "Agreement" && e.Place != nil {
				got = e.Place.Name
			}
		}
		if got != c.place {
			t.Errorf("%s: %q: agreement at %q, want %s", c.class, c.text, got, c.place)
		}
	}
}

// The story's most named town is not finer for a truce its sentence
// states for the country: the merged agreement stays the country's.
func TestCountryWideTruceMerged(t *testing.T) {
	text := "Jets struck Aleppo on Monday killing 9 people in Syria. Rebels shelled western Aleppo on Monday killing 4. On March 3 a ceasefire brokered by Turkey and Iran took effect in Syria."
	for _, se := range events.Merge([]*storyline.Article{analyzedIn(t, text, "en")}) {
		if se.SubEventType == "Agreement" && (se.Place == nil || se.Place.Name != "Syria") {
			t.Errorf("%q: the agreement at %+v, want Syria", text, se.Place)
		}
	}
}
