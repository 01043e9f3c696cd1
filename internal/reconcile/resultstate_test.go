package reconcile

import (
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/figures"
)

// TestResultState: a count that is a verb's object takes the class of the
// state it is left in, never the verb's ("left" is no movement there).
func TestResultState(t *testing.T) {
	for _, c := range []struct {
		sentence, number, class string // class "": not grouped
	}{
		{"An argument at a block party left three teenagers dead, deputies said.", "three", ActionKilled},
		{"The crash on the interstate left 2 dead.", "2", ActionKilled},
		{"Officers arriving at the home found four people dead.", "four", ActionKilled},
		{"The fire left two adults and three children dead in Marion.", "two", ActionKilled},
		{"The fire left two adults and three children dead in Marion.", "three", ActionKilled},
		{"The blast left one man dead and six others injured.", "one", ActionKilled},
		{"The blast left one man dead and six others injured.", "six", ActionInjured},
		{"The storm left 300 families homeless in the valley.", "300", ActionDisplaced},
		// the other count's state is not this one's
		{"The ambush left two soldiers dead and three others in a field hospital.", "three", ""},
		// people who leave are displaced
		{"More than 300 families left the village on Sunday.", "More than 300", ActionDisplaced},
	} {
		found := false
		for _, f := range figures.Extract(c.sentence, nil, storyline.Date{}) {
			if f.Text != c.number {
				continue
			}
			found = true
			k, ok := keyIn(&f, c.sentence)
			got := k.Action
			if !ok {
				got = ""
			}
			if got != c.class {
				t.Errorf("%q in %q: class %q (counted %q, action %q), want %q", c.number, c.sentence, got, f.Counted, f.Action, c.class)
			}
		}
		if !found {
			t.Errorf("no figure %q in %q", c.number, c.sentence)
		}
	}
}

// TestStateAfter: the state word as written after a count of a result
// verb, for a label ("adults found dead").
func TestStateAfter(t *testing.T) {
	for _, c := range []struct{ sentence, number, want string }{
		{"Two adults were found dead by a relative on Sunday.", "Two", "dead"},
		{"Three boys were found dead in the river.", "Three", "dead"},
		{"Police found two guns in the car.", "two", ""},
	} {
		for _, f := range figures.Extract(c.sentence, nil, storyline.Date{}) {
			if f.Text == c.number {
				if got := StateAfter(&f, c.sentence); got != c.want {
					t.Errorf("%q: %q (action %q), want %q", c.sentence, got, f.Action, c.want)
				}
			}
		}
	}
}

// TestLeavingASceneIsNoDisplacement: people who flee a scene or run from
// a house are not displaced; those who flee their homes or a country are.
func TestLeavingASceneIsNoDisplacement(t *testing.T) {
	for _, c := range []struct{ action, category, want string }{
		{"fled the scene", "people", stem("fled")},
		{"were seen running from the house", "people", "seen"},
		{"ran", "people", "run"},
		{"were leaving", "vehicles", "leav"},
		{"fled their homes", "people", ActionDisplaced},
		{"fled to Turkey", "civilians", ActionDisplaced},
		{"fled the scene", "soldiers", ActionDefected},
	} {
		if got := ActionClass(c.action, c.category, ""); got != c.want {
			t.Errorf("%q (%s): %q, want %q", c.action, c.category, got, c.want)
		}
	}
}
