package storetest

import (
	"context"
	"fmt"
	"reflect"
	"sort"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// countModel is what the suite knows it stored: each article's outlet,
// publication time, copy-of link, entities and story membership. Its
// recount is what the store's listings must print, whatever counts the
// store keeps of its own.
type countModel struct {
	outlet   map[int64]string
	pub      map[int64]time.Time
	copyOf   map[int64]int64
	entities map[int64][]storyline.Entity
	member   map[int64]storyline.StoryAssignment // by article
}

// recount returns the story summaries (title and updated left out) and the
// entities' (articles, mentions) by folded name, as counted from the model.
func (m *countModel) recount() (map[int64]storyline.StorySummary, map[string][2]int) {
	stories := map[int64]storyline.StorySummary{}
	outlets := map[int64]map[string]bool{}
	for id, as := range m.member {
		s := stories[as.StoryID]
		s.ID = as.StoryID
		s.Articles++
		if as.Copy {
			s.Copies++
		}
		s.Events += as.Events
		if outlets[as.StoryID] == nil {
			outlets[as.StoryID] = map[string]bool{}
		}
		outlets[as.StoryID][m.outlet[id]] = true
		if p := m.pub[id]; !p.IsZero() {
			if s.First.IsZero() || p.Before(s.First) {
				s.First = p
			}
			if p.After(s.Last) {
				s.Last = p
			}
		}
		stories[as.StoryID] = s
	}
	for id, s := range stories {
		s.Outlets = len(outlets[id])
		stories[id] = s
	}
	ents := map[string][2]int{}
	for _, es := range m.entities {
		for _, e := range es {
			c := ents[e.Canonical]
			ents[e.Canonical] = [2]int{c[0] + 1, c[1] + e.Mentions}
		}
	}
	return stories, ents
}

// check compares the store's article count and story and entity listings
// with the recount.
func (m *countModel) check(t *testing.T, s storyline.Store, step string) {
	t.Helper()
	ctx := context.Background()
	wantStories, wantEntities := m.recount()
	if n, err := s.CountArticles(ctx); err != nil || n != len(m.entities) {
		t.Errorf("%s: CountArticles = %d, %v; want %d", step, n, err, len(m.entities))
	}
	list, err := s.Stories(ctx, storyline.StoryQuery{Limit: 100})
	if err != nil {
		t.Fatalf("%s: Stories: %v", step, err)
	}
	if len(list) != len(wantStories) {
		t.Errorf("%s: %d stories listed, recount has %d: %+v", step, len(list), len(wantStories), list)
	}
	for i, got := range list {
		if i > 0 && got.Updated > list[i-1].Updated {
			t.Errorf("%s: story %d (updated %d) listed after story %d (updated %d)", step, got.ID, got.Updated, list[i-1].ID, list[i-1].Updated)
		}
		one, err := s.Story(ctx, got.ID)
		if err != nil {
			t.Fatalf("%s: Story(%d): %v", step, got.ID, err)
		}
		if *one != got {
			t.Errorf("%s: Story(%d) = %+v, listed as %+v", step, got.ID, *one, got)
		}
		want := wantStories[got.ID]
		want.Title, want.Updated = got.Title, got.Updated
		if !got.First.Equal(want.First) || !got.Last.Equal(want.Last) {
			t.Errorf("%s: story %d spans %v..%v, recount %v..%v", step, got.ID, got.First, got.Last, want.First, want.Last)
		}
		got.First, got.Last, want.First, want.Last = time.Time{}, time.Time{}, time.Time{}, time.Time{}
		if got != want {
			t.Errorf("%s: story %d = %+v, recount %+v", step, got.ID, got, want)
		}
	}
	ents, err := s.Entities(ctx, storyline.EntityQuery{Limit: 100})
	if err != nil {
		t.Fatalf("%s: Entities: %v", step, err)
	}
	if len(ents) != len(wantEntities) {
		t.Errorf("%s: %d entities listed, recount has %d: %+v", step, len(ents), len(wantEntities), ents)
	}
	for i, e := range ents {
		if want := wantEntities[e.Name]; e.Articles != want[0] || e.Mentions != want[1] {
			t.Errorf("%s: entity %q has %d articles, %d mentions; recount %d, %d", step, e.Name, e.Articles, e.Mentions, want[0], want[1])
		}
		if i > 0 && (e.Mentions > ents[i-1].Mentions || e.Mentions == ents[i-1].Mentions && e.ID < ents[i-1].ID) {
			t.Errorf("%s: entity %q listed out of order after %q", step, e.Name, ents[i-1].Name)
		}
	}
}

// The counts the story and entity listings print agree with a recount of
// what was stored after assignments, re-assignments, moves, a merge and
// deletions (of a story's first and last dated articles, of an original
// whose copies are in another story, of a story's last article).
func testListCounts(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	m := &countModel{outlet: map[int64]string{}, pub: map[int64]time.Time{}, copyOf: map[int64]int64{},
		entities: map[int64][]storyline.Entity{}, member: map[int64]storyline.StoryAssignment{}}
	names := []string{"Ana Ruiz", "Bo Chen", "Caracas", "Dana Oyelaran"}
	var ids []int64
	for i := 0; i < 12; i++ {
		var pub time.Time
		if i%5 != 4 { // some undated
			pub = baseTime.AddDate(0, 0, (i*7)%11)
		}
		a := simpleArticle(fmt.Sprintf("Count article %d", i), fmt.Sprintf("Body %d of the counted articles.", i),
			[]string{"Alpha", "Beta", "Gamma"}[i%3], "en", pub)
		for k, n := range names {
			if (i+k)%3 != 0 {
				a.Analysis.Entities = append(a.Analysis.Entities, storyline.Entity{Type: storyline.PER, Canonical: n, Mentions: 1 + (i+k)%4})
			}
		}
		if i >= 9 { // copies of articles 0, 1 and 2
			a.NearDuplicateOf = ids[i-9]
		}
		id := add(t, s, a, nil, storyline.Signature{}).ID
		ids = append(ids, id)
		m.outlet[id], m.pub[id], m.copyOf[id], m.entities[id] = a.Outlet, pub, a.NearDuplicateOf, a.Analysis.Entities
	}
	m.check(t, s, "before assigning")
	assign := func(i int, story int64, events int) {
		t.Helper()
		as := storyline.StoryAssignment{ArticleID: ids[i], StoryID: story, Copy: m.copyOf[ids[i]] != 0,
			Title: fmt.Sprintf("Story %d", story), Events: events}
		if err := s.AssignStory(ctx, as); err != nil {
			t.Fatal(err)
		}
		m.member[ids[i]] = as
	}
	del := func(i int) {
		t.Helper()
		if err := s.DeleteArticle(ctx, ids[i]); err != nil {
			t.Fatal(err)
		}
		for id, of := range m.copyOf {
			if of == ids[i] {
				m.copyOf[id] = 0
				if as, ok := m.member[id]; ok {
					as.Copy = false
					m.member[id] = as
				}
			}
		}
		delete(m.member, ids[i])
		delete(m.entities, ids[i])
	}
	for i := range ids {
		assign(i, int64(1+i%4), i%3)
	}
	m.check(t, s, "assigned")
	assign(5, 2, 7) // again into its own story, with other events
	m.check(t, s, "re-assigned")
	assign(4, 3, 1) // moved
	assign(8, 4, 0)
	m.check(t, s, "moved")
	for i := range ids { // story 2 merged into story 1
		if m.member[ids[i]].StoryID == 2 {
			assign(i, 1, i%2)
		}
	}
	if _, err := s.Story(ctx, 2); err == nil {
		t.Error("the story merged away is still there")
	}
	m.check(t, s, "merged")
	// The originals of copies in other stories, a story's earliest and
	// latest dated articles.
	del(0)
	m.check(t, s, "deleted an original")
	del(1)
	del(7)
	m.check(t, s, "deleted more")
	var last []int
	for i := range ids {
		if as, ok := m.member[ids[i]]; ok && as.StoryID == 4 {
			last = append(last, i)
		}
	}
	sort.Ints(last)
	for _, i := range last {
		del(i)
	}
	if _, err := s.Story(ctx, 4); err == nil {
		t.Error("the story emptied by deletions is still there")
	}
	m.check(t, s, "emptied a story")

	// The entity listing pages by offset in the listing's order.
	all, err := s.Entities(ctx, storyline.EntityQuery{Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	var paged []storyline.EntityRecord
	for off := 0; off <= len(all); off += 2 {
		page, err := s.Entities(ctx, storyline.EntityQuery{Limit: 2, Offset: off})
		if err != nil {
			t.Fatal(err)
		}
		paged = append(paged, page...)
	}
	if !reflect.DeepEqual(paged, all) {
		t.Errorf("entities paged by 2:\n%+v\nall at once:\n%+v", paged, all)
	}
}
