package events

// roundUp reports a sentence that counts the dead or wounded of several
// unrelated shootings together: "Six people were killed and at least 28
// others were wounded in shootings across the city since Friday night",
// "two dead and eight wounded in separate shootings". Its counts are a
// night's or a weekend's toll, not one event's: each shooting is an event
// of its own, told (or not) in sentences of its own. Shootings told as one
// ("in two shootings in the Hill District", "in linked shootings", "a
// series of shootings") are one gunman's or one feud's, and one event.
//
// A sentence right after a round-up that counts victims of "the
// shootings" counts the round-up's again ("Police say six people were
// hurt as a result of the shootings").
func (x *extractor) roundUp() bool {
	r := x.spreadRoundUp() || x.roundUpWords() || x.roundUpAgain()
	if r {
		x.roundUpNext = x.sentIdx + 1
	}
	return r
}

// roundUpWords reports the round-ups of roundUp told in one sentence.
func (x *extractor) roundUpWords() bool {
	toks := x.toks
	for i := 0; i < len(toks) && i < x.cutFrom; i++ {
		switch toks[i].lw {
		case "shootings":
			for j := i - 1; j >= 0 && j >= i-3; j-- {
				switch toks[j].lw {
				case "separate", "unrelated", "weekend":
					return true
				}
			}
		case "citywide":
			return true
		case "across":
			if i+2 < len(toks) && toks[i+1].lw == "the" && toks[i+2].lw == "city" {
				return true
			}
		}
	}
	return false
}
