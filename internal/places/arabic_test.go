package places

import "testing"

func TestTransliterationKeys(t *testing.T) {
	for _, tc := range []struct{ name, spelled, consonants string }{
		{"Deir ez-Zor", "dayrzur", "drzr"},
		{"Deir al-Zor", "dayrzur", "drzr"},
		{"Deir Ezour", "dayrezur", "drzr"},
		{"Ar Raqqah", "raka", ""},
		{"Raqa", "raka", ""},
		{"Hassakeh", "hasaka", "hsk"},
		{"Al Ḩasakah", "hasaka", "hsk"},
		{"al-Qaryatain", "karyatayn", "krtn"},
		{"Ma‘arrat an Nu‘mān", "maratnuman", "mrtnmn"},
	} {
		s, c := transliterationKeys(Fold(tc.name))
		if s != tc.spelled || c != tc.consonants {
			t.Errorf("%q: got %q %q, want %q %q", tc.name, s, c, tc.spelled, tc.consonants)
		}
	}
}

// A name the gazetteer lacks as spelled is another romanization of a place
// of the countries the article names; a near spelling that changes the
// first syllable, or a place of a country the article does not name, is
// not.
func TestResolveTransliterated(t *testing.T) {
	g := Default()
	syria := Context{Countries: map[string]int{"SY": 4, "SA": 1}}
	for _, tc := range []struct {
		name, before string
		want         string // place name, "" for none
	}{
		{"Deir al-Zor", "Shells fell on the city of ", "Deir ez-Zor"},
		{"Deir Ezour", "Fighters were executed in ", "Deir ez-Zor"},
		{"Hasaka", "A bomb exploded in ", "Al Ḩasakah"},
		{"Raqa", "Jets struck targets in ", "Ar Raqqah"},
		{"Atareb", "Strikes hit a market in the town of ", "Al Atārib"},
		{"al-Qaryatain", "Troops retook ", "Al Qaryatayn"},
		{"Mayadeen", "A raid on ", "Al Mayādīn"},
		{"Jabal", "Rebels held the ", ""},
		{"Midan", "Gunmen attacked the district of ", ""},
	} {
		r := g.Resolve([]PlaceMention{{Text: tc.name, Before: tc.before}}, syria)
		got := ""
		if r[0].Place != nil {
			got = r[0].Place.Name
		}
		if got != tc.want {
			t.Errorf("%q: got %q (%s), want %q", tc.name, got, r[0].Evidence, tc.want)
		}
	}
	// in an article about France alone, no Syrian town
	r := g.Resolve([]PlaceMention{{Text: "Hasaka"}}, Context{Countries: map[string]int{"FR": 3}})
	if r[0].Place != nil {
		t.Errorf("Hasaka in a French article: got %s", r[0].Place.Name)
	}
}

// A village matched by another spelling lies in a province the article
// names; a province's seat may lie anywhere.
func TestTransliteratedInNamedDivision(t *testing.T) {
	g := Default()
	resolve := func(names ...string) *Resolution {
		var ms []PlaceMention
		for _, n := range names {
			ms = append(ms, PlaceMention{Text: n, Before: "in "})
		}
		r := g.Resolve(ms, Context{})
		return &r[len(r)-1]
	}
	if r := resolve("Quneitra", "Hadar"); r.Place != nil {
		t.Errorf("Hadar in a report on Quneitra: got %s, %s", r.Place.Name, r.Place.Admin1)
	}
	if r := resolve("Aleppo", "Atareb"); r.Place == nil || r.Place.Name != "Al Atārib" {
		t.Errorf("Atareb in a report on Aleppo: got %+v", r.Place)
	}
	if r := resolve("Idlib", "Hassakeh"); r.Place == nil || r.Place.Name != "Al Ḩasakah" {
		t.Errorf("Hassakeh, a province's seat: got %+v", r.Place)
	}
}

// The province the mention's own sentence names decides over the
// article's: a report on Aleppo and Quneitra.
func TestTransliteratedInSentenceDivision(t *testing.T) {
	g := Default()
	ms := []PlaceMention{
		{Text: "Aleppo", Before: "Shells hit ", After: " city on Friday."},
		{Text: "Quneitra", Before: "In ", After: " a sniper wounded a man."},
		{Text: "Hadar", Before: "Rockets fell on ", After: " village in Quneitra southern countryside."},
		{Text: "Hader", Before: "Rockets fell on al-", After: " town in Aleppos southern countryside."},
		{Text: "Hadar", Before: "Gunmen in the forests targeted ", After: " village again."},
	}
	r := g.Resolve(ms, Context{})
	if r[2].Place != nil {
		t.Errorf("Hadar in Quneitra: got %s, %s", r[2].Place.Name, r[2].Place.Admin1)
	}
	if r[4].Place != nil {
		t.Errorf("Hadar again, its province named before: got %s, %s", r[4].Place.Name, r[4].Place.Admin1)
	}
	if r[3].Place == nil || r[3].Place.Admin1 != "Aleppo" {
		t.Errorf("al-Hader in Aleppo's countryside: got %+v", r[3].Place)
	}
}

// The Kurdish name of a town of northern Syria is that town.
func TestKurdishNames(t *testing.T) {
	g := Default()
	for _, name := range []string{"Kobani", "Kobane"} {
		r := g.Resolve([]PlaceMention{{Text: name, Before: "Street battles raged in "}}, Context{Countries: map[string]int{"SY": 2, "TR": 1}})
		if r[0].Place == nil || r[0].Place.Name != "‘Ayn al ‘Arab" {
			t.Errorf("%s: got %+v", name, r[0].Place)
		}
	}
}

// A generic word alone is no alternate name of a place it does not name.
func TestFragmentName(t *testing.T) {
	for _, c := range []struct {
		alt, name string
		want      bool
	}{
		{"Khan", "Khirbat Tīn Nūr", true},
		{"Bab", "Al Bāb", false},
		{"Tall", "At Tall", false},
		{"Kobani", "‘Ayn al ‘Arab", false},
	} {
		if got := fragmentName(c.alt, c.name); got != c.want {
			t.Errorf("fragmentName(%q, %q) = %v", c.alt, c.name, got)
		}
	}
	if ps := Default().Lookup("Khan"); len(ps) > 0 && ps[0].Name == "Khirbat Tīn Nūr" {
		t.Errorf("Khan: %s", ps[0].Name)
	}
}

// LookupRomanized keeps a town of a division the text names.
func TestLookupRomanized(t *testing.T) {
	g := Default()
	if ps := g.LookupRomanized("al-Qaraytain", "SY", map[string]bool{"Homs": true}); len(ps) == 0 || ps[0].Name != "Al Qaryatayn" {
		t.Errorf("al-Qaraytain in Homs: %+v", ps)
	}
	if ps := g.LookupRomanized("al-Qaraytain", "SY", map[string]bool{"Aleppo": true}); len(ps) > 0 {
		t.Errorf("al-Qaraytain in a report on Aleppo: %+v", ps)
	}
}

// The common romanizations of one Arabic name give one consonant key and
// spelled keys similarSpelling accepts: the nisba ending (-iyeh, -iyah,
// -ieh, -ye), q and k, ou, oo and u, ei, ey and ay, dh and z, gh and g,
// the French ch and dj; five consonants or more in one order whatever the
// vowels. Names that differ in a consonant, in the first vowel of a
// short skeleton or, of three consonants, by a vowel more, stay apart.
func TestTransliterationVariants(t *testing.T) {
	same := func(a, b string) bool {
		sa, ca := transliterationKeys(Fold(a))
		sb, cb := transliterationKeys(Fold(b))
		return ca == cb && (ca != "" || sa == sb) && similarSpelling(sa, sb)
	}
	for _, p := range [][2]string{
		{"al-Hamidiyeh", "Al Ḩamīdīyah"},
		{"Hamidieh", "Hamidiyya"},
		{"Mansoureh", "Al Manşūrīyah"},
		{"Sqeilbiyeh", "Suqaylibiyah"},
		{"Skeilbyeh", "Sqalbiye"},
		{"Kfar Nabouda", "Kafr Nabudah"},
		{"Cheikh Meskine", "Shaykh Miskin"},
		{"Djisr ech-Choughour", "Jisr ash-Shughur"},
		{"al-Adhamiya", "Al Azamiyah"},
		{"Hirbnafsah", "Harbinafsah"},
		{"Kafr Zeita", "Kafar Zayta"},
		{"Menbij", "Manbij"},
		{"Salamyieh", "As Salamiyah"},
		{"Idleb", "Idlib"},
	} {
		if !same(p[0], p[1]) {
			sa, ca := transliterationKeys(Fold(p[0]))
			sb, cb := transliterationKeys(Fold(p[1]))
			t.Errorf("%q (%s %s) and %q (%s %s): want one name", p[0], sa, ca, p[1], sb, cb)
		}
	}
	for _, p := range [][2]string{
		{"Midan", "Madan"},
		{"Jabal", "Jableh"},
		{"Kharab", "Karab"},
		{"Tall", "Tal Abyad"},
		{"Sarmin", "Sermada"},
		{"Hamra", "Humeira"},
		{"Dara", "Darayya"},
		{"Nasr", "Nasiriyah"},
		{"al-Karima", "Al Karmah"},
		{"Sfireh", "Safira"},
	} {
		if same(p[0], p[1]) {
			t.Errorf("%q and %q: want two names", p[0], p[1])
		}
	}
}

// A village of a province the text names, written in a romanization the
// gazetteer lacks, is that village; in a report naming another province
// only, or in another country, it is nothing.
func TestResolveVillageSpellings(t *testing.T) {
	g := Default()
	for _, c := range []struct {
		country, name, province, want string
	}{
		{"Syria", "al-Sqeilbiyeh", "Hama", "As Suqaylibīyah"},
		{"Syria", "Hirbnafsah", "Hama", "Ḩarbinafsah"},
		{"Syria", "Hirbnafsah", "Aleppo", ""},
		{"Egypt", "Hirbnafsah", "Giza", ""},
	} {
		ms := []PlaceMention{
			{Text: c.country, Before: "News from ", After: "."},
			{Text: c.province, Before: "Jets struck villages in ", After: " province on Monday."},
			{Text: c.name, Before: "Shells fell on ", After: " town at dawn."},
		}
		r := g.Resolve(ms, Context{})
		got := ""
		if r[2].Place != nil {
			got = r[2].Place.Name
		}
		if got != c.want {
			t.Errorf("%s in a report on %s: got %q (%s), want %q", c.name, c.province, got, r[2].Evidence, c.want)
		}
	}
}
