package storyview

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// mention is a figure point of n in sentence, its figure the first
// occurrence of words there, counting counted by action as written.
func mention(article int64, outlet string, n float64, sentence, words, counted, action string) storyline.FigurePoint {
	at := strings.Index(sentence, words)
	return storyline.FigurePoint{Article: article, Outlet: outlet, Low: n, Best: n, High: n, Text: words,
		Span:     storyline.Span{Start: 100 + at, End: 100 + at + len(words)},
		Sentence: storyline.Span{Start: 100, End: 100 + len(sentence)}, SentenceText: sentence,
		Counted: counted, Action: action}
}

func deadGroup(label string, points ...storyline.FigurePoint) storyline.FigureGroup {
	return storyline.FigureGroup{Label: label, Points: points,
		Key: storyline.FigureKey{Kind: storyline.FigureCount, Category: "other", Head: "man", Action: "killed"}}
}

func headlineOf(groups ...storyline.FigureGroup) *storyline.HeadlineFigure {
	v := &View{Figures: groups}
	return v.Summarize(v.RankFigures()).HeadlineFigure()
}

// TestHeadlineLabelNamesTheAction: a count of the dead whose label, from a
// mention's gerund ("killing one man"), is its counted thing alone reads
// "1 man killed", not "1 man", which says nothing of a death.
func TestHeadlineLabelNamesTheAction(t *testing.T) {
	g := deadGroup("man", mention(1, "A", 1, "A gunman fired into the crowd late Friday, killing one man and wounding four others.", "one", "man", "killing"))
	if got := headlineOf(g); got == nil || got.Text() != "1 man killed" {
		t.Errorf("headline %+v, want 1 man killed", got)
	}
}

// TestHeadlineLabelOwnWords: a title's count whose verb is another
// ("Three victims named") heads a group of the dead: the label is the
// words of a report of the value that name the death ("three people
// died"), else the class's words ("people killed") for a bare verb.
func TestHeadlineLabelOwnWords(t *testing.T) {
	g := deadGroup("victims named",
		mention(1, "A", 3, "Three victims named after farmhouse shooting", "Three", "victims", "named after farmhouse shooting"),
		mention(1, "A", 3, "Police said three people died at the farmhouse on Sunday.", "three", "people", "died"))
	if got := headlineOf(g); got == nil || got.Text() != "3 people died" {
		t.Errorf("headline %+v, want 3 people died", got)
	}
	bare := deadGroup("found", mention(1, "A", 2, "Deputies said the two were found dead in a garage.", "two", "", "found"))
	if got := headlineOf(bare); got == nil || got.Text() != "2 people killed" {
		t.Errorf("headline %+v, want 2 people killed", got)
	}
	// A label of another action stays: it is no death to write anew.
	other := deadGroup("men charged", mention(1, "A", 2, "Two men charged in the killing appeared in court.", "Two", "men", "charged"))
	if got := headlineOf(other); got == nil || got.Text() != "2 men charged" {
		t.Errorf("headline %+v, want 2 men charged", got)
	}
}

// TestHeadlineLabelAgrees: the group's label written from a mention of
// another value ("two college students dead", of an earlier shooting)
// does not label the value the headline shows: "1 person dead", not "1
// college students dead".
func TestHeadlineLabelAgrees(t *testing.T) {
	g := deadGroup("college students dead",
		mention(2, "B", 2, "Last month a shooting at a dorm party left two college students dead.", "two", "college students dead", "leaving"),
		mention(1, "A", 1, "A shooting at a bar early Sunday left one person dead, police said.", "one", "person dead", "left"),
		mention(2, "B", 1, "A shooting at a bar early Sunday left one person dead and three hurt.", "one", "person dead", "left"))
	if got := headlineOf(g); got == nil || got.Text() != "1 person dead" {
		t.Errorf("headline %+v, want 1 person dead", got)
	}
	// A label the reports of the value write stays.
	same := deadGroup("men found dead", mention(1, "A", 3, "Three men were found dead in a car on Tuesday.", "Three", "men", "found"))
	if got := headlineOf(same); got == nil || got.Text() != "3 men found dead" {
		t.Errorf("headline %+v, want 3 men found dead", got)
	}
}
