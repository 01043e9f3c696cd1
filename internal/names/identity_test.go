package names

import (
	"slices"
	"testing"

	"github.com/storyline-news/storyline"
)

// TestResolveJoinsOnlyNamesOfTheSameThing: an alias joins an entity only
// when it names the same thing.
func TestResolveJoinsOnlyNamesOfTheSameThing(t *testing.T) {
	m := func(s string, typ storyline.EntityType) storyline.Mention {
		return storyline.Mention{Text: s, Type: typ}
	}
	for _, tt := range []struct {
		ms   []storyline.Mention
		same bool
	}{
		{[]storyline.Mention{m("Dohuk Iraq", storyline.LOC), m("Iraq", storyline.LOC)}, false},
		{[]storyline.Mention{m("Raqqa Province", storyline.LOC), m("Raqqa", storyline.LOC)}, true},
		{[]storyline.Mention{m("Damascus Airport", storyline.LOC), m("Damascus", storyline.LOC)}, false},
		{[]storyline.Mention{m("Simon Bolivar International Bridge", storyline.LOC), m("Simon Bolivar", storyline.LOC)}, true},
		{[]storyline.Mention{m("Syrian Observatory for Human Rights", storyline.ORG), m("Human Rights", storyline.ORG)}, false},
		{[]storyline.Mention{m("Syrian Observatory for Human Rights", storyline.ORG), m("Observatory", storyline.ORG)}, true},
		{[]storyline.Mention{m("Syrian Observatory for Human Rights", storyline.ORG), m("SOHR", storyline.ORG)}, true},
		{[]storyline.Mention{m("Texas National Guard", storyline.ORG), m("Texas", storyline.ORG)}, false},
		{[]storyline.Mention{m("Islamic State", storyline.ORG), m("Daesh", storyline.PER)}, true},
		{[]storyline.Mention{m("Bashar al-Assad", storyline.PER), m("Assad", storyline.PER)}, true},
	} {
		for i := range tt.ms {
			tt.ms[i].Span = storyline.Span{Start: i * 20, End: i*20 + len(tt.ms[i].Text)}
		}
		es := Resolve("", tt.ms)
		if same := len(es) == 1; same != tt.same {
			t.Errorf("%s / %s: same entity %v, want %v (%+v)", tt.ms[0].Text, tt.ms[1].Text, same, tt.same, es)
		}
	}
}

// TestAnalyzeNamesFromBody: the display name is the longest mention in a
// sentence in normal case, not a headline's.
func TestAnalyzeNamesFromBody(t *testing.T) {
	ms, es := Default().Analyze("MADURO MOCKS TRUMP OVER AID\n\nPresident Nicolas Maduro spoke on Monday. Maduro said the aid was a show.")
	for _, e := range es {
		if e.Type == storyline.PER && slices.Contains(e.Aliases, "Maduro") && e.Canonical != "Nicolas Maduro" {
			t.Errorf("Maduro's name is %q (%+v)", e.Canonical, ms)
		}
	}
}

// TestCutPossessives: a possessive that lost its apostrophe is the name.
func TestCutPossessives(t *testing.T) {
	ms, _ := Default().Analyze("Syria has been at war since 2011. Fighting in Syrias Aleppo province killed 12 people on Monday.")
	var got []string
	for _, m := range ms {
		got = append(got, m.Text)
	}
	if !slices.Contains(got, "Aleppo") || slices.ContainsFunc(got, func(s string) bool { return s == "Syrias" || s == "Syrias Aleppo" }) {
		t.Errorf("mentions %q", got)
	}
	// A name written before a comma is a name, not a possessive, where the
	// article also has its stem ("the Hinrick family").
	ms, _ = Default().Analyze("Deputies found Ansel Hinricks dead on Saturday. Ansel Hinricks, 14, was a student. A fund was set up for the Hinrick family.")
	for _, m := range ms {
		if m.Text == "Ansel Hinrick" {
			t.Errorf("mention %q cut as a possessive", m.Text)
		}
	}
}

// TestResolvePlaceQualifiers: an organization's name without the place
// that qualifies it names the like body of every town; a headline's
// run-on mention is no alias.
func TestResolvePlaceQualifiers(t *testing.T) {
	ms := []storyline.Mention{
		{Text: "Damascus", Type: storyline.LOC},
		{Text: "Damascus Police Command", Type: storyline.ORG},
		{Text: "Police Command", Type: storyline.ORG},
		{Text: "Iraqi Army", Type: storyline.ORG},
		{Text: "Army", Type: storyline.ORG},
	}
	for i := range ms {
		ms[i].Span = storyline.Span{Start: i * 30, End: i*30 + len(ms[i].Text)}
	}
	Resolve("", ms)
	if ms[1].Entity == ms[2].Entity {
		t.Errorf("Police Command joined Damascus Police Command")
	}
	if ms[3].Entity != ms[4].Entity {
		t.Errorf("Army did not join Iraqi Army")
	}
	g := formOf("Al-Nusra Front", storyline.ORG)
	for s, want := range map[string]bool{"Nusra Front": true, "Army Repels Ex-Nusra Front": false, "ANF": true, "Jabhat al-Nusra": true} {
		if got := knownForm(formOf(s, storyline.ORG), s, g); got != want {
			t.Errorf("knownForm(%q) = %v, want %v", s, got, want)
		}
	}
}
