package events

// spreadRoundUp reports a sentence that counts the victims of deeds told
// apart or spread over a wide area, the forms roundUp does not read
// itself: "in three separate incidents", "in shootings across Chicago",
// "in incidents spanning the five boroughs", "wounded by gunfire on the
// South and West sides". Each part of such a count has its own place, and
// the count is no one shooting's.
func (x *extractor) spreadRoundUp() bool {
	toks := x.toks
	end := min(len(toks), x.cutFrom)
	for i := 0; i < end; i++ {
		w := toks[i].lw
		switch {
		case roundUpNouns[w]:
			for j := i - 1; j >= 0 && j >= i-3; j-- {
				if roundUpApart[toks[j].lw] {
					return true
				}
			}
			if i+1 < end && roundUpSpread[toks[i+1].lw] {
				return true
			}
		case w == roundUpSides && i >= 3 && toks[i-2].lw == "and" && toks[i-1].cap && toks[i-3].cap:
			// "the South and West sides": two parts named together; "both
			// sides" or "the two sides" of a street or a feud are not
			return true
		}
	}
	return false
}
