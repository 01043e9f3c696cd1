package places

import "testing"

// A bare town name in a report about one state is the namesake in that
// state, not the largest place of the name in the country; one mention of
// a state decides nothing, and a town the text qualifies stays where the
// text puts it.
func TestNamesakeInArticleDivision(t *testing.T) {
	for _, c := range []struct {
		doc    string
		names  []string
		admin1 string
	}{
		{"A man was shot in Lockport on Sunday, Louisiana State Police said. He was taken to a hospital in New Orleans.",
			[]string{"Lockport", "Louisiana", "New Orleans"}, "Louisiana"},
		{"Two men were wounded in Brownsville late Friday. Police in Brooklyn said the shooter fled. The borough of Brooklyn has seen three shootings this week.",
			[]string{"Brownsville", "Brooklyn"}, "New York"},
		{"The suspect was arrested in Lockport. Police in New Orleans had sought him.",
			[]string{"Lockport", "New Orleans"}, "Illinois"}, // the largest Lockport
		{"A man from Lockport, New York, was shot in New Orleans and died in Baton Rouge, Louisiana.",
			[]string{"Lockport", "New Orleans", "Baton Rouge", "Louisiana"}, "New York"},
	} {
		r := resolved(t, c.doc, c.names...)[c.names[0]]
		if r.Place == nil || r.Place.Admin1 != c.admin1 {
			t.Errorf("%s in %q = %+v; want the one in %s", c.names[0], c.doc, r.Place, c.admin1)
		}
	}
}
