package storetest

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
)

// filterFixture stores four articles with events in three stories:
//
//	article 0, Alpha, story 1: an armed clash in Aleppo (Aleppo, SY)
//	article 1, Beta,  story 1: an air strike in Idlib (SY); a negated protest in Paris
//	article 2, alpha, story 2: a peaceful protest in Paris (Île-de-France, FR)
//	article 3, Gamma, story 3: no event
//
// and returns their IDs.
func filterFixture(t *testing.T, s storyline.Store) []int64 {
	t.Helper()
	ctx := context.Background()
	aleppo := &storyline.Place{Name: "Aleppo", Admin1: "Aleppo", Country: "SY"}
	idlib := &storyline.Place{Name: "Idlib", Admin1: "Idlib", Country: "SY"}
	paris := &storyline.Place{Name: "Paris", Admin1: "Île-de-France", Country: "FR"}
	events := [][]storyline.Event{
		{{EventType: storyline.EventBattles, SubEventType: storyline.SubArmedClash, Place: aleppo}},
		{{EventType: storyline.EventExplosions, SubEventType: storyline.SubAirStrike, Place: idlib},
			{EventType: storyline.EventProtests, SubEventType: storyline.SubPeacefulProtest, Place: paris, NonEvent: storyline.NonEventNegated}},
		{{EventType: storyline.EventProtests, SubEventType: storyline.SubPeacefulProtest, Place: paris}},
		nil,
	}
	var art []int64
	for i, outlet := range []string{"Alpha", "Beta", "alpha", "Gamma"} {
		a := simpleArticle("Filtered "+outlet, "Body of a filtered article by "+outlet+".", outlet, "en", baseTime.AddDate(0, 0, i))
		a.ContentHash += outlet
		a.Analysis.Events = events[i]
		art = append(art, add(t, s, a, nil, storyline.Signature{}).ID)
	}
	for i, story := range []int64{1, 1, 2, 3} {
		if err := s.AssignStory(ctx, storyline.StoryAssignment{ArticleID: art[i], StoryID: story, Title: "Story"}); err != nil {
			t.Fatal(err)
		}
	}
	return art
}

func testEventFilters(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	art := filterFixture(t, s)
	for _, tc := range []struct {
		name     string
		q        storyline.ArticleQuery
		articles []int // indexes into art, newest (highest) first
		stories  []int64
	}{
		{"type", storyline.ArticleQuery{EventType: storyline.EventBattles}, []int{0}, []int64{1}},
		{"type ignores case", storyline.ArticleQuery{EventType: "BATTLES"}, []int{0}, []int64{1}},
		{"sub-event type", storyline.ArticleQuery{EventType: "air/drone strike"}, []int{1}, []int64{1}},
		{"non-events left out", storyline.ArticleQuery{EventType: storyline.SubPeacefulProtest}, []int{2}, []int64{2}},
		{"country", storyline.ArticleQuery{Place: "SY"}, []int{1, 0}, []int64{1}},
		{"country ignores case", storyline.ArticleQuery{Place: "fr"}, []int{2}, []int64{2}},
		{"place", storyline.ArticleQuery{Place: "aleppo"}, []int{0}, []int64{1}},
		{"region", storyline.ArticleQuery{Place: "Île-DE-FRANCE"}, []int{2}, []int64{2}},
		{"type and place", storyline.ArticleQuery{EventType: storyline.EventBattles, Place: "Idlib"}, nil, nil},
		{"outlet ignores case", storyline.ArticleQuery{Outlet: "ALPHA"}, []int{2, 0}, []int64{2, 1}},
		{"min sources", storyline.ArticleQuery{MinSources: 2}, []int{1, 0}, []int64{1}},
		{"min sources 1 is every story", storyline.ArticleQuery{MinSources: 1}, []int{3, 2, 1, 0}, []int64{3, 2, 1}},
		{"outlet and since", storyline.ArticleQuery{Outlet: "alpha", Since: baseTime.AddDate(0, 0, 1)}, []int{2}, []int64{2}},
		{"until", storyline.ArticleQuery{Until: baseTime.AddDate(0, 0, 1)}, []int{0}, []int64{1}},
		{"language", storyline.ArticleQuery{Language: "es"}, nil, nil},
	} {
		var want []int64
		for _, i := range tc.articles {
			want = append(want, art[i])
		}
		if got := list(t, s, tc.q); !slices.Equal(ids(got), want) {
			t.Errorf("%s: Articles(%+v) = %v, want %v", tc.name, tc.q, ids(got), want)
		}
		stories, err := s.Stories(ctx, storyline.StoryQuery{Articles: tc.q, Sort: storyline.SortNewest})
		if err != nil {
			t.Fatalf("%s: Stories: %v", tc.name, err)
		}
		var got []int64
		for _, st := range stories {
			got = append(got, st.ID)
		}
		if !slices.Equal(got, tc.stories) {
			t.Errorf("%s: Stories(%+v) = %v, want %v", tc.name, tc.q, got, tc.stories)
		}
	}
	// The filters combine with the story list's own and its cursor (in the
	// newest-first order, whose cursor is an article ID).
	if got, err := s.Stories(ctx, storyline.StoryQuery{Articles: storyline.ArticleQuery{Outlet: "alpha"}, Sort: storyline.SortNewest, BeforeUpdated: art[2]}); err != nil || len(got) != 1 || got[0].ID != 1 {
		t.Errorf("Stories(outlet alpha, before %d) = %+v, %v; want story 1", art[2], got, err)
	}
	// Search takes them too.
	if got := search(t, s, "filtered", storyline.ArticleQuery{Place: "SY", MinSources: 2}); !slices.Equal(sortedIDs(got), []int64{art[0], art[1]}) {
		t.Errorf("Search(filtered, SY, 2 sources) = %v", ids(got))
	}
}

// The event index follows the analysis: a reanalysis that drops or adds
// events, and a deletion.
func testEventFiltersFollowAnalysis(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	art := filterFixture(t, s)
	a, err := s.Article(ctx, art[0])
	if err != nil {
		t.Fatal(err)
	}
	a.Analysis.Events = []storyline.Event{{EventType: storyline.EventRiots, SubEventType: storyline.SubMobViolence, Place: &storyline.Place{Name: "Homs", Country: "SY"}}}
	if err := s.SetAnalysis(ctx, art[0], "v2", a.Analysis); err != nil {
		t.Fatal(err)
	}
	if got := list(t, s, storyline.ArticleQuery{EventType: storyline.EventBattles}); len(got) != 0 {
		t.Errorf("battles after reanalysis: %v", ids(got))
	}
	if got := list(t, s, storyline.ArticleQuery{EventType: storyline.EventRiots, Place: "homs"}); !slices.Equal(ids(got), []int64{art[0]}) {
		t.Errorf("riots in Homs after reanalysis: %v", ids(got))
	}
	if err := s.DeleteArticle(ctx, art[1]); err != nil {
		t.Fatal(err)
	}
	if got := list(t, s, storyline.ArticleQuery{Place: "Idlib"}); len(got) != 0 {
		t.Errorf("Idlib after deletion: %v", ids(got))
	}
	if got, _ := s.Stories(ctx, storyline.StoryQuery{Articles: storyline.ArticleQuery{MinSources: 2}}); len(got) != 0 {
		t.Errorf("stories of 2 outlets after deletion: %+v", got)
	}
}

func testOutlets(t *testing.T, s storyline.Store) {
	filterFixture(t, s)
	got, err := s.Outlets(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	// Alpha and alpha are one outlet, most articles first, then by name.
	if len(got) != 3 || !strings.EqualFold(got[0].Outlet, "alpha") || got[0].Articles != 2 ||
		got[1] != (storyline.OutletCount{Outlet: "Beta", Articles: 1}) || got[2] != (storyline.OutletCount{Outlet: "Gamma", Articles: 1}) {
		t.Errorf("Outlets = %+v", got)
	}
}
