package quotes

import (
	"testing"

	"github.com/storyline-news/storyline/internal/text"
)

// Spanish sentences written for this test.
func TestSpanishQuotes(t *testing.T) {
	cases := []struct{ text, source, cue, content string }{
		{"El sargento Luis Mora dijo que no piensa volver a Venezuela.", "El sargento Luis Mora", "dijo", "no piensa volver a Venezuela"},
		{"«Nos ordenaron reprimir a nuestra propia gente», afirmó un teniente de la Guardia Nacional.", "un teniente de la Guardia Nacional", "afirmó", "Nos ordenaron reprimir a nuestra propia gente"},
		{"—No vamos a regresar mientras siga Maduro —aseguró el cabo.", "el cabo", "aseguró", "No vamos a regresar mientras siga Maduro"},
		{"Según Migración Colombia, más de 320 militares han cruzado la frontera.", "Migración Colombia", "Según", "más de 320 militares han cruzado la frontera"},
		{"La defensora denunció: «Hay detenidos sin juicio».", "La defensora", "denunció", "Hay detenidos sin juicio"},
	}
	for _, c := range cases {
		qs := ExtractDocLang("es", text.NewDoc(c.text), LineBlocks(c.text), nil, nil)
		if len(qs) != 1 {
			t.Errorf("%q: %d quotes, want 1", c.text, len(qs))
			continue
		}
		q := qs[0]
		if q.SourceText != c.source || q.CueText != c.cue || q.ContentText != c.content {
			t.Errorf("%q:\n got %q | %q | %q\nwant %q | %q | %q", c.text, q.SourceText, q.CueText, q.ContentText, c.source, c.cue, c.content)
		}
	}
	if qs := ExtractDocLang("fr", text.NewDoc("Il a dit que non."), nil, nil, nil); qs != nil {
		t.Errorf("French: %d quotes, want none", len(qs))
	}
}
