package stories

import (
	"slices"
	"testing"

	"github.com/storyline-news/storyline"
)

func TestFullName(t *testing.T) {
	for in, want := range map[string]string{
		"raymond lee fryberg jr": "rymnd fryberg",
		"devontee ocasio":        "dvnt ocasio",
		"devonte ocasio":         "dvnt ocasio",
		"jane doe":               "jn doe",
		"doe":                    "",
		"j doe":                  "",
		"jane doe iii":           "jn doe",
		"":                       "",
	} {
		if got := fullName(in); got != want {
			t.Errorf("fullName(%q) = %q, want %q", in, got, want)
		}
	}
}

// The people a report is about are named bare; the officials who tell of
// them come with a title or office, or are quoted.
func TestSubjectNames(t *testing.T) {
	a := &storyline.Article{Analysis: storyline.Analysis{
		Entities: []storyline.Entity{
			{Type: storyline.PER, Canonical: "Jane Marie Doe", Mentions: 3},
			{Type: storyline.PER, Canonical: "Tom Baxter", Role: "Sgt.", Mentions: 2},
			{Type: storyline.PER, Canonical: "Ellen Price", Mentions: 1},
			{Type: storyline.PER, Canonical: "Doe", Mentions: 1},
			{Type: storyline.LOC, Canonical: "Elm Street", Mentions: 1},
			{Type: storyline.PER, Canonical: "Mercy Hospital", Mentions: 1},
		},
		Quotes: []storyline.Quote{{Entity: 2}, {Entity: -1}},
	}}
	a.Text = "View Full Caption News/ Ann Lowe. Jane Marie Doe, 34, was shot by Max Hale. Reporting by Kim Ross"
	n := len(a.Analysis.Entities)
	a.Analysis.Entities = append(a.Analysis.Entities,
		storyline.Entity{Type: storyline.PER, Canonical: "Ann Lowe", Mentions: 2},
		storyline.Entity{Type: storyline.PER, Canonical: "Max Hale", Mentions: 1},
		storyline.Entity{Type: storyline.PER, Canonical: "Kim Ross", Mentions: 1})
	a.Analysis.Mentions = []storyline.Mention{
		{Span: storyline.Span{Start: 24, End: 32}, Text: "Ann Lowe", Type: storyline.PER, Entity: n},
		{Span: storyline.Span{Start: 34, End: 48}, Text: "Jane Marie Doe", Type: storyline.PER, Entity: 0},
		{Span: storyline.Span{Start: 66, End: 74}, Text: "Max Hale", Type: storyline.PER, Entity: n + 1},
		{Span: storyline.Span{Start: 89, End: 97}, Text: "Kim Ross", Type: storyline.PER, Entity: n + 2},
	}
	if got := subjectNames(a); !slices.Equal(got, []string{"jn doe", "mx hale"}) {
		t.Errorf("subjectNames = %v, want [jn doe mx hale]", got)
	}
}

// A follow-up weeks after a shooting ("Man charged in killing of Jane
// Doe") shares few words with the first reports, which told of the
// shooting; it shares the victim's full name. It joins the shooting's
// story; a report of another shooting in the same town, naming other
// people, does not.
func TestStoriesFollowUpNamingTheVictimJoins(t *testing.T) {
	day, dayNum := monthDays(2015, 3)
	shooting := func(id int64, pub int) Doc {
		return Doc{
			ID: id, Title: "Woman killed in Elmwood shooting", Published: day(pub),
			Text: "A woman was shot and killed late Saturday outside a home in Elmwood, police said. Jane Doe, 34, died at the scene; officers searched the block for the gunman and asked witnesses to call.",
			Identity: Identity{Places: []string{"geo:4500001"}, People: []string{"sur:doe"}, Names: []string{"name:jane doe"},
				Days: []int32{dayNum(7)}, Counts: []string{"killed:1"}},
		}
	}
	for _, on := range []bool{true, false} {
		w := IdentityWeights{}
		for i, name := range identityFeatureNames {
			w[name] = defaultIdentity[i]
		}
		if !on {
			w["full_name"] = 0
		}
		c := New(Options{Identity: w})
		background(c)
		// A month of other local news, so that a person's name is as rare
		// as it is in a real stream.
		for i := 0; i < 150; i++ {
			c.Add(Doc{ID: int64(500 + i), Title: "Council votes on budget", Published: day(1 + i/20),
				Text: "The town council approved the budget for parks, roads and the library after a long public hearing on taxes."})
		}
		first, _ := c.Add(shooting(1, 8))
		if s, _ := c.Add(shooting(2, 9)); s != first {
			t.Fatalf("second report of the shooting went to story %d, want %d", s, first)
		}
		other, _ := c.Add(Doc{
			ID: 3, Title: "Teen wounded in Elmwood drive-by", Published: day(30),
			Text:     "A 17-year-old was wounded in a drive-by shooting in Elmwood on Thursday night. Marcus Lane was taken to a hospital in stable condition, police said.",
			Identity: Identity{Places: []string{"geo:4500001"}, People: []string{"sur:lane"}, Names: []string{"name:marcus lane"}, Days: []int32{dayNum(26)}},
		})
		if other == first {
			t.Errorf("full names on %v: a report of another shooting joined the story", on)
		}
		// Five weeks later: an arrest, in other words, naming the victim.
		s, _ := c.Add(Doc{
			ID: 4, Title: "Man charged in killing of Jane Doe", Published: day(44),
			Text:     "Prosecutors charged Robert Kane, 41, with murder in the death of Jane Doe. Kane was arrested at a relative's apartment and is held without bond; a court date was set for May.",
			Identity: Identity{Places: []string{"geo:4500001"}, People: []string{"sur:kane", "sur:doe"}, Names: []string{"name:robert kane", "name:jane doe"}},
		})
		if on && s != first {
			t.Errorf("the arrest naming the victim went to story %d, want the shooting's %d", s, first)
		}
		if !on && s == first {
			t.Errorf("without full names the arrest joins too: the test does not exercise the rule")
		}
	}
}
