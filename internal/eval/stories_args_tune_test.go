package eval

import (
	"math"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/stories"
)

// Diagnostics for the story clusterer's arguments and linkage, run only
// with STORYLINE_TUNE_STORIES=1. Knobs: CONFLICT=1 makes TestStoriesArgsDiag
// count conflicts (each side's main value absent from the other) instead of
// equal main values; TestStoriesBatchDiag (batch average-link over all
// documents: the ceiling of the vectors) takes BENT (names' share), BYM
// (factor on pairs whose stated years differ), BCONF ("PER:0.8,yeartext:0.6":
// factor per conflicting kind), BTH (thresholds) and BSHOW=1 (mixed
// clusters); TestStoriesTopicAggDiag takes KIND=1 (lower-case words only) and
// LINKAGE=centroid.

var yearRE = regexp.MustCompile(`\b(19[5-9][0-9]|20[0-3][0-9])\b`)

// TestStoriesArgsDiag measures how well argument features tell sibling
// sub-topics apart: for pairs of documents of one topic, how often a
// feature is present on both sides and how often it agrees, same sub-topic
// against sibling. It runs only with STORYLINE_TUNE_STORIES=1.
func TestStoriesArgsDiag(t *testing.T) {
	an := tuneECB(t)
	fs := argFeats(an)
	top := func(m map[string]float64) string {
		b, bw := "", 0.0
		for k, w := range m {
			if w > bw || w == bw && k < b {
				b, bw = k, w
			}
		}
		return b
	}
	kinds := []string{"yeartext", "yeartimex", "yearfull", "maxyear", "monthtimex", "PER", "LOC", "ORG", "fig", "fig5", "figunit", "evtype", "evplace", "evyear", "evfat", "evactor"}
	for _, kind := range kinds {
		var pos, neg, posBoth, negBoth, posOv, negOv, posTop, negTop, crossBoth, crossOv int
		for i := range an {
			for j := i + 1; j < len(an); j++ {
				same := an[i].SubTopic == an[j].SubTopic
				sib := !same && an[i].Topic == an[j].Topic
				a, b := fs[i][kind], fs[j][kind]
				both := len(a) > 0 && len(b) > 0
				ov := false
				for k := range a {
					if b[k] > 0 {
						ov = true
					}
				}
				topEq := both && top(a) == top(b)
				if os.Getenv("CONFLICT") != "" {
					topEq = both && a[top(b)] == 0 && b[top(a)] == 0
				}
				switch {
				case same:
					pos++
					if both {
						posBoth++
						if ov {
							posOv++
						}
						if topEq {
							posTop++
						}
					}
				case sib:
					neg++
					if both {
						negBoth++
						if ov {
							negOv++
						}
						if topEq {
							negTop++
						}
					}
				default:
					if both {
						crossBoth++
						if ov {
							crossOv++
						}
					}
				}
			}
		}
		r := func(a, b int) string { return strconv.FormatFloat(float64(a)/float64(max(b, 1)), 'f', 2, 64) }
		t.Logf("%-10s same: both %s overlap %s top %s | sibling: both %s overlap %s top %s | other: overlap %s",
			kind, r(posBoth, pos), r(posOv, posBoth), r(posTop, posBoth), r(negBoth, neg), r(negOv, negBoth), r(negTop, negBoth), r(crossOv, crossBoth))
	}
}

func hasYearTest(s string) bool { return yearRE.MatchString(s) }

// TestStoriesSplitDiag lists the gold sub-topics split over several
// predicted stories, with each document's story and stated years.
func TestStoriesSplitDiag(t *testing.T) {
	an := tuneECB(t)
	run := ClusterECB(an, StoriesEvalOptions{Seed: 1, Options: envOptions()})
	by := map[string]map[int]int{}
	for i, d := range an {
		if by[d.SubTopic] == nil {
			by[d.SubTopic] = map[int]int{}
		}
		by[d.SubTopic][run.Story[i]]++
	}
	for st, m := range by {
		if len(m) < 2 {
			continue
		}
		t.Logf("sub-topic %s: %v", st, m)
		for i, d := range an {
			if d.SubTopic == st {
				t.Logf("    %-14s story %3d years %v  %.60q", d.Name, run.Story[i], docYears(d), d.Article.Title)
			}
		}
	}
}

// kindTerms counts the words that say what kind of event a text reports:
// lower-case content words (names and numbers left out).
func kindTerms(s string, into map[string]float64, w float64) map[string]float64 {
	if into == nil {
		into = map[string]float64{}
	}
	for _, raw := range strings.Fields(s) {
		if raw == "" || !(raw[0] >= 'a' && raw[0] <= 'z') {
			continue
		}
		for k, x := range stories.Terms(raw, nil, w) {
			into[k] += x
		}
	}
	return into
}

// TestStoriesCentroidDiag: do gold sub-topic centroids find their sibling?
func TestStoriesCentroidDiag(t *testing.T) {
	an := tuneECB(t)
	variants := map[string]func(d *AnalyzedECB) map[string]float64{
		"terms": func(d *AnalyzedECB) map[string]float64 {
			return stories.Terms(d.Text, stories.Terms(d.Article.Title, nil, 2), 1)
		},
		"kind": func(d *AnalyzedECB) map[string]float64 {
			return kindTerms(d.Text, kindTerms(d.Article.Title, nil, 2), 1)
		},
	}
	for name, f := range variants {
		vecs := make([]map[string]float64, len(an))
		df := map[string]float64{}
		for i, d := range an {
			vecs[i] = f(d)
			for k := range vecs[i] {
				df[k]++
			}
		}
		n := float64(len(an))
		cent := map[string]map[string]float64{}
		for i, d := range an {
			var norm float64
			v := map[string]float64{}
			for k, x := range vecs[i] {
				w := (1 + math.Log(x)) * (math.Log(n/df[k]) + 1)
				v[k] = w
				norm += w * w
			}
			if cent[d.SubTopic] == nil {
				cent[d.SubTopic] = map[string]float64{}
			}
			for k, w := range v {
				cent[d.SubTopic][k] += w / math.Sqrt(norm)
			}
		}
		cos := func(a, b map[string]float64) float64 {
			var s, na, nb float64
			for k, x := range a {
				s += x * b[k]
				na += x * x
			}
			for _, y := range b {
				nb += y * y
			}
			return s / math.Sqrt(na*nb)
		}
		var subs []string
		for s := range cent {
			subs = append(subs, s)
		}
		sort.Strings(subs)
		nnSib := 0
		var sibSims, otherMax []float64
		for _, a := range subs {
			tp := strings.TrimRight(a, "ecbplus")
			best, bs := -1.0, ""
			om := 0.0
			for _, b := range subs {
				if a == b {
					continue
				}
				s := cos(cent[a], cent[b])
				if s > best {
					best, bs = s, b
				}
				if strings.TrimRight(b, "ecbplus") == tp {
					sibSims = append(sibSims, s)
				} else {
					om = math.Max(om, s)
				}
			}
			otherMax = append(otherMax, om)
			if strings.TrimRight(bs, "ecbplus") == tp {
				nnSib++
			}
			t.Logf("%s %-10s sibling %.3f best other %.3f", name, a, sibSims[len(sibSims)-1], om)
		}
		t.Logf("%s: nearest is sibling %d/%d", name, nnSib, len(subs))
	}
}

// TestStoriesBatchDiag: the ceiling of the document vectors, average-link
// agglomerative clustering over all documents at once (not online).
func TestStoriesBatchDiag(t *testing.T) {
	an := tuneECB(t)
	n := len(an)
	vecs := tfidfVectors(an, stories.Terms)
	sim := make([][]float64, n)
	for i := range sim {
		sim[i] = make([]float64, n)
	}
	for i := range an {
		for j := i + 1; j < n; j++ {
			var s float64
			for k, x := range vecs[i] {
				s += x * vecs[j][k]
			}
			sim[i][j], sim[j][i] = s, s
		}
	}
	entW, _ := strconv.ParseFloat(os.Getenv("BENT"), 64)
	ym, _ := strconv.ParseFloat(os.Getenv("BYM"), 64)
	if entW > 0 {
		ev := make([]map[string]float64, n)
		for i, d := range an {
			ev[i] = map[string]float64{}
			for _, e := range stories.FromArticle(&d.Article).Entities {
				ev[i][string(e.Type)+e.Key] += float64(e.Mentions)
			}
		}
		weighTFIDF(ev)
		for i := range an {
			for j := i + 1; j < n; j++ {
				var s float64
				for k, x := range ev[i] {
					s += x * ev[j][k]
				}
				sim[i][j] = (1-entW)*sim[i][j] + entW*s
				sim[j][i] = sim[i][j]
			}
		}
	}
	if ym > 0 {
		years := make([]map[int]bool, n)
		for i, d := range an {
			years[i] = map[int]bool{}
			for _, y := range docYears(d) {
				years[i][y] = true
			}
		}
		for i := range an {
			for j := i + 1; j < n; j++ {
				if len(years[i]) == 0 || len(years[j]) == 0 {
					continue
				}
				ov := false
				for y := range years[i] {
					ov = ov || years[j][y]
				}
				if !ov {
					sim[i][j] *= ym
					sim[j][i] = sim[i][j]
				}
			}
		}
	}
	if conf := os.Getenv("BCONF"); conf != "" {
		fs := argFeats(an)
		for _, kv := range strings.Split(conf, ",") {
			kind, v, _ := strings.Cut(kv, ":")
			m, _ := strconv.ParseFloat(v, 64)
			for i := range an {
				for j := i + 1; j < n; j++ {
					a, b := fs[i][kind], fs[j][kind]
					if len(a) > 0 && len(b) > 0 && a[topKey(b)] == 0 && b[topKey(a)] == 0 {
						sim[i][j] *= m
						sim[j][i] = sim[i][j]
					}
				}
			}
		}
	}
	gold := make([]string, n)
	for i, d := range an {
		gold[i] = d.SubTopic
	}
	ths := []float64{0.15, 0.2, 0.25, 0.3}
	if e := os.Getenv("BTH"); e != "" {
		ths = nil
		for _, x := range strings.Split(e, ",") {
			f, _ := strconv.ParseFloat(x, 64)
			ths = append(ths, f)
		}
	}
	for _, th := range ths {
		D := make([][]float64, n)
		for i := range D {
			D[i] = append([]float64(nil), sim[i]...)
		}
		size := make([]int, n)
		label := make([]int, n)
		alive := make([]bool, n)
		for i := range size {
			size[i], label[i], alive[i] = 1, i, true
		}
		for {
			bi, bj, bs := -1, -1, th
			for i := 0; i < n; i++ {
				if !alive[i] {
					continue
				}
				for j := i + 1; j < n; j++ {
					if alive[j] {
						if s := D[i][j] / float64(size[i]*size[j]); s >= bs {
							bi, bj, bs = i, j, s
						}
					}
				}
			}
			if bi < 0 {
				break
			}
			for k := 0; k < n; k++ {
				D[bi][k] += D[bj][k]
				D[k][bi] = D[bi][k]
			}
			size[bi] += size[bj]
			alive[bj] = false
			for k := range label {
				if label[k] == bj {
					label[k] = bi
				}
			}
		}
		if os.Getenv("BSHOW") != "" && th == 0.25 {
			by := map[int]map[string]int{}
			for i, l := range label {
				if by[l] == nil {
					by[l] = map[string]int{}
				}
				by[l][gold[i]]++
			}
			for _, m := range by {
				if len(m) > 1 {
					t.Logf("mixed %v", m)
				}
			}
		}
		p, r, f := BCubed(label, gold)
		t.Logf("batch average-link th %.2f: P %.3f R %.3f F1 %.3f k=%d", th, p, r, f, countDistinct(label))
	}
}

type feats map[string]map[string]float64

func argFeats(an []*AnalyzedECB) []feats {
	fs := make([]feats, len(an))
	for i, d := range an {
		f := feats{}
		add := func(kind, k string, w float64) {
			if f[kind] == nil {
				f[kind] = map[string]float64{}
			}
			f[kind][k] += w
		}
		a := d.Article.Analysis
		for _, y := range yearRE.FindAllString(d.Text, -1) {
			add("yeartext", y, 1)
		}
		for _, tx := range a.TimeExprs {
			if tx.Type == storyline.TimexDate && len(tx.Value) >= 4 && hasYearTest(tx.Text) {
				add("yeartimex", tx.Value[:4], 1)
				if tx.Granularity == "day" || tx.Granularity == "month" {
					add("yearfull", tx.Value[:4], 1)
				}
				if len(tx.Value) >= 7 {
					add("monthtimex", tx.Value[:7], 1)
				}
			}
		}
		if m := f["yeartimex"]; m != nil {
			mx := ""
			for y := range m {
				mx = max(mx, y)
			}
			add("maxyear", mx, 1)
		}
		for _, e := range a.Entities {
			if e.Credit {
				continue
			}
			k := foldKey(e.Canonical)
			if e.Place != nil && e.Place.GeonameID != 0 {
				k = "geo" + strconv.Itoa(e.Place.GeonameID)
			}
			add(string(e.Type), k, float64(e.Mentions))
		}
		for _, fg := range a.Figures {
			if fg.Vague || fg.Best == 0 || fg.Kind == storyline.FigureAge || fg.Kind == storyline.FigureDuration {
				continue
			}
			add("fig", strconv.FormatFloat(fg.Best, 'g', 4, 64), 1)
			if fg.Best >= 5 {
				add("fig5", string(fg.Kind)+strconv.FormatFloat(fg.Best, 'g', 4, 64), 1)
			}
			if fg.Kind == storyline.FigureMoney || fg.Kind == storyline.FigureMeasure || fg.Kind == storyline.FigureWeight {
				add("figunit", strconv.FormatFloat(fg.Best, 'g', 4, 64)+fg.Unit, 1)
			}
		}
		for _, ev := range a.Events {
			if ev.NonEvent != "" {
				continue
			}
			add("evtype", ev.SubEventType, 1)
			if ev.Place != nil {
				add("evplace", strconv.Itoa(ev.Place.GeonameID), 1)
			}
			if !ev.Date.IsZero() && ev.DateSpan.End > 0 {
				add("evyear", strconv.Itoa(ev.Date.Year), 1)
			}
			if ev.Fatalities > 0 {
				add("evfat", strconv.Itoa(ev.Fatalities), 1)
			}
			if ev.Actor1 != nil {
				add("evactor", ev.Actor1.Name, 1)
			}
		}
		fs[i] = f
	}
	return fs
}

func topKey(m map[string]float64) string {
	b, bw := "", 0.0
	for k, w := range m {
		if w > bw || w == bw && k < b {
			b, bw = k, w
		}
	}
	return b
}

// TestStoriesTopicAggDiag: topics as agglomerative clustering of the
// predicted stories' centroids (batch idf), against the clusterer's topics.
func TestStoriesTopicAggDiag(t *testing.T) {
	an := tuneECB(t)
	n := len(an)
	terms := stories.Terms
	if os.Getenv("KIND") != "" {
		terms = kindTerms
	}
	vecs := tfidfVectors(an, terms)
	top := make([]string, n)
	for i, d := range an {
		top[i] = d.Topic
	}
	linkage := os.Getenv("LINKAGE")
	for seed := uint64(1); seed <= 3; seed++ {
		run := ClusterECB(an, StoriesEvalOptions{Seed: seed, Options: envOptions()})
		_, _, f0 := BCubed(run.Topic, top)
		// story sums
		idx := map[int]int{}
		var sums []map[string]float64
		var size []float64
		for i, s := range run.Story {
			j, ok := idx[s]
			if !ok {
				j = len(sums)
				idx[s] = j
				sums = append(sums, map[string]float64{})
				size = append(size, 0)
			}
			for k, x := range vecs[i] {
				sums[j][k] += x
			}
			size[j]++
		}
		m := len(sums)
		dot := func(a, b map[string]float64) float64 {
			var s float64
			if len(a) > len(b) {
				a, b = b, a
			}
			for k, x := range a {
				s += x * b[k]
			}
			return s
		}
		D := make([][]float64, m)
		for i := range D {
			D[i] = make([]float64, m)
			for j := range D[i] {
				if i != j {
					D[i][j] = dot(sums[i], sums[j])
				}
			}
		}
		for _, th := range []float64{0.05, 0.06, 0.07, 0.08, 0.09, 0.1} {
			S := make([][]float64, m)
			for i := range S {
				S[i] = append([]float64(nil), D[i]...)
			}
			sz := append([]float64(nil), size...)
			cs := make([]map[string]float64, m)
			for i := range cs {
				cs[i] = map[string]float64{}
				for k, x := range sums[i] {
					cs[i][k] = x
				}
			}
			label := make([]int, m)
			alive := make([]bool, m)
			for i := range label {
				label[i], alive[i] = i, true
			}
			sim := func(i, j int) float64 {
				switch linkage {
				case "centroid":
					return S[i][j] / math.Sqrt(dot(cs[i], cs[i])*dot(cs[j], cs[j]))
				}
				return S[i][j] / (sz[i] * sz[j])
			}
			for {
				bi, bj, bs := -1, -1, th
				for i := 0; i < m; i++ {
					for j := i + 1; alive[i] && j < m; j++ {
						if alive[j] {
							if s := sim(i, j); s >= bs {
								bi, bj, bs = i, j, s
							}
						}
					}
				}
				if bi < 0 {
					break
				}
				for k := 0; k < m; k++ {
					S[bi][k] += S[bj][k]
					S[k][bi] = S[bi][k]
				}
				for k, x := range cs[bj] {
					cs[bi][k] += x
				}
				sz[bi] += sz[bj]
				alive[bj] = false
				for k := range label {
					if label[k] == bj {
						label[k] = bi
					}
				}
			}
			pred := make([]int, n)
			for i, s := range run.Story {
				pred[i] = label[idx[s]]
			}
			p, r, f := BCubed(pred, top)
			t.Logf("seed %d current %.3f | %s th %.2f: P %.3f R %.3f F1 %.3f", seed, f0, linkage, th, p, r, f)
		}
	}
}

// docYears are the years the document's date expressions state.
func docYears(d *AnalyzedECB) []int {
	var out []int
	for _, tx := range d.Article.Analysis.TimeExprs {
		if tx.Type == storyline.TimexDate && len(tx.Value) >= 4 && hasYearTest(tx.Text) {
			if y, err := strconv.Atoi(tx.Value[:4]); err == nil {
				out = append(out, y)
			}
		}
	}
	return out
}
