package eval

import (
	"slices"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// mentionOf returns a mention of the first occurrence of name in txt.
func mentionOf(txt, name string, typ storyline.EntityType) storyline.Mention {
	i := strings.Index(txt, name)
	return storyline.Mention{Span: storyline.Span{Start: i, End: i + len(name)}, Text: name, Type: typ}
}

func TestPersonNamesRunOn(t *testing.T) {
	for _, c := range []struct {
		txt, tagged string
		typ         storyline.EntityType
		want        string // "" when the mention adds no name
	}{
		{"Police are searching for 25-year-old Dwayne K. Martin, who fled.", "Dwayne", storyline.PER, "Dwayne K. Martin"},
		{"Joseph L. Nelson faces three counts of murder.", "Joseph L.", storyline.PER, "Joseph L. Nelson"},
		{"After the killing, Kiangelo G. Marshall, 18, ran off.", "G. Marshall", storyline.PER, "Kiangelo G. Marshall"},
		{"A 20-year-old man, Veron Black of Maple Heights, was shot.", "Veron", storyline.PER, "Veron Black"},
		{`Raashon Jackson and Roderick "Riki" Rogers were charged.`, "Rogers", storyline.PER, `Roderick "Riki" Rogers`},
		{"Gaston shot and killed a man.", "Gaston", storyline.PER, ""},
		{"Police said Nelson Monday faced charges.", "Nelson", storyline.PER, ""},
		{"The boy was shot. Nelson said he ran.", "Nelson", storyline.PER, ""},
		{"KIDRON, Ohio — Smith JONES said", "Smith", storyline.PER, ""},
		// an age between commas makes a name a person's, whatever its type
		{"Gaston shot and killed Sheymarr Noble, 22, of Toledo.", "Sheymarr Noble", storyline.ORG, "Sheymarr Noble"},
		{"According to Cpl. Hill, Burdette Effie Harth (26) was charged.", "Burdette Effie Harth", storyline.LOC, "Burdette Effie Harth"},
		{"Ronald Williams, 33, and Kendra Hill, 28, were killed.", "Ronald", storyline.MISC, "Kendra Hill"},
		{"He moved to Toledo, 22, in May.", "Toledo", storyline.LOC, ""},
		// a name given as identified
		{"Police identified the body found Wednesday as Trayvon Deshay Lundy.", "Wednesday", storyline.MISC, "Trayvon Deshay Lundy"},
		{"A 21 year old female, identified as Phoenix O' Dell, was shot.", "Phoenix", storyline.LOC, "Phoenix O' Dell"},
		{"Police have not identified the man.", "Police", storyline.ORG, ""},
	} {
		a := &storyline.Article{Text: c.txt}
		a.Analysis.Mentions = []storyline.Mention{mentionOf(c.txt, c.tagged, c.typ)}
		got := personNames(a)
		if c.want == "" {
			if len(got) != 0 {
				t.Errorf("%q: %q, want none", c.txt, got)
			}
			continue
		}
		if !slices.Contains(got, c.want) {
			t.Errorf("%q: %q, want %q", c.txt, got, c.want)
		}
	}
}

func TestFoundPeopleRunOnSentence(t *testing.T) {
	e := &storyline.StoryEvent{}
	got := foundPeople([]string{"Jawad Ali Razai", "Detroit Davis-Riley"}, e, []string{"wounded.Jawad Ali Razai", "Detroit Davis-Riley"})
	if len(got) != 2 {
		t.Errorf("found %q", got)
	}
}
