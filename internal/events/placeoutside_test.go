package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// sentencePlace returns the place of the first event of txt, one
// paragraph.
func sentencePlace(t *testing.T, txt string) *storyline.Place {
	t.Helper()
	a := &storyline.Article{ID: 1, Text: txt, Language: "en", IngestedAt: time.Date(2016, 6, 20, 12, 0, 0, 0, time.UTC),
		Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(txt)}}}}
	a.Analysis = pipeline.Analyze(a)
	if len(a.Analysis.Events) == 0 {
		t.Fatalf("no event in %q", txt)
	}
	return a.Analysis.Events[0].Place
}

// A town of another province is not finer than a town named like its
// province: the sentence tells what happened elsewhere.
func TestPlaceTownElsewhereNotFiner(t *testing.T) {
	for _, c := range []struct{ txt, want string }{
		{"12 March 2016 Death toll from terrorist mortar attacks in Homs rises to 6 more casualties reported in Jableh and Damascus.", "Homs"},
		{"Shelling in Hama killed 4 civilians on Monday and more casualties were reported in Latakia.", "Hama"},
	} {
		if p := sentencePlace(t, c.txt); p == nil || p.Admin1 != c.want {
			t.Errorf("%q: %+v; want a place of %s", c.txt, p, c.want)
		}
	}
}

// A headline run into its lead in one sentence: the headline's day is the
// report's, and the lead's "killed as rebels stormed a base in the
// eastern province of Deir Ezzor" places the deed.
func TestPlaceHeadlineRunIntoLead(t *testing.T) {
	p := sentencePlace(t, "40 Syria soldiers killed in rebel push Monitor Reuters Sunday 3 Aug 2014 At least 40 Syrian army soldiers were killed as rebels stormed an army base in the eastern province of Deir Ezzor a monitoring group said Sunday.")
	if p == nil || p.Admin1 != "Deir ez-Zor" {
		t.Errorf("%+v; want Deir ez-Zor", p)
	}
}

// Where fighters advance towards is their aim, not the deed's place.
func TestPlaceAdvanceAim(t *testing.T) {
	p := sentencePlace(t, "Jets on Monday bombed rebel positions in the area to stop them advancing towards the nearby town of Saraqib.")
	if p != nil && p.Admin1 == "Idlib" {
		t.Errorf("%+v; want not the town advanced towards", p)
	}
}
