package storetest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
)

// The entities' counts and the articles' event index (the type and place
// filters) follow every writer of articles and links: batches of new
// articles, imports, a reanalysis inside the batch that added the article
// (one that drops an entity's only link, so that its record goes while
// the batch links new ones), a rolled-back batch, a reanalysis and a
// deletion of their own. A store that counts or indexes at commit, or only
// at insert, shows a stale count or a missing or surplus event here.
func testWriterIndexes(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	m := &countModel{outlet: map[int64]string{}, pub: map[int64]time.Time{}, copyOf: map[int64]int64{},
		entities: map[int64][]storyline.Entity{}, member: map[int64]storyline.StoryAssignment{}}
	evs := map[int64][]storyline.Event{}
	battle := storyline.Event{EventType: storyline.EventBattles, SubEventType: storyline.SubArmedClash,
		Place: &storyline.Place{Name: "Aleppo", Admin1: "Aleppo", Country: "SY"}}
	protest := storyline.Event{EventType: storyline.EventProtests, SubEventType: storyline.SubPeacefulProtest,
		Place: &storyline.Place{Name: "Paris", Admin1: "Île-de-France", Country: "FR"}}
	riot := storyline.Event{EventType: storyline.EventRiots, SubEventType: storyline.SubMobViolence}
	negated := protest
	negated.NonEvent = storyline.NonEventNegated
	person := func(name string, mentions int) storyline.Entity {
		return storyline.Entity{Type: storyline.PER, Canonical: name, Mentions: mentions}
	}
	n := 0
	article := func(es []storyline.Entity, events ...storyline.Event) *storyline.Article {
		n++
		a := simpleArticle(fmt.Sprintf("Indexed article %d", n), fmt.Sprintf("Body %d of an indexed article.", n),
			"Alpha", "en", baseTime.AddDate(0, 0, n))
		a.Analysis.Entities, a.Analysis.Events = es, events
		return a
	}
	stored := func(id int64, a *storyline.Article) {
		m.outlet[id], m.pub[id], m.entities[id], evs[id] = a.Outlet, a.Published.Time, a.Analysis.Entities, a.Analysis.Events
	}
	check := func(step string) {
		t.Helper()
		m.check(t, s, step)
		for _, tc := range []struct {
			q    storyline.ArticleQuery
			keep func(storyline.Event) bool
		}{
			{storyline.ArticleQuery{EventType: storyline.EventBattles}, func(e storyline.Event) bool { return e.EventType == storyline.EventBattles }},
			{storyline.ArticleQuery{EventType: storyline.EventProtests}, func(e storyline.Event) bool { return e.EventType == storyline.EventProtests }},
			{storyline.ArticleQuery{EventType: storyline.SubMobViolence}, func(e storyline.Event) bool { return e.SubEventType == storyline.SubMobViolence }},
			{storyline.ArticleQuery{Place: "FR"}, func(e storyline.Event) bool { return e.Place != nil && e.Place.Country == "FR" }},
			{storyline.ArticleQuery{Place: "aleppo"}, func(e storyline.Event) bool { return e.Place != nil && e.Place.Name == "Aleppo" }},
		} {
			var want []int64
			for id, es := range evs {
				if slices.ContainsFunc(es, func(e storyline.Event) bool { return e.Coded() && tc.keep(e) }) {
					want = append(want, id)
				}
			}
			slices.Sort(want)
			tc.q.Limit = 100
			if got := sortedIDs(list(t, s, tc.q)); !slices.Equal(got, want) {
				t.Errorf("%s: Articles(%+v) = %v, want %v", step, tc.q, got, want)
			}
		}
	}

	b, commit, rollback := beginBatch(t, s)
	var ids []int64
	for _, a := range []*storyline.Article{
		article([]storyline.Entity{person("Ana Ruiz", 2), person("Bo Chen", 1)}, battle, negated),
		article([]storyline.Entity{person("Ana Ruiz", 3), person("Gil Moss", 4)}, protest),
		article([]storyline.Entity{person("Bo Chen", 5)}),
	} {
		res, err := b.AddArticle(ctx, a, nil, storyline.Signature{})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, res.ID)
		stored(res.ID, a)
	}
	imported := article([]storyline.Entity{person("Ana Ruiz", 1)}, riot, protest)
	imported.ID = ids[2] + 100
	if _, err := b.ImportArticle(ctx, imported, nil, storyline.Signature{}); err != nil {
		t.Fatal(err)
	}
	stored(imported.ID, imported)
	// Gil Moss's only link goes; the next article names someone new.
	again := article([]storyline.Entity{person("Ana Ruiz", 1), person("Dee Park", 2)}, riot)
	if err := b.SetAnalysis(ctx, ids[1], "v2", again.Analysis); err != nil {
		t.Fatal(err)
	}
	stored(ids[1], again)
	later := article([]storyline.Entity{person("Eve Lund", 3), person("Dee Park", 1)}, battle)
	res, err := b.AddArticle(ctx, later, nil, storyline.Signature{})
	if err != nil {
		t.Fatal(err)
	}
	ids = append(ids, res.ID)
	stored(res.ID, later)
	if err := commit(); err != nil {
		t.Fatal(err)
	}
	check("a batch committed")

	b, _, rollback = beginBatch(t, s)
	gone := article([]storyline.Entity{person("Ana Ruiz", 7), person("Fay Oduya", 1)}, battle)
	if res, err = b.AddArticle(ctx, gone, nil, storyline.Signature{}); err != nil {
		t.Fatal(err)
	}
	if err := rollback(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Article(ctx, res.ID); err == nil {
		stored(res.ID, gone) // a store whose batches write each call on its own
	} else if !errors.Is(err, storyline.ErrNotFound) {
		t.Fatal(err)
	}
	check("a batch rolled back")

	reanalyzed := article([]storyline.Entity{person("Bo Chen", 2), person("Eve Lund", 1)}, protest)
	if err := s.SetAnalysis(ctx, ids[0], "v3", reanalyzed.Analysis); err != nil {
		t.Fatal(err)
	}
	stored(ids[0], reanalyzed)
	check("reanalyzed")
	if err := s.DeleteArticle(ctx, ids[3]); err != nil {
		t.Fatal(err)
	}
	delete(m.outlet, ids[3])
	delete(m.pub, ids[3])
	delete(m.entities, ids[3])
	delete(evs, ids[3])
	check("deleted")
}

// beginBatch opens a batch of s's engine, or makes s its own batch when
// the engine has none.
func beginBatch(t *testing.T, s storyline.Store) (b storyline.Batch, commit, rollback func() error) {
	t.Helper()
	bs, ok := storyline.Beneath(s).(storyline.Batcher)
	if !ok {
		nop := func() error { return nil }
		return s, nop, nop
	}
	b, commit, rollback, err := bs.Batch(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rollback() })
	return b, commit, rollback
}
