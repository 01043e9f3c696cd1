// Package pubdate finds the dates an article states outright (in captions,
// datelines and the body) and infers the publication date when no metadata
// gives one.
//
// The rule: a report is published no earlier than the latest full date it
// states in a caption or dateline (photos run the day they are taken or
// later), and usually on that day. Weekday mentions in the body check the
// choice: if the body speaks of the day or two after that date ("on
// Tuesday" after a Monday photo), the report is from that later day. Dates
// are never later than the ingest time.
package pubdate

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// Found is a full calendar date stated in text.
type Found struct {
	Span    storyline.Span
	Date    storyline.Date
	Weekday string // as written ("Monday"), "" when none was
	// WeekdayOK is false when the stated weekday does not fit the date.
	WeekdayOK bool
}

const (
	weekdayRE = `(Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?:day|nesday|sday|rsday|urday)?\.?`
	monthRE   = `(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`
)

var (
	// "Monday, Feb. 25, 2019", "February 25, 2019", "Feb 25 2019"
	monthFirst = regexp.MustCompile(`\b(?:` + weekdayRE + `,?\s+)?` + monthRE + `\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`)
	// "Monday 25 February 2019", "25th of February, 2019"
	dayFirst = regexp.MustCompile(`\b(?:` + weekdayRE + `,?\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?` + monthRE + `,?\s+(\d{4})\b`)
	// "2019-02-25"
	isoDate = regexp.MustCompile(`\b(\d{4})-(\d{2})-(\d{2})\b`)
)

// months and weekdays are keyed by the first three letters of the name,
// which is what the patterns above capture.
var months, weekdays = func() (map[string]time.Month, map[string]time.Weekday) {
	ms, wds := map[string]time.Month{}, map[string]time.Weekday{}
	for w, m := range text.Months {
		ms[w[:3]] = m
	}
	for w, wd := range text.Weekdays {
		wds[w[:3]] = wd
	}
	return ms, wds
}()

// FindDates returns the full dates (day, month and year) stated in s, in
// order of appearance.
func FindDates(s string) []Found {
	var out []Found
	add := func(start, end int, wd string, y, m, d int) {
		if m < 1 || m > 12 || d < 1 || d > 31 || y < 1800 || y > 2200 {
			return
		}
		t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
		if t.Day() != d { // Feb. 30 and the like
			return
		}
		f := Found{Span: storyline.Span{Start: start, End: end}, Date: storyline.DateOf(t), Weekday: wd, WeekdayOK: true}
		if wd != "" {
			f.WeekdayOK = weekdays[strings.ToLower(wd[:3])] == t.Weekday()
		}
		out = append(out, f)
	}
	sub := func(m []int, i int) string {
		if m[2*i] < 0 {
			return ""
		}
		return s[m[2*i]:m[2*i+1]]
	}
	years := yearWindows(s)
	for _, m := range text.FindAllIn(monthFirst, s, years) {
		d, _ := strconv.Atoi(sub(m, 3))
		y, _ := strconv.Atoi(sub(m, 4))
		add(m[0], m[1], weekdayName(sub(m, 1), s, m[2]), y, int(months[strings.ToLower(sub(m, 2)[:3])]), d)
	}
	for _, m := range text.FindAllIn(dayFirst, s, years) {
		if overlaps(out, m[0], m[1]) {
			continue
		}
		d, _ := strconv.Atoi(sub(m, 2))
		y, _ := strconv.Atoi(sub(m, 4))
		add(m[0], m[1], weekdayName(sub(m, 1), s, m[2]), y, int(months[strings.ToLower(sub(m, 3)[:3])]), d)
	}
	for _, m := range text.FindAllIn(isoDate, s, isoWindows(s)) {
		y, _ := strconv.Atoi(sub(m, 1))
		mo, _ := strconv.Atoi(sub(m, 2))
		d, _ := strconv.Atoi(sub(m, 3))
		add(m[0], m[1], "", y, mo, d)
	}
	sortFound(out)
	return out
}

// The date patterns run on windows of the text (text.Window): the
// stretches that can hold a date, found by cheap byte tests.

// yearWindows returns the windows that can hold a match of monthFirst or
// dayFirst. Both end in whitespace, four digits and a word boundary (the
// year), and before the year hold at most four words separated by
// whitespace ("Monday 25th of February"), so a match lies between the
// start of the fourth whitespace-separated word before a year and the
// year's end. Overlapping windows are merged.
func yearWindows(s string) []text.Window {
	var ws []text.Window
	for p := 1; p+4 <= len(s); p++ {
		if !isSpace(s[p-1]) || !isDigits(s[p:p+4]) || p+4 < len(s) && isWordByte(s[p+4]) {
			continue
		}
		start := p - 1
		for range 4 {
			for start > 0 && isSpace(s[start-1]) {
				start--
			}
			for start > 0 && !isSpace(s[start-1]) {
				start--
			}
		}
		ws = text.AddWindow(ws, text.Window{Start: start, End: p + 4})
	}
	return ws
}

// isoWindows returns the windows that can hold a match of isoDate: the
// whitespace-separated words holding four digits, a hyphen, two digits
// and a hyphen followed by two digits.
func isoWindows(s string) []text.Window {
	var ws []text.Window
	for k := 4; k+6 <= len(s); k++ {
		if s[k] != '-' || s[k+3] != '-' || !isDigits(s[k-4:k]) || !isDigits(s[k+1:k+3]) || !isDigits(s[k+4:k+6]) {
			continue
		}
		start, end := k-4, k+6
		for start > 0 && !isSpace(s[start-1]) {
			start--
		}
		for end < len(s) && !isSpace(s[end]) {
			end++
		}
		ws = text.AddWindow(ws, text.Window{Start: start, End: end})
	}
	return ws
}

// isSpace reports whether c is whitespace as \s means it in a regexp.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// isWordByte reports whether c is a word character as \b means it.
func isWordByte(c byte) bool {
	return isLetter(c) || c >= '0' && c <= '9' || c == '_'
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// weekdayName returns the weekday as written, or "" when absent.
func weekdayName(abbr, s string, at int) string {
	if abbr == "" {
		return ""
	}
	end := at
	for end < len(s) && s[end] >= 'a' && s[end] <= 'z' || end < len(s) && s[end] >= 'A' && s[end] <= 'Z' {
		end++
	}
	return s[at:end]
}

func overlaps(fs []Found, start, end int) bool {
	for _, f := range fs {
		if start < f.Span.End && f.Span.Start < end {
			return true
		}
	}
	return false
}

func sortFound(fs []Found) {
	for i := 1; i < len(fs); i++ {
		for j := i; j > 0 && fs[j].Span.Start < fs[j-1].Span.Start; j-- {
			fs[j], fs[j-1] = fs[j-1], fs[j]
		}
	}
}

// DateCaptions fills each caption's Date and DateSpan with the last full
// date the caption states (a caption's date is that of the photo).
func DateCaptions(a *storyline.Article) {
	for i := range a.Captions {
		c := &a.Captions[i]
		found := FindDates(c.Span.In(a.Text))
		if len(found) == 0 {
			continue
		}
		f := found[len(found)-1]
		c.Date = f.Date
		c.DateSpan = storyline.Span{Start: c.Span.Start + f.Span.Start, End: c.Span.Start + f.Span.End}
	}
}

// dateline matches a wire dateline at the start of the body: "CARACAS,
// Venezuela (AP) —", "LONDON, Feb 25 (Reuters) -", "BOGOTA, Colombia, Feb.
// 25, 2019 —".
var dateline = regexp.MustCompile(`^[\p{Lu}][\p{Lu} .'’-]{1,40}(?:,[^—–\-\n]{0,60})?\s*(?:\([^)]{1,30}\))?\s*[—–-]{1,2}\s`)

// Infer returns the publication date inferred from a's text, or a
// Published with Source DateUnknown when the text states no full date.
// Captions must already be dated (DateCaptions). now caps the result.
func Infer(a *storyline.Article, now time.Time) storyline.Published {
	type cand struct {
		date   storyline.Date
		where  string
		weight float64
	}
	var cands []cand
	for _, c := range a.Captions {
		if !c.Date.IsZero() {
			cands = append(cands, cand{c.Date, "caption", 0.7})
		}
	}
	body := a.Body()
	if len(a.Paragraphs) > 0 {
		first := a.Paragraphs[0].Span.In(a.Text)
		if loc := dateline.FindStringIndex(first); loc != nil {
			for _, f := range FindDates(first[:loc[1]]) {
				cands = append(cands, cand{f.Date, "dateline", 0.8})
			}
		}
	}
	strong := len(cands) > 0
	if !strong {
		// A full date in the body bounds the publication from below, but
		// the report may be much later: a weak signal.
		for _, f := range FindDates(body) {
			cands = append(cands, cand{f.Date, "body", 0.3})
		}
	}
	today := storyline.DateOf(now.UTC())
	var best cand
	for _, c := range cands {
		if c.date.Time().After(today.Time()) {
			continue // a future date is an announcement, not the report's date
		}
		if best.date.IsZero() || c.date.Time().After(best.date.Time()) {
			best = c
		}
	}
	if best.date.IsZero() {
		return storyline.Published{Source: storyline.DateUnknown, Evidence: "no metadata and no full date in the text"}
	}

	// Check against the weekdays the body mentions.
	mentioned := weekdayMentions(body)
	date, conf := best.date, best.weight
	evidence := fmt.Sprintf("latest %s date %s (%s)", best.where, best.date, best.date.Time().Weekday())
	switch {
	case mentioned[best.date.Time().Weekday()]:
		conf += 0.15
		evidence += fmt.Sprintf("; the text mentions %s", best.date.Time().Weekday())
	case strong:
		// The body speaks of a day or two after the dated photo: the report
		// is from that later day.
		for shift := 1; shift <= 2; shift++ {
			next := best.date.Time().AddDate(0, 0, shift)
			if mentioned[next.Weekday()] && !next.After(today.Time()) {
				date = storyline.DateOf(next)
				evidence += fmt.Sprintf("; the text mentions %s, %d day(s) later", next.Weekday(), shift)
				conf -= 0.1
				break
			}
		}
	}
	if conf > 0.9 {
		conf = 0.9
	}
	return storyline.Published{Time: date.Time(), Source: storyline.DateInferred, Confidence: conf, Evidence: evidence}
}

// weekdayMentions returns the weekdays the text names as recent days, not
// "last Monday" or "next Monday", which point outside the current week. It
// scans for "day" and checks the word around it, which is much faster than
// a case-insensitive regular expression over the whole body.
func weekdayMentions(s string) map[time.Weekday]bool {
	m := map[time.Weekday]bool{}
	for i := 0; ; {
		j := strings.Index(s[i:], "day")
		if j < 0 {
			return m
		}
		end := i + j + 3
		i = end
		if end < len(s) && isLetter(s[end]) {
			continue
		}
		start := end - 3
		for start > 0 && isLetter(s[start-1]) {
			start--
		}
		word := strings.ToLower(s[start:end])
		wd, ok := text.Weekdays[word]
		if !ok {
			continue
		}
		prev := strings.ToLower(lastWord(s[:start]))
		if prev == "last" || prev == "next" {
			continue
		}
		m[wd] = true
	}
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// lastWord returns the last run of letters in s, skipping trailing spaces.
func lastWord(s string) string {
	end := len(s)
	for end > 0 && s[end-1] == ' ' {
		end--
	}
	start := end
	for start > 0 && isLetter(s[start-1]) {
		start--
	}
	return s[start:end]
}
