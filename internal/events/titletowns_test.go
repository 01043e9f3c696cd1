package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

func TestTitleTowns(t *testing.T) {
	for _, c := range []struct {
		title string
		ents  []storyline.Entity // the text's places
		want  string             // "" when the headline gives no town
	}{
		{"Teen fatally shot in head in southwest Macon", nil, "Macon|Georgia"},
		{"Four Injured By Gunfire Outside Marion Nightclub", nil, "Marion"},
		{"Four wounded in shooting at Pomona restaurant drive-through", nil, "Pomona|California"},
		{"4 people injured in SE Bakersfield shooting", nil, "Bakersfield|California"},
		// a county is no town
		{"Mother injured, child killed in Paulding County shooting", nil, ""},
		{"One killed, four injured in Dillon Co. shooting", nil, ""},
		// a headline's first word is not read
		{"Man charged in shooting", nil, ""},
		// a name the text names counts as the text reads it
		{"Shooting in Springfield", []storyline.Entity{{Type: storyline.LOC, Canonical: "Springfield", Place: &storyline.Place{Name: "Springfield", Admin1: "Illinois", Country: "US", Kind: "city"}}}, ""},
		// a town outside the divisions the text's places lie in is a
		// namesake the headline does not mean
		{"5-year-old girl shot in arm in Englewood neighborhood", []storyline.Entity{{Type: storyline.LOC, Canonical: "Houston", Place: &storyline.Place{Name: "Houston", Admin1: "Texas", Country: "US", Kind: "city"}}}, ""},
		// its namesake in their division is (Chicago's Englewood, counted
		// for Chicago by townOf)
		{"5-year-old girl shot in arm in Englewood neighborhood", []storyline.Entity{{Type: storyline.LOC, Canonical: "Chicago", Place: &storyline.Place{Name: "Chicago", Admin1: "Illinois", Country: "US", Kind: "city"}}}, "Englewood|Illinois"},
		// a town the headline's subject is named for
		{"Police investigate Kokomo shooting", nil, "Kokomo|Indiana"},
		{"3-year-old Joliet girl shot in abdomen", nil, "Joliet|Illinois"},
		{"Two arrested following deadly Bakersfield double homicide", nil, "Bakersfield|California"},
		{"Pueblo Police: 1 dead after argument", nil, "Pueblo|Colorado"},
		// a city named by its district's abbreviation, the period kept
		{"In D.C., weekend gunfire kills 1, wounds 12", nil, "Washington|District of Columbia"},
		{"Weekend gunfire in D.C. kills 1", nil, "Washington|District of Columbia"},
		// the outlet's name after the headline is not read
		{"Teen hurt at party - Tulsa police blotter", nil, ""},
	} {
		a := &storyline.Article{Title: c.title}
		a.Analysis.Entities = c.ents
		got := ""
		if ts := titleTowns(a, nil); len(ts) > 0 {
			got = ts[0].Name + "|" + ts[0].Admin1
		}
		if c.want == "" && got != "" || c.want != "" && (len(got) < len(c.want) || got[:len(c.want)] != c.want) {
			t.Errorf("%q: %q, want %q", c.title, got, c.want)
		}
	}
}

// A headline's town is the namesake in a division the story names.
func TestTitleTownsInStoryDivision(t *testing.T) {
	a := &storyline.Article{Title: "Campbell boy, 7, hospitalized after accidental shooting"}
	ts := titleTowns(a, map[string]bool{"US|Ohio": true})
	if len(ts) != 1 || ts[0].Name != "Campbell" || ts[0].Admin1 != "Ohio" {
		t.Errorf("got %+v, want Campbell, Ohio", ts)
	}
	if ts := titleTowns(a, map[string]bool{"US|Texas": true}); len(ts) != 0 {
		t.Errorf("got %+v, want none in Texas", ts[0])
	}
}
