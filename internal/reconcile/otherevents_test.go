package reconcile

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// storyEvent is a merged event of the story whose reports count the dead
// of the given figures' sentences in the given articles.
func storyEvent(date string, main bool, reports ...storyline.EventMention) storyline.StoryEvent {
	e := storyline.StoryEvent{Main: main, Reports: reports, Sources: len(reports)}
	e.SubEventType, e.Date = "Suicide bomb", day(date)
	return e
}

func reportOf(a *storyline.Article, fi int) storyline.EventMention {
	f := a.Analysis.Figures[fi]
	return storyline.EventMention{Article: a.ID, Sentence: f.Sentence, Fatalities: int(f.Best)}
}

// A smaller blast days after a bombing, told in the bombing's story, is
// that blast's toll, not the latest value of the bombing's.
func TestOtherEventIsNoCompetingValue(t *testing.T) {
	a := article(1, "AP", killed("126", 126, "2020-04-15"))
	b := article(2, "Reuters", killed("112", 112, "2020-04-16"))
	c := article(3, "AFP", killed("Six", 6, "2020-04-19"))
	arts := []*storyline.Article{a, b, c}
	bombing := storyEvent("2020-04-15", true, reportOf(a, 0), reportOf(b, 0))
	blast := storyEvent("2020-04-19", false, reportOf(c, 0))

	g := only(t, ReconcileEvents(arts, []storyline.StoryEvent{bombing, blast}))
	t.Log("\n" + Describe(g))
	six := &g.Points[2]
	if six.Text != "Six" || !six.Incident || six.IncidentOf != -1 {
		t.Fatalf("the blast's six: %+v", six)
	}
	if g.Summary.Low < 112 {
		t.Errorf("summary %+v: the blast's six is counted in the bombing's toll", g.Summary)
	}

	// Without the events, or with the blast a day from the bombing (one
	// event's reports, merged apart), the six stays a competing value.
	for name, evs := range map[string][]storyline.StoryEvent{
		"no events":  nil,
		"a day away": {bombing, storyEvent("2020-04-16", false, reportOf(c, 0))},
	} {
		g := only(t, ReconcileEvents(arts, evs))
		if g.Points[2].Incident {
			t.Errorf("%s: the six is marked: %s", name, g.Points[2].IncidentReason)
		}
	}
}
