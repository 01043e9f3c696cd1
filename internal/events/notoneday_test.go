package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// Sentences that tell a setting, a side, a habit or a period's count, not
// a deed of one day (docs/events-syria.md, "Thirtieth pass"): each codes no
// event.
func TestNotOneDaysDeed(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"a campaign a deed comes amid", "The deadly raid comes amid a massive aerial offensive against rebel districts that began in early May."},
		{"an undated deed a told one came after", "That truce came after dozens of villagers were killed in a gas attack on the valley."},
		{"a side fighting alongside another", "The tribal fighters are fighting alongside the army in the east."},
		{"a side excluded from an agreement", "The brigade holds the northern hills with the Front which like the militia was excluded from a February ceasefire."},
		{"a fronted period of months", "In recent months, several villages have surrendered to the army after long sieges."},
		{"a deed that continues", "The town lies in the east. The militia continues to loot homes in the old quarter."},
		{"a deed on a daily basis", "The coalition carried out strikes against the group on a near-daily basis."},
		{"the tally of a daily habit", "The coalition carried out strikes against the group on a near-daily basis with reports of some 800 people killed including 40 civilians."},
		{"a written report's tally", "12.05.2015 Some 40 civilians in the country have been killed in airstrikes by the coalition that aims to destroy the group a report from the UN Secretary General says. the coalition continued strikes on a near-daily basis in Aleppo and Idlib."},
	} {
		if evs := codedEvents(t, c.text); len(evs) != 0 {
			t.Errorf("%s: %q: coded %s, want no event", c.class, c.text, evs[0].SubEventType)
		}
	}
}

// The neighbours of TestNotOneDaysDeed that stay events: a setting with a
// day of its own, a deed that continues on a day, a fight beside an ally
// with a battle told.
func TestNotOneDaysDeedNeighbours(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"a dated deed amid reports", "The shelling came amid reports that on Friday jets bombed the market.", storyline.SubAirStrike},
		{"a dated deed a told one came after", "That attack came after militants shelled the town on Sunday.", storyline.SubShelling},
		{"a deed that continues on a day", "The town lies in the east. Government jets continue to bomb the town on Monday killing three.", storyline.SubAirStrike},
		{"a battle beside an ally", "Kurdish units fighting alongside US troops clashed with the militants on Monday.", storyline.SubArmedClash},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// Counts over weeks are tolls, not one day's dead; a deed told beside a toll in a clause of "whose" keeps its own
// (none).
func TestTollsOfLongDeeds(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"a deed weeks long", "The three-week assault on the town has killed 50 people."},
	} {
		evs := codedEvents(t, c.text)
		for _, e := range evs {
			if e.Fatalities > 0 {
				t.Errorf("%s: %q: coded %s with %d dead, want a toll", c.class, c.text, e.SubEventType, e.Fatalities)
			}
		}
	}
	const text = "Kurdish militia fought street battles on Tuesday with militants whose three-week assault on the town has left hundreds dead."
	evs := codedEvents(t, text)
	if len(evs) == 0 || evs[0].SubEventType != storyline.SubArmedClash || evs[0].Fatalities != 0 {
		t.Errorf("%q: %v, want the day's battle with no dead of its own", text, evs)
	}
}
