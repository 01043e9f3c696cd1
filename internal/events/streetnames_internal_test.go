package events

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// A name read as a town is a street's when it is the first of two streets
// named with one plural street word, or the street a block is counted on.
func TestPairedStreetsAndBlocksAreNoTown(t *testing.T) {
	for _, c := range []struct {
		text, name string
		street     bool
	}{
		{"He was shot in an alley between the 2600 blocks of Cedar and 18th Avenues South.", "Cedar", true},
		{"Police closed the corner of Elm and Main streets after the shooting.", "Elm", true},
		{"Officers found him in the 100 block of Lincoln shortly after midnight.", "Lincoln", true},
		{"The shooting happened in Cedar and police are looking for a suspect.", "Cedar", false},
		{"Two men were shot in Aurora and Joliet on Saturday.", "Aurora", false},
	} {
		i := strings.Index(c.text, c.name)
		sp := storyline.Span{Start: i, End: i + len(c.name)}
		if got := namesFacility(c.text, sp); got != c.street {
			t.Errorf("%q in %q: street %v, want %v", c.name, c.text, got, c.street)
		}
	}
}
