package names

import "testing"

// A given name with an apostrophe between two capitals starts a person's
// name; the French, Italian and Irish shapes of places stay places.
func TestNamesApostropheGiven(t *testing.T) {
	cases := []struct {
		text string
		want []string
		not  []string
	}{
		{"Officers found Ma'Kiyah Sturdivant in the kitchen.", []string{"Ma'Kiyah Sturdivant"}, nil},
		{"Witnesses saw Ky’Leigh Barnes run toward the car.", []string{"Ky’Leigh Barnes"}, nil},
		{"The driver was T'Quan Holloway of Newark.", []string{"T'Quan Holloway"}, []string{"T'Quan Holloway of Newark"}},
		{"Tourists flew from L'Aquila Airport to O'Hare International.", nil, []string{"L'Aquila Airport", "O'Hare International"}},
	}
	for _, c := range cases {
		checkPeople(t, c.text, c.want, c.not)
	}
	for _, w := range []string{"Ta'Niyah", "De’Shaun", "D'Andre"} {
		if !apostropheGiven(w) {
			t.Errorf("apostropheGiven(%q) = false", w)
		}
	}
	for _, w := range []string{"L'Oreal", "O'Brien", "Côte", "Dar'a", "Qu'Ap", "Shaq'", "ANA'LISE"} {
		if apostropheGiven(w) {
			t.Errorf("apostropheGiven(%q) = true", w)
		}
	}
}
