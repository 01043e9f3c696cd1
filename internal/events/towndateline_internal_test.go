package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A county's dateline gives way to a town of its state the resolver read
// as the largest namesake elsewhere: Elkton, Maryland for the Elkton of a
// Kentucky county.
func TestNamesTownInNamesake(t *testing.T) {
	county := &storyline.Place{Name: "Todd County", Admin1: "Kentucky", Country: "US", Kind: KindCounty, Precision: 2}
	for _, c := range []struct {
		town *storyline.Place
		want bool
	}{
		{&storyline.Place{Name: "Elkton", Admin1: "Maryland", Country: "US", Kind: "city"}, true},
		{&storyline.Place{Name: "Elkton", Admin1: "Kentucky", Country: "US", Kind: "city"}, true},
		// no town of Kentucky has the name: the county stands
		{&storyline.Place{Name: "Baltimore", Admin1: "Maryland", Country: "US", Kind: "city"}, false},
	} {
		a := &storyline.Article{Analysis: storyline.Analysis{Entities: []storyline.Entity{{Type: storyline.LOC, Canonical: c.town.Name, Place: c.town}}}}
		if got := namesTownIn(a, county); got != c.want {
			t.Errorf("%s, %s: namesTownIn = %v, want %v", c.town.Name, c.town.Admin1, got, c.want)
		}
	}
}

// A dateline's state named like a country ("MACON, Georgia –", in a
// report whose places the resolver read in the country Georgia) is the
// state when the gazetteer lists the town there.
func TestDatelineStateNamedLikeCountry(t *testing.T) {
	georgia := &storyline.Place{Name: "Georgia", Country: "GE", Kind: "country", Precision: 3}
	txt := "MACON, Georgia (WXYZ) – A father was arrested after his son found a pistol and shot his sister in the arm."
	a := &storyline.Article{Text: txt, Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(txt)}}},
		Analysis: storyline.Analysis{Entities: []storyline.Entity{{Type: storyline.LOC, Canonical: "Georgia", Place: georgia, Mentions: 3}}}}
	if p := datelineTown(a); p == nil || p.Name != "Macon" || p.Admin1 != "Georgia" || p.Country != "US" {
		t.Errorf("datelineTown = %+v, want Macon, Georgia, US", p)
	}
}
