package stories

import "reflect"

// SameState reports whether two clusterers hold the same state, the keys
// they have interned aside (a clusterer keeps the keys of the articles it
// forgot).
func SameState(a, b *Clusterer) bool {
	wa, wb := a.words, b.words
	a.words, b.words = nil, nil
	defer func() { a.words, b.words = wa, wb }()
	return reflect.DeepEqual(a, b)
}
