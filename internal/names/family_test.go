package names

import (
	"fmt"
	"slices"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// canonicalPeople returns the canonical names of the person entities of
// text.
func canonicalPeople(t *testing.T, text string) []string {
	t.Helper()
	ms, es := Default().Analyze(text)
	checkValid(t, text, ms)
	var out []string
	for _, e := range es {
		if e.Type == storyline.PER {
			out = append(out, e.Canonical)
		}
	}
	return out
}

// checkPeople checks that the person entities of text include each of
// want and none of not.
func checkPeople(t *testing.T, text string, want, not []string) {
	t.Helper()
	got := canonicalPeople(t, text)
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%q: people %q, want %q", text, got, w)
		}
	}
	for _, w := range not {
		if slices.Contains(got, w) {
			t.Errorf("%q: people %q, want no %q", text, got, w)
		}
	}
}

// A given name coordinated with a full name's, or given by a kinship word
// after a relative named with a surname, bears the family's surname
// (familyNames).
func TestNamesFamilyNames(t *testing.T) {
	cases := []struct {
		text string
		want []string
	}{
		{"The bodies of Darnell and Keisha Pruitt, both 41, were found on Sunday.",
			[]string{"Darnell Pruitt", "Keisha Pruitt"}},
		{"Autopsies for Tamsin, Orla, Bede and Lorcan Vantongeren were completed.",
			[]string{"Tamsin Vantongeren", "Orla Vantongeren", "Bede Vantongeren", "Lorcan Vantongeren"}},
		{"Deputies found Corwin Ashby and his daughter, Maisie, in the barn.",
			[]string{"Corwin Ashby", "Maisie Ashby"}},
		{"Investigators say Dale Fenwick shot his wife, Tammy, and their 9-year-old son, Brody.",
			[]string{"Dale Fenwick", "Tammy Fenwick", "Brody Fenwick"}},
		{"Witnesses said Fenwick's son, Brody, ran outside. Brody Fenwick's uncle, Joe Fenwick, called 911.",
			[]string{"Brody Fenwick", "Joe Fenwick"}},
		{"He leaves his wife, Ronda Kessel, and their two children, 7-year-old Ansel and 3-year-old Wren.",
			[]string{"Ronda Kessel", "Ansel Kessel", "Wren Kessel"}},
		{"Lorna Marie Tull, 23, faces charges. A gunshot was heard and Tull ran out. Tull’s son, Jesse, fell to the floor.",
			[]string{"Lorna Marie Tull", "Jesse Tull"}},
		{"The bodies of Dorsey and Lyla Marchant and their three daughters -- 4-year-old Ivy, 6-year-old Nell and 13-year-old Tamsin -- were found.",
			[]string{"Dorsey Marchant", "Ivy Marchant", "Nell Marchant", "Tamsin Marchant"}},
		{"Police are searching for Latrice Boone and her four-year-old son, Colton.",
			[]string{"Latrice Boone", "Colton Boone"}},
		{"Two members of the Okafor family, including 5-year-old Zuri, were hit by gunfire on Tuesday.",
			[]string{"Zuri Okafor"}},
		{"Lyle Brandt left the house with his 10- and 8-year-old sons, Otis and Rafe.",
			[]string{"Lyle Brandt", "Otis Brandt", "Rafe Brandt"}},
		{"Renata Voss planned a party for her daughter Imani's graduation on Friday.",
			[]string{"Renata Voss", "Imani Voss"}},
		{"Renata Voss waited outside the courthouse. Her son, Malik, is charged with assault.",
			[]string{"Renata Voss", "Malik Voss"}},
		{"Omar and Lena Whitcomb of Birchwood Lane in rural Dunmore said their son, Jalen, was hurt.",
			[]string{"Lena Whitcomb", "Jalen Whitcomb"}},
		{"Victor Ames of Larkspur Lane said his son, Declan, was hurt.",
			[]string{"Victor Ames", "Declan Ames"}},
		{"Neighbors said the wounded were Darren K. Mills of the block and sisters Tameka R. and Shonda J. Pierce, 19 and 24.",
			[]string{"Darren K. Mills", "Tameka R. Pierce", "Shonda J. Pierce"}},
		{"Deputies said Jerrod Potts opened fire. The woman was Potts' 64-year-old mother Judith, whom Potts shot in the arm.",
			[]string{"Jerrod Potts", "Judith Potts"}},
		{"Investigators said Marten Quill had shot his 37-year-old wife Ilse Varga and their daughter before he shot their two boys, five year-old Gus and four year old Lorne.",
			[]string{"Marten Quill", "Gus Quill", "Lorne Quill"}},
		{"Police said Marten Quill, who was 59 and had lived in the cabin on the hill above the river since he retired from the mill, had shot his wife, 37-year-old Ilse Varga, and their two boys, Gus and Lorne.",
			[]string{"Marten Quill", "Ilse Varga", "Gus Quill", "Lorne Quill"}},
		{"Deputies believe Coleton and Amanda Tarvey and their two children, Charlie, 9, and Brisco, 6, died in a murder-suicide.",
			[]string{"Amanda Tarvey", "Charlie Tarvey", "Brisco Tarvey"}},
		{"Neighbors said Tomas Rell was shot by his dad, Anselm, on Friday.",
			[]string{"Tomas Rell", "Anselm Rell"}},
		{"The sheriff identified the victims as Ramon Ibarra; his wife, Luz Ocampo-Reyes; and their three sons, ages 10, 8 and 4. A family friend said the boys were Tadeo, Bruno and Ramon Jr., respectively.",
			[]string{"Ramon Ibarra", "Tadeo Ibarra", "Bruno Ibarra"}},
		{"Marisa Pellow misses her son. Six people were shot. Five survived but Marisa's son, Deontay, did not.",
			[]string{"Marisa Pellow", "Deontay Pellow"}},
		{"Mourners gathered in the rain on Saturday. Adrian, Kelsey, Tobin and Maren Lockhart were buried in one grave.",
			[]string{"Adrian Lockhart", "Kelsey Lockhart", "Tobin Lockhart", "Maren Lockhart"}},
	}
	for _, c := range cases {
		got := canonicalPeople(t, c.text)
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%q: no person %q; got %q", c.text, w, got)
			}
		}
	}
}

// A given name of a family is a person of its own where another person of
// the article has the same given name; the entities stay in order of first
// mention, each mention's entity holding its name.
func TestNamesFamilyNameDetached(t *testing.T) {
	text := "The victims were Raylene Fletcher, her 1-year-old baby Joseph and her boyfriend. Joseph L. Nelson faces three counts of murder."
	ms, es := Default().Analyze(text)
	checkValid(t, text, ms)
	want := map[string]string{"Joseph": "Joseph Fletcher", "Joseph L. Nelson": "Joseph L. Nelson", "Raylene Fletcher": "Raylene Fletcher"}
	for _, m := range ms {
		if w, ok := want[m.Text]; ok && es[m.Entity].Canonical != w {
			t.Errorf("%q is of %q, want %q", m.Text, es[m.Entity].Canonical, w)
		}
	}
	last := -1
	for k := range es {
		first := slices.IndexFunc(ms, func(m storyline.Mention) bool { return m.Entity == k })
		if first < 0 || first < last {
			t.Errorf("entity %d (%q) first mentioned at %d, after %d", k, es[k].Canonical, first, last)
		}
		last = first
	}
}

// A surname, two people's possessive or a full name after the kinship word
// gives no given name another surname.
func TestNamesFamilyNamesNot(t *testing.T) {
	cases := []struct {
		text    string
		notWant string
	}{
		{"Senator Marcus Webb met Obama and Hillary Clinton on Monday. Obama spoke first.", "Obama Clinton"},
		{"Hearing the shots, Voss and Tandy's 6-year-old son, Leon, ran downstairs.", "Leon Tandy"},
		{"Doctors said Ray Dunmore and his son, Kyle Bryce, were stable.", "Kyle Dunmore"},
		{"Clarkson and Emma Dobbs spoke. Paul Clarkson said nothing.", "Clarkson Dobbs"},
		{"The Ohio family, including Mira, left the state.", "Mira Ohio"},
		{"Police said Marten Quill, who was 59 and had lived in the cabin on the hill above the river since he retired from the mill, had shot his wife, 37-year-old Ilse Varga, and their two boys, Gus and Lorne.", "Gus Varga"},
		{"Kent Ames was hurt. The boys were Dallas natives.", "Dallas Ames"},
		{"Marisa Pellow and Marisa Dunn spoke. Marisa's son, Deontay, did not.", "Deontay Pellow"},
		{"Maya Ortiz spoke first. Ben Lowry and Ana Cole spoke next. Her son, Luis, did not.", "Luis Ortiz"},
	}
	for _, c := range cases {
		if got := canonicalPeople(t, c.text); slices.Contains(got, c.notWant) {
			t.Errorf("%q: person %q; got %q", c.text, c.notWant, got)
		}
	}
}

// A given name after a kinship word is a person's even where the text
// gives no surname, and even where the name is a place's too.
func TestNamesRelativeIsPerson(t *testing.T) {
	for text, name := range map[string]string{
		"One of the people shot to death was their relative, Marisela. No last name was provided.": "Marisela",
		"Dunbar killed his 7-year-old daughter, London, and his 9-year-old son, Jeremiah.":         "London",
	} {
		if got := canonicalPeople(t, text); !slices.Contains(got, name) {
			t.Errorf("%q: no person %q; got %q", text, name, got)
		}
	}
}

// TestKinWindowsFindWhatTheWholeTextFinds: the kinship pattern run on the
// windows around kinship words finds what it finds on the whole text.
func TestKinWindowsFindWhatTheWholeTextFinds(t *testing.T) {
	for _, s := range []string{
		"Police said Ryan Hale and his daughter, Madeline, were hurt. Hale's son, Jesse, was not home.",
		"The victims were their two children, 6-year-old Tylee and 2-year-old Blake, and a neighbor.",
		"He left with his 14-year-old brother Jacob. Nothing else happened in Town on Monday.",
		"their three daughters -- Ava, Mia and Zoe",
		"Two members of the Okafor family, including 5-year-old Zuri, were hit. The Dobbs family -- Ann and Lee -- was not.",
		"No relatives were named in this report at all.",
		"wife Ann",
		"their two children, Charlie, 9, and Brisco, 6, died.",
	} {
		d := text.NewDoc(s)
		whole := kinGivenRE.FindAllStringSubmatchIndex(s, -1)
		var kin [][]int
		for _, m := range whole {
			if w := s[m[2]:m[3]]; kinWords[w] || relativeWords[w] {
				kin = append(kin, m)
			}
		}
		var got [][]int
		kinWs, _ := kinWindows(d)
		for _, m := range text.FindAllIn(kinGivenRE, s, kinWs) {
			if w := s[m[2]:m[3]]; kinWords[w] || relativeWords[w] {
				got = append(got, m)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(kin) {
			t.Errorf("%q: windows %v, whole text %v", s, got, kin)
		}
		_, familyWs := kinWindows(d)
		if got, whole := text.FindAllIn(familyGroupRE, s, familyWs), familyGroupRE.FindAllStringSubmatchIndex(s, -1); fmt.Sprint(got) != fmt.Sprint(whole) {
			t.Errorf("%q: family windows %v, whole text %v", s, got, whole)
		}
	}
}
