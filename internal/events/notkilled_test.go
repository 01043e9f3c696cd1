package events_test

import (
	"strings"
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

// Officers who execute a search warrant kill no one, and the house number
// of the address they search, even before a road's lower-case word, is no
// toll.
func TestExecutedWarrantIsNoKilling(t *testing.T) {
	for _, s := range []string{
		"Deputies executed a search warrant at 4410 County road 12 in the town on Monday.",
		"The execution of the search warrant led to three arrests.",
	} {
		for _, e := range codedEvents(t, s) {
			if e.Fatalities > 0 || e.SubEventType == storyline.SubAttack {
				t.Errorf("%q: %s with %d dead (trigger %q)", s, e.SubEventType, e.Fatalities, e.Trigger)
			}
		}
	}
	evs := codedEvents(t, "Militants executed 12 prisoners in the town on Monday.")
	if len(evs) == 0 || evs[0].Fatalities != 12 {
		t.Errorf("prisoners executed: %+v", evs)
	}
}

// A house number before a road whose kind is written in lower case
// ("13812 Lake road") is an address, not a toll.
func TestAddressWithLowerCaseRoad(t *testing.T) {
	for _, e := range codedEvents(t, "Gunmen killed at 13812 Lake road in the village on Friday.") {
		if e.Fatalities > 100 {
			t.Errorf("address read as a toll: %d dead (trigger %q)", e.Fatalities, e.Trigger)
		}
	}
}

// A count up to a day ("As of July 15, …") is a running count, not an
// event with that many dead.
func TestAsOfCountIsNoEvent(t *testing.T) {
	for _, e := range codedEvents(t, "As of June 30, 212 people had been murdered in the city this year, compared to 190 last year.") {
		if e.Fatalities > 0 {
			t.Errorf("a running count as %s with %d dead", e.SubEventType, e.Fatalities)
		}
	}
}

// What a gunman hoped to do did not happen: no killing is coded of it.
func TestHopedToKillIsNoKilling(t *testing.T) {
	for _, e := range codedEvents(t, "The gunman hoped to kill dozens of students at the school.") {
		if e.Fatalities > 0 {
			t.Errorf("a hope coded as %s with %d dead", e.SubEventType, e.Fatalities)
		}
	}
}

// Civilians are never the side that shells or bombs, and a side that holds
// the place struck is no striker.
func TestVictimsAndHoldersAreNoDoers(t *testing.T) {
	for _, c := range []struct{ s, notActor1 string }{
		{"Five civilians were killed in terrorist rocket attacks on the city on Monday.", "Civilians"},
		{"Residents said the rebel-held district was pounded with barrel bombs on Monday.", "Rebel"},
	} {
		evs := codedEvents(t, c.s)
		if len(evs) == 0 {
			t.Errorf("%q: no event", c.s)
			continue
		}
		if a := evs[0].Actor1; a != nil && strings.HasPrefix(a.Name, c.notActor1) {
			t.Errorf("%q: actor 1 %q", c.s, a.Name)
		}
	}
}
