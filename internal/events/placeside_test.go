package events_test

import "testing"

// A capital standing for its government or a side is no place: "pro-"
// and "anti-" make it a side's attribute, and as the object of a blame or
// a demand ("which Paris blames on Damascus", "accused Ankara of") it is
// the government blamed or pressed. The event's place is the town the
// sentence states, else the article's country.
func TestCapitalForGovernment(t *testing.T) {
	for _, c := range []struct{ class, text, place string }{
		{"a side's media", "Pro-Damascus television reported that a car bomb killed at least 15 people at a checkpoint in Syria on Sunday.", "Syria"},
		{"an anti- side", "Anti-Moscow fighters said a car bomb killed 9 people at a market in Syria on Sunday.", "Syria"},
		{"blamed on the capital", "The strike answered a gas attack that killed 30 people in Idlib on Friday which Paris blames on Damascus.", "Idlib"},
		{"blamed the attack on", "A gas attack killed 30 people in Idlib on Friday and London blamed the attack on Damascus.", "Idlib"},
		{"accused the capital", "Rockets killed 12 people in Hama province on Monday and the opposition accused Damascus of the attack.", "Hama"},
		{"the capital's government", "A car bomb killed 20 people in Syria on Sunday, the Damascus government said.", "Syria"},
		{"the capital's ally", "A unit run by Damascus ally Hezbollah said a car bomb killed 20 people in Syria on Sunday.", "Syria"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil {
			t.Errorf("%s: %q: no place", c.class, c.text)
			continue
		}
		if p := evs[0].Place; p.Name != c.place {
			t.Errorf("%s: %q: %s (precision %d), want %s", c.class, c.text, p.Name, p.Precision, c.place)
		}
	}
}

// A capital stated as a place keeps it: strikes on the capital, a bomb in
// it, the blame of a deed done there.
func TestCapitalStatedAsPlace(t *testing.T) {
	for _, c := range []struct{ class, text, place string }{
		{"strikes on the capital", "Rebel rockets struck Damascus on Monday killing 6 people in Syria.", "Damascus"},
		{"a bomb in the capital", "A car bomb killed 12 people in Damascus on Sunday and the government blamed rebels.", "Damascus"},
		{"a pro-government suburb stays", "A car bomb killed 12 people in a pro-government district of Homs on Sunday in Syria.", "Homs"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Name != c.place {
			t.Errorf("%s: %q: %+v, want %s", c.class, c.text, evs, c.place)
		}
	}
}
