package events

// earlierOpening reports a sentence that opens with a time pointing a
// month or more back from the story's event: "Six months before that, a
// gunman killed 14 people in a theater", "A year earlier, …", "Two years
// ago, …", "In a similar shooting last summer, …". A report tells such an
// event as background to its own; it is not the story's event, and ACLED
// codes an event from the reports of its days. A pointer of hours or days
// ("Hours before that, gunmen killed 3 people at a checkpoint", "Two days
// earlier, …") stays: an event of the report's week, dated from the
// sentence like any other. The opening is the words before the first
// comma, a dozen at most, so a time at the end of a clause ("killed 14
// people two years ago") is left to the dates.
func (x *extractor) earlierOpening() bool {
	toks := x.toks
	end := -1
	for k := 0; k < len(toks) && k < 12; k++ {
		if toks[k].lw == "," {
			end = k
			break
		}
	}
	for k := 1; k < end; k++ {
		w, p := toks[k].lw, toks[k-1].lw
		switch {
		case earlierWords[w] && earlierUnits[p] && p != "summer" && p != "winter" && p != "spring" && p != "fall" && p != "autumn":
			return true // "six months before that", "a year earlier", "years ago"
		case earlierUnits[w] && (p == "last" || p == "previous"):
			return true // "last year", "the previous summer"
		case w == "year" && p == "this" && k >= 2 && toks[k-2].lw == "earlier":
			return true // "earlier this year"
		}
	}
	return false
}
