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
		// No counted thing: the words from the figure to its verb, the
		// figure left out (the value is written before the title).
		{"number begin", point(2, "Officials said 90 days of rehab began on Monday.", "90"), "days of rehab began"},
		// A unit normalised ("USD" for "$"): the label's words the mention
		// writes, never the figure again (the value comes before).
		{"USD received", point(0, "He received $300 from the fund.", "$300"), "received"},
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

// TestMentionLabelVerbs: a title's verb is the counted thing's verb as
// written, never a number word of a list, a gerund of another clause or
// the phrase after the verb; without one the counted thing stands alone.
func TestMentionLabelVerbs(t *testing.T) {
	figure := func(text, counted, action string) storyline.Figure {
		return storyline.Figure{Text: text, Counted: counted, CountedHead: counted, Action: action}
	}
	art := &storyline.Article{ID: 1, Analysis: storyline.Analysis{Figures: []storyline.Figure{
		figure("five", "tanks", "two"),
		figure("900", "people", "using"),
		figure("at least one", "nurse", "killing"),
		figure("four", "nurses", "died in the raid"),
		figure("At least 12", "rebel militants", "were killed in air"),
		figure("Five", "people", "are missing"),
		figure("6", "persons", "has been able to get out"),
		figure("one", "person", "led to the killing"),
		figure("Two", "activists", "show the killing"),
		{Text: "16", Span: storyline.Span{Start: 39, End: 41}, Action: "killing", ActionSpan: storyline.Span{Start: 31, End: 38}},
		{Text: "At least 19", Counted: "civilians including five children", CountedHead: "civilians", Action: "killed"},
		figure("three", "teenagers dead", "left"),
	}}, Text: "Troops clashed with the rebels killing 16 of them."}
	byID := map[int64]*storyline.Article{1: art}
	point := func(figure int, sentence, text string) storyline.FigurePoint {
		return storyline.FigurePoint{Article: 1, Figure: figure, SentenceText: sentence, Text: text}
	}
	for _, c := range []struct {
		label  string
		points []storyline.FigurePoint
		want   string
	}{
		// The key's stem of a number word ("tw" of "two") and the
		// mention's action "two" are a list's next item, not a verb.
		{"vehicles tw", []storyline.FigurePoint{point(0, "The army destroyed five tanks two trucks and three vehicles.", "five")}, "tanks"},
		// The label in the first mention's words: "two" as its action.
		{"vehicles two", []storyline.FigurePoint{point(0, "The army destroyed five tanks two trucks and three vehicles.", "five")}, "tanks"},
		// "using" is the verb of another clause.
		{"people using", []storyline.FigurePoint{point(1, "Forces killed 900 people using poison gas.", "900")}, "people"},
		// The key's stem written only as a gerund: the next mention's
		// counted thing and verb, without the phrase after it.
		{"nurse kill", []storyline.FigurePoint{
			point(2, "Jets struck the clinic killing at least one nurse.", "at least one"),
			point(3, "The agency said four nurses died in the raid.", "four"),
		}, "nurses died"},
		{"people able to get out", []storyline.FigurePoint{point(6, "A family of 6 persons has been able to get out of the city.", "6")}, "persons able to get out"},
		{"people led to the killing", []storyline.FigurePoint{point(7, "The blast led to the killing of one person on Monday.", "one")}, "person"},
		{"people show", []storyline.FigurePoint{point(8, "Two activists show the killing in a video.", "Two")}, "activists"},
		{"people missing", []storyline.FigurePoint{point(5, "Five people are missing after the flood.", "Five")}, "people missing"},
		// No counted thing: a gerund before the figure governs it; the
		// figure is left out ("16 killing", not "16 killing 16").
		{"number kill", []storyline.FigurePoint{point(9, "Troops clashed with the rebels killing 16 of them.", "16")}, "killing"},
		// A counted thing read as the verb: not the key's "killed killed".
		{"killed killed", []storyline.FigurePoint{point(4, "At least 12 rebel militants were killed in air strikes overnight.", "At least 12")}, "rebel militants killed"},
		// A counted thing holding another count: its head.
		{"people kill", []storyline.FigurePoint{point(10, "At least 19 civilians including five children killed.", "At least 19")}, "civilians killed"},
		// A state after the counted thing: the phrase without its verb.
		{"people killed", []storyline.FigurePoint{point(11, "The shooting left three teenagers dead.", "three")}, "teenagers dead"},
		{"fighters killed", []storyline.FigurePoint{point(4, "At least 12 rebel militants were killed in air strikes overnight.", "At least 12")}, "rebel militants killed"},
	} {
		g := &storyline.FigureGroup{Label: c.label, Key: storyline.FigureKey{Action: strings.Fields(c.label)[1]}, Points: c.points}
		if got := mentionLabel(g, byID); got != c.want {
			t.Errorf("%q: %q, want %q", c.label, got, c.want)
		}
	}
}

// TestWrittenWords: the last fallback keeps the label's words a mention
// writes, as written, never a word twice in a row.
func TestWrittenWords(t *testing.T) {
	words := splitWords("28 Terrorists Killed in Idleb, the army said; they were killed overnight.")
	if got := writtenWords("killed killed in Idleb", words); got != "killed in Idleb" {
		t.Errorf("writtenWords = %q, want %q", got, "killed in Idleb")
	}
	if got := writtenWords("people displac", words); got != "" {
		t.Errorf("writtenWords of words no mention writes = %q, want none", got)
	}
}

// TestHasNumber: a fallback title with a number in digits or words is
// refused.
func TestHasNumber(t *testing.T) {
	for s, want := range map[string]bool{
		"killing 16": true, "Dozens wounded": true, "killed five children four": true, "a 20-member": true,
		"killing": false, "civilians killed": false, "days of rehab began": false,
	} {
		if got := hasNumber(s); got != want {
			t.Errorf("hasNumber(%q) = %v, want %v", s, got, want)
		}
	}
}
