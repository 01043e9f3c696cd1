package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A deed dated by the year before the report's, pointed back to ("last
// year", "a year ago"), is background: no event.
func TestPastYearDeedIsNoEvent(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"last year at the clause's end", "Government troops pulled out of the northern districts last year leaving the militia to guard them."},
		{"last year before a second deed", "The front severed its ties with the network last year and rebranded itself as a new alliance."},
		{"a year ago", "The army withdrew from the border towns a year ago after months of talks."},
	} {
		if evs := codedEvents(t, c.text); len(evs) != 0 {
			t.Errorf("%s: %q: coded %s, want no event", c.class, c.text, evs[0].SubEventType)
		}
	}
}

// The neighbours of TestPastYearDeedIsNoEvent that stay events: a month
// of last year dates the deed; a day of its own makes it news; a year in a
// relative clause dates that clause only; "earlier this year" in the
// middle of a sentence is left to the dates (an opening "Earlier this
// year, …" is background, earlier.go).
func TestPastYearNeighboursStay(t *testing.T) {
	for _, c := range []struct{ class, text, sub string }{
		{"a month of last year", "The army withdrew from the border towns last June after months of talks.", storyline.SubNonViolentTransfer},
		{"a day of its own", "Rebels shelled the town on Monday which the army took in 2020.", storyline.SubShelling},
		{"earlier this year", "The rebels captured the airport earlier this year with the help of foreign fighters.", storyline.SubNonStateOvertakes},
		{"a year in a relative clause", "An air strike hit the market of the city which the army retook in 2020 killing 12 people.", storyline.SubAirStrike},
	} {
		if got := firstSub(t, c.text); got != c.sub {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.sub)
		}
	}
}

// A year after the deed's infinitive dates what the infinitive names.
func TestPastYearOfThePurposeStays(t *testing.T) {
	const text = "Retired oil workers protested in the city to demand the payment of wages owed in 2020."
	if got := firstSub(t, text); got != storyline.SubPeacefulProtest {
		t.Errorf("%q: %q, want a peaceful protest", text, got)
	}
}
