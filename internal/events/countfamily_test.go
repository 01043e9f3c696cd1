package events_test

import "testing"

// The victims' family is where they came from, not a count of the dead;
// a long "of" phrase between a count and its verb keeps the count.
func TestCountFamilyAndOfPhrase(t *testing.T) {
	for _, c := range []struct {
		class, text string
		dead        int
	}{
		{"from one family", "Six civilians from one family were killed in airstrikes on the town on Saturday.", 6},
		{"of the same family", "Four children of the same family died in shelling on the village on Sunday.", 4},
		{"members of two households", "Nine members of two households were killed when a shell hit their building on Monday.", 9},
		{"a long of phrase", "Twenty-eight commanders of the Ahrar al-Sham militant group were killed in an explosion that targeted a meeting on Tuesday.", 28},
		{"a family of five still counts its dead", "A family of five was killed when an air strike hit their home on Friday.", 5},
	} {
		dead := 0
		for _, e := range codedEvents(t, c.text) {
			dead += e.Fatalities
		}
		if dead != c.dead {
			t.Errorf("%s: %q: %d dead; want %d", c.class, c.text, dead, c.dead)
		}
	}
}
