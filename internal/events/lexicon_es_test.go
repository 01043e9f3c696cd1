package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// Spanish sentences written for this test, each coded by its Spanish
// trigger as the English one would be.
func TestSpanishTriggers(t *testing.T) {
	ref := storyline.Date{Year: 2019, Month: 2, Day: 24}
	cases := []struct {
		text, sub string
	}{
		{"Más de 320 militares venezolanos han desertado y cruzado a Colombia desde el sábado.", "Defection/desertion"},
		{"Los manifestantes participaron en una protesta pacífica frente a la alcaldía.", "Peaceful protest"},
		{"Los enfrentamientos entre soldados y guerrilleros dejaron tres muertos.", "Armed clash"},
		{"Los saqueadores saquearon varios comercios durante la noche.", "Violent demonstration"},
		{"La policía informó que doce personas fueron detenidas tras los disturbios.", "Arrests"},
	}
	for _, c := range cases {
		evs := ExtractInput(Input{Text: c.text, Lang: "es", Ref: ref})
		var got []string
		for _, e := range evs {
			got = append(got, e.SubEventType)
		}
		if len(got) != 1 || got[0] != c.sub {
			t.Errorf("%q: got %v, want [%s]", c.text, got, c.sub)
		}
	}
	if evs := ExtractInput(Input{Text: "Más de 320 militares han desertado.", Lang: "fr"}); evs != nil {
		t.Errorf("a language the coder does not read: got %d events", len(evs))
	}
}
