package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
)

// A round-up tells each shooting at its own street block: two blocks of
// one report are two events, and the sentences after a part's address
// tell that part. One block written two ways stays one event.
func TestMergeRoundUpPartsByBlock(t *testing.T) {
	at := time.Date(2016, 6, 12, 9, 0, 0, 0, time.UTC)
	a := paragraphedArticle("Five hurt in two shootings in Toledo overnight",
		"TOLEDO, Ohio — Police are investigating two separate shootings overnight in Toledo.\n\n"+
			"The first shooting happened in the 1400 block of W. Bancroft Street about 11 p.m.\n\n"+
			"A woman was shot in the leg, police said.\n\n"+
			"The second shooting happened in the 300 block of Dorr Street about 1 a.m.\n\n"+
			"Four men were wounded while they stood on a porch, police said.",
		at)
	a.Outlet, a.Published = "Blade", storyline.Published{Time: at}
	wounded := map[int]bool{}
	for _, e := range events.Merge([]*storyline.Article{a}) {
		wounded[e.Injured] = true
	}
	if !wounded[4] || !wounded[1] {
		t.Errorf("two shootings at two blocks: wounded %v, want an event of 1 and one of 4", wounded)
	}

	b := paragraphedArticle("Man shot on Dorr Street",
		"A man was shot in the 300 block of Dorr Street on Sunday, police said.\n\n"+
			"The man was shot in the 300 block of W. Dorr St. as he walked home, police said.",
		at)
	b.Outlet, b.Published = "Blade", storyline.Published{Time: at}
	if n := len(events.Merge([]*storyline.Article{b})); n != 1 {
		t.Errorf("one block written two ways: %d events, want 1", n)
	}
}
