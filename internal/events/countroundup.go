package events

// roundUp reports a sentence that counts the dead or wounded of several
// unrelated shootings together: "Six people were killed and at least 28
// others were wounded in shootings across the city since Friday night",
// "two dead and eight wounded in separate shootings". Its counts are a
// night's or a weekend's toll, not one event's: each shooting is an event
// of its own, told (or not) in sentences of its own. Shootings told as one
// ("in two shootings in the Hill District", "in linked shootings", "a
// series of shootings") are one gunman's or one feud's, and one event.
func (x *extractor) roundUp() bool {
	if x.spreadRoundUp() {
		return true
	}
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
