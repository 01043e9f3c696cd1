package events

// deadIncludeAfterToll reports a sentence that opens by telling what the
// dead of the sentence before include, right after a sentence coded as a
// toll: "At least 90 civilians have been killed in the city since the
// offensive began. The deaths include 40 people killed in shelling of the
// west …". Its counts are a part of that toll, not the dead of an event
// told before the toll (docs/events-syria.md, "Twenty-ninth pass").
func (x *extractor) deadIncludeAfterToll() bool {
	if x.tollSent < 0 || x.tollSent != x.sentIdx-1 {
		return false
	}
	toks := x.toks
	for i := 0; i+1 < len(toks) && i < 5; i++ {
		dead := deadTallyNouns[toks[i].lw] || toks[i].lw == "killed" && i > 0 && toks[i-1].lw == "those"
		if dead && includeVerbs[toks[i+1].lw] {
			return true
		}
	}
	return false
}
