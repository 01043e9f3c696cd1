package places

import "testing"

// A romanized Arabic name with its later words in lower case ("Deir
// ezzor") is found when the tagger took the capitalized word alone; an
// English phrase ("White house") is not made a town.
func TestLowerCaseTail(t *testing.T) {
	g := Default()
	ctx := Context{Countries: map[string]int{"SY": 3}}
	r := g.Resolve([]PlaceMention{{Text: "Deir", Before: "Jets killed 23 civilians in Syrias ", After: " ezzor on Thursday."}}, ctx)
	if r[0].Place == nil || r[0].Place.Admin1 != "Deir ez-Zor" {
		t.Errorf("Deir ezzor: %+v; want Deir ez-Zor", r[0].Place)
	}
	ctx = Context{Countries: map[string]int{"US": 3, "SY": 2}}
	r = g.Resolve([]PlaceMention{{Text: "White", Before: "A day after the ", After: " house said the government was following reports."}}, ctx)
	if r[0].Place != nil {
		t.Errorf("White house: %+v; want no place", r[0].Place)
	}
}
