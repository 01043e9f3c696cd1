package storyview

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// TestMentionLabel: a figure group's title is written with the words of
// one of its mentions, never a stem or a normalised unit.
func TestMentionLabel(t *testing.T) {
	art := &storyline.Article{ID: 1, Analysis: storyline.Analysis{Figures: []storyline.Figure{
		{Text: "$300", Counted: "USD", Action: "received"},
		{Text: "dozens", Counted: "protesters", CountedHead: "protesters", Action: "were killed"},
		{Text: "90", Span: storyline.Span{Start: 15, End: 17}, ActionSpan: storyline.Span{Start: 32, End: 37}},
	}}, Text: "Officials said 90 days of rehab began on Monday."}
	byID := map[int64]*storyline.Article{1: art}
	point := func(figure int, sentence, text string) storyline.FigurePoint {
		return storyline.FigurePoint{Article: 1, Figure: figure, SentenceText: sentence, Text: text}
	}
	for _, c := range []struct {
		label string
		p     storyline.FigurePoint
		want  string
	}{
		{"delegat needed to win outright", point(-1, "Romney still has not reached the 1,144 delegates needed to win outright.", "1,144"), "delegates needed to win outright"},
		{"chandelier filled", point(-1, "Twelve chandeliers filled the hall.", "Twelve"), "chandeliers filled"},
		{"soldiers defected", point(-1, "More than 320 soldiers have defected, officials said.", "More than 320"), "soldiers defected"},
		{"people killed in Caracas", point(-1, "People were killed in Caracas on Monday, at least 3.", "at least 3"), "people killed in Caracas"},
		// A word no mention writes: the mention's counted thing and verb.
		{"people killed", point(1, "Dozens of protesters were killed on Monday.", "dozens"), "protesters killed"},
		// No counted thing: the words from the figure to its verb.
		{"number begin", point(2, "Officials said 90 days of rehab began on Monday.", "90"), "90 days of rehab began"},
		// A unit normalised: the figure as written.
		{"USD received", point(0, "He received $300 from the fund.", "$300"), "$300"},
	} {
		g := &storyline.FigureGroup{Label: c.label, Points: []storyline.FigurePoint{c.p}}
		got := mentionLabel(g, byID)
		if got != c.want {
			t.Errorf("%q: %q, want %q", c.label, got, c.want)
		}
		words := map[string]bool{}
		for _, w := range mentionWords(c.p) {
			words[strings.ToLower(w)] = true
		}
		for _, w := range splitWords(got) {
			if !words[strings.ToLower(w)] {
				t.Errorf("%q: the title %q has %q, which the mention does not write", c.label, got, w)
			}
		}
	}
}
