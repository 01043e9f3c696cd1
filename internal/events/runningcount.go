package events

// Running counts: a count in a perfect tense that has kept growing over a
// campaign, not the dead of one event.

// campaignNouns are the words of an operation that lasts: a count "as the
// offensive continues" is its running toll.
var campaignNouns = map[string]bool{
	"offensive": true, "campaign": true, "operation": true, "operations": true, "battle": true,
	"assault": true, "siege": true, "bombardment": true, "fighting": true, "war": true,
}

// ongoingCampaign reports a sentence that says its operation goes on or
// grows: "as the offensive against the terrorists … continues", "as
// troops … stepped up attacks on Douma", "during a rebel offensive on the
// province". A count in a perfect tense in such a sentence is the
// campaign's running toll.
func (x *extractor) ongoingCampaign() bool {
	toks := x.toks
	for i := 0; i+1 < len(toks); i++ {
		switch toks[i].lw {
		case "as", "amid":
		case "during", "throughout":
			// "during a rebel offensive", "during the regime's campaign"
			for j := i + 1; j < len(toks) && j <= i+4; j++ {
				if campaignNouns[toks[j].lw] && toks[j].lw != "operation" && toks[j].lw != "operations" {
					return true
				}
			}
			continue
		default:
			continue
		}
		for j := i + 1; j < len(toks); j++ {
			switch toks[j].lw {
			case "continues", "continue", "continued", "continuing", "rages", "drags", "goes":
				if campaignNouns[toks[i+1].lw] || i+2 < len(toks) && campaignNouns[toks[i+2].lw] || i+3 < len(toks) && campaignNouns[toks[i+3].lw] {
					return true
				}
			case "intensified", "intensify", "intensifies", "intensifying", "escalated", "escalate", "escalates", "escalating":
				return true
			case "up":
				switch toks[j-1].lw {
				case "stepped", "step", "steps", "stepping", "ramped", "ramp", "ramps", "ramping":
					return true
				}
			}
		}
	}
	return false
}

// repeatedAttacks are attacks named in the plural: many of them, over days.
var repeatedAttacks = map[string]bool{
	"bombings": true, "clashes": true, "airstrikes": true, "raids": true, "strikes": true,
	"bombardments": true, "attacks": true, "battles": true, "shellings": true,
}

// repeatedAttacksAfter reports "in" and attacks in the plural in the
// clause after token j: "have been killed in clashes", "in regime and
// Russian bombings".
func (x *extractor) repeatedAttacksAfter(j int) bool {
	in := false
	for k := j; k < len(x.toks) && k < j+16 && !clauseEnd(&x.toks[k]); k++ {
		switch w := x.toks[k].lw; {
		case w == "in":
			in = true
		case in && repeatedAttacks[w] && !x.fewCounted(k):
			return true
		}
	}
	return false
}

// fewCounted reports attacks in the plural counted as a few
// (fewAttacksWords), within three words before token k: "in twin bomb
// attacks", "in two suicide bombings", "in simultaneous blasts" are one
// deed's parts, not a tally.
func (x *extractor) fewCounted(k int) bool {
	for i := k - 1; i >= 0 && i >= k-3; i-- {
		if fewAttacksWords[x.toks[i].lw] {
			return true
		}
	}
	return false
}

// perfectBefore reports a perfect tense right before token i ("have
// killed 304"): a count that has kept growing.
func (x *extractor) perfectBefore(i int) bool {
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		switch x.toks[k].lw {
		case "has", "have", "had":
			return true
		}
	}
	return false
}

// perfectAfter reports a perfect tense in the clause right after token j
// ("120 people have been killed").
func (x *extractor) perfectAfter(j int) bool {
	for k := j; k < len(x.toks) && k < j+6 && !clauseEnd(&x.toks[k]); k++ {
		switch x.toks[k].lw {
		case "has", "have", "had":
			return true
		}
	}
	return false
}

// runningCount reports a count in a perfect tense around tokens [i, j) in
// a sentence whose operation goes on ("Air strikes have killed 304
// militants as the offensive continues"), of attacks told in the plural
// with no day ("At least 502 civilians have been killed … in regime and
// Russian bombings", "327 people have also been killed in clashes in the
// neighbouring province"), or executions told in the
// perfect ("ISIS has executed around 367 people in the town"): a tally of
// killings over weeks, not one event.
func (x *extractor) runningCount(i, j int) bool {
	if !x.perfectBefore(i) && !x.perfectAfter(j) {
		return false
	}
	if x.ongoingCampaign() || x.repeatedAttacksAfter(j) && !x.datedSentence() {
		return true
	}
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		switch x.toks[k].lw {
		case "has", "have":
			return false
		case "executed":
			return true
		}
	}
	return false
}
