package reconcile

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// TestWarTollAndEarlierEventAreNotTheIncident reads sentences written for
// the test: a story of one attack also gives the war's toll since it began
// and the toll of an attack years before. Neither is the attack's count, so
// neither conflicts with it.
func TestWarTollAndEarlierEventAreNotTheIncident(t *testing.T) {
	incident := article(1, "AP",
		fig{sentence: "At least 58 people were killed in the attack on Tuesday, a monitor said.", words: "At least 58",
			low: 58, highOpen: true, counted: "people", cat: "people", action: "were killed", source: "a monitor", asOf: "2017-04-04"},
		fig{sentence: "More than 320000 people have been killed since its conflict began in March 2011.", words: "More than 320000",
			low: 320000, highOpen: true, counted: "people", cat: "people", action: "have been killed", asOf: "2011-03-31", start: "2011-03-01", end: "2011-03-31"},
		fig{sentence: "The six-year war has killed hundreds of thousands.", words: "hundreds of thousands",
			low: 100000, high: 999999, cat: "people", action: "has killed", asOf: "2017-04-04"})
	earlier := article(2, "Reuters",
		fig{sentence: "Washington accused the regime of killing more than 1400 people near Damascus in August 2013.", words: "more than 1400",
			low: 1400, highOpen: true, counted: "people", cat: "people", action: "killing", source: "Washington", asOf: "2013-08-21"},
		fig{sentence: "The death toll has risen to 86, a monitoring group said.", words: "86",
			low: 86, cat: "people", action: "death toll", source: "a monitoring group", asOf: "2017-04-05"})
	again := article(2, "Reuters", fig{sentence: "Washington accused the regime of killing more than 1400 people near Damascus.", words: "more than 1400",
		low: 1400, highOpen: true, counted: "people", cat: "people", action: "killing", source: "Washington", asOf: "2017-04-05"})
	earlier.Text += "\n\n"
	f := again.Analysis.Figures[0]
	shift := len(earlier.Text)
	for _, sp := range []*storyline.Span{&f.Span, &f.CountedSpan, &f.ActionSpan, &f.SourceSpan, &f.Sentence} {
		sp.Start, sp.End = sp.Start+shift, sp.End+shift
	}
	earlier.Text += again.Text
	earlier.Analysis.Figures = append(earlier.Analysis.Figures, f)
	earlier.Analysis.Figures[0].Stated = day("2017-04-05")
	gs := Reconcile([]*storyline.Article{incident, earlier})
	for i := range gs {
		t.Log(Describe(&gs[i]))
	}
	scopes := map[string][]string{}
	for _, g := range gs {
		for _, p := range g.Points {
			scopes[g.Key.Scope] = append(scopes[g.Key.Scope], p.Text)
		}
		if g.Key.Scope == "" && g.Relation == storyline.RelationConflicting {
			t.Errorf("the incident's group conflicts: %s", g.RelationReason)
		}
	}
	if got := scopes[""]; len(got) != 2 {
		t.Errorf("incident points %q, want At least 58 and 86", got)
	}
	if got := scopes[ScopeWar]; len(got) != 2 {
		t.Errorf("war points %q, want the two tolls of the war", got)
	}
	if got := scopes["2013"]; len(got) != 2 || got[0] != "more than 1400" {
		t.Errorf("2013 points %q, want more than 1400 twice (the dated and the undated sentence)", got)
	}
}
