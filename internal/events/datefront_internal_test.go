package events

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// A day that opens a sentence whose clause, up to its next comma, tells
// an arrest, a statement or a court step is that deed's; one whose clause
// tells the incident, or whose attribution follows a comma, is the
// incident's. A day set before the noun of a court step, a rite or an
// arrest is that deed's, and one that starts the span a round-up tells
// ("between Friday evening and Monday morning") is none of the
// incident's; "since" a day may start the deed itself.
func TestFrontedAndNamedDeedDays(t *testing.T) {
	for _, c := range []struct {
		text, day string
		want      bool
	}{
		{"On Friday, county sheriff's deputies in Elm Grove arrested the woman who was minding the boy.", "Friday", true},
		{"But on Thursday, a state pathologist told the grand jury the gun was pressed to her head.", "Thursday", true},
		{"On Monday, the county coroner's office released the results of the autopsies.", "Monday", true},
		{"On Saturday, a gunman opened fire on a crowd outside a bar, police said.", "Saturday", false},
		{"On Saturday, three men in a dark car drove up to the porch, police said.", "Saturday", false},
		{"On Sunday night, two teenagers were shot and an officer arrested a suspect.", "Sunday night", false},
		{"The girl was shot on Friday, her mother said.", "Friday", false},
		{"He pleaded not guilty at his Wednesday arraignment in city court.", "Wednesday", true},
		{"Bail was set at $50,000 at Tuesday's hearing.", "Tuesday", true},
		{"Officers Friday arrested a 20-year-old man in the case.", "Friday", true},
		{"None of the wounds sustained Monday appeared to be serious.", "Monday", false},
		{"A man was killed in a Saturday shooting on Elm Street.", "Saturday", false},
		{"Air strikes have hit the towns of the valley since Friday night.", "Friday night", false},
		{"Nine people were wounded across the city between Friday evening and Monday morning.", "Friday evening", true},
		{"Nine people were wounded across the city between Friday evening and Monday morning.", "Monday morning", true},
		{"Two men were shot Friday evening and Monday morning a third was found dead.", "Monday morning", false},
		{"Three men were hurt at a barbecue on Friday night.", "Friday night", false},
	} {
		i := strings.Index(c.text, c.day)
		sp := storyline.Span{Start: i, End: i + len(c.day)}
		if got := anotherDeedsDay(c.text, sp); got != c.want {
			t.Errorf("anotherDeedsDay(%q, %q) = %v, want %v", c.text, c.day, got, c.want)
		}
	}
}
