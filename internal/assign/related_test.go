package assign_test

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/assign"
	"github.com/storyline-news/storyline/internal/store/sqlite"
	"github.com/storyline-news/storyline/internal/stories"
)

// TestRelatedStories reads the related stories from the clusterer state
// the assigner saves, in the store's story IDs.
func TestRelatedStories(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got, err := assign.RelatedStories(ctx, st, 1, 5); err != nil || got != nil {
		t.Fatalf("before any state: %v, %v; want none", got, err)
	}
	c := stories.New(stories.Options{})
	place := []stories.Entity{{Type: storyline.LOC, Key: "springfield", Name: "Springfield", Mentions: 2}}
	add := func(id int64, day int, title, text string) int {
		s, _ := c.Add(stories.Doc{ID: id, Title: title, Text: text, Entities: place, Published: storyline.Date{Year: 2015, Month: 3, Day: day}})
		return s
	}
	for i, text := range []string{
		"The central bank raised interest rates by a quarter point on Wednesday, citing inflation in food and fuel prices.",
		"The football club signed a new striker from Brazil for a record fee, the manager told reporters at the stadium.",
		"Parliament passed the budget after a long debate over pensions, taxes and spending on schools and hospitals.",
	} {
		c.Add(stories.Doc{ID: int64(100 + i), Title: text[:30], Text: text})
	}
	shooting := add(1, 7, "Three shot on Elm Street in Springfield",
		"Three people were shot on Elm Street in Springfield late Saturday; police said a gunman opened fire outside a bar and fled in a car.")
	vote := add(2, 40, "Springfield council passes gun ordinance",
		"The Springfield city council voted to ban guns in bars on Tuesday, weeks after three people were shot outside a bar; members debated the ordinance for hours.")
	if shooting == vote {
		t.Fatal("the vote joined the shooting's story")
	}
	var saver assign.StateSaver
	if err := saver.Save(ctx, st, c, 2); err != nil {
		t.Fatal(err)
	}
	got, err := assign.RelatedStories(ctx, st, int64(shooting)+1, 5)
	if err != nil || !slices.Equal(got, []int64{int64(vote) + 1}) {
		t.Errorf("related to story %d = %v, %v; want [%d]", shooting+1, got, err, vote+1)
	}
}
