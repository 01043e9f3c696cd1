package places

import "testing"

// A division's word after a spelling of the name the gazetteer indexes
// without it ("Deir Ezzor province" of Deir ez-Zor) is the division, not
// the seat the entity was read as.
func TestDivisionWrittenOtherSpelling(t *testing.T) {
	g := Default()
	for _, p := range g.Lookup("Deir ez-Zor") {
		if p.Kind != KindCity {
			continue
		}
		d, ok := g.DivisionWritten(PlaceMention{Text: "Deir Ezzor", Before: "Coalition jets struck two bridges in ", After: " province on Friday."}, p)
		if !ok || d.Kind != KindAdmin1 || d.Name != "Deir ez-Zor" {
			t.Errorf("Deir Ezzor province: %+v %v; want the division", d, ok)
		}
		if _, ok := g.DivisionWritten(PlaceMention{Text: "Deir Ezzor", Before: "Coalition jets struck two bridges in ", After: " on Friday."}, p); ok {
			t.Errorf("Deir Ezzor without a division's word: read as the division")
		}
		return
	}
	t.Fatal("no town Deir ez-Zor")
}
