package storyview

import (
	"strings"
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
		Key:   storyline.FigureKey{Kind: storyline.FigureCount, Action: "killed"},
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
		Key:   storyline.FigureKey{Kind: storyline.FigureCount, Action: "killed"},
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
		Key:   storyline.FigureKey{Kind: storyline.FigureCount, Action: "killed"},
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
		{"no bound stated", &View{Figures: []storyline.FigureGroup{{Label: "people killed", Key: storyline.FigureKey{Kind: storyline.FigureCount, Action: "killed"},
			Points: []storyline.FigurePoint{{Article: 1, LowOpen: true, HighOpen: true}}, Summary: storyline.FigureSummary{LowOpen: true, HighOpen: true}}}}},
	} {
		if got := c.v.Summarize(c.v.RankFigures()).HeadlineFigure(); got != nil {
			t.Errorf("%s: headline figure %+v, want none", c.name, got)
		}
	}
}

// TestHeadlineFigureLeads: the headline figure is the story's main fact,
// what the outlets put in their titles and leads, not a side count two
// outlets repeat further down, nor a vague "dozens", nor a group whose
// action is no class ("sides continued").
func TestHeadlineFigureLeads(t *testing.T) {
	day := storyline.Date{Year: 2017, Month: 11, Day: 23}
	lead := "At least nine civilians were killed Thursday in airstrikes. The strikes hit Douma."
	body := lead + " Three people were killed in Harasta on Monday, the same source said."
	arts := []*storyline.Article{
		{ID: 1, Outlet: "Daily Sabah", Title: "Assad regime airstrikes kill at least 9 civilians", Text: body},
		{ID: 2, Outlet: "Al-Araby", Title: "Civilians killed in relentless regime bombing", Text: "Regime bombing went on. It was heavy. Three people were killed in Harasta on Monday."},
		{ID: 3, Outlet: "Jordan Times", Title: "Syrian government push kills at least 9", Text: "Fighting went on. It was heavy. Dozens were killed, monitors said."},
		// Its title states 9, but it gives none of the group's figures: it
		// is not one of the group's sources.
		{ID: 4, Outlet: "Al-Ahram", Title: "Air strikes kill at least 9", Text: "Strikes went on."},
	}
	third := storyline.Span{Start: len(lead) + 1, End: len(body)}
	at := func(a *storyline.Article, sub string) storyline.Span {
		i := strings.Index(a.Text, sub)
		return storyline.Span{Start: i, End: i + len(sub)}
	}
	killed := storyline.FigureGroup{
		Label: "people killed",
		Key:   storyline.FigureKey{Kind: storyline.FigureCount, Action: "killed", Category: "people", Head: "peopl"},
		Points: []storyline.FigurePoint{
			{Article: 1, Outlet: "Daily Sabah", Text: "At least nine", Low: 9, Best: 9, HighOpen: true, Qualifier: "at least", Sentence: storyline.Span{Start: 0, End: 58}, AsOf: day},
			{Article: 1, Outlet: "Daily Sabah", Text: "Three", Low: 3, Best: 3, High: 3, Sentence: third, AsOf: day},
			{Article: 2, Outlet: "Al-Araby", Text: "Three", Low: 3, Best: 3, High: 3, Sentence: at(arts[1], "Three people"), AsOf: day},
			{Article: 3, Outlet: "Jordan Times", Text: "Dozens", Low: 12, Best: 12, High: 99, Vague: true, Sentence: at(arts[2], "Dozens"), AsOf: day},
		},
	}
	sides := storyline.FigureGroup{
		Label:  "sides continued",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Action: "continu", Category: "other", Head: "sid"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "Daily Sabah", Text: "two", Low: 2, Best: 2, High: 2, Sentence: storyline.Span{Start: 0, End: 58}}},
	}
	// An extraction's slip: the verb read as the counted thing.
	killedKilled := storyline.FigureGroup{
		Label:  "killed killed",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Action: "killed", Category: "other", Head: "kill"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "Daily Sabah", Text: "9", Low: 9, Best: 9, High: 9, Sentence: storyline.Span{Start: 0, End: 58}}, {Article: 3, Outlet: "Jordan Times", Text: "9", Low: 9, Best: 9, High: 9}},
	}
	// "people killed" counts the dead ("16 dead": head "di").
	killed.Key.Head = "di"
	v := &View{Story: storyline.StorySummary{Title: arts[0].Title}, Articles: arts, Figures: []storyline.FigureGroup{sides, killedKilled, killed}}
	got := v.Summarize(v.RankFigures()).HeadlineFigure()
	// Two outlets give 3 further down; one leads with 9 and two more
	// titles state it, one of an outlet the group counts.
	if got == nil || got.Text() != "≥ 9 people killed" || got.Sources != 2 {
		t.Fatalf("headline figure %+v, want ≥ 9 people killed from 2 sources (a lead and two titles)", got)
	}

	// No lead nor title states a value: the story's title decides
	// between outlets that tie.
	v.Story.Title = "Three killed in Harasta"
	for i := range v.Articles {
		v.Articles[i] = &storyline.Article{ID: arts[i].ID, Outlet: arts[i].Outlet, Title: "Bombing goes on", Text: arts[i].Text}
	}
	killed.Points[0].Sentence = third
	v.Figures = []storyline.FigureGroup{killed}
	if got := v.Summarize(v.RankFigures()).HeadlineFigure(); got == nil || got.Value != "3" {
		t.Errorf("headline figure %+v, want the 3 two outlets state", got)
	}
}

// TestHeadlineFigureRevised: a count revised over time is its latest
// state, though the earlier value stood in a lead.
func TestHeadlineFigureRevised(t *testing.T) {
	day := func(d int) storyline.Date { return storyline.Date{Year: 2019, Month: 2, Day: d} }
	arts := []*storyline.Article{
		{ID: 1, Outlet: "Fox News", Title: "Venezuelan troops defect", Text: "At least five troops defected on Saturday. They crossed the bridge."},
		{ID: 2, Outlet: "Fox News", Title: "Defections go on", Text: "The standoff went on. Aid waited. More than 320 soldiers have defected since the weekend."},
	}
	g := storyline.FigureGroup{
		Label: "soldiers defected", Relation: storyline.RelationRising,
		Key: storyline.FigureKey{Kind: storyline.FigureCount, Action: "defected", Category: "soldiers"},
		Points: []storyline.FigurePoint{
			{Article: 1, Outlet: "Fox News", Text: "At least five", Low: 5, Best: 5, HighOpen: true, Qualifier: "at least", Sentence: storyline.Span{Start: 0, End: 43}, AsOf: day(23)},
			{Article: 2, Outlet: "Fox News", Text: "More than 320", Low: 320, Best: 320, HighOpen: true, Qualifier: "more than", Sentence: storyline.Span{Start: 36, End: 90}, AsOf: day(26)},
		},
	}
	v := &View{Story: storyline.StorySummary{Title: "Venezuelan troops defect"}, Articles: arts, Figures: []storyline.FigureGroup{g}}
	if got := v.Summarize(v.RankFigures()).HeadlineFigure(); got == nil || got.Value != "320+" {
		t.Errorf("headline figure %+v, want the latest 320+", got)
	}
}

// TestLeadEnd: an article's lead is its first two sentences.
func TestLeadEnd(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{
		{"", 0},
		{"One sentence only", 17},
		{"First one. Second one. Third one.", 22},
	} {
		if got := leadEnd(c.text); got != c.want {
			t.Errorf("leadEnd(%q) = %d, want %d", c.text, got, c.want)
		}
	}
}

// TestHeadlineNeedsAClassOrATitle: a count of no class of what happens to
// people ("2 guns found", "911 called") is no story's headline figure
// unless a title states it of a thing of a known category.
func TestHeadlineNeedsAClassOrATitle(t *testing.T) {
	guns := storyline.FigureGroup{Label: "guns found",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Category: "other", Head: "gun", Action: "found"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "AP", Low: 2, Best: 2, High: 2}, {Article: 2, Outlet: "BBC", Low: 2, Best: 2, High: 2}}}
	v := &View{Figures: []storyline.FigureGroup{guns}}
	if got := v.Summarize(v.RankFigures()).HeadlineFigure(); got != nil {
		t.Errorf("unclassified count as headline: %+v", got)
	}
	// A class read for a thing that is no people ("two counties that left
	// the suspect dead") is no class.
	counties := storyline.FigureGroup{Label: "counties injured",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Category: "other", Head: "county", Action: "injured"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "AP", Low: 2, Best: 2, High: 2}}}
	v = &View{Figures: []storyline.FigureGroup{counties}}
	if got := v.Summarize(v.RankFigures()).HeadlineFigure(); got != nil {
		t.Errorf("a class of no people as headline: %+v", got)
	}
	pledged := storyline.FigureGroup{Label: "dollars pledged",
		Key:    storyline.FigureKey{Kind: storyline.FigureMoney, Unit: "USD", Category: "money", Action: "pledge"},
		Points: []storyline.FigurePoint{{Article: 1, Outlet: "AP", Low: 2e9, Best: 2e9, High: 2e9}}}
	v = &View{Story: storyline.StorySummary{Title: "Donors pledge $2 billion for flood relief"}, Figures: []storyline.FigureGroup{guns, pledged}}
	if got := v.Summarize(v.RankFigures()).HeadlineFigure(); got == nil || got.Best != 2e9 {
		t.Errorf("a count the story's title states: headline %+v", got)
	}
}

// TestHeadlineTitleDeadFirst: a title that states the dead and the injured
// ("2 Killed, 2 Injured in …") is headed by its dead, even where more
// leads give the injured.
func TestHeadlineTitleDeadFirst(t *testing.T) {
	pt := func(article int64, outlet string, n float64) storyline.FigurePoint {
		return storyline.FigurePoint{Article: article, Outlet: outlet, Low: n, Best: n, High: n}
	}
	killed := storyline.FigureGroup{Label: "people killed",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Category: "people", Action: "killed"},
		Points: []storyline.FigurePoint{pt(1, "A", 2)}}
	injured := storyline.FigureGroup{Label: "others injured",
		Key:    storyline.FigureKey{Kind: storyline.FigureCount, Category: "other", Head: "other", Action: "injured"},
		Points: []storyline.FigurePoint{pt(1, "A", 2), pt(2, "B", 2)}}
	v := &View{Story: storyline.StorySummary{Title: "2 Killed, 2 Injured in Northside Shooting"},
		Articles: []*storyline.Article{
			{ID: 1, Outlet: "A", Title: "2 Killed, 2 Injured in Northside Shooting"},
			{ID: 2, Outlet: "B", Title: "2 injured in Northside shooting"},
		},
		Figures: []storyline.FigureGroup{injured, killed}}
	if got := v.Summarize(v.RankFigures()).HeadlineFigure(); got == nil || got.Label != "people killed" {
		t.Errorf("headline %+v, want the title's dead", got)
	}
}

// TestHeadlineVagueRevisesNoNumber: a vague count dated later ("the deaths
// of hundreds of people" another report recalls) does not supersede a
// number of the group ("killed 18 members"): the headline is the number.
func TestHeadlineVagueRevisesNoNumber(t *testing.T) {
	tue, thu := storyline.Date{Year: 2017, Month: 4, Day: 11}, storyline.Date{Year: 2017, Month: 4, Day: 13}
	g := storyline.FigureGroup{Label: "members killed", Relation: storyline.RelationRising,
		Key: storyline.FigureKey{Kind: storyline.FigureCount, Category: "people", Head: "member", Action: "killed"},
		Points: []storyline.FigurePoint{
			{Article: 1, Outlet: "A", Low: 18, Best: 18, High: 18, AsOf: tue},
			{Article: 1, Outlet: "A", Low: 100, Best: 100, High: 999, Vague: true, AsOf: thu},
		}}
	v := &View{Figures: []storyline.FigureGroup{g}}
	if got := v.Summarize(v.RankFigures()).HeadlineFigure(); got == nil || got.Value != "18" {
		t.Errorf("headline %+v, want the 18 killed", got)
	}
}
