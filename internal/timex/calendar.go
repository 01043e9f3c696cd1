package timex

import (
	"strconv"
	"time"

	storyline "github.com/storyline-news/storyline"
)

// Calendar helpers. All times are midnight UTC of a civil date.

func mkDate(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

func dateOf(t time.Time) storyline.Date {
	return storyline.Date{Year: t.Year(), Month: t.Month(), Day: t.Day()}
}

func isoWeekday(t time.Time) int { return (int(t.Weekday())+6)%7 + 1 }

func daysIn(y int, m time.Month) int { return mkDate(y, m+1, 0).Day() }

func pad(n, w int) string {
	neg := n < 0
	if neg {
		n = -n
	}
	s := strconv.Itoa(n)
	for len(s) < w {
		s = "0" + s
	}
	if neg {
		s = "-" + s
	}
	return s
}

func vYear(y int) string                { return pad(y, 4) }
func vMonth(y int, m time.Month) string { return pad(y, 4) + "-" + pad(int(m), 2) }
func vDay(t time.Time) string           { return t.Format("2006-01-02") }
func vWeek(t time.Time) string {
	y, w := t.ISOWeek()
	return pad(y, 4) + "-W" + pad(w, 2)
}
func vQuarter(y, q int) string { return pad(y, 4) + "-Q" + strconv.Itoa(q) }

// quarterOf returns the calendar quarter (1..4) of month m.
func quarterOf(m time.Month) int { return (int(m)-1)/3 + 1 }

// seasonIndex orders seasons in the year: SP 1, SU 2, FA 3, WI 4.
var seasonIndex = map[string]int{"SP": 1, "SU": 2, "FA": 3, "WI": 4}

// seasonOf returns the season index of month m (winter = Dec–Feb, counted
// with the year it starts in for December).
func seasonOf(m time.Month) int {
	switch m {
	case 3, 4, 5:
		return 1
	case 6, 7, 8:
		return 2
	case 9, 10, 11:
		return 3
	}
	return 4
}

// rangeOf returns the calendar range a TIMEX3 date value covers, or zero
// dates when the value is not a calendar date.
func rangeOf(v string) (storyline.Date, storyline.Date) {
	var z storyline.Date
	num := func(s string) (int, bool) {
		if s == "" {
			return 0, false
		}
		n := 0
		for i := 0; i < len(s); i++ {
			if s[i] < '0' || s[i] > '9' {
				return 0, false
			}
			n = n*10 + int(s[i]-'0')
		}
		return n, true
	}
	if t := indexByte(v, 'T'); t >= 0 {
		v = v[:t]
	}
	switch {
	case len(v) == 2: // century "19"
		if c, ok := num(v); ok {
			return dateOf(mkDate(c*100, 1, 1)), dateOf(mkDate(c*100+99, 12, 31))
		}
	case len(v) == 3: // decade "199"
		if d, ok := num(v); ok {
			return dateOf(mkDate(d*10, 1, 1)), dateOf(mkDate(d*10+9, 12, 31))
		}
	case len(v) < 4:
		return z, z
	}
	if len(v) < 4 {
		return z, z
	}
	y, ok := num(v[:4])
	if !ok {
		return z, z
	}
	if len(v) == 4 {
		return dateOf(mkDate(y, 1, 1)), dateOf(mkDate(y, 12, 31))
	}
	if v[4] != '-' || len(v) < 7 {
		return z, z
	}
	rest := v[5:]
	switch rest[0] {
	case 'Q':
		if q, ok := num(rest[1:]); ok && q >= 1 && q <= 4 {
			return dateOf(mkDate(y, time.Month(3*q-2), 1)), dateOf(mkDate(y, time.Month(3*q+1), 0))
		}
		return z, z
	case 'H':
		if h, ok := num(rest[1:]); ok && h >= 1 && h <= 2 {
			return dateOf(mkDate(y, time.Month(6*h-5), 1)), dateOf(mkDate(y, time.Month(6*h+1), 0))
		}
		return z, z
	case 'W':
		if rest == "WI" {
			return dateOf(mkDate(y, 12, 1)), dateOf(mkDate(y+1, 3, 0))
		}
		we := false
		ws := rest[1:]
		if len(ws) > 3 && ws[len(ws)-3:] == "-WE" {
			we = true
			ws = ws[:len(ws)-3]
		}
		w, ok := num(ws)
		if !ok || w < 1 || w > 53 {
			return z, z
		}
		// Monday of ISO week 1 is the Monday on or before Jan 4.
		j4 := mkDate(y, 1, 4)
		mon := j4.AddDate(0, 0, 1-isoWeekday(j4)+7*(w-1))
		if we {
			return dateOf(mon.AddDate(0, 0, 5)), dateOf(mon.AddDate(0, 0, 6))
		}
		return dateOf(mon), dateOf(mon.AddDate(0, 0, 6))
	case 'S', 'F':
		switch rest {
		case "SP":
			return dateOf(mkDate(y, 3, 1)), dateOf(mkDate(y, 5, 31))
		case "SU":
			return dateOf(mkDate(y, 6, 1)), dateOf(mkDate(y, 8, 31))
		case "FA":
			return dateOf(mkDate(y, 9, 1)), dateOf(mkDate(y, 11, 30))
		}
		return z, z
	}
	m, ok := num(rest[:2])
	if !ok || m < 1 || m > 12 {
		return z, z
	}
	if len(rest) == 2 {
		return dateOf(mkDate(y, time.Month(m), 1)), dateOf(mkDate(y, time.Month(m)+1, 0))
	}
	if len(rest) == 5 && rest[2] == '-' {
		if d, ok := num(rest[3:]); ok && d >= 1 && d <= daysIn(y, time.Month(m)) {
			dd := dateOf(mkDate(y, time.Month(m), d))
			return dd, dd
		}
	}
	return z, z
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}
