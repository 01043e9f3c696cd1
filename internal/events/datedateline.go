package events

import (
	"strings"
	"unicode"

	"github.com/storyline-news/storyline"
)

// The report's own day in its dateline or its stamp (docs/events-
// incidents.md, "Nineteenth step: dates").
//
// Station copy opens with a dateline that carries the day of the report,
// "LA PORTE, Ind. (December 26, 2015) — A boy was taken to the hospital
// …", "(Nov. 18, 2015)— A teen was shot …", "HOUSTON, Nov. 16 (Xinhua)
// -- A house party ended in gunfire overnight", or sets the page's stamp
// on a line of its own, "March 12, 2015 7:26 AM". That day is the page's,
// as a "Posted:" stamp's is: the sentence that follows tells the incident
// with its own day ("late Thursday night", "just after 4:30 p.m.
// Tuesday") or none.

// datelineDay reports a time expression at sp that is a dateline's date
// (in parentheses, or before a wire's name in parentheses, and then a
// dash that opens the text) or a stamp alone on its line with a clock
// time at most.
func datelineDay(txt string, sp storyline.Span) bool {
	if sp.Start < 0 || sp.End > len(txt) || sp.Start >= sp.End {
		return false
	}
	lineStart := strings.LastIndexByte(txt[:sp.Start], '\n') + 1
	lineEnd := len(txt)
	if i := strings.IndexByte(txt[sp.End:], '\n'); i >= 0 {
		lineEnd = sp.End + i
	}
	before, after := txt[lineStart:sp.Start], txt[sp.End:lineEnd]
	if stampLine(before, after) {
		return true
	}
	rest := strings.TrimLeft(after, " ")
	if strings.HasPrefix(strings.TrimRight(before, " "), "(") || strings.HasSuffix(strings.TrimRight(before, " "), "(") {
		if !strings.HasPrefix(rest, ")") {
			return false
		}
		rest = rest[1:]
	} else if strings.HasPrefix(rest, "(") && strings.HasSuffix(strings.TrimRight(before, " "), ",") {
		// "HOUSTON, Nov. 16 (Xinhua) --": the wire's name after the date
		i := strings.IndexByte(rest, ')')
		if i < 0 || i > 30 {
			return false
		}
		rest = rest[i+1:]
	} else {
		return false
	}
	return dashNext(rest) && len(before) < 80
}

// dashNext reports a dash that opens s after spaces: "—", "–", "-", "--".
func dashNext(s string) bool {
	s = strings.TrimLeft(s, " \u00a0")
	return strings.HasPrefix(s, "—") || strings.HasPrefix(s, "–") || strings.HasPrefix(s, "-")
}

// stampLine reports a date alone on its line but for a clock time after
// it: "March 12, 2015 7:26 AM".
func stampLine(before, after string) bool {
	if strings.TrimSpace(before) != "" {
		return false
	}
	a := strings.TrimSpace(after)
	if a == "" {
		return true
	}
	for _, r := range a {
		if !unicode.IsDigit(r) && !strings.ContainsRune(":. APMapm", r) {
			return false
		}
	}
	return strings.ContainsRune(a, ':')
}
