package events

import (
	"context"
	"testing"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/demo"
	"github.com/storyline-news/storyline/internal/ingest"
	"github.com/storyline-news/storyline/internal/pipeline"
)

// seedArticle builds a bundled sample the way the pipeline does.
func seedArticle(t testing.TB, prefix string) *storyline.Article {
	t.Helper()
	s, ok := demo.SampleNamed(prefix)
	if !ok {
		t.Fatalf("no sample %s", prefix)
	}
	now := time.Date(2019, 3, 1, 12, 0, 0, 0, time.UTC)
	b := pipeline.Builder{Now: func() time.Time { return now }}
	a, _, err := b.Build(context.Background(), ingest.Doc{Name: s.Name, Format: storyline.FormatText, Text: string(s.Data)})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestEventSeedDump(t *testing.T) {
	for _, p := range []string{"000", "003"} {
		a := seedArticle(t, p)
		t.Logf("%s published %s", p, a.Published.Time.Format("2006-01-02"))
		for _, e := range Extract(a) {
			pl := ""
			if e.Place != nil {
				pl = e.Place.Name + "/" + e.Place.Admin1 + "/" + e.Place.Country
			}
			a1, a2 := "", ""
			if e.Actor1 != nil {
				a1 = e.Actor1.Name
			}
			if e.Actor2 != nil {
				a2 = e.Actor2.Name
			}
			t.Logf("%s | %s | %s %d | %s p%d | fat=%d inj=%d def=%d | %s / %s | %q non=%s tags=%v\n   %s", e.EventType, e.SubEventType, e.Date, e.TimePrecision, pl, precisionOf(e.Place), e.Fatalities, e.Injured, e.Defected, a1, a2, e.Trigger, e.NonEvent, e.Tags, e.Sentence.In(a.Text))
		}
	}
}

func precisionOf(p *storyline.Place) int {
	if p == nil {
		return 0
	}
	return p.Precision
}
