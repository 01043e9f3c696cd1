package events

// Days of an arrest or of the suspect's custody (docs/events-incidents.md,
// "Twentieth step: dates").
//
// Follow-ups tell the suspect's past arrests and present custody with
// their days: "Coles had been arrested in a separate case on
// gun-possession charges on March 11", "the father was behind bars at the
// 75th Precinct Sunday morning". The arrest's verb stands too far from the
// day for caseStepBefore to see it, and the custody names no case step;
// such a day is another deed's (anotherDeedsDay), not the incident's, as
// is an arrest told by its noun ("announced the first two arrests just
// after 4 p.m. Wednesday"). So
// is the day a report tells where things stood ("An investigation was
// underway Thursday evening after a 7-year-old boy was fatally shot"):
// the incident came before it.

// chargeOrCustodyBefore reports a day right after a charge's or a
// warrant's noun (chargeNouns), "on" between them or not, within three
// words after a word of custody (custodyWords) or two after a word of
// status (statusWords), or within three words after an arrest's noun
// with no preposition between (arrestNouns).
func chargeOrCustodyBefore(before []string) bool {
	if len(before) > 0 && chargeNouns[before[0]] || len(before) > 1 && before[0] == "on" && chargeNouns[before[1]] {
		return true
	}
	for i, w := range before {
		if i < 3 && custodyWords[w] || i < 2 && statusWords[w] {
			return true
		}
		if arrestLinks[w] {
			break
		}
		if i < 3 && arrestNouns[w] {
			return true
		}
	}
	return false
}
