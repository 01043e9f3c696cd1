package alerts

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// feed sends, in order, a result for each story id, each ready after its
// delay from the start.
func feed(ids []int64, delays []time.Duration) <-chan chan compared {
	pending := make(chan chan compared, len(ids))
	start := time.Now()
	for i, id := range ids {
		res := make(chan compared, 1)
		pending <- res
		go func() {
			time.Sleep(delays[i] - time.Since(start))
			res <- compared{id: id}
		}()
	}
	close(pending)
	return pending
}

func groupIDs(g []compared) []int64 {
	var ids []int64
	for _, c := range g {
		ids = append(ids, c.id)
	}
	return ids
}

// TestGatherWaitsForViews: stories whose views come a little after one
// another are recorded in one group, not one group each as they come.
func TestGatherWaitsForViews(t *testing.T) {
	ctx := context.Background()
	ms := time.Millisecond
	gr := gatherer{pending: feed([]int64{1, 2, 3, 4}, []time.Duration{0, 10 * ms, 20 * ms, 30 * ms})}
	g, err := gr.gather(ctx, maxGrouped)
	if err != nil || len(g) != 4 {
		t.Fatalf("first group %v (%v), want stories 1-4", groupIDs(g), err)
	}
	if g, _ := gr.gather(ctx, maxGrouped); len(g) != 0 {
		t.Fatalf("after the last story: %v", groupIDs(g))
	}
}

// TestGatherBounds: a group closes at its size bound, and with the first
// story ready after groupWait.
func TestGatherBounds(t *testing.T) {
	ctx := context.Background()
	late := groupWait + 200*time.Millisecond
	gr := gatherer{pending: feed([]int64{1, 2, 3, 4, 5}, []time.Duration{0, 0, late, late, late})}
	var groups [][]int64
	for {
		g, err := gr.gather(ctx, 2)
		if err != nil {
			t.Fatal(err)
		}
		if len(g) == 0 {
			break
		}
		groups = append(groups, groupIDs(g))
	}
	// 1 and 2 at once (the size bound); 3 and 4 together; 5 alone.
	if fmt.Sprint(groups) != "[[1 2] [3 4] [5]]" {
		t.Fatalf("groups %v", groups)
	}
	// 2 is not ready within the wait: it starts the next group.
	gr = gatherer{pending: feed([]int64{1, 2, 3}, []time.Duration{0, late, late})}
	if g, _ := gr.gather(ctx, maxGrouped); fmt.Sprint(groupIDs(g)) != "[1]" {
		t.Fatalf("first group %v", groupIDs(g))
	}
	if g, _ := gr.gather(ctx, maxGrouped); fmt.Sprint(groupIDs(g)) != "[2 3]" {
		t.Fatalf("second group %v", groupIDs(g))
	}
}
