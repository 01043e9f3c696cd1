package events

import (
	"strings"
	"time"

	"github.com/storyline-news/storyline"
	"github.com/storyline-news/storyline/internal/text"
)

// The day of a statement, a court step or the page is no day of the
// incident (docs/events-incidents.md, "Fourteenth step: dates").
//
// A follow-up codes the shooting from sentences whose only day is that of
// another deed: "prosecutors said Friday" a man shot his family, "police
// charged a man with murder Thursday in connection with the fatal
// shooting", "at his Saturday arraignment", or a headline's stamp
// ("Posted: Monday, June 22, 2015 4:50 PM", the day of the page's last
// writing). The sentence scorer passes over such a day when the sentence
// names another (eventdate.go); alone, it dates the event. When every day
// the main event's sentences name is such a day, the day its article
// names for the incident ("accused of shooting the man late Tuesday",
// articleDay) is the event's, as when none names a day. A date set before
// the incident's noun is the incident's whatever the sentence tells
// ("charged in the August 14 shooting death", "police said the Dec. 12
// shooting was gang-related", incidentsDay).

// deedsDayOf reports the time expression at sp, which names a day, as
// one an English article gives to a statement, an arrest, a court step or
// the page (anotherDeedsDay), or as a day after the article's own
// (dayAhead).
func deedsDayOf(a *storyline.Article, sp storyline.Span) bool {
	if !readsEnglish(a) {
		return false
	}
	return namesDay(a.Text, sp) && (anotherDeedsDay(a.Text, sp) || dayAhead(a, sp) || laterDeath(a, sp))
}

// StatementDay reports the time expression at sp of article a as a day
// the text gives to a statement, an arrest, a court step or the page, or
// one still to come (deedsDayOf): "the ambassador to the United Nations
// said on Wednesday" dates the saying, not the attack the sentence tells.
func StatementDay(a *storyline.Article, sp storyline.Span) bool { return deedsDayOf(a, sp) }

// dayAhead reports the time expression at sp, a bare weekday, read as a
// day after the article's date: "Funeral services will be held Friday",
// "The trial is to begin Tuesday". A report tells its incident in the
// past; a day still to come is that of a rite, a court step or a
// statement, as articleDay holds. A full date after the article's ("AFP
// Friday 20 Jun 2014" in a page stored on the 14th) is the text's own: the
// stored date lags it.
func dayAhead(a *storyline.Article, sp storyline.Span) bool {
	ref := reportingDay(a)
	if ref.IsZero() {
		return false
	}
	for _, t := range a.Analysis.TimeExprs {
		if t.Span != sp {
			continue
		}
		d, _, p, ok := timexDate(t)
		return ok && p == 1 && d.Time().After(ref.Time()) && BareWeekday(t.Text)
	}
	return false
}

// deathBeforeCause reports a day that dates a death told before its cause:
// "died Friday after being shot at his home Thursday", "succumbed Monday
// from his wounds". Incident data date the shooting, which the sentence
// tells after "after" or "from", or another sentence tells; not a death
// "from" an attack, which is the attack's day (lingeringCauses).
func deathBeforeCause(before, after []string) bool {
	if len(before) > 1 && before[0] == "on" {
		before = before[1:] // "died on Friday after …"
	}
	if len(before) == 0 || !deathWords[before[0]] || before[0] == "away" && (len(before) < 2 || before[1] != "passed") {
		return false
	}
	for i, w := range after {
		if w == "after" || w == "following" {
			return true
		}
		if w == "from" {
			next := after[i+1:]
			return len(next) == 0 || lingeringCauses[next[0]] || len(next) > 1 && lingeringCauses[next[1]]
		}
	}
	return false
}

// laterDeath reports a day that dates a victim's death ("died on
// Thursday", "died four days later") in an article that names an earlier
// day elsewhere, the day the victim was hurt: "Police said a 17-year-old
// shot the victim Sunday. The 15-year-old died four days later." Incident
// data date the shooting. A death told with its incident ("died Saturday
// in a shooting", "died Sunday when …") is the incident's day, and so is
// a death's day in an article that names no earlier one (an accident
// told by the death only).
func laterDeath(a *storyline.Article, sp storyline.Span) bool {
	before, after := wordsAround(a.Text, sp, 3, 3)
	for len(before) > 1 && deathQualifiers[before[0]] {
		before = before[1:] // "died on Thursday", "died early Monday"
	}
	if len(before) == 0 || !deathWords[before[0]] || before[0] == "away" && (len(before) < 2 || before[1] != "passed") {
		return false
	}
	for _, w := range after {
		if incidentWords[w] || deathWithIncident[w] {
			return false
		}
	}
	var death storyline.Date
	for _, t := range a.Analysis.TimeExprs {
		if t.Span == sp {
			d, _, p, ok := timexDate(t)
			if !ok || p != 1 {
				return false
			}
			death = d
		}
	}
	if death.IsZero() {
		return false
	}
	ref := reportingDay(a)
	for _, t := range a.Analysis.TimeExprs {
		if t.Span == sp || t.Type != storyline.TimexDate && t.Type != storyline.TimexTime {
			continue
		}
		d, _, p, ok := timexDate(t)
		if !ok || p != 1 || !namesDay(a.Text, t.Span) || !d.Time().Before(death.Time()) || death.Time().Sub(d.Time()) > laterDeathSpan {
			continue
		}
		if !ref.IsZero() && d.Time().After(ref.Time()) || inQuote(a.Text, t.Span) || anotherDeedsDay(a.Text, t.Span) {
			continue
		}
		return true
	}
	return false
}

// laterDeathSpan is how long before a death the day a victim was hurt may
// lie: a few weeks in hospital; an older day is another story's.
const laterDeathSpan = 30 * 24 * time.Hour

// bulletinBefore reports a day a hospital's word on a victim's condition
// dates (bulletinWords): "in critical condition Wednesday", "in stable
// condition as of Friday". Incident data date the shooting.
func bulletinBefore(before []string) bool {
	for i, w := range before {
		switch {
		case i >= 3:
			return false
		case bulletinWords[w]:
			return true
		case !bulletinLinks[w]:
			return false
		}
	}
	return false
}

// dayAfterAnother reports a day told from another deed's ("The next day
// his friend was charged with murder", "a day later", "the following
// day"): a later step's day, not the incident's, which the text told
// first.
func dayAfterAnother(txt string, sp storyline.Span) bool {
	s := text.Fold(txt[sp.Start:sp.End])
	for _, w := range laterDayWords {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// riteBefore reports a day of a gathering for the victims (riteWords,
// within four words): "attended a rally on Sunday afternoon", "marched
// Sunday night".
func riteBefore(before []string) bool {
	for i, w := range before {
		if i < 4 && riteWords[w] {
			return true
		}
	}
	return false
}

// workBefore reports a day right after a word for the police's search or
// their statement (searchWords, statementNouns, within two words): "were
// searching late Tuesday for two suspects in a shooting", "a police
// update Monday"; a search's or a release's object may come between
// ("canvassed the neighborhood Monday", "released a report Monday that
// identifies the four victims").
func workBefore(before []string) bool {
	for i, w := range before {
		if i < 2 && statementNouns[w] || i < 3 && (searchWords[w] || w == "released") {
			return true
		}
	}
	return false
}
