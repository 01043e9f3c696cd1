package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A deed told as a habit, with a frequency adverb in a present or perfect
// tense or a count of times, is no event.
func TestHabitIsNoEvent(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"targeted regularly in the present", "The northern valley is held by the rebels and is regularly targeted in government air strikes."},
		{"a perfect with sometimes", "Tensions between the two militias have sometimes led to armed clashes near the river."},
		{"a habit in the present", "The insurgents often carry out ambushes against army convoys in the hills."},
		{"a perfect with repeatedly", "The border town has been repeatedly struck by rockets fired from the other side."},
		{"a count of times", "The market has been hit by mortar shells more than 40 times this year."},
		{"more than once", "The checkpoint has been attacked more than once by the armed group."},
	} {
		if evs := codedEvents(t, c.text); len(evs) != 0 {
			t.Errorf("%s: %q: coded %s, want no event", c.class, c.text, evs[0].SubEventType)
		}
	}
}

// The neighbours of TestHabitIsNoEvent that stay events: a past tense, a
// deed told after the habit, a count of times of one day.
func TestHabitNeighboursStay(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"repeatedly in the past", "Government artillery repeatedly shelled the village on Monday.", storyline.SubShelling},
		{"an irregular past", "Rockets repeatedly struck the town centre on Tuesday morning.", storyline.SubShelling},
		{"one event of the habit", "The district has been targeted more than once including on Friday when a car bomb killed six people.", storyline.SubRemoteExplosive},
		{"a new clause after the habit", "The town is regularly shelled and on Monday an air strike killed five people.", storyline.SubAirStrike},
		{"times of one day", "Gunmen fired at the patrol three times on Sunday.", storyline.SubAttack},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A habit told of a place in a relative clause leaves the deed before it.
func TestHabitInARelativeClause(t *testing.T) {
	const text = "Thirty people were injured in the blasts in the old quarter of the city which has been targeted in bomb attacks several times before."
	if got := firstSub(t, text); got == "" {
		t.Errorf("%q: no event, want the blasts", text)
	}
}

// Deeds that "continue" in the present are a state, not a day's event; a
// time in the clause or a headline's present keeps one.
func TestDeedsContinuingAreNoEvent(t *testing.T) {
	for _, text := range []string{
		"Officials met on Sunday. The talks produced a drop in violence though deadly air strikes and battles continue in some areas.",
		"Officials met on Sunday. Clashes persist in the north of the province, residents say.",
	} {
		if evs := codedEvents(t, text); len(evs) != 0 {
			t.Errorf("%q: coded %s", text, evs[0].SubEventType)
		}
	}
	if evs := codedEvents(t, "Clashes continue in the north of the province on Monday, killing four fighters."); len(evs) == 0 {
		t.Errorf("clashes of a stated day: none coded")
	}
}
