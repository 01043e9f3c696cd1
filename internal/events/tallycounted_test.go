package events_test

import "testing"

// Deeds counted by a plural noun over the year or a longer period are a
// tally, not an event, whatever the clause's verb; the deed a report tells
// before its tally keeps its dead.
func TestCountedDeedsOverAPeriodAreATally(t *testing.T) {
	for _, text := range []string{
		"The city is up to at least 99 homicides this year, according to the newspaper's records.",
		"The county recorded 12 fatal shootings over the past two years.",
		"There were 31 killings this month in the district, the mayor said.",
	} {
		if evs := codedEvents(t, text); len(evs) != 0 {
			t.Errorf("%q: coded %s with %d dead, want no event (a tally)", text, evs[0].SubEventType, evs[0].Fatalities)
		}
	}
	told := "Police found two men shot dead in a house on Friday. The city is up to at least 99 homicides this year, according to the newspaper's records."
	if got := fatalities(t, told); got != 2 {
		t.Errorf("%q: %d coded dead, want the 2 of the deed told", told, got)
	}
}
