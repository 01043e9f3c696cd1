package events

// graveWindow is how many tokens before a count a grave that holds it may
// be named: "a mass grave containing 230 corpses", "mass graves with the
// bodies of at least 40 people".
const graveWindow = 8

// inGrave reports a count at token a of the dead found in a grave: "a
// mass grave containing 230 corpses of tribesmen who were summarily
// executed by ISIS in late 2014". The grave is found on the day of the
// report; its dead were killed before, on days the report seldom gives,
// so the count is a toll of earlier killings, no event's dead on the day
// of the finding.
func (x *extractor) inGrave(a int) bool {
	toks := x.toks
	for k := a - 1; k >= 0 && k >= a-graveWindow; k-- {
		if clauseEnd(&toks[k]) || toks[k].lw == "." {
			return false
		}
		if toks[k].lw == "grave" || toks[k].lw == "graves" {
			return true
		}
	}
	return false
}
