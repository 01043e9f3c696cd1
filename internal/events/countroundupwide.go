package events

import (
	"strconv"

	"github.com/storyline-news/storyline/internal/text"
)

// spreadRoundUp reports a sentence that counts the victims of deeds told
// apart or spread over a wide area, the forms roundUp does not read
// itself: "in three separate incidents", "in shootings across Chicago",
// "in incidents spanning the five boroughs", "wounded by gunfire on the
// South and West sides". Each part of such a count has its own place, and
// the count is no one shooting's. So is a count told over days ("At
// least 30 people have been shot between Friday evening and Monday
// morning", "From Friday through Sunday, gunfire wounded 26"): one
// shooting takes no days.
func (x *extractor) spreadRoundUp() bool {
	toks := x.toks
	end := min(len(toks), x.cutFrom)
	for i := 0; i < end; i++ {
		w := toks[i].lw
		switch {
		case (w == "from" || w == "between") && x.daysSpanned(i+1, end):
			return true
		case w == "in" && x.hoursStretch(i+1, end):
			return true
		case roundUpNouns[w]:
			for j := i - 1; j >= 0 && j >= i-3; j-- {
				if roundUpApart[toks[j].lw] {
					return true
				}
			}
			if i+1 < end && roundUpSpread[toks[i+1].lw] {
				return true
			}
		case w == roundUpSides && i >= 3 && toks[i-2].lw == "and" && toks[i-1].cap && toks[i-3].cap:
			// "the South and West sides": two parts named together; "both
			// sides" or "the two sides" of a street or a feud are not
			return true
		}
	}
	return false
}

// hoursStretch reports a count told over a stretch of hours from token
// i on ("Twelve people, including two children, were shot in Chicago in
// about ten hours"), shorter than the day that a day's operations fill
// ("in the past 24 hours", dayLong): one shooting takes no hours, and the
// count is the night's.
func (x *extractor) hoursStretch(i, end int) bool {
	if i < end && approxWords[x.toks[i].lw] {
		i++
	}
	if i+1 >= end || x.toks[i+1].lw != "hours" {
		return false
	}
	n, ok := text.NumberWords[x.toks[i].lw]
	if v, err := strconv.Atoi(x.toks[i].lw); err == nil {
		n, ok = v, true
	}
	return ok && n >= 2 && n < 24
}

// approxWords come before a number that is not exact: "in about ten hours".
var approxWords = map[string]bool{"about": true, "around": true, "nearly": true, "almost": true, "roughly": true, "some": true, "just": true, "under": true}

// daysSpanned reports two different weekdays within a few words (a clock
// time between them: "5 p.m. Friday and 2 a.m. Monday") from
// token i on, the second after a word that closes a period: "Friday
// evening and Monday morning", "Friday through Sunday".
func (x *extractor) daysSpanned(i, end int) bool {
	first := -1
	for j := i; j < end && j < i+10; j++ {
		if _, ok := text.Weekdays[x.toks[j].lw]; ok {
			first = j
			break
		}
	}
	if first < 0 {
		return false
	}
	for j := first + 1; j < end && j < first+4; j++ {
		if !periodClosers[x.toks[j].lw] || j+1 >= end {
			continue
		}
		for k := j + 1; k < end && k < j+10; k++ {
			if _, ok := text.Weekdays[x.toks[k].lw]; ok && x.toks[k].lw != x.toks[first].lw {
				return true
			}
		}
	}
	return false
}

// roundUpAgain reports a sentence right after a round-up that tells its
// deeds again as "the shootings" or "the incidents": its count is the
// round-up's.
func (x *extractor) roundUpAgain() bool {
	if x.roundUpNext == 0 || x.sentIdx != x.roundUpNext {
		return false
	}
	toks := x.toks
	for i := 1; i < len(toks) && i < x.cutFrom; i++ {
		if roundUpNouns[toks[i].lw] && (toks[i-1].lw == "the" || toks[i-1].lw == "those") {
			return true
		}
	}
	return false
}
