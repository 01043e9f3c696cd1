package events_test

import "testing"

// A country named as the owner of a town it does not name ("Syria's
// biggest city") is no other place: the sentence goes on with the deed of
// the town named before, and its dead are that deed's.
func TestCountryOfUnnamedTown(t *testing.T) {
	for _, c := range []struct {
		class, text string
		first       int // the dead of the first event
	}{
		{"a country's biggest city", "Jets pounded rebel-held districts of Mosul early on Saturday. Heavy bombardment on Iraq's biggest northern city has killed at least 40 civilians.", 40},
		{"without the apostrophe", "Jets pounded rebel-held districts of Mosul early on Saturday. Heavy bombardment on Iraqs second city has killed at least 40 civilians.", 40},
		{"the town named after it", "Jets pounded rebel-held districts of Mosul early on Saturday. Heavy bombardment on Iraq's northern town of Tal Afar has killed at least 40 civilians.", 0},
		{"the country itself", "Jets pounded rebel-held districts of Mosul early on Saturday. Heavy bombardment across Iraq has killed at least 40 civilians.", 0},
	} {
		if got := firstDead(t, c.text); got != c.first {
			t.Errorf("%s: %q: first event %d dead; want %d", c.class, c.text, got, c.first)
		}
	}
}

// A town named right after its country as owner ("northern Syria's
// Afrin") is the place even when the name tagger took it for a person.
func TestTownOfCountryOwner(t *testing.T) {
	for _, text := range []string{
		"Kurdish fighters said they destroyed two Turkish tanks in northern Syrias Afrin on Thursday.",
		"Kurdish fighters said they destroyed two Turkish tanks in northern Syria's Afrin on Thursday.",
	} {
		evs := codedEvents(t, text)
		if len(evs) == 0 || evs[0].Place == nil || evs[0].Place.Kind != "city" {
			got := "none"
			if len(evs) > 0 && evs[0].Place != nil {
				got = evs[0].Place.Name
			}
			t.Errorf("%q: placed at %s; want the town", text, got)
		}
	}
}
