package stories

// freqs counts, for each term or name key, the articles that hold it.
// Each count lives at an address of its own, which stays the key's for the
// clusterer's life (a count that falls to 0 stays, at 0): a story keeps
// the addresses of its keys' counts (normRefs) and reads them there,
// instead of looking up each of its hundreds of keys in a map of all the
// words seen whenever its norms are computed again.
type freqs map[string]*int32

// get returns k's count, 0 for a key never seen.
func (f freqs) get(k string) int32 {
	if p := f[k]; p != nil {
		return *p
	}
	return 0
}

// ref returns the address of k's count, making one at 0 for a new key.
func (f freqs) ref(k string) *int32 {
	p := f[k]
	if p == nil {
		p = new(int32)
		f[k] = p
	}
	return p
}

func (f freqs) inc(k string) { *f.ref(k)++ }

// dec counts one article less holding k and returns the count left.
func (f freqs) dec(k string) int32 {
	p := f.ref(k)
	*p--
	return *p
}

// set sets k's count; 0 or less is 0.
func (f freqs) set(k string, n int32) { *f.ref(k) = max(n, 0) }

// plain returns the counts above 0, as the state is written.
func (f freqs) plain() map[string]int32 {
	m := make(map[string]int32, len(f))
	for k, p := range f {
		if *p > 0 {
			m[k] = *p
		}
	}
	return m
}

// freqsOf returns the counts of m, as the state is read.
func freqsOf(m map[string]int32) freqs {
	f := make(freqs, len(m))
	for k, n := range m {
		f.set(k, n)
	}
	return f
}

// normRef is one of a story's terms or names: its summed weight, and the
// address of its article count.
type normRef struct {
	x  float32
	df *int32
}

// normRefs returns the story's terms and names with their counts'
// addresses, made again when the story changed since they were made: its
// maps change only where its Seq moves (addTo, mergeInto) or its cached
// norms are dropped (normSeq = -1).
func (c *Clusterer) normRefs(s *story) (terms, ents []normRef) {
	if s.termRefs != nil && s.normSeq == s.Seq {
		return s.termRefs, s.entRefs
	}
	s.termRefs = make([]normRef, 0, len(s.Terms))
	for t, x := range s.Terms {
		s.termRefs = append(s.termRefs, normRef{x, c.df.ref(t)})
	}
	s.entRefs = make([]normRef, 0, len(s.Ents))
	for k, x := range s.Ents {
		s.entRefs = append(s.entRefs, normRef{x, c.edf.ref(k)})
	}
	return s.termRefs, s.entRefs
}
