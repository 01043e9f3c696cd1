package storyview

import (
	"slices"
	"testing"

	"github.com/storyline-news/storyline"
)

// A given name alone after the full name it starts is no person of the
// summary of its own; a longer given name that only begins like it is.
func TestSummaryPeopleLeaveOutGivenNames(t *testing.T) {
	v := &View{Entities: []Entity{
		{Type: storyline.PER, Name: "Kaydence Orr", Articles: 4},
		{Type: storyline.PER, Name: "Kaydence", Articles: 2},
		{Type: storyline.PER, Name: "Kay", Articles: 1},
	}}
	var got []string
	for _, p := range v.Summarize(nil).People {
		got = append(got, p.Name)
	}
	if want := []string{"Kaydence Orr", "Kay"}; !slices.Equal(got, want) {
		t.Errorf("people %q, want %q", got, want)
	}
}
