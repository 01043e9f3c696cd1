package places

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// A romanized Arabic name with its later words in lower case ("Deir
// ezzor") is found when the tagger took the capitalized word alone; an
// English phrase ("White house") is not made a town.
func TestLowerCaseTail(t *testing.T) {
	g := Default()
	ctx := Context{Countries: map[string]int{"SY": 3}}
	r := g.Resolve([]PlaceMention{{Text: "Deir", Before: "Jets killed 23 civilians in Syrias ", After: " ezzor on Thursday."}}, ctx)
	if r[0].Place == nil || r[0].Place.Admin1 != "Deir ez-Zor" {
		t.Errorf("Deir ezzor: %+v; want Deir ez-Zor", r[0].Place)
	}
	// the article in lower case before a capitalized word: "Ras al-Ain"
	r = g.Resolve([]PlaceMention{{Text: "Ras", Before: "The assault on the border town of ", After: " al-Ain from which the jihadists were expelled"}}, ctx)
	if r[0].Place == nil || r[0].Place.Admin1 != "Al-Hasakah" {
		t.Errorf("Ras al-Ain: %+v; want the town in Hasakah", r[0].Place)
	}
	ctx = Context{Countries: map[string]int{"US": 3, "SY": 2}}
	r = g.Resolve([]PlaceMention{{Text: "White", Before: "A day after the ", After: " house said the government was following reports."}}, ctx)
	if r[0].Place != nil {
		t.Errorf("White house: %+v; want no place", r[0].Place)
	}
}

// A place's name as written runs past the tagger's cut ("Ain" of "Ain
// al-Arab"); a name followed by a common word stays as it is.
func TestWrittenEnd(t *testing.T) {
	g := Default()
	ctx := Context{Countries: map[string]int{"SY": 3}}
	for _, c := range []struct{ text, mention, want string }{
		{"Clashes were reported around Ain al-Arab on Saturday.", "Ain", "Ain al-Arab"},
		{"Jets killed 23 civilians in Deir ezzor on Thursday.", "Deir", "Deir ezzor"},
		{"Shells fell on Damascus suburbs on Thursday.", "Damascus", "Damascus"},
		{"Civilians were killed in US airstrikes in Syria.", "US", "US"},
		{"Six civilians were killed in air strikes on the town of Atareb west of Aleppo.", "Atareb", "Atareb"},
		{"US-led strikes on the northern province of Raqa killed more than 20 jihadists.", "Raqa", "Raqa"},
	} {
		i := strings.Index(c.text, c.mention)
		sp := storyline.Span{Start: i, End: i + len(c.mention)}
		r := g.Resolve([]PlaceMention{NewMention(c.text, sp, storyline.Span{End: len(c.text)})}, ctx)
		if got := c.text[i:g.WrittenEnd(c.text, sp, r[0].Place)]; got != c.want {
			t.Errorf("%q: written %q, want %q (place %+v)", c.text, got, c.want, r[0].Place)
		}
	}
}
