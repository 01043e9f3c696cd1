package events

import "github.com/storyline-news/storyline"

// addedDead reports a count of dead at sp that adds to the event's dead
// rather than telling them again: "another man died later", "12 more
// bodies", "the army also killed 60" — the additive word next to the count
// or its killing. "More than a hundred other wounded" adds the wounded, not
// the dead, and a headline's "kills 60" told again in the text ("also
// killed over 60", the same count) is the same dead.
func (x *extractor) addedDead(sp storyline.Span) bool {
	a, b := -1, -1
	for i := range x.toks {
		if x.toks[i].s >= sp.Start && x.toks[i].e <= sp.End {
			if a < 0 {
				a = i
			}
			b = i + 1
		}
	}
	if a < 0 || x.ownDeedAfter(b) {
		return false
	}
	for i := max(0, a-3); i < min(len(x.toks), b+2); i++ {
		if i >= b && clauseEnd(&x.toks[i]) {
			break
		}
		switch w := x.toks[i].lw; w {
		case "another", "further", "additional":
			return true
		case "also", "second", "other", "others", "more":
			// outside the figure: its own "more than 90" adds nothing
			if i < a || i >= b {
				return true
			}
		}
	}
	return false
}

// ownDeedAfter reports a deed the clause after the count ending before
// token b introduces as a new one, by an indefinite, "another" or
// "separate", or a number of more or other deeds: "Two more civilians were
// killed in a rocket attack on the town of …" after "67 people were killed
// in airstrikes on the city"; "Fifteen others were killed in two more
// incidents of violence" after "jets pounded the city killing 26". Those dead are that
// deed's, not more of the event before ("in the attack" refers back to
// it, and "another man died later" tells no deed).
func (x *extractor) ownDeedAfter(b int) bool {
	toks := x.toks
	for i := b; i+1 < len(toks) && i < b+8 && !clauseEnd(&toks[i]); i++ {
		if toks[i].lw != "in" && toks[i].lw != "by" {
			continue
		}
		from := i + 2
		switch d := toks[i+1].lw; {
		case d == "a", d == "an", d == "another", d == "separate":
		case x.numberAt(i+1) && i+2 < len(toks) && otherDeedWords[toks[i+2].lw]:
			from = i + 3 // "in two more incidents", "in three separate raids"
		default:
			continue
		}
		for k := from; k < len(toks) && k < from+3; k++ {
			if attackNouns[toks[k].lw] || incidentNouns[toks[k].lw] {
				return true
			}
		}
	}
	return false
}

// otherDeedWords, after a number, make its deeds others than the one told
// before: "in two more incidents", "in three separate raids".
var otherDeedWords = map[string]bool{"more": true, "other": true, "separate": true, "further": true}

// incidentNouns name a deed without its kind: "in another incident".
var incidentNouns = map[string]bool{"incident": true, "incidents": true}
