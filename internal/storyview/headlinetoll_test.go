package storyview

import (
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// TestHeadlineTollOfTheMainEvent: a story of one man shot and killed, whose
// reports count only the wounded beside him ("two others were wounded"),
// is headed by its main event's dead, stated by the outlets whose reports
// give that number; a story whose figures count its dead keeps that count;
// a main event with no dead leaves the figures' headline.
func TestHeadlineTollOfTheMainEvent(t *testing.T) {
	day := storyline.Date{Year: 2014, Month: 6, Day: 1}
	wounded := storyline.FigureGroup{Label: "others wounded",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Category: "other", Head: "other", Action: "injured"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "A", Low: 2, Best: 2, High: 2}, {Article: 2, Outlet: "B", Low: 2, Best: 2, High: 2}}}
	main := &StoryEvent{StoryEvent: storyline.StoryEvent{
		Event: storyline.Event{EventType: "Violence against civilians", Date: day, Fatalities: 1, Injured: 2},
		Main:  true, Sources: 3,
		Reports: []storyline.EventMention{
			{Article: 1, Outlet: "A", Fatalities: 1},
			{Article: 2, Outlet: "B", Fatalities: 1},
			{Article: 3, Outlet: "B", Fatalities: 1, Copy: true},
			{Article: 4, Outlet: "C"},
		}}}
	v := &View{Figures: []storyline.FigureGroup{wounded}, MainEvent: main}
	s := v.Summarize(v.RankFigures())
	got := s.HeadlineFigure()
	if got == nil || got.Text() != "1 person killed" || got.Sources != 2 || got.AsOf != day || !s.HeadlineIsToll() {
		t.Fatalf("one man killed, two wounded: headline %+v (toll %v), want 1 person killed from 2 sources", got, s.HeadlineIsToll())
	}

	// The figures count the dead: their count heads the story, even where
	// the main event's number differs (one strike of a day of several).
	dead := storyline.FigureGroup{Label: "people killed",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Category: "people", Action: "killed"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "A", Low: 20, Best: 20, High: 20}}}
	v = &View{Figures: []storyline.FigureGroup{wounded, dead}, MainEvent: main}
	s = v.Summarize(v.RankFigures())
	if got := s.HeadlineFigure(); got == nil || got.Best != 20 || s.HeadlineIsToll() {
		t.Errorf("a count of the dead: headline %+v (toll %v), want the figures' 20", got, s.HeadlineIsToll())
	}

	// No dead in the main event: the wounded head the story.
	noDead := *main
	noDead.Fatalities = 0
	v = &View{Figures: []storyline.FigureGroup{wounded}, MainEvent: &noDead}
	s = v.Summarize(v.RankFigures())
	if got := s.HeadlineFigure(); got == nil || got.Label != "others wounded" || s.HeadlineIsToll() {
		t.Errorf("no dead: headline %+v, want the wounded", got)
	}
	// No figures at all: the main event's wounded when nobody died.
	v = &View{MainEvent: &noDead}
	if got := v.Summarize(nil).HeadlineFigure(); got == nil || got.Text() != "2 people injured" {
		t.Errorf("no figures, no dead: headline %+v, want the main event's 2 injured", got)
	}
	// No figures at all: the main event's dead alone.
	v = &View{MainEvent: main}
	if got := v.Summarize(nil).HeadlineFigure(); got == nil || got.Best != 1 {
		t.Errorf("no figures: headline %+v, want the main event's 1", got)
	}
}

// TestHeadlineTollOfItsParts: "Three children and two adults were found
// dead" gives the figures a count of two adults, the main event the five
// its sentence tells: the five head the story. A larger toll of the event
// told in another sentence (another day's, or the sum of a day's strikes)
// leaves the figures' count at the head.
func TestHeadlineTollOfItsParts(t *testing.T) {
	day := storyline.Date{Year: 2014, Month: 8, Day: 3}
	sentence := storyline.Span{Start: 0, End: 60}
	adults := storyline.FigureGroup{Label: "adults found dead",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Category: "people", Head: "adult", Action: "killed"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "A", Low: 2, Best: 2, High: 2, Span: storyline.Span{Start: 25, End: 28}, Sentence: sentence}}}
	event := func(reported storyline.Span) *StoryEvent {
		return &StoryEvent{StoryEvent: storyline.StoryEvent{
			Event: storyline.Event{EventType: "Violence against civilians", Date: day, Fatalities: 5},
			Main:  true, Sources: 1,
			Reports: []storyline.EventMention{{Article: 1, Outlet: "A", Sentence: reported, Fatalities: 5}}}}
	}
	v := &View{Figures: []storyline.FigureGroup{adults}, MainEvent: event(sentence)}
	s := v.Summarize(v.RankFigures())
	if got := s.HeadlineFigure(); got == nil || got.Best != 5 || !s.HeadlineIsToll() {
		t.Fatalf("two adults of the event's five: headline %+v (toll %v), want the 5", got, s.HeadlineIsToll())
	}
	v = &View{Figures: []storyline.FigureGroup{adults}, MainEvent: event(storyline.Span{Start: 61, End: 120})}
	s = v.Summarize(v.RankFigures())
	if got := s.HeadlineFigure(); got == nil || got.Best != 2 || s.HeadlineIsToll() {
		t.Errorf("the event's five told in another sentence: headline %+v (toll %v), want the figures' 2", got, s.HeadlineIsToll())
	}
}

// TestHeadlineWoundedOfItsParts: "three men and two women were hurt" gives
// the figures "2 women hurt" and the main event, with no dead, the five
// wounded its sentence tells: the five head the story.
func TestHeadlineWoundedOfItsParts(t *testing.T) {
	sentence := storyline.Span{Start: 0, End: 50}
	women := storyline.FigureGroup{Label: "women hurt",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Category: "people", Head: "woman", Action: "injured"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "A", Low: 2, Best: 2, High: 2, Span: storyline.Span{Start: 20, End: 23}, Sentence: sentence}}}
	main := &StoryEvent{StoryEvent: storyline.StoryEvent{
		Event: storyline.Event{EventType: "Violence against civilians", Injured: 5},
		Main:  true, Sources: 1,
		Reports: []storyline.EventMention{{Article: 1, Outlet: "A", Sentence: sentence, Injured: 5}}}}
	v := &View{Figures: []storyline.FigureGroup{women}, MainEvent: main}
	s := v.Summarize(v.RankFigures())
	if got := s.HeadlineFigure(); got == nil || got.Text() != "5 people injured" || !s.HeadlineIsToll() {
		t.Fatalf("two women of the event's five wounded: headline %+v (toll %v), want 5 people injured", got, s.HeadlineIsToll())
	}
}

// TestHeadlineTollNamesOthersBeside: "the shooting of his parents and
// three of their children" gives the figures "3 children killed"; the
// main event's five, told in another sentence, head the story, for the
// count's sentence names others joined to it.
func TestHeadlineTollNamesOthersBeside(t *testing.T) {
	sentence := "Deputies said the shooting of his parents and three of their children happened before dawn."
	at := strings.Index(sentence, "three")
	children := storyline.FigureGroup{Label: "children killed",
		Key: storyline.FigureKey{Kind: storyline.FigureCount, Category: "children", Head: "children", Action: "killed"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "A", Low: 3, Best: 3, High: 3,
			Span:     storyline.Span{Start: 200 + at, End: 200 + at + 5},
			Sentence: storyline.Span{Start: 200, End: 200 + len(sentence)}, SentenceText: sentence}}}
	main := &StoryEvent{StoryEvent: storyline.StoryEvent{
		Event: storyline.Event{EventType: "Violence against civilians", Fatalities: 5},
		Main:  true, Sources: 1,
		Reports: []storyline.EventMention{{Article: 1, Outlet: "A", Sentence: storyline.Span{Start: 0, End: 80}, Fatalities: 5}}}}
	v := &View{Figures: []storyline.FigureGroup{children}, MainEvent: main}
	if got := v.Summarize(v.RankFigures()).HeadlineFigure(); got == nil || got.Best != 5 {
		t.Errorf("parents and three children: headline %+v, want the event's 5", got)
	}
}

// TestHeadlineTollOverARoundUp: a story of one shooting whose report
// recalls the city's weekend ("four people were killed and 19 wounded in
// shootings across the city since Friday") is headed by its own dead.
func TestHeadlineTollOverARoundUp(t *testing.T) {
	sentence := "Four people were killed and 19 others wounded in shootings across the city since Friday night."
	dead := storyline.FigureGroup{Label: "people killed",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Category: "people", Action: "killed"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "A", Low: 4, Best: 4, High: 4, SentenceText: sentence}}}
	main := &StoryEvent{StoryEvent: storyline.StoryEvent{
		Event: storyline.Event{EventType: "Violence against civilians", Fatalities: 1},
		Main:  true, Sources: 1,
		Reports: []storyline.EventMention{{Article: 1, Outlet: "A", Fatalities: 1}}}}
	v := &View{Figures: []storyline.FigureGroup{dead}, MainEvent: main}
	if got := v.Summarize(v.RankFigures()).HeadlineFigure(); got == nil || got.Text() != "1 person killed" {
		t.Errorf("the city's weekend: headline %+v, want the shooting's 1 person killed", got)
	}
}
