package events

import (
	"strconv"

	"github.com/storyline-news/storyline/internal/text"
)

// periodMinDays is the fewest days a stated period must span for its
// counts to be a toll over it rather than one day's event.
const periodMinDays = 2

// periodCount reports a sentence that states a period of days of one
// month, "Between 21 and 26 of September", "between September 21 and 26",
// "from March 3 to 9": its counts of dead ("hospitals had received more
// than 270 dead bodies") are a toll over those days, as "in the last 48
// hours" is, no one event's. A period of a day or two ("between Monday and
// Tuesday", "between 21 and 22 September") may be one night's raid and is
// left to the other rules.
func (x *extractor) periodCount() bool {
	toks := x.toks
	day := func(i int) (int, bool) {
		if i < 0 || i >= len(toks) || !text.AllDigits(toks[i].lw) || len(toks[i].lw) > 2 {
			return 0, false
		}
		d, err := strconv.Atoi(toks[i].lw)
		return d, err == nil && d >= 1 && d <= 31
	}
	month := func(i int) bool {
		if i < 0 || i >= len(toks) {
			return false
		}
		_, ok := text.Months[toks[i].lw]
		_, ab := text.MonthAbbrevs[toks[i].lw]
		return ok || ab
	}
	for i, t := range toks {
		if t.lw != "between" && t.lw != "from" {
			continue
		}
		joins := func(w string) bool {
			if t.lw == "between" {
				return w == "and"
			}
			return w == "to" || w == "until" || w == "through" || w == "-"
		}
		// "between 21 and 26 of September", "from 3 to 9 March"
		if d1, ok := day(i + 1); ok && i+2 < len(toks) && joins(toks[i+2].lw) {
			if d2, ok := day(i + 3); ok && (month(i+4) || i+5 < len(toks) && toks[i+4].lw == "of" && month(i+5)) {
				if d2-d1 >= periodMinDays {
					return true
				}
			}
		}
		// "between September 21 and 26", "from March 3 to 9"
		if month(i + 1) {
			if d1, ok := day(i + 2); ok && i+3 < len(toks) && joins(toks[i+3].lw) {
				k := i + 4
				if month(k) {
					k++
				}
				if d2, ok := day(k); ok && d2-d1 >= periodMinDays {
					return true
				}
			}
		}
	}
	return false
}
