package stories

import (
	"slices"
	"testing"

	"github.com/storyline-news/storyline"
)

// TestRelatedStories: a shooting and the council vote it prompted are two
// stories, linked as related; an unrelated story is not linked, and a link
// survives a merge of one of its stories.
func TestRelatedStories(t *testing.T) {
	c := New(Options{})
	background(c)
	town := func(id int64, day int, title, text string) Doc {
		d := quake(id, text, "Springfield", "US")
		d.Title, d.Published = title, storyline.Date{Year: 2015, Month: 3, Day: day}
		return d
	}
	shot1, _ := c.Add(town(1, 7, "Three shot on Elm Street in Springfield",
		"Three people were shot on Elm Street in Springfield late Saturday; police said a gunman opened fire outside a bar and fled in a car."))
	shot2, _ := c.Add(town(2, 8, "Springfield police seek Elm Street gunman",
		"Springfield police searched on Sunday for the gunman who shot three people outside a bar on Elm Street, and asked witnesses to come forward."))
	vote, _ := c.Add(town(3, 40, "Springfield council passes gun ordinance",
		"The Springfield city council voted to ban guns in bars on Tuesday, weeks after three people were shot outside a bar; members debated the ordinance for hours."))
	other, _ := c.Add(Doc{ID: 4, Title: "Orchestra opens season", Text: "The orchestra opened its season with a symphony by Brahms, and the conductor thanked the audience."})
	if shot1 != shot2 {
		t.Fatalf("the shooting's reports are in stories %d and %d, want one", shot1, shot2)
	}
	if vote == shot1 {
		t.Fatalf("the council vote joined the shooting's story %d: a related story is not the same story", shot1)
	}
	if got := c.Related(shot1, 0); !slices.Equal(got, []int{vote}) {
		t.Errorf("related to the shooting = %v, want the vote %d", got, vote)
	}
	if got := c.Related(vote, 0); !slices.Equal(got, []int{shot1}) {
		t.Errorf("related to the vote = %v, want the shooting %d", got, shot1)
	}
	if got := c.Related(other, 0); len(got) != 0 {
		t.Errorf("related to an unrelated story = %v, want none", got)
	}
	// An analyst merges the vote into the unrelated story: the link now
	// goes to the story that holds the vote.
	into, ok := c.MergeStories(other, vote)
	if !ok {
		t.Fatal("merge refused")
	}
	if got := c.Related(shot1, 0); !slices.Equal(got, []int{into}) {
		t.Errorf("after the merge, related to the shooting = %v, want %d", got, into)
	}
	if got := c.Related(into, 0); !slices.Equal(got, []int{shot1}) {
		t.Errorf("after the merge, related to the merged story = %v, want %d", got, shot1)
	}
}

// TestRelatedKeepsStrongest: a story keeps its strongest links.
func TestRelatedKeepsStrongest(t *testing.T) {
	c := New(Options{})
	var ss []*story
	for i := 0; i < maxRelated+3; i++ {
		ss = append(ss, c.newStory())
	}
	for i := 1; i < len(ss); i++ {
		c.relate(ss[0], ss[i], float64(i)/100)
	}
	got := c.Related(0, 3)
	want := []int{len(ss) - 1, len(ss) - 2, len(ss) - 3}
	if !slices.Equal(got, want) {
		t.Errorf("strongest links = %v, want %v", got, want)
	}
	if n := len(c.Related(0, 0)); n != maxRelated {
		t.Errorf("%d links kept, want %d", n, maxRelated)
	}
}
