package storyview

import (
	"testing"

	"github.com/storyline-news/storyline"
)

// TestHeadlineFigure: the story list's line is the value of the summary's
// headline group that the most outlets state, written with the words of a
// figure that states it, with those outlets and the values reported up to
// it.
func TestHeadlineFigure(t *testing.T) {
	day := storyline.Date{Year: 2019, Month: 2, Day: 23}
	soldiers := storyline.FigureGroup{
		Label: "soldiers deserted",
		Key:   storyline.FigureKey{Kind: storyline.FigureCount},
		Points: []storyline.FigurePoint{
			{Article: 1, Outlet: "AP", Low: 100, Best: 100, High: 100, AsOf: day},
			{Article: 2, Outlet: "BBC", Low: 450, HighOpen: true, Best: 450, Qualifier: "more than", AsOf: day},
			{Article: 3, Outlet: "NHK", Low: 450, HighOpen: true, Best: 450, Qualifier: "at least", Incident: true, AsOf: day},
		},
		Summary: storyline.FigureSummary{AsOf: day, Low: 450, Best: 450, HighOpen: true},
	}
	age := storyline.FigureGroup{Label: "years old", Key: storyline.FigureKey{Kind: storyline.FigureAge},
		Points:  []storyline.FigurePoint{{Article: 1, Outlet: "AP"}, {Article: 2, Outlet: "BBC"}, {Article: 3, Outlet: "NHK"}, {Article: 4, Outlet: "CNN"}},
		Summary: storyline.FigureSummary{Low: 30, Best: 30, High: 30}}
	v := &View{Figures: []storyline.FigureGroup{age, soldiers}}
	got := v.Summarize(v.RankFigures()).HeadlineFigure()
	want := storyline.HeadlineFigure{Label: "soldiers deserted", Value: "450+", Low: 450, Best: 450, HighOpen: true, AsOf: day, Sources: 2}
	if got == nil || *got != want {
		t.Fatalf("headline figure %+v, want %+v", got, want)
	}
	if got.Text() != "450+ soldiers deserted" {
		t.Errorf("text %q", got.Text())
	}

	// A story about one strike: three outlets report its 18 dead, one
	// gives a war-long toll later; the headline is the strike's 18.
	strike := storyline.FigureGroup{
		Label: "civilians killed",
		Key:   storyline.FigureKey{Kind: storyline.FigureCount},
		Points: []storyline.FigurePoint{
			{Article: 1, Outlet: "Al-Ahram", Low: 18, Best: 18, HighOpen: true, Qualifier: "at least", Incident: true, AsOf: day},
			{Article: 2, Outlet: "Al-Araby", Low: 18, Best: 18, HighOpen: true, Qualifier: "at least", AsOf: day},
			{Article: 3, Outlet: "Jordan Times", Low: 18, Best: 18, HighOpen: true, Qualifier: "at least", AsOf: day},
			{Article: 4, Outlet: "Jordan Times", Low: 38, Best: 38, High: 38, AsOf: storyline.Date{Year: 2019, Month: 2, Day: 24}},
			{Article: 2, Outlet: "Al-Araby", Low: 3000, Best: 3000, HighOpen: true, Qualifier: "at least", AsOf: storyline.Date{Year: 2019, Month: 12, Day: 31}},
			{Article: 5, Outlet: "Copy", Low: 3000, Best: 3000, HighOpen: true, CopyOf: 2, AsOf: storyline.Date{Year: 2019, Month: 12, Day: 31}},
		},
		Summary: storyline.FigureSummary{AsOf: storyline.Date{Year: 2019, Month: 12, Day: 31}, Low: 3000, Best: 3000, HighOpen: true},
	}
	v = &View{Figures: []storyline.FigureGroup{strike}}
	got = v.Summarize(v.RankFigures()).HeadlineFigure()
	if got == nil || got.Value != "≥ 18" || got.Sources != 3 || got.Text() != "≥ 18 civilians killed" {
		t.Errorf("one strike and a war's toll: headline figure %+v", got)
	}

	// Outlets that each give their own value: the latest.
	rising := storyline.FigureGroup{
		Label: "soldiers deserted",
		Key:   storyline.FigureKey{Kind: storyline.FigureCount},
		Points: []storyline.FigurePoint{
			{Article: 1, Outlet: "AP", Low: 5, Best: 5, HighOpen: true, Qualifier: "at least"},
			{Article: 2, Outlet: "Reuters", Low: 320, Best: 320, HighOpen: true, Qualifier: "more than", AsOf: day},
			{Article: 3, Outlet: "BBC", Low: 450, Best: 450, HighOpen: true, Qualifier: "more than", AsOf: day},
		},
	}
	v = &View{Figures: []storyline.FigureGroup{rising}}
	got = v.Summarize(v.RankFigures()).HeadlineFigure()
	if got == nil || got.Value != "450+" || got.Detail() != "1 source" {
		t.Errorf("rising values: headline figure %+v", got)
	}

	for _, c := range []struct {
		name string
		v    *View
	}{
		{"no reported figure", &View{Figures: []storyline.FigureGroup{age}}},
		{"no bound stated", &View{Figures: []storyline.FigureGroup{{Label: "people killed", Key: storyline.FigureKey{Kind: storyline.FigureCount},
			Points: []storyline.FigurePoint{{Article: 1, LowOpen: true, HighOpen: true}}, Summary: storyline.FigureSummary{LowOpen: true, HighOpen: true}}}}},
	} {
		if got := c.v.Summarize(c.v.RankFigures()).HeadlineFigure(); got != nil {
			t.Errorf("%s: headline figure %+v, want none", c.name, got)
		}
	}
}
