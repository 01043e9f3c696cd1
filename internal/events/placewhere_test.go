package events_test

import "testing"

// Where a person stays — told with its length, as the person's past, or
// by birth or exile — is not where the deed was: the event's place is
// the deed's own. A stay told as the scene ("hiding in a basement in
// Douma") keeps its town.
func TestWhereaboutsIsNoPlace(t *testing.T) {
	for _, c := range []struct{ class, text, place string }{
		{"hiding for a time", "Two leaders hiding for months in Mosul were also killed in the Syrian air raids on Raqqa on Friday.", "Ar Raqqah"},
		{"a past stay", "An air strike in Syria on Monday killed a commander who had been living in Amman.", "Syria"},
		{"born in", "A commander born in Jableh was among 12 fighters killed in clashes in Syria on Sunday.", "Syria"},
		{"the scene kept", "Shelling killed 5 civilians hiding in a basement in Douma on Monday.", "Douma"},
	} {
		checkFirstPlace(t, c.class, c.text, c.place)
	}
	// a fugitive's whereabouts ("on the lam in") are no scene of the deed
	// the sentence tells
	notPlacedIn(t, "Police found the woman dead at her home in Meadowdale, Washington. While on the lam in Costa Rica, the couple told the children that the woman had killed herself.", "CR")
}

// A capital with its government's act or word after it ("despite
// Damascus's promise of a truce", "Ankara's denial") is the government:
// the event's place is the town the sentence states.
func TestCapitalsActIsNoPlace(t *testing.T) {
	for _, c := range []struct{ class, text, place string }{
		{"a possessive promise", "Shelling killed 4 people in Aleppo on Monday despite Damascus's promise of a 72-hour truce.", "Aleppo"},
		{"a bare promise", "Shelling killed 4 people in Aleppo on Monday despite Damascus promise of a truce.", "Aleppo"},
		{"a denial", "Rockets killed 6 people in Idlib on Monday in spite of Damascus's denial of any offensive.", "Idlib"},
	} {
		checkFirstPlace(t, c.class, c.text, c.place)
	}
}

// checkFirstPlace fails t unless the first coded event of text is placed
// at place.
func checkFirstPlace(t *testing.T, class, text, place string) {
	t.Helper()
	evs := codedEvents(t, text)
	if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Name != place {
		got := "none"
		if len(evs) > 0 && evs[0].Place != nil {
			got = evs[0].Place.Name
		}
		t.Errorf("%s: %q: %s, want %s", class, text, got, place)
	}
}
