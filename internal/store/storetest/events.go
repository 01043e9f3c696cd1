package storetest

import (
	"context"
	"reflect"
	"slices"
	"testing"

	"github.com/storyline-news/storyline"
)

// mergedFixture stores filterFixture's articles and the merged events of
// its stories:
//
//	story 1 (lead: article 1): 0 the armed clash in Aleppo, main, reported
//	  by articles 0 and 1 (2 sources, 3 dead); 1 the air strike in Idlib,
//	  reported by article 1; 2 the negated protest in Paris, a non-event
//	story 2 (lead: article 2): 0 the protest in Paris, reported by article 2
//
// and returns the articles' IDs and the events as written.
func mergedFixture(t *testing.T, s storyline.Store) ([]int64, map[int64][]storyline.MergedEvent) {
	t.Helper()
	art := filterFixture(t, s)
	aleppo := &storyline.Place{Name: "Aleppo", Admin1: "Aleppo", Country: "SY", Lat: 36.2, Lon: 37.15}
	idlib := &storyline.Place{Name: "Idlib", Admin1: "Idlib", Country: "SY", Lat: 35.93, Lon: 36.63}
	paris := &storyline.Place{Name: "Paris", Admin1: "Île-de-France", Country: "FR", Lat: 48.85, Lon: 2.35}
	day := storyline.Date{Year: 2019, Month: 2, Day: 23}
	evs := map[int64][]storyline.MergedEvent{
		1: {
			{Story: 1, Seq: 0, Lead: art[1], Article: art[0], Index: 0, Date: day, EventType: storyline.EventBattles, SubEventType: storyline.SubArmedClash,
				Place: aleppo, Fatalities: 3, Mentions: 2, Articles: 2, Sources: 2, Main: true, Reports: []int64{art[0], art[1]}, Row: []byte(`{"clash":1}`)},
			{Story: 1, Seq: 1, Lead: art[1], Article: art[1], Index: 0, EventType: storyline.EventExplosions, SubEventType: storyline.SubAirStrike,
				Place: idlib, Mentions: 1, Articles: 1, Sources: 1, Reports: []int64{art[1]}, Row: []byte(`{"strike":1}`)},
			{Story: 1, Seq: 2, Lead: art[1], Article: art[1], Index: 1, EventType: storyline.EventProtests, SubEventType: storyline.SubPeacefulProtest,
				Place: paris, NonEvent: true, Mentions: 1, Articles: 1, Sources: 1, Reports: []int64{art[1]}, Row: []byte(`{"negated":1}`)},
		},
		2: {
			{Story: 2, Seq: 0, Lead: art[2], Article: art[2], Index: 0, Date: day, EventType: storyline.EventProtests, SubEventType: storyline.SubPeacefulProtest,
				Place: paris, Mentions: 1, Articles: 1, Sources: 1, Main: true, Reports: []int64{art[2]}, Row: []byte(`{"protest":"Île"}`)},
		},
	}
	for story, es := range evs {
		if err := s.SetStoryEvents(context.Background(), story, es); err != nil {
			t.Fatalf("SetStoryEvents(%d): %v", story, err)
		}
	}
	return art, evs
}

// mergedKeys lists events as "story/seq".
func mergedKeys(evs []storyline.MergedEvent) [][2]int64 {
	var out [][2]int64
	for _, e := range evs {
		out = append(out, [2]int64{e.Story, int64(e.Seq)})
	}
	return out
}

func testMergedEvents(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	art, evs := mergedFixture(t, s)
	got, err := s.MergedEvents(ctx, storyline.EventQuery{All: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []storyline.MergedEvent{evs[2][0], evs[1][0], evs[1][1], evs[1][2]}
	if len(got) != len(want) {
		t.Fatalf("MergedEvents(all) = %v, want %v", mergedKeys(got), mergedKeys(want))
	}
	for i := range want {
		w := want[i]
		w.Reports = slices.Clone(w.Reports)
		slices.Sort(w.Reports) // in ID order
		if g := got[i]; !reflect.DeepEqual(g, w) {
			t.Errorf("MergedEvents(all)[%d] =\n%+v\nwant\n%+v", i, g, w)
		}
	}
	k := func(story int64, seq int64) [2]int64 { return [2]int64{story, seq} }
	for _, tc := range []struct {
		name string
		q    storyline.EventQuery
		want [][2]int64
	}{
		{"newest story first, non-events left out", storyline.EventQuery{}, [][2]int64{k(2, 0), k(1, 0), k(1, 1)}},
		{"type ignores case", storyline.EventQuery{Filter: storyline.ArticleQuery{EventType: "BATTLES"}}, [][2]int64{k(1, 0)}},
		{"sub-event type", storyline.EventQuery{Filter: storyline.ArticleQuery{EventType: "air/drone strike"}}, [][2]int64{k(1, 1)}},
		{"country", storyline.EventQuery{Filter: storyline.ArticleQuery{Place: "sy"}}, [][2]int64{k(1, 0), k(1, 1)}},
		{"place and region ignore case", storyline.EventQuery{Filter: storyline.ArticleQuery{Place: "PARIS"}}, [][2]int64{k(2, 0)}},
		// Story 1's non-event in Paris is left out: none of story 1's
		// articles codes an event there, so the story list leaves the
		// story out for this filter, and its events with it.
		{"region, the story's articles too", storyline.EventQuery{Filter: storyline.ArticleQuery{Place: "Île-de-France"}, All: true}, [][2]int64{k(2, 0)}},
		{"type and place", storyline.EventQuery{Filter: storyline.ArticleQuery{EventType: storyline.EventBattles, Place: "Idlib"}}, nil},
		{"min sources", storyline.EventQuery{Filter: storyline.ArticleQuery{MinSources: 2}}, [][2]int64{k(1, 0)}},
		{"outlet of a report", storyline.EventQuery{Filter: storyline.ArticleQuery{Outlet: "ALPHA"}}, [][2]int64{k(2, 0), k(1, 0)}},
		{"published since", storyline.EventQuery{Filter: storyline.ArticleQuery{Since: baseTime.AddDate(0, 0, 1)}}, [][2]int64{k(2, 0), k(1, 0), k(1, 1)}},
		{"published until", storyline.EventQuery{Filter: storyline.ArticleQuery{Until: baseTime.AddDate(0, 0, 1)}}, [][2]int64{k(1, 0)}},
		{"language", storyline.EventQuery{Filter: storyline.ArticleQuery{Language: "es"}}, nil},
		{"story", storyline.EventQuery{Story: 1}, [][2]int64{k(1, 0), k(1, 1)}},
		{"after a row", storyline.EventQuery{After: storyline.EventKey{Lead: art[1], Seq: 0}}, [][2]int64{k(1, 1)}},
		{"after a story", storyline.EventQuery{After: storyline.EventKey{Lead: art[2], Seq: 0}}, [][2]int64{k(1, 0), k(1, 1)}},
		{"limit", storyline.EventQuery{Limit: 1}, [][2]int64{k(2, 0)}},
	} {
		got, err := s.MergedEvents(ctx, tc.q)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if keys := mergedKeys(got); !slices.Equal(keys, tc.want) {
			t.Errorf("%s: MergedEvents(%+v) = %v, want %v", tc.name, tc.q, keys, tc.want)
		}
	}
}

// A story's events are replaced whole, removed with the story, and not
// written for a story that does not exist.
func testMergedEventsReplaced(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	art, evs := mergedFixture(t, s)
	count := func(q storyline.EventQuery) int {
		t.Helper()
		q.All = true
		got, err := s.MergedEvents(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		return len(got)
	}
	if err := s.SetStoryEvents(ctx, 1, evs[1][1:2]); err != nil {
		t.Fatal(err)
	}
	if n := count(storyline.EventQuery{Story: 1}); n != 1 {
		t.Errorf("after replacing story 1's events with one: %d events", n)
	}
	if n := count(storyline.EventQuery{Filter: storyline.ArticleQuery{Outlet: "Alpha"}, Story: 1}); n != 0 {
		t.Errorf("after replacing story 1's events: %d of them reported by Alpha, want 0 (stale reports)", n)
	}
	if err := s.SetStoryEvents(ctx, 1, nil); err != nil {
		t.Fatal(err)
	}
	if n := count(storyline.EventQuery{Story: 1}); n != 0 {
		t.Errorf("after removing story 1's events: %d events", n)
	}
	if err := s.SetStoryEvents(ctx, 99, evs[2]); err != nil {
		t.Errorf("SetStoryEvents(no such story) = %v, want nil", err)
	}
	if n := count(storyline.EventQuery{Story: 99}); n != 0 {
		t.Errorf("SetStoryEvents(no such story) wrote %d events", n)
	}
	// Story 2 emptied (its article moved) is removed, and its events.
	if err := s.AssignStory(ctx, storyline.StoryAssignment{ArticleID: art[2], StoryID: 3, Title: "Story"}); err != nil {
		t.Fatal(err)
	}
	if n := count(storyline.EventQuery{Story: 2}); n != 0 {
		t.Errorf("story 2 removed: %d of its events remain", n)
	}
}

// The entity filter keeps the events an article naming the entity
// reports.
func testMergedEventsEntity(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	art, evs := mergedFixture(t, s)
	a := simpleArticle("Named", "An article that names Maduro.", "Delta", "en", baseTime)
	a.Analysis.Entities = []storyline.Entity{{Type: storyline.PER, Canonical: "Nicolás Maduro", Mentions: 1}}
	id := add(t, s, a, nil, storyline.Signature{}).ID
	if err := s.AssignStory(ctx, storyline.StoryAssignment{ArticleID: id, StoryID: 1, Title: "Story"}); err != nil {
		t.Fatal(err)
	}
	strike := evs[1][1]
	strike.Reports = append(strike.Reports, id)
	if err := s.SetStoryEvents(ctx, 1, []storyline.MergedEvent{evs[1][0], strike}); err != nil {
		t.Fatal(err)
	}
	ents, err := s.Entities(ctx, storyline.EntityQuery{Type: storyline.PER})
	if err != nil || len(ents) != 1 {
		t.Fatalf("Entities = %+v, %v", ents, err)
	}
	got, err := s.MergedEvents(ctx, storyline.EventQuery{Entity: ents[0].ID})
	if err != nil {
		t.Fatal(err)
	}
	if keys := mergedKeys(got); !slices.Equal(keys, [][2]int64{{1, 1}}) {
		t.Errorf("MergedEvents(entity) = %v, want story 1's event 1", keys)
	}
	// Deleting the article a row shows removes the row.
	if err := s.DeleteArticle(ctx, art[0]); err != nil {
		t.Fatal(err)
	}
	if got, err := s.MergedEvents(ctx, storyline.EventQuery{Story: 1}); err != nil || len(got) != 1 || got[0].Seq != 1 {
		t.Errorf("after deleting article %d: MergedEvents(story 1) = %v, %v; want event 1 alone", art[0], mergedKeys(got), err)
	}
}
