package events

import "strings"

// livesTaken reports an action that takes lives: "claiming the lives",
// "took the lives", "cost the lives" (of N people). "Saved the lives" does
// not.
func livesTaken(action string) bool {
	return strings.Contains(action, "lives") && containsAny(action, "claim", "took", "taking", "take ", "takes", "cost")
}

// livesOf reports a count at token a after "the lives of" that a verb
// taking lives governs: "The bombing claimed the lives of 12 people".
func (x *extractor) livesOf(a int) bool {
	toks := x.toks
	if a < 3 || toks[a-1].lw != "of" || toks[a-2].lw != "lives" {
		return false
	}
	k := a - 3
	if toks[k].lw == "the" && k > 0 {
		k--
	}
	return livesTaken(toks[k].lw + " lives")
}
