package places

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// A side or the countryside of a town named like its province is the
// province; a side of a metropolis is part of the city, and a town word
// keeps the town.
func TestRegionWritten(t *testing.T) {
	g := Default()
	city := func(name string) storyline.Place {
		for _, p := range g.Lookup(name) {
			if p.Kind == KindCity && p.Country == "SY" {
				return p
			}
		}
		t.Fatalf("no town %s", name)
		return storyline.Place{}
	}
	for _, c := range []struct {
		class, before, name, after, want string
	}{
		{"a compass word before", "Jets struck villages in northern ", "Hama", " on Monday.", "Hama"},
		{"a bare compass word before", "IS fighters massed in east ", "Hama", " last week.", "Hama"},
		{"the countryside after", "Shells fell on villages in the ", "Idlib", " countryside on Monday.", "Idlib"},
		{"the countryside tagged with the name", "Shells fell on villages in ", "Idlib countryside", " on Monday.", "Idlib"},
		{"rural before", "Jets bombed a market in rural ", "Hama", " on Friday.", "Hama"},
		{"the countryside of", "Clashes raged in the countryside of ", "Homs", " on Friday.", "Homs"},
		{"a side of a metropolis is the city", "Shells hit the besieged eastern ", "Aleppo", " on Monday.", ""},
		{"a town word keeps the town", "Jets bombed a district of northern ", "Hama", " city on Monday.", ""},
		{"the town named bare", "Jets bombed a market in ", "Hama", " on Monday.", ""},
		{"the centre is the town", "A car bomb went off in central ", "Homs", " on Monday.", ""},
		{"a capital's countryside is another division", "Jets struck villages in rural ", "Damascus", " on Monday.", ""},
	} {
		m := PlaceMention{Text: c.name, Before: c.before, After: c.after}
		town := city(strings.TrimSuffix(c.name, " countryside"))
		d, ok := g.RegionWritten(m, town)
		got := ""
		if ok {
			got = d.Name
			if d.Kind != KindAdmin1 {
				t.Errorf("%s: %+v is no division", c.class, d)
			}
		}
		if got != c.want {
			t.Errorf("%s: %q%s%q: %q, want %q", c.class, c.before, c.name, c.after, got, c.want)
		}
	}
}
