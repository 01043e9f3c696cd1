package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

func TestOutletDivision(t *testing.T) {
	for _, c := range []struct{ title, want string }{
		{"Boy hurt in Dale Co. shooting - WXYZ-TV: News and Weather for Montgomery, AL", "Alabama"},
		{"Teen shot near lake - KXXX.com - Tulsa, OK News, Weather", "Oklahoma"},
		{"Teen shot near lake, deputies say", ""},
		{"Teen shot near lake - The Daily Bugle", ""},
	} {
		got := outletDivision([]*storyline.Article{{Title: c.title}})
		name := ""
		if got != nil {
			name = got.Name
		}
		if name != c.want {
			t.Errorf("%q: got %q", c.title, name)
		}
	}
}
