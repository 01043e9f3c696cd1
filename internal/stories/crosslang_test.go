package stories

import "testing"

func TestGlossSpanish(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Airbus anuncia recortes de 10.000 empleos.", "Airbus announce cut 10.000 job."},
		{"Más de 320 militares venezolanos han desertado desde el fin de semana.", "320 military Venezuelan defect end."},
		{"La Casa Blanca rechazó el plan de rescate de GM.", "White House reject plan rescue GM."},
		{"Los soldados huyeron a Colombia.", "soldier flee Colombia."},
	} {
		if got := glossSpanish(c.in); got != c.want {
			t.Errorf("glossSpanish(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestSpanishTermsMeetEnglish(t *testing.T) {
	es := Terms(glossSpanish("Los soldados venezolanos desertaron y cruzaron la frontera con Colombia."), nil, 1)
	en := Terms("Venezuelan soldiers defected and crossed the border into Colombia.", nil, 1)
	for _, k := range []string{"soldier", "defect", "cross", "border", "colombia"} {
		if es[k] == 0 || en[k] == 0 {
			t.Errorf("term %q: Spanish %v, English %v", k, es[k], en[k])
		}
	}
}
