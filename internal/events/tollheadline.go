package events

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
