package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

func TestSceneTowns(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Deputies said it happened at a home in the 4100 block of Hillcrest Road in McComb on Sunday.", "McComb"},
		{"The shooting happened around 9 p.m. on the 600 block of Maple Lane in Elgin Saturday.", "Elgin"},
		{"Officers found the man at 212 N. Main St. in Joliet.", "Joliet"},
		{"Police were called to the 200 block of Oak Lane in Elmhurst.Police said the man died.", "Elmhurst"},
		{"Deputies went to the 300 block of Pine Road in Hazlehurst.  Watch the report.", "Hazlehurst"},
		{"It happened on Lenox Road in Prospect Lefferts Gardens.", ""},
		{"A man from Joliet was shot on Elm Street.", ""},
		{"She was taken to a hospital in Joliet.", ""},
	} {
		a := &storyline.Article{Text: c.text}
		got := ""
		if ps := sceneTowns(a); len(ps) > 0 {
			got = ps[0].Name
		}
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

func TestOwnTownHolds(t *testing.T) {
	town := func(name, admin1 string) *storyline.Place {
		return &storyline.Place{Name: name, Admin1: admin1, Country: "US", Kind: "city", Precision: 1}
	}
	for _, c := range []struct {
		own, top    *storyline.Place
		owns, tops  int
		want        bool
		description string
	}{
		{town("Chubbuck", "Idaho"), town("Pocatello", "Idaho"), 4, 8, true, "the suburb named half as often as the city whose police report it"},
		{town("Chubbuck", "Idaho"), town("Pocatello", "Idaho"), 3, 8, false, "named far less often"},
		{town("Chubbuck", "Idaho"), town("Pocatello", "Idaho"), 1, 2, false, "named once: a home town or a namesake"},
		{town("Auburn", "Washington"), town("Atlanta", "Georgia"), 5, 6, false, "a town of another state"},
		{&storyline.Place{Name: "Idaho", Country: "US", Kind: "admin1"}, town("Pocatello", "Idaho"), 5, 6, false, "a division is no town"},
	} {
		if got := ownTownHolds(c.own, c.top, c.owns, c.tops); got != c.want {
			t.Errorf("%s: got %v", c.description, got)
		}
	}
}
