package storetest

import (
	"context"
	"errors"
	"testing"

	"github.com/storyline-news/storyline"
)

func testEntities(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	urena := &storyline.Place{Name: "Ureña", Country: "VE", Lat: 7.92, Lon: -72.44, Precision: 1, Kind: "city"}
	withEntities := func(title string, es ...storyline.Entity) int64 {
		a := simpleArticle(title, "Body of "+title+" about the border.", "Outlet", "en", baseTime)
		a.Analysis.Entities = es
		return add(t, s, a, nil, storyline.Signature{}).ID
	}
	a1 := withEntities("One",
		storyline.Entity{Type: storyline.PER, Canonical: "Nicolás Maduro", Aliases: []string{"Maduro"}, Mentions: 3},
		storyline.Entity{Type: storyline.LOC, Canonical: "Urena", Mentions: 1},
		storyline.Entity{Type: storyline.PER, Canonical: "Jose Gomez", Aliases: []string{"Gomez"}, Mentions: 2},
	)
	a2 := withEntities("Two",
		storyline.Entity{Type: storyline.PER, Canonical: "Maduro", Mentions: 2},
		storyline.Entity{Type: storyline.LOC, Canonical: "Ureña", Mentions: 2, Place: urena},
		storyline.Entity{Type: storyline.ORG, Canonical: "Maduro", Mentions: 1}, // another type: another entity
	)
	withEntities("Three",
		storyline.Entity{Type: storyline.PER, Canonical: "Maria Gomez", Aliases: []string{"Gomez"}, Mentions: 1},
	)
	a4 := withEntities("Four", storyline.Entity{Type: storyline.PER, Canonical: "Gomez", Mentions: 1})

	people, err := s.Entities(ctx, storyline.EntityQuery{Type: storyline.PER})
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]storyline.EntityRecord{}
	for _, e := range people {
		byName[e.Name] = e
	}
	if m := byName["Nicolás Maduro"]; m.Articles != 2 || m.Mentions != 5 {
		t.Errorf("Maduro across articles: %+v (all: %+v)", m, people)
	}
	// "Gomez" alone is ambiguous between Jose and Maria: a record of its own.
	if g := byName["Gomez"]; g.Articles != 1 {
		t.Errorf("a lone ambiguous surname was merged: %+v", people)
	}
	if people[0].Name != "Nicolás Maduro" {
		t.Errorf("most mentioned first: got %s first", people[0].Name)
	}

	places, err := s.Entities(ctx, storyline.EntityQuery{Name: "urena"})
	if err != nil {
		t.Fatal(err)
	}
	if len(places) != 1 || places[0].Articles != 2 || places[0].Place == nil || places[0].Place.Name != "Ureña" {
		t.Fatalf("Entities(urena) = %+v", places)
	}
	if places[0].Name != "Ureña" && places[0].Name != "Urena" {
		t.Errorf("place name %q", places[0].Name)
	}
	arts, err := s.EntityArticles(ctx, places[0].ID, storyline.ArticleQuery{})
	if err != nil || len(arts) != 2 || arts[0].ID != a2 || arts[1].ID != a1 {
		t.Errorf("EntityArticles = %+v, %v", arts, err)
	}
	if e, err := s.Entity(ctx, places[0].ID); err != nil || e.Articles != 2 {
		t.Errorf("Entity(%d) = %+v, %v", places[0].ID, e, err)
	}
	if _, err := s.Entity(ctx, 987654); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("Entity(missing): %v", err)
	}

	// Reanalysis relinks: the entity only article four named goes away.
	lone := byName["Gomez"].ID
	if err := s.SetAnalysis(ctx, a4, "v9", storyline.Analysis{}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Entity(ctx, lone); !errors.Is(err, storyline.ErrNotFound) {
		t.Errorf("an entity no article mentions any more is still listed: %v", err)
	}

	// A name first seen in capitals (a dateline's "CARACAS") is named as a
	// reader writes it once an article does.
	withEntities("Five", storyline.Entity{Type: storyline.LOC, Canonical: "CARACAS", Mentions: 1})
	withEntities("Six", storyline.Entity{Type: storyline.LOC, Canonical: "Caracas", Mentions: 1})
	caracas, err := s.Entities(ctx, storyline.EntityQuery{Name: "caracas"})
	if err != nil || len(caracas) != 1 || caracas[0].Name != "Caracas" || caracas[0].Articles != 2 {
		t.Errorf("Entities(caracas) = %+v, %v; want one entity named Caracas in 2 articles", caracas, err)
	}
}

// testEntitiesArabicArticle: a person written with and without the article
// of an Arabic surname is one entity, whichever way the first report wrote
// him; another man of the same surname stays apart.
func testEntitiesArabicArticle(t *testing.T, s storyline.Store) {
	ctx := context.Background()
	withPerson := func(title, name string) {
		a := simpleArticle(title, "Body of "+title+" about the war.", "Outlet", "en", baseTime)
		a.Analysis.Entities = []storyline.Entity{{Type: storyline.PER, Canonical: name, Mentions: 1}}
		add(t, s, a, nil, storyline.Signature{})
	}
	withPerson("One", "Bashar Assad")
	withPerson("Two", "Bashar al-Assad")
	withPerson("Three", "Hafez al-Assad")
	withPerson("Four", "Abdel Fattah el-Sisi")
	withPerson("Five", "Abdel Fattah Sisi")
	people, err := s.Entities(ctx, storyline.EntityQuery{Type: storyline.PER})
	if err != nil {
		t.Fatal(err)
	}
	articles := map[string]int{}
	for _, e := range people {
		articles[e.Name] = e.Articles
	}
	if articles["Bashar Assad"]+articles["Bashar al-Assad"] != 2 || len(articles) != 3 || articles["Hafez al-Assad"] != 1 {
		t.Errorf("people %v, want Bashar (al-)Assad in 2 articles, Hafez al-Assad in 1, el-Sisi in 2", articles)
	}
	if articles["Abdel Fattah el-Sisi"]+articles["Abdel Fattah Sisi"] != 2 {
		t.Errorf("people %v, want Abdel Fattah (el-)Sisi in 2 articles", articles)
	}
}
