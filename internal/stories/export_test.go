package stories

import "reflect"

// SameState reports whether two clusterers hold the same state, the keys
// they have interned aside (a clusterer keeps the keys of the articles it
// forgot).
func SameState(a, b *Clusterer) bool {
	wa, wb := a.words, b.words
	ba, bb := a.bridged, b.bridged // what the last Add merged: not state
	a.words, b.words, a.bridged, b.bridged = nil, nil, nil, nil
	defer func() { a.words, b.words, a.bridged, b.bridged = wa, wb, ba, bb }()
	return reflect.DeepEqual(a, b)
}

// Judged is one candidate story the identity model judged for an article.
type Judged struct {
	Article  int64
	Story    int
	Features map[string]float64
	Other    bool
	Logit    float64
}

// Trace makes c report each candidate its identity model judges.
func Trace(c *Clusterer, see func(Judged)) {
	c.trace = func(d *Doc, story int32, f *[numIdentityFeatures]float64, other bool, z float64) {
		fs := map[string]float64{}
		for i, x := range f {
			if x != 0 {
				fs[identityFeatureNames[i]] = x
			}
		}
		see(Judged{Article: d.ID, Story: int(story), Features: fs, Other: other, Logit: z})
	}
}
