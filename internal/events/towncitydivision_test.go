package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A first-level division that is one city is that city: a shooting "in
// Northeast D.C." that "D.C. police" investigate is in Washington, not in
// the division, nor in a town a street's name was read as ("Oxnard
// Terrace"), nor in the country of a headline's "SE" (Sé, Benin).
func TestMergeCityDivisionIsItsCity(t *testing.T) {
	for _, c := range []struct{ title, text string }{
		{"Three hurt in shooting outside bar",
			"D.C. police said three men were wounded when a gunman fired into a crowd outside a bar in Northeast D.C. early Friday.\n\nThe men were taken to a hospital with injuries that were not life-threatening, D.C. police said."},
		{"Two wounded in SE shooting",
			"Two teenagers were wounded in a shooting Friday night on the 1500 block of Oxnard Terrace SE, DC police said.\n\nBoth were taken to a hospital."},
	} {
		a := paragraphedArticle(c.title, c.text, time.Date(2016, 6, 4, 12, 0, 0, 0, time.UTC))
		got := events.Merge([]*storyline.Article{a})
		if m := events.MainEvent(got); m < 0 || got[m].Place == nil || got[m].Place.Name != "Washington" {
			t.Errorf("%q: main event of %+v; want in Washington", c.text, got)
		}
	}
}
