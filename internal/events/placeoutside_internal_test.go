package events

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// In a merge, a town another report gives in another province does not
// refine the province or the namesake town the first report states: it
// is another deed's place. A town inside the province still does.
func TestMergeTownOfAnotherProvince(t *testing.T) {
	raqqa := &storyline.Place{Name: "Raqqa", Admin1: "Raqqa", Country: "SY", Kind: "admin1", Precision: 3}
	homs := &storyline.Place{Name: "Homs", Admin1: "Homs", Country: "SY", Kind: "city", Precision: 1}
	tabqa := &storyline.Place{Name: "Aţ Ţabqah", Admin1: "Raqqa", Country: "SY", Kind: "city", Precision: 1}
	idlib := &storyline.Place{Name: "Idlib", Admin1: "Idlib", Country: "SY", Kind: "city", Precision: 1}
	jableh := &storyline.Place{Name: "Jablah", Admin1: "Latakia", Country: "SY", Kind: "city", Precision: 1}
	for _, c := range []struct {
		class string
		ps    []*storyline.Place
		want  string
	}{
		{"a town of another province than the province", []*storyline.Place{raqqa, homs}, "Raqqa"},
		{"a town of another province than the namesake", []*storyline.Place{idlib, jableh}, "Idlib"},
		{"a town of the province refines it", []*storyline.Place{raqqa, tabqa}, "Aţ Ţabqah"},
	} {
		var ms []mention
		for i, p := range c.ps {
			e := &storyline.Event{SubEventType: storyline.SubAirStrike, Place: p, Location: p.Name}
			ms = append(ms, mention{e: e, ref: storyline.EventMention{Article: int64(i + 1)}})
		}
		if got := mergeFields(ms); got.Place == nil || got.Place.Name != c.want {
			t.Errorf("%s: merged place %+v; want %s", c.class, got.Place, c.want)
		}
	}
}
