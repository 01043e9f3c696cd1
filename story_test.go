package storyline

import "testing"

// TestStoryCursor: a cursor reads back as the rank and update it was
// written from; an article ID alone is rank 0; anything else is refused.
func TestStoryCursor(t *testing.T) {
	s := StorySummary{Articles: 3, Copies: 1, Outlets: 2, Updated: 812}
	for _, o := range []StorySort{SortDeveloping, SortNewest, SortSources} {
		rank, updated, ok := ParseStoryCursor(o.Cursor(s))
		if !ok || rank != o.Rank(s) || updated != 812 {
			t.Errorf("%q: cursor %q reads as %d, %d, %v", o, o.Cursor(s), rank, updated, ok)
		}
	}
	if r, u, ok := ParseStoryCursor("340"); !ok || r != 0 || u != 340 {
		t.Errorf("an article ID: %d, %d, %v", r, u, ok)
	}
	for _, bad := range []string{"", "x", "-1-5", "2-", "2-0", "a-5"} {
		if _, _, ok := ParseStoryCursor(bad); ok {
			t.Errorf("%q read as a cursor", bad)
		}
	}
	if SortDeveloping.Rank(s) != 2 || SortDeveloping.Rank(StorySummary{Articles: 2, Outlets: 1}) != 1 || SortDeveloping.Rank(StorySummary{Articles: 2, Copies: 1, Outlets: 2}) != 0 {
		t.Error("developing ranks")
	}
}

func TestHeadlineFigureTextOnePerson(t *testing.T) {
	for _, c := range []struct{ value, label, want string }{
		{"1", "people killed", "1 person killed"},
		{"2", "people killed", "2 people killed"},
		{"1", "peoples' votes", "1 peoples' votes"},
		{"450+", "soldiers deserted", "450+ soldiers deserted"},
	} {
		f := &HeadlineFigure{Value: c.value, Label: c.label}
		if got := f.Text(); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.value, c.label, got, c.want)
		}
	}
}
