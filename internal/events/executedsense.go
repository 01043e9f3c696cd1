package events

// "Executed" kills only people: officers who "executed a search warrant",
// a government that "executed the plan", a trader who "executed an order"
// carried something out. A killing trigger "executed" or "execution" whose
// object is such a thing ("executed a search warrant at 1200 Main Road",
// "the execution of the warrant") is dropped, so that no attack, and no
// toll read from the address after it, comes of it.

// carriedOut drops the killing hits of "executed"/"execution" whose object,
// within a few words, is a thing carried out.
func (x *extractor) carriedOut() {
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cKill || h.b-h.a != 1 {
			continue
		}
		w := x.toks[h.a].lw
		if w != "executed" && w != "execution" && w != "executions" {
			continue
		}
		for j := h.b; j < len(x.toks) && j < h.b+4; j++ {
			lw := x.toks[j].lw
			if carriedOutThings[lw] {
				h.c = cNone
				break
			}
			if !objectLeadWords[lw] {
				break
			}
		}
	}
}
