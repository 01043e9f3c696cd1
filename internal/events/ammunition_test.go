package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A gun's spent cartridges and a shell company are no shelling; shells
// fired at a town are.
func TestShellCasingsAreNoShelling(t *testing.T) {
	for _, s := range []string{
		"When the gunfire stopped, more than two dozen shell casings lay in the street.",
		"Officers found spent shotgun shells near the front porch of the house.",
		"Prosecutors say the money moved through a shell company in the city.",
	} {
		for _, e := range codedEvents(t, s) {
			if e.SubEventType == storyline.SubShelling {
				t.Errorf("%q: coded as shelling (trigger %q)", s, e.Trigger)
			}
		}
	}
	evs := codedEvents(t, "Government forces fired shells at the town on Monday killing two civilians.")
	if len(evs) == 0 || evs[0].SubEventType != storyline.SubShelling {
		t.Errorf("shells fired at a town: %+v", evs)
	}
}
