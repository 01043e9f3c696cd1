package events

import "github.com/storyline-news/storyline"

// advanceAim reports a place named as where fighters advance towards:
// "jets pounded rebel positions to stop them advancing towards the
// nearby town of Zarbah", "troops pushing toward Tal Rifaat". The place
// is the aim of a movement not yet arrived, not where the deed was; a
// place reached ("advanced into Zarbah", "advanced on a position in
// Raqqa") is left to the other rules.
func (x *extractor) advanceAim(sp storyline.Span) bool {
	i := x.spanTok(sp)
	for i >= 2 && !aimWords[x.toks[i-1].lw] && destinationListWord(x.toks[i-1]) {
		i-- // "towards the nearby town of Zarbah"
	}
	if i < 2 || !aimWords[x.toks[i-1].lw] {
		return false
	}
	for k := i - 2; k >= 0 && i-k <= 4; k-- {
		if !x.toks[k].word {
			return false
		}
		if advanceVerbs[x.toks[k].lw] {
			return true
		}
	}
	return false
}
