package events

// States told in the present: a closure that is ("the border is closed for
// Syrians", "the crossings remain shut") is the setting of the sentence,
// not the day it was closed (docs/events-syria.md, "Twenty-fifth pass").

// closedAsState drops a border closure told in the present: a present
// form of "be" or "remain" inside its words. "closed the border on
// Monday" and "the border was closed" stay.
func (x *extractor) closedAsState() {
	toks := x.toks
	for i := range x.hits {
		h := &x.hits[i]
		if h.c != cBorder {
			continue
		}
		for k := h.a; k < h.b; k++ {
			if stateCopulas[toks[k].lw] {
				h.c = cNone
				break
			}
		}
	}
}
