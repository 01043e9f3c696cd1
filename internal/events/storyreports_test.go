package events_test

import (
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/events"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// A story can gather reports of several places: the town it names most
// (the capital of a talks report) is not the main event's when the
// event's own article is about another province and never names it. The
// event keeps the town its sentences state.
func TestMergeOwnTownOfAnotherProvince(t *testing.T) {
	texts := []string{
		"Air strikes on a market in the town of Atareb killed 40 people on Monday. Atareb lies west of Aleppo in Aleppo province.",
		"DAMASCUS (Reuters) - Envoys met officials in Damascus on Tuesday. Damascus hosted the talks. Crowds gathered in Damascus to watch. Damascus was calm.",
	}
	var arts []*storyline.Article
	for i, txt := range texts {
		a := &storyline.Article{ID: int64(i + 1), Text: txt, Language: "en", IngestedAt: time.Date(2017, 11, 14, 12, 0, 0, 0, time.UTC),
			Paragraphs: []storyline.Paragraph{{Span: storyline.Span{Start: 0, End: len(txt)}}}}
		a.Analysis = pipeline.Analyze(a)
		arts = append(arts, a)
	}
	got := events.Merge(arts)
	m := events.MainEvent(got)
	if m < 0 || got[m].Place == nil || got[m].Place.Admin1 != "Aleppo" || got[m].Place.Kind != "city" {
		t.Errorf("main event of %v; want the strike at its own town in Aleppo province", got)
	}
}
