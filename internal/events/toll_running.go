package events

// runningTollReached reports a bare death toll that reached a number
// right after a sentence coded as a toll: "Hundreds have been killed as
// jets pounded the city for the fourth day in a row. The death toll
// reached 330 overnight …". The toll names no one event ("the death toll
// from the bombing rose to 61" does, and is read by its own cue): it
// goes on counting the days of the sentence before, so it is their toll,
// not the dead of the strikes the sentence also tells
// (docs/events-syria.md, "Fourteenth pass").
func (x *extractor) runningTollReached() bool {
	if x.tollSent < 0 || x.tollSent != x.sentIdx-1 {
		return false
	}
	toks := x.toks
	for k := 0; k+1 < len(toks); k++ {
		if toks[k].lw != "toll" {
			continue
		}
		j := k + 1
		if perfectAux(toks[j].lw) && j+1 < len(toks) {
			j++ // "the toll has risen to"
		}
		if tollRises[toks[j].lw] {
			return true
		}
	}
	return false
}
