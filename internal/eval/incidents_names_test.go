package eval

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// A record's rank, office or service before a name is no part of it: the
// articles name the person without it.
func TestNameEndsDropsTitles(t *testing.T) {
	for _, c := range []struct{ name, first, last string }{
		{"Officer Lionel Brandt", "lionel", "brandt"},
		{"Army Staff Sgt. Toby R. Quarles", "toby", "quarles"},
		{"Coast Navy Petty Officer 2nd Class Ben Ashe", "coast", "ashe"}, // an unknown word stops it
		{"Rev. Dr. Amos Whitlock, Sr", "amos", "whitlock"},
		{"K9 Officer Rook", "rook", "rook"},
		{"Deputy", "deputy", "deputy"}, // a placeholder stays one
		{"Major Tillman", "major", "tillman"},
	} {
		if f, l := NameEnds(c.name); f != c.first || l != c.last {
			t.Errorf("NameEnds(%q) = %q, %q; want %q, %q", c.name, f, l, c.first, c.last)
		}
	}
	got := foundPeople([]string{"Ofc. Lionel Brandt", "Dep. Corey Vail"}, &storyline.StoryEvent{}, []string{"Lionel Brandt", "Vail"})
	if len(got) != 1 || got[0] != "Ofc. Lionel Brandt" {
		t.Errorf("found %q, want the officer named in full only", got)
	}
}

// A given name spelt one letter apart by the record and the article is
// one, but for its end, where a man's and a woman's names differ.
func TestSameGiven(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"clarance", "clarence", true},
		{"kristen", "kirsten", true},
		{"richardo", "ricardo", true},
		{"deshawn", "deshaun", true},
		{"dnoymar", "dnomyar", true},
		{"dnoymar", "dnmoyar", false}, // two letters moved
		{"eric", "erica", false},
		{"mario", "maria", false},
		{"tasha", "tandra", false},
		{"jon", "jan", false}, // too short to tell
		{"kavin", "bavin", false},
		{"arlo", "arlo", true},
		{"steven", "steve", true}, // a short form
		{"samuel", "sam", true},
		{"sam", "samuel", true},
		{"patrick", "pat", true},
		{"daniel", "dan", true},
		{"alexander", "alex", true},
		{"joseph", "jo", false},  // too short to tell
		{"erica", "eric", false}, // a man's and a woman's name
	} {
		if got := sameGiven(c.a, c.b); got != c.want {
			t.Errorf("sameGiven(%q, %q) = %v", c.a, c.b, got)
		}
	}
	got := foundPeople([]string{"Clarance Whitby", "Erica Whitby"}, &storyline.StoryEvent{}, []string{"Clarence Whitby", "Eric Whitby"})
	if len(got) != 1 || got[0] != "Clarance Whitby" {
		t.Errorf("found %q, want Clarance Whitby only", got)
	}
}

// Initials are words of their own in the record as in the articles; a
// name given by initials keeps its first one.
func TestNameEndsInitials(t *testing.T) {
	for _, c := range []struct{ name, first, last string }{
		{"Officer R.J. Tamm", "r", "tamm"},
		{"Dwayne K. Lott Jr.", "dwayne", "lott"},
		{"Ann-Marie Lott", "ann", "lott"},
	} {
		if f, l := NameEnds(c.name); f != c.first || l != c.last {
			t.Errorf("NameEnds(%q) = %q, %q; want %q, %q", c.name, f, l, c.first, c.last)
		}
	}
	got := foundPeople([]string{"Officer R.J. Tamm", "P.K. Oduya"}, &storyline.StoryEvent{}, []string{"R.J. Tamm", "Peter Oduya"})
	if len(got) != 1 || got[0] != "Officer R.J. Tamm" {
		t.Errorf("found %q, want the officer only", got)
	}
}
