package events_test

import "testing"

// A town of another country is no event's place when the text puts the
// story elsewhere and never names that country (the dateline's country),
// nor is a street after a house number or a business's name ending in a
// facility's noun a town.
func TestNamesakesAbroad(t *testing.T) {
	for _, c := range []struct{ class, text, notIn string }{
		{"a dateline in another country", "PITTSBURGH (WXX) — Police say a girl was killed when gunfire erupted in Grays Ferry on Friday night.", "GB"},
		{"a street after a house number", "Police say four men were shot at a lounge at 4410 Shasta early Sunday.", "US-California"},
		{"a business's name ending in a facility's noun", "Seven people were shot outside the Lucky Star Sports Bar early Sunday.", "ME"},
	} {
		for _, e := range codedEvents(t, c.text) {
			if e.Place == nil {
				continue
			}
			if e.Place.Country == c.notIn || c.notIn == "US-California" && e.Place.Admin1 == "California" {
				t.Errorf("%s: %q: placed in %s, %s, %s", c.class, c.text, e.Place.Name, e.Place.Admin1, e.Place.Country)
			}
		}
	}
	// a place abroad whose country the text names stays
	for _, c := range []struct{ class, text, country string }{
		{"a country named after the town", "DALLAS (WXX) — Police gave few details. A Texas man was shot dead in Paris, France, on Friday.", "FR"},
		{"a country named in the sentence", "HOUSTON (WXX) — The family is in shock. Gunmen killed two tourists in Acapulco, Mexico, on Saturday.", "MX"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[len(evs)-1].Place == nil || evs[len(evs)-1].Place.Country != c.country {
			t.Errorf("%s: %q: %+v, want a place in %s", c.class, c.text, evs, c.country)
		}
	}
}
