package events

import "strings"

// deathTollWindow is how many words a death toll's number may stand after
// "death toll": "Death toll from Aleppo bomb attack at least 112".
const deathTollWindow = 8

// deathTollOf reports a bare number at token a that a "death toll" before
// it in its clause gives, a headline's way with no verb: "Death toll from
// Aleppo bomb attack at least 112", "Syria bus bombing death toll 126".
// The number counts the dead of the event the toll is of; a toll of a war
// or over days is told by its toll phrases (tollNear) and stays a toll.
func (x *extractor) deathTollOf(a int) bool {
	toks := x.toks
	for k := a - 1; k >= 1 && k >= a-deathTollWindow; k-- {
		t := &toks[k]
		if clauseEnd(t) || x.numberAt(k) {
			return false
		}
		if t.lw == "toll" && toks[k-1].lw == "death" {
			return true
		}
	}
	return false
}

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

// peopleCategory reports a figure's category that counts people, not
// vehicles, buildings, weapons or events.
func peopleCategory(c string) bool {
	switch c {
	case "soldiers", "police", "fighters", "protesters", "civilians", "people", "migrants/refugees", "children", "detainees", "volunteers":
		return true
	}
	return false
}
