package lang

import "testing"

func TestDetect(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Colombian immigration officials said on Tuesday that so far, more than 320 Venezuelan soldiers have defected since the weekend, as the standoff over humanitarian aid grew.", "en"},
		{"Funcionarios de migración de Colombia dijeron el martes que más de 320 soldados venezolanos han desertado desde el fin de semana, mientras crecía la tensión por la ayuda humanitaria.", "es"},
		{"Les autorités colombiennes ont déclaré mardi que plus de 320 soldats vénézuéliens avaient fait défection depuis le week-end, alors que la tension montait autour de l'aide humanitaire.", "fr"},
		{"12345 !!!", Undetermined},
		// headlines with no body: too short for the model to be sure
		{"Teen injured in accidental shooting", "en"},
		{"Four shot at Haw River sports bar", "en"},
		{"Police identify four killed in Killeen shooting", "en"},
		{"Cuatro heridos en un tiroteo en Caracas", "es"},
	}
	for _, tt := range tests {
		if got := Detect(tt.text); got != tt.want {
			t.Errorf("Detect(%.30q…) = %s, want %s", tt.text, got, tt.want)
		}
	}
	if len(analyzedLangs) != len(Analyzed) {
		t.Errorf("the detector's analyzed languages %v, want one for each of %v", analyzedLangs, Analyzed)
	}
	if NotAnalyzed("en") != "" || NotAnalyzed("es") != "" || NotAnalyzed("fr") != "not analyzed: language fr" {
		t.Error("NotAnalyzed")
	}
}
