package events

import (
	"github.com/storyline-news/storyline"
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
	if a.Language != "en" && a.Language != "" && a.Language != "und" {
		return false
	}
	return namesDay(a.Text, sp) && (anotherDeedsDay(a.Text, sp) || dayAhead(a, sp))
}

// dayAhead reports the time expression at sp, a bare weekday, read as a
// day after the article's date: "Funeral services will be held Friday",
// "The trial is to begin Tuesday". A report tells its incident in the
// past; a day still to come is that of a rite, a court step or a
// statement, as articleDay holds. A full date after the article's ("AFP
// Friday 20 Jun 2014" in a page stored on the 14th) is the text's own: the
// stored date lags it.
func dayAhead(a *storyline.Article, sp storyline.Span) bool {
	ref := refDay(a)
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
// tells after "after" or "from", or another sentence tells.
func deathBeforeCause(before, after []string) bool {
	if len(before) > 1 && before[0] == "on" {
		before = before[1:] // "died on Friday after …"
	}
	if len(before) == 0 || !deathWords[before[0]] || before[0] == "away" && (len(before) < 2 || before[1] != "passed") {
		return false
	}
	for _, w := range after {
		if w == "after" || w == "from" || w == "following" {
			return true
		}
	}
	return false
}

// workBefore reports a day right after a word for the police's search or
// their statement (searchWords, statementNouns, within two words): "were
// searching late Tuesday for two suspects in a shooting", "a police
// update Monday".
func workBefore(before []string) bool {
	for i, w := range before {
		if i < 2 && (searchWords[w] || statementNouns[w]) {
			return true
		}
	}
	return false
}
