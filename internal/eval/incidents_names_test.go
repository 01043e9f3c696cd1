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
