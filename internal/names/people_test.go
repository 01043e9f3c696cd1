package names

import (
	"slices"
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
		{"LaTonia Wiggins describes her son as a happy person.", []want{
			{"LaTonia Wiggins", storyline.PER, "", false}}},
		{"Kezia Thomas' mother was in the courtroom.", []want{
			{"Kezia Thomas", storyline.PER, "", false}}},
		{"Police named the dead:\n\nKristy Mae Council, 22\n\nDorian Hall, 43", []want{
			{"Kristy Mae Council", storyline.PER, "", false}, {"Dorian Hall", storyline.PER, "", false}}},
		{"German Ocampo, a 40-year-old cook, died at the scene.", []want{
			{"German Ocampo", storyline.PER, "", false}}},
		{"Witnesses say April Dunning, 18, was hit by a stray bullet.", []want{
			{"April Dunning", storyline.PER, "", false}}},
		{"The victims were Shaun Dale, 29, and Parish Jordan and Leroy Monsalvo, both 22.", []want{
			{"Parish Jordan", storyline.PER, "", false}, {"Leroy Monsalvo", storyline.PER, "", false}}},
		{"Chapel Reyes, 19, was shot in the leg.", []want{
			{"Chapel Reyes", storyline.PER, "", false}}},
		{"Deputies said the 12-year-old is Jordan Pike, a seventh grader.", []want{
			{"Jordan Pike", storyline.PER, "", false}}},
		{"The gunman, police said, was Genesis Tate. The victim was Kenya Vail.", []want{
			{"Kenya Vail", storyline.PER, "", false}}},
		{"Injured were Taylor Brock, Sidresha Lamb, Ronald Tate, and Jamil Boyd.", []want{
			{"Sidresha Lamb", storyline.PER, "", false}}},
		{"Her family confirmed the baby to be Zenaida Cortland.", []want{
			{"Zenaida Cortland", storyline.PER, "", false}}},
		{"Relatives confirmed the baby to be Alisandra Pope on Friday.", []want{
			{"Alisandra Pope", storyline.PER, "", false}}},
		{"Deputies said Ronisha Vale,19, died at the scene.", []want{
			{"Ronisha Vale", storyline.PER, "", false}}},
		{"Hurt in the shooting:\n\n•Tamara Knowles, 31, shot in the arm", []want{
			{"Tamara Knowles", storyline.PER, "", false}}},
		{"Prosecutors say he is charged in the killings of Savannah Reed, Tobias Quint and Marisela Dorn.", []want{
			{"Savannah Reed", storyline.PER, "", false}, {"Tobias Quint", storyline.PER, "", false},
			{"Marisela Dorn", storyline.PER, "", false}}},
		{"Police are investigating the shooting death of Dakota Mills on Sunday.", []want{
			{"Dakota Mills", storyline.PER, "", false}}},
		{"The indictment names Oscar Delane, aka Bird, 27; Travis Kemble, aka Big Tee, 31; and Ruben Vasco, aka Doc, 24.", []want{
			{"Oscar Delane", storyline.PER, "", false}, {"Travis Kemble", storyline.PER, "", false},
			{"Ruben Vasco", storyline.PER, "", false}}},
		{"The victim, identified as Lavonne Kiera Batts, died Sunday.", []want{
			{"Lavonne Kiera Batts", storyline.PER, "", false}}},
		{"A coroner identified the driver as Jordan Pruett on Monday.", []want{
			{"Jordan Pruett", storyline.PER, "", false}}},
		{"Relatives identified the boy to reporters as Daquan Ferrell.", []want{
			{"Daquan Ferrell", storyline.PER, "", false}}},
		{"Police identified the man as Sgt. Dale Cobb.", []want{
			{"Dale Cobb", storyline.PER, "Sgt.", false}}},
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
		"A German tourist, 31, was hurt.":                              "German",
		"He was found on Church Street, 12 hours later.":               "Church Street",
		"Witnesses described the shooting of Central Park Tower.":      "Central Park Tower",
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
		{"The Long family had lived there for years, a neighbor said. Arthur Wayne Long, 52, was a retired teacher.",
			"Arthur Wayne Long", storyline.PER},
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

// Two person mentions one space apart are one name (joinAdjacentPeople);
// a comma or a word between keeps them apart.
func TestJoinAdjacentPeople(t *testing.T) {
	txt := "Walter Dean Fenstrom Jr. met Ann Lowe, Bo Dale in court."
	toks := Tokenize(txt)
	per := func(a, b int) tm { return tm{a: a, b: b, typ: storyline.PER, ra: -1, rb: -1} }
	// Walter Dean | Fenstrom Jr. | met | Ann Lowe | , | Bo Dale
	got := joinAdjacentPeople([]tm{per(0, 2), per(2, 4), per(5, 7), per(8, 10)}, toks)
	want := []tm{per(0, 4), per(5, 7), per(8, 10)}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i].a != want[i].a || got[i].b != want[i].b {
			t.Errorf("mention %d: [%d, %d), want [%d, %d)", i, got[i].a, got[i].b, want[i].a, want[i].b)
		}
	}
}

// A person's name starts at a capitalized word the tagger left out before
// it when the lexicon knows the word as no common word, time word or name
// of another kind (firstNameRule).
func TestFirstNameRule(t *testing.T) {
	cases := []struct {
		text       string
		a, b, want int // the person's tokens, and where its name should start
	}{
		{"Later Javontae Rishard Dobbs was hurt.", 2, 4, 1},             // the tagger's "Rishard Dobbs" → "Javontae Rishard Dobbs"
		{"Police say Shaquavion Pettaway was hurt.", 3, 4, 2},           // "Pettaway" → "Shaquavion Pettaway"
		{"When Milner arrived he was hurt.", 1, 2, 1},                   // a common word stays out
		{"He shot Officer Scott Williams on Monday.", 3, 5, 3},          // a title stays out
		{"He met Metropolitan Police Officer Scott Williams.", 5, 7, 5}, // a longer run of capitals
		{"On Monday Williams was hurt.", 2, 3, 2},                       // a time word
		{"Nineteen-year-old Marquise Stone died.", 1, 3, 1},             // an age
	}
	m := Default().Model()
	for _, c := range cases {
		toks := Tokenize(c.text)
		var st sentence
		words := make([]string, len(toks))
		for i := range toks {
			words[i] = toks[i].Text
		}
		m.prepare(&st, words)
		got := firstNameRule([]tm{{a: c.a, b: c.b, typ: storyline.PER, ra: -1, rb: -1}}, toks, st.infos)
		if len(got) != 1 || got[0].a != c.want || got[0].b != c.b {
			t.Errorf("%q: got %v, want a person at [%d, %d)", c.text, got, c.want, c.b)
		}
	}
}

// No mention starts or ends with a separator, a person's with a bracket,
// or holds a semicolon or an age after a comma (trimSeparators).
func TestNoSeparatorsInMentions(t *testing.T) {
	for _, txt := range []string{
		"The indictment names Oscar Delane, aka Bird, 27; Marla Fenn, aka Pixie, 33; Travis Kemble, aka Big Tee, 31; and Ruben Vasco, aka Doc, 24.",
		"A gallery caption (Houston Chronicle) and Scott ( left ) said.",
	} {
		for _, m := range Default().Tag(txt) {
			if strings.ContainsAny(m.Text, "()") || strings.Contains(m.Text, ";") || strings.HasPrefix(m.Text, ",") || strings.HasSuffix(m.Text, ",") || strings.Contains(m.Text, ", 2") || strings.Contains(m.Text, ", 3") {
				t.Errorf("mention %q", m.Text)
			}
		}
	}
}

// A name of two people joined by "and" before what is said only of people
// is two people (coupleRule); before other words it stays one name.
func TestCoupleRule(t *testing.T) {
	m := Default().Model()
	infosOf := func(toks []Token) []tokInfo {
		var st sentence
		words := make([]string, len(toks))
		for i := range toks {
			words[i] = toks[i].Text
		}
		m.prepare(&st, words)
		return st.infos
	}
	org := tm{a: 0, b: 5, typ: storyline.ORG, ra: -1, rb: -1}
	toks := Tokenize("Dana Kirby and Lorne Waller were shot dead.")
	got := coupleRule([]tm{org}, toks, infosOf(toks))
	if len(got) != 2 || got[0].a != 0 || got[0].b != 2 || got[0].typ != storyline.PER || got[1].a != 3 || got[1].b != 5 || got[1].typ != storyline.PER {
		t.Errorf("shot: got %v, want two people", got)
	}
	toks = Tokenize("Acme Steel and Lorne Waller were fined.")
	if got := coupleRule([]tm{org}, toks, infosOf(toks)); len(got) != 1 || got[0].typ != storyline.ORG {
		t.Errorf("fined: got %v, want one organization", got)
	}
}

// Names listed after a plural word for people on duty are people's, with
// initials or not (officeListRule); a name alone after it, or a name with
// an institution's word, is left as the tagger read it.
func TestOfficeListRule(t *testing.T) {
	toks := Tokenize("When approached by officers T.M. Leopard and C.M. Belli, he fired.")
	ms := []tm{{a: 4, b: 6, typ: storyline.ORG, ra: -1, rb: -1}, {a: 7, b: 9, typ: storyline.PER, ra: -1, rb: -1}}
	if got := officeListRule(slices.Clone(ms), toks); got[0].typ != storyline.PER {
		t.Errorf("%q: got %v, want two people", "officers T.M. Leopard and C.M. Belli", got)
	}
	toks = Tokenize("He thanked officers Acme Steel and C.M. Belli for the help.")
	if got := officeListRule(slices.Clone(ms[:1]), toks); got[0].typ != storyline.ORG {
		t.Errorf("one name: got %v, want it as read", got)
	}
	toks = Tokenize("It thanked officers Vista Police and C.M. Belli.")
	org := []tm{{a: 3, b: 5, typ: storyline.ORG, ra: -1, rb: -1}, {a: 6, b: 8, typ: storyline.PER, ra: -1, rb: -1}}
	if got := officeListRule(slices.Clone(org), toks); got[0].typ != storyline.ORG {
		t.Errorf("institution: got %v, want it as read", got)
	}
	for _, w := range []string{"C.", "T.M.", "J.R.R."} {
		if !initials(w) {
			t.Errorf("%q: not initials", w)
		}
	}
	for _, w := range []string{"Dr.", "TM", "t.m."} {
		if initials(w) {
			t.Errorf("%q: initials", w)
		}
	}
}
