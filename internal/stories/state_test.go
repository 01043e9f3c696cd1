package stories_test

import (
	"bytes"
	"testing"

	"github.com/storyline-news/storyline/internal/stories"
)

// TestChangesReplay checks that a snapshot with the change records written
// after it reads back as the state a snapshot taken at the end does, through
// every kind of change: articles, copies, closing, the merge pass, and the
// analysts' moves, merges and removals.
func TestChangesReplay(t *testing.T) {
	g := generator(t, 3, false)
	c := stories.New(stories.Options{})
	docs := map[int64]stories.Doc{}
	add := func(n int) {
		for i := 0; i < n; i++ {
			d := g.StoryDoc()
			d.ID++ // article IDs start at 1
			switch {
			case d.ID%13 == 0:
				d.NearDuplicateOf = d.ID - 1
			case d.ID%5 == 0 && d.ID > 40:
				// Some articles tell of an older story too: stories link.
				o := docs[d.ID-40]
				d.Text += " " + o.Text
				d.Entities = append(d.Entities, o.Entities...)
			}
			docs[d.ID] = d
			c.Add(d)
		}
	}
	add(300)
	var snap bytes.Buffer
	if err := c.Save(&snap); err != nil {
		t.Fatal(err)
	}
	var records [][]byte
	record := func() {
		var b bytes.Buffer
		if err := c.SaveChanges(&b); err != nil {
			t.Fatal(err)
		}
		records = append(records, b.Bytes())
	}
	record() // nothing changed
	for round := 0; round < 6; round++ {
		add(150)
		switch round {
		case 1:
			c.Close(100)
		case 2:
			c.Merge()
		case 3:
			to, _ := c.StoryOf(20)
			c.Move(docs[400], to)
			c.Move(docs[401], -1)
			a, _ := c.StoryOf(30)
			b, _ := c.StoryOf(450)
			c.MergeStories(a, b)
		case 4:
			c.Remove(docs[500])
			c.RemoveID(501)
			c.Remove(docs[13]) // a copy
		}
		record()
	}
	var want bytes.Buffer
	if err := c.Save(&want); err != nil {
		t.Fatal(err)
	}
	snapSize, wantSize := snap.Len(), want.Len()
	full, err := stories.Load(&want)
	if err != nil {
		t.Fatal(err)
	}
	replayed, err := stories.Load(&snap)
	if err != nil {
		t.Fatal(err)
	}
	size := 0
	for _, r := range records {
		if err := replayed.Replay(bytes.NewReader(r)); err != nil {
			t.Fatal(err)
		}
		size += len(r)
	}
	if !stories.SameState(full, replayed) {
		t.Fatal("the snapshot and its change records read back another state than a snapshot at the end")
	}
	t.Logf("snapshot %d bytes, %d records of %d bytes, final snapshot %d bytes", snapSize, len(records), size, wantSize)

	// Both go on alike.
	for i := 0; i < 200; i++ {
		d := g.StoryDoc()
		d.ID += 10000
		a, _ := full.Add(d)
		b, _ := replayed.Add(d)
		if a != b {
			t.Fatalf("article %d: story %d after a snapshot, %d after replayed changes", d.ID, a, b)
		}
	}
}

func TestChangesNeedABase(t *testing.T) {
	var b bytes.Buffer
	if err := stories.New(stories.Options{}).SaveChanges(&b); err == nil {
		t.Error("changes saved with no snapshot to replay them over")
	}
}
