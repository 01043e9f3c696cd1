package events

// namesCollected reports a count at token a given as the names of the
// dead a report gathered: "it collected the names of 69 civilians killed
// by mines in the town" counts the victims of an investigation over
// months, many deeds, not one event's dead (docs/events-syria.md,
// "Twenty-ninth pass").
func (x *extractor) namesCollected(a int) bool {
	toks := x.toks
	if a < 3 || toks[a-1].lw != "of" || toks[a-2].lw != "names" {
		return false
	}
	k := a - 3
	if toks[k].lw == "the" && k > 0 {
		k--
	}
	return namesCollectedVerbs[toks[k].lw]
}
