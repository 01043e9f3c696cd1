package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A closure told as a state, a people's demands named as a noun, and a
// strike named as what something is used for are no event.
func TestStatesAndUsesAreNoEvent(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"a border that is closed", "Hundreds of families tried to flee north but the border is closed for them."},
		{"crossings that remain shut", "The two crossings remain shut to traders from the south."},
		{"a people's demands", "The opposition leader said the world has failed to support the Syrian peoples demands for freedom."},
		{"their demands", "Residents said the council ignored their demands for clean water."},
		{"a base used to strike", "The allies use the air base in the south to bomb militant positions in the north."},
	} {
		if evs := codedEvents(t, c.text); len(evs) != 0 {
			t.Errorf("%s: %q: coded %s, want no event", c.class, c.text, evs[0].SubEventType)
		}
	}
}

// The neighbours of TestStatesAndUsesAreNoEvent that stay events.
func TestStatesAndUsesNeighboursStay(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"a border closed on a day", "The government closed the border with its neighbour on Monday.", storyline.SubOther},
		{"a border that was closed", "The border was closed by the army on Monday.", storyline.SubOther},
		{"residents demanded", "Hundreds of residents demanded water and electricity outside the town hall.", storyline.SubPeacefulProtest},
		{"a dated use", "The army used helicopters to bomb the village on Monday.", storyline.SubAirStrike},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A deed denied, and a count of the year so far, are no event.
func TestDenialsAndYearTallies(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"a denial", "The government and its ally deny the army carried out any such chemical attack."},
		{"the year so far", "Rocket fire from across the border has claimed 21 lives in the town this year."},
		{"the wounded of the year so far", "Shelling from across the border has killed 12 people and wounded dozens of others in the town this year."},
	} {
		if evs := codedEvents(t, c.text); len(evs) != 0 {
			t.Errorf("%s: %q: coded %s, want no event", c.class, c.text, evs[0].SubEventType)
		}
	}
	const stays = "The army shelled the town on Monday and the ministry denied it."
	if got := firstSub(t, stays); got != storyline.SubShelling {
		t.Errorf("%q: %q, want the shelling", stays, got)
	}
}

// A protest with its cause counted over months, and a protest after a
// passive "denied", stay protests.
func TestProtestsWithTheirCausesStay(t *testing.T) {
	for _, text := range []string{
		"Residents of the district protested since they have not had electricity in two months.",
		"Activists for a law that was denied by the assembly staged a demonstration outside its offices.",
	} {
		if got := firstSub(t, text); got != storyline.SubPeacefulProtest {
			t.Errorf("%q: %q, want a peaceful protest", text, got)
		}
	}
}
