package events

import (
	"strings"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// ACLED codes one row per day and place, so a count of dead told over
// several named days is no one event's when the report also counts the
// dead day by day (docs/events-syria.md, "Thirty-fifth pass"):
//
//   - "Air strikes killed 13 people on Thursday … 71 civilians were
//     killed on Tuesday and Wednesday": the two days' count is the toll
//     of the days before the day the report tells; Thursday's 13 stays.
//   - "The bombardment has killed at least 84 civilians" in that report:
//     a total with no day of its own, told in the perfect, that equals
//     the sum of the counts the report gives by day is that sum.
//
// A two days' count told alone ("22 fighters were killed on Saturday and
// Sunday") is the deed of those days and stays.

// dayCount is a count of dead a sentence gives for named days: one day
// ("on Thursday") or two coordinated ("on Tuesday and Wednesday").
type dayCount struct {
	sent int
	days []string
	n    int
}

// daysTold returns the counts of dead the article's sentences give for
// named days, read once per article.
func (x *extractor) daysTold() []dayCount {
	if x.dayCounts != nil {
		return *x.dayCounts
	}
	var out []dayCount
	d := x.in.doc()
	for k, s := range d.Sentences {
		days, two := sentenceDays(x.in.Text[s.Start:s.End])
		if len(days) == 0 || len(days) > 1 && !two {
			continue
		}
		most := 0 // the sentence's highest count of dead: "Four women were among 40 civilians killed" is 40
		for i := range x.in.Figures {
			f := &x.in.Figures[i]
			if f.Span.Start < s.Start || f.Span.End > s.End || countOf(f) <= 0 {
				continue
			}
			if figureRole(x.in.Text, s, *f) == roleFatal {
				most = max(most, countOf(f))
			}
		}
		if most > 0 {
			out = append(out, dayCount{sent: k, days: days, n: most})
		}
	}
	x.dayCounts = &out
	return out
}

// sentenceDays returns the distinct weekdays a sentence names, and
// whether two of them are coordinated ("Tuesday and Wednesday").
func sentenceDays(s string) (days []string, coordinated bool) {
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		w = strings.Trim(w, ".,;:\"'()")
		if _, ok := text.Weekdays[w]; !ok {
			continue
		}
		if !containsString(days, w) {
			days = append(days, w)
		}
		if i+2 < len(ws) && dayJoiners[ws[i+1]] {
			if _, ok := text.Weekdays[strings.Trim(ws[i+2], ".,;:\"'()")]; ok {
				coordinated = true
			}
		}
	}
	return days, coordinated
}

func containsString(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// countOverDays reports a count of dead with n in the current sentence
// that is a toll over days the report counts day by day (see above).
func (x *extractor) countOverDays(f *storyline.Figure, n int) bool {
	told := x.daysTold()
	var own *dayCount
	for i := range told {
		if told[i].sent == x.sentIdx {
			own = &told[i]
		}
	}
	sum, terms := daysSum(told)
	switch {
	case own != nil && len(own.days) > 1:
		// two days' count beside another day's own count, the two parts
		// of a total the report gives: "has killed at least 84"
		for _, c := range told {
			if c.sent != x.sentIdx && len(c.days) == 1 && !containsString(own.days, c.days[0]) {
				return terms >= 2 && x.totalTold(sum)
			}
		}
	case own == nil && x.perfectCount(f):
		// a total of the days: the sum of the counts given by day
		return terms >= 2 && sum == n
	}
	return false
}

// daysSum returns the sum of the counts given for distinct days, and
// how many there are: a day told again is counted once.
func daysSum(told []dayCount) (sum, terms int) {
	var seen []string
	for _, c := range told {
		overlap := false
		for _, d := range c.days {
			overlap = overlap || containsString(seen, d)
		}
		if overlap {
			continue
		}
		seen = append(seen, c.days...)
		sum += c.n
		terms++
	}
	return sum, terms
}

// totalTold reports a sentence of the article with no named day that
// gives n dead in the perfect: the total its days' counts are parts of.
func (x *extractor) totalTold(n int) bool {
	d := x.in.doc()
	for _, s := range d.Sentences {
		if days, _ := sentenceDays(x.in.Text[s.Start:s.End]); len(days) > 0 || !perfectKillRE.MatchString(x.in.Text[s.Start:s.End]) {
			continue
		}
		for i := range x.in.Figures {
			f := &x.in.Figures[i]
			if f.Span.Start >= s.Start && f.Span.End <= s.End && countOf(f) == n && figureRole(x.in.Text, s, *f) == roleFatal {
				return true
			}
		}
	}
	return false
}

// perfectCount reports a sentence that tells its count in the perfect
// ("has killed at least 84", "have been killed"): a total up to now.
func (x *extractor) perfectCount(f *storyline.Figure) bool {
	a, _ := x.figureToks(f)
	for i := max(0, a-6); i < len(x.toks) && i < a+6; i++ {
		if (x.toks[i].lw == "has" || x.toks[i].lw == "have") && i+1 < len(x.toks) && (perfectKillWords[x.toks[i+1].lw] || x.toks[i+1].lw == "been" && i+2 < len(x.toks) && perfectKillWords[x.toks[i+2].lw]) {
			return true
		}
	}
	return false
}
