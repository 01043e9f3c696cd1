// Holidays: days the news names by their feast or observance ("on
// Father's Day", "a Memorial Day party", "the Fourth of July"), read to
// the date they fell on in the year the clause's tense points to.

package timex

import (
	"time"

	"github.com/storyline-news/storyline"
)

// holiday is one way of naming a day: the words after the first (as the
// tokenizer gives them: "Father's Day" is "father", "'", "s", "day") and
// the day's date in a year.
type holiday struct {
	rest []string
	date func(y int) time.Time
}

// on is a holiday on the same month and day every year.
func on(m time.Month, d int) func(int) time.Time {
	return func(y int) time.Time { return mkDate(y, m, d) }
}

// nthWeekday is a holiday on the nth weekday wd (ISO: Monday=1) of month
// m; n = -1 is the month's last.
func nthWeekday(m time.Month, n, wd int) func(int) time.Time {
	return func(y int) time.Time {
		if n < 0 {
			last := mkDate(y, m+1, 0)
			return last.AddDate(0, 0, -((isoWeekday(last) - wd + 7) % 7))
		}
		first := mkDate(y, m, 1)
		return first.AddDate(0, 0, (wd-isoWeekday(first)+7)%7+7*(n-1))
	}
}

// after is a holiday days after (or before, when negative) another.
func after(base func(int) time.Time, days int) func(int) time.Time {
	return func(y int) time.Time { return base(y).AddDate(0, 0, days) }
}

// easter is the Western Easter Sunday of year y (the Gregorian computus,
// Meeus/Jones/Butcher).
func easter(y int) time.Time {
	a, b, c := y%19, y/100, y%100
	d, e := b/4, b%4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i, k := c/4, c%4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	day := (h+l-7*m+114)%31 + 1
	return mkDate(y, time.Month(month), day)
}

// holidayForm: a holiday named by its words (holidays) with an optional
// year ("Thanksgiving 2014", "the 2017 St. Patrick's Day parade"), and
// "last" or "next" before it. Its year
// follows the clause: told in the past (or with no tense), the latest one
// not more than a week after the anchor; in the future, the first not
// before it. A holiday that qualifies a thing other than the day ("a
// Christmas tree", "Halloween costumes") or a longer stretch ("Memorial
// Day weekend") is no day.
func (e *ext) holidayForm(i int, hs []holiday) (cmatch, bool) {
	if !e.toks[i].cap {
		return cmatch{}, false
	}
	for _, h := range hs {
		k, ok := i+1, true
		for _, w := range h.rest {
			if e.lw(k) != w {
				ok = false
				break
			}
			k++
		}
		if !ok {
			continue
		}
		if notHolidayDay[e.lw(k)] {
			return cmatch{}, false
		}
		a := e.anchorFor(i)
		s, y := i, a.Year()
		var dt time.Time
		if y2, ok := e.yearTok(k); ok {
			dt = h.date(y2)
			k++
		} else if y2, ok := e.yearBefore(i); ok {
			dt = h.date(y2) // "the 2017 St. Patrick's Day parade"
			s--
		} else {
			switch e.lw(i - 1) {
			case "last":
				s--
				dt = latest(h.date, y, func(d time.Time) bool { return d.Before(a) })
			case "next":
				s--
				dt = earliest(h.date, y, func(d time.Time) bool { return d.After(a) })
			default:
				if e.tenseAt(i, k) == tFuture {
					dt = earliest(h.date, y, func(d time.Time) bool { return !d.Before(a) })
				} else {
					week := a.AddDate(0, 0, 7)
					dt = latest(h.date, y, func(d time.Time) bool { return !d.After(week) })
				}
			}
		}
		return cmatch{match: match{s: s, e: k, typ: storyline.TimexDate, val: vDay(dt), gran: "day", anchor: a, abs: dt}}, true
	}
	return cmatch{}, false
}

// yearBefore returns the year of the token before i, if it is one.
func (e *ext) yearBefore(i int) (int, bool) {
	if i == 0 {
		return 0, false
	}
	return e.yearTok(i - 1)
}

// latest is the holiday's latest date, in year y or the one before, that
// ok accepts.
func latest(date func(int) time.Time, y int, ok func(time.Time) bool) time.Time {
	for _, yy := range []int{y + 1, y} {
		if d := date(yy); ok(d) {
			return d
		}
	}
	return date(y - 1)
}

// earliest is the holiday's earliest date, in year y or the one after,
// that ok accepts.
func earliest(date func(int) time.Time, y int, ok func(time.Time) bool) time.Time {
	for _, yy := range []int{y - 1, y} {
		if d := date(yy); ok(d) {
			return d
		}
	}
	return date(y + 1)
}

// holidayWord reports a weekday at i that ends a holiday's name ("Good
// Friday", "Easter Sunday"): when holidayForm took the name for no day
// ("the Good Friday Agreement"), the weekday is none either.
func (e *ext) holidayWord(i int) bool {
	if i == 0 || !e.toks[i-1].cap {
		return false
	}
	for _, h := range holidays[e.lw(i-1)] {
		if len(h.rest) == 1 && h.rest[0] == e.lw(i) {
			return true
		}
	}
	return false
}
