package events_test

import "testing"

// An article whose only evidence of its country is a nationality takes that
// country; an attacker's or occupier's nationality is no such evidence, and
// a place that resolves always comes first.
func TestCountryOfANationality(t *testing.T) {
	for _, c := range []struct{ class, text, country string }{
		{"a nationality alone", "Iraqi officials said 40 people were killed in a bombing in the western suburbs.", "IQ"},
		{"a nationality named most", "Venezuelan protesters clashed with police; Venezuelan students said 3 were killed.", "VE"},
		{"an air force's nationality", "At least 12 Syrian soldiers were killed in Israeli overnight air raids on their positions.", "SY"},
		{"an occupier's nationality", "Eight Syrian fighters were killed near the Israeli-held heights on Monday.", "SY"},
		{"a place before a nationality", "Syrian jets killed 20 fighters in Mosul on Friday.", "IQ"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 || evs[0].Place == nil {
			t.Errorf("%s: %q: no place", c.class, c.text)
			continue
		}
		if p := evs[0].Place; p.Country != c.country {
			t.Errorf("%s: %q: %s, want %s", c.class, c.text, p.Country, c.country)
		}
	}
}
