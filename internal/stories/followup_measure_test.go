package stories_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/storyline-news/storyline/internal/eval"
	"github.com/storyline-news/storyline/internal/stories"
)

// TestStreamFollowupPeople measures, on the stored articles of gva_dev
// clustered in memory, the victims and suspects an analyst reading an
// incident's main story (the one holding most of its reports) would not
// find there because only a report in another story names them: an
// arrest, a charge, a funeral or a court date the clusterer left apart.
// For each such report it prints why it did not join the main story. It
// runs only with STORYLINE_STREAM_APART=1.
func TestStreamFollowupPeople(t *testing.T) {
	if os.Getenv("STORYLINE_STREAM_APART") == "" {
		t.Skip("set STORYLINE_STREAM_APART=1 to measure the follow-ups gva_dev splits")
	}
	docs, events := streamDocs(t)
	people := goldPeople(t)
	c := stories.New(stories.Options{})
	judged := map[int64][]stories.Judged{}
	stories.Trace(c, func(j stories.Judged) { judged[j.Article] = append(judged[j.Article], j) })
	for _, d := range docs {
		c.Add(d)
	}
	pred := make([]int, len(docs))
	for i, d := range docs {
		pred[i], _ = c.StoryOf(d.ID)
	}
	p, r, f := eval.BCubed(pred, events)
	t.Logf("bcubed %.4f (P %.4f R %.4f), %d stories", f, p, r, c.Len())
	byInc := map[string][]int{}
	for i, e := range events {
		byInc[e] = append(byInc[e], i)
	}
	names := func(i int, person string) bool {
		first, last := eval.NameEnds(person)
		if last == "" {
			return false
		}
		tm := docs[i].Terms
		return tm[stories.Lemma(last)] > 0 && tm[stories.Lemma(first)] > 0
	}
	var total, inMain, apart int
	var incIDs []string
	for e := range byInc {
		incIDs = append(incIDs, e)
	}
	sort.Strings(incIDs)
	for _, e := range incIDs {
		is := byInc[e]
		votes := map[int]int{}
		for _, i := range is {
			votes[pred[i]]++
		}
		main := -1
		for s, n := range votes {
			if main < 0 || n > votes[main] || n == votes[main] && s < main {
				main = s
			}
		}
		for _, person := range people[e] {
			total++
			found, elsewhere := false, -1
			for _, i := range is {
				if names(i, person) {
					if pred[i] == main {
						found = true
					} else if elsewhere < 0 {
						elsewhere = i
					}
				}
			}
			if found {
				inMain++
				continue
			}
			if elsewhere < 0 {
				continue
			}
			apart++
			d := docs[elsewhere]
			why := "main story not a candidate"
			for _, j := range judged[d.ID] {
				if s, _ := c.Story(j.Story); int(s.ID) == main {
					why = "judged"
					t.Logf("  %s %q: logit %.2f other %v %v", e, person, j.Logit, j.Other, j.Features)
				}
			}
			ms, _ := c.Story(main)
			var mp, mn, ml []string
			for _, a := range ms.Articles {
				for i := range docs {
					if docs[i].ID == a {
						mp = append(mp, docs[i].Identity.People...)
						mn = append(mn, docs[i].Identity.Names...)
						ml = append(ml, docs[i].Identity.Places...)
					}
				}
			}
			t.Logf("    article people %v names %v places %v; story people %v names %v places %v", d.Identity.People, d.Identity.Names, d.Identity.Places, mp, mn, ml)
			t.Logf("%s %q (%s): %s %q apart from story %d %s %q", e, person, why, d.Published, d.Title, main, ms.Start, ms.Title)
		}
	}
	t.Logf("people %d: named in the main story %d, only in another story of the incident %d", total, inMain, apart)
}

// TestStreamFullNames counts, on gva_dev clustered in memory, the pairs of
// an article and a candidate story that share a person's full name, by
// whether they report one incident and what the identity model made of
// them. It runs only with STORYLINE_STREAM_APART=1.
func TestStreamFullNames(t *testing.T) {
	if os.Getenv("STORYLINE_STREAM_APART") == "" {
		t.Skip("set STORYLINE_STREAM_APART=1")
	}
	docs, events := streamDocs(t)
	c := stories.New(stories.Options{})
	var judged []stories.Judged
	stories.Trace(c, func(j stories.Judged) { judged = append(judged, j) })
	eventOf := map[int64]string{}
	title := map[int64]string{}
	namesOf := map[int64][]string{}
	for i, d := range docs {
		namesOf[d.ID] = d.Identity.Names
		eventOf[d.ID] = events[i]
		title[d.ID] = d.Published.String() + " " + d.Title
		c.Add(d)
	}
	// A story's incident: the majority of its articles' at the end.
	goldOf := map[int]string{}
	for _, s := range c.Stories() {
		n := map[string]int{}
		best := ""
		for _, a := range s.Articles {
			e := eventOf[a]
			n[e]++
			if best == "" || n[e] > n[best] || n[e] == n[best] && e < best {
				best = e
			}
		}
		goldOf[int(s.ID)] = best
	}
	type key struct {
		bin          int
		same, joined bool
		plc          bool
	}
	counts := map[key]int{}
	shared := func(a int64, s []int64) []string {
		var out []string
		for _, n := range namesOf[a] {
			for _, b := range s {
				if b != a && contains2(namesOf[b], n) {
					out = append(out, n)
					break
				}
			}
		}
		return out
	}
	for _, j := range judged {
		fn := j.Features["full_name"]
		if fn == 0 {
			continue
		}
		s, _ := c.Story(j.Story)
		k := key{int(fn * 10), goldOf[int(s.ID)] == eventOf[j.Article], !j.Other && j.Logit > 0, j.Features["place_conflict"] > 0}
		counts[k]++
		if !k.joined && k.bin >= 8 && !k.same && !k.plc {
			t.Logf("%v fn %.2f z %.2f other %v gap %.2f: %s | %s %s", shared(j.Article, s.Articles), fn, j.Logit, j.Other, j.Features["gap"], title[j.Article], s.Start, s.Title)
		}
	}
	var ks []key
	for k := range counts {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(a, b int) bool {
		x, y := ks[a], ks[b]
		if x.bin != y.bin {
			return x.bin < y.bin
		}
		if x.joined != y.joined {
			return x.joined
		}
		if x.plc != y.plc {
			return !x.plc
		}
		return x.same
	})
	for _, k := range ks {
		t.Logf("full name %.1f joined %v place conflict %v same incident %v: %d", float64(k.bin)/10, k.joined, k.plc, k.same, counts[k])
	}
}

func contains2(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestStreamFollowupModels compares identity models on gva_dev clustered
// in memory: the stream scores and how many victims and suspects the
// incidents' main stories name. It runs only with STORYLINE_STREAM_APART=1.
func TestStreamFollowupModels(t *testing.T) {
	if os.Getenv("STORYLINE_STREAM_APART") == "" {
		t.Skip("set STORYLINE_STREAM_APART=1")
	}
	docs, events := streamDocs(t)
	people := goldPeople(t)
	var shipped stories.IdentityWeights
	b, _ := os.ReadFile("identity.json")
	if err := json.Unmarshal(b, &shipped); err != nil {
		t.Fatal(err)
	}
	with := func(kv ...any) stories.IdentityWeights {
		w := stories.IdentityWeights{}
		for k, x := range shipped {
			w[k] = x
		}
		for i := 0; i < len(kv); i += 2 {
			w[kv[i].(string)] = kv[i+1].(float64)
		}
		return w
	}
	train := func(drop ...string) stories.IdentityWeights {
		tr := stories.NewIdentityTrainer(stories.Options{})
		tr.Drop(drop...)
		for i, d := range docs {
			tr.Add(d, events[i])
		}
		return tr.Fit(30, 0)
	}
	score := func(name string, w stories.IdentityWeights) {
		c := stories.New(stories.Options{Identity: w})
		for _, d := range docs {
			c.Add(d)
		}
		pred := make([]int, len(docs))
		for i, d := range docs {
			pred[i], _ = c.StoryOf(d.ID)
		}
		_, _, f := eval.BCubed(pred, events)
		_, _, pf := eval.Pairwise(pred, events)
		t.Logf("%-40s bcubed %.4f pairwise %.4f stories %d named in main %d", name, f, pf, c.Len(), namedInMain(docs, events, pred, people))
	}
	score("shipped", shipped)
	if os.Getenv("STORYLINE_FOLLOWUP_TRAIN") != "" {
		w := train()
		t.Logf("relearned %v", w)
		score("relearned with full names", w)
		score("relearned without", train("full_name", "late_full_name"))
	}
	for _, x := range []float64{0, 1.5, 2.5} {
		score(fmt.Sprintf("shipped, full_name %.1f", x), with("full_name", x))
	}
}

// namedInMain counts the incidents' people the main story of each names
// (first and last name among its articles' words).
func namedInMain(docs []stories.Doc, events []string, pred []int, people map[string][]string) int {
	byInc := map[string][]int{}
	for i, e := range events {
		byInc[e] = append(byInc[e], i)
	}
	n := 0
	for e, is := range byInc {
		votes := map[int]int{}
		for _, i := range is {
			votes[pred[i]]++
		}
		main := -1
		for s, k := range votes {
			if main < 0 || k > votes[main] || k == votes[main] && s < main {
				main = s
			}
		}
		for _, p := range people[e] {
			first, last := eval.NameEnds(p)
			if last == "" {
				continue
			}
			for i := range docs {
				tm := docs[i].Terms
				if pred[i] == main && tm[stories.Lemma(last)] > 0 && tm[stories.Lemma(first)] > 0 {
					n++
					break
				}
			}
		}
	}
	return n
}

// goldPeople reads the victims and suspects of each gva_dev incident.
func goldPeople(t *testing.T) map[string][]string {
	t.Helper()
	shared, _ := eval.SharedDir()
	incs, err := eval.ReadIncidents(filepath.Join(shared, "gold", "events", "gva_incidents_dev", "incidents.tsv"),
		filepath.Join(shared, "gold", "stories", "gva_dev", "gold.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	people := map[string][]string{}
	for _, inc := range incs {
		people[inc.ID] = inc.People
	}
	return people
}
