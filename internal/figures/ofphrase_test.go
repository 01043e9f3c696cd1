package figures

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// A counted subject's "of" or "from" phrase is read past to its verb; a
// phrase that runs into a comma, a number or a clause keeps no verb.
func TestFigureActionPastOfPhrase(t *testing.T) {
	for _, tt := range []struct{ sentence, number, action string }{
		{"Twenty-eight members of the Ahrar al-Sham militant group were killed in an explosion.", "Twenty-eight", "killed"},
		{"Thirteen militants of the Islamic State in Iraq and Levant organization were killed Monday.", "Thirteen", "killed"},
		{"Six leaders from the opposition coalition have resigned.", "Six", "resigned"},
		{"Twelve workers of the state oil company were abducted near the field.", "Twelve", "abducted"},
		{"Forty members of the union, which called the strike, were arrested.", "Forty", ""},
		{"Three of the 20 soldiers were wounded.", "Three", ""},
	} {
		var f *storyline.Figure
		fs := extract(tt.sentence)
		for k := range fs {
			if strings.HasPrefix(tt.sentence[fs[k].NumberSpan.Start:], tt.number) {
				f = &fs[k]
			}
		}
		if f == nil {
			t.Errorf("%q: no figure %q", tt.sentence, tt.number)
			continue
		}
		if tt.action == "" && f.Action != "" || !strings.Contains(f.Action, tt.action) {
			t.Errorf("%q: action %q, want %q", tt.sentence, f.Action, tt.action)
		}
	}
}
