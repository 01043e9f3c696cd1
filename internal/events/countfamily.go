package events

import "github.com/storyline-news/storyline"

// familyOfVictims reports a count of families or households that says
// where the victims came from, not how many there were: "six civilians
// from one family", "four children of the same two families", "members
// of three households". Read as a count, the lower of two reports of one
// toll, it turned six dead into one.
func (x *extractor) familyOfVictims(f *storyline.Figure, a, b int) bool {
	if a < 1 || !kinGroupNouns[lower(f.CountedHead)] && (b >= len(x.toks) || !kinGroupNouns[x.toks[b].lw]) {
		return false
	}
	p := x.toks[a-1].lw
	if p == "same" && a >= 3 {
		p = x.toks[a-3].lw // "of the same two families"
	}
	return p == "of" || p == "from"
}

// kinGroupNouns are the groups of kin a victim is said to belong to.
var kinGroupNouns = wordSet("family", "families", "household", "households", "clan", "clans")
