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
		// a town stands, with the county its report puts it in
		{"Boy hurt in Scioto County", "Deputies said the boy was shot.", town, "Scioto County", false},
		{"Boy hurt in Minford", "Deputies said the boy was shot.", town, "", false},
		{"Boy hurt in hunting accident", "Deputies said the boy was shot.", nil, "", false},
	} {
		a := &storyline.Article{Title: c.title, Text: c.text}
		p, name := storyCounty([]*storyline.Article{a}, c.p)
		if name != c.want || (p != nil) != c.placed || p != nil && (p.Name != c.want || p.Admin1 != "Ohio" || p.Kind != KindCounty) {
			t.Errorf("%q: got %+v %q, want %q", c.title, p, name, c.want)
		}
	}
}

func TestSceneCounty(t *testing.T) {
	town := &storyline.Place{Name: "Minford", Admin1: "Ohio", Country: "US", Kind: "city", Precision: 1}
	for _, c := range []struct {
		title, text, want string
	}{
		// the county's agency works the scene
		{"Girl shot near Minford", "Scioto County deputies said the girl was hit in the leg on a trail south of Minford.", "Scioto County"},
		{"Two hurt in Minford", "The Scioto County Sheriff’s Office is looking into a shooting in Minford.", "Scioto County"},
		{"Two hurt in Minford", "A deputy with Scioto County said the men were shot.", "Scioto County"},
		// the county named as the scene
		{"Hunter killed in Scioto County", "The man from Minford was shot on Saturday.", "Scioto County"},
		{"Man shot", "IN SCIOTO COUNTY — In Scioto County a man from Minford was shot.", "Scioto County"},
		// the county most named of the scene's
		{"Man shot in Minford", "Scioto County deputies and Pike County deputies chased the car. The Scioto County sheriff said the man died.", "Scioto County"},
		// the town's police and the county's sheriff at one scene
		{"Boy shot in Minford", "Minford police and the Scioto County Sheriff's Office responded.", "Scioto County"},
		// a county named for no scene: a jail, a court, a school
		{"Man shot in Minford", "The suspect is held in the Pike County Jail. A Pike County judge set bond.", ""},
		{"Man shot in Minford", "He was a Scioto County Career Center student.", ""},
		// a page's stamp before a sentence
		{"Girl shot in Minford", "Updated 8:10 PM EDT The Scioto County Sheriff's Office said she was hit.", "Scioto County"},
		// the sentence before ends with an abbreviation
		{"Girl shot near Minford", "She was flown to a hospital in Huntington, W.Va.  Scioto County deputies said she was hit.", "Scioto County"},
		{"Girl shot near Minford", "Deputies in St. Landry Parish said she was hit.", "St. Landry Parish"},
		// a county the text puts in another state
		{"Man shot in Minford", "He was shot in Lee County, Iowa, deputies said.", ""},
		{"Man shot in Minford", "He was shot in Scioto County, Ohio, deputies said.", "Scioto County"},
	} {
		a := &storyline.Article{Title: c.title, Text: c.text}
		if got := sceneCounty([]*storyline.Article{a}, town); got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
	if got := sceneCounty([]*storyline.Article{{Title: "Man shot", Text: "Scioto County deputies said."}}, &storyline.Place{Name: "Ohio", Country: "US", Kind: "admin1"}); got != "" {
		t.Errorf("a division: got %q, want none", got)
	}
}
