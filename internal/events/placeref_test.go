package events_test

import "testing"

// Places a sentence names that are not where its event happened: a town
// a distance is measured from, a country abroad named beside the
// article's own, a town fire came from, a place of another report run
// into the sentence; and a town the tagger missed, spelled another way.
func TestPlaceNotTheEvents(t *testing.T) {
	for _, c := range []struct {
		class, text, place string
		precision          int
	}{
		{"a distance from a town", "At one point the fighting came within 12 miles of Qardaha where the president was born.", "Latakia", 3},
		{"an approach in km", "Rebels advanced within 5 km of Hama on Sunday, killing 12 soldiers in Syria.", "Hama", 3},
		{"a located point stays near the town", "Rebels clashed with troops 30 km north of Homs on Sunday killing 12 in Syria.", "Homs", 2},
		{"a bearing alone is near the town", "Army units took control of two farms to the northwest of al-Qaraytain which are now secured in Syria.", "Al Qaryatayn", 2},
		{"towns fire came from", "Two persons were injured when gunmen located in Binnish and Maaret Masrin fired mortar shells on the besieged town in Idleb.", "Idlib", 1},
		{"the town fire came from is not the place", "Shells hit Idlib in Syria on Friday. Local sources said that gunmen positioned in Binnish town shelled the besieged town with machine guns.", "Idlib", 1},
		{"a report run into the sentence", "Shells killed 4 people in the neighborhoods of Aleppo City Meanwhile in Damascus city one person was injured by explosive rounds in Syria.", "Aleppo", 1},
		{"another report in the same context", "One civilian was killed by a rocket attack on the besieged town of Maaret al-Numan in Idleb In the same context gunmen in Daraa attacked a checkpoint in Syria.", "Ma‘arrat an Nu‘mān", 1},
	} {
		wantPlace(t, c.class, c.text, c.place, c.precision)
	}
}

// A place named in the event's own clause with a bearing ("north of
// Palmyra") is still near that town, and a located town that fired
// nothing is the place.
func TestPlaceKeptNearOrLocated(t *testing.T) {
	for _, c := range []struct{ class, text, place string }{
		{"a bearing", "Jets struck positions north of Palmyra killing 20 fighters in Syria.", "Tadmur"},
		{"located, no fire", "A car bomb killed 8 people at a hospital located in Azaz on Monday in Syria.", "I‘zāz"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Name != c.place {
			t.Errorf("%s: %q: %+v, want %s", c.class, c.text, evs, c.place)
		}
	}
}

// A country abroad named with the article's own ("fighting IS in Iraq and
// Syria") is where a campaign is: the event is in the article's country.
func TestCountryBesideOwn(t *testing.T) {
	text := "Jets struck targets in Syria on Saturday. Fighting raged across Syria on Sunday.\n\nA suicide bomber killed 50 rebels in a blast on Monday, the group said, charging they took orders from the coalition fighting IS in Iraq and Syria."
	evs := codedEvents(t, text)
	if len(evs) == 0 {
		t.Fatalf("no event")
	}
	e := evs[len(evs)-1]
	if e.Place == nil || e.Place.Country != "SY" {
		t.Errorf("%q: %+v, want in Syria", text, e.Place)
	}
}

// Where fighting was heard or seen from is the onlookers' place.
func TestVantagePoint(t *testing.T) {
	text := "Rebels clashed with troops in Syria on Thursday, killing 9 fighters; the fighting could be heard from the town of Azaz."
	evs := codedEvents(t, text)
	if len(evs) == 0 {
		t.Fatalf("%q: no event", text)
	}
	for _, e := range evs {
		if e.Place != nil && e.Place.Kind == "city" {
			t.Errorf("%q: %s", text, e.Place.Name)
		}
	}
}
