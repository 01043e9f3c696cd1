package events

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

func TestNamedAsReference(t *testing.T) {
	for _, c := range []struct {
		text, town string
		want       bool
	}{
		{"The bodies were found at a farmhouse in Kerens, about 30 miles east of Waco.", "Waco", true},
		{"The bodies were found at a farmhouse in Kerens, about 30 miles east of Waco.", "Kerens", false},
		{"A boy was shot during a deer hunt just north of Tucson on Sunday.", "Tucson", false},
		{"The blast hit Dumayr, some 40 kilometres northeast of Damascus.", "Damascus", true},
		{"The farm lies a few miles outside Lubbock.", "Lubbock", true},
		{"The cabin lies 12 miles from Flagstaff.", "Flagstaff", true},
		{"The car was found 5 km outside of Durango.", "Durango", true},
		{"Two men were shot in West Oakland late Friday.", "Oakland", false},
		{"Two men were shot in Oakland late Friday.", "Oakland", false},
		{"Four were shot in the Fifth Ward, just north of downtown Houston.", "Houston", false},
		{"Most residents of Oakland were asleep.", "Oakland", false},
	} {
		i := strings.LastIndex(c.text, c.town)
		if got := namedAsReference(c.text, storyline.Span{Start: i, End: i + len(c.town)}); got != c.want {
			t.Errorf("%q in %q: got %v", c.town, c.text, got)
		}
	}
}

func TestNamedAsNeighbourhood(t *testing.T) {
	for _, c := range []struct {
		text, town string
		want       bool
	}{
		{"Three were wounded in the Oakwood neighborhood of north Fresno.", "Oakwood", true},
		{"Police found him in the city's West Kensington section on Friday.", "Kensington", true},
		{"Neighbors said their quiet Ridgefield neighborhood is usually safe.", "Ridgefield", false},
		{"Three were wounded in Oakwood on Friday.", "Oakwood", false},
		{"The Oakwood police said the neighborhood was calm.", "Oakwood", false},
	} {
		i := strings.Index(c.text, c.town)
		if got := namedAsNeighbourhood(c.text, storyline.Span{Start: i, End: i + len(c.town)}); got != c.want {
			t.Errorf("%q in %q: got %v", c.town, c.text, got)
		}
	}
}
