package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A question with who asked it after the mark reports no event.
func TestQuestionThenAttribution(t *testing.T) {
	for _, c := range []struct {
		text     string
		question bool
	}{
		{"Or is it a possibility to liberate Iraq from ISIS terrorists driving them into Syria under the precise airstrikes of the Russian Aerospace Forces? he questioned.", true},
		{"Who killed the 12 villagers? the minister asked reporters.", true},
		{"Why? Airstrikes killed 12 villagers on Monday, the monitor said.", false},
	} {
		evs := ExtractInput(Input{Text: c.text, Ref: ref})
		var q, coded bool
		for _, e := range evs {
			if e.NonEvent == storyline.NonEventQuestion {
				q = true
			} else if e.NonEvent == "" {
				coded = true
			}
		}
		if c.question && (!q || coded) || !c.question && q {
			t.Errorf("%q: question %v, coded %v; want question %v", c.text, q, coded, c.question)
		}
	}
}
