package stories

import (
	"time"

	"testing"

	"github.com/storyline-news/storyline"
)

func TestCloseQuietStories(t *testing.T) {
	c := New(Options{})
	background(c)
	day := func(y, m, d int) storyline.Date { return storyline.Date{Year: y, Month: time.Month(m), Day: d} }
	old := quake(1, "A magnitude 7.1 earthquake struck near Padang in Sumatra on Wednesday, collapsing hotels and a hospital; rescuers dug through rubble for survivors in Padang.", "Padang", "ID")
	old.Published = day(2009, 9, 30)
	recent := quake(2, "A powerful earthquake hit central Italy near L'Aquila before dawn, toppling medieval churches and killing dozens in the Abruzzo mountains around L'Aquila.", "L'Aquila", "IT")
	recent.Published = day(2010, 4, 6)
	so, _ := c.Add(old)
	sr, _ := c.Add(recent)
	keys := len(c.postings)
	// Background stories and Padang are older than the last addition.
	want := 0
	for _, s := range c.stories {
		if s.MergedTo < 0 && int(s.ID) != sr {
			want++
		}
	}
	if n := c.Close(1); n != want || !c.closed(c.stories[so]) || c.closed(c.stories[sr]) {
		t.Fatalf("Close(1) closed %d stories, want %d: all but the one joined last", n, want)
	}
	if n := c.Close(1); n != 0 {
		t.Errorf("second Close closed %d more", n)
	}
	if len(c.postings) >= keys {
		t.Errorf("postings %d → %d: the closed story is still indexed", keys, len(c.postings))
	}
	s, _ := c.Story(so)
	if len(s.Articles) != 1 || s.Title == "" || len(s.KeyEntities) == 0 {
		t.Errorf("closed story lost what listings show: %+v", s)
	}
	// A new report of the old quake starts a story of its own; one of the
	// open story still joins it; a copy of a closed story's article joins it.
	again := quake(3, "Rescuers in Padang pulled survivors from a collapsed hotel a day after the 7.1 magnitude earthquake shook western Sumatra, officials in Padang said.", "Padang", "ID")
	again.Published = day(2010, 4, 7)
	if got, _ := c.Add(again); got == so {
		t.Error("an article joined a closed story")
	}
	more := quake(4, "In L'Aquila, firefighters searched the rubble of churches and homes after the earthquake in Abruzzo; Italy declared a state of emergency around L'Aquila.", "L'Aquila", "IT")
	more.Published = day(2010, 4, 7)
	if got, _ := c.Add(more); got != sr {
		t.Errorf("the open story's report went to story %d, want %d", got, sr)
	}
	cp := Doc{ID: 5, Title: "copy", Text: "copy", NearDuplicateOf: 1, Published: day(2010, 4, 8)}
	if got, _ := c.Add(cp); got != so {
		t.Errorf("a copy of a closed story's article went to %d, want %d", got, so)
	}
	// Stories joined within the window stay open.
	if n := c.Close(1 << 20); n != 0 {
		t.Errorf("a wide window closed %d stories", n)
	}
	c.Merge() // the merge pass copes with closed stories
}
