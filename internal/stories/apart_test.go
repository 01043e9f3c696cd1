package stories_test

import (
	"context"
	"encoding/gob"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/storyline-news/storyline/internal/eval"
	"github.com/storyline-news/storyline/internal/stories"
)

// streamDocs reads gva_dev's stored articles as the clusterer sees them,
// with their incidents; STORYLINE_STREAM_CACHE names a file that keeps
// them between runs (the ingest takes a minute).
func streamDocs(t *testing.T) ([]stories.Doc, []string) {
	shared, ok := eval.SharedDir()
	if !ok {
		t.Skip("no shared data directory")
	}
	type cached struct {
		Docs   []stories.Doc
		Events []string
	}
	var c cached
	cache := os.Getenv("STORYLINE_STREAM_CACHE")
	if cache != "" {
		if f, err := os.Open(cache); err == nil {
			defer f.Close()
			if err := gob.NewDecoder(f).Decode(&c); err == nil {
				return c.Docs, c.Events
			}
		}
	}
	dir := filepath.Join(shared, "gold", "stories", "gva_dev")
	docs, events, err := eval.StreamDocs(context.Background(), filepath.Join(dir, "articles.jsonl"), filepath.Join(dir, "gold.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	if cache != "" {
		f, err := os.Create(cache)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := gob.NewEncoder(f).Encode(cached{docs, events}); err != nil {
			t.Fatal(err)
		}
	}
	return docs, events
}

// TestStreamApart measures, on the stored articles of gva_dev clustered in
// memory, why reports of one incident end in different stories: for each
// report outside its incident's main story, whether that story was a
// candidate, what the identity model made of it, and where the report went
// instead; and how often a report the model would join to two stories
// bridges one incident. It runs only with STORYLINE_STREAM_APART=1.
func TestStreamApart(t *testing.T) {
	if os.Getenv("STORYLINE_STREAM_APART") == "" {
		t.Skip("set STORYLINE_STREAM_APART=1 to measure the stories gva_dev splits")
	}
	docs, events := streamDocs(t)
	c := stories.New(stories.Options{})
	judged := map[int64][]stories.Judged{}
	stories.Trace(c, func(j stories.Judged) { judged[j.Article] = append(judged[j.Article], j) })
	placed := map[int64]int{}
	for _, d := range docs {
		placed[d.ID], _ = c.Add(d)
	}
	pred := make([]int, len(docs))
	members := map[int][]int{}
	for i, d := range docs {
		pred[i], _ = c.StoryOf(d.ID)
		members[pred[i]] = append(members[pred[i]], i)
	}
	p, r, f := eval.BCubed(pred, events)
	pp, pr, pf := eval.Pairwise(pred, events)
	t.Logf("bcubed %.4f (P %.4f R %.4f) pairwise %.4f (P %.4f R %.4f), %d stories", f, p, r, pf, pp, pr, len(members))

	// The main story of each incident: the one holding most of its reports.
	count := map[string]map[int]int{}
	for i, e := range events {
		if count[e] == nil {
			count[e] = map[int]int{}
		}
		count[e][pred[i]]++
	}
	main := map[string]int{}
	for e, m := range count {
		best := -1
		for s, n := range m {
			if best < 0 || n > m[best] || n == m[best] && s < best {
				best = s
			}
		}
		main[e] = best
	}
	// The incident a story reports: its members' majority.
	goldOf := map[int]string{}
	for s, ms := range members {
		n := map[string]int{}
		for _, i := range ms {
			n[events[i]]++
		}
		best := ""
		for e, k := range n {
			if best == "" || k > n[best] || k == n[best] && e < best {
				best = e
			}
		}
		goldOf[s] = best
	}
	first := map[int]int{} // story → index of its first article
	for i := len(docs) - 1; i >= 0; i-- {
		first[pred[i]] = i
	}
	reasons := map[string]int{}
	features := map[string]map[string]float64{}
	for i, d := range docs {
		m := main[events[i]]
		if pred[i] == m || first[m] > i {
			continue
		}
		var why string
		var js *stories.Judged
		for k := range judged[d.ID] {
			if j := &judged[d.ID][k]; j.Story == m {
				js = j
			}
		}
		switch {
		case js == nil:
			why = "main story not a candidate"
		case js.Other:
			why = "other event rule"
		case js.Logit <= 0:
			why = "logit <= 0"
		default:
			why = "another story scored higher"
		}
		if placed[d.ID] != pred[i] {
			why += " (moved later)"
		}
		reasons[why]++
		if js != nil {
			if features[why] == nil {
				features[why] = map[string]float64{}
			}
			for k, x := range js.Features {
				features[why][k] += x
			}
			features[why]["_n"]++
			features[why]["_logit"] += js.Logit
		}
	}
	var keys []string
	for k := range reasons {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		var fs []string
		n := features[k]["_n"]
		for name, x := range features[k] {
			if name != "_n" {
				fs = append(fs, fmt.Sprintf("%s %.2f", name, x/n))
			}
		}
		sort.Strings(fs)
		t.Logf("%4d %s; mean features: %s", reasons[k], k, strings.Join(fs, ", "))
	}

	// Bridges: a report the model would join to two stories (both over
	// 0 log-odds, neither another event by the rule).
	for _, min := range []float64{0, 0.5, 1, 2, 3} {
		same, diff := 0, 0
		for _, d := range docs {
			var pos []stories.Judged
			for _, j := range judged[d.ID] {
				if !j.Other && j.Logit > 0 {
					pos = append(pos, j)
				}
			}
			if len(pos) < 2 {
				continue
			}
			sort.Slice(pos, func(a, b int) bool { return pos[a].Logit > pos[b].Logit })
			for _, j := range pos[1:] {
				if j.Logit <= min {
					continue
				}
				if goldOf[j.Story] == goldOf[pos[0].Story] {
					same++
				} else {
					diff++
				}
			}
		}
		t.Logf("second story over %.1f log-odds: %d of one incident, %d of two", min, same, diff)
	}
}

// TestStreamBridgeSweep scores the stored articles of gva_dev clustered in
// memory with bridging off and at several margins. It runs only with
// STORYLINE_STREAM_APART=1.
func TestStreamBridgeSweep(t *testing.T) {
	if os.Getenv("STORYLINE_STREAM_APART") == "" {
		t.Skip("set STORYLINE_STREAM_APART=1 to measure the bridges on gva_dev")
	}
	docs, events := streamDocs(t)
	for _, b := range []float64{-1, 0.01, 0.5, 1, 2, 2.5, 3} {
		c := stories.New(stories.Options{Bridge: b})
		merges := 0
		for _, d := range docs {
			c.Add(d)
			merges += len(c.Bridged())
		}
		pred := make([]int, len(docs))
		for i, d := range docs {
			pred[i], _ = c.StoryOf(d.ID)
		}
		p, r, f := eval.BCubed(pred, events)
		pp, pr, pf := eval.Pairwise(pred, events)
		t.Logf("bridge %.2f: %d merges, bcubed %.4f (P %.4f R %.4f) pairwise %.4f (P %.4f R %.4f), %d stories", b, merges, f, p, r, pf, pp, pr, c.Len())
	}
}

// TestStreamBridgesTrace prints each bridge made on a stream (the
// articles and gold of STORYLINE_STREAM_ARTICLES and STORYLINE_STREAM_GOLD)
// with the titles of both stories and the features of both judgements.
func TestStreamBridgesTrace(t *testing.T) {
	arts, gold := os.Getenv("STORYLINE_STREAM_ARTICLES"), os.Getenv("STORYLINE_STREAM_GOLD")
	if arts == "" || gold == "" {
		t.Skip("set STORYLINE_STREAM_ARTICLES and STORYLINE_STREAM_GOLD to trace the bridges of a stream")
	}
	docs, events, err := eval.StreamDocs(context.Background(), arts, gold)
	if err != nil {
		t.Fatal(err)
	}
	eventOf := map[int64]string{}
	for i, d := range docs {
		eventOf[d.ID] = events[i]
	}
	// STORYLINE_BRIDGE sets the margin (unset: the default).
	b, _ := strconv.ParseFloat(os.Getenv("STORYLINE_BRIDGE"), 64)
	c := stories.New(stories.Options{Bridge: b})
	var judged []stories.Judged
	stories.Trace(c, func(j stories.Judged) { judged = append(judged, j) })
	title := map[int64]string{}
	for _, d := range docs {
		title[d.ID] = d.Published.String() + " " + d.Title
		judged = judged[:0]
		c.Add(d)
		for _, b := range c.Bridged() {
			t.Logf("report %s bridges story %d into %d (incidents %s, %s)", title[d.ID], b.From, b.Into, eventOf[b.Articles[0]], eventOf[d.ID])
			for _, j := range judged {
				if j.Story == b.From || j.Story == b.Into {
					t.Logf("   story %d: logit %.2f other %v %v", j.Story, j.Logit, j.Other, j.Features)
				}
			}
			for _, a := range b.Articles {
				t.Logf("   from: %s", title[a])
			}
			s, _ := c.Story(b.Into)
			for _, a := range s.Articles {
				if !contains(b.Articles, a) {
					t.Logf("   into: %s", title[a])
				}
			}
		}
	}
}

func contains(xs []int64, x int64) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
