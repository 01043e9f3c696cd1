package events

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

func TestFullerTown(t *testing.T) {
	for _, c := range []struct {
		text, cut, want string
	}{
		{"Two were found shot in their Salt Lake City apartment.", "Salt", "Salt Lake City"},
		{"A girl was hurt in West Valley City on Tuesday.", "West Valley", "West Valley City"},
		{"Detectives in Chicago Police custody questioned him.", "Chicago", ""},
		{"Two men were shot in Joliet on Friday.", "Joliet", ""},
	} {
		i := strings.Index(c.text, c.cut)
		got := fullerTown(c.text, storyline.Span{Start: i, End: i + len(c.cut)})
		if name := ""; got != nil {
			name = got.Name
			if name != c.want {
				t.Errorf("%q in %q: got %q", c.cut, c.text, name)
			}
		} else if c.want != "" {
			t.Errorf("%q in %q: got none", c.cut, c.text)
		}
	}
}
