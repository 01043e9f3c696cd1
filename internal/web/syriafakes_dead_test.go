package web

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"github.com/storyline-news/storyline"
)

// TestSyriaFakesDeadStated holds the floors for the corpus's
// merged events: none counts more dead than the largest number one of its
// own reports states for it (the row's fatalities_reported), and none
// holds a war's running toll ("upwards of 162000 people have been killed
// … in more than three years of conflict" had been one event of 1,162,000
// dead): no row counts more than the deadliest single attack of the war
// the corpus reports (the Ghouta chemical attack, 1,400 by the United
// States' count).
func TestSyriaFakesDeadStated(t *testing.T) {
	_, st := syriaFakesServer(t)
	var evs []storyline.MergedEvent
	q := storyline.EventQuery{Limit: 500}
	for {
		page, err := st.MergedEvents(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		evs = append(evs, page...)
		if len(page) < q.Limit {
			break
		}
		last := page[len(page)-1]
		q.After = storyline.EventKey{Lead: last.Lead, Seq: last.Seq}
	}
	if len(evs) < 500 {
		t.Fatalf("%d merged events, want the corpus's (over 500)", len(evs))
	}
	total := 0
	for _, e := range evs {
		total += e.Fatalities
		if e.Fatalities == 0 {
			continue
		}
		var row struct {
			Reported []int `json:"fatalities_reported"`
		}
		if err := json.Unmarshal(e.Row, &row); err != nil {
			t.Fatalf("story %d event %d: %v", e.Story, e.Seq, err)
		}
		if len(row.Reported) == 0 || e.Fatalities > slices.Max(row.Reported) {
			t.Errorf("story %d event %d (article %d): %d dead, its reports state %v", e.Story, e.Seq, e.Article, e.Fatalities, row.Reported)
		}
		if e.Fatalities > 1400 {
			t.Errorf("story %d event %d (article %d): %d dead, more than any one attack of the war", e.Story, e.Seq, e.Article, e.Fatalities)
		}
	}
	t.Logf("%d merged events, %d dead", len(evs), total)
}
