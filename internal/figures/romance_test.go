package figures

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
	"github.com/storyline-news/storyline/internal/timex"
)

// TestSpanishFigures reads Spanish sentences written for the test: the
// number (with a point for thousands and a comma for decimals), its
// qualifier in the English names, what it counts and the verb group.
func TestSpanishFigures(t *testing.T) {
	ref := time.Date(2019, 2, 26, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		in                         string
		text                       string
		low, best, high            float64
		highOpen, vague            bool
		qualifier, counted, action string
		category, source           string
	}{
		{in: "Al menos cinco militares venezolanos cruzaron el puente el sábado.", text: "Al menos cinco",
			low: 5, best: 5, highOpen: true, qualifier: "at least", counted: "militares venezolanos", action: "cruzaron", category: "soldiers"},
		{in: "Más de 320 soldados han desertado desde el fin de semana, según Migración Colombia.", text: "Más de 320",
			low: 320, best: 320, highOpen: true, qualifier: "more than", counted: "soldados", action: "han desertado", category: "soldiers", source: "Migración Colombia"},
		{in: "Los desertores ya son 4.500 personas en Cúcuta.", text: "4.500", low: 4500, best: 4500, high: 4500, counted: "personas", category: "people"},
		{in: "El bloqueo dejó decenas de heridos en Ureña.", text: "decenas", low: 10, best: 10, high: 99, vague: true, counted: "heridos", category: "people"},
		{in: "La ayuda llegó en 14 camiones. Unos 450 esperaban en la frontera.", text: "Unos 450", low: 405, best: 450, high: 495, qualifier: "about", counted: "camiones", action: "esperaban", category: "vehicles"},
		{in: "La inflación alcanzó el 2,5 por ciento en enero.", text: "2,5 por ciento", low: 2.5, best: 2.5, high: 2.5},
		{in: "El gobierno pidió 1,5 millones de dólares.", text: "1,5 millones de dólares", low: 1.5e6, best: 1.5e6, high: 1.5e6},
	} {
		d := text.NewDoc(c.in)
		times := timex.ExtractTokens(d.Text, d.Tokens, ref, timex.Options{Lang: "es"})
		fs := ExtractDocLang("es", d, times, storyline.DateOf(ref))
		var f *storyline.Figure
		for i := range fs {
			if fs[i].Text == c.text {
				f = &fs[i]
			}
		}
		if f == nil {
			t.Errorf("%q: no figure %q in %+v", c.in, c.text, fs)
			continue
		}
		if f.Low != c.low || f.Best != c.best || f.High != c.high || f.HighOpen != c.highOpen || f.Vague != c.vague || f.Qualifier != c.qualifier {
			t.Errorf("%q: value %v/%v/%v open %v vague %v qualifier %q", c.in, f.Low, f.Best, f.High, f.HighOpen, f.Vague, f.Qualifier)
		}
		if c.counted != "" && (f.Counted != c.counted || f.Category != c.category) {
			t.Errorf("%q: counted %q (%q), want %q (%q)", c.in, f.Counted, f.Category, c.counted, c.category)
		}
		if f.Action != c.action && c.action != "" {
			t.Errorf("%q: action %q, want %q", c.in, f.Action, c.action)
		}
		if f.Source != c.source {
			t.Errorf("%q: source %q, want %q", c.in, f.Source, c.source)
		}
	}
}

func TestSpanishFiguresSkipDates(t *testing.T) {
	ref := time.Date(2019, 2, 26, 0, 0, 0, 0, time.UTC)
	in := "El 23 de febrero de 2019 la oposición convocó a una marcha a las 10.30 horas."
	d := text.NewDoc(in)
	times := timex.ExtractTokens(d.Text, d.Tokens, ref, timex.Options{Lang: "es"})
	if fs := ExtractDocLang("es", d, times, storyline.DateOf(ref)); len(fs) != 0 {
		t.Errorf("figures in dates and times: %+v", fs)
	}
	if fs := ExtractDocLang("fr", d, times, storyline.DateOf(ref)); fs != nil {
		t.Errorf("an unsupported language gave figures: %+v", fs)
	}
}

// TestSpanishFigureWindows dates Spanish figures by the interval their
// sentence gives, against Tuesday 26 February 2019: a count "desde el
// sábado", "desde hace tres días", "durante dos semanas" or "en los
// últimos seis días" holds as of the report date over its window, as
// "since", "for" and "in the past" do in English; "hace cuatro días" and
// "el sábado" date it to that day.
func TestSpanishFigureWindows(t *testing.T) {
	ref := time.Date(2019, 2, 26, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct{ in, text, asOf, from, to string }{
		{"Más de 300 policías han huido a Brasil desde el sábado.", "Más de 300", "2019-02-26", "2019-02-23", "2019-02-26"},
		{"Desde el 23 de febrero, unos 90 guardias cruzaron el río.", "unos 90", "2019-02-26", "2019-02-23", "2019-02-26"},
		{"Al menos 40 camioneros esperan en la aduana desde hace tres días.", "Al menos 40", "2019-02-26", "2019-02-24", "2019-02-26"},
		{"Durante dos semanas marcharon miles de estudiantes.", "miles", "2019-02-26", "2019-02-13", "2019-02-26"},
		{"En los últimos seis días huyeron 40 familias.", "40", "2019-02-26", "2019-02-21", "2019-02-26"},
		{"Hace cuatro días desertaron 12 marineros.", "12", "2019-02-22", "2019-02-22", "2019-02-22"},
		{"El sábado resultaron heridas 285 personas.", "285", "2019-02-23", "2019-02-23", "2019-02-23"},
	} {
		d := text.NewDoc(c.in)
		times := timex.ExtractTokens(d.Text, d.Tokens, ref, timex.Options{Lang: "es"})
		var f *storyline.Figure
		for _, x := range ExtractDocLang("es", d, times, storyline.DateOf(ref)) {
			if x.Text == c.text {
				f = &x
			}
		}
		if f == nil {
			t.Errorf("%q: no figure %q", c.in, c.text)
			continue
		}
		if f.AsOf.String() != c.asOf || f.WindowStart.String() != c.from || f.WindowEnd.String() != c.to {
			t.Errorf("%q: %q as of %v over %v..%v, want as of %s over %s..%s", c.in, c.text, f.AsOf, f.WindowStart, f.WindowEnd, c.asOf, c.from, c.to)
		}
	}
}
