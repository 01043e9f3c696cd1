package events

// Shells that were not fired at anyone: a gun's spent cartridges ("shell
// casings littered the parking lot", "police found spent shotgun shells")
// and the other senses of the word ("a shell company") are no shelling. A
// shooting report that counts casings was coded as an artillery attack,
// and as the more severe type it then named the merged event of a whole
// story of a street shooting.

// ammunition drops the shelling hits of shell words that name a gun's
// cartridge or a shell company.
func (x *extractor) ammunition() {
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cShell || h.b-h.a != 1 {
			continue
		}
		w := x.toks[h.a].lw
		if w != "shell" && w != "shells" {
			continue
		}
		prev, next := "", ""
		if h.a > 0 {
			prev = x.toks[h.a-1].lw
		}
		if h.b < len(x.toks) {
			next = x.toks[h.b].lw
		}
		if cartridgeNext[next] || cartridgeBefore[prev] {
			h.c = cNone
		}
	}
}
