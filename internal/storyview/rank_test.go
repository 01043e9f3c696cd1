package storyview

import (
	"fmt"
	"slices"
	"testing"

	"github.com/storyline-news/storyline"
)

// TestRanking: figure groups, events and speakers are ranked by
// independent sources, then mentions; the summary's headline figure is the
// first ranked group that counts something reported.
func TestRanking(t *testing.T) {
	pts := func(outlets ...string) []storyline.FigurePoint {
		var out []storyline.FigurePoint
		for i, o := range outlets {
			out = append(out, storyline.FigurePoint{Article: int64(i + 1), Outlet: o})
		}
		return out
	}
	v := &View{
		Figures: []storyline.FigureGroup{
			{Label: "one outlet, three mentions", Key: storyline.FigureKey{Kind: storyline.FigureCount, Action: "killed"}, Points: pts("AP", "AP", "AP")},
			{Label: "two outlets", Key: storyline.FigureKey{Kind: storyline.FigureCount, Action: "killed"}, Points: pts("AP", "BBC")},
			{Label: "three outlets, an age", Key: storyline.FigureKey{Kind: storyline.FigureAge}, Points: pts("AP", "BBC", "NHK")},
		},
		Events: []StoryEvent{
			{StoryEvent: storyline.StoryEvent{Event: storyline.Event{EventType: "A"}, Sources: 1, Mentions: 9}},
			{StoryEvent: storyline.StoryEvent{Event: storyline.Event{EventType: "B"}, Sources: 3, Mentions: 3}},
			{StoryEvent: storyline.StoryEvent{Event: storyline.Event{EventType: "Main"}, Sources: 1, Mentions: 1, Main: true}},
		},
	}
	var figures, events []string
	ranked := v.RankFigures()
	for _, f := range ranked {
		figures = append(figures, f.Group.Label)
	}
	if want := []string{"three outlets, an age", "two outlets", "one outlet, three mentions"}; fmt.Sprint(figures) != fmt.Sprint(want) {
		t.Errorf("figures ranked %q, want %q", figures, want)
	}
	if s := v.Summarize(ranked); s.Headline == nil || s.Headline.Group.Label != "two outlets" || s.Headline.Sources != 2 {
		t.Errorf("headline %+v, want the two outlets' group (an age is not reported)", s.Headline)
	}
	for _, e := range v.RankEvents() {
		events = append(events, e.EventType)
	}
	if want := []string{"Main", "B", "A"}; fmt.Sprint(events) != fmt.Sprint(want) {
		t.Errorf("events ranked %q, want %q", events, want)
	}
}

// TestBestQuotes: a speaker's first quotes are sentences from outlets not
// yet quoted; short ones, repeats and copies go last.
func TestBestQuotes(t *testing.T) {
	q := func(article int64, outlet, text string) Quote {
		return Quote{Quote: storyline.Quote{ContentText: text}, Ref: Ref{Article: article, Outlet: outlet}}
	}
	long := "We will not stop until every prisoner is released, he said."
	got := bestQuotes([]Quote{
		q(1, "AP", "Yes."),
		q(2, "AP", long),
		q(3, "AP", "The talks are over and the army is moving north tonight."),
		q(4, "BBC", long),
		q(5, "NHK", "The border will stay closed for as long as it takes, sir."),
		q(6, "Copy", "A copy's sentence, long enough to count as a sentence here."),
	}, map[int64]bool{6: true})
	var order []int64
	for _, x := range got {
		order = append(order, x.Ref.Article)
	}
	if want := []int64{2, 5, 3, 1, 4, 6}; fmt.Sprint(order) != fmt.Sprint(want) {
		t.Errorf("quotes in order %v, want %v", order, want)
	}
}

// TestSummaryPeopleLeaveOutPlacesAndRepeats: a town the name tagger read
// as a person in fewer reports than read it as a place is no person of the
// summary, nor is a surname alone after the full name it ends.
func TestSummaryPeopleLeaveOutPlacesAndRepeats(t *testing.T) {
	town := &storyline.Place{Name: "Madaya", Country: "SY"}
	v := &View{Entities: []Entity{
		{Type: storyline.LOC, Name: "Madaya", Articles: 8, Place: town},
		{Type: storyline.PER, Name: "Bashar al-Assad", Articles: 6},
		{Type: storyline.PER, Name: "Madaya", Articles: 3},
		{Type: storyline.PER, Name: "Rami Abdel Rahman", Articles: 3},
		{Type: storyline.PER, Name: "Assad", Articles: 2},
		{Type: storyline.PER, Name: "Ahmed Rahman", Articles: 1},
	}}
	var got []string
	for _, p := range v.Summarize(nil).People {
		got = append(got, p.Name)
	}
	if want := []string{"Bashar al-Assad", "Rami Abdel Rahman", "Ahmed Rahman"}; !slices.Equal(got, want) {
		t.Errorf("people %q, want %q", got, want)
	}
}
