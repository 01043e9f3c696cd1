package text

import "testing"

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"Ureña":             "urena",
		"CÚCUTA":            "cucuta",
		"U.S.":              "us",
		"Port-au-Prince":    "port au prince",
		"  Côte d'Ivoire ":  "cote divoire",
		"Straße":            "strasse",
		"Nicolás  Maduro’s": "nicolas maduros",
	} {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}
