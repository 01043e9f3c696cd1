package names

import "testing"

// One capitalized word after "identified as" is a person's name, unless
// a possessive, another capitalized word, a place, a listed name or an
// abbreviation says otherwise.
func TestNamesIdentifiedAlone(t *testing.T) {
	cases := []struct {
		text string
		want []string
		not  []string
	}{
		{"A photo from last June shows a girl identified as Kaydence with her aunt.", []string{"Kaydence"}, nil},
		{"Deputies played a video of a man the clerk identified as Hollister entering the store.", []string{"Hollister"}, nil},
		{"Police identified the body as Vickers's brother, Ramal O. Vickers.", []string{"Ramal O. Vickers"}, []string{"Vickers's"}},
		{"A man identified as CS went to the hospital.", nil, []string{"CS"}},
		{"A photo shows a boy identified as Zackary with his mother. Montoursville police say little Zackary found the gun on the bed. The bullet went into Zackary's leg. Zackary was flown to Geisinger Medical Center in Danville.", []string{"Zackary"}, nil},
		{"The shooter was identified as Jordan, police said.", nil, []string{"Jordan"}},
	}
	for _, c := range cases {
		checkPeople(t, c.text, c.want, c.not)
	}
}
