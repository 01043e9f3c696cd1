package events_test

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// The place of an event is the one its own sentence states, however it is
// spelled and whatever else the sentence names after it.
func TestPlaceOfItsOwnSentence(t *testing.T) {
	for _, c := range []struct{ class, text, place string }{
		{"an Arabic article run into its word", "Soldiers killed 12 fighters in Deir Ezzor on Friday in Syria.", "Deir ez-Zor"},
		{"an Arabic article run into its word, a town", "Gunmen shot dead three farmers in Assamawah on Friday in Iraq.", "As Samawah"},
		{"a province by its countryside", "Jets killed 9 fighters in Idlib countryside and destroyed depots in Aleppo countryside on Friday in Syria.", "Idlib"},
		{"a town and its province", "The strikes killed 17 fighters in Kanasba in Lattakia countryside who had come from Turkey, destroying depots in Hama countryside in Syria.", "Latakia"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil {
			t.Errorf("%s: %q: no place", c.class, c.text)
			continue
		}
		if p := evs[0].Place; p.Name != c.place {
			t.Errorf("%s: %q: %s, want %s", c.class, c.text, p.Name, c.place)
		}
	}
}

// A worry about an attack and a deadlock in talks are no events.
func TestConcernAndDeadlockAreNoEvents(t *testing.T) {
	for _, c := range []struct{ class, text string }{
		{"a concern about an attack", "The concern in Paris is that regardless of who carried out the attack, nerve gas use in Syria would spread."},
		{"a worry about shelling", "The worry among diplomats is that the army will shell the town."},
		{"talks in deadlock", "The negotiations hit a deadlock on Monday after the rebels walked out."},
		{"a walkout from talks", "The opposition walked out of negotiations in Geneva over the violence."},
	} {
		for _, e := range codedEvents(t, c.text) {
			t.Errorf("%s: %q: coded %s (%q)", c.class, c.text, e.SubEventType, e.Trigger)
		}
	}
	// the agreement itself still is one
	if evs := codedEvents(t, "The two militias signed a ceasefire agreement in Geneva on Friday."); len(evs) == 0 || evs[0].SubEventType != storyline.SubAgreement {
		t.Errorf("agreement: %+v", evs)
	}
}

// A person's surname that is also a state's name is no place of the deed.
func TestSurnameIsNoDivision(t *testing.T) {
	text := "Officers found the bodies in a house on Sunday in Culpeper, Virginia.\n\n" +
		"Police say 41-year-old Dwayne Washington shot his wife and then himself."
	for _, e := range codedEvents(t, text) {
		if e.Place != nil && e.Place.Name == "Washington" {
			t.Errorf("%q: placed at %s, a surname", e.Sentence.In(text), e.Place.Name)
		}
	}
}
