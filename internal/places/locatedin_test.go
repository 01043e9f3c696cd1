package places

import "testing"

// A name the gazetteer lacks, located by the text in a province, is a
// place of that province at precision 2, wherever the article names it.
func TestLocatedInProvince(t *testing.T) {
	g := Default()
	ctx := Context{Countries: map[string]int{"SY": 3}}
	r := g.Resolve([]PlaceMention{
		{Text: "Zawiyat Harb", Before: "after the assault at ", After: " in Homs province on Tuesday."},
		{Text: "Zawiyat Harb", Before: "An earlier attack on ", After: " in July left 20 dead."},
		{Text: "Tell Abyad Farms", Before: "Rebels took ", After: " in the province of Idlib."},
		// the country's possessive and who holds the province before it
		{Text: "Urum al-Joz", Before: "Air strikes struck the town of ", After: " in Syria's rebel-held Idlib province."},
		{Text: "Kafr Batikh", Before: "Air strikes struck the town of ", After: " in Syrias northwestern Idlib province."},
	}, ctx)
	for i, want := range []string{"Homs", "Homs", "Idlib", "Idlib", "Idlib"} {
		p := r[i].Place
		if p == nil || p.Admin1 != want || p.Precision != 2 {
			t.Errorf("%q: %+v (%s); want a place of %s at precision 2", r[i].Mention.Text, p, r[i].Evidence, want)
		}
	}
	// located in two provinces: none
	r = g.Resolve([]PlaceMention{
		{Text: "Zawiyat Harb", After: " in Homs province."},
		{Text: "Zawiyat Harb", After: " in Hama province."},
	}, ctx)
	if r[0].Place != nil {
		t.Errorf("a name located in two provinces: %+v; want none", r[0].Place)
	}
}
