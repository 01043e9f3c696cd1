package names

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// A name given an age is a person's, whatever its head word (agedNameRule).
func TestNamesAgedPeople(t *testing.T) {
	tg := Default()
	cases := []struct {
		text  string
		wants []want
	}{
		{"Police arrested 24-year-old Jaquavis Temple on Friday.", []want{
			{"Jaquavis Temple", storyline.PER, "", false}}},
		{"Nineteen-year-old Marquise Dell Stone died at the scene.", []want{
			{"Marquise Dell Stone", storyline.PER, "", false}}},
		{"Deputies said 31 year old Keontae Bridges of Milltown fired first.", []want{
			{"Keontae Bridges", storyline.PER, "", false}}},
		{"Officers found Shanequa Council, 27, and Dorian Mills, 30, wounded inside.", []want{
			{"Shanequa Council", storyline.PER, "", false}, {"Dorian Mills", storyline.PER, "", false}}},
		{"The victims were Tavion Hall (16) and his cousin.", []want{
			{"Tavion Hall", storyline.PER, "", false}}},
		{"Police are looking for Lamonte “Boo” Carter in the case.", []want{
			{"Lamonte “Boo” Carter", storyline.PER, "", false}}},
		{`The owner, Jefferson "Big Rex" Rivers, was killed at his bar.`, []want{
			{`Jefferson "Big Rex" Rivers`, storyline.PER, "", false}}},
		{"He was a robbery victim.Dequan Lott, of Milltown, was also hurt.", []want{
			{"Dequan Lott", storyline.PER, "", false}}},
		{"The crash took the life of 19-year old Marisol Temple on Friday.", []want{
			{"Marisol Temple", storyline.PER, "", false}}},
		{"Police said 16-year-olds Tavaris Grove, Shaquan Mills and Dontrell Parks were hit.", []want{
			{"Tavaris Grove", storyline.PER, "", false}, {"Shaquan Mills", storyline.PER, "", false},
			{"Dontrell Parks", storyline.PER, "", false}}},
		{"The wounded were Orin Dale and Kenyatta Hall, both 22, of Milltown.", []want{
			{"Orin Dale", storyline.PER, "", false}, {"Kenyatta Hall", storyline.PER, "", false}}},
		{"Javon Temple, a 25-year-old customer at the shop, was also killed.", []want{
			{"Javon Temple", storyline.PER, "", false}}},
		{"Police say the gunman, Rogelio Valencia del Prado, shot himself.", []want{
			{"Rogelio Valencia del Prado", storyline.PER, "", false}}},
		{"Police identified the girl as Talisa J. Norwood on Monday.", []want{
			{"Talisa J. Norwood", storyline.PER, "", false}}},
		{"On Oct. 10, Dorrance T. Hale III and two friends were at home.", []want{
			{"Dorrance T. Hale III", storyline.PER, "", false}}},
		{"Officers said Quintell Marsh, of Dunmore, was shot twice.", []want{
			{"Quintell Marsh", storyline.PER, "", false}}},
		{"UPDATE: Vander Lee Coaley has been charged in the shooting.", []want{
			{"Vander Lee Coaley", storyline.PER, "", false}}},
		{"Kezia Thomas' mother was in the courtroom.", []want{
			{"Kezia Thomas", storyline.PER, "", false}}},
		{"Police named the dead:\n\nKristy Mae Council, 22\n\nDorian Hall, 43", []want{
			{"Kristy Mae Council", storyline.PER, "", false}, {"Dorian Hall", storyline.PER, "", false}}},
	}
	for _, c := range cases {
		ms := tg.Tag(c.text)
		checkValid(t, c.text, ms)
		checkMentions(t, c.text, ms, c.wants)
	}
}

// An age beside a place, a role or a headline's noun makes no person.
func TestNamesAgedNotPeople(t *testing.T) {
	tg := Default()
	for text, notPER := range map[string]string{
		"A 40-year-old Mesa Verde man was arrested.":                   "Mesa Verde",
		"A 22-year-old Ft. Hood soldier was shot.":                     "Ft. Hood",
		"A 16-year-old Central High School student was hurt.":          "Central High School",
		"Toledo Boy, 3, Shot In Home":                                  "Toledo Boy",
		"Toledo Boy, 3":                                                "Toledo Boy",
		"The two 17-year-olds Central High School students were hurt.": "Central High School",
	} {
		for _, m := range tg.Tag(text) {
			if m.Type == storyline.PER && m.Text == notPER {
				t.Errorf("%q: %q is a person", text, m.Text)
			}
		}
	}
}

// A full name whose surname is a person alone elsewhere in the article is a
// person (surnameRule); a name cut out of a longer one, or a place, is not
// evidence.
func TestNamesSurnameMakesPerson(t *testing.T) {
	tg := Default()
	cases := []struct {
		text, name string
		typ        storyline.EntityType
	}{
		{"Family members gathered for Tremaine Chapel on Sunday. Chapel was a senior at the school, and friends said Chapel loved music.",
			"Tremaine Chapel", storyline.PER},
		{"Prosecutors filed three counts of murder against Marlon Livingston Green. Green, who is 22, told the judge he was sorry. Green said nothing else.",
			"Marlon Livingston Green", storyline.PER},
		{"Members of the Eastside Kings met on Monday. The Westside Kings answered. Kings said nothing.",
			"Eastside Kings", ""},
	}
	for _, c := range cases {
		ms, es := tg.Analyze(c.text)
		checkValid(t, c.text, ms)
		var got storyline.EntityType
		for _, e := range es {
			if e.Canonical == c.name {
				got = e.Type
			}
		}
		if c.typ == storyline.PER && got != storyline.PER || c.typ == "" && got == storyline.PER {
			t.Errorf("%q: %q is %q, want %q; got %v", c.text, c.name, got, c.typ, es)
		}
	}
}

// A sentence run on after its period without a space splits at the period
// (runOnPeriod); abbreviations and web addresses do not.
func TestNamesRunOnPeriod(t *testing.T) {
	cases := map[string]string{
		`a robbery victim.Dequan Lott was hurt`: `a|robbery|victim|.|Dequan|Lott|was|hurt`,
		`KSTP.com and St.Louis and the U.S.`:    `KSTP.com|and|St.Louis|and|the|U.S.`,
	}
	for in, want := range cases {
		if got := strings.Join(tokenTexts(in), "|"); got != want {
			t.Errorf("Tokenize(%q) = %s, want %s", in, got, want)
		}
	}
}
