package storyview

import (
	"slices"
	"testing"

	"github.com/storyline-news/storyline"
)

// A given name alone after the full name it starts is no person of the
// summary of its own; a longer given name that only begins like it is.
func TestSummaryPeopleLeaveOutGivenNames(t *testing.T) {
	v := &View{Entities: []Entity{
		{Type: storyline.PER, Name: "Kaydence Orr", Articles: 4},
		{Type: storyline.PER, Name: "Kaydence", Articles: 2},
		{Type: storyline.PER, Name: "Kay", Articles: 1},
	}}
	var got []string
	for _, p := range v.Summarize(nil).People {
		got = append(got, p.Name)
	}
	if want := []string{"Kaydence Orr", "Kay"}; !slices.Equal(got, want) {
		t.Errorf("people %q, want %q", got, want)
	}
}

// A man written with and without the article of his Arabic surname is one
// person of the story, under the longer form, with both forms' articles.
func TestStoryEntitiesArabicArticle(t *testing.T) {
	art := func(id int64, names ...string) *storyline.Article {
		a := &storyline.Article{ID: id}
		for _, n := range names {
			a.Analysis.Entities = append(a.Analysis.Entities, storyline.Entity{Type: storyline.PER, Canonical: n, Mentions: 1})
		}
		return a
	}
	es := entities([]*storyline.Article{
		art(1, "Bashar al-Assad"), art(2, "Bashar Assad"), art(3, "Bashar Assad", "Hafez al-Assad"),
	})
	var got []string
	for _, e := range es {
		got = append(got, e.Name)
	}
	if want := []string{"Bashar al-Assad", "Hafez al-Assad"}; !slices.Equal(got, want) || es[0].Articles != 3 {
		t.Errorf("people %q (first in %d articles), want %q, the first in 3", got, es[0].Articles, want)
	}
}
