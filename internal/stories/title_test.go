package stories

import "testing"

// TestTitleMostCentralHeadline: a story is titled by the headline closest
// to what its articles share, and a headline written as one wins over a
// title cut from an article's lead, whichever came first.
func TestTitleMostCentralHeadline(t *testing.T) {
	c := New(Options{})
	background(c)
	const body = "Rescuers in Padang pulled survivors from collapsed hotels after the magnitude 7.1 earthquake struck western Sumatra; officials in Padang counted the dead."
	docs := []Doc{
		{ID: 1, Title: "Rescuers in Padang pulled survivors from collapsed", TitleDerived: true, Text: body},
		{ID: 2, Title: "Minister visits region", Text: body + " The minister visited the region."},
		{ID: 3, Title: "Earthquake in Padang: rescuers pull survivors from collapsed hotels", Text: body + " Survivors were taken to hospital."},
	}
	var id int
	for i, d := range docs {
		sid, _ := c.Add(d)
		if i > 0 && sid != id {
			t.Fatalf("article %d joined story %d, not %d", d.ID, sid, id)
		}
		id = sid
		s, _ := c.Story(id)
		if i == 1 && s.Title != docs[1].Title {
			t.Errorf("after a headline joined a story titled by a cut lead: title %q, want the headline", s.Title)
		}
	}
	s, _ := c.Story(id)
	if s.Title != docs[2].Title {
		t.Errorf("title %q, want the most central headline %q", s.Title, docs[2].Title)
	}
}
