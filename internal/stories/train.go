package stories

import (
	"encoding/json"
	"io"
	"math"
)

// IdentityTrainer collects the pairs the identity model learns from: it
// reads a labelled stream in order, compares each article with the
// candidate stories the clusterer would retrieve for it, labels each pair
// by whether they report one event, and then puts the article in its true
// story, so that the stories compared are those a perfect clusterer would
// have built.
type IdentityTrainer struct {
	c       *Clusterer
	storyOf map[string]int32 // gold event → story
	eventOf map[int32]string
	x       [][numIdentityFeatures]float64
	y       []bool
	drop    [numIdentityFeatures]bool
}

// Drop leaves the named features out of the model (to measure what each
// buys).
func (t *IdentityTrainer) Drop(names ...string) {
	for _, n := range names {
		for i, name := range identityFeatureNames {
			if name == n {
				t.drop[i] = true
			}
		}
	}
}

// NewIdentityTrainer returns a trainer over a clusterer with options opt.
func NewIdentityTrainer(opt Options) *IdentityTrainer {
	return &IdentityTrainer{c: New(opt), storyOf: map[string]int32{}, eventOf: map[int32]string{}}
}

// Add reads the next article of the stream and the event it reports.
func (t *IdentityTrainer) Add(d Doc, event string) {
	c := t.c
	v := c.features(&d)
	c.prepare(v)
	for _, id := range c.candidates(v) {
		s := c.stories[id]
		sim, tc := c.similarity(v, &d, s)
		f, _ := c.identityFeatures(v, d.Published, sim, tc, s)
		t.x = append(t.x, f)
		t.y = append(t.y, t.eventOf[id] == event)
	}
	id, ok := t.storyOf[event]
	if !ok {
		id = c.newStory().ID
		t.storyOf[event], t.eventOf[id] = id, event
	}
	c.addTo(c.stories[id], v, &d)
}

// Pairs returns how many pairs were collected and how many of them are one
// event.
func (t *IdentityTrainer) Pairs() (pairs, same int) {
	for _, y := range t.y {
		if y {
			same++
		}
	}
	return len(t.y), same
}

// identitySigns is the sign each feature's weight must have: agreement
// on who, where and when is evidence for one event, conflict against it.
// A stream of one kind of event cannot teach every signal (every report
// in it is a shooting); a weight learned with the wrong sign is a quirk of
// the stream, and the feature is left out.
var identitySigns = [numIdentityFeatures]float64{
	fSimilarity: 1, fText: 1, fPlace: 1, fStreet: 1, fPlaceConflict: -1, fPerson: 1, fPeople: 1,
	fPersonConflict: -1, fSameDay: 1, fDayConflict: -1, fKindConflict: -1, fCount: 1, fGap: -1, fGapUnnamed: -1,
	fLateSameDay: 1, fLatePlace: 1, fLead: 1, fRoundup: -1, fFullName: 1, fLateFullName: 1,
}

// Fit learns the weights by logistic regression on the pairs, with an L2
// penalty l2 on all but the bias, by Newton's method (the features are
// few). A feature whose weight comes out with the wrong sign (see
// identitySigns) is dropped and the rest refit.
func (t *IdentityTrainer) Fit(iterations int, l2 float64) IdentityWeights {
	off := t.drop
	for {
		w := t.fit(iterations, l2, &off)
		wrong := -1
		for i, sign := range identitySigns {
			if !off[i] && w[i]*sign < 0 && (wrong < 0 || math.Abs(w[i]) > math.Abs(w[wrong])) {
				wrong = i
			}
		}
		if wrong < 0 {
			out := IdentityWeights{}
			for i, name := range identityFeatureNames {
				out[name] = math.Round(w[i]*1e4) / 1e4
			}
			return out
		}
		off[wrong] = true
	}
}

func (t *IdentityTrainer) fit(iterations int, l2 float64, off *[numIdentityFeatures]bool) [numIdentityFeatures]float64 {
	const k = numIdentityFeatures
	var w [k]float64
	n := float64(len(t.x))
	if n == 0 {
		return w
	}
	for it := 0; it < iterations; it++ {
		var g [k]float64
		var h [k][k]float64
		for i := range t.x {
			x := &t.x[i]
			p := 1 / (1 + math.Exp(-identityLogit(&w, x)))
			r := p
			if t.y[i] {
				r--
			}
			for a := range x {
				g[a] += r * x[a] / n
				for b := range x {
					h[a][b] += p * (1 - p) * x[a] * x[b] / n
				}
			}
		}
		for a := range w {
			if a != fBias {
				g[a] += l2 * w[a]
				h[a][a] += l2
			}
			if off[a] {
				// A dropped feature's row says only: its weight stays 0.
				for b := range w {
					h[a][b], h[b][a] = 0, 0
				}
				h[a][a], g[a] = 1, 0
			}
			h[a][a] += 1e-9
		}
		step := solve(h, g)
		for a := range w {
			w[a] -= step[a]
		}
	}
	return w
}

// solve solves h·x = g by Gaussian elimination with partial pivoting.
func solve(h [numIdentityFeatures][numIdentityFeatures]float64, g [numIdentityFeatures]float64) [numIdentityFeatures]float64 {
	const k = numIdentityFeatures
	for c := 0; c < k; c++ {
		p := c
		for r := c + 1; r < k; r++ {
			if math.Abs(h[r][c]) > math.Abs(h[p][c]) {
				p = r
			}
		}
		h[c], h[p] = h[p], h[c]
		g[c], g[p] = g[p], g[c]
		if h[c][c] == 0 {
			continue
		}
		for r := c + 1; r < k; r++ {
			f := h[r][c] / h[c][c]
			for j := c; j < k; j++ {
				h[r][j] -= f * h[c][j]
			}
			g[r] -= f * g[c]
		}
	}
	var x [k]float64
	for c := k - 1; c >= 0; c-- {
		if h[c][c] == 0 {
			continue
		}
		s := g[c]
		for j := c + 1; j < k; j++ {
			s -= h[c][j] * x[j]
		}
		x[c] = s / h[c][c]
	}
	return x
}

// WriteJSON writes the weights as identity.json holds them.
func (w IdentityWeights) WriteJSON(out io.Writer) error {
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(w)
}
