package events

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// otherNamedDay reports whether mention m names its own day two days or
// more from a day a mention of group names for itself: two attacks each
// told with its day ("two people were killed on Friday by a rocket on
// al-Midan", "a girl was killed on Sunday by rocket shells on al-Furqan")
// are two events, though each lies within a day of a third report between
// them (Saturday's), which the day's leeway of sameDate would chain them
// through. A day that dates a deed of the story (a statement, an arrest, a
// death told later: deedsDay) is no day of its own. Within one report, a
// day apart is enough when the two deeds are of different kinds ("militias
// executed six young men … on Friday", "six civilians … were killed in
// airstrikes on the town of Atareb … on Saturday"): the reporter told two
// deeds, each with its day; the day's leeway is for reports of one deed
// that date it from either side of a night. Both days must be told as
// days of the week or "yesterday": a dated opening ("Friday 24 Oct 2014
// Ten children … killed") gives the report's day, and the body's
// "killed Thursday" is the same deed's. Neither may be the report's
// opening sentence, whose day is often the report's or a claim's ("IS on
// Monday claimed a suicide blast" that killed 32 on Sunday). Both must
// be political violence (a battle, a blast or strike, an attack on
// civilians): a riot or a protest is also how one outlet's words code a
// shootout another codes as an attack.
func otherNamedDay(group []mention, m mention) bool {
	if !namesOwnDay(m) {
		return false
	}
	d := m.e.Date.Time()
	for _, x := range group {
		if !namesOwnDay(x) {
			continue
		}
		gap := d.Sub(x.e.Date.Time()).Hours() / 24
		if gap >= 2 || gap <= -2 {
			return true
		}
		if gap != 0 && x.ref.Article == m.ref.Article && x.e.EventType != m.e.EventType && family(x.e) == "political violence" && family(m.e) == "political violence" && x.relativeDay && m.relativeDay && x.e.Sentence.Start > 0 && m.e.Sentence.Start > 0 {
			return true
		}
	}
	return false
}

// otherClockDay reports a mention of article id that names its deed's hour
// and day ("around 11:00pm Friday"), another day than a mention of the
// same article in group names so ("around 3:00am Saturday"): a report
// that tells one deed's hour tells it once, and two hours on two days are
// two deeds, a day apart or not ("There were two other shootings … A woman
// and her child were wounded … around 11:00pm Friday").
func otherClockDay(id int64, group []mention, m mention) bool {
	if !m.clocked || !namesOwnDay(m) {
		return false
	}
	for _, x := range group {
		if x.ref.Article == id && x.clocked && namesOwnDay(x) && x.e.Date != m.e.Date {
			return true
		}
	}
	return false
}

// clockBeforeRE matches an hour at the end of the text before a day:
// "around 11:00pm ", "at 3 a.m. ", "about 9:20 p.m. on ".
var clockBeforeRE = regexp.MustCompile(`(?i)\b\d{1,2}(?::\d\d)?\s*(?:a|p)\.?\s?m\.?,?\s+(?:on\s+)?$`)

// clockBefore reports an hour right before the day at sp.
func clockBefore(txt string, sp storyline.Span) bool {
	if sp.End == 0 || sp.Start > len(txt) {
		return false
	}
	return clockBeforeRE.MatchString(txt[max(0, sp.Start-24):sp.Start])
}

// otherDayOwnDead reports a mention of article a that names its own day
// with "on" ("an air strike late on Wednesday … killed hundreds"), another
// day than a mention of the same article in group names so ("an air
// strike on Tuesday … killed 18 members of the partner forces"), each
// with its own stated dead, both of one kind, and the counts differ: the
// report tells two deeds of two days, which the day's leeway of sameDate would join, one
// of the counts lost. A day named otherwise (a dateline's, a headline's)
// may be the report's, not the deed's.
func otherDayOwnDead(a *storyline.Article, group []mention, m mention) bool {
	own := func(x mention) bool {
		return x.ref.Article == a.ID && namesOwnDay(x) && x.e.Fatalities > 0 && !x.e.FatalitiesImplied && dayAfterOn(a.Text, x.e.DateSpan)
	}
	if !own(m) {
		return false
	}
	for _, x := range group {
		if own(x) && x.e.Date != m.e.Date && x.e.Fatalities != m.e.Fatalities && x.e.SubEventType == m.e.SubEventType {
			return true
		}
	}
	return false
}

// dayAfterOn reports a day named right after "on": "late on Wednesday".
func dayAfterOn(txt string, sp storyline.Span) bool {
	if sp.Start < 3 || sp.Start > len(txt) {
		return false
	}
	return strings.EqualFold(strings.TrimRightFunc(txt[sp.Start-3:sp.Start], unicode.IsSpace), "on") ||
		strings.EqualFold(txt[sp.Start-3:sp.Start], "on ")
}

// namesOwnDay reports a mention whose sentence names the day of its own deed.
func namesOwnDay(m mention) bool {
	return m.dayNamed && !m.deedsDay && !m.inherited && m.e.TimePrecision == 1 && m.e.DateSpan.End > 0
}

// opensPeriod reports a day that opens or closes a period told in the sentence
// ("From Friday through Sunday, gunfire wounded 26 people", "between
// Friday evening and Monday morning"): the period of a round-up or a
// tally, whose first or last day is no day of one deed. Such a mention does not
// name its event's day for the choice of the story's main event or of
// the merged date.
func opensPeriod(txt string, sp storyline.Span) bool {
	if sp.End == 0 || sp.Start > len(txt) {
		return false
	}
	before := strings.TrimRightFunc(txt[:sp.Start], unicode.IsSpace)
	i := strings.LastIndexFunc(before, func(r rune) bool { return !unicode.IsLetter(r) })
	return periodBounds[text.Fold(before[i+1:])]
}

// relativeDay reports a day named with no digit in its words: "on
// Friday", "yesterday", not "Friday 24 Oct 2014".
func relativeDay(txt string, sp storyline.Span) bool {
	if sp.End == 0 || sp.End > len(txt) || sp.Start >= sp.End {
		return false
	}
	return !strings.ContainsAny(txt[sp.Start:sp.End], "0123456789")
}

// outsideStatedMonth reports a day outside the month or longer span an
// event's own words date it to: "In a similar incident last December
// more than 30 people were killed" keeps December, whatever day the
// article names for its own news.
func outsideStatedMonth(e *storyline.Event, d storyline.Date) bool {
	if e.DateSpan.End == 0 || e.TimePrecision < 3 || e.Date.IsZero() {
		return false
	}
	from, to := monthSpan(e, e.Date.Time(), e.Date.Time())
	t := d.Time()
	return t.Before(from) || !t.Before(to)
}
