package timex

import (
	"testing"
	"time"
)

// TestSpanish reads Spanish sentences written for the test against
// Tuesday 26 February 2019.
func TestSpanish(t *testing.T) {
	ref := time.Date(2019, 2, 26, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct{ in, text, typ, val string }{
		{"Los militares cruzaron el puente el sábado.", "el sábado", "DATE", "2019-02-23"},
		{"Desertó hace cuatro días.", "hace cuatro días", "DATE", "2019-02-22"},
		{"Han desertado desde el fin de semana.", "el fin de semana", "DATE", "2019-W08-WE"},
		{"La ayuda llegó el 23 de febrero.", "el 23 de febrero", "DATE", "2019-02-23"},
		{"La marcha empezará a las 10.30 horas.", "las 10.30 horas", "TIME", "2019-02-26T10:30"},
		{"Ayer cerraron la frontera.", "Ayer", "DATE", "2019-02-25"},
		{"Mañana se reunirá el grupo.", "Mañana", "DATE", "2019-02-27"},
		{"La semana pasada huyeron 200.", "La semana pasada", "DATE", "2019-W08"},
		{"Ocurrió en 2019.", "2019", "DATE", "2019"},
		{"Volverán el próximo lunes.", "el próximo lunes", "DATE", "2019-03-04"},
		{"Estuvieron detenidos durante tres meses.", "tres meses", "DURATION", "P3M"},
		{"Llegaron el 4 de octubre de 2005.", "el 4 de octubre de 2005", "DATE", "2005-10-04"},
		{"El año pasado se fueron.", "El año pasado", "DATE", "2018"},
		{"Este año hubo más.", "Este año", "DATE", "2019"},
		{"Se reúnen todos los días.", "todos los días", "SET", "P1D"},
		{"El jueves por la noche hubo disturbios.", "El jueves por la noche", "TIME", "2019-02-21TNI"},
		{"En el tercer trimestre de 2018 cayó.", "el tercer trimestre de 2018", "DATE", "2018-Q3"},
		{"Los últimos doce años fueron duros.", "Los últimos doce años", "DURATION", "P12Y"},
		{"Actualmente no hay paso.", "Actualmente", "DATE", "PRESENT_REF"},
		{"A finales de enero llegaron.", "finales de enero", "DATE", "2019-01"},
	} {
		got := ExtractWith(c.in, ref, Options{Lang: "es"})
		found := false
		for _, x := range got {
			if x.Text == c.text {
				found = true
				if string(x.Type) != c.typ || x.Value != c.val {
					t.Errorf("%q: %q is %s %s, want %s %s", c.in, c.text, x.Type, x.Value, c.typ, c.val)
				}
			}
		}
		if !found {
			t.Errorf("%q: no %q in %+v", c.in, c.text, got)
		}
	}
}

// TestSpanishNotTimes holds numbers that are no time expressions.
func TestSpanishNotTimes(t *testing.T) {
	ref := time.Date(2019, 2, 26, 0, 0, 0, 0, time.UTC)
	for _, in := range []string{
		"Unos 4.500 soldados esperan.",
		"Más de 1500 personas cruzaron.",
		"Los 8.000 manifestantes marcharon.",
		"Iba con Abril al campo.",
		"Gritaron el ¡Basta ya! en la plaza.", // a sign that folds to nothing after an article
		"Dijo la … y se fue.",
	} {
		for _, x := range ExtractWith(in, ref, Options{Lang: "es"}) {
			t.Errorf("%q: unexpected %q (%s %s)", in, x.Text, x.Type, x.Value)
		}
	}
	if got := ExtractWith("Le 23 février", ref, Options{Lang: "fr"}); got != nil {
		t.Errorf("an unsupported language gave %+v", got)
	}
}

// TestSpanishWindows reads the intervals Spanish opens with "desde", "a
// partir de", "desde hace", "durante" and "en", against Tuesday 26
// February 2019: a date after "desde" runs to the anchor, as "since" does.
func TestSpanishWindows(t *testing.T) {
	ref := time.Date(2019, 2, 26, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct{ in, text, mod, from, to string }{
		{"Más de 300 policías han huido desde el sábado.", "el sábado", "SINCE", "2019-02-23", "2019-02-26"},
		{"Desde el 23 de febrero cruzaron el río unos 90 guardias.", "el 23 de febrero", "SINCE", "2019-02-23", "2019-02-26"},
		{"El puente está cerrado desde ayer.", "ayer", "SINCE", "2019-02-25", "2019-02-26"},
		{"Los precios se duplicaron a partir de enero.", "enero", "SINCE", "2019-01-01", "2019-02-26"},
		{"Maduro gobierna desde 2013.", "2013", "SINCE", "2013-01-01", "2019-02-26"},
		{"Los camioneros esperan desde hace tres días.", "hace tres días", "", "2019-02-24", "2019-02-26"},
		{"Durante dos semanas marcharon los estudiantes.", "dos semanas", "", "2019-02-13", "2019-02-26"},
		{"En apenas cinco días llegaron 2.000 personas.", "apenas cinco días", "", "2019-02-22", "2019-02-26"},
		{"Huyeron 40 familias en los últimos seis días.", "los últimos seis días", "", "2019-02-21", "2019-02-26"},
		// not windows to the anchor: a closed interval, a date to come, a
		// date four days back
		{"La aduana cerró desde el sábado hasta el lunes.", "el sábado", "", "2019-02-23", "2019-02-23"},
		{"El paso seguirá cerrado desde el próximo lunes.", "el próximo lunes", "", "2019-03-04", "2019-03-04"},
		{"Desertaron hace cuatro días.", "hace cuatro días", "", "2019-02-22", "2019-02-22"},
	} {
		found := false
		for _, x := range ExtractWith(c.in, ref, Options{Lang: "es"}) {
			if x.Text != c.text {
				continue
			}
			found = true
			if x.Mod != c.mod || x.RangeStart.String() != c.from || x.RangeEnd.String() != c.to {
				t.Errorf("%q: %q is %q %v..%v, want %q %s..%s", c.in, c.text, x.Mod, x.RangeStart, x.RangeEnd, c.mod, c.from, c.to)
			}
		}
		if !found {
			t.Errorf("%q: no %q", c.in, c.text)
		}
	}
}
