package stories

import (
	"bytes"
	"slices"
	"testing"
)

func TestManualMoveMergeRemove(t *testing.T) {
	c := New(Options{})
	background(c)
	a1 := quake(1, "A magnitude 7.1 earthquake struck near Padang in Sumatra on Wednesday, collapsing hotels and a hospital; rescuers dug through rubble for survivors in Padang.", "Padang", "ID")
	a2 := quake(3, "Rescuers in Padang pulled survivors from a collapsed hotel a day after the 7.1 magnitude earthquake shook western Sumatra, officials in Padang said.", "Padang", "ID")
	b1 := quake(2, "A powerful earthquake hit central Italy near L'Aquila before dawn, toppling medieval churches and killing dozens in the Abruzzo mountains around L'Aquila.", "L'Aquila", "IT")
	sa, _ := c.Add(a1)
	if s, _ := c.Add(a2); s != sa {
		t.Fatalf("setup: Padang reports split")
	}
	sb, _ := c.Add(b1)
	docs := c.docs

	// Split a2 out into a story of its own.
	ns, ok := c.Move(a2, -1)
	if !ok || ns == sa || ns == sb {
		t.Fatalf("Move to a new story = %d, %v", ns, ok)
	}
	if got, _ := c.StoryOf(3); got != ns {
		t.Errorf("StoryOf(3) = %d, want %d", got, ns)
	}
	if s, _ := c.Story(sa); !slices.Equal(s.Articles, []int64{1}) {
		t.Errorf("old story articles = %v", s.Articles)
	}
	if c.docs != docs {
		t.Errorf("a move changed the document count: %d → %d", docs, c.docs)
	}
	// The merge pass must not undo the analyst's split.
	c.Merge()
	if got, _ := c.StoryOf(3); got != ns {
		t.Errorf("merge pass moved the split article back: story %d", got)
	}
	// Move it into the Italian story, then merge the stories.
	if got, ok := c.Move(a2, sb); !ok || got != sb {
		t.Fatalf("Move into %d = %d, %v", sb, got, ok)
	}
	if s, _ := c.Story(ns); len(s.Articles) != 0 {
		t.Errorf("emptied story keeps %v", s.Articles)
	}
	for _, s := range c.Stories() {
		if int(s.ID) == ns {
			t.Errorf("empty story %d listed", ns)
		}
	}
	into, ok := c.MergeStories(sa, sb)
	if !ok || into != sa {
		t.Fatalf("MergeStories = %d, %v", into, ok)
	}
	for _, id := range []int64{1, 2, 3} {
		if got, _ := c.StoryOf(id); got != sa {
			t.Errorf("after merge, StoryOf(%d) = %d, want %d", id, got, sa)
		}
	}

	// Remove forgets the article and the words only it had.
	if c.df.get("medieval") == 0 {
		t.Fatalf("setup: term medieval not counted; df has %d terms", len(c.df))
	}
	if !c.Remove(b1) {
		t.Fatal("Remove(b1) = false")
	}
	if _, ok := c.StoryOf(2); ok {
		t.Error("removed article still placed")
	}
	if c.docs != docs-1 {
		t.Errorf("docs = %d, want %d", c.docs, docs-1)
	}
	for _, w := range []string{"medieval", "dawn"} {
		if n := c.df.get(w); n != 0 {
			t.Errorf("term %q of the removed article still counted %d times", w, n)
		}
		if _, ok := c.postings["t:"+w]; ok {
			t.Errorf("term %q of the removed article still indexed", w)
		}
	}
	if c.Remove(b1) {
		t.Error("second Remove = true")
	}
	// The state round-trips with the curated flag, and the merge pass
	// still leaves curated stories alone.
	var buf bytes.Buffer
	if err := c.Save(&buf); err != nil {
		t.Fatal(err)
	}
	d, err := Load(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if !d.stories[sa].Curated {
		t.Error("curated flag lost in Save/Load")
	}
}
