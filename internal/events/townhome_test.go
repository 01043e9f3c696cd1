package events

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

func TestNamedAsHome(t *testing.T) {
	for _, c := range []struct {
		text, town string
		want       bool
	}{
		{"Police arrested Marcus Reed, 31, of Joliet, on Friday.", "Joliet", true},
		{"A Joliet man was shot twice in Elgin.", "Joliet", true},
		{"A Joliet man was shot twice in Elgin.", "Elgin", false},
		{"Two teenagers from Aurora were wounded.", "Aurora", true},
		{"Two people were wounded outside a bar in Aurora.", "Aurora", false},
		{"Two teens from Aurora were wounded.", "Aurora", true},
		{"The shooting happened in Aurora late Sunday.", "Aurora", false},
		{"Aurora police said the victim died.", "Aurora", false},
	} {
		i := strings.Index(c.text, c.town)
		if got := namedAsHome(c.text, storyline.Span{Start: i, End: i + len(c.town)}); got != c.want {
			t.Errorf("%q in %q: got %v", c.town, c.text, got)
		}
	}
}
