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
		sim := c.similarity(v, &d, s)
		t.x = append(t.x, c.identityFeatures(&d.Identity, d.Published, sim, s))
		t.y = append(t.y, t.eventOf[id] == event)
	}
	id, ok := t.storyOf[event]
	if !ok {
		id = c.newStory().ID
		t.storyOf[event], t.eventOf[id] = id, event
	}
	c.addTo(c.stories[id], v, &d, 1)
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

// Fit learns the weights by logistic regression on the pairs (batch
// gradient descent, an L2 penalty l2 on all but the bias), for the given
// number of epochs.
func (t *IdentityTrainer) Fit(epochs int, l2 float64) IdentityWeights {
	var w [numIdentityFeatures]float64
	n := float64(len(t.x))
	if n == 0 {
		return IdentityWeights{}
	}
	const rate = 0.5
	for e := 0; e < epochs; e++ {
		var g [numIdentityFeatures]float64
		for i := range t.x {
			p := 1 / (1 + math.Exp(-identityLogit(&w, &t.x[i])))
			if t.y[i] {
				p--
			}
			for j, x := range t.x[i] {
				g[j] += p * x
			}
		}
		for j := range w {
			reg := l2 * w[j]
			if j == fBias {
				reg = 0
			}
			w[j] -= rate * (g[j]/n + reg)
		}
	}
	out := IdentityWeights{}
	for i, name := range identityFeatureNames {
		out[name] = math.Round(w[i]*1e4) / 1e4
	}
	return out
}

// WriteJSON writes the weights as identity.json holds them.
func (w IdentityWeights) WriteJSON(out io.Writer) error {
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(w)
}
