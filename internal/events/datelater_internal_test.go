package events

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// spanOf is the span of the first s in txt.
func spanOf(txt, s string) storyline.Span {
	i := strings.Index(txt, s)
	return storyline.Span{Start: i, End: i + len(s)}
}

// A page's stamp on a line of its own, with a clock time at most, is the
// report's day; a date in a sentence is not.
func TestStampLineIsTheReportsDay(t *testing.T) {
	for _, c := range []struct {
		txt, day string
		want     bool
	}{
		{"UPDATE: Girl, 9, killed in Dayton shooting identified\n\nJune 12, 2021 7:26 AM\n\nA 9-year-old girl is dead.", "June 12, 2021", true},
		{"Girl killed\nJune 12, 2021\nA 9-year-old girl is dead.", "June 12, 2021", true},
		{"Girl killed\nJune 10, 2021 was the day a 9-year-old girl was shot on Elm Street.", "June 10, 2021", false},
		{"Girl killed\nA 9-year-old girl was shot on June 10, 2021 at 7:26 PM.", "June 10, 2021", false},
	} {
		if got := datelineDay(c.txt, spanOf(c.txt, c.day)); got != c.want {
			t.Errorf("%q in %q: the report's day %v, want %v", c.day, c.txt, got, c.want)
		}
	}
}

// A day told from another deed's ("The next day", "a day later") is a
// later step's, not the incident's.
func TestDayAfterAnotherDeed(t *testing.T) {
	txt := "A boy was shot Wednesday night in Dayton. The next day his friend was charged with murder. A day later the friend was released."
	for _, c := range []struct {
		day  string
		want bool
	}{
		{"The next day", true},
		{"A day later", true},
		{"Wednesday night", false},
	} {
		if got := anotherDeedsDay(txt, spanOf(txt, c.day)); got != c.want {
			t.Errorf("%q: another deed's day %v, want %v", c.day, got, c.want)
		}
	}
}
