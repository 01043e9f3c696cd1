package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

func TestStoryCounty(t *testing.T) {
	state := &storyline.Place{Name: "Ohio", Country: "US", Kind: "admin1", Precision: 3}
	town := &storyline.Place{Name: "Minford", Admin1: "Ohio", Country: "US", Kind: "city", Precision: 1}
	for _, c := range []struct {
		title, text string
		p           *storyline.Place
		want        string
		placed      bool // a place of the division, not only its name
	}{
		{"Sheriff's office responds to two calls", "In Scioto County deputies were called to a farm. The Scioto County Sheriff said the man was shot.", nil, "Scioto County", false},
		{"Boy hurt in Scioto County hunting accident", "Deputies said the boy was shot.", state, "Scioto County", true},
		{"Teen shot in St. Landry Parish", "The sheriff said the teen was hurt.", nil, "St. Landry Parish", false},
		// the county the texts name ends a title-case headline's run
		{"Man Shoots Scioto County Teen", "The Scioto County sheriff said the teen was hurt.", nil, "Scioto County", false},
		{"Man Shoots Adams County Teen", "The sheriff said the teen was hurt.", nil, "Adams County", false},
		// a town stands
		{"Boy hurt in Scioto County", "Deputies said the boy was shot.", town, "", false},
		{"Boy hurt in hunting accident", "Deputies said the boy was shot.", nil, "", false},
	} {
		a := &storyline.Article{Title: c.title, Text: c.text}
		p, name := storyCounty([]*storyline.Article{a}, c.p)
		if name != c.want || (p != nil) != c.placed || p != nil && (p.Name != c.want || p.Admin1 != "Ohio" || p.Kind != KindCounty) {
			t.Errorf("%q: got %+v %q, want %q", c.title, p, name, c.want)
		}
	}
}
