package stories

import (
	"slices"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// Reports of one shooting spell its street apart; the key is one.
func TestStreetKey(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"Lappin Avenue", "Lappin Street"},
		{"Ketchum Road", "Ketchum"},
		{"Burlingame Boulevard", "Burlingame Blvd."},
		{"S. Hosmer Street", "South Hosmer Street"},
		{"North Linwood Avenue", "Linwood Ave"},
		{"Harvard Avenue", "Harvard Ave"},
	} {
		if ka, kb := streetKey(c.a), streetKey(c.b); ka != kb {
			t.Errorf("streetKey(%q) = %q, streetKey(%q) = %q", c.a, ka, c.b, kb)
		}
	}
	for _, c := range []struct{ a, b string }{
		{"North Street", "South Street"}, // a compass word and a type are the name
		{"Fulton Avenue", "Alta Arden Expressway"},
		{"Woodbridge Crossing", "Ketchum Road"},
	} {
		if ka, kb := streetKey(c.a), streetKey(c.b); ka == kb {
			t.Errorf("streetKey(%q) = streetKey(%q) = %q", c.a, c.b, ka)
		}
	}
}

// A one-word place the gazetteer does not know is mostly no street
// ("Calif."), but the words before it may say it is one: "the 2300 block
// of Ketchum" is the street the other report calls Ketchum Road.
func TestIdentityStreetByContext(t *testing.T) {
	a := articleNaming("Officers were called to the 2300 block of Ketchum on Sunday. The man drove in from Calif. on Friday.",
		storyline.LOC, "Ketchum", "Calif.")
	id := identityOf(a)
	if !slices.Contains(id.Places, "loc:ketchum") {
		t.Errorf("places %v: want loc:ketchum", id.Places)
	}
	if len(id.Places) != 1 {
		t.Errorf("places %v: want no key for Calif.", id.Places)
	}
}

// A street the tagger read as a person's surname ("the 100 block of N.
// Mead") is a street of the identity, not a surname that ties the reports
// of every shooting on that street.
func TestIdentityStreetReadAsPerson(t *testing.T) {
	a := articleNaming("Shots were fired in the 100 block of N. Mead. Sgt. Scott Brunow said seven people were shot.",
		storyline.PER, "Mead", "Scott Brunow")
	id := identityOf(a)
	if slices.Contains(id.People, "sur:mead") || !slices.Contains(id.Places, "loc:mead") {
		t.Errorf("people %v, places %v: want Mead a street", id.People, id.Places)
	}
	if !slices.Contains(id.People, "sur:brunow") {
		t.Errorf("people %v: want sur:brunow", id.People)
	}
}

// articleNaming is an article of txt whose analysis names each of names
// once, at its first occurrence, as an entity of type typ.
func articleNaming(txt string, typ storyline.EntityType, names ...string) *storyline.Article {
	a := &storyline.Article{Text: txt}
	for i, n := range names {
		at := strings.Index(txt, n)
		a.Analysis.Entities = append(a.Analysis.Entities, storyline.Entity{Type: typ, Canonical: n, Mentions: 1})
		a.Analysis.Mentions = append(a.Analysis.Mentions, storyline.Mention{Type: typ, Text: n, Span: storyline.Span{Start: at, End: at + len(n)}, Entity: i})
	}
	return a
}
