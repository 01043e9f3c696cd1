package events_test

import "testing"

// A headline's death toll with no verb counts the event's dead; a toll of
// a war stays a toll.
func TestHeadlineDeathToll(t *testing.T) {
	for _, c := range []struct {
		text   string
		killed int
	}{
		{"Death toll from Aleppo bomb attack at least 112.", 112},
		{"Syria bus bombing death toll 126, monitor says.", 126},
		{"The death toll in the war has passed 300000 since 2011, the monitor said.", 0},
		// a toll of one attack risen to a number: the attack's dead
		{"The death toll from Thursday's attack on the village in Hama province reached 51 people, a source said.", 51},
		{"The death toll from the bombing of the market in Hama rose to 61 on Friday.", 61},
		// a toll of a campaign stays a toll
		{"The death toll from the fighting in the city rose to 300 on Friday, the monitor said.", 0},
	} {
		if got := firstKilled(t, c.text); got != c.killed {
			t.Errorf("%q: %d killed, want %d", c.text, got, c.killed)
		}
	}
}

// A deed that claims, takes or costs lives counts the dead; the wounded
// after it are the wounded alone.
func TestLivesClaimedAreDead(t *testing.T) {
	for _, c := range []struct {
		text            string
		killed, injured int
	}{
		{"In March two blasts occurred near the cemetery in Damascus claiming the lives of at least 40 people and injuring 120 others.", 40, 120},
		{"The bombing claimed the lives of 12 people on Sunday.", 12, 0},
		{"The heavy fighting on Sunday claimed the lives of 129 loyalists and 116 rebels, the monitor said.", 245, 0},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Fatalities != c.killed || evs[0].Injured != c.injured {
			t.Errorf("%q: %v, want %d killed and %d injured", c.text, firstCounts(evs), c.killed, c.injured)
		}
	}
}

// A count of a war's scale is a toll, whatever words tell it.
func TestWarScaleIsToll(t *testing.T) {
	for _, text := range []string{
		"According to a February report the conflict has claimed the lives of over 470000 people injured 1.9 million others and displaced nearly half of the population.",
		"Some 250000 people have been wounded in the violence across the country, the group said.",
	} {
		if evs := codedEvents(t, text); len(evs) != 0 {
			t.Errorf("%q: coded %s with %d dead, %d wounded; want a toll", text, evs[0].SubEventType, evs[0].Fatalities, evs[0].Injured)
		}
	}
	if got := firstKilled(t, "A car bomb killed 1400 people in the market on Sunday."); got != 1400 {
		t.Errorf("a massacre's 1400 dead: %d", got)
	}
}
