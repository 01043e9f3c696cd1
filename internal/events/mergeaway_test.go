package events_test

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A deed a report sets at a distance from the one it tells ("On Saturday
// less than a half mile away, a man shot and killed his brother") is
// another event: it joins none of the report's undated mentions, whose
// week of possible days its day fits.
func TestMergeDeedSetAway(t *testing.T) {
	for _, away := range []string{
		"On Saturday less than a half mile away, a man shot and killed his brother.",
		"Two blocks away, a man was shot and killed on Saturday.",
	} {
		txt := "Four people were found shot dead in a home in Toledo, police said.\n\nOfficers said each victim was shot several times.\n\n" + away
		a := paragraphed(txt)
		for _, se := range events.Merge([]*storyline.Article{a}) {
			apart := false
			for _, r := range se.Reports {
				apart = apart || strings.Contains(r.Sentence.In(txt), "away")
			}
			if apart && len(se.Reports) > 1 {
				t.Errorf("%q: merged with the report's own deed (%d mentions)", away, len(se.Reports))
			}
		}
	}
	// a witness's home is no deed's distance
	txt := "A gunman opened fire in a laundromat in Toledo on Monday evening, wounding six people.\n\nHerrera, who said he lives just a couple blocks away, said the shooting felt too close."
	if got := events.Merge([]*storyline.Article{paragraphed(txt)}); len(got) != 1 {
		t.Errorf("%q: %d events, want 1", txt, len(got))
	}
}
