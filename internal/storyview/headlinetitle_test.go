package storyview

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// TestTitleDeadCount: a title's count of the dead is the whole its words
// state: its counts joined ("3 adults, 2 children dead"), and the dead it
// names beside them ("Grandmother, 3 children", "then himself");
// its killer named apart is none of them ("Father kills 2 children"); a
// death named apart leaves no whole.
func TestTitleDeadCount(t *testing.T) {
	for _, c := range []struct {
		title string
		want  float64
		ok    bool
	}{
		{"Sheriff: 3 adults, 2 children dead after farmhouse fire", 5, true},
		{"Grandmother, 3 children found dead in apartment", 4, true},
		{"Police: Gunman kills 2 women, then himself at warehouse", 3, true},
		{"Father kills 2 children at lake house", 2, true},
		{"Six people found shot to death in rural home", 6, true},
		{"Man who killed himself had shot 2 neighbors dead", 0, false},
		{"2 killed, 3 wounded in parking lot shooting", 2, true},
		{"5 people shot near bus stop", 0, false},
	} {
		got, _, _, ok := titleDeadCount(c.title)
		if got != c.want || ok != c.ok {
			t.Errorf("%q: %v %v, want %v %v", c.title, got, ok, c.want, c.ok)
		}
	}
}

// TestHeadlineTitleToll: the reports' titles state the dead the main
// event read one of ("3 people shot to death at farmhouse"; the text
// finds "the bodies of three people"): the titles' 3 head the story. A
// title's count the story does not back (one title, no text of it, not
// the main event's) leaves the headline.
func TestHeadlineTitleToll(t *testing.T) {
	main := &StoryEvent{StoryEvent: storyline.StoryEvent{
		Event: storyline.Event{EventType: "Violence against civilians", Fatalities: 1},
		Main:  true, Sources: 1,
		Reports: []storyline.EventMention{{Article: 1, Outlet: "A", Fatalities: 1}}}}
	found := storyline.FigureGroup{Label: "people found",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Category: "people", Action: "find"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "A", Low: 3, Best: 3, High: 3}}}
	arts := []*storyline.Article{{ID: 1, Outlet: "A", Title: "3 people shot to death at farmhouse"}}
	v := &View{Articles: arts, Figures: []storyline.FigureGroup{found}, MainEvent: main}
	if got := v.Summarize(v.RankFigures()).HeadlineFigure(); got == nil || got.Text() != "3 people killed" {
		t.Errorf("titles' 3 dead: headline %+v, want 3 people killed", got)
	}
	v = &View{Articles: arts, MainEvent: main}
	if got := v.Summarize(v.RankFigures()).HeadlineFigure(); got == nil || got.Text() != "1 person killed" {
		t.Errorf("a title the story does not back: headline %+v, want the main event's 1", got)
	}
	// Two outlets' titles back each other, over a part of the toll the
	// figures count ("2 children died" of a father and two children).
	children := storyline.FigureGroup{Label: "children died",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Category: "children", Head: "children", Action: "killed"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "A", Low: 2, Best: 2, High: 2}, {Article: 2, Outlet: "B", Low: 2, Best: 2, High: 2}}}
	two := *main
	two.Fatalities = 2
	v = &View{Articles: []*storyline.Article{
		{ID: 1, Outlet: "A", Title: "Father and 2 children found dead in home"},
		{ID: 2, Outlet: "B", Title: "Police find 3 dead in home, including 2 children"}},
		Figures: []storyline.FigureGroup{children}, MainEvent: &two}
	if got := v.Summarize(v.RankFigures()).HeadlineFigure(); got == nil || got.Best != 3 {
		t.Errorf("father and 2 children: headline %+v, want 3", got)
	}
}
