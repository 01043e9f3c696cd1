package events

// deathTollWindow is how many words a death toll's number may stand after
// "death toll": "Death toll from Aleppo bomb attack at least 112".
const deathTollWindow = 8

// deathTollOf reports a bare number at token a that a "death toll" before
// it in its clause gives, a headline's way with no verb: "Death toll from
// Aleppo bomb attack at least 112", "Syria bus bombing death toll 126".
// The number counts the dead of the event the toll is of; a toll of a war
// or over days is told by its toll phrases (tollNear) and stays a toll.
func (x *extractor) deathTollOf(a int) bool { return x.deathTollWithin(a, deathTollWindow) }

// deathTollRiseWindow is how many words a death toll's number may stand
// after "death toll" when a verb of its rise stands before the number:
// "The death toll from Thursday's attack on the village in Hama province
// reached 51".
const deathTollRiseWindow = 16

// deathTollWithin is deathTollOf with "death toll" up to n words before
// the number.
func (x *extractor) deathTollWithin(a, n int) bool {
	toks := x.toks
	for k := a - 1; k >= 1 && k >= a-n; k-- {
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
