package events

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// A day that opens or closes a period a sentence tells is the period's,
// not one deed's: it names no event's day and dates an event last among
// the days stated.
func TestOpensPeriod(t *testing.T) {
	for _, c := range []struct {
		text, day string
		want      bool
	}{
		{"From Saturday through Monday, gunfire wounded 19 people in the city.", "Saturday", true},
		{"From Saturday through Monday, gunfire wounded 19 people in the city.", "Monday", true},
		{"At least 12 people were shot between Friday evening and Sunday morning.", "Friday", true},
		{"Nine people have been shot since Thursday night, police said.", "Thursday", true},
		{"A man was shot on Saturday outside a bar on Elm Street.", "Saturday", false},
		{"Police said the man was wounded Monday night.", "Monday", false},
	} {
		i := strings.Index(c.text, c.day)
		sp := storyline.Span{Start: i, End: i + len(c.day)}
		if got := opensPeriod(c.text, sp); got != c.want {
			t.Errorf("%q, %s: opensPeriod %v; want %v", c.text, c.day, got, c.want)
		}
	}
	day := &storyline.Event{TimePrecision: 1, DateSpan: storyline.Span{Start: 3, End: 9}}
	hour := &storyline.Event{TimePrecision: 1, DateSpan: storyline.Span{Start: 3, End: 12}}
	if r, h := dateRank(mention{e: day, periodDay: true}), dateRank(mention{e: hour}); r <= h {
		t.Errorf("a period's day ranks %d, a time of the day %d: want the period's after", r, h)
	}
}
