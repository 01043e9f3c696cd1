package events_test

import "testing"

// A located point keeps its named town: a village spelt another way than
// the gazetteer's, named with the town it lies near ("Dumeir east of
// Damascus": around the capital, in another division than the capital's
// own), or with an Arabic article inside its name ("Maaret al-Numaan").
func TestLocatedPointKeepsTown(t *testing.T) {
	for _, c := range []struct{ class, text, admin1 string }{
		{"near a named town, another division", "A suicide attack killed 16 people in Dumeir east of Damascus on Sunday.", "Rif-dimashq"},
		{"the town of, near a named town", "Militants claimed an attack on a rival group in the town of Dumeir northeast of Damascus on Sunday that killed 16 people.", "Rif-dimashq"},
		{"an article inside the name", "The army killed 20 militants in Maaret al-Numaan in the countryside of Idleb on Monday.", "Idlib"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Kind != "city" || evs[0].Place.Admin1 != c.admin1 || evs[0].Place.Name == "Idlib" {
			got := "none"
			if len(evs) > 0 && evs[0].Place != nil {
				got = evs[0].Place.Name + " (" + evs[0].Place.Admin1 + ")"
			}
			t.Errorf("%s: %q: %s, want the named town in %s", c.class, c.text, got, c.admin1)
		}
	}
}

// A district with an Arabic article inside its name ("Tariq al-Bab" of
// Aleppo) is not the town its last word names (Al Bab).
func TestArticleNameNotItsLastWord(t *testing.T) {
	evs := codedEvents(t, "Regime jets attacked a crowded market in the district of Tariq al-Bab in Aleppo on Friday killing 11 people.")
	if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Name != "Aleppo" {
		t.Errorf("%+v; want Aleppo", evs)
	}
}
