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
		checkAction(t, tt.sentence, tt.number, tt.action)
	}
}

// A count joined by "and" to a count with a verb shares that verb; a count
// with a verb of its own keeps it.
func TestFigureActionSharedByAnd(t *testing.T) {
	for _, tt := range []struct{ sentence, number, action string }{
		{"Some 120 Islamic State group fighters and 60 foreign mercenaries were killed in a series of air strikes.", "120", "killed"},
		{"Three soldiers and two civilians died in the blast.", "Three", "died"},
		{"Four people died and 12 others were wounded in the attack.", "Four", "died"},
		{"The group has 300 members and 40 vehicles were seized.", "300", ""},
	} {
		checkAction(t, tt.sentence, tt.number, tt.action)
	}
}

// A count with its own state, or a whole the next count may be part of,
// takes no verb from the next count.
func TestFigureActionNotShared(t *testing.T) {
	for _, tt := range []struct{ sentence, number string }{
		{"A suicide blast left on Sunday at least 45 people dead and about 30 injured a local source told Sputnik.", "at least 45"},
		{"At least 16 civilians and three children have been killed in air raids.", "At least 16"},
	} {
		for _, f := range extract(tt.sentence) {
			if strings.HasPrefix(tt.sentence[f.Span.Start:], tt.number) && f.Action != "" {
				t.Errorf("%q: %q takes action %q", tt.sentence, tt.number, f.Action)
			}
		}
	}
}

// checkAction checks the action of the figure whose number starts with
// number in sentence: action, or none when action is "".
func checkAction(t *testing.T, sentence, number, action string) {
	t.Helper()
	var f *storyline.Figure
	fs := extract(sentence)
	for k := range fs {
		if strings.HasPrefix(sentence[fs[k].NumberSpan.Start:], number) {
			f = &fs[k]
		}
	}
	if f == nil {
		t.Errorf("%q: no figure %q", sentence, number)
		return
	}
	if action == "" && f.Action != "" || !strings.Contains(f.Action, action) {
		t.Errorf("%q: action %q, want %q", sentence, f.Action, action)
	}
}
