package events_test

import "testing"

// An article whose only evidence of its country is a nationality takes that
// country; an attacker's or occupier's nationality is no such evidence, and
// a place that resolves always comes first. "" is no country.
func TestCountryOfANationality(t *testing.T) {
	for _, c := range []struct{ class, text, country string }{
		{"a nationality alone", "Iraqi officials said 40 people were killed in a bombing in the western suburbs.", "IQ"},
		{"a nationality named most", "Venezuelan protesters clashed with police; Venezuelan students said 3 were killed.", "VE"},
		{"an air force's nationality", "Israeli overnight air raids killed at least 12 Syrian soldiers at their positions.", "SY"},
		{"an occupier's nationality", "Near the Israeli-held heights, eight Syrian fighters were killed on Monday.", "SY"},
		{"warplanes' nationality", "Turkish warplanes killed 15 Kurdish fighters near the border; Turkish jets returned on Sunday.", ""},
		{"a town named after a people (not Spain)", "Three people were found shot dead in a Spanish Fork home on Tuesday.", ""},
		{"a place before a nationality", "Syrian jets killed 20 fighters in Mosul on Friday.", "IQ"},
		{"two countries named once each, one its people's", "The spokesman and 20 other fighters were killed in air strikes Sunday in the northeast of the country, the Syrian Observatory said. The Syrian commander had fought in Afghanistan and in Syria.", "SY"},
	} {
		evs := codedEvents(t, c.text)
		if len(evs) == 0 {
			t.Errorf("%s: %q: no event", c.class, c.text)
			continue
		}
		got := ""
		if p := evs[0].Place; p != nil {
			got = p.Country
		}
		if got != c.country {
			t.Errorf("%s: %q: %q, want %q", c.class, c.text, got, c.country)
		}
		// a country the text never names still sits where it is on a map
		if p := evs[0].Place; p != nil && p.Lat == 0 && p.Lon == 0 {
			t.Errorf("%s: %q: %s at 0°, 0°", c.class, c.text, p.Name)
		}
	}
}
