package events_test

import "testing"

// The beheaded are dead: "beheaded two men" counts two killed, as
// "executed two men" does.
func TestBeheadedAreDead(t *testing.T) {
	for _, text := range []string{
		"Islamic State beheaded two men from the clan on Sunday, the Observatory said.",
		"Militants decapitated two soldiers near the town on Sunday, the monitor said.",
		"The militants shot a man dead in the town and two others were beheaded on Sunday, the monitor said.",
	} {
		evs := codedEvents(t, text)
		if len(evs) == 0 || evs[0].Fatalities != 2 {
			t.Errorf("%q: %v, want 2 killed", text, firstCounts(evs))
		}
	}
}

// The dead found in a mass grave were killed before the finding: a toll,
// no event's dead.
func TestGraveCountIsToll(t *testing.T) {
	for _, c := range []struct {
		text   string
		killed int
	}{
		{"Residents discovered a mass grave containing 230 corpses of tribesmen who were executed by the militants, the coalition said on Monday.", 0},
		{"Police found mass graves with the bodies of at least 40 people near the town on Sunday.", 0},
		{"Gunmen killed 23 people near a grave site on Sunday, the monitor said.", 23},
	} {
		if got := firstKilled(t, c.text); got != c.killed {
			t.Errorf("%q: %d killed, want %d", c.text, got, c.killed)
		}
	}
}

// A toll told by how the dead died keeps its total: the last part after
// "and" is no lower report of it.
func TestTollByMannerOfDeath(t *testing.T) {
	text := "The Observatory said a further 19 men from the tribe were executed on Thursday 18 shot dead and one beheaded on the outskirts of the city."
	if evs := codedEvents(t, text); len(evs) == 0 || evs[0].Fatalities != 19 {
		t.Errorf("%q: %v, want 19 killed", text, firstCounts(evs))
	}
}

// The dead of an earlier deed that dates another deed are not that deed's.
func TestEarlierDeedDeadNotTheNews(t *testing.T) {
	text := "The government carried out renewed barrel bomb attacks on opposition-held districts a day after bombardments killed at least 24 people the monitor said."
	if got := firstKilled(t, text); got != 0 {
		t.Errorf("%q: %d killed, want 0", text, got)
	}
}
