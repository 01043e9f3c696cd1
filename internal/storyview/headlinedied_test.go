package storyview

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// TestHeadlineDiedLater: a boy shot and wounded, whose later report's
// title says he died, heads the story as one killed, not one injured; a
// report that speaks of a homicide unit says no death.
func TestHeadlineDiedLater(t *testing.T) {
	main := &StoryEvent{StoryEvent: storyline.StoryEvent{
		Event: storyline.Event{EventType: "Violence against civilians", Injured: 1},
		Main:  true, Sources: 2,
		Reports: []storyline.EventMention{{Article: 1, Outlet: "A", Injured: 1}}}}
	first := &storyline.Article{ID: 1, Outlet: "A", Title: "Boy, 9, shot in the head at park",
		Text: "A 9-year-old boy was shot in the head at a park on Friday. He was taken to a hospital in critical condition."}
	later := &storyline.Article{ID: 2, Outlet: "B", Title: "Boy shot at park dies in hospital",
		Text: "The 9-year-old boy shot at a park on Friday has died, police said. His family asked for privacy."}
	v := &View{Articles: []*storyline.Article{first, later}, MainEvent: main}
	if got := v.Summarize(nil).HeadlineFigure(); got == nil || got.Text() != "1 person killed" {
		t.Errorf("the boy died: headline %+v, want 1 person killed", got)
	}
	homicide := &storyline.Article{ID: 2, Outlet: "B", Title: "Homicide unit takes over park shooting case",
		Text: "Homicide detectives took over the case of a boy shot at a park. The man was charged with reckless discharge causing injury or death."}
	v = &View{Articles: []*storyline.Article{first, homicide}, MainEvent: main}
	if got := v.Summarize(nil).HeadlineFigure(); got == nil || got.Text() != "1 person injured" {
		t.Errorf("no death said: headline %+v, want 1 person injured", got)
	}
}
